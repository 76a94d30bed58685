// A failure-analysis run, top to bottom. A request takes one of three paths:
//   a trace (full mode)                       analysed during the request: the trace's turns are its items
//   a dataset of up to SYNC_MAX_ITEMS items    analysed during the request
//   a larger dataset                           stored, then analysed by a job, a step of blocks at a time
// Each path runs the same stages, in this order (the later ones read what the earlier ones tagged):
//   plan       which detectors, judged subcategories, audit categories, metrics and scan: the run's options
//   detectors  the deterministic detectors → an item result per item (its tags and checks)
//   judge      the language-model judge (when the run has one): judge-only subcategories add tags, hybrid ones
//              are combined with the detectors' tags
//   safety     the S1–S23 audit, with the guard model when there is one → a verdict per item; an unsafe
//              answer raises its related tags
//   scan       the project's code-scan findings → evidence on related tags
//   metrics    the related evaluation metrics → results per item, which move related tags' confidence
//   rules      the custom rules (the project's and the request's), on the pattern thread → their tags
//   scoring    the tags summarised (counts, score, gates)
//   document   the run's document, which the API answers
//   store      the run, its item and result blocks, its audit batch and its evaluation run
// A job without network calls or rules runs detectors → safety → scan → metrics on the threads, an item at a time
// (item-links.ts); with a guard model, a judge or rules, it runs the stages here (analyseItemsHere), step by step.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import type { FieldMapping } from '../http/dataset-fields.js';
import { enqueueJob, notifyWorkers } from '../jobs/queue.js';
import { requestKeys } from '../jobs/request-keys.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/worker.js';
import { packJsonAsync } from '../store/packed-json.js';
import type { Reader } from '../store/readers.js';
import type { Queryable, Store } from '../store/store.js';
import { collectGarbageSoon } from '../runtime/memory.js';
import { projectNameOr } from '../accounts/default-project.js';
import { ensureProject } from '../projects/projects.js';
import { getProjectSettings } from '../projects/settings.js';
import { completeJudgedBatch, guardFor, recordBatchOfRun } from '../security/audit/audit-service.js';
import { completeWithTotals, recordEvaluationOfRun } from '../evaluation/service.js';
import { addTokens as addEvaluationTokens } from '../evaluation/runs-store.js';
import { loadFullTrace } from '../traces/traces-store.js';
import type { JudgeSession } from '../models/judge/client.js';
import { detectFeatureKind, planDetectors, tagFacts, type DetectorPlan } from '../core/detectors/engine.js';
import { emptyStats } from '../core/safety/audit-stats.js';
import { summarize } from '../core/scoring/scoring.js';
import { normalizeItem } from '../core/text/normalize.js';
import { addTraceTags, planTraceDetectors } from '../core/trace-detectors/trace-tags.js';
import { TraceView } from '../core/trace-detectors/trace-view.js';
import { itemBlockTexts, resultBlocks } from '../item-blocks/blocks.js';
import { insertItemBlocks, insertResultBlocks, loadItems, loadRunTotals, loadTagFacts } from '../item-blocks/blocks-store.js';
import { stampTrace, traceFeatureKind, traceItems, tracePlan } from './full-mode.js';
import { dropHeadStart, startHeadStart } from './head-start.js';
import { linksOf } from './item-links.js';
import { documentOf, inputsOf, maxInputsOf, orderTags, placeholderDocument, responseOf } from './run-document.js';
import { analyseStepOnThreads, overlapSteps, planFromOptions, progressOf, stepsOf, type JobTokens } from './run-job.js';
import { callsModels, evalRunOptions, evaluationRunFor, judgeFor, planRun, resolveScope, saveCompletedRun, securityBatchFor } from './run-steps.js';
import * as runs from './runs-store.js';
import { withScanEvidence } from './scan-link.js';
import type { FailureAnalysisRequest, FailureAnalysisResponse, MinimalInputItem } from './schemas.js';
import { analyseItemsHere, type Analysed } from './item-stages.js';
import { planRules, runsHere } from './rule-stage.js';
import { projectRulesByName } from '../projects/custom-rules.js';
import { ruleSubcategoryIds, ruleSubcategoryNames, type ResolvedRule } from '../core/rules/custom-rule.js';

/**
 * Datasets up to this size are analysed during the request; larger ones run as a job, in batches small
 * enough (a few hundred milliseconds of CPU each) that the process keeps answering other requests.
 */
export const SYNC_MAX_ITEMS = 500;
export const ANALYSIS_JOB = 'analysis.run';

export interface AnalyzeRequest extends FailureAnalysisRequest {
  input_type?: 'json' | 'csv';
  /** Set by the pre-step (http/dataset-fields.ts), whatever the client sent. */
  field_mapping?: FieldMapping;
}

