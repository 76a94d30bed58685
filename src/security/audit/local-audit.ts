// An audit in the caller's process (`assay audit --local`): the request checked against the server's schema, the
// items judged by the same classifier (and guard model or judge, when configured) and the same batch and item
// documents answered — with no store, no project and no key. Nothing is stored, so the batch id names nothing
// on a server; every item's verdict is in the answer (a server pages them through /items).
import crypto from 'node:crypto';
import { readDatasetFields } from '../../http/dataset-fields.js';
import { bodyValidator } from '../../http/validation.js';
import { addVerdict, emptyStats } from '../../core/safety/audit-stats.js';
import { resolveCategories } from '../category-ids.js';
import { generatedName } from '../generated-name.js';
import { securitySchemas, SecurityAuditRequest, type SecurityAuditBatch, type SecurityAuditItem } from '../schemas.js';
import { auditBatchDocument, auditItemDocument } from './audit-document.js';
import { auditJudgeFor, guardFor, judgeItems } from './audit-service.js';

const checkedRequest = bodyValidator<SecurityAuditRequest>(securitySchemas, SecurityAuditRequest.$id!);

export async function auditLocally(body: unknown): Promise<{ batch: SecurityAuditBatch; items: SecurityAuditItem[] }> {
  // The dataset read under Assay's names, as the server's pre-step reads it; the caller's object is left as it was.
  const posted = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : body;
  const fieldMapping = readDatasetFields(posted);
  const request = checkedRequest(posted);
  const labels = resolveCategories(request.config?.check_categories, ['body', 'config', 'check_categories']);
  const includeEvidence = request.config?.include_evidence !== false;
  const guard = guardFor(request.llm_api_key ?? undefined);
  const judge = auditJudgeFor(request.llm_api_key ?? undefined);
  const createdAt = new Date();
  const verdicts = await judgeItems(request.dataset, labels, includeEvidence, guard, judge);
  const options = {
    project_name: request.project_name ?? 'default',
    categories: labels,
    include_evidence: includeEvidence,
    guard_model: guard !== null,
    llm_judge: judge !== null,
    field_mapping: fieldMapping,
  };
  const batch = auditBatchDocument(
    {
      id: crypto.randomUUID(),
      name: request.batch_name ?? generatedName('audit', createdAt),
      options,
      totalItems: request.dataset.length,
      createdAt: createdAt.toISOString(),
      completedAt: new Date().toISOString(),
    },
    verdicts.reduce(addVerdict, emptyStats()),
    'completed',
  );
  const items = request.dataset.map((item, index) =>
    auditItemDocument({ index, input: item.input, output: item.output ?? null, metadata: item.metadata ?? null, verdict: verdicts[index] }),
  );
  return { batch, items };
}
