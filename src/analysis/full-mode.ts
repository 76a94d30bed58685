// Full mode's own stages (pipeline.ts runs them): a stored trace's model turns become the run's items
// (trace-items.ts), analysed by the item detectors as a dataset would be; trace detectors then add what only the
// whole trace shows (trace-tags.ts). A trace is always analysed during the request: its turns number in the
// tens or hundreds, and the worker-thread pool keeps the event loop free.
import { detectFeatureKind, planDetectors, type DetectorPlan, type ItemResult } from '../core/detectors/engine.js';
import type { FeatureKind } from '../core/shapes/failure-analysis.js';
import type { NormalizedItem } from '../core/text/normalize.js';
import { deriveItems, type DerivedItem } from '../core/trace-detectors/trace-items.js';
import type { TraceView } from '../core/trace-detectors/trace-view.js';

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

/** The trace's answered turns as items, or one item for the whole trace when it has none. */
export function traceItems(view: TraceView): DerivedItem[] {
  const turns = deriveItems(view);
  return turns.length ? turns : [wholeTraceItem(view)];
}

/** A trace that called tools is an agent's (with retrieval, agentic RAG); else its items tell. */
export function traceFeatureKind(view: TraceView, items: NormalizedItem[]): FeatureKind {
  const summary = view.trace.summary;
  const retrieval = summary.retrieval_count > 0 || items.some((i) => i.hasContextField);
  return summary.tool_call_count > 0 ? (retrieval ? 'agentic_rag' : 'agent') : detectFeatureKind(items);
}

/** The item detectors for a trace; with no conversation none runs, each skipped with the reason. */
export function tracePlan(view: TraceView, items: NormalizedItem[], featureKind: FeatureKind, scope: Set<string> | null): DetectorPlan {
  return view.messages.length > 0
    ? planDetectors(items, featureKind, scope, 'full')
    : { run: [], skipped: Object.fromEntries(planDetectors(items, featureKind, scope, 'full').run.map((r) => [r.detector.id, NO_CONVERSATION])) };
}

/** Item results carry the trace, and each tag the span of its item's answer. */
export function stampTrace(results: ItemResult[], derived: DerivedItem[], traceId: string): ItemResult[] {
  return results.map((r, i) => ({
    ...r,
    input: { ...r.input, trace_id: traceId },
    tags: r.tags.map((t) => ({ ...t, trace_id: traceId, span_id: t.span_id ?? derived[i].span_id })),
  }));
}
