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
export async function signUpUser(db: Queryable, user: { email: string; displayName: string; passwordHash: string }): Promise<Account | null> {
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
  const rows = await db.query<User>("SELECT id, email, display_name, role FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1");
  return rows[0] ?? null;
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return Number(rows[0].n);
}

/** The password hash of an account; null when it has none (the first-start admin). */
export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  const rows = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

/**
 * Changes an account's address, name or password; a new address is unverified. Null when the address belongs to
 * another account (checked here, and by the unique index should two requests race).
 */
export async function updateLogin(
  db: Queryable,
  userId: string,
  change: { email?: string; displayName?: string; passwordHash?: string },
): Promise<Account | null> {
  try {
    const rows = await db.query(
      `UPDATE users SET
         email_verified_at = CASE WHEN $2::text IS NULL OR lower($2) = lower(coalesce(email, '')) THEN email_verified_at ELSE NULL END,
         email = coalesce($2, email),
         display_name = coalesce($3, display_name),
         password_hash = coalesce($4, password_hash)
       WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE lower(other.email) = lower($2) AND other.id <> $1)
       RETURNING ${ACCOUNT_COLUMNS}`,
      [userId, change.email ?? null, change.displayName ?? null, change.passwordHash ?? null],
    );
    return rows[0] ? toAccount(rows[0]) : null;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  }
}
