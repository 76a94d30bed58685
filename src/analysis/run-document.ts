// The document of a failure-analysis run (pipeline.ts's document stage): made when a run completes, a
// placeholder while it is processing or when it failed, and read back from the store; the response's tag
// order, and the security audit applied to item results.
import { errors } from '../http/errors.js';
import { isUuid } from '../http/path-ids.js';
import type { Reader } from '../store/readers.js';
import { iso, type Queryable } from '../store/store.js';
import type { DetectorPlan, ItemResult } from '../core/detectors/engine.js';
import { severityRank, summarize } from '../core/scoring/scoring.js';
import { runInputOf } from '../core/shapes/run-input.js';
import { loadItemsWithStats, loadTagFacts, topTags } from '../item-blocks/blocks-store.js';
import { documentFeatureKind, documentInputType, isLegacyDocument, upgradeDocumentFields } from '../item-blocks/stored-legacy.js';
import * as runs from './runs-store.js';
import type { StoredDocument } from './runs-store.js';
import type { FailureAnalysisResponse, FailureTag, MinimalInputItem, RunInput } from './schemas.js';
import { applySecurityVerdict, securityFlags } from './security-link.js';
import { scanFindingsOf } from './scan-link.js';
import type { AuditedItem } from '../security/audit/combine.js';

/** Tags returned in a response unless config.max_tags_in_response says otherwise; the rest page. */
export const DEFAULT_MAX_TAGS = 1000;
/** Items returned in a response's inputs unless config.max_inputs_in_response says otherwise; the rest page. */
export const DEFAULT_MAX_INPUTS = 1000;

export const NOT_RUN = {
  eval: 'no evaluation metric relates to the subcategories checked',
};

export function documentOf(
  runId: string,
  options: runs.RunOptions,
  createdAt: string,
  plan: DetectorPlan,
  summary: FailureAnalysisResponse['summary'],
  tagsTotal: number,
  started: number,
  flagged: Iterable<string> = [],
  evalMetrics: Record<string, number> | null = null,
): StoredDocument {
  const completedAt = new Date().toISOString();
  return {
    run_id: runId,
    status: 'completed',
    mode: options.mode,
    input_type: options.input_type,
    field_mapping: options.field_mapping ?? {},
    feature_kind: options.feature_kind,
    summary,
    eval_metrics: options.evaluation ? (evalMetrics ?? {}) : null,
    eval_run_id: options.evaluation?.run_id ?? null,
    security_flags: options.security ? securityFlags(options.security.labels, flagged) : null,
    security_batch_id: options.security?.batch_id ?? null,
    detectors_run: [...new Set([...plan.run.map((r) => r.detector.id), ...(plan.judged ?? []), ...(options.custom_rules ?? []).map((r) => r.subcategory_id)])],
    detectors_skipped: Object.keys(plan.skipped),
    duration_ms: Math.max(0, Date.now() - started),
    tokens_used: 0,
    created_at: createdAt,
    project_name: options.project_name,
    error: null,
    trace_id: options.trace_id ?? null,
    failure_tags_total: tagsTotal,
    detectors_skipped_reasons: plan.skipped,
    scan_upload_id: options.scan?.upload_id ?? null,
    scan_findings: scanFindingsOf(options.scan),
    not_run: options.not_run,
    completed_at: completedAt,
  };
}

/** The response: the stored document with its most important tags and its first items (each list at most its limit). */
export function responseOf(document: StoredDocument, tags: FailureTag[], inputs: RunInput[], totalItems: number): FailureAnalysisResponse {
  return {
    ...document,
    // Documents stored before field_mapping existed read no other names.
    field_mapping: document.field_mapping ?? {},
    failure_tags: tags,
    failure_tags_truncated: tags.length < document.failure_tags_total,
    inputs,
    inputs_total: totalItems,
    inputs_truncated: inputs.length < totalItems,
  };
}

/** Items a run's response lists in inputs. */
export const maxInputsOf = (options: Pick<runs.RunOptions, 'max_inputs'>): number => options.max_inputs ?? DEFAULT_MAX_INPUTS;

