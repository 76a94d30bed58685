// Process lifecycle: open and migrate the store, provision accounts, serve HTTP and/or run workers,
// and shut down cleanly on SIGTERM (stop accepting, finish in-flight requests and job steps, close the store).
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { bootstrapAccounts, type BootstrapOutcome } from './accounts/bootstrap.js';
import { buildApp } from './app.js';
import { publicBaseUrl, type Config } from './config/config.js';
import { jobHandlers } from './job-handlers.js';
import { closeThreadPool, threadPool } from './runtime/thread-pool.js';
import { configureEngine } from './engine.js';
import { closePatternThread } from './runtime/pattern-thread/runner.js';
import { setHeadStart } from './analysis/head-start.js';
import { requeueOrphanedJobs } from './jobs/queue.js';
import { Worker, type JobHandler } from './jobs/worker.js';
import { applyMigrations, STARTUP_LOCK_KEY } from './store/migrate.js';
import { describeStore, openStore } from './store/open-store.js';
import { tuneCompiler } from './runtime/compiler.js';
import { warmUpHere } from './runtime/warm-up.js';
import { threadTaskModules } from './thread-tasks.js';
import type { Store } from './store/store.js';

export type Logger = pino.Logger;

export function createLogger(config: Config): Logger {
  return pino({ level: config.logLevel, redact: ['*.llm_api_key', '*.password', '*.api_key', '*.key'] });
}

/** Opens the store, applies migrations and provisions accounts, all under the start-up lock. */
export async function prepareStore(
  config: Config,
  log: Logger,
  options: { firstStartKey: boolean } = { firstStartKey: true },
): Promise<{ store: Store; bootstrap: BootstrapOutcome }> {
  const store = await openStore(config);
  try {
    const { applied, bootstrap } = await store.withExclusiveLock(STARTUP_LOCK_KEY, async (session) => ({
      applied: await applyMigrations(session),
      bootstrap: await bootstrapAccounts(session, config.initApiKey, options),
    }));
    if (applied.length > 0) log.info({ migrations: applied }, 'applied migrations');
    if (store.kind === 'pglite') {
      const orphans = await requeueOrphanedJobs(store);
      if (orphans > 0) log.warn({ jobs: orphans }, 'resuming jobs left running by a process that stopped');
    }
    if (bootstrap.action === 'init-key-present' && bootstrap.revoked) {
      log.warn('ASSAY_INIT_API_KEY is present in the store but revoked; it stays revoked');
    }
    return { store, bootstrap };
  } catch (err) {
    await store.close().catch(() => {});
    throw err;
  }
}

/** Prints the first-start admin key once, outside the JSON log so it never lands in log storage twice. */
export function announceBootstrap(outcome: BootstrapOutcome, url: string, out: NodeJS.WritableStream = process.stdout): void {
  if (outcome.action !== 'admin-key-created') return;
  out.write(
    [
      '',
      '  Assay created an admin API key on this empty store. It is shown only this once:',
      '',
      `    ${outcome.key}`,
      '',
      '  Use it as: Authorization: Bearer <key>. Manage keys with `npx assay keys list|create|revoke`.',
      '  To sign in to the dashboard as this admin (and see what the key makes), give it an address and a password',
      '  (with ASSAY_API_KEY set to the key above):',
      `    curl -X PATCH ${url}/v2/auth/me -H "Authorization: Bearer $ASSAY_API_KEY" -H "Content-Type: application/json" \\`,
      '      -d \'{"email": "you@example.com", "password": "a long passphrase"}\'',
      '',
    ].join('\n') + '\n',
  );
}

/** Where to open the dashboard and the API docs: the address listened on (and the public one, when set). */
export function listeningLines(address: string, publicUrl?: string): string {
  const base = address.replace(/\/+$/, '');
  const lines = [`  Assay is listening on ${base}: dashboard ${base}/, API docs ${base}/docs`];
  const shown = publicUrl?.replace(/\/+$/, '');
  if (shown && shown !== base) lines.push(`  Public address (ASSAY_PUBLIC_URL): ${shown}/`);
  return lines.join('\n') + '\n';
}

function makeWorker(store: Store, config: Config, log: Logger, handlers: JobHandler[]): Worker {
  return new Worker(store, handlers, {
    concurrency: config.workerConcurrency,
    leaseSeconds: config.jobLeaseSeconds,
    pollMs: config.jobPollMs,
    log: (level, message, data) => log[level](data ?? {}, message),
  });
}

export interface RunningProcess {
  store: Store;
  worker: Worker | null;
  app: FastifyInstance | null;
  address: string | null;
  stop(): Promise<void>;
}

export interface StartOptions {
  http: boolean;
  worker: boolean;
  handlers?: JobHandler[];
  log?: Logger;
  /** Stop gracefully on SIGTERM/SIGINT: installed before the start is announced, so a signal sent on seeing it is handled. */
  exitOnSignals?: boolean;
}

export async function startProcess(config: Config, options: StartOptions): Promise<RunningProcess> {
  const log = options.log ?? createLogger(config);
  tuneCompiler();
  // Only a process that serves makes the first-start key: it prints the key beside the address to use it on.
  const { store, bootstrap } = await prepareStore(config, log, { firstStartKey: options.http });
  configureEngine(config);
  // The threads start now, not with the first large request: loading the sources costs each ~0.5-1 s of CPU,
  // which that request would otherwise wait for.
  threadPool();
  // Before serving: the first small requests would otherwise build what the checks build at first use on the loop.
  if (config.warmUp) log.info({ ms: await warmUpHere(threadTaskModules) }, 'judgments warmed up');
  // Analysing a large run ahead pays only where the job will run: in a process with a job worker.
  setHeadStart(options.worker);
  let app: FastifyInstance | null = null;
  let worker: Worker | null = null;
  let address: string | null = null;
  try {
    if (options.http) {
      app = await buildApp({ config, store });
      address = await app.listen({ host: config.host, port: config.port });
      // PORT=0 picks a free port: links in mails and device login must carry the real one.
      if (config.port === 0 && !config.publicUrl) config.publicUrl = address;
    }
    if (options.worker) {
      worker = makeWorker(store, config, log, options.handlers ?? jobHandlers);
      await worker.start();
    }
  } catch (err) {
    await app?.close().catch(() => {});
    await store.close().catch(() => {});
    throw err;
  }
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (app) app.shuttingDown = true;
      const timeoutMs = config.shutdownTimeoutSeconds * 1000;
      await Promise.all([app?.close(), worker?.stop(timeoutMs)]);
      await closeThreadPool();
      await closePatternThread();
      await store.close();
      log.info('Assay stopped');
    })());
  if (options.exitOnSignals) exitOnSignals({ stop }, config, log);
  // The key first: whoever waits for the "started" line (people, scripts, tests) finds the key above it.
  announceBootstrap(bootstrap, publicBaseUrl(config));
  if (address) process.stdout.write(listeningLines(address, config.publicUrl));
  log.info({ store: describeStore(config), address, worker: worker?.id ?? null }, 'Assay started');

  return { store, worker, app, address, stop };
}

/** SIGTERM/SIGINT → graceful stop, exit 0; a second signal or the timeout → exit 1 at once. */
export function exitOnSignals(running: Pick<RunningProcess, 'stop'>, config: Config, log: Logger): void {
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    received = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests and job steps');
    const timer = setTimeout(
      () => {
        log.error('shutdown timed out; exiting');
        process.exit(1);
      },
      config.shutdownTimeoutSeconds * 1000 + 5000,
    );
    timer.unref();
    running.stop().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
