// OpenAPI 3.1 generated from the route schemas that also validate requests and serialize responses.
// Component names are the schemas' $id, so the document speaks the contract's names (FailureTag, …).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Assay',
        version,
        description:
          'Tests AI applications: failure analysis, security audits and red teams, traces, evaluation. ' +
          "Authenticate with 'Authorization: Bearer <API key>'. Errors follow FastAPI's shapes: " +
          '{"detail": "..."} or, for validation, {"detail": [{"loc": [...], "msg": "...", "type": "..."}]}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An Assay API key.' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The docs page is served from the package's own files: no CDN, works offline.
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } as never,
    staticCSP: true,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
