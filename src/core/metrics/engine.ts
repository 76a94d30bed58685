// Running metrics over items: which inputs an item has, each metric's score and pass/fail against its
// threshold, the readable reasoning, and the per-metric summary of a run. Pure.
import { normalizeItem, type NormalizedItem } from '../text/normalize.js';
import type { MinimalInputItem } from '../shapes/input-item.js';
import { ItemText } from '../text/item-text.js';
import { metrics as allMetrics, missingInputs } from './registry.js';
import type { ComputedScore, EvalItem, Metric, MetricSettings } from './types.js';
import type { EvaluationMetricResult } from '../shapes/metric-result.js';
import { budgetNote, budgetSpent, cutNote, DEFAULT_ITEM_BUDGET, readWithinLimit, type ItemBudget } from '../text/limits.js';

const round = (x: number) => Math.round(x * 10000) / 10000;
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** An evaluation item: the dataset item normalised, with latency and tokens from its metadata when given. */
export function toEvalItem(raw: MinimalInputItem, index: number): EvalItem {
  return evalItemOf(normalizeItem(raw, index));
}

/** An already normalised item as an evaluation item: latency and tokens from its metadata when given. */
export function evalItemOf(item: NormalizedItem): EvalItem {
  const meta = item.metadata as Record<string, unknown>;
  const usage = (meta.usage && typeof meta.usage === 'object' ? meta.usage : {}) as Record<string, unknown>;
  const tokens =
    finite(meta.tokens) ??
    finite(usage.total_tokens) ??
    (finite(usage.input_tokens ?? usage.prompt_tokens) !== null || finite(usage.output_tokens ?? usage.completion_tokens) !== null
      ? (finite(usage.input_tokens ?? usage.prompt_tokens) ?? 0) + (finite(usage.output_tokens ?? usage.completion_tokens) ?? 0)
      : null);
  return { ...item, latencyMs: finite(meta.latency_ms) ?? finite(meta.latency), tokens };
}

export const passes = (metric: Metric, score: number, threshold: number): boolean => (metric.higherIsBetter ? score >= threshold : score <= threshold);

/**
 * Every metric's result on one item, skipped ones included (with what is missing). `text` is the item's text
 * analysis when the caller has it already (failure analysis shares the detectors' one). `computed` holds
 * results computed elsewhere, by metric name: the service computes the metrics that run user patterns on the
 * pattern thread (user-patterns/runner.ts) and passes them here; a metric not in it is computed here. `named`:
 * the metrics the request named, which run on every item with their inputs whether or not they apply to it.
 * Bounded (core/text/limits.ts): a text past CHECKED_TEXT_LIMIT is scored on its first part, and the reason says
 * so; once the item's `budget` is spent, the metrics not yet started are skipped with the reason.
 */
export function evaluateItem(
  item: EvalItem,
  metrics: Metric[],
  settings: MetricSettings,
  thresholds: Record<string, number>,
  text: ItemText = new ItemText(item),
  computed: Record<string, ComputedScore> = {},
  named: ReadonlySet<string> = new Set(),
  budget: ItemBudget = DEFAULT_ITEM_BUDGET,
): EvaluationMetricResult[] {
  const start = budget.now();
  const read = readWithinLimit(item, text);
  const cut = read.cut.length === 0 ? '' : ` (${cutNote(read.cut).replace(/^only/, 'Only')}.)`;
  return metrics.map((metric) => {
    const threshold = thresholds[metric.name] ?? metric.defaultThreshold;
    const skipped = (reason: string): EvaluationMetricResult => ({
      name: metric.name,
      score: null,
      threshold,
      passed: null,
      reason,
      source: 'deterministic',
      skipped: true,
    });
    const missing = missingInputs(metric, item, settings);
    if (missing.length > 0) return skipped(`Skipped: needs ${missing.join(' and ')}.`);
    if (!(metric.name in computed) && budgetSpent(budget, start)) return skipped(`Skipped: ${budgetNote(budget)}.`);
    const notApplicable = named.has(metric.name) ? null : (metric.appliesTo?.(read.item, read.text, settings) ?? null);
    if (notApplicable !== null) return skipped(`Not applicable: ${notApplicable}`);
    try {
      const result = computed[metric.name] ?? metric.compute(read.item, read.text, settings);
      if ('error' in result) throw new Error(result.error);
      const score = result.score;
      // Computed elsewhere (user patterns, on their thread) means read whole there, under its own time bound.
      const reason = metric.name in computed ? result.reason : result.reason + cut;
      return { name: metric.name, score: round(score), threshold, passed: passes(metric, score, threshold), reason, source: 'deterministic', skipped: false };
    } catch (err) {
      return skipped(`Skipped: the metric could not read this item (${(err as Error).message}).`);
    }
  });
}

/** eval_reasoning: one paragraph per metric, in a person's words. */
export function reasoningOf(results: EvaluationMetricResult[]): string {
  return results
    .map((r) => {
      if (r.skipped) return `${r.name}: ${r.reason}`;
      const verdict = r.passed ? 'passes' : 'fails';
      return `${r.name}: ${r.score} — ${verdict} the threshold ${r.threshold}. ${r.reason}`;
    })
    .join('\n\n');
}

export interface MetricTotals {
  sum: number;
  count: number;
  passed: number;
  skipped: number;
}

export function addResults(totals: Map<string, MetricTotals>, results: EvaluationMetricResult[]): void {
  for (const r of results) {
    const t = totals.get(r.name) ?? { sum: 0, count: 0, passed: 0, skipped: 0 };
    if (r.skipped || r.score === null) t.skipped++;
    else {
      t.sum += r.score;
      t.count++;
      if (r.passed) t.passed++;
    }
    totals.set(r.name, t);
  }
}

/** A run's metrics summary; metrics chosen by default that ran on no item are left out. */
export function summarizeMetrics(totals: Map<string, MetricTotals>, metrics: Metric[], thresholds: Record<string, number>, requested: boolean) {
  const out: Record<string, { mean: number | null; pass_rate: number | null; count: number; skipped: number; threshold: number; higher_is_better: boolean }> =
    {};
  for (const m of metrics) {
    const t = totals.get(m.name) ?? { sum: 0, count: 0, passed: 0, skipped: 0 };
    if (!requested && t.count === 0) continue;
    out[m.name] = {
      mean: t.count ? round(t.sum / t.count) : null,
      pass_rate: t.count ? round(t.passed / t.count) : null,
      count: t.count,
      skipped: t.skipped,
      threshold: thresholds[m.name] ?? m.defaultThreshold,
      higher_is_better: m.higherIsBetter,
    };
  }
  return out;
}

export { allMetrics };
