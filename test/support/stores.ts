// Test stores: PGlite in memory, or a fresh schema on the PostgreSQL test server, chosen by
// ASSAY_TEST_STORE (set by scripts/run-tests.mjs). Each test file gets its own isolated store.
import { createUser } from '../../src/accounts/users.js';
import { ownerReader, type Reader } from '../../src/store/readers.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPgliteStore } from '../../src/store/pglite-store.js';
import { ROOT } from './process.js';
import { openPostgresStore } from '../../src/store/postgres-store.js';
import { migrate } from '../../src/store/migrate.js';
import type { Store } from '../../src/store/store.js';

export const storeKind = (process.env.ASSAY_TEST_STORE ?? 'pglite') as 'pglite' | 'postgres';
export const baseDatabaseUrl = process.env.ASSAY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A PostgreSQL URL whose connections use a schema of their own (created here, dropped by the caller). */
export async function createTestSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseDatabaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

export interface TestStore {
  store: Store;
  /** For spawning processes on the same store (PostgreSQL only). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export async function openTestStore(options: { migrated?: boolean } = {}): Promise<TestStore> {
  if (storeKind === 'postgres') {
    const { url, drop } = await createTestSchema();
    const store = await openPostgresStore(url);
    if (options.migrated !== false) await migrate(store);
    return {
      store,
      databaseUrl: url,
      close: async () => {
        await store.close();
        await drop();
      },
    };
  }
  const store = await openPgliteStore(null, { loadDataDir: await pgliteTemplate() });
  if (options.migrated !== false) await migrate(store);
  return { store, databaseUrl: null, close: () => store.close() };
}

/** Templates are made per PGlite version: a new version may lay out its data directory differently. */
const pgliteVersion = () => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version as string;

let template: Promise<Blob> | null = null;

/**
 * A fresh PGlite data directory, as initdb makes it (no migration applied), made once per PGlite version and
 * shared by every test process through a file in the temp folder: initdb costs ~4 s, loading its tarball ~1 s.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `assay-test-pglite-${pgliteVersion()}.tar`);
    if (!fs.existsSync(file)) {
      const db = await PGlite.create();
      const dump = await db.dumpDataDir('none');
      await db.close();
      // Written under a name of its own, then renamed: a process reading it never sees half a file.
      const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return template;
}

let templateDir: Promise<string> | null = null;

/** The same for a data directory on disk (what `assay serve` opens under ASSAY_DATA_DIR), made once, then copied. */
function pgliteTemplateDir(): Promise<string> {
  templateDir ??= (async () => {
    const dir = path.join(os.tmpdir(), `assay-test-pglite-${pgliteVersion()}-dir`);
    if (!fs.existsSync(dir)) {
      const partial = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      const db = await PGlite.create(partial);
      await db.close();
      try {
        fs.renameSync(partial, dir);
      } catch {
        // Another test process made it first: theirs is as good.
        fs.rmSync(partial, { recursive: true, force: true });
      }
    }
    return dir;
  })();
  return templateDir;
}

/** A migrated test store with one admin user, and that user as the reader of what the test starts. */
export async function openTestStoreWithOwner(): Promise<TestStore & { reader: Reader }> {
  const t = await openTestStore();
  const owner = await createUser(t.store, { email: null, displayName: 'owner', role: 'admin' });
  return { ...t, reader: ownerReader(owner.id) };
}

/** A store that separate processes can open: a temp PGlite directory, or a fresh PostgreSQL schema. */
export interface ProcessStore {
  env: Record<string, string>;
  open(): Promise<Store>;
  cleanup(): Promise<void>;
}

export async function createProcessStore(): Promise<ProcessStore> {
  if (storeKind === 'postgres') {
    const { url, drop } = await createTestSchema();
    return { env: { DATABASE_URL: url }, open: () => openPostgresStore(url), cleanup: drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-test-'));
  // A copy of a fresh PGlite directory: to Assay an empty store (no migration, no user), without initdb's ~5 s.
  fs.cpSync(await pgliteTemplateDir(), path.join(dir, 'pglite'), { recursive: true });
  return {
    env: { ASSAY_DATA_DIR: dir },
    open: () => openPgliteStore(dir),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
