// Projects group everything a team stores. Names are unique per owner; a project is created on the
// first use of its name, so clients never need a set-up call before sending data.
import crypto from 'node:crypto';
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';

export interface Project {
  id: string;
  name: string;
  created_at: string;
}

function toProject(row: Record<string, unknown>): Project {
  return { id: String(row.id), name: String(row.name), created_at: iso(row.created_at)! };
}

export async function findProject(db: Queryable, ownerId: string, name: string): Promise<Project | null> {
  const rows = await db.query('SELECT id, name, created_at FROM projects WHERE owner_id = $1 AND name = $2', [ownerId, name]);
  return rows[0] ? toProject(rows[0]) : null;
}

/** Returns the owner's project of that name, creating it when absent (safe under concurrent calls). */
export async function ensureProject(db: Queryable, ownerId: string, name: string): Promise<{ project: Project; created: boolean }> {
  // Most calls name a project that exists: one read then, rather than an insert that conflicts and a read.
  const found = await findProject(db, ownerId, name);
  if (found) return { project: found, created: false };
  const inserted = await db.query(
    `INSERT INTO projects (id, owner_id, name) VALUES ($1, $2, $3)
     ON CONFLICT (owner_id, name) DO NOTHING RETURNING id, name, created_at`,
    [crypto.randomUUID(), ownerId, name],
  );
  if (inserted[0]) return { project: toProject(inserted[0]), created: true };
  const existing = await findProject(db, ownerId, name);
  if (!existing) throw new Error(`Project ${name} vanished while being created`);
  return { project: existing, created: false };
}

export async function listProjects(db: Queryable, ownerId: string): Promise<Project[]> {
  const rows = await db.query('SELECT id, name, created_at FROM projects WHERE owner_id = $1 ORDER BY name', [ownerId]);
  return rows.map(toProject);
}
