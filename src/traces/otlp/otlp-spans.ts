// An ExportTraceServiceRequest → normalised spans, for both encodings. protobufjs decodes into objects
// with the same camelCase field names as OTLP/JSON, so one converter serves both; only the value forms
// differ: ids are bytes (protobuf) or hex text (JSON), 64-bit integers are Long objects (protobuf) or
// strings/numbers (JSON), enums are numbers (or, from lenient JSON senders, their names).
import { OTEL_KINDS, STATUS_CODES, isHexId, type Attributes, type NormalisedSpan, type OtelKind, type ResourceSpans, type SpanEvent, type StatusCode } from '../span-model.js';

/** Long-like: what protobufjs gives for int64/fixed64 fields. */
interface LongLike {
  low: number;
  high: number;
  unsigned: boolean;
  toString(): string;
}

type Int64 = LongLike | string | number | null | undefined;

interface OtlpKeyValue {
  key?: string | null;
  value?: OtlpAnyValue | null;
}

interface OtlpAnyValue {
  stringValue?: string | null;
  boolValue?: boolean | null;
  intValue?: Int64;
  doubleValue?: number | string | null;
  arrayValue?: { values?: OtlpAnyValue[] | null } | null;
  kvlistValue?: { values?: OtlpKeyValue[] | null } | null;
  bytesValue?: Uint8Array | string | null;
}

interface OtlpSpan {
  traceId?: Uint8Array | string | null;
  spanId?: Uint8Array | string | null;
  parentSpanId?: Uint8Array | string | null;
  name?: string | null;
  kind?: number | string | null;
  startTimeUnixNano?: Int64;
  endTimeUnixNano?: Int64;
  attributes?: OtlpKeyValue[] | null;
  events?: { timeUnixNano?: Int64; name?: string | null; attributes?: OtlpKeyValue[] | null }[] | null;
  status?: { code?: number | string | null; message?: string | null } | null;
}

export interface OtlpTraceRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] | null } | null;
    scopeSpans?: { spans?: OtlpSpan[] | null }[] | null;
  }[] | null;
}

export interface ConvertedRequest {
  resources: ResourceSpans[];
  rejected: number;
  /** The first few reasons, for partialSuccess.errorMessage. */
  reasons: string[];
}

export class OtlpShapeError extends Error {}

const TWO_POW_32 = 4294967296;

function int64ToNumber(v: Int64): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Number(v);
  if (typeof v === 'object' && typeof v.low === 'number') {
    return v.unsigned || v.high >= 0 ? (v.high >>> 0) * TWO_POW_32 + (v.low >>> 0) : Number(v.toString());
  }
  return NaN;
}

/**
 * Nanoseconds since the epoch → milliseconds, to the microsecond; 0 and absent → null. Today's times in ns exceed
 * 2^53, so the double is off by up to 128 ns and n / 1e6 gave e.g. ….2499998 ms for ….250 ms (shown as .249):
 * rounding to whole microseconds first removes that error and keeps every digit senders really use.
 */
function nanosToMs(v: Int64): number | null {
  const n = int64ToNumber(v);
  return n === null || n === 0 || !Number.isFinite(n) ? null : Math.round(n / 1e3) / 1e3;
}

function idToHex(id: Uint8Array | string | null | undefined): string {
  if (id === null || id === undefined) return '';
  if (typeof id === 'string') return id.toLowerCase();
  return Buffer.from(id.buffer, id.byteOffset, id.byteLength).toString('hex');
}

function intValue(v: Int64): number | string {
  const n = int64ToNumber(v);
  if (n !== null && Number.isSafeInteger(n)) return n;
  return typeof v === 'object' && v !== null ? v.toString() : String(v);
}

export function anyValueToJson(v: OtlpAnyValue | null | undefined): unknown {
  if (!v) return null;
  if (v.stringValue !== null && v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== null && v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== null && v.intValue !== undefined) return intValue(v.intValue);
  if (v.doubleValue !== null && v.doubleValue !== undefined) return Number(v.doubleValue);
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(anyValueToJson);
  if (v.kvlistValue) return attributesToJson(v.kvlistValue.values);
  if (v.bytesValue !== null && v.bytesValue !== undefined) {
    return typeof v.bytesValue === 'string' ? v.bytesValue : Buffer.from(v.bytesValue).toString('base64');
  }
  return null;
}

export function attributesToJson(list: OtlpKeyValue[] | null | undefined): Attributes {
  const out: Attributes = {};
  if (!list) return out;
  for (const kv of list) if (kv && typeof kv.key === 'string') out[kv.key] = anyValueToJson(kv.value);
  return out;
}

function enumIndex(v: number | string | null | undefined, names: readonly string[], prefix: string): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return v;
  const i = names.indexOf(v.toLowerCase().replace(prefix, ''));
  return i < 0 ? 0 : i;
}

function convertSpan(s: OtlpSpan): NormalisedSpan | string {
  if (!s || typeof s !== 'object') return 'a span is not an object';
  const trace_id = idToHex(s.traceId);
  const span_id = idToHex(s.spanId);
  if (!isHexId(trace_id, 32)) return `span ${span_id || '?'}: traceId must be 16 bytes (32 hex characters), not all zero`;
  if (!isHexId(span_id, 16)) return `span in trace ${trace_id}: spanId must be 8 bytes (16 hex characters), not all zero`;
  const start_ms = nanosToMs(s.startTimeUnixNano);
  if (start_ms === null || Number.isNaN(start_ms)) return `span ${span_id}: startTimeUnixNano is missing or invalid`;
  const end = nanosToMs(s.endTimeUnixNano);
  const parent = idToHex(s.parentSpanId);
  const kind = enumIndex(s.kind, OTEL_KINDS, 'span_kind_');
  const status = enumIndex(s.status?.code, STATUS_CODES, 'status_code_');
  const events: SpanEvent[] | null = s.events?.length
    ? s.events.map((e) => ({ name: e.name ?? '', time_ms: nanosToMs(e.timeUnixNano), attributes: attributesToJson(e.attributes) }))
    : null;
  return {
    trace_id,
    span_id,
    parent_span_id: parent === '' || /^0+$/.test(parent) ? null : parent,
    name: s.name ?? '',
    otel_kind: (OTEL_KINDS[kind] ?? 'unspecified') as OtelKind,
    start_ms,
    end_ms: end === null || Number.isNaN(end) ? null : end,
    status: (STATUS_CODES[status] ?? 'unset') as StatusCode,
    status_message: s.status?.message || null,
    attributes: attributesToJson(s.attributes),
    events,
  };
}

/** Converts a decoded request; malformed spans are counted as rejected, a malformed envelope throws. */
export function convertOtlpRequest(request: OtlpTraceRequest): ConvertedRequest {
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new OtlpShapeError('the body is not an ExportTraceServiceRequest object');
  const rs = request.resourceSpans ?? [];
  if (!Array.isArray(rs)) throw new OtlpShapeError('resourceSpans must be an array');
  const resources: ResourceSpans[] = [];
  const reasons: string[] = [];
  let rejected = 0;
  for (const r of rs) {
    const spans: NormalisedSpan[] = [];
    for (const scope of r?.scopeSpans ?? []) {
      for (const s of scope?.spans ?? []) {
        const span = convertSpan(s);
        if (typeof span === 'string') {
          rejected++;
          if (reasons.length < 5) reasons.push(span);
        } else spans.push(span);
      }
    }
    resources.push({ resource: attributesToJson(r?.resource?.attributes), spans });
  }
  return { resources, rejected, reasons };
}
