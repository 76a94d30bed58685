// The stage functions of a failure-analysis run that pipeline.ts calls: the request checked and planned (scope,
// what it asks beside the detectors, the judge, the options stored with the run), the judge put to work, and a
// run analysed during the request stored.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import type { Queryable, Store } from '../store/store.js';
import { packJsonAsync } from '../store/packed-json.js';
import { guardFor, recordBatchOfRun } from '../security/audit/audit-service.js';
import { resolveCategories } from '../security/category-ids.js';
import type { AuditedItem } from '../security/audit/combine.js';
import { latestUpload } from '../scanner/uploads-store.js';
import { newLinkedRunId } from '../evaluation/linked-items.js';
import { recordEvaluationOfRun } from '../evaluation/service.js';
import type { EvaluationMetricResult } from '../evaluation/schemas.js';
import { judgeMetricResults } from '../evaluation/judged-metrics.js';
import { judgedMetricsOf } from '../models/judge/metric-prompts.js';
import { addTokens as addEvaluationTokens } from '../evaluation/runs-store.js';
import { JudgeSession, judgeSettings } from '../models/judge/client.js';
import type { DetectorPlan, ItemResult } from '../core/detectors/engine.js';
import { metricNames } from '../core/metrics/registry.js';
import { resolveThresholds, type ThresholdSettings } from '../core/scoring/thresholds.js';
import { findBucket, subcategoriesById, taxonomy } from '../core/taxonomy/index.js';
import { itemBlockTexts, resultBlocks } from '../item-blocks/blocks.js';
import { insertItemBlocks, insertResultBlocks } from '../item-blocks/blocks-store.js';
import * as runs from './runs-store.js';
import { DEFAULT_MAX_INPUTS, DEFAULT_MAX_TAGS, NOT_RUN } from './run-document.js';
import { relevantFindings, type RunScan } from './scan-link.js';
import type { FailureAnalysisRequest, MinimalInputItem } from './schemas.js';
import { securityLabelsFor } from './security-link.js';
import { evalMetricsFor } from './eval-link.js';
import { judgedSubcategories, judgeItemResults } from './judge-phase.js';
import { hybridItemResults, hybridSubcategories } from './hybrid-phase.js';

/**
 * Subcategory ids of the taxonomy in scope: the union of the named subcategories and buckets; null = all. `own`:
 * the subcategories of the run's custom rules, which subcategories may name too (they scope the rules, not the detectors).
 */
export function resolveScope(subcategories?: string[] | null, buckets?: string[] | null, own: ReadonlySet<string> = new Set()): string[] | null {
  if (!subcategories?.length && !buckets?.length) return null;
  const unknownSubs = (subcategories ?? []).filter((id) => !subcategoriesById.has(id) && !own.has(id));
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
  const scope = new Set((subcategories ?? []).filter((id) => subcategoriesById.has(id)));
  for (const id of buckets ?? []) for (const s of findBucket(id)!.subcategories) scope.add(s.subcategory_id);
  return [...scope];
}

/** On by default (the document's default): the project's latest scan is attached when it has one. */
const runScanOf = (request: FailureAnalysisRequest): boolean => request.run_scan ?? true;

/** What the request asks beside the detectors: the metrics and security categories it links, and the scan. */
export function requestedExtras(request: FailureAnalysisRequest, scope: string[] | null) {
  const notRun: Record<string, string> = {};
  const mandatoryMetrics = [...new Set(request.mandatory_eval_metrics ?? [])];
  const unknownMetrics = mandatoryMetrics.filter((m) => !metricNames.includes(m));
  if (unknownMetrics.length) {
    throw errors.invalid(['body', 'mandatory_eval_metrics'], `Unknown metrics: ${unknownMetrics.join(', ')}. Known: ${metricNames.join(', ')}.`);
  }
  const unknownGating = (request.config?.gate_subcategories ?? []).filter((id) => !subcategoriesById.has(id));
  if (unknownGating.length) {
    throw errors.invalid(
      ['body', 'config', 'gate_subcategories'],
      `Unknown subcategories: ${unknownGating.join(', ')}. Known: ${[...subcategoriesById.keys()].join(', ')}.`,
    );
  }
  // Mandatory metrics run even when run_eval is false.
  const evalMetrics = request.run_eval !== false ? evalMetricsFor(scope, mandatoryMetrics, new Set(metricNames)) : mandatoryMetrics;
  if (request.run_eval !== false && evalMetrics.length === 0) notRun.eval = NOT_RUN.eval;
  // Mandatory categories are checked even when run_security is false.
  const mandatory = request.mandatory_security_categories?.length
    ? resolveCategories(request.mandatory_security_categories, ['body', 'mandatory_security_categories'])
    : [];
  const securityLabels = request.run_security !== false ? securityLabelsFor(scope, mandatory) : mandatory;
  if (request.run_security !== false && securityLabels.length === 0) notRun.security = 'no security category relates to the subcategories checked';
  const runScan = runScanOf(request);
  return { notRun, securityLabels, runScan, evalMetrics };
}

