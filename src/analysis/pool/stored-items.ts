// Items as the store keeps them (JSON texts), analysed into the rows the store takes: the form in which the
// analysis job sends work to the pool's threads, one string each way instead of graphs of objects.
import type { DetectorPlan } from '../engine.js';
import { analyzeLinked, type ItemLinks } from '../item-links.js';
import { serializeRows, type SerializedRows } from '../result-rows.js';
import type { MinimalInputItem } from '../schemas.js';
import type { Thresholds } from '../thresholds.js';

const NO_LINKS: ItemLinks = { security: null, evaluation: null, scope: null, scan: null };

/** Items as their stored JSON texts joined in one array text, with their indices and what the run links. */
export interface StoredItems {
  indices: number[];
  json: string;
  links: ItemLinks;
}

export function storedItems(items: { index: number; json: string }[], links: ItemLinks = NO_LINKS): StoredItems {
  return { indices: items.map((i) => i.index), json: `[${items.map((i) => i.json).join(',')}]`, links };
}

/** Analyses stored items, with the run's audit and metrics; answers with the rows to store (result-rows.ts). */
export function analyzeStoredItems(items: StoredItems, plan: DetectorPlan, thresholds: Thresholds): SerializedRows {
  const parsed = JSON.parse(items.json) as MinimalInputItem[];
  const linked = parsed.map((item, k) => analyzeLinked(item, items.indices[k], plan, thresholds, items.links));
  return serializeRows(linked.map((l) => l.result), linked);
}
