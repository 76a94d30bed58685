// A worker thread of the analysis pool: analyses the items it is sent with the run's planned detectors.
import { parentPort } from 'node:worker_threads';
import { classifyItem } from '../../security/classifier/classify.js';
import { detectorsById } from '../detectors/registry.js';
import { analyzeItem, type DetectorPlan } from '../engine.js';
import { normalizeItem } from '../normalize.js';
import { analyzeItemBlock, type ItemBlock } from './block-analysis.js';
import type { ItemLinks } from '../item-links.js';
import type { MinimalInputItem } from '../schemas.js';
import { subcategoriesById } from '../taxonomy/index.js';
import type { Thresholds } from '../thresholds.js';

/** The security audit's built-in classifier over items (the audit area uses the same threads). */
export interface AuditTask {
  id: number;
  kind: 'audit';
  items: { input: string; output?: string | null }[];
  labels: string[];
  includeEvidence: boolean;
}

/** Items as objects, answered with ItemResult[]. */
export interface PoolTask {
  id: number;
  kind?: 'analyze';
  items: { index: number; item: MinimalInputItem }[];
  detectors: string[];
  thresholds: Thresholds;
}

/** A stored block of a run's items, answered with its result block (run-blocks.ts). */
export interface BlockTask {
  id: number;
  kind: 'block';
  block: ItemBlock;
  detectors: string[];
  thresholds: Thresholds;
  links: ItemLinks;
}


const plans = new Map<string, DetectorPlan>();

function planOf(ids: string[]): DetectorPlan {
  const key = ids.join(',');
  let plan = plans.get(key);
  if (!plan) {
    plan = { run: ids.map((id) => ({ detector: detectorsById.get(id)!, subcategory: subcategoriesById.get(id)! })), skipped: {} };
    if (plans.size > 100) plans.clear();
    plans.set(key, plan);
  }
  return plan;
}

parentPort!.on('message', (task: PoolTask | AuditTask | BlockTask) => {
  try {
    if (task.kind === 'audit') {
      const results = task.items.map((item) => classifyItem(item.input, item.output, task.labels, task.includeEvidence));
      parentPort!.postMessage({ id: task.id, results });
      return;
    }
    const plan = planOf(task.detectors);
    if (task.kind === 'block') {
      parentPort!.postMessage({ id: task.id, results: analyzeItemBlock(task.block, plan, task.thresholds, task.links) });
    } else {
      const results = task.items.map(({ index, item }) => analyzeItem(normalizeItem(item, index), plan, task.thresholds));
      parentPort!.postMessage({ id: task.id, results });
    }
  } catch (err) {
    parentPort!.postMessage({ id: task.id, error: (err as Error).message });
  }
});
