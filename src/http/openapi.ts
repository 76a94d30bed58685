// OpenAPI 3.1 generated from the route schemas that also validate requests and serialize responses.
// Component names are the schemas' $id, so the document speaks the contract's names (FailureTag, …).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The /docs page's Content-Security-Policy: its own files only — no CDN, no inline script or style, never framed.
 * Written out rather than @fastify/swagger-ui's `staticCSP: true`, which allows https: styles and fonts and the
 * validator's host, and adds upgrade-insecure-requests: that sends the page's own scripts to https:// and breaks
 * /docs on a server reached by plain http (a LAN host). Swagger UI's BaseLayout (below) renders no inline style.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
].join('; ');

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Assay',
        version,
        description:
          'Tests AI applications: failure analysis, security audits and red teams, traces, evaluation. ' +
          // Markdown on /docs: in backticks, or `<API key>` would be read as an HTML tag and vanish.
          'Authenticate with `Authorization: Bearer <API key>` (on this page: **Authorize**, then paste the key alone). ' +
          'Errors follow FastAPI\'s shapes: `{"detail": "..."}` or, for validation, `{"detail": [{"loc": [...], "msg": "...", "type": "..."}]}`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'Assay API key',
            description: 'An Assay API key, sent as `Authorization: Bearer <key>`: paste the key alone.',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The docs page is served from the package's own files: no CDN, works offline.
    // BaseLayout: no top bar (a box to load another document, and a logo whose SVG carries an inline <style>).
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null, layout: 'BaseLayout' } as never,
    staticCSP: DOCS_CSP,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
