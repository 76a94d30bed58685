// The steps of a large run's job (service.ts runs them): blocks of items analysed, audited and evaluated, then
// stored a step of blocks at a time with the job's progress, so a resumed job starts after the last step saved.
import type { JobContext } from '../jobs/worker.js';
import { guardFor, judgeItems } from '../security/audit/audit-service.js';
import type { DetectorPlan } from '../core/detectors/engine.js';
import { applyEvalResults, evaluateItemsLinked } from './eval-link.js';
import { takeHeadStart } from './head-start.js';
import { linksOf } from './item-links.js';
import { threadPool } from '../runtime/thread-pool.js';
import { analyzeBlocks, analyzeItems } from './threads.js';
import { resultBlocks, type ResultBlock } from '../item-blocks/blocks.js';
import { insertResultBlocks, loadItemBlocks, loadItems } from '../item-blocks/blocks-store.js';
import { withSecurity } from './run-document.js';
import { judgeLinkedMetrics, judgeResults, usesJudge } from './run-steps.js';
import { JudgeSession, judgeSettings } from '../models/judge/client.js';
import type { RunRow } from './runs-store.js';
import { requestKeys } from '../jobs/request-keys.js';
import { withScanEvidence } from './scan-link.js';

/** Items a step saves at least (whole blocks): a few hundred milliseconds of analysis each. */
export const STEP_ITEMS = 250;
/** Steps a job has in analysis at once (see analysePipelined). */
const STEPS_IN_FLIGHT = 2;

/** A promise awaited later: its failure is reported where it is awaited, not as an unhandled rejection meanwhile. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** The run's item blocks from `from` on, grouped into steps of at least STEP_ITEMS items: [first index, end]. */
async function stepsOf(ctx: JobContext, runId: string, from: number): Promise<{ start: number; end: number }[]> {
  const blocks = await ctx.db.query<{ first_index: number; item_count: number }>(
    'SELECT first_index, item_count FROM analysis_item_blocks WHERE run_id = $1 AND first_index >= $2 ORDER BY first_index',
    [runId, from],
  );
  const steps: { start: number; end: number }[] = [];
  for (const b of blocks) {
    const start = Number(b.first_index);
    const end = start + Number(b.item_count);
    const last = steps[steps.length - 1];
    if (last && last.end - last.start < STEP_ITEMS) last.end = end;
    else steps.push({ start, end });
  }
  return steps;
}

/**
 * A pipeline: the threads analyse the next steps' blocks (detectors, built-in audit, metrics, scan evidence)
 * while this thread saves the one before. Steps still commit one at a time and in order, each with its
 * progress. The first blocks may have been started by the request already (head-start.ts).
 */
export async function analysePipelined(ctx: JobContext, row: RunRow, plan: DetectorPlan, from: number): Promise<void> {
  const { options, id: runId } = row;
  const links = linksOf(options);
  const analyse = async (step: { start: number; end: number }): Promise<ResultBlock[]> => {
    const blocks = await loadItemBlocks(ctx.db, runId, step.start, step.end);
    const started = blocks.map((b) => takeHeadStart(runId, b.first_index));
    const rest = blocks.filter((_, k) => !started[k]).map((b) => ({ firstIndex: b.first_index, format: b.format, bytes: b.bytes }));
    const queued = analyzeBlocks(threadPool(), rest, plan, options.thresholds, links);
    return Promise.all(started.map((s) => s ?? queued.shift()!));
  };
  const steps = await stepsOf(ctx, runId, from);
  const analysing: Promise<ResultBlock[]>[] = [];
  let queuedSteps = 0;
  const queue = () => {
    for (; analysing.length < STEPS_IN_FLIGHT && queuedSteps < steps.length; queuedSteps++) analysing.push(handled(analyse(steps[queuedSteps])));
  };
  let saving: Promise<void> = Promise.resolve();
  try {
    queue();
    for (const step of steps) {
      const blocks = await analysing.shift()!;
      queue();
      await saving;
      const progress = { next: step.end, done: Math.min(step.end, row.total_items), total: row.total_items };
      saving = handled(ctx.step((tx) => insertResultBlocks(tx, runId, blocks), progress));
    }
  } finally {
    // No step may still be running when the job settles (failed, interrupted or done).
    await saving.catch(() => {});
    await Promise.allSettled(analysing);
  }
  await saving;
}

/** Judge tokens of a job: all of them (the run's) and those its judged metrics used (the linked evaluation run's). */
export interface JobTokens {
  tokens: number;
  evalTokens: number;
}

/**
 * Steps analysed as objects and finished here, on the main thread, when the run calls out over the network:
 * the guard model (security audit) or the language-model judge (judged or hybrid subcategories, judged
 * metrics). One step at a time;
 * returns the judge tokens used (JobTokens), those of steps saved before a resume included.
 */
export async function analyseOnMainThread(ctx: JobContext, row: RunRow, plan: DetectorPlan, from: number): Promise<JobTokens> {
  const { options, id: runId } = row;
  const security = options.security;
  // The request's key, when this process took the request (requestKeys); else the server's own settings.
  const key = requestKeys.get(ctx.job.id);
  const judgeConfig = usesJudge(options) ? judgeSettings(key) : null;
  const judge = judgeConfig ? new JudgeSession(judgeConfig) : null;
  let tokens = Number(ctx.job.progress.tokens ?? 0);
  let evalTokens = Number(ctx.job.progress.eval_tokens ?? 0);
  for (const step of await stepsOf(ctx, runId, from)) {
    const batch = await loadItems(ctx.db, runId, step.start, step.end);
    const items = batch.map((b) => b.item);
    let results = await analyzeItems(threadPool(), batch, plan, options.thresholds);
    const before = judge?.tokensUsed ?? 0;
    if (judge) results = await judgeResults(results, items, options, judge);
    const verdicts = security ? await judgeItems(items.map((item) => ({ input: item.input, output: item.output })), security.labels, true, security.guard_model ? guardFor(key) : null) : null;
    if (verdicts) results = withSecurity(results, verdicts, options, items);
    results = withScanEvidence(results, options.scan);
    const evalResults = options.evaluation ? evaluateItemsLinked(items, step.start, options.evaluation) : null;
    if (evalResults) {
      evalTokens += await judgeLinkedMetrics(items, evalResults, options, judge);
      results = results.map((r, k) => applyEvalResults(r, evalResults[k], options.thresholds));
    }
    tokens += (judge?.tokensUsed ?? 0) - before;
    const linked = results.map((_, k) => ({ verdict: verdicts?.[k] ?? null, evalResults: evalResults?.[k] ?? null }));
    const blocks = resultBlocks(results, linked);
    await ctx.step((tx) => insertResultBlocks(tx, runId, blocks), { next: step.end, done: Math.min(step.end, row.total_items), total: row.total_items, tokens, eval_tokens: evalTokens });
  }
  return { tokens, evalTokens };
}
