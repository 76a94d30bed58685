// Full mode: failure analysis of a stored trace. The trace's model turns become items (trace-items.ts),
// analysed by the item detectors as a dataset would be; trace detectors add what only the whole trace shows
// (trace-tags.ts). The run is stored and read back like any other. Always analysed during the request:
// a trace's turns number in the tens or hundreds, and the worker-thread pool keeps the event loop free.
import crypto from 'node:crypto';
import { errors } from '../http/errors.js';
import { ensureProject } from '../projects/projects.js';
import { getProjectSettings } from '../projects/settings.js';
import type { Reader } from '../store/readers.js';
import { guardFor } from '../security/audit/audit-service.js';
import type { Store } from '../store/store.js';
import { loadFullTrace } from '../traces/traces-store.js';
import { detectFeatureKind, planDetectors, tagFacts, type DetectorPlan, type ItemResult } from '../core/detectors/engine.js';
import { normalizeItem } from '../core/text/normalize.js';
import { documentOf, inputsOf, maxInputsOf, orderTags, responseOf } from './run-document.js';
import { withScanEvidence } from './scan-link.js';
import { analyzeWithAudit, judgeFor, planJudged, requestedExtras, runOptionsFor, saveCompletedRun, scanForRun } from './run-steps.js';
import { judgeSettings } from '../models/judge/client.js';
import type { FailureAnalysisRequest, FailureAnalysisResponse, MinimalInputItem } from './schemas.js';
import { summarize } from '../core/scoring/scoring.js';
import { deriveItems, type DerivedItem } from '../core/trace-detectors/trace-items.js';
import { addTraceTags, planTraceDetectors } from '../core/trace-detectors/trace-tags.js';
import { TraceView } from '../core/trace-detectors/trace-view.js';

const NO_CONVERSATION = 'the trace records no conversation (no message to analyse); only trace-level detectors ran';

/** When a trace has no answered turn, one item stands for the whole trace so trace-level tags have a home. */
function wholeTraceItem(view: TraceView): DerivedItem {
  const root = view.roots()[0] ?? null;
  const question = view.messages.find((m) => m.role === 'user')?.content ?? '';
  return {
    item: { input: question, output: '', metadata: { trace_id: view.trace.trace_id, span_id: root?.span_id ?? null, turn: 0 } },
    span_id: root?.span_id ?? null,
    spans: new Set(view.spans.map((s) => s.span_id)),
    time: Number.POSITIVE_INFINITY,
  };
}

/** Item results carry the trace, and each tag the span of its item's answer. */
function stampTrace(results: ItemResult[], derived: DerivedItem[], traceId: string): ItemResult[] {
  return results.map((r, i) => ({
    ...r,
    input: { ...r.input, trace_id: traceId },
    tags: r.tags.map((t) => ({ ...t, trace_id: traceId, span_id: t.span_id ?? derived[i].span_id })),
  }));
}

export async function analyzeTrace(
  store: Store,
  reader: Reader,
  request: FailureAnalysisRequest & { trace_id: string; project_name: string },
  scope: string[] | null,
  started: number,
): Promise<FailureAnalysisResponse> {
  const ownerId = reader.userId;
  const traceId = request.trace_id;
  const trace = await loadFullTrace(store, reader, traceId);
  if (!trace) throw errors.notFound('Trace', traceId);
  const { project } = await ensureProject(store, ownerId, request.project_name);
  const settings = await getProjectSettings(store, project.id);
  const view = new TraceView(trace);
  const turns = deriveItems(view);
  const derived = turns.length ? turns : [wholeTraceItem(view)];
  const dataset: MinimalInputItem[] = derived.map((d) => d.item);
  const items = dataset.map(normalizeItem);
  const scopeSet = scope ? new Set(scope) : null;
  const retrieval = trace.summary.retrieval_count > 0 || items.some((i) => i.hasContextField);
  const featureKind = request.feature_kind ?? (trace.summary.tool_call_count > 0 ? (retrieval ? 'agentic_rag' : 'agent') : detectFeatureKind(items));
  const plan: DetectorPlan = view.messages.length > 0
    ? planDetectors(items, featureKind, scopeSet, 'full')
    : { run: [], skipped: Object.fromEntries(planDetectors(items, featureKind, scopeSet, 'full').run.map((r) => [r.detector.id, NO_CONVERSATION])) };
  const traceDetectors = planTraceDetectors(scopeSet, plan.skipped);
  const { notRun, securityLabels, runScan, evalMetrics } = requestedExtras(request, scope);
  const scan = await scanForRun(store, project.id, runScan);
  const llmApiKey = request.llm_api_key ?? undefined;
  const guard = guardFor(llmApiKey);
  const judgeAvailable = judgeSettings(llmApiKey) !== null;
  planJudged(plan, scope, judgeAvailable);
  const options = runOptionsFor(
    request,
    { project_name: project.name, mode: 'full', input_type: 'trace', feature_kind: featureKind, scope, not_run: notRun, trace_id: traceId, scan },
    settings,
    plan,
    securityLabels,
    guard !== null,
    evalMetrics,
    judgeAvailable,
  );
  const runId = crypto.randomUUID();
  const createdAt = new Date().toISOString();

  const judge = judgeFor(options, llmApiKey);
  const analysed = await analyzeWithAudit(dataset, plan, options, guard, judge);
  let results = stampTrace(analysed.results, derived, traceId);
  const itemChecks = results.reduce((n, r) => n + r.checks, 0);
  const traced = addTraceTags(view, derived, results, traceDetectors, options.thresholds);
  // Trace tags get the scan's findings too (item tags already have theirs).
  results = withScanEvidence(traced.results, options.scan);

  const tags = results.flatMap((r) => r.tags);
  const summary = summarize(tags.map(tagFacts), items.length, itemChecks + traced.checks, options.thresholds);
  const flagged = (analysed.verdicts ?? []).flatMap((v) => v.categories);
  const base = documentOf(runId, options, createdAt, plan, summary, tags.length, started, flagged);
  const document = { ...base, detectors_run: [...base.detectors_run, ...traceDetectors.map((d) => d.id)], tokens_used: judge?.tokensUsed ?? 0 };
  await saveCompletedRun(store, { runId, projectId: project.id, ownerId, options, dataset, verdicts: analysed.verdicts, evalResults: analysed.evalResults, evalTokens: analysed.evalTokens }, results, document);
  return responseOf(document, orderTags(tags).slice(0, options.max_tags), inputsOf(dataset, results, maxInputsOf(options)), items.length);
}
