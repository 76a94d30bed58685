// A block of a run's items, as the store keeps it (packed JSON), analysed into the block of results the store
// takes (item-blocks/blocks.ts): the form in which the analysis job sends work to the threads, bytes each way.
import type { DetectorPlan } from '../core/detectors/engine.js';
import { analyzeLinked, type ItemLinks } from './item-links.js';
import { resultBlock, type ResultBlock } from '../item-blocks/blocks.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import { unpackJson } from '../store/packed-json.js';

export const NO_LINKS: ItemLinks = { security: null, evaluation: null, scope: null, scan: null };

/** A stored item block: its first item's index, its encoding (packed-json.ts) and its bytes. */
export interface ItemBlock {
  firstIndex: number;
  format: number;
  bytes: Uint8Array;
}

/** Analyses a block of items with the run's audit and metrics; answers with its result block. */
export function analyzeItemBlock(block: ItemBlock, plan: DetectorPlan, thresholds: Thresholds, links: ItemLinks = NO_LINKS): ResultBlock {
  const items = unpackJson<MinimalInputItem[]>(block.bytes, block.format);
  const linked = items.map((item, k) => analyzeLinked(item, block.firstIndex + k, plan, thresholds, links));
  return resultBlock(
    block.firstIndex,
    linked.map((l) => l.result),
    linked,
  );
}
