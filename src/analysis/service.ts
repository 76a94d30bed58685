// Failure-analysis runs end to end: check the request, plan the detectors, analyse small datasets at once
// and large ones as a job, store the run, and build its document.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import { enqueueJob, notifyWorkers } from '../jobs/queue.js';
import { PermanentJobError, type JobHandler } from '../jobs/worker.js';
import { ensureProject } from '../projects/projects.js';
import { getProjectSettings } from '../projects/settings.js';
import type { Reader } from '../store/readers.js';
import type { Queryable, Store } from '../store/store.js';
import { iso } from '../store/store.js';
import { detectorsById } from '../core/detectors/registry.js';
import { detectFeatureKind, planDetectors, tagFacts, type DetectorPlan } from '../core/detectors/engine.js';
import { normalizeItem } from '../core/text/normalize.js';
import * as runs from './runs-store.js';
import { summarize } from '../core/scoring/scoring.js';
import type { FailureAnalysisRequest, FailureAnalysisResponse, MinimalInputItem } from './schemas.js';
import { findBucket, subcategoriesById, taxonomy } from '../core/taxonomy/index.js';
import { completeJudgedBatch, guardFor, recordBatchOfRun } from '../security/audit/audit-service.js';
import { completeWithTotals, recordEvaluationOfRun } from '../evaluation/service.js';
import { analyzeWithAudit, usesJudge, evalRunOptions, evaluationRunFor, judgeFor, planJudged, requestedExtras, runOptionsFor, saveCompletedRun, scanForRun, securityBatchFor } from './run-steps.js';
import { documentOf, maxInputsOf, inputsOf, orderTags, responseOf } from './run-document.js';
import { runInputOf } from '../core/shapes/run-input.js';
import { documentFeatureKind, documentInputType, isLegacyDocument, upgradeDocumentFields } from '../item-blocks/stored-legacy.js';
import { isUuid } from '../http/path-ids.js';
import { projectNameOr } from '../accounts/default-project.js';
import { analyzeTrace } from './full-mode.js';
import { dropHeadStart, startHeadStart } from './head-start.js';
import { linksOf } from './item-links.js';
import { analysePipelined, analyseOnMainThread } from './run-job.js';
import { itemBlockTexts } from '../item-blocks/blocks.js';
import { insertItemBlocks, loadItemsWithStats, loadRunTotals, loadTagFacts, topTags } from '../item-blocks/blocks-store.js';
import { emptyStats } from '../core/safety/audit-stats.js';
import { packJsonAsync } from '../store/packed-json.js';
import { judgeSettings } from '../models/judge/client.js';
import { addTokens as addEvaluationTokens } from '../evaluation/runs-store.js';
import { collectGarbageSoon } from '../runtime/memory.js';
import { requestKeys } from '../jobs/request-keys.js';

/**
 * Datasets up to this size are analysed during the request; larger ones run as a job, in batches small
 * enough (a few hundred milliseconds of CPU each) that the process keeps answering other requests.
 */
export const SYNC_MAX_ITEMS = 500;
export const ANALYSIS_JOB = 'analysis.run';

/** Subcategory ids in scope: the union of the named subcategories and buckets; null = all. */
export function resolveScope(subcategories?: string[] | null, buckets?: string[] | null): string[] | null {
  if (!subcategories?.length && !buckets?.length) return null;
  const unknownSubs = (subcategories ?? []).filter((id) => !subcategoriesById.has(id));
  const unknownBuckets = (buckets ?? []).filter((id) => !findBucket(id));
  const issues = [];
  if (unknownSubs.length) {
    issues.push({
      loc: ['body', 'subcategories'],
      msg: `Unknown subcategories: ${unknownSubs.join(', ')}. Known: ${[...subcategoriesById.keys()].join(', ')}.`,
      type: 'value_error',
    });
  }
  if (unknownBuckets.length) {
    issues.push({
      loc: ['body', 'buckets'],
      msg: `Unknown buckets: ${unknownBuckets.join(', ')}. Known: ${taxonomy.map((b) => b.bucket_id).join(', ')}.`,
      type: 'value_error',
    });
  }
  if (issues.length) throw errors.validation(issues);
  const scope = new Set(subcategories ?? []);
  for (const id of buckets ?? []) for (const s of findBucket(id)!.subcategories) scope.add(s.subcategory_id);
  return [...scope];
}

/** The plan is made once, over all items, and stored with the run so a job's batches all use it. */
function planFromOptions(options: runs.RunOptions): DetectorPlan {
  return {
    run: options.detectors.map((id) => ({ detector: detectorsById.get(id)!, subcategory: subcategoriesById.get(id)! })),
    skipped: options.skipped,
    judged: options.judged ?? [],
  };
}

/**
 * A run that is still processing, or failed, shaped as the response schema asks: nothing counted yet (the
 * summary's zeros and an empty failure_tags say so; status says why), duration 0.
 */
