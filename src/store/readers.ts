// Who may read a stored resource (run, batch, trace, evaluation run or item, job): its owner, and — for an
// API key limited to projects — only while the resource belongs to one of those projects. Every lookup by
// id filters with the same SQL, so a resource outside the limit is simply not found: it answers 404 exactly
// like an unknown id, and ids cannot be probed. A resource without a project (a job enqueued without one)
// is not in any project, so a limited key does not see it.

/** The caller as the stores see it; an authenticated request's principal is one. */
export interface Reader {
  userId: string;
  /** Project names the caller may read; null: every project of the owner. */
  projects: string[] | null;
}

/** The owner themself, with no project limit: for work done on the owner's behalf (jobs, follow-up reads). */
export function ownerReader(userId: string): Reader {
  return { userId, projects: null };
}

/**
 * The SQL condition "the row aliased `alias` is readable": owned by the reader and, with a project limit, of
 * one of its projects. Uses two parameters, `$first` (owner id) and `$first+1` (the limit as a JSON array,
 * or null); pass readerParams() at that position.
 */
export function readableBy(alias: string, first: number): string {
  const owner = `$${first}`;
  const limit = `$${first + 1}::jsonb`;
  return `${alias}.owner_id = ${owner}
    AND (${limit} IS NULL OR ${alias}.project_id IN (
      SELECT lp.id FROM projects lp WHERE lp.owner_id = ${owner} AND lp.name IN (SELECT jsonb_array_elements_text(${limit}))))`;
}

/** The two parameters readableBy() expects. */
export function readerParams(reader: Reader): [string, string | null] {
  return [reader.userId, reader.projects ? JSON.stringify(reader.projects) : null];
}
