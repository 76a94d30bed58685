// Items as the store keeps them (JSON texts), analysed into the rows the store takes: the form in which the
// analysis job sends work to the pool's threads, one string each way instead of graphs of objects.
import { analyzeItem, type DetectorPlan } from '../engine.js';
import { normalizeItem } from '../normalize.js';
import { serializeRows, type SerializedRows } from '../result-rows.js';
import type { MinimalInputItem } from '../schemas.js';
import type { Thresholds } from '../thresholds.js';

/** Items as their stored JSON texts joined in one array text, with their indices. */
export interface StoredItems {
  indices: number[];
  json: string;
}

export function storedItems(items: { index: number; json: string }[]): StoredItems {
  return { indices: items.map((i) => i.index), json: `[${items.map((i) => i.json).join(',')}]` };
}

/** Analyses stored items; answers with the rows to store (result-rows.ts). */
export function analyzeStoredItems(items: StoredItems, plan: DetectorPlan, thresholds: Thresholds): SerializedRows {
  const parsed = JSON.parse(items.json) as MinimalInputItem[];
  return serializeRows(parsed.map((item, k) => analyzeItem(normalizeItem(item, items.indices[k]), plan, thresholds)));
}
