// PostgreSQL through node-postgres: a pool for queries, one dedicated client per LISTEN subscription.
import pg from 'pg';
import type { Session, Store } from './store.js';

// bigint (int8) as number, like PGlite, so rows look the same whichever store answered.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function openPostgresStore(connectionString: string, poolSize = 10): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const listeners = new Set<pg.Client>();
  const query = async <T>(sql: string, params?: unknown[]): Promise<T[]> => (await pool.query(sql, params)).rows as T[];

  const store: Store = {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async withExclusiveLock(key, fn) {
      const client = await pool.connect();
      const session: Session = {
        query: async (sql, params) => (await client.query(sql, params)).rows,
        exec: async (script) => void (await client.query(script)),
      };
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(session);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString, types });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async notify(channel, payload = '') {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
  // Fail fast with a clear message when the server is unreachable.
  await store.ping();
  return store;
}