function placeholderDocument(row: runs.RunRow, status: 'processing' | 'failed', error: string | null): FailureAnalysisResponse {
  const o = row.options;
  return responseOf(
    {
      run_id: row.id,
      status,
      mode: o.mode,
      input_type: documentInputType(o.input_type),
      feature_kind: documentFeatureKind(o.feature_kind),
      summary: summarize([], row.total_items, 0, o.thresholds),
      eval_metrics: null,
      eval_run_id: o.evaluation?.run_id ?? null,
      security_flags: null,
      security_batch_id: o.security?.batch_id ?? null,
      detectors_run: [],
      detectors_skipped: [],
      duration_ms: 0,
      tokens_used: 0,
      created_at: runs.runCreatedAt(row),
      project_name: o.project_name,
      error,
      trace_id: o.trace_id ?? null,
      failure_tags_total: 0,
      detectors_skipped_reasons: {},
      scan_upload_id: o.scan?.upload_id ?? null,
      not_run: o.not_run,
      completed_at: status === 'failed' ? (iso(row.completed_at ?? row.job_finished_at) ?? runs.runCreatedAt(row)) : null,
    },
    [],
    [],
    row.total_items,
  );
}

export interface AnalyzeRequest extends FailureAnalysisRequest {
  input_type?: 'json' | 'csv';
}

/** Starts a run for the reader, who owns it; a trace is read only if the reader may read it. */
export async function startAnalysis(store: Store, reader: Reader, request: AnalyzeRequest): Promise<FailureAnalysisResponse> {
  const ownerId = reader.userId;
  const started = Date.now();
  const hasDataset = request.dataset !== undefined && request.dataset !== null;
  const hasTrace = request.trace_id !== undefined && request.trace_id !== null;
  if (hasDataset === hasTrace) {
    throw errors.invalid(
      ['body'],
      hasDataset
        ? 'Give either dataset or trace_id, not both: a dataset is analysed in minimal mode, a trace in full mode.'
        : 'Give a dataset (a list of {input, output} items) or a trace_id to analyse.',
    );
  }
  const scope = resolveScope(request.subcategories, request.buckets);
  const projectName = projectNameOr(request.project_name, reader);
  if (hasTrace) return analyzeTrace(store, reader, { ...request, trace_id: request.trace_id!, project_name: projectName }, scope, started);
  const dataset = request.dataset as MinimalInputItem[];
  const { project } = await ensureProject(store, ownerId, projectName);
  const settings = await getProjectSettings(store, project.id);
  const items = dataset.map(normalizeItem);
  const { notRun, securityLabels, runScan, evalMetrics } = requestedExtras(request, scope);
  const scan = await scanForRun(store, project.id, runScan);
  const featureKind = request.feature_kind ?? detectFeatureKind(items);
  const plan = planDetectors(items, featureKind, scope ? new Set(scope) : null, 'minimal');
  const runId = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const llmApiKey = request.llm_api_key ?? undefined;
  const guard = guardFor(llmApiKey);
  const judgeAvailable = judgeSettings(llmApiKey) !== null;
  planJudged(plan, scope, judgeAvailable);
  const options = runOptionsFor(
    request,
    { project_name: project.name, mode: 'minimal', input_type: request.input_type ?? 'json', feature_kind: featureKind, scope, not_run: notRun, scan },
    settings,
    plan,
    securityLabels,
    guard !== null,
    evalMetrics,
    judgeAvailable,
  );
  const securityBatch = securityBatchFor(options, { runId, projectId: project.id, ownerId, totalItems: dataset.length });
  const evaluationRun = evaluationRunFor(options, { projectId: project.id, ownerId });

  if (items.length > SYNC_MAX_ITEMS) {
    const texts = itemBlockTexts(dataset);
    // With a guard model the job judges on the main thread, so a head start on the threads would be wasted.
    if (!options.security?.guard_model && !usesJudge(options)) startHeadStart(runId, texts, plan, options.thresholds, linksOf(options));
    // Packed off this thread (libuv's pool), block by block, while the threads start on the first blocks.
    const blocks = await Promise.all(texts.map(async (b) => ({ firstIndex: b.firstIndex, count: b.count, items: await packJsonAsync(b.json) })));
    await store
      .transaction(async (tx) => {
        await runs.insertRun(tx, { id: runId, projectId: project.id, ownerId, totalItems: items.length, options });
        await insertItemBlocks(tx, runId, blocks);
        // The linked audit batch and evaluation run read the run's blocks.
        if (securityBatch) await recordBatchOfRun(tx, securityBatch, runId);
        if (evaluationRun) await recordEvaluationOfRun(tx, evaluationRun, runId, items.length);
        const job = await enqueueJob(tx, { kind: ANALYSIS_JOB, payload: { run_id: runId }, ownerId, projectId: project.id });
        await tx.query('UPDATE analysis_runs SET job_id = $2 WHERE id = $1', [runId, job.id]);
        // The judge and the guard model of the job use the request's key, kept in this process's memory only.
        if (options.security?.guard_model || usesJudge(options)) requestKeys.remember(job.id, llmApiKey);
      })
      .catch((err) => {
        dropHeadStart(runId);
        throw err;
      });
    await notifyWorkers(store);
    // The dataset, its texts and the request body are garbage now: give their memory back (runtime/memory.ts).
    collectGarbageSoon();
    const row = (await runs.getRun(store, runId, reader))!;
    return placeholderDocument(row, 'processing', null);
  }

  const judge = judgeFor(options, llmApiKey);
  const { results, verdicts, evalResults, evalTokens } = await analyzeWithAudit(dataset, plan, options, guard, judge);
  const tags = results.flatMap((r) => r.tags);
  const checks = results.reduce((n, r) => n + r.checks, 0);
  const summary = summarize(tags.map(tagFacts), items.length, checks, options.thresholds);
  const flagged = (verdicts ?? []).flatMap((v) => v.categories);
  const document = { ...documentOf(runId, options, createdAt, plan, summary, tags.length, started, flagged), tokens_used: judge?.tokensUsed ?? 0 };
  await saveCompletedRun(store, { runId, projectId: project.id, ownerId, options, dataset, verdicts, evalResults, evalTokens }, results, document);
  return responseOf(document, orderTags(tags).slice(0, options.max_tags), inputsOf(dataset, results, maxInputsOf(options)), items.length);
}

