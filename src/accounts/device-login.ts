// Device login (RFC 8628): a CLI asks for a device code and a short user code, a signed-in person approves
// the user code, and the CLI's polling then receives a new API key, once. Device codes are stored hashed.
import crypto from 'node:crypto';
import type { Queryable } from '../store/store.js';
import { createApiKey } from './api-keys.js';
import { randomToken, sha256Hex } from './secrets.js';

export const DEVICE_CODE_TTL_SECONDS = 600;
// Consonants only, without look-alikes: no vowels (no words), no 0/O, 1/I/L confusion (RFC 8628 §6.1).
export const USER_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ';
// Timers are not exact: a poll this much early still counts as on time.
const POLL_TOLERANCE_MS = 500;

export function generateUserCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += USER_CODE_ALPHABET[crypto.randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

/** XXXXXXXX → XXXX-XXXX, as shown to people. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person typed (any case, with or without the dash or spaces) → the stored form. */
export function normalizeUserCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z]/g, '');
}

export async function startDeviceLogin(db: Queryable, clientName: string, intervalSeconds: number) {
  const deviceCode = randomToken();
  for (let attempt = 0; ; attempt++) {
    const userCode = generateUserCode();
    const rows = await db.query(
      `INSERT INTO device_authorizations (id, device_code_hash, user_code, client_name, interval_seconds, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) ON CONFLICT (user_code) DO NOTHING RETURNING id`,
      [crypto.randomUUID(), sha256Hex(deviceCode), userCode, clientName, intervalSeconds, DEVICE_CODE_TTL_SECONDS],
    );
    if (rows[0]) return { deviceCode, userCode, expiresIn: DEVICE_CODE_TTL_SECONDS, interval: intervalSeconds };
    // A clash with a live code is rare (19^8 codes); expired ones are cleared, then another code is drawn.
    if (attempt === 0) await db.query('DELETE FROM device_authorizations WHERE expires_at < now()');
    if (attempt > 5) throw new Error('could not draw a free user code');
  }
}

/** A pending, unexpired code's client (the client_name it asked with) and expiry, for the person deciding; null otherwise. */
export async function findPendingDeviceLogin(db: Queryable, typedCode: string): Promise<{ userCode: string; clientName: string; expiresAt: Date } | null> {
  const rows = await db.query<{ user_code: string; client_name: string; expires_at: Date }>(
    `SELECT user_code, client_name, expires_at FROM device_authorizations WHERE user_code = $1 AND status = 'pending' AND expires_at > now()`,
    [normalizeUserCode(typedCode)],
  );
  return rows[0] ? { userCode: rows[0].user_code, clientName: rows[0].client_name, expiresAt: rows[0].expires_at } : null;
}

/** Approves or denies a pending code; false when no pending, unexpired code matches. */
export async function decideDeviceLogin(
  db: Queryable,
  typedCode: string,
  decision: { approve: boolean; userId: string; projects: string[] | null },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE device_authorizations SET status = $2, user_id = $3, projects = $4
      WHERE user_code = $1 AND status = 'pending' AND expires_at > now() RETURNING id`,
    [
      normalizeUserCode(typedCode),
      decision.approve ? 'approved' : 'denied',
      decision.userId,
      decision.projects === null ? null : JSON.stringify(decision.projects),
    ],
  );
  return rows.length === 1;
}

export type DeviceTokenOutcome =
  | { error: 'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied' | 'invalid_grant' }
  | { accessToken: string };

/** One poll of the CLI (RFC 8628 §3.4–3.5). */
export async function pollDeviceLogin(db: Queryable, deviceCode: string): Promise<DeviceTokenOutcome> {
  const rows = await db.query<{ id: string; status: string; expired: boolean; early: boolean }>(
    `SELECT id, status, expires_at <= now() AS expired,
            (last_polled_at IS NOT NULL AND last_polled_at + make_interval(secs => interval_seconds) - make_interval(secs => $2) > now()) AS early
       FROM device_authorizations WHERE device_code_hash = $1`,
    [sha256Hex(deviceCode), POLL_TOLERANCE_MS / 1000],
  );
  const row = rows[0];
  if (!row || row.status === 'consumed') return { error: 'invalid_grant' };
  if (row.expired) return { error: 'expired_token' };
  if (row.status === 'denied') return { error: 'access_denied' };
  if (row.early) {
    // RFC 8628 §3.5: a client polling too fast must add 5 seconds to its interval from then on.
    await db.query('UPDATE device_authorizations SET interval_seconds = interval_seconds + 5, last_polled_at = now() WHERE id = $1', [row.id]);
    return { error: 'slow_down' };
  }
  await db.query('UPDATE device_authorizations SET last_polled_at = now() WHERE id = $1', [row.id]);
  if (row.status === 'pending') return { error: 'authorization_pending' };
  // Approved: consume it (only one poll can) and create the key.
  const consumed = await db.query<{ user_id: string; projects: string[] | null; client_name: string }>(
    `UPDATE device_authorizations SET status = 'consumed' WHERE id = $1 AND status = 'approved' RETURNING user_id, projects, client_name`,
    [row.id],
  );
  if (!consumed[0]) return { error: 'invalid_grant' };
  const { key } = await createApiKey(db, consumed[0].user_id, consumed[0].client_name, undefined, consumed[0].projects ?? null);
  return { accessToken: key };
}
