// API keys: random secrets shown once, stored only as a SHA-256 hash. A fast hash is right here because
// keys carry 256 bits of randomness (nothing to brute-force); passwords, which do not, get scrypt.
import crypto from 'node:crypto';
import { isUuid } from '../http/path-ids.js';
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';
import { forgetKeyInThisProcess, type ApiKeyCache } from './key-cache.js';
import type { Principal } from './principal.js';
import { randomToken, sha256Hex } from './secrets.js';

export type { Principal } from './principal.js';

export const KEY_PREFIX = 'assay_';

export interface ApiKeyRecord {
  id: string;
  user_id: string;
  name: string;
  key_prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** Project names the key is limited to; null: every project of its owner. */
  projects: string[] | null;
}

export function generateApiKey(): string {
  return KEY_PREFIX + randomToken();
}

export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

/** What is shown in listings so a person can tell keys apart without the secret. */
export function displayPrefix(key: string): string {
  return key.slice(0, Math.min(key.length, KEY_PREFIX.length + 6));
}

function toRecord(row: Record<string, unknown>): ApiKeyRecord {
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    name: String(row.name),
    key_prefix: String(row.key_prefix),
    created_at: iso(row.created_at)!,
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
    projects: (row.projects as string[] | null) ?? null,
  };
}

const COLUMNS = 'id, user_id, name, key_prefix, created_at, last_used_at, revoked_at, projects';

/** Stores a key (generated unless given) for a user; returns the record and the secret, shown once. */
export async function createApiKey(
  db: Queryable,
  userId: string,
  name: string,
  secret: string = generateApiKey(),
  projects: string[] | null = null,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const rows = await db.query(`INSERT INTO api_keys (id, user_id, name, key_prefix, key_hash, projects) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`, [
    crypto.randomUUID(),
    userId,
    name,
    displayPrefix(secret),
    hashApiKey(secret),
    projects === null ? null : JSON.stringify(projects),
  ]);
  return { key: secret, record: toRecord(rows[0]) };
}

export async function listApiKeys(db: Queryable, userId?: string): Promise<ApiKeyRecord[]> {
  const rows = userId
    ? await db.query(`SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY created_at, id`, [userId])
    : await db.query(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`);
  return rows.map(toRecord);
}

/** Revokes by id or by the displayed prefix; returns the revoked record, or null when none matched. */
export async function revokeApiKey(db: Queryable, idOrPrefix: string): Promise<ApiKeyRecord | null> {
  const byId = isUuid(idOrPrefix);
  const matches = await db.query(`SELECT ${COLUMNS} FROM api_keys WHERE ${byId ? 'id = $1' : 'key_prefix = $1'}`, [idOrPrefix]);
  if (matches.length !== 1) {
    if (matches.length > 1) throw new Error(`Several keys share the prefix ${idOrPrefix}; revoke by id instead.`);
    return null;
  }
  const rows = await db.query(`UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`, [matches[0].id]);
  // Refused from the next request on by this process's apps; the store's notice tells other processes.
  forgetKeyInThisProcess(String(matches[0].id));
  return toRecord(rows[0]);
}

/** Revokes a key by id for its owner (or for anyone when asAdmin); null when no such key is visible (an id that is not a UUID names none). */
export async function revokeOwnApiKey(db: Queryable, id: string, userId: string, asAdmin: boolean): Promise<ApiKeyRecord | null> {
  if (!isUuid(id)) return null;
  const rows = await db.query(
    `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND ($2::boolean OR user_id = $3) RETURNING ${COLUMNS}`,
    [id, asAdmin, userId],
  );
  if (rows[0]) forgetKeyInThisProcess(id);
  return rows[0] ? toRecord(rows[0]) : null;
}

export type KeyLookup = { status: 'ok'; principal: Principal } | { status: 'unknown' } | { status: 'revoked' };

// last_used_at is kept to the minute: one write per key per minute, not one per request.
const LAST_USED_PRECISION_MS = 60_000;

/** The key's owner and limits, from the cache when it remembers the key, else from the store (then remembered). */
export async function lookupApiKey(db: Queryable, secret: string, cache?: ApiKeyCache): Promise<KeyLookup> {
  const keyHash = hashApiKey(secret);
  const now = Date.now();
  const cached = cache?.get(keyHash, now);
  if (cached) {
    if (now - cached.lastUsedAt > LAST_USED_PRECISION_MS) {
      cached.lastUsedAt = now;
      await db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [cached.principal.keyId]);
    }
    return { status: 'ok', principal: cached.principal };
  }
  const generation = cache?.begin() ?? 0;
  const rows = await db.query<{
    id: string;
    user_id: string;
    revoked_at: Date | null;
    role: 'admin' | 'member';
    last_used_at: Date | null;
    projects: string[] | null;
  }>(
    `SELECT k.id, k.user_id, k.revoked_at, k.last_used_at, k.projects, u.role
       FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = $1`,
    [keyHash],
  );
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.revoked_at) return { status: 'revoked' };
  let lastUsedAt = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now - lastUsedAt > LAST_USED_PRECISION_MS) {
    await db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [row.id]);
    lastUsedAt = now;
  }
  const principal: Principal = { userId: row.user_id, role: row.role, via: 'key', keyId: row.id, sessionId: null, projects: row.projects ?? null };
  cache?.remember(keyHash, principal, lastUsedAt, generation, now);
  return { status: 'ok', principal };
}
