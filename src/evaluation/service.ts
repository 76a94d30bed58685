// Evaluation runs end to end: check the request, evaluate small datasets at once and large ones as a job,
// store every item's results, and read runs, items and comparisons back.
import crypto from 'node:crypto';
import { pageOf, type CreatedListFilter } from '../http/created-cursor.js';
import { errors } from '../http/errors.js';
import { enqueueJob, notifyWorkers } from '../jobs/queue.js';
import { PermanentJobError, type JobHandler } from '../jobs/worker.js';
import { projectNameOr } from '../accounts/default-project.js';
import { ensureProject } from '../projects/projects.js';
import type { Reader } from '../store/readers.js';
import type { Queryable, Store } from '../store/store.js';
import { iso } from '../store/store.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { addResults, summarizeMetrics, toEvalItem, type MetricTotals } from '../core/metrics/engine.js';
import { itemDocument } from './item-document.js';
import { defaultMetricNames, metricNames, metrics as allMetrics, metricsByName, missingInputs } from '../core/metrics/registry.js';
import type { Metric } from '../core/metrics/types.js';
import * as runs from './runs-store.js';
import { judgeWith, runJudge } from './judged-metrics.js';
import { itemsFromTraces } from './trace-items.js';
import { checkUserPatterns, scoreOnPatternThread } from '../runtime/pattern-thread/runner.js';
import { evaluateOnThreads } from './threads.js';
import type { FieldMapping } from '../http/dataset-fields.js';
import type { EvaluationItem, EvaluationMetricResult, EvaluationRequest, EvaluationRun } from './schemas.js';
import { requestKeys } from '../jobs/request-keys.js';
import { jsonSchemaSizeIssue } from './schema-size.js';

/** Datasets up to this size are evaluated during the request; larger ones run as a job. */
export const EVAL_SYNC_MAX_ITEMS = 1000;
const STEP_ITEMS = 500;
export const EVALUATION_JOB = 'evaluation.run';

const metricsOf = (names: string[]): Metric[] => names.map((n) => metricsByName.get(n)!);

/** The request as the route hands it on: its dataset read under Assay's names by the pre-step, which says how. */
export type EvaluationBody = EvaluationRequest & { field_mapping?: FieldMapping };

/**
 * A run's options: the request's metrics and thresholds (checked: checkRequest), the settings some metrics read,
 * and its project: the one named, else the caller's default project (the same rule as analyze, audit and red team).
 */
export async function runOptionsOf(request: EvaluationBody, caller: Pick<Reader, 'projects'>): Promise<runs.RunOptions> {
  const { names, thresholds } = await checkRequest(request);
  const { json_schema, regex, contains } = request.config ?? {};
  return {
    project_name: projectNameOr(request.project_name, caller),
    metrics: names,
    requested: request.metrics !== undefined,
    thresholds,
    settings: { json_schema, regex, contains },
    field_mapping: request.field_mapping ?? {},
  };
}

/** The request's metrics and thresholds, checked (422 otherwise): known names, the pattern and schema compiled. */
async function checkRequest(request: EvaluationRequest): Promise<{ names: string[]; thresholds: Record<string, number> }> {
  if ((request.dataset === undefined) === (request.trace_ids === undefined)) {
    throw errors.invalid(
      ['body'],
      request.dataset ? 'Give either dataset or trace_ids, not both.' : 'Give a dataset (a list of {input, output} items) or trace_ids to evaluate.',
    );
  }
  const issues: { loc: (string | number)[]; msg: string; type: string }[] = [];
  const unknown = (request.metrics ?? []).filter((n) => !metricsByName.has(n));
  if (unknown.length)
    issues.push({ loc: ['body', 'metrics'], msg: `Unknown metrics: ${unknown.join(', ')}. Known: ${metricNames.join(', ')}.`, type: 'value_error' });
  const thresholds = request.config?.thresholds ?? {};
  const unknownThresholds = Object.keys(thresholds).filter((n) => !metricsByName.has(n));
  if (unknownThresholds.length)
    issues.push({
      loc: ['body', 'config', 'thresholds'],
      msg: `Thresholds for unknown metrics: ${unknownThresholds.join(', ')}. Known: ${metricNames.join(', ')}.`,
      type: 'value_error',
    });
  // The user's pattern and schema are compiled on the pattern thread, never here (user-patterns/runner.ts).
  const schemaTooLarge = request.config?.json_schema === undefined ? null : jsonSchemaSizeIssue(request.config.json_schema, ['body', 'config', 'json_schema']);
  if (schemaTooLarge) issues.push(schemaTooLarge);
  issues.push(...(await checkUserPatterns({ regex: request.config?.regex, json_schema: schemaTooLarge ? undefined : request.config?.json_schema })));
  if (issues.length) throw errors.validation(issues);
  const { json_schema, regex, contains } = request.config ?? {};
  return { names: request.metrics ? [...new Set(request.metrics)] : defaultMetricNames({ json_schema, regex, contains }), thresholds };
}