/**
 * The scan a run attaches when run_scan is on: the project's latest upload, when it has one (scan_upload_id then
 * names it; null says there was none — run_scan is on by default, so its absence is not reported as a problem).
 */
export async function scanForRun(db: Queryable, projectId: string, runScan: boolean): Promise<RunScan | null> {
  if (!runScan) return null;
  const upload = await latestUpload(db, projectId);
  return upload ? relevantFindings(upload.id, upload.findings) : null;
}

/**
 * With a judge available, the judge-only subcategories in scope leave the skipped list for the plan's judged
 * one, and the hybrid subcategories with a planned detector get the judge beside it.
 */
export function planJudged(plan: DetectorPlan, scope: string[] | null, judgeAvailable: boolean): void {
  if (!judgeAvailable) return;
  plan.judged = judgedSubcategories(scope, plan.skipped);
  for (const id of plan.judged) delete plan.skipped[id];
  plan.hybrid = hybridSubcategories(plan);
}

/** Whether a run calls the language-model judge (judged or hybrid subcategories, judged metrics). */
export const usesJudge = (options: Pick<runs.RunOptions, 'judged' | 'hybrid' | 'evaluation'>): boolean =>
  Boolean(options.judged?.length || options.hybrid?.length || options.evaluation?.judged?.length);

/**
 * Whether the run calls a language model (the guard model or the judge): the analysis threads make no network
 * calls, so such a run's job analyses on the main thread, with the request's key kept for it.
 */
export const callsModels = (options: runs.RunOptions): boolean => Boolean(options.security?.guard_model) || usesJudge(options);

/** Puts the judge to work on analysed items: judge-only subcategories, then hybrid ones. */
export async function judgeResults(results: ItemResult[], items: MinimalInputItem[], options: runs.RunOptions, judge: JudgeSession): Promise<ItemResult[]> {
  let out = results;
  if (options.judged?.length) out = await judgeItemResults(out, items, options.judged, judge, options.thresholds);
  if (options.hybrid?.length) out = await hybridItemResults(out, items, options.hybrid, judge, options.thresholds);
  return out;
}

/** The options stored with a run: what it was asked and planned to do. */
export function runOptionsFor(
  request: FailureAnalysisRequest,
  run: Pick<
    runs.RunOptions,
    'project_name' | 'mode' | 'input_type' | 'field_mapping' | 'feature_kind' | 'scope' | 'not_run' | 'trace_id' | 'scan' | 'custom_rules'
  >,
  settings: ThresholdSettings,
  plan: DetectorPlan,
  securityLabels: string[],
  guardModel: boolean,
  evalMetrics: string[],
  judgeAvailable: boolean,
): runs.RunOptions {
  return {
    ...run,
    thresholds: resolveThresholds(settings, request.config),
    max_tags: request.config?.max_tags_in_response ?? DEFAULT_MAX_TAGS,
    max_inputs: request.config?.max_inputs_in_response ?? DEFAULT_MAX_INPUTS,
    detectors: plan.run.map((r) => r.detector.id),
    skipped: plan.skipped,
    judged: plan.judged ?? [],
    hybrid: plan.hybrid ?? [],
    security: securityLabels.length > 0 ? { labels: securityLabels, batch_id: crypto.randomUUID(), guard_model: guardModel } : null,
    // The linked evaluation run's id names its items (evaluation/linked-items.ts).
    evaluation:
      evalMetrics.length > 0
        ? {
            metrics: evalMetrics,
            mandatory: [...new Set(request.mandatory_eval_metrics ?? [])],
            run_id: newLinkedRunId(),
            judged: judgeAvailable ? judgedMetricsOf(evalMetrics) : [],
          }
        : null,
  };
}

/** What a run is, as its request and plan say: stored with its options. */
type RunDescription = Pick<runs.RunOptions, 'project_name' | 'mode' | 'input_type' | 'field_mapping' | 'feature_kind' | 'trace_id' | 'custom_rules'>;

/**
 * The rest of the plan, once the detectors' is made: what the request asks beside them (checked), the project's
 * latest scan, the guard model and the judge (the request's key, else the server's), and the run's options.
 */
export async function planRun(
  db: Queryable,
  request: FailureAnalysisRequest,
  scope: string[] | null,
  projectId: string,
  settings: ThresholdSettings,
  plan: DetectorPlan,
  run: RunDescription,
) {
  // The rest of the request is checked once, by planWithScan.
  const scan = await scanForRun(db, projectId, runScanOf(request));
  return planWithScan(request, scope, settings, plan, run, scan);
}

