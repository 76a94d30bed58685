// A large run is stored, then analysed by a job. While the request stores its items (on the main thread,
// which runs the store), the analysis threads would idle: they start on the first blocks at once, and the
// job, when it runs in this process, takes those results instead of analysing the blocks again. Anywhere
// else (a worker process, a retry after a crash) the job analyses the blocks itself, from the store: the
// threads see the same items either way.
import type { DetectorPlan } from '../core/detectors/engine.js';
import type { ItemLinks } from './item-links.js';
import { threadPool } from '../runtime/thread-pool.js';
import type { ItemBlock } from './block-analysis.js';
import { analyzeBlocks } from './threads.js';
import type { ResultBlock } from '../item-blocks/blocks.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import { PACK_FORMAT } from '../store/packed-json.js';

/** Items started ahead: about what the threads analyse while the request stores 10,000 items. */
const HEAD_START_ITEMS = 1500;
/** A head start the job does not take in this time (it runs in another process) is dropped. */
const KEEP_MS = 60_000;

const ahead = new Map<string, Promise<ResultBlock>>();
let enabled = true;

/** Whether this process analyses ahead: only when its own job worker may take the results (server.ts). */
export function setHeadStart(on: boolean): void {
  enabled = on;
}

/**
 * Starts the analysis of a run's first blocks (in order), for the job to take (takeHeadStart). The blocks are
 * given as their JSON texts and sent as they are (plain JSON), so the threads start before the request has
 * packed the blocks for the store.
 */
export function startHeadStart(
  runId: string,
  blocks: { firstIndex: number; count: number; json: string }[],
  plan: DetectorPlan,
  thresholds: Thresholds,
  links: ItemLinks,
): void {
  // Without threads the analysis would run here, in the request, on the thread that stores the items.
  if (!enabled || !threadPool().threaded) return;
  let items = 0;
  const first: ItemBlock[] = [];
  for (const block of blocks) {
    if (items >= HEAD_START_ITEMS) break;
    first.push({ firstIndex: block.firstIndex, format: PACK_FORMAT.json, bytes: Buffer.from(block.json) });
    items += block.count;
  }
  const results = analyzeBlocks(threadPool(), first, plan, thresholds, links);
  first.forEach((block, k) => {
    const key = `${runId}:${block.firstIndex}`;
    results[k].catch(() => {});
    ahead.set(key, results[k]);
    setTimeout(() => ahead.delete(key), KEEP_MS).unref();
  });
}

/** The head start of the block at `firstIndex`, once: null when there is none in this process. */
export function takeHeadStart(runId: string, firstIndex: number): Promise<ResultBlock> | null {
  const key = `${runId}:${firstIndex}`;
  const result = ahead.get(key) ?? null;
  ahead.delete(key);
  return result;
}

/** Drops a run's head start (its request failed before the job was stored). */
export function dropHeadStart(runId: string): void {
  for (const key of ahead.keys()) if (key.startsWith(`${runId}:`)) ahead.delete(key);
}
