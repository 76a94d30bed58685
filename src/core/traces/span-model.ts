// The shapes every ingestion path produces (OTLP protobuf, OTLP JSON, native JSON) and the store keeps.
// Attribute values are plain JSON: strings, numbers, booleans, arrays and objects (OTLP kvlists).

export type Attributes = Record<string, unknown>;

/** OpenTelemetry span kinds, by their OTLP enum number (0 = unspecified). */
export const OTEL_KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'] as const;
export type OtelKind = (typeof OTEL_KINDS)[number];

export type StatusCode = 'unset' | 'ok' | 'error';
export const STATUS_CODES: StatusCode[] = ['unset', 'ok', 'error'];

export interface SpanEvent {
  name: string;
  time_ms: number | null;
  attributes: Attributes;
}

export interface NormalisedSpan {
  trace_id: string;
  span_id: string;
  parent_span_id: string | null;
  name: string;
  /** The OTLP span kind; for native spans, the kind they declared (any SpanKind). */
  otel_kind: OtelKind | string;
  start_ms: number;
  end_ms: number | null;
  status: StatusCode;
  status_message: string | null;
  attributes: Attributes;
  events: SpanEvent[] | null;
}

/** Spans of one resource (one service) with the resource's attributes. */
export interface ResourceSpans {
  resource: Attributes;
  spans: NormalisedSpan[];
}

/** A span as read back from the store, for reconstruction. */
export type StoredSpan = NormalisedSpan;

export interface ToolCall {
  id: string | null;
  name: string;
  arguments: string;
}

export type Role = 'system' | 'user' | 'assistant' | 'tool';

export interface ChatMessage {
  role: Role;
  content: string | null;
  name: string | null;
  tool_calls: ToolCall[];
  tool_call_id: string | null;
}

export interface Document {
  id: string | null;
  content: string;
  score: number | null;
  metadata: Attributes;
}

/** Native items (messages, tool calls, retrievals) as stored in trace_items.data. */
export interface NativeMessage extends ChatMessage {
  index: number | null;
  timestamp_ms: number | null;
}

export interface NativeToolCall {
  id: string | null;
  name: string;
  arguments: string;
  result: string | null;
  error: string | null;
  timestamp_ms: number | null;
}

export interface NativeRetrieval {
  query: string | null;
  documents: Document[];
  timestamp_ms: number | null;
}

export type StoredItem =
  | { kind: 'message'; span_id: string | null; seq: number; data: NativeMessage }
  | { kind: 'tool_call'; span_id: string | null; seq: number; data: NativeToolCall }
  | { kind: 'retrieval'; span_id: string | null; seq: number; data: NativeRetrieval };

export const isHexId = (id: string, length: number) => id.length === length && /^[0-9a-f]+$/.test(id) && !/^0+$/.test(id);

// Spans of a trace mostly fall in a few seconds: each second's 'YYYY-MM-DDTHH:MM:SS.' prefix is formatted once
// and reused (toISOString per timestamp was a tenth of rebuilding a 10,000-span trace).
const secondPrefixes = new Map<number, string>();

/** Milliseconds since the epoch → ISO 8601 as toISOString writes it (null stays null). */
export function msToIso(ms: number | null): string | null {
  if (ms === null) return null;
  if (!(ms >= 0 && ms < 253402300800000)) return new Date(ms).toISOString(); // outside years 1970–9999
  const second = Math.floor(ms / 1000);
  let prefix = secondPrefixes.get(second);
  if (prefix === undefined) {
    if (secondPrefixes.size >= 4096) secondPrefixes.clear();
    prefix = new Date(second * 1000).toISOString().slice(0, 20);
    secondPrefixes.set(second, prefix);
  }
  const milli = Math.floor(ms) - second * 1000;
  return `${prefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
