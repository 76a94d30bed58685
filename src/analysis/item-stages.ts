// The item stages of a run on this thread (pipeline.ts's detectors → judge → safety → scan → metrics → rules): the
// path of a run analysed during the request, of a job that calls a model or has rules, and of a run analysed in the caller's
// process (local-run.ts). The detectors go to the threads when there are enough items.
import type { JudgeSession } from '../models/judge/client.js';
import { threadPool } from '../runtime/thread-pool.js';
import type { guardFor } from '../security/audit/audit-service.js';
import { judgeItems } from '../security/audit/audit-service.js';
import type { AuditedItem } from '../security/audit/combine.js';
import type { EvaluationMetricResult } from '../evaluation/schemas.js';
import type { DetectorPlan, ItemResult } from '../core/detectors/engine.js';
import { applyEvalResults } from './eval-link.js';
import { withSecurity } from './run-document.js';
import { auditItemsOf, judgeLinkedMetrics, judgeResults } from './run-steps.js';
import type * as runs from './runs-store.js';
import { withScanEvidence } from './scan-link.js';
import type { MinimalInputItem } from './schemas.js';
import { analyzeItems, evaluateItemsOnThreads } from './threads.js';
import { withRuleTags } from './rule-stage.js';

/** What the item stages give: each item's result, and its verdict and metric results when the run has them. */
export interface Analysed {
  results: ItemResult[];
  verdicts?: AuditedItem[];
  evalResults?: EvaluationMetricResult[][];
  /** Judge tokens the linked metrics used. */
  evalTokens: number;
}

/**
 * The item stages on this thread (the detectors on the threads when there are enough items): the request's
 * path, and the job's when it calls out over the network. Each item comes with its index in the run.
 */
export async function analyseItemsHere(
  batch: { index: number; item: MinimalInputItem }[],
  plan: DetectorPlan,
  options: runs.RunOptions,
  guard: ReturnType<typeof guardFor>,
  judge: JudgeSession | null,
): Promise<Analysed> {
  const items = batch.map((b) => b.item);
  // detectors: plan + items → results (tags, checks)
  let results = await analyzeItems(threadPool(), batch, plan, options.thresholds);
  // judge: results → results with judged tags added and hybrid tags combined
  if (judge) results = await judgeResults(results, items, options, judge);
  // safety: items → verdicts; results → results with related tags raised (or added) for unsafe answers
  let verdicts: AuditedItem[] | undefined;
  if (options.security) {
    verdicts = await judgeItems(auditItemsOf(items), options.security.labels, true, guard);
    results = withSecurity(results, verdicts, options, items);
  }
  // scan: results → results with the scan's findings as evidence
  results = withScanEvidence(results, options.scan);
  // metrics: items → metric results (the judged ones asked of the judge); results → results with related tags moved
  let evalResults: EvaluationMetricResult[][] | undefined;
  let evalTokens = 0;
  if (options.evaluation) {
    const metricResults = await evaluateItemsOnThreads(threadPool(), batch, options.evaluation);
    evalTokens = await judgeLinkedMetrics(items, metricResults, options, judge);
    results = results.map((r, k) => applyEvalResults(r, metricResults[k], options.thresholds));
    evalResults = metricResults;
  }
  // rules: items → results with the custom rules' tags added (last: nothing moves them)
  results = await withRuleTags(results, items, options.custom_rules, options.thresholds);
  return { results, verdicts, evalResults, evalTokens };
}
