// What evaluation runs on the pool's threads (runtime/thread-pool.ts): items through the run's metrics. Loaded
// in each thread as CommonJS: no import.meta here.
import { evaluateItem, toEvalItem } from '../core/metrics/engine.js';
import { metricNames, metricsByName } from '../core/metrics/registry.js';
import { WARM_UP_ITEMS } from '../core/shapes/warm-up-items.js';
import type { ComputedScore, MetricSettings } from '../core/metrics/types.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import type { EvaluationMetricResult } from './schemas.js';

export interface EvaluateTask {
  /** Each item at its index in the run, with the scores the pattern thread computed for it. */
  items: { index: number; item: MinimalInputItem; computed?: Record<string, ComputedScore> }[];
  metrics: string[];
  settings: MetricSettings;
  thresholds: Record<string, number>;
  /** The metrics the request named: they run on every item with their inputs. */
  named: string[];
}

/** Items through the metrics, in order: what a thread runs, and the caller in-line for a small batch. */
export function evaluateIndexed(task: EvaluateTask): EvaluationMetricResult[][] {
  const metrics = task.metrics.map((name) => metricsByName.get(name)!);
  const named = new Set(task.named);
  return task.items.map(({ index, item, computed }) =>
    evaluateItem(toEvalItem(item, index), metrics, task.settings, task.thresholds, undefined, computed, named),
  );
}

export const threadTasks = { evaluate: evaluateIndexed };

/** Every metric that needs no settings once over the warm-up items (runtime/warm-up.ts). */
export function warmUp(): void {
  const metrics = metricNames.filter((name) => !['regex', 'contains', 'schema_compliance'].includes(name));
  evaluateIndexed({ items: WARM_UP_ITEMS.map((item, index) => ({ index, item })), metrics, settings: {}, thresholds: {}, named: [] });
}
