// Failure-analysis runs end to end: check the request, plan the detectors, analyse small datasets at once
// and large ones as a job, store the run, and build its document.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import { enqueueJob, notifyWorkers } from '../jobs/queue.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/worker.js';
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
import { resolveCategories } from '../security/categories/registry.js';
import { completeJudgedBatch, guardFor, judgeItems, recordBatch, saveBatchVerdicts } from '../security/audit/audit-service.js';
import type { AuditedItem } from '../security/classifier/combine.js';
import { applySecurityVerdict, securityFlags, securityLabelsFor } from './security-link.js';
import { applyEvalResults, evalMetricsFor } from './eval-link.js';
import { completeFrom, evaluateForAnalysis, recordEvaluation, saveEvaluationResults } from '../evaluation/service.js';
import { metricNames } from '../evaluation/metrics/registry.js';
import type { EvaluationMetricResult } from '../evaluation/schemas.js';
import type { ItemResult } from './engine.js';
import { linksOf } from './item-links.js';
import { saveLinkedRows } from './linked-rows.js';

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
  flagged: Iterable<string> = [],
  evalMetrics: Record<string, number> = {},
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
    security_flags: options.security ? securityFlags(options.security.labels, flagged) : {},
    security_batch_id: options.security?.batch_id ?? null,
    eval_metrics: evalMetrics,
    eval_run_id: options.evaluation?.run_id ?? null,
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
    security_batch_id: o.security?.batch_id ?? null,
    eval_metrics: {},
    eval_run_id: o.evaluation?.run_id ?? null,
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
  const mandatoryMetrics = [...new Set(request.mandatory_eval_metrics ?? [])];
  const unknownMetrics = mandatoryMetrics.filter((m) => !metricNames.includes(m));
  if (unknownMetrics.length) {
    throw errors.invalid(['body', 'mandatory_eval_metrics'], `Unknown metrics: ${unknownMetrics.join(', ')}. Known: ${metricNames.join(', ')}.`);
  }
  // Mandatory metrics run even when run_eval is false.
  const evalMetrics = request.run_eval !== false ? evalMetricsFor(scope, mandatoryMetrics, new Set(metricNames)) : mandatoryMetrics;
  if (request.run_eval !== false && evalMetrics.length === 0) notRun.eval = 'no evaluation metric relates to the subcategories checked';
  // Mandatory categories are checked even when run_security is false.
  const mandatory = request.mandatory_security_categories?.length
    ? resolveCategories(request.mandatory_security_categories, ['body', 'mandatory_security_categories'])
    : [];
  const securityLabels = request.run_security !== false ? securityLabelsFor(scope, mandatory) : mandatory;
  if (request.run_security !== false && securityLabels.length === 0) notRun.security = 'no security category relates to the subcategories checked';
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
    security: null,
  };
  const runId = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const guard = guardFor(request.llm_api_key);
  if (securityLabels.length > 0) options.security = { labels: securityLabels, batch_id: crypto.randomUUID(), guard_model: guard !== null };
  if (evalMetrics.length > 0) options.evaluation = { metrics: evalMetrics, run_id: crypto.randomUUID() };
  const evaluationRun = options.evaluation && {
    id: options.evaluation.run_id,
    projectId: project.id,
    ownerId,
    options: evalRunOptions(project.name, evalMetrics),
  };
  const securityBatch = options.security && {
    id: options.security.batch_id,
    projectId: project.id,
    ownerId,
    name: `analysis-${runId}`,
    totalItems: dataset.length,
    options: { project_name: project.name, categories: securityLabels, include_evidence: true, guard_model: guard !== null },
  };
  const auditItems = dataset.map((item) => ({ input: item.input, output: item.output }));

  if (items.length > SYNC_MAX_ITEMS) {
    if (!options.security?.guard_model) startHeadStart(runId, dataset, BATCH_ITEMS, plan, options.thresholds, linksOf(options));
    await store
      .transaction(async (tx) => {
        await runs.insertRun(tx, { id: runId, projectId: project.id, ownerId, totalItems: items.length, options });
        await runs.insertItems(tx, runId, dataset);
        if (securityBatch) await recordBatch(tx, securityBatch, auditItems);
        if (evaluationRun) await recordEvaluation(tx, evaluationRun, dataset);
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

  let results = await analysisPool().analyze(dataset.map((item, index) => ({ index, item })), plan, options.thresholds);
  let verdicts: AuditedItem[] | undefined;
  if (options.security) {
    verdicts = await judgeItems(auditItems, options.security.labels, true, guard);
    results = withSecurity(results, verdicts, options, dataset);
  }
  let evalResults: EvaluationMetricResult[][] | undefined;
  if (options.evaluation) {
    evalResults = evaluateForAnalysis(dataset, 0, options.evaluation.metrics);
    results = results.map((r, i) => applyEvalResults(r, evalResults![i], options.thresholds));
  }
  const tags = results.flatMap((r) => r.tags);
  const inputs = results.map((r) => r.input);
  const checks = results.reduce((n, r) => n + r.checks, 0);
  const summary = summarize(tags.map(tagFacts), items.length, checks, options.thresholds);
  const flagged = (verdicts ?? []).flatMap((v) => v.categories);
  const document = await store.transaction(async (tx) => {
    await runs.insertRun(tx, { id: runId, projectId: project.id, ownerId, totalItems: items.length, options });
    await runs.insertItems(tx, runId, dataset);
    if (securityBatch) await recordBatch(tx, securityBatch, auditItems, verdicts);
    const means = evaluationRun ? await recordEvaluation(tx, evaluationRun, dataset, evalResults) : {};
    const doc = documentOf(runId, options, createdAt, plan, inputs, summary, tags.length, started, flagged, means);
    await runs.saveResults(tx, runId, inputs, tags);
    await runs.completeRun(tx, runId, doc);
    return doc;
  });
  return { ...document, tags: orderTags(tags).slice(0, options.max_tags) };
}

/** The evaluation run an analysis makes: its metrics, all reported, default thresholds and no settings. */
const evalRunOptions = (projectName: string, metrics: string[]) => ({ project_name: projectName, metrics, requested: true, thresholds: {}, settings: {} });

/** Each item's result with its audit applied (security-link.ts). */
function withSecurity(results: ItemResult[], verdicts: AuditedItem[], options: runs.RunOptions, items: { output: string }[]): ItemResult[] {
  const scope = options.scope ? new Set(options.scope) : null;
  return results.map((r, i) => applySecurityVerdict(r, verdicts[i], options.security!.labels, scope, options.thresholds, items[i].output));
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

/**
 * A pipeline: the threads analyse the next batches (detectors, built-in audit, metrics) while this thread
 * saves the one before. Steps still commit one at a time and in order, each with its batch's progress, so a
 * resumed job starts after the last batch saved. The first batches may have been started by the request
 * already (head-start.ts).
 */
async function analysePipelined(ctx: JobContext, row: runs.RunRow, plan: DetectorPlan, from: number): Promise<void> {
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

/** Batches analysed as objects, audited here with the guard model, one step each. */
async function analyseWithGuard(ctx: JobContext, row: runs.RunRow, plan: DetectorPlan, from: number): Promise<void> {
  const { options, id: runId } = row;
  const security = options.security!;
  for (let next = from; next < row.total_items; next += BATCH_ITEMS) {
    const batch = (await runs.loadItemTexts(ctx.db, runId, next, next + BATCH_ITEMS)).map((t) => ({ index: t.index, item: JSON.parse(t.json) as MinimalInputItem }));
    // A job has no request key: the guard model runs with the server's own key.
    const verdicts = await judgeItems(batch.map((b) => ({ input: b.item.input, output: b.item.output })), security.labels, true, guardFor());
    let results = withSecurity(await analysisPool().analyze(batch, plan, options.thresholds), verdicts, options, batch.map((b) => b.item));
    const evaluation = options.evaluation;
    const evalResults = evaluation ? evaluateForAnalysis(batch.map((b) => b.item), next, evaluation.metrics) : [];
    if (evaluation) results = results.map((r, k) => applyEvalResults(r, evalResults[k], options.thresholds));
    const end = next + BATCH_ITEMS;
    await ctx.step(
      async (tx) => {
        await runs.saveResults(tx, runId, results.map((r) => r.input), results.flatMap((r) => r.tags));
        await saveBatchVerdicts(tx, security.batch_id, batch.map((b, k) => ({ index: b.index, verdict: verdicts[k] })));
        if (evaluation) await saveEvaluationResults(tx, evaluation.run_id, batch.map((b, k) => ({ idx: b.index, results: evalResults[k] })));
      },
      { next: end, done: Math.min(end, row.total_items), total: row.total_items },
    );
  }
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
    if (options.security?.guard_model) await analyseWithGuard(ctx, row, plan, from);
    else await analysePipelined(ctx, row, plan, from);
    await ctx.step(async (tx) => {
      const facts = await runs.loadTagFacts(tx, runId);
      const inputs = await runs.loadInputs(tx, runId);
      const checks = inputs.reduce((n, i) => n + i.tag_count, 0);
      const summary = summarize(facts, row.total_items, checks, options.thresholds);
      const started = new Date(row.created_at).getTime();
      const flagged = options.security ? await completeJudgedBatch(tx, options.security.batch_id) : [];
      const means = options.evaluation ? await completeFrom(tx, options.evaluation.run_id, evalRunOptions(options.project_name, options.evaluation.metrics)) : {};
      const document = documentOf(runId, options, runs.runCreatedAt(row), plan, inputs, summary, facts.length, started, flagged, means);
      await runs.completeRun(tx, runId, document);
    });
    return { run_id: runId };
  },
};
