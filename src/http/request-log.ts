// One JSON line per request: request id, method, route, status, duration. Never headers, query strings
// or bodies, which is where keys, passwords and llm_api_key values travel.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

export function requestId(header: string | string[] | undefined): string {
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 100) / 100,
        user_id: request.principal?.userId ?? null,
      },
      'request',
    );
  });
}
