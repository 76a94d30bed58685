// Authentication for every /v2, /api/v1 and OTLP route (and any route whose config asks for it): a bearer
// API key, or the dashboard's session cookie. It runs on request, before the body is read, so
// unauthenticated clients never get validation details. Cookie-authenticated requests that change
// something must carry the session's CSRF token (double submit), and cookie-authenticated WebSocket
// handshakes must come from the service's own origin (websocket-origin.ts); bearer requests need neither,
// since a browser never adds an Authorization header by itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../http/errors.js';
import { setLane } from '../runtime/lanes.js';
import { lookupApiKey, type Principal } from './api-keys.js';
import { enforceProjectScope } from './project-scope.js';
import { csrfTokenMatches, findSession, readCookie, SESSION_COOKIE } from './sessions.js';
import { isSameOrigin, isWebSocketUpgrade } from './websocket-origin.js';

const PROTECTED_PREFIXES = ['/v2/', '/api/v1/', '/v1/'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requiresKey(url: string): boolean {
  return PROTECTED_PREFIXES.some((p) => url.startsWith(p));
}

async function principalFromKey(request: FastifyRequest, header: string): Promise<Principal> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw errors.malformedAuthorization();
  const found = await lookupApiKey(request.server.store, match[1], request.server.keyCache);
  if (found.status === 'unknown') throw errors.invalidApiKey();
  if (found.status === 'revoked') throw errors.revokedApiKey();
  return found.principal;
}

async function principalFromSession(request: FastifyRequest, token: string): Promise<Principal> {
  if (isWebSocketUpgrade(request) && !isSameOrigin(request)) throw errors.crossSiteWebSocket();
  const session = await findSession(request.server.store, token);
  if (!session) throw errors.sessionExpired();
  if (!SAFE_METHODS.has(request.method) && !csrfTokenMatches(token, request.headers['x-csrf-token'])) throw errors.csrfMismatch();
  return { userId: session.user_id, role: session.role, via: 'session', keyId: null, sessionId: session.id, projects: null };
}

/** The session token of the request's cookie, if any. */
export function sessionToken(request: FastifyRequest): string | null {
  return readCookie(request.headers.cookie, SESSION_COOKIE) || null;
}

export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header ? null : sessionToken(request);
  if (!header && !token) throw errors.missingApiKey();
  request.principal = header ? await principalFromKey(request, header) : await principalFromSession(request, token!);
  setLane(request.principal.userId);
}

export function registerAuth(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), auth: route.config?.auth ?? (requiresKey(route.url) ? 'key' : 'none') } as never;
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth === 'key') await authenticate(request);
  });
  // After validation, when the body is known: keys limited to projects may only name those.
  app.addHook('preHandler', async (request) => {
    if (request.principal?.projects) await enforceProjectScope(request, request.principal.projects);
  });
}