/** Starts a run for the reader, who owns it; a trace is read only if the reader may read it. */
export async function startAnalysis(store: Store, reader: Reader, request: AnalyzeRequest): Promise<FailureAnalysisResponse> {
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
  const projectName = projectNameOr(request.project_name, reader);
  // The project's custom rules and the request's: their own subcategories may be named in the scope.
  const projectRules = await projectRulesByName(store, reader.userId, projectName);
  const scope = resolveScope(request.subcategories, request.buckets, ruleSubcategoryIds([...projectRules, ...(request.config?.custom_rules ?? [])]));
  const rules = await planRules(projectRules, request);
  const planned = { scope, custom_rules: rules.length ? rules : undefined };
  if (hasTrace) return analyseTrace(store, reader, { ...request, trace_id: request.trace_id!, project_name: projectName }, planned, started);
  return analyseDataset(store, reader, request, projectName, planned, started);
}

/** The subcategories in scope (null = all) and the custom rules the run takes (absent when none). */
interface PlannedScope {
  scope: string[] | null;
  custom_rules: ResolvedRule[] | undefined;
}

/** Minimal mode: a dataset, analysed during the request when small, else stored for the job. */
async function analyseDataset(
  store: Store,
  reader: Reader,
  request: AnalyzeRequest,
  projectName: string,
  { scope, custom_rules }: PlannedScope,
  started: number,
): Promise<FailureAnalysisResponse> {
  const dataset = request.dataset as MinimalInputItem[];
  const { project } = await ensureProject(store, reader.userId, projectName);
  const settings = await getProjectSettings(store, project.id);
  // plan: the detectors whose requirements the items meet, in scope; then the rest of the run's options.
  const items = dataset.map(normalizeItem);
  const featureKind = request.feature_kind ?? detectFeatureKind(items);
  const plan = planDetectors(items, featureKind, scope ? new Set(scope) : null, 'minimal');
  const described = {
    project_name: project.name,
    mode: 'minimal' as const,
    input_type: request.input_type ?? 'json',
    field_mapping: request.field_mapping ?? {},
    feature_kind: featureKind,
    custom_rules,
  };
  const { options, guard, llmApiKey } = await planRun(store, request, scope, project.id, settings, plan, described);
  const ids = { runId: crypto.randomUUID(), projectId: project.id, ownerId: reader.userId };
  const createdAt = new Date().toISOString();
  if (items.length > SYNC_MAX_ITEMS) return queueAnalysisJob(store, reader, ids, dataset, plan, options, llmApiKey);

  // detectors → judge → safety → scan → metrics
  const judge = judgeFor(options, llmApiKey);
  const analysed = await analyseItemsHere(
    dataset.map((item, index) => ({ index, item })),
    plan,
    options,
    guard,
    judge,
  );
  const checks = analysed.results.reduce((n, r) => n + r.checks, 0);
  // scoring → document → store
  return completeInRequest(store, { ...ids, options, plan, dataset, createdAt, started, judge }, analysed, checks);
}

/** Full mode: a stored trace, its turns analysed as items, then the trace detectors over the whole trace. */
async function analyseTrace(
  store: Store,
  reader: Reader,
  request: FailureAnalysisRequest & { trace_id: string; project_name: string },
  { scope, custom_rules }: PlannedScope,
  started: number,
): Promise<FailureAnalysisResponse> {
  const traceId = request.trace_id;
  const trace = await loadFullTrace(store, reader, traceId);
  if (!trace) throw errors.notFound('Trace', traceId);
  const { project } = await ensureProject(store, reader.userId, request.project_name);
  const settings = await getProjectSettings(store, project.id);
  const view = new TraceView(trace);
  const derived = traceItems(view);
  const dataset: MinimalInputItem[] = derived.map((d) => d.item);
  const items = dataset.map(normalizeItem);
  // plan: the item detectors, and the trace detectors (before the judge takes its subcategories off the skipped list).
  const scopeSet = scope ? new Set(scope) : null;
  const featureKind = request.feature_kind ?? traceFeatureKind(view, items);
  const plan = tracePlan(view, items, featureKind, scopeSet);
  const traceDetectors = planTraceDetectors(scopeSet, plan.skipped);
  const described = {
    project_name: project.name,
    mode: 'full' as const,
    input_type: 'trace' as const,
    feature_kind: featureKind,
    trace_id: traceId,
    custom_rules,
  };
  const { options, guard, llmApiKey } = await planRun(store, request, scope, project.id, settings, plan, described);
  const ids = { runId: crypto.randomUUID(), projectId: project.id, ownerId: reader.userId };
  const createdAt = new Date().toISOString();

  // detectors → judge → safety → scan → metrics, on the turns
  const judge = judgeFor(options, llmApiKey);
  const analysed = await analyseItemsHere(
    dataset.map((item, index) => ({ index, item })),
    plan,
    options,
    guard,
    judge,
  );
  const stamped = stampTrace(analysed.results, derived, traceId);
  const itemChecks = stamped.reduce((n, r) => n + r.checks, 0);
  // trace detectors: tags only the whole trace shows, on the items of their spans; they get the scan's findings too.
  const traced = addTraceTags(view, derived, stamped, traceDetectors, options.thresholds);
  const results = withScanEvidence(traced.results, options.scan);
  // scoring → document → store
  const run = { ...ids, options, plan, dataset, createdAt, started, judge, extraDetectors: traceDetectors.map((d) => d.id) };
  return completeInRequest(store, run, { ...analysed, results }, itemChecks + traced.checks);
}

