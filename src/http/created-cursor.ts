// Paging of "newest first" listings (failure-analysis runs, audit batches, red-team runs, evaluation runs): rows ordered by
// (created_at, id) descending, and an opaque cursor holding the last row's pair. The time travels as the
// store's own text of the timestamp, so microseconds survive the round trip and no row is skipped or repeated.
import { Type, type Static } from '@sinclair/typebox';
import { ProjectName } from './common-schemas.js';
import { errors } from './errors.js';

export interface CreatedCursor {
  created_at: string;
  id: string;
}

export const ListLimit = Type.Integer({ minimum: 1, maximum: 200, default: 50, description: 'Most rows to return (1–200).' });
export const ListCursor = Type.String({ minLength: 1, description: 'next_cursor of the previous page, unchanged.' });
export const NextCursor = Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last page.' });

export function encodeCreatedCursor(row: { cursor_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.cursor_at, row.id])).toString('base64url');
}

export function decodeCreatedCursor(cursor: string): CreatedCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) {
      return { created_at: createdAt, id };
    }
  } catch {
    // fall through to the 422 below
  }
  throw errors.invalid(['query', 'cursor'], 'Invalid cursor: pass the next_cursor value of the previous page unchanged.');
}

/** What a listing asks the store for: the caller, the projects it may see, and one row more than the page. */
export interface CreatedListFilter {
  ownerId: string;
  /** Only this project (by name). */
  projectName?: string;
  /** A key limited to projects sees only those; null for no limit. */
  allowedProjects: string[] | null;
  after?: CreatedCursor;
  limit: number;
}

/**
 * The WHERE clause shared by the listings, for a table aliased `r` joined to `projects p`; parameters $1..$5.
 * Postgres time text compares as a timestamptz once cast back, so the cursor's microseconds are kept.
 */
/** The filter of a listing request: its query (project_name, limit, cursor) and the caller's project limit. */
export function listFilterOf(
  principal: { userId: string; projects: string[] | null },
  q: { project_name?: string; limit?: number; cursor?: string },
): CreatedListFilter {
  return {
    ownerId: principal.userId,
    projectName: q.project_name,
    allowedProjects: principal.projects,
    after: q.cursor ? decodeCreatedCursor(q.cursor) : undefined,
    limit: q.limit ?? 50,
  };
}

export const CREATED_LIST_WHERE = `r.owner_id = $1
   AND ($2::text IS NULL OR p.name = $2)
   AND ($3::jsonb IS NULL OR p.name IN (SELECT jsonb_array_elements_text($3::jsonb)))
   AND ($4::timestamptz IS NULL OR (r.created_at, r.id) < ($4::timestamptz, $5::uuid))`;

export function createdListParams(f: CreatedListFilter): unknown[] {
  return [f.ownerId, f.projectName ?? null, f.allowedProjects ? JSON.stringify(f.allowedProjects) : null, f.after?.created_at ?? null, f.after?.id ?? null];
}

/** The page of rows (the extra one dropped) and the cursor to the next page. */
export function pageOf<R extends { cursor_at: string; id: string }>(rows: R[], limit: number): { rows: R[]; next_cursor: string | null } {
  const shown = rows.slice(0, limit);
  return { rows: shown, next_cursor: rows.length > limit ? encodeCreatedCursor(shown[shown.length - 1]) : null };
}

/** The query of every newest-first listing: an optional project, a page size and a cursor. */
export const CreatedListQuery = Type.Object({
  project_name: Type.Optional(ProjectName),
  limit: Type.Optional(ListLimit),
  cursor: Type.Optional(ListCursor),
});
export type CreatedListQuery = Static<typeof CreatedListQuery>;
