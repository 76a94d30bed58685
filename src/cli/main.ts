// `assay`: serve the API, run workers, manage keys on the store; log in, analyse, audit, red-team and upload
// traces over the API (ASSAY_URL, ASSAY_API_KEY or the stored login). Every error ends in one line and an exit
// code that says what kind of error it was (exit-codes.ts).
import { Command, CommanderError, Option } from 'commander';
import { VERSION } from '../version.js';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { DataDirLockedError } from '../store/data-dir-lock.js';
import { MigrationError } from '../store/migrate.js';
import { analysisCommands } from './analyze.js';
import { authCommands } from './auth.js';
import { EXIT, exitCodeOf } from './exit-codes.js';
import { initCommand } from './init.js';
import { keysCommand } from './keys.js';
import { rulesCommand } from './rules.js';
import { pushCommand } from './push.js';
import { redteamCommand } from './redteam.js';
import { tracesCommand } from './traces.js';

function configFrom(options: { host?: string; port?: string }): Config {
  const overrides: Partial<Config> = {};
  if (options.host) overrides.host = options.host;
  if (options.port) overrides.port = Number(options.port);
  return loadConfig(process.env, overrides);
}

function fail(err: unknown): never {
  // Commander has already said what was wrong with the command line (and the help, when asked, is no error).
  if (!(err instanceof CommanderError)) process.stderr.write(`assay: ${explain(err)}\n`);
  process.exit(startupUsage(err) ? EXIT.usage : exitCodeOf(err));
}

/** A server that cannot start as configured: the person changes a setting (or stops the other server). */
function startupUsage(err: unknown): boolean {
  return err instanceof ConfigError || err instanceof DataDirLockedError || (err as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
}

/** Known failures get their message; anything else its message too, never a stack trace. */
export function explain(err: unknown): string {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationError) return err.message;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  if (e?.code === 'EADDRINUSE') return `port ${e.port} on ${e.address} is already in use: stop the other server or set PORT.`;
  if (e?.code === 'ECONNREFUSED') return `cannot connect to PostgreSQL (${e.message}): is it running, and is DATABASE_URL right?`;
  return e instanceof Error ? e.message : String(err);
}

const program = new Command()
  .name('assay')
  .description('Assay: tests AI applications. Settings come from the environment (see README).')
  .version(VERSION)
  .showHelpAfterError();

program
  .command('serve')
  .description('Serve the API (and run an in-process worker unless --no-worker)')
  .option('--host <host>', 'address to listen on (HOST)')
  .option('--port <port>', 'port to listen on (PORT)')
  .option('--no-worker', 'serve the API only; run `assay worker` processes for jobs (PostgreSQL)')
  .action(async (options: { host?: string; port?: string; worker: boolean }) => {
    const config = configFrom(options);
    // The server's modules load only for the commands that start one: the others stay quick to start.
    const { createLogger, startProcess } = await import('../server.js');
    await startProcess(config, { http: true, worker: options.worker, log: createLogger(config), exitOnSignals: true });
  });

program
  .command('worker')
  .description('Run job workers only, without the API (several can share one PostgreSQL store)')
  .addOption(new Option('--concurrency <n>', 'jobs at once (ASSAY_WORKER_CONCURRENCY)').argParser((v) => Number.parseInt(v, 10)))
  .action(async (options: { concurrency?: number }) => {
    const config = loadConfig(process.env, options.concurrency ? { workerConcurrency: options.concurrency } : {});
    const { createLogger, startProcess } = await import('../server.js');
    await startProcess(config, { http: false, worker: true, log: createLogger(config), exitOnSignals: true });
  });

program.addCommand(keysCommand());
for (const command of [...authCommands(), initCommand(), ...analysisCommands(), pushCommand(), redteamCommand(), tracesCommand(), rulesCommand()])
  program.addCommand(command);

// Usage errors of any subcommand end in EXIT.usage, not Commander's own exit(1).
const overrideExits = (command: Command): void => {
  command.exitOverride();
  for (const sub of command.commands) overrideExits(sub);
};
overrideExits(program);
program.parseAsync(process.argv).catch(fail);
