// How a large run's job walks its items (pipeline.ts runs the stages): the stored item blocks grouped into
// steps, each saved with the job's progress so a resumed job starts after the last step saved, and steps
// analysed on the threads ahead of the one being saved.
import type { JobContext } from '../jobs/worker.js';
import type { Queryable } from '../store/store.js';
import { plannedDetectors, type DetectorPlan } from '../core/detectors/engine.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import { threadPool } from '../runtime/thread-pool.js';
import type { ResultBlock } from '../item-blocks/blocks.js';
import { loadItemBlocks } from '../item-blocks/blocks-store.js';
import { takeHeadStart } from './head-start.js';
import type { ItemLinks } from './item-links.js';
import type { RunOptions } from './runs-store.js';
import { analyzeBlocks } from './threads.js';

/** Items a step saves at least (whole blocks): a few hundred milliseconds of analysis each. */
export const STEP_ITEMS = 250;
/** Steps a job has in analysis at once (see overlapSteps). */
const STEPS_IN_FLIGHT = 2;

/** Items from `start` up to `end` (exclusive), whole blocks. */
export interface JobStep {
  start: number;
  end: number;
}

/** Judge tokens of a job: all of them (the run's) and those its judged metrics used (the linked evaluation run's). */
export interface JobTokens {
  tokens: number;
  evalTokens: number;
}

/** The plan is made once, over all items, and stored with the run so a job's batches all use it. */
export function planFromOptions(options: RunOptions): DetectorPlan {
  return {
    run: plannedDetectors(options.detectors),
    skipped: options.skipped,
    judged: options.judged ?? [],
  };
}

/** The run's item blocks from `from` on, grouped into steps of at least STEP_ITEMS items. */
export async function stepsOf(ctx: JobContext, runId: string, from: number): Promise<JobStep[]> {
  const blocks = await ctx.db.query<{ first_index: number; item_count: number }>(
    'SELECT first_index, item_count FROM analysis_item_blocks WHERE run_id = $1 AND first_index >= $2 ORDER BY first_index',
    [runId, from],
  );
  const steps: JobStep[] = [];
  for (const b of blocks) {
    const start = Number(b.first_index);
    const end = start + Number(b.item_count);
    const last = steps[steps.length - 1];
    if (last && last.end - last.start < STEP_ITEMS) last.end = end;
    else steps.push({ start, end });
  }
  return steps;
}

/** The job's progress once a step is saved: where a resumed job starts, and how far it is. */
export const progressOf = (step: JobStep, totalItems: number) => ({ next: step.end, done: Math.min(step.end, totalItems), total: totalItems });

/**
 * A step's stored blocks analysed on the threads into their result blocks. The first blocks may have been
 * started by the request already (head-start.ts): those results are taken as they are.
 */
export async function analyseStepOnThreads(
  db: Queryable,
  runId: string,
  step: JobStep,
  plan: DetectorPlan,
  thresholds: Thresholds,
  links: ItemLinks,
): Promise<ResultBlock[]> {
  const blocks = await loadItemBlocks(db, runId, step.start, step.end);
  const started = blocks.map((b) => takeHeadStart(runId, b.first_index));
  const rest = blocks.filter((_, k) => !started[k]).map((b) => ({ firstIndex: b.first_index, format: b.format, bytes: b.bytes }));
  const queued = analyzeBlocks(threadPool(), rest, plan, thresholds, links);
  return Promise.all(started.map((s) => s ?? queued.shift()!));
}

/** A promise awaited later: its failure is reported where it is awaited, not as an unhandled rejection meanwhile. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * The steps analysed ahead (STEPS_IN_FLIGHT at once) while this thread saves the one before. Steps still
 * save one at a time and in order.
 */
export async function overlapSteps<T>(
  steps: JobStep[],
  analyse: (step: JobStep) => Promise<T>,
  save: (step: JobStep, analysed: T) => Promise<unknown>,
): Promise<void> {
  const analysing: Promise<T>[] = [];
  let queuedSteps = 0;
  const queue = () => {
    for (; analysing.length < STEPS_IN_FLIGHT && queuedSteps < steps.length; queuedSteps++) analysing.push(handled(analyse(steps[queuedSteps])));
  };
  let saving: Promise<unknown> = Promise.resolve();
  try {
    queue();
    for (const step of steps) {
      const analysed = await analysing.shift()!;
      queue();
      await saving;
      saving = handled(save(step, analysed));
    }
  } finally {
    // No step may still be running when the job settles (failed, interrupted or done).
    await saving.catch(() => {});
    await Promise.allSettled(analysing);
  }
  await saving;
}
