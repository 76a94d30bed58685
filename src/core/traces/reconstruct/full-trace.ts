// A stored trace's parts → the FullTrace document. Pure: the store loads the parts, this rebuilds them.
import { readAiFacts, spanKind, type AiFacts } from '../attributes/ai-facts.js';
import type { FullTrace, TraceSpan } from '../trace-shapes.js';
import { msToIso, type Attributes, type NativeMessage, type NativeRetrieval, type NativeToolCall, type StoredItem, type StoredSpan } from '../span-model.js';
import { buildConversation } from './conversation.js';
import { buildExecutionTree, type TreeSpan } from './execution-tree.js';

export interface TraceParts {
  trace_id: string;
  project_name: string;
  service_name: string | null;
  resource: Attributes;
  first_seen: string;
  last_seen: string;
  duplicates_dropped: number;
  spans: StoredSpan[];
  items: StoredItem[];
}

const duration = (s: StoredSpan) => (s.end_ms === null ? null : Math.max(0, Math.round((s.end_ms - s.start_ms) * 1000) / 1000));

function countToolCalls(facts: AiFacts[], toolCalls: NativeToolCall[], messages: NativeMessage[]): number {
  // A call requested by a model and the tool span that ran it share an id: count it once. Calls without
  // an id cannot be paired, so requested and executed ones are assumed to pair up as far as they go.
  // Input messages repeat earlier answers, so only their calls with an id are taken (the set drops repeats).
  const ids = new Set<string>();
  let anonymousRequested = 0;
  let anonymousExecuted = 0;
  const requested = (calls: { id: string | null }[]) => {
    for (const c of calls) c.id ? ids.add(c.id) : anonymousRequested++;
  };
  for (const f of facts) {
    for (const m of f.output_messages) requested(m.tool_calls);
    for (const m of f.input_messages) for (const c of m.tool_calls) if (c.id) ids.add(c.id);
    if (f.tool) f.tool.call_id ? ids.add(f.tool.call_id) : anonymousExecuted++;
  }
  for (const m of messages) requested(m.tool_calls);
  for (const c of toolCalls) c.id ? ids.add(c.id) : anonymousExecuted++;
  return ids.size + Math.max(anonymousRequested, anonymousExecuted);
}

const byStart = (a: StoredSpan, b: StoredSpan) => a.start_ms - b.start_ms || (a.span_id < b.span_id ? -1 : a.span_id > b.span_id ? 1 : 0);
// The store sends spans in order already; checking is cheaper than sorting again.
const isSorted = (spans: StoredSpan[]) => spans.every((s, i) => i === 0 || byStart(spans[i - 1], s) <= 0);

export function rebuildTrace(parts: TraceParts): FullTrace {
  const spans = isSorted(parts.spans) ? parts.spans : [...parts.spans].sort(byStart);
  const facts = spans.map(readAiFacts);
  const treeSpans: TreeSpan[] = spans.map((span, i) => ({ span, kind: spanKind(facts[i], span.otel_kind), duration_ms: duration(span) }));
  const spanIds = new Set(spans.map((s) => s.span_id));

  const messages: { span_id: string | null; seq: number; data: NativeMessage }[] = [];
  const toolCalls: { span_id: string | null; seq: number; data: NativeToolCall }[] = [];
  const nativeRetrievals: { span_id: string | null; seq: number; data: NativeRetrieval }[] = [];
  const unknownSpans = new Set<string>();
  for (const item of [...parts.items].sort((a, b) => a.seq - b.seq)) {
    if (item.span_id !== null && !spanIds.has(item.span_id)) unknownSpans.add(item.span_id);
    if (item.kind === 'message') messages.push(item);
    else if (item.kind === 'tool_call') toolCalls.push(item);
    else nativeRetrievals.push(item);
  }

  const traceSpans: TraceSpan[] = treeSpans.map(({ span, kind, duration_ms }) => ({
    span_id: span.span_id,
    parent_span_id: span.parent_span_id,
    name: span.name,
    kind,
    start_time: msToIso(span.start_ms)!,
    end_time: msToIso(span.end_ms),
    duration_ms,
    status: span.status,
    status_message: span.status_message,
    attributes: span.attributes,
    events: (span.events ?? []).map((e) => ({ name: e.name, time: msToIso(e.time_ms), attributes: e.attributes })),
  }));

  const retrievals: (FullTrace['retrievals'][number] & { time: number })[] = [];
  spans.forEach((s, i) => {
    const r = facts[i].retrieval;
    if (r) retrievals.push({ span_id: s.span_id, query: r.query, documents: r.documents, time: s.start_ms });
  });
  const spanStart = new Map(spans.map((s) => [s.span_id, s.start_ms]));
  for (const r of nativeRetrievals) {
    const time = r.data.timestamp_ms ?? (r.span_id ? spanStart.get(r.span_id) : undefined) ?? Number.POSITIVE_INFINITY;
    retrievals.push({ span_id: r.span_id, query: r.data.query, documents: r.data.documents, time });
  }
  retrievals.sort((a, b) => a.time - b.time);

  let start: number | null = null;
  let end: number | null = null;
  let inputTokens = 0;
  let outputTokens = 0;
  const models: string[] = [];
  const errorSpans: string[] = [];
  treeSpans.forEach(({ span, kind }, i) => {
    if (start === null || span.start_ms < start) start = span.start_ms;
    if (span.end_ms !== null && (end === null || span.end_ms > end)) end = span.end_ms;
    if (span.status === 'error') errorSpans.push(span.span_id);
    if (kind !== 'llm') return;
    inputTokens += facts[i].input_tokens ?? 0;
    outputTokens += facts[i].output_tokens ?? 0;
    const model = facts[i].model;
    if (model && !models.includes(model)) models.push(model);
  });
  const llmSpanCount = treeSpans.filter((t) => t.kind === 'llm').length;

  const tree = buildExecutionTree(treeSpans);
  const warnings = [...tree.warnings];
  if (unknownSpans.size) warnings.push(`Parts were posted for ${unknownSpans.size} span(s) not in the trace (e.g. ${[...unknownSpans][0]}).`);

  return {
    trace_id: parts.trace_id,
    metadata: {
      service_name: parts.service_name,
      project_name: parts.project_name,
      first_seen: parts.first_seen,
      last_seen: parts.last_seen,
      attributes: parts.resource,
    },
    summary: {
      span_count: spans.length,
      llm_span_count: llmSpanCount,
      tool_call_count: countToolCalls(
        facts,
        toolCalls.map((c) => c.data),
        messages.map((m) => m.data),
      ),
      retrieval_count: retrievals.length,
      error_count: errorSpans.length,
      duration_ms: start !== null && end !== null ? Math.max(0, Math.round((end - start) * 1000) / 1000) : null,
      input_tokens: inputTokens,
      output_tokens: outputTokens,
      models,
      start_time: msToIso(start),
      end_time: msToIso(end),
    },
    messages: buildConversation({
      spans: spans.map((s, i) => ({ span_id: s.span_id, start_ms: s.start_ms, end_ms: s.end_ms, status_message: s.status_message, facts: facts[i] })),
      messages,
      toolCalls,
    }),
    spans: traceSpans,
    retrievals: retrievals.map(({ time: _time, ...r }) => r),
    diagnostics: {
      orphan_spans: tree.orphan_spans,
      missing_parents: tree.missing_parents,
      error_spans: errorSpans,
      clock_skew: tree.clock_skew,
      duplicates_dropped: parts.duplicates_dropped,
      warnings,
    },
    execution_tree: tree.execution_tree,
  };
}
