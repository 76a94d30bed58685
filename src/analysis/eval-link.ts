// Evaluation inside failure analysis (docs/scoring.md, "Metric agreement"): which metrics a run needs, the
// metrics of an item, and how its metric results adjust its tags. Pure.
import { evalItemOf, evaluateItem } from '../core/metrics/engine.js';
import { metricsByName } from '../core/metrics/registry.js';
import type { EvaluationMetricResult } from '../evaluation/schemas.js';
import { withTags, type ItemResult } from '../core/detectors/engine.js';
import type { NormalizedItem } from '../core/text/normalize.js';
import { ItemText } from '../core/text/item-text.js';
import type { FailureTag } from '../core/shapes/failure-analysis.js';
import { recomputeTag } from '../core/scoring/scoring.js';
import { subcategoriesById, taxonomy } from '../core/taxonomy/index.js';
import { detectorsById } from '../core/detectors/registry.js';
import type { Thresholds } from '../core/scoring/thresholds.js';

/** Added per related metric that also finds the item failing; at most AGREEMENT_MAX. */
export const AGREEMENT_BONUS = 0.05;
const AGREEMENT_MAX = 0.1;
/** Subtracted per related metric that finds the item fine; at most DISAGREEMENT_MAX. */
export const DISAGREEMENT_PENALTY = 0.1;
const DISAGREEMENT_MAX = 0.2;

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Metrics related to the subcategories in scope (all when scope is null), plus the mandatory ones. A related
 * metric that runs only when named (it compares wording: exact_match…; Metric.inDefaultSet) is left out unless
 * mandatory, as in an evaluation that names no metrics: a correct paraphrase would fail it and "agree" with a tag.
 */
export function evalMetricsFor(scope: string[] | null, mandatory: string[], known: Set<string>): string[] {
  const names = new Set(mandatory);
  const subs = scope ? scope.map((id) => subcategoriesById.get(id)!) : taxonomy.flatMap((b) => b.subcategories);
  const byDefault = (m: string) => metricsByName.get(m)?.inDefaultSet?.({}) ?? true;
  for (const s of subs) for (const m of s.related_eval_metrics) if (known.has(m) && byDefault(m)) names.add(m);
  return [...names];
}

/** The evaluation a run links to its items: its metrics, and those named mandatory (run on every item). */
export interface LinkedEvaluation {
  metrics: string[];
  mandatory?: string[];
}

/**
 * An item's linked metric results; `text` is the detectors' analysis of it when the caller has one. A metric
 * runs where it applies (Metric.appliesTo: json_validity where JSON is asked for, as json_format_violation
 * reads it); named in mandatory_eval_metrics, on every item with its inputs.
 */
export function evaluateLinked(item: NormalizedItem, evaluation: LinkedEvaluation, text?: ItemText): EvaluationMetricResult[] {
  const evalItem = evalItemOf(item);
  return evaluateItem(
    evalItem,
    evaluation.metrics.map((m) => metricsByName.get(m)!),
    {},
    {},
    text ?? new ItemText(evalItem),
    {},
    new Set(evaluation.mandatory ?? []),
  );
}

const verb = (names: string[], one: string, many: string) => `${names.join(', ')} ${names.length === 1 ? one : many}`;

function adjust(tag: FailureTag, results: EvaluationMetricResult[], thresholds: Thresholds): FailureTag {
  const sub = subcategoriesById.get(tag.subcategory_id)!;
  const related = results.filter((r) => !r.skipped && r.score !== null && sub.related_eval_metrics.includes(r.name));
  if (related.length === 0) return tag;
  const values = Object.fromEntries(related.map((r) => [r.name, r.score as number]));
  const agree = related.filter((r) => r.passed === false).map((r) => r.name);
  const disagree = related.filter((r) => r.passed === true).map((r) => r.name);
  // A structural fact (a failed call, a missing result) is not weakened by a metric that reads only the text.
  const structural = detectorsById.get(tag.detector_id ?? '')?.basis === 'structure';
  const bonus = round(Math.min(AGREEMENT_MAX, AGREEMENT_BONUS * agree.length));
  const penalty = structural ? 0 : round(Math.min(DISAGREEMENT_MAX, DISAGREEMENT_PENALTY * disagree.length));
  const said = [
    agree.length ? `${verb(agree, 'agrees', 'agree')} (+${bonus})` : '',
    disagree.length
      ? structural
        ? `${verb(disagree, 'passes', 'pass')}, but reads only the text, not the item's structure this tag rests on (no penalty)`
        : `${verb(disagree, 'disagrees', 'disagree')} (−${penalty})`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  return recomputeTag(
    // Added to what the tag already carries: a hybrid tag's judge disagreement penalty stays counted.
    {
      ...tag,
      eval_metric_values: values,
      scoring_breakdown: {
        ...tag.scoring_breakdown,
        metric_agreement_bonus: round(tag.scoring_breakdown.metric_agreement_bonus + bonus),
        disagreement_penalty: round(tag.scoring_breakdown.disagreement_penalty + penalty),
      },
    },
    sub,
    thresholds,
    `Related metrics: ${said}.`,
  );
}

/** An item's tags with its metric results applied: values on related tags, agreement bonus, disagreement penalty. */
export function applyEvalResults(result: ItemResult, results: EvaluationMetricResult[], thresholds: Thresholds): ItemResult {
  // Confidence moves, so severity does: the item's counts are made again.
  return withTags(
    result,
    result.tags.map((t) => adjust(t, results, thresholds)),
  );
}
