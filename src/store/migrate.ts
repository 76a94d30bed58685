// Numbered SQL migrations (src/store/migrations/NNNN_name.sql), applied in order at start under one
// lock, so several processes starting at once on PostgreSQL apply each migration exactly once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Session, Store } from './store.js';

/** Advisory-lock key for start-up work ("ASSAY" in ASCII). */
export const STARTUP_LOCK_KEY = 0x4153534159;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        version: Number.parseInt(file.slice(0, 4), 10),
        name: file.slice(5, -4),
        sql,
        checksum: crypto.createHash('sha256').update(sql).digest('hex'),
      };
    });
}

export class MigrationError extends Error {}

/** Applies pending migrations inside an already-locked session; returns the versions applied. */
export async function applyMigrations(session: Session, migrations = readMigrations()): Promise<number[]> {
  await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Map(
    (await session.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations')).map((r) => [Number(r.version), r.checksum]),
  );
  const done: number[] = [];
  for (const m of migrations) {
    const known = applied.get(m.version);
    if (known !== undefined) {
      if (known !== m.checksum) {
        throw new MigrationError(
          `Migration ${m.version}_${m.name} was changed after it was applied to this database. ` +
            'Migrations are append-only: restore the file and add a new numbered migration instead.',
        );
      }
      continue;
    }
    try {
      await session.exec(`BEGIN;\n${m.sql}\n;`);
      await session.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, m.checksum]);
      await session.exec('COMMIT');
    } catch (err) {
      await session.exec('ROLLBACK').catch(() => {});
      throw new MigrationError(`Migration ${m.version}_${m.name} failed: ${(err as Error).message}`);
    }
    done.push(m.version);
  }
  return done;
}

export async function migrate(store: Store): Promise<number[]> {
  return store.withExclusiveLock(STARTUP_LOCK_KEY, (session) => applyMigrations(session));
}
