// /v2/auth: sign-up, login and logout (session cookie), the current session, and the caller.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, ErrorResponse, HTTPValidationError, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { authenticate, sessionToken } from './auth-hook.js';
import { AccountUser, LoginRequest, Me, NoSession, SessionInfo, SignupRequest, UpdateMeRequest } from './auth-schemas.js';
import { logIn, signUp, updateMe } from './auth-service.js';
import { clearedSessionCookie, csrfTokenFor, deleteSession, findSession, sessionCookie } from './sessions.js';
import { findAccount, type Account } from './users.js';
import { sendVerificationMail } from './verification-service.js';

const tags = ['Accounts'];
const open = { auth: 'none' as const };

async function currentAccount(request: FastifyRequest): Promise<Account> {
  const account = await findAccount(request.server.store, request.principal!.userId);
  if (!account) throw errors.invalidApiKey();
  return account;
}

/** With ASSAY_SIGNUP=closed, accounts are created by admins only (their key or session, checked here). */
async function requireAdminCaller(request: FastifyRequest): Promise<void> {
  await authenticate(request);
  if (request.principal?.role !== 'admin') throw errors.signupClosed();
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** What login and the session probe answer for a live session (SessionInfo). */
const sessionInfo = (token: string, account: Account, expiresAt: string) => ({
  signed_in: true as const,
  user: account,
  csrf_token: csrfTokenFor(token),
  expires_at: expiresAt,
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SignupRequest }>(
    '/v2/auth/signup',
    {
      config: open,
      schema: {
        operationId: 'signUp',
        summary: 'Create an account',
        description:
          'Creates a member account and sends a verification mail (if the mail server fails, the account is still created: ' +
          'ask for the mail again with resend-verification). 409 when the address is taken (whatever its case). With ' +
          'ASSAY_SIGNUP=closed only an admin (key or session) may call it.',
        tags,
        body: Type.Ref(SignupRequest),
        response: {
          201: Type.Ref(AccountUser),
          401: Type.Ref(ErrorResponse, { description: 'Sign-up is closed (ASSAY_SIGNUP=closed) and the request carries no key or session.' }),
          403: Type.Ref(ErrorResponse, { description: 'Sign-up is closed and the caller is not an admin.' }),
          409: Type.Ref(ErrorResponse, { description: 'The address is taken.' }),
          422: Type.Ref(HTTPValidationError),
        },
      },
    },
    async (request, reply) => {
      if (request.server.assayConfig.signup === 'closed') await requireAdminCaller(request);
      const account = await signUp(request.server.store, request.body);
      // The account exists either way; a mail that failed can be asked for again (and was logged).
      await sendVerificationMail(request.server, account).catch(() => {});
      return reply.code(201).send(account);
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/v2/auth/login',
    {
      config: open,
      schema: {
        operationId: 'logIn',
        summary: 'Log in (dashboard session)',
        description:
          'Sets an HttpOnly session cookie and returns the CSRF token that cookie-authenticated requests changing something must ' +
          "send as 'x-csrf-token'. 401 on a wrong address or password (the same answer for both); 10 failures per address or per " +
          'IP in 15 minutes → 429 with Retry-After.',
        tags,
        body: Type.Ref(LoginRequest),
        response: {
          200: Type.Ref(SessionInfo),
          401: Type.Ref(ErrorResponse, { description: 'Wrong e-mail or password.' }),
          422: Type.Ref(HTTPValidationError),
          429: Type.Ref(ErrorResponse, { description: 'Too many failures; see Retry-After.' }),
        },
      },
    },
    async (request, reply) => {
      const ttlHours = request.server.assayConfig.sessionTtlHours;
      const { token, session, account } = await logIn(request.server.store, { ...request.body, ip: request.ip, sessionTtlHours: ttlHours });
      reply.header('set-cookie', sessionCookie(token, { secure: isHttps(request), maxAgeSeconds: ttlHours * 3600 }));
      reply.header('cache-control', 'no-store');
      return sessionInfo(token, account, session.expires_at);
    },
  );

  app.post(
    '/v2/auth/logout',
    {
      schema: {
        operationId: 'logOut',
        summary: 'Log out',
        description: 'Ends the session of the cookie (with its x-csrf-token) and clears the cookie. With an API key: nothing to end, 204.',
        tags,
        security: bearerSecurity,
        response: { 204: Type.Null({ description: 'Logged out.' }), 401: standardErrors[401], 403: Type.Ref(ErrorResponse) },
      },
    },
    async (request, reply: FastifyReply) => {
      if (request.principal!.sessionId) await deleteSession(request.server.store, request.principal!.sessionId);
      return reply
        .code(204)
        .header('set-cookie', clearedSessionCookie(isHttps(request)))
        .send();
    },
  );

  app.get(
    '/v2/auth/session',
    {
      config: open,
      schema: {
        operationId: 'getSession',
        summary: 'The current dashboard session',
        description:
          'The signed-in user and the CSRF token of the session cookie ({"signed_in": true, …}), or {"signed_in": false} ' +
          'without a live session (no cookie, or one expired or logged out; such a cookie is cleared). Always 200: the ' +
          'dashboard asks on every load, and a signed-out visitor is an answer, not an error.',
        tags,
        response: { 200: Type.Union([Type.Ref(SessionInfo), Type.Ref(NoSession)], { description: 'SessionInfo or NoSession.' }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = sessionToken(request);
      const session = token ? await findSession(request.server.store, token) : null;
      const account = session ? await findAccount(request.server.store, session.user_id) : null;
      if (!token || !session || !account) {
        if (token) reply.header('set-cookie', clearedSessionCookie(isHttps(request)));
        return { signed_in: false as const };
      }
      return sessionInfo(token, account, session.expires_at);
    },
  );

  app.get(
    '/v2/auth/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'Who am I',
        description: 'The caller: the user, how the request was authenticated, and the projects its key is limited to.',
        tags,
        security: bearerSecurity,
        response: { 200: Type.Ref(Me), 401: standardErrors[401] },
      },
    },
    async (request) => {
      const p = request.principal!;
      return { user: await currentAccount(request), auth: p.via, key_id: p.keyId, projects: p.projects };
    },
  );

  app.patch<{ Body: UpdateMeRequest }>(
    '/v2/auth/me',
    {
      schema: {
        operationId: 'updateMe',
        summary: 'Change my address, name or password',
        description:
          "Changes the caller's e-mail address, display name or password, and answers the caller as GET /v2/auth/me does. The " +
          'first-start admin has no address and no password: give it both with its key, then sign in to the dashboard as it ' +
          'and see what the key made. An account that has a password must send it as current_password to change the address ' +
          'or the password (wrong → 403). A new address is unverified and gets a verification mail. A key limited to projects → ' +
          '403. An address of another account → 409.',
        tags,
        security: bearerSecurity,
        body: Type.Ref(UpdateMeRequest),
        response: {
          200: Type.Ref(Me),
          401: standardErrors[401],
          403: Type.Ref(ErrorResponse, { description: 'A key limited to projects, or a wrong current_password.' }),
          409: Type.Ref(ErrorResponse, { description: 'The address belongs to another account.' }),
          422: Type.Ref(HTTPValidationError),
        },
      },
    },
    async (request) => {
      const p = request.principal!;
      const { account, emailChanged } = await updateMe(request.server.store, p, request.body);
      // The change is made either way; a mail that failed can be asked for again (and was logged).
      if (emailChanged) await sendVerificationMail(request.server, account).catch(() => {});
      return { user: account, auth: p.via, key_id: p.keyId, projects: p.projects };
    },
  );
}
