// What failure analysis runs on the pool's threads (runtime/thread-pool.ts): items, or a run's stored item
// blocks, through the run's planned detectors. Loaded in each thread as CommonJS: no import.meta here.
import { analyzeItem, plannedDetectors, type DetectorPlan, type ItemResult } from '../core/detectors/engine.js';
import { detectorRegistry } from '../core/detectors/registry.js';
import { DEFAULT_THRESHOLDS } from '../core/scoring/thresholds.js';
import { WARM_UP_ITEMS } from '../core/shapes/warm-up-items.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { normalizeItem } from '../core/text/normalize.js';
import type { ResultBlock } from '../item-blocks/blocks.js';
import { analyzeItemBlock, type ItemBlock } from './block-analysis.js';
import { analyzeLinked, type ItemLinks, type LinkedResult } from './item-links.js';
import { evaluateLinked, type LinkedEvaluation } from './eval-link.js';
import type { EvaluationMetricResult } from '../evaluation/schemas.js';

/** Items as objects, answered with ItemResult[]. */
export interface AnalyzeTask {
  items: { index: number; item: MinimalInputItem }[];
  detectors: string[];
  thresholds: Thresholds;
}

/** A stored block of a run's items, answered with its result block. */
export interface BlockTask {
  block: ItemBlock;
  detectors: string[];
  thresholds: Thresholds;
  links: ItemLinks;
}

/** Items as objects through the run's linked metrics (eval-link.ts), answered with each item's metric results. */
export interface MetricsTask {
  items: { index: number; item: MinimalInputItem }[];
  evaluation: LinkedEvaluation;
}

/** Items as objects with the run's audit, scan and metrics linked, answered with LinkedResult[] (a run in the caller's process). */
export interface LinkedTask extends AnalyzeTask {
  links: ItemLinks;
}

const plans = new Map<string, DetectorPlan>();

/** The plan of the detectors a task names (plans hold functions, which do not cross to a thread). */
function planOf(ids: string[]): DetectorPlan {
  const key = ids.join(',');
  let plan = plans.get(key);
  if (!plan) {
    plan = { run: plannedDetectors(ids), skipped: {} };
    if (plans.size > 100) plans.clear();
    plans.set(key, plan);
  }
  return plan;
}

/** Items through the plan's detectors, in order: what a thread runs, and the caller in-line when it has no threads. */
export const analyzeIndexed = (items: AnalyzeTask['items'], plan: DetectorPlan, thresholds: Thresholds): ItemResult[] =>
  items.map(({ index, item }) => analyzeItem(normalizeItem(item, index), plan, thresholds));

export const threadTasks = {
  analyze: (task: AnalyzeTask): ItemResult[] => analyzeIndexed(task.items, planOf(task.detectors), task.thresholds),
  block: (task: BlockTask): ResultBlock => analyzeItemBlock(task.block, planOf(task.detectors), task.thresholds, task.links),
  metrics: (task: MetricsTask): EvaluationMetricResult[][] => task.items.map(({ index, item }) => evaluateLinked(normalizeItem(item, index), task.evaluation)),
  linked: (task: LinkedTask): LinkedResult[] => {
    const plan = planOf(task.detectors);
    return task.items.map(({ index, item }) => analyzeLinked(item, index, plan, task.thresholds, task.links));
  },
};

/** Every detector once over the warm-up items: builds what the detectors build at first use (runtime/warm-up.ts). */
export function warmUp(): void {
  threadTasks.analyze({
    items: WARM_UP_ITEMS.map((item, index) => ({ index, item })),
    detectors: detectorRegistry.map((d) => d.id),
    thresholds: DEFAULT_THRESHOLDS,
  });
}
