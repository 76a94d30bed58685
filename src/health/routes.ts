import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';

const Status = Type.Object({ status: Type.String(), store: Type.Optional(Type.String()), detail: Type.Optional(Type.String()) });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Health'];
  app.get('/healthz', { schema: { operationId: 'healthz', summary: 'Liveness: 200 while the process serves', tags, response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'readyz',
        summary: 'Readiness: 200 when the store answers; 503 when it does not or the server is shutting down',
        tags,
        response: { 200: Status, 503: Status },
      },
    },
    async (request, reply) => {
      if (app.shuttingDown) return reply.code(503).send({ status: 'unavailable', detail: 'shutting down' });
      try {
        await app.store.ping();
        return { status: 'ok', store: app.store.kind };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', store: app.store.kind, detail: 'the store does not answer' });
      }
    },
  );
}
