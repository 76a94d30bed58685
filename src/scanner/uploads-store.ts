// Code-scan uploads in the store, and the latest one of a project for failure analysis.
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';
import type { ScanFinding, SarifLevel } from './sarif.js';
import type { ScanUpload } from './schemas.js';

export interface NewUpload {
  id: string;
  projectId: string;
  ownerId: string;
  source: string | null;
  commitSha: string | null;
  toolNames: string[];
  findings: ScanFinding[];
  byLevel: Record<SarifLevel, number>;
  sarif: unknown;
}

export async function insertUpload(db: Queryable, u: NewUpload): Promise<Date> {
  const [row] = await db.query<{ created_at: Date }>(
    `INSERT INTO scan_uploads (id, project_id, owner_id, source, commit_sha, tool_names, findings_count, findings_by_level, findings, sarif)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING created_at`,
    [
      u.id,
      u.projectId,
      u.ownerId,
      u.source,
      u.commitSha,
      JSON.stringify(u.toolNames),
      u.findings.length,
      JSON.stringify(u.byLevel),
      JSON.stringify(u.findings),
      JSON.stringify(u.sarif),
    ],
  );
  return row.created_at;
}

export function toScanUpload(u: Pick<NewUpload, 'id' | 'toolNames' | 'findings' | 'byLevel'>, projectName: string, createdAt: unknown): ScanUpload {
  return {
    upload_id: u.id,
    project_name: projectName,
    tool_names: u.toolNames,
    findings_count: u.findings.length,
    findings_by_level: u.byLevel,
    created_at: iso(createdAt)!,
  };
}

/** The project's latest upload (its id and findings), or null when it has none. */
export async function latestUpload(db: Queryable, projectId: string): Promise<{ id: string; findings: ScanFinding[] } | null> {
  const [row] = await db.query<{ id: string; findings: ScanFinding[] }>(
    'SELECT id, findings FROM scan_uploads WHERE project_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [projectId],
  );
  return row ?? null;
}