/** planRun once the scan is known (none for a run in the caller's process, which has no project's uploads). */
export function planWithScan(
  request: FailureAnalysisRequest,
  scope: string[] | null,
  settings: ThresholdSettings,
  plan: DetectorPlan,
  run: RunDescription,
  scan: RunScan | null,
  notRun: Record<string, string> = {},
) {
  const extras = requestedExtras(request, scope);
  const llmApiKey = request.llm_api_key ?? undefined;
  const guard = guardFor(llmApiKey);
  const judgeAvailable = judgeSettings(llmApiKey) !== null;
  planJudged(plan, scope, judgeAvailable);
  const not_run = { ...extras.notRun, ...notRun };
  const options = runOptionsFor(
    request,
    { ...run, scope, not_run, scan },
    settings,
    plan,
    extras.securityLabels,
    guard !== null,
    extras.evalMetrics,
    judgeAvailable,
  );
  return { options, guard, llmApiKey };
}

/** The audit batch a run records when it audits its items (security_batch_id). */
export function securityBatchFor(options: runs.RunOptions, run: { runId: string; projectId: string; ownerId: string; totalItems: number }) {
  const security = options.security;
  if (!security) return null;
  return {
    id: security.batch_id,
    projectId: run.projectId,
    ownerId: run.ownerId,
    name: `analysis-${run.runId}`,
    totalItems: run.totalItems,
    options: {
      project_name: options.project_name,
      categories: security.labels,
      include_evidence: true,
      guard_model: security.guard_model,
      field_mapping: options.field_mapping,
    },
  };
}

/** The evaluation run a run records when it evaluates its items (eval_run_id): its metrics, all reported, default thresholds. */
export function evaluationRunFor(options: runs.RunOptions, run: { projectId: string; ownerId: string }) {
  const evaluation = options.evaluation;
  if (!evaluation) return null;
  return {
    id: evaluation.run_id,
    projectId: run.projectId,
    ownerId: run.ownerId,
    options: { ...evalRunOptions(options.project_name, evaluation.metrics), field_mapping: options.field_mapping },
  };
}

export const evalRunOptions = (projectName: string, metrics: string[]) => ({
  project_name: projectName,
  metrics,
  requested: true,
  thresholds: {},
  settings: {},
});

/**
 * With a judge, the run's judged metrics are scored by it before they adjust the tags, as in an evaluation run
 * of their own; returns the judge's tokens for them (counted on the linked evaluation run too).
 */
export async function judgeLinkedMetrics(
  items: MinimalInputItem[],
  evalResults: EvaluationMetricResult[][],
  options: runs.RunOptions,
  judge: JudgeSession | null,
): Promise<number> {
  return judge && options.evaluation?.judged?.length ? judgeMetricResults(items, evalResults, judge) : 0;
}

/** The judge session of a run that has judged or hybrid subcategories (the request's key, else the server's). */
export function judgeFor(options: runs.RunOptions, llmApiKey?: string | null): JudgeSession | null {
  const settings = usesJudge(options) ? judgeSettings(llmApiKey ?? undefined) : null;
  return settings ? new JudgeSession(settings) : null;
}

export const auditItemsOf = (dataset: MinimalInputItem[]) => dataset.map((item) => ({ input: item.input, output: item.output }));

/** Writes a run analysed during the request: the run, its blocks, its audit batch and evaluation run, and its document. */
export async function saveCompletedRun(
  store: Store,
  run: {
    runId: string;
    projectId: string;
    ownerId: string;
    options: runs.RunOptions;
    dataset: MinimalInputItem[];
    verdicts?: AuditedItem[];
    evalResults?: EvaluationMetricResult[][];
    evalTokens?: number;
  },
  results: ItemResult[],
  document: runs.StoredDocument,
): Promise<void> {
  const securityBatch = securityBatchFor(run.options, { ...run, totalItems: run.dataset.length });
  const evaluationRun = evaluationRunFor(run.options, run);
  const itemBlocks = await Promise.all(
    itemBlockTexts(run.dataset).map(async (b) => ({ firstIndex: b.firstIndex, count: b.count, items: await packJsonAsync(b.json) })),
  );
  const linked = results.map((_, i) => ({ verdict: run.verdicts?.[i] ?? null, evalResults: run.evalResults?.[i] ?? null }));
  // Each record is inserted completed (one statement each, no insert-then-update): on PGlite every statement
  // runs on the server's one thread, and a small run is mostly these writes (docs/benchmarks.md).
  await store.transaction(async (tx) => {
    // The document is the one answered to the request too: it gets the metric means as they are stored.
    if (evaluationRun) {
      document.eval_metrics = await recordEvaluationOfRun(tx, evaluationRun, run.runId, run.dataset.length, run.evalResults);
      await addEvaluationTokens(tx, evaluationRun.id, run.evalTokens ?? 0);
    }
    await runs.insertRun(tx, { id: run.runId, projectId: run.projectId, ownerId: run.ownerId, totalItems: run.dataset.length, options: run.options }, document);
    await insertItemBlocks(tx, run.runId, itemBlocks);
    await insertResultBlocks(tx, run.runId, resultBlocks(results, linked));
    if (securityBatch) await recordBatchOfRun(tx, securityBatch, run.runId, run.verdicts);
  });
}
