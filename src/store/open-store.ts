// Chooses the store from configuration: PostgreSQL when DATABASE_URL is set, else PGlite under the data dir.
import path from 'node:path';
import type { Config } from '../config/config.js';
import { openPgliteStore } from './pglite-store.js';
import { openPostgresStore } from './postgres-store.js';
import type { Store } from './store.js';

export async function openStore(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'pgliteSharedBuffersMb'>>): Promise<Store> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl);
  return openPgliteStore(path.resolve(config.dataDir), { sharedBuffersMb: config.pgliteSharedBuffersMb });
}

/** Where the store lives, for start-up messages; never includes a password. */
export function describeStore(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite at ${path.join(path.resolve(config.dataDir), 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