interface InRequestRun {
  runId: string;
  projectId: string;
  ownerId: string;
  options: runs.RunOptions;
  plan: DetectorPlan;
  dataset: MinimalInputItem[];
  createdAt: string;
  started: number;
  judge: JudgeSession | null;
  /** Detectors run beside the plan's (full mode's trace detectors). */
  extraDetectors?: string[];
}

/** scoring → document → store for a run analysed during the request; answers its response. */
async function completeInRequest(store: Store, run: InRequestRun, analysed: Analysed, checks: number): Promise<FailureAnalysisResponse> {
  const { runId, options, dataset } = run;
  const { results, verdicts, evalResults, evalTokens } = analysed;
  const tags = results.flatMap((r) => r.tags);
  // scoring: the tags' facts → summary
  const summary = summarize(tags.map(tagFacts), dataset.length, checks, options.thresholds, ruleSubcategoryNames(options.custom_rules));
  // document: summary, plan and audit flags → the run's document
  const flagged = (verdicts ?? []).flatMap((v) => v.categories);
  const base = documentOf(runId, options, run.createdAt, run.plan, summary, tags.length, run.started, flagged);
  const document = { ...base, detectors_run: [...base.detectors_run, ...(run.extraDetectors ?? [])], tokens_used: run.judge?.tokensUsed ?? 0 };
  // store: the run, its blocks, its audit batch and evaluation run (which set the document's metric means)
  await saveCompletedRun(
    store,
    { runId, projectId: run.projectId, ownerId: run.ownerId, options, dataset, verdicts, evalResults, evalTokens },
    results,
    document,
  );
  return responseOf(document, orderTags(tags).slice(0, options.max_tags), inputsOf(dataset, results, maxInputsOf(options)), dataset.length);
}

/**
 * store (first): a large run's items, its audit batch and evaluation run (both read the run's blocks) and its
 * job; answers the processing placeholder. The threads make a head start on the first blocks meanwhile.
 */
