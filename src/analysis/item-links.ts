// One item through the item stages of pipeline.ts as the analysis threads run them: the detectors, then the
// built-in security audit (security-link.ts), the code-scan evidence (scan-link.ts) and the related metrics
// (eval-link.ts) applied to its tags. Pure and synchronous, so the threads can run all of it; the judge and a
// guard model (network) are left to the main thread (pipeline.ts analyseItemsHere).
import type { EvaluationMetricResult } from '../evaluation/schemas.js';
import { combineWithGuard, type AuditedItem } from '../security/audit/combine.js';
import { builtInVerdict } from '../security/audit/built-in.js';
import { analyzeItem, type DetectorPlan, type ItemResult } from '../core/detectors/engine.js';
import { applyEvalResults, evaluateLinked, type LinkedEvaluation } from './eval-link.js';
import { normalizeItem } from '../core/text/normalize.js';
import type { RunOptions } from './runs-store.js';
import type { MinimalInputItem } from './schemas.js';
import { applySecurityVerdict } from './security-link.js';
import { withScanEvidence, type RunScan } from './scan-link.js';
import { ItemText } from '../core/text/item-text.js';
import type { Thresholds } from '../core/scoring/thresholds.js';

/** What a run links to its items, in a form that crosses to the threads. */
export interface ItemLinks {
  security: { labels: string[] } | null;
  evaluation: LinkedEvaluation | null;
  scope: string[] | null;
  /** The code-scan findings the run attaches as evidence (scan-link.ts). */
  scan: RunScan | null;
}

export const linksOf = (o: RunOptions): ItemLinks => ({
  security: o.security ? { labels: o.security.labels } : null,
  evaluation: o.evaluation ? { metrics: o.evaluation.metrics, mandatory: o.evaluation.mandatory } : null,
  scope: o.scope,
  scan: o.scan ?? null,
});

export interface LinkedResult {
  result: ItemResult;
  verdict: AuditedItem | null;
  evalResults: EvaluationMetricResult[] | null;
}

export function analyzeLinked(item: MinimalInputItem, index: number, plan: DetectorPlan, thresholds: Thresholds, links: ItemLinks): LinkedResult {
  const normalized = normalizeItem(item, index);
  // One text analysis of the item for the detectors and the metrics: the metrics then read words, sentences
  // and stems the detectors have already found.
  const text = new ItemText(normalized);
  let result = analyzeItem(normalized, plan, thresholds, null, text);
  let verdict: AuditedItem | null = null;
  let evalResults: EvaluationMetricResult[] | null = null;
  if (links.security) {
    verdict = combineWithGuard(builtInVerdict(item.input, item.output, links.security.labels, true, text), null);
    result = applySecurityVerdict(result, verdict, links.security.labels, links.scope ? new Set(links.scope) : null, thresholds, item.output);
  }
  if (links.scan) [result] = withScanEvidence([result], links.scan);
  if (links.evaluation) {
    evalResults = evaluateLinked(normalized, links.evaluation, text);
    result = applyEvalResults(result, evalResults, thresholds);
  }
  return { result, verdict, evalResults };
}
