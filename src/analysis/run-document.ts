// Pieces of a failure-analysis run shared by minimal mode (service.ts) and full mode (full-mode.ts): the
// run document, the response's tag order, and the security audit applied to item results.
import type { DetectorPlan, ItemResult } from '../core/detectors/engine.js';
import type * as runs from './runs-store.js';
import type { StoredDocument } from './runs-store.js';
import { runInputOf } from '../core/shapes/run-input.js';
import type { FailureAnalysisResponse, FailureTag, MinimalInputItem, RunInput } from './schemas.js';
import { applySecurityVerdict, securityFlags } from './security-link.js';
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
    feature_kind: options.feature_kind,
    summary,
    eval_metrics: options.evaluation ? evalMetrics ?? {} : null,
    eval_run_id: options.evaluation?.run_id ?? null,
    security_flags: options.security ? securityFlags(options.security.labels, flagged) : null,
    security_batch_id: options.security?.batch_id ?? null,
    detectors_run: [...plan.run.map((r) => r.detector.id), ...(plan.judged ?? [])],
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
    not_run: options.not_run,
    completed_at: completedAt,
  };
}

/** The response: the stored document with its most important tags and its first items (each list at most its limit). */
export function responseOf(document: StoredDocument, tags: FailureTag[], inputs: RunInput[], totalItems: number): FailureAnalysisResponse {
  return {
    ...document,
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

/** The response's tag order (as topTags reads it from the store): fail first, then by descending severity and confidence. */
export function orderTags(tags: FailureTag[]): FailureTag[] {
  return [...tags].sort(
    (a, b) =>
      DECISION_RANK[a.decision] - DECISION_RANK[b.decision] ||
      b.severity - a.severity ||
      b.confidence - a.confidence ||
      a.item_index - b.item_index,
  );
}
