// A failure-analysis run in the caller's process (`assay analyze --local`): the request checked against the
// same schema, planned, analysed (detectors → judge → safety → metrics → rules) and scored by the same stages as a run on
// the server, answering the same document — with no store, no project and no key. What differs, and why:
//   - there is no project, so its custom rules are the request's alone;
//   - nothing is stored, so the document's ids (run, audit batch, evaluation run) name nothing on a server;
//   - there is no project, so no project settings (the caller passes its thresholds) and no code-scan upload;
//   - every tag and every item is in the document (config.max_*_in_response still limit them when given):
//     there is no server to page the rest from.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import { readDatasetFields } from '../http/dataset-fields.js';
import { bodyValidator } from '../http/validation.js';
import { threadPool } from '../runtime/thread-pool.js';
import { metricMeansOf } from '../evaluation/service.js';
import { detectFeatureKind, planDetectors, tagFacts } from '../core/detectors/engine.js';
import { summarize } from '../core/scoring/scoring.js';
import type { ThresholdSettings } from '../core/scoring/thresholds.js';
import { normalizeItem } from '../core/text/normalize.js';
import { analyseItemsHere, type Analysed } from './item-stages.js';
import { linksOf } from './item-links.js';
import { documentOf, inputsOf, orderTags, responseOf } from './run-document.js';
import { callsModels, evalRunOptions, judgeFor, planWithScan, resolveScope } from './run-steps.js';
import type * as runs from './runs-store.js';
import { analysisSchemas, FailureAnalysisRequest, type FailureAnalysisResponse, type MinimalInputItem } from './schemas.js';
import { analyzeItemsLinked } from './threads.js';
import { planRules, withRuleTags } from './rule-stage.js';
import { ruleSubcategoryIds, ruleSubcategoryNames } from '../core/rules/custom-rule.js';

/** The project a local run names when the request names none. */
export const LOCAL_PROJECT = 'default';

const NO_SCAN_LOCALLY = 'a local run has no code scan: scans are uploaded to a project on a server (assay push sends the run there)';

/** The request as the server's validator reads a JSON body: the same 422 detail for the same mistakes. */
const checkedRequest = bodyValidator<FailureAnalysisRequest>(analysisSchemas, FailureAnalysisRequest.$id!);

export interface LocalRunOptions {
  /** The thresholds a project's settings would give (the suite file's); the request's config still overrides them. */
  settings?: ThresholdSettings;
  /** How the dataset arrived, for the document's input_type. */
  inputType?: 'json' | 'csv';
}

/** Analyses a request's dataset in this process; answers the run's document, or throws the 422 the server would. */
export async function analyseLocally(body: unknown, local: LocalRunOptions = {}): Promise<FailureAnalysisResponse> {
  const started = Date.now();
  // Asked for in the body, before the schema's default (true) fills it in: only then is a missing scan news.
  const scanAsked = (body as { run_scan?: unknown } | null)?.run_scan === true;
  // The dataset read under Assay's names, as the server's pre-step reads it; the caller's object is left as it was.
  const posted = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : body;
  const fieldMapping = readDatasetFields(posted);
  const request = checkedRequest(posted);
  if (request.trace_id !== undefined && request.trace_id !== null) {
    throw errors.invalid(['body', 'trace_id'], 'A local run analyses a dataset; a stored trace is analysed on the server that stores it (leave out --local).');
  }
  if (!request.dataset) throw errors.invalid(['body'], 'Give a dataset (a list of {input, output} items) to analyse.');
  const dataset = request.dataset as MinimalInputItem[];
  // plan: as analyseDataset plans it (pipeline.ts), with the caller's settings and no scan.
  // A local run has no project: its custom rules are the request's (the suite file's).
  const scope = resolveScope(request.subcategories, request.buckets, ruleSubcategoryIds(request.config?.custom_rules ?? []));
  const rules = await planRules([], request);
  const items = dataset.map(normalizeItem);
  const featureKind = request.feature_kind ?? detectFeatureKind(items);
  const plan = planDetectors(items, featureKind, scope ? new Set(scope) : null, 'minimal');
  const described = {
    project_name: request.project_name ?? LOCAL_PROJECT,
    mode: 'minimal' as const,
    input_type: local.inputType ?? 'json',
    field_mapping: fieldMapping,
    feature_kind: featureKind,
    custom_rules: rules.length ? rules : undefined,
  };
  const noScan: Record<string, string> = scanAsked ? { scan: NO_SCAN_LOCALLY } : {};
  const { options, guard, llmApiKey } = planWithScan(request, scope, local.settings ?? {}, plan, described, null, noScan);
  const createdAt = new Date().toISOString();

  // detectors → judge → safety → metrics → rules: on this thread when a model is called (as a server job does),
  // else every stage of an item on the threads, then the rules on the pattern thread.
  const judge = judgeFor(options, llmApiKey);
  const batch = dataset.map((item, index) => ({ index, item }));
  const analysed = callsModels(options) ? await analyseItemsHere(batch, plan, options, guard, judge) : await analyseOnThreads(batch, plan, options);

  // scoring → document
  const { results, verdicts, evalResults } = analysed;
  const tags = results.flatMap((r) => r.tags);
  const checks = results.reduce((n, r) => n + r.checks, 0);
  const summary = summarize(tags.map(tagFacts), dataset.length, checks, options.thresholds, ruleSubcategoryNames(options.custom_rules));
  const flagged = (verdicts ?? []).flatMap((v) => v.categories);
  const means = options.evaluation && evalResults ? metricMeansOf(evalRunOptions(options.project_name, options.evaluation.metrics), evalResults) : null;
  const document = {
    ...documentOf(crypto.randomUUID(), options, createdAt, plan, summary, tags.length, started, flagged, means),
    tokens_used: judge?.tokensUsed ?? 0,
  };
  const maxTags = request.config?.max_tags_in_response ?? tags.length;
  const maxInputs = request.config?.max_inputs_in_response ?? dataset.length;
  return responseOf(document, orderTags(tags).slice(0, maxTags), inputsOf(dataset, results, maxInputs), dataset.length);
}

async function analyseOnThreads(
  batch: { index: number; item: MinimalInputItem }[],
  plan: ReturnType<typeof planDetectors>,
  options: runs.RunOptions,
): Promise<Analysed> {
  const links = linksOf(options);
  const linked = await analyzeItemsLinked(threadPool(), batch, plan, options.thresholds, links);
  const results = linked.map((l) => l.result);
  return {
    results: await withRuleTags(
      results,
      batch.map((b) => b.item),
      options.custom_rules,
      options.thresholds,
    ),
    verdicts: links.security ? linked.map((l) => l.verdict!) : undefined,
    evalResults: links.evaluation ? linked.map((l) => l.evalResults ?? []) : undefined,
    evalTokens: 0,
  };
}
