// The web dashboard: the Vite build of web/ (web/dist) served at `/`, with the single-page app's
// index.html answered for every other browser path that is not an API route (client-side routing).
// No CDN at run time: everything the page loads comes from web/dist.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DASHBOARD_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const API_PREFIXES = ['/v2/', '/api/', '/v1/', '/docs', '/openapi.json', '/healthz', '/readyz'];

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Assay</title></head>
<body style="font:16px system-ui,sans-serif;max-width:40rem;margin:3rem auto">
<h1>Assay</h1><p>The dashboard is not built in this checkout. Run <code>npm run build:web</code> (or
<code>npm start</code>, which builds it when needed), then reload. The API is at <a href="/docs">/docs</a>.</p>
</body></html>`;

// The app's page may never be framed by another site: it holds buttons such as the device-login approval.
const FRAME_HEADERS = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" };

/** Answers with the app's page (or the not-built note), revalidated on every load and never framed. */
export function sendDashboardPage(reply: FastifyReply): FastifyReply {
  return reply
    .code(200)
    .type('text/html')
    .headers({ 'cache-control': 'no-cache', ...FRAME_HEADERS })
    .send(dashboardPage());
}

/** Whether a not-found request should get the app's page: a browser GET for a path that is not the API's. */
export function wantsDashboardPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false; // a missing asset stays a 404
  return String(request.headers.accept ?? '').includes('text/html');
}

let indexHtml: string | null = null;

/** The page every client-side route answers with: the built index.html, or a note saying how to build it. */
export function dashboardPage(): string {
  indexHtml ??= fs.existsSync(`${DASHBOARD_DIR}/index.html`) ? fs.readFileSync(`${DASHBOARD_DIR}/index.html`, 'utf8') : NOT_BUILT;
  return indexHtml;
}

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  indexHtml = null; // read again: a build may have happened since the last app was built
  if (!fs.existsSync(`${DASHBOARD_DIR}/index.html`)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => sendDashboardPage(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: DASHBOARD_DIR,
    wildcard: false, // one route per built file; other paths reach the not-found handler (SPA fallback)
    index: ['index.html'],
    schemaHide: true,
    cacheControl: false,
    // @fastify/static 10 passes the reply here (its types still say ServerResponse).
    setHeaders(reply: FastifyReply, filePath: string) {
      // Vite names assets by content hash: they never change. index.html must always be revalidated.
      reply.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (filePath.endsWith('.html')) reply.headers(FRAME_HEADERS);
    },
  });
}