/** Every item's results; the metrics that run the request's patterns are computed on the pattern thread. */
export async function evaluateAll(items: MinimalInputItem[], from: number, options: runs.RunOptions) {
  const metrics = metricsOf(options.metrics);
  // Those metrics read only the run's settings, so whether they run is the same for every item.
  const first = items.length === 0 ? null : toEvalItem(items[0], from);
  const onThread = first ? metrics.filter((m) => m.runsUserPatterns && missingInputs(m, first, options.settings).length === 0).map((m) => m.name) : [];
  const computed = onThread.length
    ? await scoreOnPatternThread(
        onThread,
        options.settings,
        items.map((raw, k) => toEvalItem(raw, from + k).output),
      )
    : [];
  // Metrics the request named run on every item with their inputs; those chosen by default only where they apply.
  return evaluateOnThreads({
    items: items.map((item, k) => ({ index: from + k, item, computed: computed[k] })),
    metrics: options.metrics,
    settings: options.settings,
    thresholds: options.thresholds,
    named: options.requested ? options.metrics : [],
  });
}

function runDocument(row: runs.RunRow, summary: Record<string, unknown> | null, status: EvaluationRun['status']): EvaluationRun {
  return {
    run_id: row.id,
    project_name: row.options.project_name,
    status,
    error: status === 'failed' ? (row.error ?? row.job_error ?? 'the run failed') : null,
    input_type: row.input_type,
    field_mapping: row.options.field_mapping ?? {},
    total_items: row.total_items,
    metrics: (summary ?? {}) as EvaluationRun['metrics'],
    metrics_requested: row.options.metrics,
    tokens_used: Number(row.tokens_used ?? 0),
    created_at: iso(row.created_at)!,
    completed_at: status === 'processing' ? null : (iso(row.completed_at ?? row.job_finished_at) ?? iso(row.created_at)!),
  };
}

/** Starts a run for the reader, who owns it; traces are read only if the reader may read them. */
export async function startEvaluation(store: Store, reader: Reader, request: EvaluationBody): Promise<EvaluationRun> {
  const ownerId = reader.userId;
  const options = await runOptionsOf(request, reader);
  let items: { item: MinimalInputItem; traceId: string | null }[];
  if (request.trace_ids) {
    items = await itemsFromTraces(store, reader, request.trace_ids);
    if (items.length === 0) throw errors.invalid(['body', 'trace_ids'], 'The traces hold no model turn to evaluate.');
  } else items = request.dataset!.map((item) => ({ item, traceId: null }));
  const { project } = await ensureProject(store, ownerId, options.project_name);
  const runId = crypto.randomUUID();
  const base = {
    id: runId,
    projectId: project.id,
    ownerId,
    inputType: request.trace_ids ? ('trace' as const) : ('dataset' as const),
    totalItems: items.length,
    options,
  };

  if (items.length > EVAL_SYNC_MAX_ITEMS) {
    await store.transaction(async (tx) => {
      await runs.insertRun(tx, base);
      await runs.insertItems(tx, runId, items);
      const job = await enqueueJob(tx, { kind: EVALUATION_JOB, payload: { run_id: runId }, ownerId, projectId: project.id });
      await tx.query('UPDATE evaluation_runs SET job_id = $2 WHERE id = $1', [runId, job.id]);
      requestKeys.remember(job.id, request.llm_api_key);
    });
    await notifyWorkers(store);
    return getRunDocument(store, runId, reader);
  }
  const results = await evaluateAll(
    items.map((x) => x.item),
    0,
    options,
  );
  const tokens = await judgeWith(
    runJudge(request.llm_api_key),
    items.map((x) => x.item),
    results,
  );
  await store.transaction(async (tx) => {
    await runs.insertRun(tx, base);
    await runs.insertItems(
      tx,
      runId,
      items.map((x, i) => ({ ...x, results: results[i] })),
    );
    await completeFrom(tx, runId, options, results);
    await runs.addTokens(tx, runId, tokens);
  });
  return getRunDocument(store, runId, reader);
}

/**
 * Records the evaluation run of a failure-analysis run: its items and metric results are the analysis run's
 * blocks (runs-store.ts, RunOptions.analysis_run_id). Completed at once when the results are given (analysed
 * during the request); else its job completes it (completeFrom). Returns the means of a completed run.
 */
export async function recordEvaluationOfRun(
  db: Queryable,
  run: { id: string; projectId: string; ownerId: string; options: runs.RunOptions },
  analysisRunId: string,
  totalItems: number,
  results?: EvaluationMetricResult[][],
): Promise<Record<string, number>> {
  const options = { ...run.options, analysis_run_id: analysisRunId };
  // Its items are not stored one by one: their ids are made from the run's (linked-items.ts).
  if (!results) {
    await runs.insertRun(db, { ...run, options, inputType: 'dataset', totalItems });
    return {};
  }
  // Inserted completed: one statement, not an insert and an update.
  const { summary, means } = summaryOf(options, totalsOf(results));
  await runs.insertRun(db, { ...run, options, inputType: 'dataset', totalItems }, summary);
  return means;
}

