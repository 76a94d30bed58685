// A worker thread of the analysis pool: analyses the items it is sent with the run's planned detectors.
import { parentPort } from 'node:worker_threads';
import { classifyItem } from '../../security/classifier/classify.js';
import { detectorsById } from '../detectors/registry.js';
import { analyzeItem, type DetectorPlan } from '../engine.js';
import { normalizeItem } from '../normalize.js';
import { analyzeStoredItems, type StoredItems } from './stored-items.js';
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

export interface PoolTask {
  id: number;
  kind?: 'analyze';
  /** Items as objects, answered with ItemResult[]; or as stored JSON texts, answered with serialised rows. */
  items: { index: number; item: MinimalInputItem }[] | StoredItems;
  detectors: string[];
  thresholds: Thresholds;
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

parentPort!.on('message', (task: PoolTask | AuditTask) => {
  try {
    if (task.kind === 'audit') {
      const results = task.items.map((item) => classifyItem(item.input, item.output, task.labels, task.includeEvidence));
      parentPort!.postMessage({ id: task.id, results });
      return;
    }
    const plan = planOf(task.detectors);
    if (Array.isArray(task.items)) {
      const results = task.items.map(({ index, item }) => analyzeItem(normalizeItem(item, index), plan, task.thresholds));
      parentPort!.postMessage({ id: task.id, results });
    } else {
      parentPort!.postMessage({ id: task.id, results: analyzeStoredItems(task.items, plan, task.thresholds) });
    }
  } catch (err) {
    parentPort!.postMessage({ id: task.id, error: (err as Error).message });
  }
});
