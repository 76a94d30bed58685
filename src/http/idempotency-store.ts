// Idempotency-Key claims in the store (migration 0021): one row per owner, operation and key. The policy — when a
// claim is replayed, refused or released — is in idempotency.ts.
import crypto from 'node:crypto';
import type { Queryable } from '../store/store.js';

/** One key of one caller for one operation. */
export interface KeyId {
  ownerId: string;
  operation: string;
  key: string;
}

/** A claim this request holds: only it may finish or release the row. */
export interface Claim extends KeyId {
  claimId: string;
}

/** The row another request left under the key. */
export interface HeldKey {
  requestHash: string;
  status: 'running' | 'done';
  resourceId: string | null;
  responseStatus: number | null;
  createdAt: Date;
}

const WHERE_KEY = 'owner_id = $1 AND operation = $2 AND key = $3';
const keyParams = (id: KeyId) => [id.ownerId, id.operation, id.key];

/**
 * Claims the key for a request whose body hashes to requestHash: inserts the row, or replaces one that is expired
 * (older than ttlSeconds) or abandoned (still running after abandonSeconds: its process stopped mid-run). One
 * statement, so of two requests racing for a key exactly one claims it. Null when the key is held.
 */
export async function claimKey(db: Queryable, id: KeyId, requestHash: string, ttlSeconds: number, abandonSeconds: number): Promise<Claim | null> {
  const claimId = crypto.randomUUID();
  const rows = await db.query(
    `INSERT INTO idempotency_keys (owner_id, operation, key, request_hash, claim_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (owner_id, operation, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, claim_id = EXCLUDED.claim_id, status = 'running',
           resource_id = NULL, response_status = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(secs => $6)
          OR (idempotency_keys.status = 'running' AND idempotency_keys.created_at < now() - make_interval(secs => $7))
     RETURNING claim_id`,
    [...keyParams(id), requestHash, claimId, ttlSeconds, abandonSeconds],
  );
  return rows.length > 0 ? { ...id, claimId } : null;
}

/** The row under the key, or null when there is none (released since). */
export async function heldKey(db: Queryable, id: KeyId): Promise<HeldKey | null> {
  const rows = await db.query<{
    request_hash: string;
    status: 'running' | 'done';
    resource_id: string | null;
    response_status: number | null;
    created_at: unknown;
  }>(`SELECT request_hash, status, resource_id, response_status, created_at FROM idempotency_keys WHERE ${WHERE_KEY}`, keyParams(id));
  const row = rows[0];
  if (!row) return null;
  return {
    requestHash: row.request_hash,
    status: row.status,
    resourceId: row.resource_id,
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    createdAt: new Date(row.created_at as string | Date),
  };
}

/** The claimed request stored its resource: later requests with the key replay it. */
export async function finishClaim(db: Queryable, claim: Claim, resourceId: string, responseStatus: number): Promise<void> {
  await db.query(`UPDATE idempotency_keys SET status = 'done', resource_id = $5, response_status = $6 WHERE ${WHERE_KEY} AND claim_id = $4`, [
    ...keyParams(claim),
    claim.claimId,
    resourceId,
    responseStatus,
  ]);
}

/** The claimed request failed without storing anything: the key is free for a retry. */
export async function releaseClaim(db: Queryable, claim: Claim): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE ${WHERE_KEY} AND claim_id = $4`, [...keyParams(claim), claim.claimId]);
}

/** Drops a finished key whose resource the caller can no longer read, so the key can be claimed again. */
export async function forgetKey(db: Queryable, id: KeyId, resourceId: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE ${WHERE_KEY} AND status = 'done' AND resource_id = $4`, [...keyParams(id), resourceId]);
}

/** Deletes the owner's expired keys: done when they claim one, so no sweeper is needed. */
export async function deleteExpiredKeys(db: Queryable, ownerId: string, ttlSeconds: number): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE owner_id = $1 AND created_at < now() - make_interval(secs => $2)', [ownerId, ttlSeconds]);
}