/** The mean of each metric that ran over a linked evaluation's results (eval_metrics of a run analysed in the caller's process). */
export function metricMeansOf(options: runs.RunOptions, results: Iterable<EvaluationMetricResult[] | null>): Record<string, number> {
  return summaryOf(options, totalsOf(results)).means;
}

export function totalsOf(results: Iterable<EvaluationMetricResult[] | null>): Map<string, MetricTotals> {
  const totals = new Map<string, MetricTotals>();
  for (const r of results) if (r) addResults(totals, r);
  return totals;
}

/** A run's summary from its metrics' totals, and the mean of each metric that ran (eval_metrics of an analysis). */
export function summaryOf(
  options: runs.RunOptions,
  totals: Map<string, MetricTotals>,
): { summary: ReturnType<typeof summarizeMetrics>; means: Record<string, number> } {
  const summary = summarizeMetrics(totals, metricsOf(options.metrics), options.thresholds, options.requested);
  return {
    summary,
    means: Object.fromEntries(
      Object.entries(summary)
        .filter(([, m]) => m.mean !== null)
        .map(([name, m]) => [name, m.mean as number]),
    ),
  };
}

/** Completes a run from its results; returns the mean of each metric that ran (eval_metrics of an analysis). */
export async function completeFrom(
  db: Queryable,
  runId: string,
  options: runs.RunOptions,
  results?: (EvaluationMetricResult[] | null)[],
): Promise<Record<string, number>> {
  const stored = async () =>
    runs.loadResults(db, (await db.query<runs.RunRow>('SELECT id, options, total_items FROM evaluation_runs WHERE id = $1', [runId]))[0]);
  return completeWithTotals(db, runId, options, totalsOf(results ?? (await stored())));
}

/** Completes a run from its metrics' totals (added up elsewhere); returns the mean of each metric that ran. */
export async function completeWithTotals(
  db: Queryable,
  runId: string,
  options: runs.RunOptions,
  totals: Map<string, MetricTotals>,
): Promise<Record<string, number>> {
  const { summary, means } = summaryOf(options, totals);
  await runs.completeRun(db, runId, summary);
  return means;
}

export async function getRunDocument(db: Queryable, runId: string, reader: Reader): Promise<EvaluationRun> {
  const row = await runs.getRun(db, runId, reader);
  if (!row) throw errors.notFound('Evaluation run', runId);
  return documentOf(row);
}

function documentOf(row: runs.RunRow): EvaluationRun {
  if (row.status === 'completed') return runDocument(row, row.summary, 'completed');
  const failed = row.status === 'failed' || row.job_state === 'failed' || row.job_state === 'cancelled';
  return runDocument(row, null, failed ? 'failed' : 'processing');
}

/** The caller's runs, newest first, as the documents GET /v2/evaluate/runs/{id} answers. */
export async function listRunDocuments(db: Queryable, filter: CreatedListFilter): Promise<{ runs: EvaluationRun[]; next_cursor: string | null }> {
  const page = pageOf(await runs.listRuns(db, filter), filter.limit);
  return { runs: page.rows.map(documentOf), next_cursor: page.next_cursor };
}

export async function listRunItems(db: Queryable, runId: string, reader: Reader, limit: number, offset: number): Promise<EvaluationItem[]> {
  const run = await runs.getRun(db, runId, reader);
  if (!run) throw errors.notFound('Evaluation run', runId);
  return (await runs.loadItems(db, run, offset, limit)).map(itemDocument);
}

export async function getItemDocument(db: Queryable, itemId: string, reader: Reader): Promise<EvaluationItem> {
  const row = await runs.getItem(db, itemId, reader);
  if (!row) throw errors.notFound('Evaluation item', itemId);
  return itemDocument(row);
}

/** The job behind large runs: steps of items, each committed with the job's progress; then the summary. */
export const evaluationJobHandler: JobHandler = {
  kind: EVALUATION_JOB,
  async run(ctx) {
    const runId = String(ctx.job.payload.run_id);
    const [row] = await ctx.step((tx) => tx.query<runs.RunRow>('SELECT * FROM evaluation_runs WHERE id = $1', [runId]));
    if (!row) throw new PermanentJobError(`evaluation run ${runId} no longer exists`);
    const judge = runJudge(requestKeys.get(ctx.job.id));
    for (let next = Number(ctx.job.progress.next ?? 0); next < row.total_items; next += STEP_ITEMS) {
      const page = await runs.loadItems(ctx.db, row, next, STEP_ITEMS);
      const results = await evaluateAll(
        page.map((p) => p.item),
        next,
        row.options,
      );
      const tokens = await judgeWith(
        judge,
        page.map((p) => p.item),
        results,
      );
      const end = next + STEP_ITEMS;
      await ctx.step(
        async (tx) => {
          await runs.saveResults(
            tx,
            runId,
            page.map((p, k) => ({ idx: p.idx, results: results[k] })),
          );
          await runs.addTokens(tx, runId, tokens);
        },
        { next: end, done: Math.min(end, row.total_items), total: row.total_items },
      );
    }
    await ctx.step((tx) => completeFrom(tx, runId, row.options));
    requestKeys.forget(ctx.job.id);
    return { run_id: runId };
  },
};

export { allMetrics };
