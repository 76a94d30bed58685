// buildApp(): the whole HTTP service as a Fastify instance, without listening. The entry point (main.ts)
// and the tests both build it; tests drive it with inject() and a store of their choosing.
import { buildLazySerializer } from './http/lazy-serializers.js';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import './fastify-types.js';
import { registerAuth } from './accounts/auth-hook.js';
import { ApiKeyCache } from './accounts/key-cache.js';
import { createMailer } from './accounts/mailer.js';
import { trustProxyOption, type Config } from './config/config.js';
import { healthRoutes } from './health/routes.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { commonSchemas } from './http/common-schemas.js';
import { answerClientError, answerFrameworkError, registerErrorHandlers } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRequestLog, requestId } from './http/request-log.js';
import { createValidatorCompiler } from './http/validation.js';
import { jobHandlers } from './job-handlers.js';
import { jobRoutes } from './jobs/routes.js';
import { jobSchemas } from './jobs/schemas.js';
import { projectRoutes } from './projects/routes.js';
import { projectSchemas } from './projects/schemas.js';
import { ruleCatalogueRoutes } from './projects/rules-routes.js';
import { CatalogueRule, RuleCatalogue } from './core/shapes/rule-catalogue.js';
import type { Store } from './store/store.js';
import { closeThreadPool } from './runtime/thread-pool.js';
import { openLaneScope } from './runtime/lanes.js';
import { configureEngine } from './engine.js';
import { closePatternThread } from './runtime/pattern-thread/runner.js';
import { closeRunEvents } from './security/redteam/run-events.js';
import websocket from '@fastify/websocket';
import { areaModules } from './areas.js';
import { dashboardRoutes, sendDashboardPage, wantsDashboardPage } from './web/dashboard.js';
import { VERSION } from './version.js';

export { VERSION };

const MAX_PARAM_LENGTH = 2048;

export interface AppOptions {
  config: Config;
  store: Store;
  /** Where log lines go (default: stdout). Tests pass a stream to read them. */
  logStream?: Writable;
}

export async function buildApp({ config, store, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Belt and braces: request logging never includes headers, but if anything logs them, hide secrets.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.llm_api_key', '*.password', '*.api_key'],
    },
    // Fastify's own per-request lines are replaced by one line of ours (src/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => requestId(req.headers['x-request-id']),
    bodyLimit: config.bodyLimitBytes,
    // Stop waiting for idle keep-alive sockets on close; in-flight requests still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Path ids are strings: a trace id may be 128 characters of any script, up to 1,536 once percent-encoded
    // (the router's default limit of 100 would answer such an id as an unknown route).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Malformed URLs and requests the HTTP parser refuses answer in the catalogue's {"detail": …} shape too.
    frameworkErrors: answerFrameworkError(MAX_PARAM_LENGTH),
    clientErrorHandler: answerClientError,
    // Behind a reverse proxy, the client's address (login limits) and https (Secure cookies) come from its headers.
    trustProxy: trustProxyOption(config),
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializer as never } },
  });
  app.decorate('store', store);
  app.decorate('assayConfig', config);
  app.decorate('shuttingDown', false);
  app.decorate('mailer', createMailer(config));
  // The cache listens once the app is ready, not while it is built: describing the app needs no store.
  app.decorate('keyCache', new ApiKeyCache(config.keyCacheSeconds * 1000));
  app.addHook('onReady', async () => {
    await app.keyCache.listen(store).catch((err) => app.log.warn({ err }, 'API keys will not be cached: the store cannot notify their changes'));
  });
  app.addHook('onClose', async () => app.keyCache.close());
  app.addHook('onClose', async () => app.mailer.close());
  configureEngine(config);
  app.addHook('onClose', closeThreadPool);
  app.addHook('onClose', closePatternThread);
  app.addHook('onClose', closeRunEvents);

  const schemas: TSchema[] = [...commonSchemas, ...projectSchemas, CatalogueRule, RuleCatalogue, ...jobSchemas, ...areaModules.flatMap((m) => m.schemas)];
  for (const schema of schemas) app.addSchema(schema);
  app.setValidatorCompiler(createValidatorCompiler(schemas));

  // Every request in a scope of its own, whose lane authentication names (runtime/lanes.ts).
  app.addHook('onRequest', (_request, _reply, done) => openLaneScope(done));
  registerBodyParsers(app);
  registerInputGuard(app);
  registerErrorHandlers(app, config.bodyLimitBytes, { wants: wantsDashboardPage, send: sendDashboardPage });
  registerRequestLog(app);
  // Before the auth hooks: its onRequest hook marks upgrade requests, so that a handshake refused by
  // authentication (401, or 403 for a cross-site Origin) still has its socket closed after the answer.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerAuth(app);
  await registerOpenApi(app, VERSION);

  await app.register(healthRoutes);
  await app.register(projectRoutes);
  await app.register(ruleCatalogueRoutes);
  await app.register(jobRoutes(jobHandlers));
  for (const area of areaModules) await app.register(area.routes);
  await app.register(dashboardRoutes);
  return app;
}
