// The batches of a large run's job (service.ts runs them): analysed, audited and evaluated, then stored one
// step per batch with the job's progress, so a resumed job starts after the last batch saved.
import type { JobContext } from '../jobs/worker.js';
import { evaluateForAnalysis, saveEvaluationResults } from '../evaluation/service.js';
import { guardFor, judgeItems, saveBatchVerdicts } from '../security/audit/audit-service.js';
import type { DetectorPlan } from './engine.js';
import { applyEvalResults } from './eval-link.js';
import { takeHeadStart } from './head-start.js';
import { linksOf } from './item-links.js';
import { saveLinkedRows } from './linked-rows.js';
import { analysisPool } from './pool/analysis-pool.js';
import type { SerializedRows } from './result-rows.js';
import { withSecurity } from './run-document.js';
import { judgeResults, usesJudge } from './run-steps.js';
import { JudgeSession, judgeSettings } from '../judge/client.js';
import * as runs from './runs-store.js';
import { withScanEvidence } from './scan-link.js';
import type { MinimalInputItem } from './schemas.js';

export const BATCH_ITEMS = 250;
/** Batches a job has in analysis at once (see analysePipelined). */
const BATCHES_IN_FLIGHT = 2;

/** A promise awaited later: its failure is reported where it is awaited, not as an unhandled rejection meanwhile. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * A pipeline: the threads analyse the next batches (detectors, built-in audit, metrics, scan evidence) while
 * this thread saves the one before. Steps still commit one at a time and in order, each with its batch's
 * progress. The first batches may have been started by the request already (head-start.ts).
 */
export async function analysePipelined(ctx: JobContext, row: runs.RunRow, plan: DetectorPlan, from: number): Promise<void> {
  const { options, id: runId } = row;
  const links = linksOf(options);
  const analyse = async (at: number) =>
    takeHeadStart(runId, at) ?? analysisPool().analyzeStored(await runs.loadItemTexts(ctx.db, runId, at, at + BATCH_ITEMS), plan, options.thresholds, links);
  let next = from;
  // Batches in analysis, in order: two, so the threads have the next one queued when one is done.
  const analysing: Promise<SerializedRows[]>[] = [];
  let queued = next;
  const queue = () => {
    for (; analysing.length < BATCHES_IN_FLIGHT && queued < row.total_items; queued += BATCH_ITEMS) analysing.push(handled(analyse(queued)));
  };
  const targets = { securityBatchId: options.security?.batch_id ?? null, evalRunId: options.evaluation?.run_id ?? null };
  let saving: Promise<void> = Promise.resolve();
  try {
    for (queue(); analysing.length > 0; ) {
      const rows = await analysing.shift()!;
      queue();
      const end = next + BATCH_ITEMS;
      await saving;
      saving = handled(ctx.step((tx) => saveLinkedRows(tx, runId, rows, targets), { next: end, done: Math.min(end, row.total_items), total: row.total_items }));
      next = end;
    }
  } finally {
    // No step may still be running when the job settles (failed, interrupted or done).
    await saving.catch(() => {});
    await Promise.allSettled(analysing);
  }
  await saving;
}

/**
 * Batches analysed as objects and finished here, on the main thread, when the run calls out over the network:
 * the guard model (security audit) or the language-model judge (judged subcategories). One step a batch;
 * returns the judge tokens used, those of batches saved before a resume included.
 */
export async function analyseOnMainThread(ctx: JobContext, row: runs.RunRow, plan: DetectorPlan, from: number): Promise<number> {
  const { options, id: runId } = row;
  const security = options.security;
  // A job has no request key: the guard model and the judge run with the server's own settings.
  const judgeConfig = usesJudge(options) ? judgeSettings() : null;
  const judge = judgeConfig ? new JudgeSession(judgeConfig) : null;
  let tokens = Number(ctx.job.progress.tokens ?? 0);
  for (let next = from; next < row.total_items; next += BATCH_ITEMS) {
    const batch = (await runs.loadItemTexts(ctx.db, runId, next, next + BATCH_ITEMS)).map((t) => ({ index: t.index, item: JSON.parse(t.json) as MinimalInputItem }));
    const items = batch.map((b) => b.item);
    let results = await analysisPool().analyze(batch, plan, options.thresholds);
    const before = judge?.tokensUsed ?? 0;
    if (judge) results = await judgeResults(results, items, options, judge);
    const verdicts = security ? await judgeItems(items.map((item) => ({ input: item.input, output: item.output })), security.labels, true, security.guard_model ? guardFor() : null) : [];
    if (security) results = withSecurity(results, verdicts, options, items);
    results = withScanEvidence(results, options.scan);
    const evaluation = options.evaluation;
    const evalResults = evaluation ? evaluateForAnalysis(items, next, evaluation.metrics) : [];
    if (evaluation) results = results.map((r, k) => applyEvalResults(r, evalResults[k], options.thresholds));
    tokens += (judge?.tokensUsed ?? 0) - before;
    const end = next + BATCH_ITEMS;
    await ctx.step(
      async (tx) => {
        await runs.saveResults(tx, runId, results.map((r) => r.input), results.flatMap((r) => r.tags));
        if (security) await saveBatchVerdicts(tx, security.batch_id, batch.map((b, k) => ({ index: b.index, verdict: verdicts[k] })));
        if (evaluation) await saveEvaluationResults(tx, evaluation.run_id, batch.map((b, k) => ({ idx: b.index, results: evalResults[k] })));
      },
      { next: end, done: Math.min(end, row.total_items), total: row.total_items, tokens },
    );
  }
  return tokens;
}