/** A completed run's stored document; one stored in the earlier shape has its summary made again from its tag rows. */
async function storedDocument(db: Queryable, row: runs.RunRow): Promise<runs.StoredDocument> {
  const document = row.document!;
  if (!isLegacyDocument(document)) return document;
  const checks = Number((document.summary as unknown as { total_tags: number }).total_tags);
  const summary = summarize(await loadTagFacts(db, row.id), row.total_items, checks, row.options.thresholds);
  return { ...(upgradeDocumentFields(document) as runs.StoredDocument), summary };
}

export async function getRunDocument(db: Queryable, runId: string, reader: Reader): Promise<FailureAnalysisResponse> {
  const row = isUuid(runId) ? await runs.getRun(db, runId, reader) : null;
  if (!row) throw errors.notFound('Failure-analysis run', runId);
  const outcome = runs.runOutcome(row);
  if (outcome.status !== 'completed') return placeholderDocument(row, outcome.status, outcome.error);
  const max = maxInputsOf(row.options);
  const inputs = (await loadItemsWithStats(db, runId, 0, max)).filter((x) => x.stats).map((x) => runInputOf(x.item, x.stats!));
  const tags = await topTags(db, runId, row.options.max_tags);
  return responseOf(await storedDocument(db, row), tags, inputs, row.total_items);
}

/** The job behind large runs: batches of items as steps, then the summary. Resumable after a crash. */
export const analysisJobHandler: JobHandler = {
  kind: ANALYSIS_JOB,
  async run(ctx) {
    const runId = String(ctx.job.payload.run_id);
    const [row] = await ctx.step((tx) => tx.query<runs.RunRow>('SELECT * FROM analysis_runs WHERE id = $1', [runId]));
    if (!row) throw new PermanentJobError(`run ${runId} no longer exists`);
    const options = row.options;
    const plan = planFromOptions(options);
    const from = Number(ctx.job.progress.next ?? 0);
    // A guard model is called over the network, which the analysis threads do not do: with one, batches are
    // analysed as objects and judged here; without, the threads do everything and hand back rows to store.
    let judged = { tokens: 0, evalTokens: 0 };
    if (options.security?.guard_model || usesJudge(options)) judged = await analyseOnMainThread(ctx, row, plan, from);
    else await analysePipelined(ctx, row, plan, from);
    await ctx.step(async (tx) => {
      const facts = await loadTagFacts(tx, runId);
      // The blocks' totals, not every item's results again (run-blocks.ts).
      const totals = await loadRunTotals(tx, runId);
      const summary = summarize(facts, row.total_items, totals.checks, options.thresholds);
      const started = new Date(row.created_at).getTime();
      const flagged = options.security ? await completeJudgedBatch(tx, options.security.batch_id, totals.audit ?? emptyStats()) : [];
      const evaluation = options.evaluation;
      const means = evaluation ? await completeWithTotals(tx, evaluation.run_id, evalRunOptions(options.project_name, evaluation.metrics), totals.metrics ?? new Map()) : {};
      if (evaluation) await addEvaluationTokens(tx, evaluation.run_id, judged.evalTokens);
      // The stored document leaves its inputs out (runs-store.ts completeRun): they are read from the blocks.
      const document = { ...documentOf(runId, options, runs.runCreatedAt(row), plan, summary, facts.length, started, flagged, evaluation ? means : null), tokens_used: judged.tokens };
      await runs.completeRun(tx, runId, document);
    });
    requestKeys.forget(ctx.job.id);
    return { run_id: runId };
  },
};