async function queueAnalysisJob(
  store: Store,
  reader: Reader,
  ids: { runId: string; projectId: string; ownerId: string },
  dataset: MinimalInputItem[],
  plan: DetectorPlan,
  options: runs.RunOptions,
  llmApiKey: string | undefined,
): Promise<FailureAnalysisResponse> {
  const { runId, projectId, ownerId } = ids;
  const securityBatch = securityBatchFor(options, { runId, projectId, ownerId, totalItems: dataset.length });
  const evaluationRun = evaluationRunFor(options, { projectId, ownerId });
  const texts = itemBlockTexts(dataset);
  // With a guard model or a judge the job analyses on the main thread, so a head start on the threads would be wasted.
  if (!runsHere(options)) startHeadStart(runId, texts, plan, options.thresholds, linksOf(options));
  // Packed off this thread (libuv's pool), block by block, while the threads start on the first blocks.
  const blocks = await Promise.all(texts.map(async (b) => ({ firstIndex: b.firstIndex, count: b.count, items: await packJsonAsync(b.json) })));
  await store
    .transaction(async (tx) => {
      await runs.insertRun(tx, { id: runId, projectId, ownerId, totalItems: dataset.length, options });
      await insertItemBlocks(tx, runId, blocks);
      if (securityBatch) await recordBatchOfRun(tx, securityBatch, runId);
      if (evaluationRun) await recordEvaluationOfRun(tx, evaluationRun, runId, dataset.length);
      const job = await enqueueJob(tx, { kind: ANALYSIS_JOB, payload: { run_id: runId }, ownerId, projectId });
      await tx.query('UPDATE analysis_runs SET job_id = $2 WHERE id = $1', [runId, job.id]);
      // The judge and the guard model of the job use the request's key, kept in this process's memory only.
      if (callsModels(options)) requestKeys.remember(job.id, llmApiKey);
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

/** The job behind large runs: steps of item blocks, each stored with its progress, then the document. Resumable after a crash. */
export const analysisJobHandler: JobHandler = {
  kind: ANALYSIS_JOB,
  async run(ctx) {
    const runId = String(ctx.job.payload.run_id);
    const [row] = await ctx.step((tx) => tx.query<runs.RunRow>('SELECT * FROM analysis_runs WHERE id = $1', [runId]));
    if (!row) throw new PermanentJobError(`run ${runId} no longer exists`);
    // plan: as the request made it, stored with the run's options.
    const plan = planFromOptions(row.options);
    const from = Number(ctx.job.progress.next ?? 0);
    // detectors → (judge) → safety → scan → metrics → (rules) → store, a step at a time. A guard model or the judge
    // is called over the network, and rules run on the pattern thread, which the analysis threads do not reach:
    // then the steps are analysed here.
    let judged: JobTokens = { tokens: 0, evalTokens: 0 };
    if (runsHere(row.options)) judged = await analyseStepsHere(ctx, row, plan, from);
    else await analyseStepsOnThreads(ctx, row, plan, from);
    // scoring → document → store
    await ctx.step((tx) => completeJob(tx, row, plan, judged));
    requestKeys.forget(ctx.job.id);
    return { run_id: runId };
  },
};

/** The job's steps on the threads: the next steps' blocks analysed while this thread stores the one before. */
async function analyseStepsOnThreads(ctx: JobContext, row: runs.RunRow, plan: DetectorPlan, from: number): Promise<void> {
  const links = linksOf(row.options);
  await overlapSteps(
    await stepsOf(ctx, row.id, from),
    // detectors → safety → scan → metrics, per item on the threads (item-links.ts) → result blocks
    (step) => analyseStepOnThreads(ctx.db, row.id, step, plan, row.options.thresholds, links),
    // store: the step's result blocks, with the job's progress
    (step, blocks) => ctx.step((tx) => insertResultBlocks(tx, row.id, blocks), progressOf(step, row.total_items)),
  );
}

/** The job's steps on this thread, one at a time; returns the judge tokens, those of steps stored before a resume included. */
async function analyseStepsHere(ctx: JobContext, row: runs.RunRow, plan: DetectorPlan, from: number): Promise<JobTokens> {
  const options = row.options;
  // The request's key, when this process took the request (requestKeys); else the server's own settings.
  const key = requestKeys.get(ctx.job.id);
  const judge = judgeFor(options, key);
  const guard = options.security?.guard_model ? guardFor(key) : null;
  let tokens = Number(ctx.job.progress.tokens ?? 0);
  let evalTokens = Number(ctx.job.progress.eval_tokens ?? 0);
  for (const step of await stepsOf(ctx, row.id, from)) {
    const batch = await loadItems(ctx.db, row.id, step.start, step.end);
    const before = judge?.tokensUsed ?? 0;
    // detectors → judge → safety → scan → metrics
    const analysed = await analyseItemsHere(batch, plan, options, guard, judge);
    tokens += (judge?.tokensUsed ?? 0) - before;
    evalTokens += analysed.evalTokens;
    // store: the step's result blocks, with the job's progress and tokens
    const linked = analysed.results.map((_, k) => ({ verdict: analysed.verdicts?.[k] ?? null, evalResults: analysed.evalResults?.[k] ?? null }));
    const blocks = resultBlocks(analysed.results, linked);
    await ctx.step((tx) => insertResultBlocks(tx, row.id, blocks), { ...progressOf(step, row.total_items), tokens, eval_tokens: evalTokens });
  }
  return { tokens, evalTokens };
}

/** scoring → document → store for a job's run, from its stored blocks' tags and totals. */
async function completeJob(tx: Queryable, row: runs.RunRow, plan: DetectorPlan, judged: JobTokens): Promise<void> {
  const { options, id: runId } = row;
  // scoring: the blocks' totals, not every item's results again (item-blocks/blocks.ts)
  const facts = await loadTagFacts(tx, runId);
  const totals = await loadRunTotals(tx, runId);
  const summary = summarize(facts, row.total_items, totals.checks, options.thresholds, ruleSubcategoryNames(options.custom_rules));
  const started = new Date(row.created_at).getTime();
  // the linked audit batch and evaluation run complete from the same totals: audit flags and metric means
  const flagged = options.security ? await completeJudgedBatch(tx, options.security.batch_id, totals.audit ?? emptyStats()) : [];
  const evaluation = options.evaluation;
  const means = evaluation
    ? await completeWithTotals(tx, evaluation.run_id, evalRunOptions(options.project_name, evaluation.metrics), totals.metrics ?? new Map())
    : {};
  if (evaluation) await addEvaluationTokens(tx, evaluation.run_id, judged.evalTokens);
  // document, stored without its inputs (runs-store.ts completeRun): they are read from the blocks
  const document = {
    ...documentOf(runId, options, runs.runCreatedAt(row), plan, summary, facts.length, started, flagged, evaluation ? means : null),
    tokens_used: judged.tokens,
  };
  await runs.completeRun(tx, runId, document);
}
