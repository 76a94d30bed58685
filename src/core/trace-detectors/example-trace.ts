// Compact traces for the trace detectors' examples and tests: spans with offsets in milliseconds, and the
// conversation, filled out into the FullTrace document that loadFullTrace returns.
import type { FullTrace, SpanKind, TraceMessage, TraceSpan } from '../traces/trace-shapes.js';

export interface ExampleSpan {
  id: string;
  parent?: string;
  name: string;
  kind?: SpanKind;
  /** Start, in ms after the trace's start. */
  at?: number;
  /** Duration in ms; null = never ended. Default 100. */
  ms?: number | null;
  status?: TraceSpan['status'];
  message?: string;
  attributes?: Record<string, unknown>;
}

export interface ExampleMessage {
  span?: string;
  role: TraceMessage['role'];
  content: string | null;
  name?: string;
  tool_calls?: { id?: string; name: string; arguments?: string }[];
  tool_call_id?: string;
}

const T0 = Date.UTC(2025, 4, 1, 12);
const iso = (ms: number) => new Date(T0 + ms).toISOString();

export function exampleTrace(parts: { spans: ExampleSpan[]; messages?: ExampleMessage[]; retrievals?: FullTrace['retrievals'] }): FullTrace {
  const spans: TraceSpan[] = parts.spans.map((s, i) => {
    const at = s.at ?? i * 100;
    const ms = s.ms === undefined ? 100 : s.ms;
    return {
      span_id: s.id,
      parent_span_id: s.parent ?? null,
      name: s.name,
      kind: s.kind ?? 'internal',
      start_time: iso(at),
      end_time: ms === null ? null : iso(at + ms),
      duration_ms: ms,
      status: s.status ?? 'ok',
      status_message: s.message ?? null,
      attributes: s.attributes ?? {},
      events: [],
    };
  });
  const messages: TraceMessage[] = (parts.messages ?? []).map((m, index) => ({
    span_id: m.span ?? null,
    index,
    role: m.role,
    content: m.content,
    name: m.name ?? null,
    tool_calls: (m.tool_calls ?? []).map((c) => ({ id: c.id ?? null, name: c.name, arguments: c.arguments ?? '{}' })),
    tool_call_id: m.tool_call_id ?? null,
    timestamp: null,
  }));
  return {
    trace_id: 'example-trace',
    metadata: { service_name: null, project_name: 'examples', first_seen: iso(0), last_seen: iso(0), attributes: {} },
    summary: {
      span_count: spans.length,
      llm_span_count: spans.filter((s) => s.kind === 'llm').length,
      tool_call_count: 0,
      retrieval_count: parts.retrievals?.length ?? 0,
      error_count: spans.filter((s) => s.status === 'error').length,
      duration_ms: null,
      input_tokens: 0,
      output_tokens: 0,
      models: [],
      start_time: iso(0),
      end_time: null,
    },
    messages,
    spans,
    retrievals: parts.retrievals ?? [],
    diagnostics: { orphan_spans: [], missing_parents: [], error_spans: [], clock_skew: [], duplicates_dropped: 0, warnings: [] },
    execution_tree: [],
  };
}
