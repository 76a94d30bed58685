// /v2/auth/device/*: device login for the CLI (RFC 8628). Code and token are open (the client has no key
// yet); approval needs a signed-in user (session cookie with CSRF token, or a key).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { publicBaseUrl } from '../config/config.js';
import { bearerSecurity, HTTPValidationError, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { iso } from '../store/store.js';
import { durationText } from '../core/text/duration.js';
import { LIMITS, recordAttempt, retryAfterSeconds, throttledGuess } from './rate-limit.js';
import { decideDeviceLogin, findPendingDeviceLogin, formatUserCode, pollDeviceLogin, startDeviceLogin } from './device-login.js';
import {
  DeviceApproveRequest,
  DeviceApproveResponse,
  DeviceCodeRequest,
  DeviceCodeResponse,
  DevicePendingLogin,
  DevicePendingParams,
  DeviceTokenError,
  DeviceTokenRequest,
  DeviceTokenResponse,
} from './device-schemas.js';

const tags = ['Accounts'];

const DESCRIPTIONS: Record<string, string> = {
  authorization_pending: 'Not approved yet: keep polling at the interval.',
  slow_down: 'Polling too fast: add 5 seconds to the interval.',
  expired_token: 'The code expired: start again with POST /v2/auth/device/code.',
  access_denied: 'The login was denied.',
  invalid_grant: 'Unknown device code, or its key was already issued.',
};

export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: DeviceCodeRequest }>(
    '/v2/auth/device/code',
    {
      config: { auth: 'none' },
      // The body is optional: no body means {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'startDeviceLogin',
        summary: 'Start a device login (RFC 8628)',
        description: 'Returns a device code for the client and a user code for a person to approve at verification_uri.',
        tags,
        body: Type.Ref(DeviceCodeRequest),
        response: { 200: Type.Ref(DeviceCodeResponse), 422: Type.Ref(HTTPValidationError) },
      },
    },
    async (request, reply) => {
      const config = request.server.assayConfig;
      const started = await startDeviceLogin(request.server.store, request.body.client_name ?? 'device login', config.devicePollSeconds);
      const uri = `${publicBaseUrl(config)}/device`;
      const userCode = formatUserCode(started.userCode);
      reply.header('cache-control', 'no-store');
      return {
        device_code: started.deviceCode,
        user_code: userCode,
        verification_uri: uri,
        verification_uri_complete: `${uri}?user_code=${userCode}`,
        expires_in: started.expiresIn,
        interval: started.interval,
      };
    },
  );

  app.get<{ Params: DevicePendingParams }>(
    '/v2/auth/device/code/:user_code',
    {
      schema: {
        operationId: 'getPendingDeviceLogin',
        summary: 'Look up a pending device login',
        description:
          'Which client asked for a user code (its client_name) and until when the code is valid, so the person can check it ' +
          'before approving. A code that is unknown, expired or already decided → 404.',
        tags,
        security: bearerSecurity,
        params: DevicePendingParams,
        response: { 200: Type.Ref(DevicePendingLogin), ...standardErrors },
      },
    },
    async (request, reply) => {
      const store = request.server.store;
      const lookup = () => findPendingDeviceLogin(store, request.params.user_code);
      const pending = await throttledGuess(store, LIMITS.userCodeGuessesPerClient, request.ip, lookup, (found) => !found, tooManyCodes);
      if (!pending) throw errors.unknownUserCode(request.params.user_code);
      reply.header('cache-control', 'no-store');
      return { user_code: formatUserCode(pending.userCode), client_name: pending.clientName, expires_at: iso(pending.expiresAt)! };
    },
  );

  app.post<{ Body: DeviceApproveRequest }>(
    '/v2/auth/device/approve',
    {
      schema: {
        operationId: 'approveDeviceLogin',
        summary: 'Approve or deny a device login',
        description: "The signed-in user approves (or denies) a user code; the client's next poll then receives a key of this user.",
        tags,
        security: bearerSecurity,
        body: Type.Ref(DeviceApproveRequest),
        response: { 200: Type.Ref(DeviceApproveResponse), ...standardErrors },
      },
    },
    async (request) => {
      const p = request.principal!;
      const { user_code: code, approve } = request.body;
      const store = request.server.store;
      const decide = () => decideDeviceLogin(store, code, { approve, userId: p.userId, projects: p.projects });
      const decided = await throttledGuess(store, LIMITS.userCodeGuessesPerClient, request.ip, decide, (done) => !done, tooManyCodes);
      if (!decided) throw errors.unknownUserCode(code);
      return approve
        ? { status: 'approved' as const, message: 'Approved: the device receives its key at its next poll. You can close this page.' }
        : { status: 'denied' as const, message: 'Denied: the device gets no key.' };
    },
  );

  app.post<{ Body: DeviceTokenRequest }>(
    '/v2/auth/device/token',
    {
      config: { auth: 'none' },
      schema: {
        operationId: 'pollDeviceLogin',
        summary: 'Poll a device login for its key (RFC 8628 §3.4)',
        description:
          'Answers 400 {"error": …} until approved (authorization_pending, slow_down, expired_token, access_denied), then 200 with a new API key, once.',
        tags,
        body: Type.Ref(DeviceTokenRequest),
        response: {
          200: Type.Ref(DeviceTokenResponse),
          400: Type.Ref(DeviceTokenError),
          422: Type.Ref(HTTPValidationError),
          429: Type.Ref(DeviceTokenError, { description: 'slow_down: too many unknown device codes from this client; see Retry-After.' }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const store = request.server.store;
      // Unknown device codes are guesses (RFC 8628 §5.2): throttled per client, answered in the RFC's error shape.
      const wait = await retryAfterSeconds(store, LIMITS.deviceCodeGuessesPerClient, request.ip);
      if (wait > 0) {
        const description = `Too many unknown device codes from this client: try again in ${durationText(wait)}.`;
        return reply.code(429).header('retry-after', String(wait)).send({ error: 'slow_down', error_description: description });
      }
      const outcome = await store.transaction((tx) => pollDeviceLogin(tx, request.body.device_code));
      if ('error' in outcome && outcome.error === 'invalid_grant') await recordAttempt(store, LIMITS.deviceCodeGuessesPerClient, request.ip);
      if ('error' in outcome) return reply.code(400).send({ error: outcome.error, error_description: DESCRIPTIONS[outcome.error] });
      return { access_token: outcome.accessToken, token_type: 'Bearer' as const };
    },
  );
}

/** Wrong user codes from one client: a 429, like a throttled sign-in. */
const tooManyCodes = (seconds: number) =>
  errors.tooManyRequests(`Too many unknown or expired user codes from this client: try again in ${durationText(seconds)}.`, seconds);
