// Bearer-key authentication for every /v2, /api/v1 and OTLP route (and any route whose config asks for it).
// It runs on request, before the body is read, so unauthenticated clients never get validation details.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../http/errors.js';
import { lookupApiKey } from './api-keys.js';

const PROTECTED_PREFIXES = ['/v2/', '/api/v1/', '/v1/'];

export function requiresKey(url: string): boolean {
  return PROTECTED_PREFIXES.some((p) => url.startsWith(p));
}

export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header) throw errors.missingApiKey();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw errors.malformedAuthorization();
  const found = await lookupApiKey(request.server.store, match[1]);
  if (found.status === 'unknown') throw errors.invalidApiKey();
  if (found.status === 'revoked') throw errors.revokedApiKey();
  request.principal = found.principal;
}

export function registerAuth(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), auth: route.config?.auth ?? (requiresKey(route.url) ? 'key' : 'none') } as never;
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth === 'key') await authenticate(request);
  });
}
