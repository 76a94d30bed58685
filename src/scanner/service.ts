// Storing a code-scan upload: check what the schema cannot (each result names its rule), extract the
// findings once, and file the log under its project (created on first use).
import crypto from 'node:crypto';
import { ensureProject } from '../projects/projects.js';
import type { Store } from '../store/store.js';
import { checkRuleIds, countByLevel, extractFindings } from './sarif.js';
import type { ScanUpload, ScanUploadRequest } from './schemas.js';
import { insertUpload, toScanUpload } from './uploads-store.js';

export async function storeUpload(store: Store, ownerId: string, request: ScanUploadRequest): Promise<ScanUpload> {
  checkRuleIds(request.sarif);
  const findings = extractFindings(request.sarif);
  const upload = {
    id: crypto.randomUUID(),
    toolNames: [...new Set(request.sarif.runs.map((r) => r.tool.driver.name))],
    findings,
    byLevel: countByLevel(findings),
  };
  return store.transaction(async (tx) => {
    const { project } = await ensureProject(tx, ownerId, request.project_name);
    const createdAt = await insertUpload(tx, {
      ...upload,
      projectId: project.id,
      ownerId,
      source: request.source ?? null,
      commitSha: request.commit_sha ?? null,
      sarif: request.sarif,
    });
    return toScanUpload(upload, project.name, createdAt);
  });
}
