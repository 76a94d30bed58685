// Users own projects and keys. The first-start admin has no e-mail; people sign up with e-mail and password.
import crypto from 'node:crypto';
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';

export interface User {
  id: string;
  email: string | null;
  display_name: string;
  role: 'admin' | 'member';
}

export interface Account extends User {
  email_verified: boolean;
  created_at: string;
}

const ACCOUNT_COLUMNS = 'id, email, display_name, role, email_verified_at, created_at';

function toAccount(row: Record<string, unknown>): Account {
  return {
    id: String(row.id),
    email: (row.email as string | null) ?? null,
    display_name: String(row.display_name),
    role: row.role as Account['role'],
    email_verified: row.email_verified_at !== null && row.email_verified_at !== undefined,
    created_at: iso(row.created_at)!,
  };
}

export async function createUser(
  db: Queryable,
  user: { email: string | null; displayName: string; role: 'admin' | 'member'; passwordHash?: string },
): Promise<User> {
  const rows = await db.query<User>(
    `INSERT INTO users (id, email, display_name, role, password_hash) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, email, display_name, role`,
    [crypto.randomUUID(), user.email, user.displayName, user.role, user.passwordHash ?? null],
  );
  return rows[0];
}

/** Creates a member with a password; null when the address is taken (whatever its case). */
export async function signUpUser(
  db: Queryable,
  user: { email: string; displayName: string; passwordHash: string },
): Promise<Account | null> {
  const rows = await db.query(
    `INSERT INTO users (id, email, display_name, role, password_hash) VALUES ($1, $2, $3, 'member', $4)
     ON CONFLICT DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [crypto.randomUUID(), user.email, user.displayName, user.passwordHash],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function findAccount(db: Queryable, id: string): Promise<Account | null> {
  const rows = await db.query(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The account and password hash for an address, compared without regard to case. */
export async function findLogin(db: Queryable, email: string): Promise<{ account: Account; passwordHash: string | null } | null> {
  const rows = await db.query(`SELECT ${ACCOUNT_COLUMNS}, password_hash FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0] ? { account: toAccount(rows[0]), passwordHash: (rows[0].password_hash as string | null) ?? null } : null;
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1', [userId]);
}

/** The first admin (by creation), or null on an empty store. */
export async function findFirstAdmin(db: Queryable): Promise<User | null> {
  const rows = await db.query<User>(
    "SELECT id, email, display_name, role FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1",
  );
  return rows[0] ?? null;
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return Number(rows[0].n);
}
