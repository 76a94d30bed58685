// Dashboard sessions: a random token in an HttpOnly cookie, a row holding only its SHA-256, and an expiry.
// CSRF protection is a double-submit token derived from the session token: login and GET /v2/auth/session
// return it, and state-changing requests authenticated by the cookie must echo it in x-csrf-token.
import crypto from 'node:crypto';
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';
import { randomToken, sameSecret, sha256Hex } from './secrets.js';

export const SESSION_COOKIE = 'assay_session';
export const CSRF_HEADER = 'x-csrf-token';

export interface SessionRecord {
  id: string;
  user_id: string;
  expires_at: string;
}

export async function createSession(db: Queryable, userId: string, ttlHours: number): Promise<{ token: string; session: SessionRecord }> {
  const token = randomToken();
  const rows = await db.query(
    `INSERT INTO sessions (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
     RETURNING id, user_id, expires_at`,
    [crypto.randomUUID(), userId, sha256Hex(token), ttlHours],
  );
  // Expired rows of this user go when they log in again: no sweeper needed.
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < now()', [userId]);
  return { token, session: toSession(rows[0]) };
}

export async function findSession(db: Queryable, token: string): Promise<(SessionRecord & { role: 'admin' | 'member' }) | null> {
  const rows = await db.query(
    `SELECT s.id, s.user_id, s.expires_at, u.role FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [sha256Hex(token)],
  );
  return rows[0] ? { ...toSession(rows[0]), role: rows[0].role as 'admin' | 'member' } : null;
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

function toSession(row: Record<string, unknown>): SessionRecord {
  return { id: String(row.id), user_id: String(row.user_id), expires_at: iso(row.expires_at)! };
}

/** The CSRF token of a session: not reversible to the session token, so it may be shown to scripts. */
export function csrfTokenFor(sessionToken: string): string {
  return crypto.createHash('sha256').update(`csrf:${sessionToken}`, 'utf8').digest('base64url');
}

export function csrfTokenMatches(sessionToken: string, header: string | string[] | undefined): boolean {
  const given = Array.isArray(header) ? header[0] : header;
  return typeof given === 'string' && sameSecret(given, csrfTokenFor(sessionToken));
}

/** One cookie's value from a Cookie header (no dependency needed for reading one name). */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function sessionCookie(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${options.maxAgeSeconds}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', { secure, maxAgeSeconds: 0 });
}
