// The shapes of GET /api/v1/traces and GET /api/v1/traces/{id}/full the pages read (docs/traces.md).
export type SpanStatus = 'unset' | 'ok' | 'error';

export interface TraceListItem {
  trace_id: string;
  project_name: string;
  service_name: string | null;
  name: string | null;
  start_time: string | null;
  end_time: string | null;
  duration_ms: number | null;
  span_count: number;
  error_count: number;
  has_error: boolean;
}

export interface TraceSpanEvent {
  name: string;
  time: string | null;
  attributes: Record<string, unknown>;
}

export interface TraceSpan {
  span_id: string;
  parent_span_id: string | null;
  name: string;
  kind: string;
  start_time: string;
  end_time: string | null;
  duration_ms: number | null;
  status: SpanStatus;
  status_message: string | null;
  attributes: Record<string, unknown>;
  /** Absent from services older than span events in the API; read as none. */
  events?: TraceSpanEvent[];
}

export interface ExecutionNode {
  span_id: string;
  parent_span_id: string | null;
  name: string;
  kind: string;
  status: SpanStatus;
  duration_ms: number | null;
  depth: number;
  children: ExecutionNode[];
  children_continued: boolean;
}

/** The roots with their descendants (100 levels per entry at most), and the entries deeper ones continue in. */
export interface ExecutionTree {
  roots: ExecutionNode[];
  continuations: ExecutionNode[];
}

export interface TraceMessage {
  span_id: string | null;
  index: number;
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  name: string | null;
  tool_calls: { id: string | null; name: string; arguments: string }[];
  tool_call_id: string | null;
  timestamp: string | null;
}

export interface TraceRetrieval {
  span_id: string | null;
  query: string | null;
  documents: { id: string | null; content: string; score: number | null; metadata: Record<string, unknown> }[];
}

export interface FullTrace {
  trace_id: string;
  metadata: { service_name: string | null; project_name: string; first_seen: string; last_seen: string; attributes: Record<string, unknown> };
  summary: {
    span_count: number;
    llm_span_count: number;
    tool_call_count: number;
    retrieval_count: number;
    error_count: number;
    duration_ms: number | null;
    input_tokens: number;
    output_tokens: number;
    models: string[];
    start_time: string | null;
    end_time: string | null;
  };
  messages: TraceMessage[];
  /** Every span, keyed by span id. */
  spans: Record<string, TraceSpan>;
  retrievals: TraceRetrieval[];
  diagnostics: {
    orphan_spans: string[];
    missing_parents: string[];
    error_spans: string[];
    clock_skew: { span_id: string; detail: string }[];
    duplicates_dropped: number;
    warnings: string[];
  };
  execution_tree: ExecutionTree;
}
