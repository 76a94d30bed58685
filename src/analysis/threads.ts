// Failure analysis on the process's threads (runtime/thread-pool.ts), in chunks, or in-line when there are no
// threads or too few items to be worth shipping; results are the same either way.
import { fileURLToPath } from 'node:url';
import type { DetectorPlan, ItemResult } from '../core/detectors/engine.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import { itemChars, type MinimalInputItem } from '../core/shapes/input-item.js';
import type { ResultBlock } from '../item-blocks/blocks.js';
import type { ThreadPool } from '../runtime/thread-pool.js';
import { onThreads } from '../runtime/thread-chunks.js';
import { analyzeItemBlock, NO_LINKS, type ItemBlock } from './block-analysis.js';
import { analyzeLinked, type ItemLinks, type LinkedResult } from './item-links.js';
import { analyzeIndexed, threadTasks, type AnalyzeTask, type BlockTask, type LinkedTask, type MetricsTask } from './thread-tasks.js';
import type { LinkedEvaluation } from './eval-link.js';
import type { EvaluationMetricResult } from '../evaluation/schemas.js';

/** The module the threads run for failure analysis (thread-tasks.ts). */
export const ANALYSIS_THREAD_TASKS = fileURLToPath(new URL('./thread-tasks.ts', import.meta.url));
/**
 * Below 64 items (and INLINE_MAX_CHARS characters) a batch is analysed in-line: shipping it to a thread would
 * cost more than it saves. Items go to the threads in chunks of at most 48, each thread taking the next chunk
 * when it is done: a thread slowed by other work on the machine takes fewer, and no message is large.
 */
const SIZES = { minItems: 64, chunkItems: 48, charsOf: ({ item }: { item: MinimalInputItem }) => itemChars(item) };

/** Analyses items with the plan's detectors, spread across the threads; results in item order. */
export function analyzeItems(
  pool: ThreadPool,
  items: { index: number; item: MinimalInputItem }[],
  plan: DetectorPlan,
  thresholds: Thresholds,
): Promise<ItemResult[]> {
  const detectors = plan.run.map((r) => r.detector.id);
  return inChunks(
    pool,
    items,
    'analyze',
    (chunk) => ({ items: chunk, detectors, thresholds }) satisfies AnalyzeTask,
    (inline) => analyzeIndexed(inline, plan, thresholds),
  );
}

/** Analyses items with the plan's detectors and the run's audit, scan and metrics (item-links.ts) across the threads; in item order. */
export function analyzeItemsLinked(
  pool: ThreadPool,
  items: { index: number; item: MinimalInputItem }[],
  plan: DetectorPlan,
  thresholds: Thresholds,
  links: ItemLinks,
): Promise<LinkedResult[]> {
  const detectors = plan.run.map((r) => r.detector.id);
  return inChunks(
    pool,
    items,
    'linked',
    (chunk) => ({ items: chunk, detectors, thresholds, links }) satisfies LinkedTask,
    (inline) => inline.map(({ index, item }) => analyzeLinked(item, index, plan, thresholds, links)),
  );
}

/** The run's linked metrics of each item (eval-link.ts) across the threads; in item order. */
export function evaluateItemsOnThreads(
  pool: ThreadPool,
  items: { index: number; item: MinimalInputItem }[],
  evaluation: LinkedEvaluation,
): Promise<EvaluationMetricResult[][]> {
  return onThreads(
    pool,
    items,
    SIZES,
    (chunk) => pool.run<EvaluationMetricResult[][]>(ANALYSIS_THREAD_TASKS, 'metrics', { items: chunk, evaluation } satisfies MetricsTask),
    (inline) => threadTasks.metrics({ items: inline, evaluation }),
  );
}

/** Items sent to the threads a chunk a task (or analysed in-line when threads would not pay); answers in item order. */
function inChunks<T>(
  pool: ThreadPool,
  items: { index: number; item: MinimalInputItem }[],
  task: 'analyze' | 'linked',
  payload: (chunk: { index: number; item: MinimalInputItem }[]) => AnalyzeTask,
  inline: (items: { index: number; item: MinimalInputItem }[]) => T[],
): Promise<T[]> {
  return onThreads(pool, items, SIZES, (chunk) => pool.run<T[]>(ANALYSIS_THREAD_TASKS, task, payload(chunk)), inline);
}

/**
 * Analyses stored item blocks (packed, as the store holds them) into their result blocks, a block a task, each
 * answered on its own (in any order): the threads unpack, analyse and pack, so the calling thread only moves bytes.
 */
export function analyzeBlocks(
  pool: ThreadPool,
  blocks: ItemBlock[],
  plan: DetectorPlan,
  thresholds: Thresholds,
  links: ItemLinks = NO_LINKS,
): Promise<ResultBlock>[] {
  if (!pool.threaded) return blocks.map(async (block) => analyzeItemBlock(block, plan, thresholds, links));
  const detectors = plan.run.map((r) => r.detector.id);
  return blocks.map((block) => pool.run<ResultBlock>(ANALYSIS_THREAD_TASKS, 'block', { block, detectors, thresholds, links } satisfies BlockTask));
}
