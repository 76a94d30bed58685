// Users own projects and keys. The shell needs only the admin account; sign-up and sessions build on this.
import crypto from 'node:crypto';
import type { Queryable } from '../store/store.js';

export interface User {
  id: string;
  email: string | null;
  display_name: string;
  role: 'admin' | 'member';
}

export async function createUser(
  db: Queryable,
  user: { email: string | null; displayName: string; role: 'admin' | 'member' },
): Promise<User> {
  const rows = await db.query<User>(
    'INSERT INTO users (id, email, display_name, role) VALUES ($1, $2, $3, $4) RETURNING id, email, display_name, role',
    [crypto.randomUUID(), user.email, user.displayName, user.role],
  );
  return rows[0];
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
