// Failure-analysis runs end to end: check the request, plan the detectors, analyse small datasets at once
// and large ones as a job, store the run, and build its document.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import { enqueueJob, notifyWorkers } from '../jobs/queue.js';
import { PermanentJobError, type JobHandler } from '../jobs/worker.js';
import { ensureProject } from '../projects/projects.js';
import { getProjectSettings } from '../projects/settings.js';
import type { Queryable, Store } from '../store/store.js';
import { iso } from '../store/store.js';
import { detectorsById } from './detectors/registry.js';
import { detectFeatureKind, planDetectors, tagFacts, type DetectorPlan } from './engine.js';
import { dropHeadStart, startHeadStart, takeHeadStart } from './head-start.js';
import { analysisPool } from './pool/analysis-pool.js';
import { normalizeItem } from './normalize.js';
import * as runs from './runs-store.js';
import { summarize } from './scoring.js';
import type { SerializedRows } from './result-rows.js';
import type { FailureAnalysisRequest, FailureAnalysisResponse, FailureTag, MinimalInputItem, RunInput } from './schemas.js';
import { findBucket, subcategoriesById, taxonomy } from './taxonomy/index.js';
import { resolveThresholds } from './thresholds.js';

/**
 * Datasets up to this size are analysed during the request; larger ones run as a job, in batches small
 * enough (a few hundred milliseconds of CPU each) that the process keeps answering other requests.
 */
export const SYNC_MAX_ITEMS = 500;
/** Tags returned in a response unless config.max_tags_in_response says otherwise; the rest page. */
export const DEFAULT_MAX_TAGS = 1000;
export const BATCH_ITEMS = 250;
/** Batches a job has in analysis at once (see the job's pipeline). */
const BATCHES_IN_FLIGHT = 2;
export const ANALYSIS_JOB = 'analysis.run';

const NOT_BUILT = {
  eval: 'the evaluation area is not available on this server yet; no metrics were run',
  security: 'the security-audit area is not available on this server yet; no audit was run',
  scan: 'the code-scan area is not available on this server yet; no findings were attached',
};

/** Subcategory ids in scope: the union of the named subcategories and buckets; null = all. */
export function resolveScope(subcategories?: string[], buckets?: string[]): string[] | null {
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
      msg: `Unknown buckets: ${unknownBuckets.join(', ')}. Known: ${taxonomy.map((b) => b.id).join(', ')}.`,
      type: 'value_error',
    });
  }
  if (issues.length) throw errors.validation(issues);
  const scope = new Set(subcategories ?? []);
  for (const id of buckets ?? []) for (const s of findBucket(id)!.subcategories) scope.add(s.id);
  return [...scope];
}

/** The plan is made once, over all items, and stored with the run so a job's batches all use it. */
function planFromOptions(options: runs.RunOptions): DetectorPlan {
  return {
    run: options.detectors.map((id) => ({ detector: detectorsById.get(id)!, subcategory: subcategoriesById.get(id)! })),
    skipped: options.skipped,
  };
}

function documentOf(
  runId: string,
  options: runs.RunOptions,
  createdAt: string,
  plan: DetectorPlan,
  inputs: RunInput[],
  summary: FailureAnalysisResponse['summary'],
  tagsTotal: number,
  started: number,
): Omit<FailureAnalysisResponse, 'tags'> {
  const completedAt = new Date().toISOString();
  return {
    run_id: runId,
    project_name: options.project_name,
    status: 'completed',
    error: null,
    mode: options.mode,
    input_type: options.input_type,
    feature_kind: options.feature_kind,
    trace_id: null,
    summary,
    tags_truncated: tagsTotal > options.max_tags,
    tags_total: tagsTotal,
    inputs,
    detectors_run: plan.run.map((r) => r.detector.id),
    detectors_skipped: Object.keys(plan.skipped),
    detectors_skipped_reasons: plan.skipped,
    security_flags: {},
    security_batch_id: null,
    eval_metrics: {},
    eval_run_id: null,
    scan_upload_id: null,
    not_run: options.not_run,
    tokens_used: 0,
    created_at: createdAt,
    completed_at: completedAt,
    duration_ms: Math.max(0, Date.now() - started),
  };
}