/** The document's inputs of items analysed during the request: the first `max` with their counts. */
export const inputsOf = (dataset: MinimalInputItem[], results: ItemResult[], max: number): RunInput[] =>
  results.slice(0, max).map((r, i) => runInputOf(dataset[i], r.input));

/** Each item's result with its audit applied (security-link.ts). */
export function withSecurity(results: ItemResult[], verdicts: AuditedItem[], options: runs.RunOptions, items: { output: string }[]): ItemResult[] {
  const scope = options.scope ? new Set(options.scope) : null;
  return results.map((r, i) => applySecurityVerdict(r, verdicts[i], options.security!.labels, scope, options.thresholds, items[i].output));
}

const DECISION_RANK = { fail: 0, unsure: 1, pass: 2 } as const;

/**
 * The response's tag order (as topTags reads it from the store): fail first, then by level (a critical tag is never
 * below a high one), then by descending severity and confidence.
 */
export function orderTags(tags: FailureTag[]): FailureTag[] {
  return [...tags].sort(
    (a, b) =>
      DECISION_RANK[a.decision] - DECISION_RANK[b.decision] ||
      severityRank(a.severity_label) - severityRank(b.severity_label) ||
      b.severity - a.severity ||
      b.confidence - a.confidence ||
      a.item_index - b.item_index,
  );
}

/**
 * A run that is still processing, or failed, shaped as the response schema asks: nothing counted yet (the
 * summary's zeros and an empty failure_tags say so; status says why), duration 0.
 */
export function placeholderDocument(row: runs.RunRow, status: 'processing' | 'failed', error: string | null): FailureAnalysisResponse {
  const o = row.options;
  return responseOf(
    {
      run_id: row.id,
      status,
      mode: o.mode,
      input_type: documentInputType(o.input_type),
      field_mapping: o.field_mapping ?? {},
      feature_kind: documentFeatureKind(o.feature_kind),
      summary: summarize([], row.total_items, 0, o.thresholds),
      eval_metrics: null,
      eval_run_id: o.evaluation?.run_id ?? null,
      security_flags: null,
      security_batch_id: o.security?.batch_id ?? null,
      detectors_run: [],
      detectors_skipped: [],
      duration_ms: 0,
      tokens_used: 0,
      created_at: runs.runCreatedAt(row),
      project_name: o.project_name,
      error,
      trace_id: o.trace_id ?? null,
      failure_tags_total: 0,
      detectors_skipped_reasons: {},
      scan_upload_id: o.scan?.upload_id ?? null,
      scan_findings: scanFindingsOf(o.scan),
      not_run: o.not_run,
      completed_at: status === 'failed' ? (iso(row.completed_at ?? row.job_finished_at) ?? runs.runCreatedAt(row)) : null,
    },
    [],
    [],
    row.total_items,
  );
}

/** A completed run's stored document; one stored in the earlier shape has its summary made again from its tag rows. */
async function storedDocument(db: Queryable, row: runs.RunRow): Promise<runs.StoredDocument> {
  const document = row.document!;
  if (!isLegacyDocument(document)) return document;
  const checks = Number((document.summary as unknown as { total_tags: number }).total_tags);
  const summary = summarize(await loadTagFacts(db, row.id), row.total_items, checks, row.options.thresholds);
  return { ...(upgradeDocumentFields(document) as runs.StoredDocument), summary };
}

/** A run's document as the API answers it, whatever its state. */
export async function getRunDocument(db: Queryable, runId: string, reader: Reader): Promise<FailureAnalysisResponse> {
  const row = isUuid(runId) ? await runs.getRun(db, runId, reader) : null;
  if (!row) throw errors.notFound('Failure-analysis run', runId);
  const outcome = runs.runOutcome(row);
  if (outcome.status !== 'completed') return placeholderDocument(row, outcome.status, outcome.error);
  const max = maxInputsOf(row.options);
  const inputs = (await loadItemsWithStats(db, runId, 0, max)).filter((x) => x.stats).map((x) => runInputOf(x.item, x.stats!));
  const tags = await topTags(db, runId, row.options.max_tags);
  return responseOf(await storedDocument(db, row), tags, inputs, row.total_items);
}
