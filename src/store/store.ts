// The storage seam: one small interface implemented by PGlite (embedded, the default) and by PostgreSQL.
// All SQL in Assay is written once and must run on both (PGlite reports PostgreSQL 18, servers here are 15).
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A single connection held for a while: can run multi-statement scripts (migrations). */
export interface Session extends Queryable {
  exec(script: string): Promise<void>;
}

export interface Store extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn while holding a cluster-wide advisory lock (PostgreSQL) or the process's exclusivity (PGlite). */
  withExclusiveLock<T>(lockKey: number, fn: (session: Session) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload?: string): Promise<void>;
  /** Throws when the store cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Timestamps come back as Date from both drivers; the API speaks ISO 8601 strings. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

/** bigint/count columns: strings from some drivers, numbers from others; numbers everywhere in Assay. */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