/** A run that is still processing, or failed, shaped as the response schema asks. */
function placeholderDocument(row: runs.RunRow, status: 'processing' | 'failed', error: string | null): FailureAnalysisResponse {
  const o = row.options;
  return {
    run_id: row.id,
    project_name: o.project_name,
    status,
    error,
    mode: o.mode,
    input_type: o.input_type,
    feature_kind: o.feature_kind,
    trace_id: null,
    summary: summarize([], row.total_items, 0, o.thresholds),
    tags: [],
    tags_truncated: false,
    tags_total: 0,
    inputs: [],
    detectors_run: [],
    detectors_skipped: [],
    detectors_skipped_reasons: {},
    security_flags: {},
    security_batch_id: null,
    eval_metrics: {},
    eval_run_id: null,
    scan_upload_id: null,
    not_run: o.not_run,
    tokens_used: 0,
    created_at: runs.runCreatedAt(row),
    completed_at: status === 'failed' ? (iso(row.completed_at ?? row.job_finished_at) ?? runs.runCreatedAt(row)) : null,
    duration_ms: null,
  };
}

export interface AnalyzeRequest extends FailureAnalysisRequest {
  input_type?: 'dataset' | 'csv';
}

export async function startAnalysis(store: Store, ownerId: string, request: AnalyzeRequest): Promise<FailureAnalysisResponse> {
  const started = Date.now();
  const hasDataset = request.dataset !== undefined;
  const hasTrace = request.trace_id !== undefined;
  if (hasDataset === hasTrace) {
    throw errors.invalid(
      ['body'],
      hasDataset
        ? 'Give either dataset or trace_id, not both: a dataset is analysed in minimal mode, a trace in full mode.'
        : 'Give a dataset (a list of {input, output} items) or a trace_id to analyse.',
    );
  }
  const scope = resolveScope(request.subcategories, request.buckets);
  if (hasTrace) throw errors.notBuilt('Failure analysis of a trace (full mode) needs the traces area, which is not built in this version of Assay yet.');
  const dataset = request.dataset as MinimalInputItem[];
  const { project } = await ensureProject(store, ownerId, request.project_name);
  const settings = await getProjectSettings(store, project.id);
  const items = dataset.map(normalizeItem);
  const notRun: Record<string, string> = {};
  if (request.run_eval !== false) notRun.eval = NOT_BUILT.eval;
  if (request.run_security !== false) notRun.security = NOT_BUILT.security;
  if (request.run_scan === true) notRun.scan = NOT_BUILT.scan;
  const featureKind = request.feature_kind ?? detectFeatureKind(items);
  const plan = planDetectors(items, featureKind, scope ? new Set(scope) : null, 'minimal');
  const options: runs.RunOptions = {
    project_name: project.name,
    mode: 'minimal',
    input_type: request.input_type ?? 'dataset',
    feature_kind: featureKind,
    scope,
    thresholds: resolveThresholds(settings, request.config),
    max_tags: request.config?.max_tags_in_response ?? DEFAULT_MAX_TAGS,
    not_run: notRun,
    detectors: plan.run.map((r) => r.detector.id),
    skipped: plan.skipped,
  };
  const runId = crypto.randomUUID();
  const createdAt = new Date().toISOString();

  if (items.length > SYNC_MAX_ITEMS) {
    startHeadStart(runId, dataset, BATCH_ITEMS, plan, options.thresholds);
    await store
      .transaction(async (tx) => {
        await runs.insertRun(tx, { id: runId, projectId: project.id, ownerId, totalItems: items.length, options });
        await runs.insertItems(tx, runId, dataset);
        const job = await enqueueJob(tx, { kind: ANALYSIS_JOB, payload: { run_id: runId }, ownerId, projectId: project.id });
        await tx.query('UPDATE analysis_runs SET job_id = $2 WHERE id = $1', [runId, job.id]);
      })
      .catch((err) => {
        dropHeadStart(runId);
        throw err;
      });
    await notifyWorkers(store);
    const row = (await runs.getRun(store, runId, ownerId))!;
    return placeholderDocument(row, 'processing', null);
  }

  const results = await analysisPool().analyze(dataset.map((item, index) => ({ index, item })), plan, options.thresholds);
  const tags = results.flatMap((r) => r.tags);
  const inputs = results.map((r) => r.input);
  const checks = results.reduce((n, r) => n + r.checks, 0);
  const summary = summarize(tags.map(tagFacts), items.length, checks, options.thresholds);
  const document = documentOf(runId, options, createdAt, plan, inputs, summary, tags.length, started);
  await store.transaction(async (tx) => {
    await runs.insertRun(tx, { id: runId, projectId: project.id, ownerId, totalItems: items.length, options });
    await runs.insertItems(tx, runId, dataset);
    await runs.saveResults(tx, runId, inputs, tags);
    await runs.completeRun(tx, runId, document);
  });
  return { ...document, tags: orderTags(tags).slice(0, options.max_tags) };
}

