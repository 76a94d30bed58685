// `assay keys create|list|revoke`, working directly on the configured store (PGlite or PostgreSQL).
import { Command } from 'commander';
import { createApiKey, listApiKeys, revokeApiKey } from '../accounts/api-keys.js';
import { createUser, findFirstAdmin } from '../accounts/users.js';
import { loadConfig } from '../config/config.js';
import type { Store } from '../store/store.js';
import { table } from './output.js';
import { UsageError } from './errors.js';

async function withStore<T>(fn: (store: Store) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const { prepareStore, createLogger } = await import('../server.js');
  // Logs go to stderr at warn level so that stdout carries only the command's output.
  const log = createLogger({ ...config, logLevel: 'warn' });
  const { store } = await prepareStore(config, log, { firstStartKey: false });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export function keysCommand(): Command {
  const keys = new Command('keys').description('Manage API keys in the configured store');

  keys
    .command('create')
    .description('Create an API key for the admin user and print it (it is shown only once)')
    .option('--name <name>', 'a label to recognise the key by', 'cli')
    .option('--json', 'print JSON')
    .action(async (options: { name: string; json?: boolean }) => {
      const { key, record } = await withStore(async (store) => {
        const admin = (await findFirstAdmin(store)) ?? (await createUser(store, { email: null, displayName: 'admin', role: 'admin' }));
        return createApiKey(store, admin.id, options.name);
      });
      if (options.json) process.stdout.write(JSON.stringify({ ...record, key }) + '\n');
      else process.stdout.write(`${key}\n`);
      if (!options.json) process.stderr.write(`Created key ${record.id} (${record.name}). Store it now: it cannot be shown again.\n`);
    });

  keys
    .command('list')
    .description('List API keys (prefixes only; secrets are never stored)')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const records = await withStore((store) => listApiKeys(store));
      if (options.json) {
        process.stdout.write(JSON.stringify(records, null, 2) + '\n');
        return;
      }
      const rows = [['ID', 'PREFIX', 'NAME', 'CREATED', 'LAST USED', 'STATUS']];
      for (const r of records) {
        rows.push([r.id, r.key_prefix + '…', r.name, r.created_at, r.last_used_at ?? '-', r.revoked_at ? `revoked ${r.revoked_at}` : 'active']);
      }
      process.stdout.write(table(rows) + '\n');
    });

  keys
    .command('revoke')
    .description('Revoke an API key by its id or its displayed prefix')
    .argument('<id-or-prefix>')
    .action(async (idOrPrefix: string) => {
      const record = await withStore((store) => revokeApiKey(store, idOrPrefix.replace(/…$/, '')));
      if (!record) throw new UsageError(`no API key with id or prefix '${idOrPrefix}'; see \`assay keys list\`.`);
      process.stdout.write(`Revoked key ${record.id} (${record.name}).\n`);
    });
  return keys;
}
