// Embedded PostgreSQL (PGlite). One instance per process, and one process per data directory:
// the directory lock is taken before the database is opened.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Queryable, Store } from './store.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

export interface PgliteSettings {
  /**
   * PostgreSQL's shared buffer pool, in MB (ASSAY_PGLITE_SHARED_BUFFERS_MB). PGlite's default of 128 MB grows
   * the server's memory by that much as it fills; the store's working set (a run's batches, indexes) fits in far
   * less, and pages beyond it are read again from the operating system's file cache (docs/benchmarks.md).
   */
  sharedBuffersMb?: number;
  /**
   * A data directory to start from (a PGlite dumpDataDir tarball), instead of making one: an in-memory store then
   * starts in ~1 s instead of the ~4 s of initdb (the tests start hundreds).
   */
  loadDataDir?: Blob;
}

/** bytea comes back as hex text ("\\x…"); PGlite's own parser reads it a byte at a time, Buffer natively. */
const parseBytea = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

/**
 * Per-query serializers that send bytes (Buffer, Uint8Array) as binary parameters, as node-postgres does: PGlite's
 * own would write a bytea as hex a byte at a time and a binary array (binary-arrays.ts) as a text literal.
 */
function binaryParamSerializers(db: PGlite): Record<number, (value: unknown) => unknown> {
  return new Proxy({} as Record<number, (value: unknown) => unknown>, {
    get: (_, oid) => (value: unknown) => {
      if (value instanceof Uint8Array) return value;
      const own = db.serializers[oid as string];
      return own ? own(value) : String(value);
    },
  });
}

export async function openPgliteStore(dataDir: string | null, settings: PgliteSettings = {}): Promise<Store> {
  const options = {
    parsers: { 17: parseBytea },
    ...(settings.sharedBuffersMb ? { postgresqlconf: [`shared_buffers=${settings.sharedBuffersMb}MB`] } : {}),
    ...(settings.loadDataDir ? { loadDataDir: settings.loadDataDir } : {}),
  };
  let lock: DataDirLock | null = null;
  let db: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    try {
      db = await PGlite.create(path.join(dataDir, 'pglite'), options);
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    db = await PGlite.create(options);
  }
  const binary = { serializers: binaryParamSerializers(db) } as never;
  const optionsFor = (params?: unknown[]) => (params?.some((p) => p instanceof Uint8Array) ? binary : undefined);
  const query = async <T>(sql: string, params?: unknown[]): Promise<T[]> => (await db.query<T>(sql, params as unknown[] | undefined, optionsFor(params))).rows;

  return {
    kind: 'pglite',
    query,
    async transaction(fn) {
      return db.transaction(async (tx) => fn({ query: async (sql, params) => (await tx.query(sql, params, optionsFor(params))).rows as never }));
    },
    // Only this process can open the directory, so holding the process is holding the lock.
    async withExclusiveLock(_key, fn) {
      return fn({ query, exec: async (script) => void (await db.exec(script)) });
    },
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, onNotify);
      return async () => unlisten();
    },
    async notify(channel, payload = '') {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await db.query('SELECT 1');
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        lock?.release();
      }
    },
  } satisfies Store & { query: Queryable['query'] };
}