const DECISION_RANK = { fail: 0, unsure: 1, pass: 2 } as const;
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3, info: 4 } as const;

function orderTags(tags: FailureTag[]): FailureTag[] {
  return [...tags].sort(
    (a, b) =>
      DECISION_RANK[a.decision] - DECISION_RANK[b.decision] ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      b.confidence - a.confidence ||
      a.item_index - b.item_index,
  );
}

export async function getRunDocument(db: Queryable, runId: string, ownerId: string): Promise<FailureAnalysisResponse> {
  const row = await runs.getRun(db, runId, ownerId);
  if (!row) throw errors.notFound('Failure-analysis run', runId);
  if (row.status === 'completed' && row.document) {
    return { ...row.document, tags: await runs.topTags(db, runId, row.options.max_tags) };
  }
  // A job that gave up (or was cancelled) leaves the run failed, with the job's reason.
  if (row.status === 'failed' || row.job_state === 'failed' || row.job_state === 'cancelled') {
    const reason = row.error ?? row.job_error ?? (row.job_state === 'cancelled' ? 'the run was cancelled' : 'the run failed');
    return placeholderDocument(row, 'failed', reason);
  }
  return placeholderDocument(row, 'processing', null);
}

/** A promise awaited later: its failure is reported where it is awaited, not as an unhandled rejection meanwhile. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
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
    // A pipeline: the threads analyse the next batches while this thread saves the one before. Steps still
    // commit one at a time and in order, each with its batch's progress, so a resumed job starts after the
    // last batch saved. The first batches may have been started by the request already (head-start.ts).
    const analyse = async (from: number) =>
      takeHeadStart(runId, from) ?? analysisPool().analyzeStored(await runs.loadItemTexts(ctx.db, runId, from, from + BATCH_ITEMS), plan, options.thresholds);
    let next = Number(ctx.job.progress.next ?? 0);
    // Batches in analysis, in order: two, so the threads have the next one queued when one is done.
    const analysing: Promise<SerializedRows[]>[] = [];
    let queued = next;
    const queue = () => {
      for (; analysing.length < BATCHES_IN_FLIGHT && queued < row.total_items; queued += BATCH_ITEMS) analysing.push(handled(analyse(queued)));
    };
    let saving: Promise<void> = Promise.resolve();
    try {
      for (queue(); analysing.length > 0; ) {
        const rows = await analysing.shift()!;
        queue();
        const end = next + BATCH_ITEMS;
        await saving;
        saving = handled(ctx.step((tx) => runs.saveSerializedResults(tx, runId, rows), { next: end, done: Math.min(end, row.total_items), total: row.total_items }));
        next = end;
      }
    } finally {
      // No step may still be running when the job settles (failed, interrupted or done).
      await saving.catch(() => {});
      await Promise.allSettled(analysing);
    }
    await saving;
    await ctx.step(async (tx) => {
      const facts = await runs.loadTagFacts(tx, runId);
      const inputs = await runs.loadInputs(tx, runId);
      const checks = inputs.reduce((n, i) => n + i.tag_count, 0);
      const summary = summarize(facts, row.total_items, checks, options.thresholds);
      const started = new Date(row.created_at).getTime();
      const document = documentOf(runId, options, runs.runCreatedAt(row), plan, inputs, summary, facts.length, started);
      await runs.completeRun(tx, runId, document);
    });
    return { run_id: runId };
  },
};
