// The documents of an audit: a batch's (its counts, from its verdicts' statistics) and an item's (its texts and
// verdict). Pure, shared by the stored batches (audit-service.ts) and an audit in the caller's process
// (local-audit.ts).
import { statsFields, type BatchStats } from '../../core/safety/audit-stats.js';
import type { SecurityAuditBatch, SecurityAuditItem } from '../schemas.js';
import type { BatchOptions, StoredItem } from './batches-store.js';

export interface BatchFacts {
  id: string;
  name: string;
  options: BatchOptions;
  totalItems: number;
  createdAt: string;
  /** When it completed or failed; null while it is processing. */
  completedAt: string | null;
}

export function auditBatchDocument(batch: BatchFacts, stats: BatchStats, status: SecurityAuditBatch['status']): SecurityAuditBatch {
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    project_name: batch.options.project_name,
    status,
    field_mapping: batch.options.field_mapping ?? {},
    ...statsFields(stats, batch.totalItems),
    categories_checked: batch.options.categories,
    guard_model_used: batch.options.guard_model,
    llm_judge_used: batch.options.llm_judge ?? false,
    tokens_used: stats.tokens_used ?? 0,
    analysis_run_id: batch.options.analysis_run_id ?? null,
    created_at: batch.createdAt,
    completed_at: status === 'processing' ? null : batch.completedAt,
  };
}

export function auditItemDocument(item: StoredItem): SecurityAuditItem {
  return {
    index: item.index,
    input: item.input,
    output: item.output,
    metadata: item.metadata ?? {},
    judged: item.verdict !== null,
    prompt_verdict: item.verdict?.prompt_verdict ?? 'safe',
    response_verdict: item.verdict ? item.verdict.response_verdict : null,
    refusal: item.verdict?.refusal ?? false,
    categories: item.verdict?.categories ?? [],
    category_scores: item.verdict?.category_scores ?? [],
    prompt_attack: item.verdict?.prompt_attack ?? null,
    guard_model: (item.verdict?.guard_model as SecurityAuditItem['guard_model']) ?? null,
    llm_judge: (item.verdict?.llm_judge as SecurityAuditItem['llm_judge']) ?? null,
  };
}
