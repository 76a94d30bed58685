// Pieces of a failure-analysis run shared by minimal mode (service.ts) and full mode (full-mode.ts): the
// run document, the response's tag order, and the security audit applied to item results.
import type { DetectorPlan, ItemResult } from './engine.js';
import type * as runs from './runs-store.js';
import type { FailureAnalysisResponse, FailureTag, RunInput } from './schemas.js';
import { applySecurityVerdict, securityFlags } from './security-link.js';
import type { AuditedItem } from '../security/classifier/combine.js';

/** Tags returned in a response unless config.max_tags_in_response says otherwise; the rest page. */
export const DEFAULT_MAX_TAGS = 1000;

export const NOT_RUN = {
  eval: 'no evaluation metric relates to the subcategories checked',
  scan: 'the project has no code-scan upload (POST /v2/scanner/uploads); no findings were attached',
};


export function documentOf(
  runId: string,
  options: runs.RunOptions,
  createdAt: string,
  plan: DetectorPlan,
  inputs: RunInput[],
  summary: FailureAnalysisResponse['summary'],
  tagsTotal: number,
  started: number,
  flagged: Iterable<string> = [],
  evalMetrics: Record<string, number> = {},
): Omit<FailureAnalysisResponse, 'tags'> {
  const completedAt = new Date().toISOString();
  return {
    run_id: runId,
    project_name: options.project_name,
    status: 'completed',
    error: null,
    mode: options.mode,
    input_type: options.input_type,
    feature_kind: options.feature_kind,
    trace_id: options.trace_id ?? null,
    summary,
    tags_truncated: tagsTotal > options.max_tags,
    tags_total: tagsTotal,
    inputs,
    detectors_run: [...plan.run.map((r) => r.detector.id), ...(plan.judged ?? [])],
    detectors_skipped: Object.keys(plan.skipped),
    detectors_skipped_reasons: plan.skipped,
    security_flags: options.security ? securityFlags(options.security.labels, flagged) : {},
    security_batch_id: options.security?.batch_id ?? null,
    eval_metrics: evalMetrics,
    eval_run_id: options.evaluation?.run_id ?? null,
    scan_upload_id: options.scan?.upload_id ?? null,
    not_run: options.not_run,
    tokens_used: 0,
    created_at: createdAt,
    completed_at: completedAt,
    duration_ms: Math.max(0, Date.now() - started),
  };
}


/** Each item's result with its audit applied (security-link.ts). */
export function withSecurity(results: ItemResult[], verdicts: AuditedItem[], options: runs.RunOptions, items: { output: string }[]): ItemResult[] {
  const scope = options.scope ? new Set(options.scope) : null;
  return results.map((r, i) => applySecurityVerdict(r, verdicts[i], options.security!.labels, scope, options.thresholds, items[i].output));
}


const DECISION_RANK = { fail: 0, unsure: 1, pass: 2 } as const;
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3, info: 4 } as const;

export function orderTags(tags: FailureTag[]): FailureTag[] {
  return [...tags].sort(
    (a, b) =>
      DECISION_RANK[a.decision] - DECISION_RANK[b.decision] ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      b.confidence - a.confidence ||
      a.item_index - b.item_index,
  );
}
