// An ExportTraceServiceRequest → normalised spans, for both encodings. protobufjs decodes into objects
// with the same camelCase field names as OTLP/JSON, so one converter serves both; only the value forms
// differ: ids are bytes (protobuf) or hex text (JSON), 64-bit integers are Long objects (protobuf) or
// strings/numbers (JSON), enums are numbers (or, from lenient JSON senders, their names).
import { OtlpValueReader, TooDeepError, int64ToNumber, type Int64, type OtlpKeyValue } from './otlp-values.js';
import {
  OTEL_KINDS,
  STATUS_CODES,
  isHexId,
  type NormalisedSpan,
  type OtelKind,
  type ResourceSpans,
  type SpanEvent,
  type StatusCode,
} from '../../core/traces/span-model.js';

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
  resourceSpans?:
    | {
        resource?: { attributes?: OtlpKeyValue[] | null } | null;
        scopeSpans?: { spans?: OtlpSpan[] | null }[] | null;
      }[]
    | null;
}

export interface ConvertedRequest {
  resources: ResourceSpans[];
  rejected: number;
  /** The first few reasons, for partialSuccess.errorMessage. */
  reasons: string[];
}

export class OtlpShapeError extends Error {}

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

function enumIndex(v: number | string | null | undefined, names: readonly string[], prefix: string): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return v;
  const i = names.indexOf(v.toLowerCase().replace(prefix, ''));
  return Math.max(i, 0);
}

function convertSpan(s: OtlpSpan, values: OtlpValueReader): NormalisedSpan | string {
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
    ? s.events.map((e) => ({ name: values.text(e.name ?? ''), time_ms: nanosToMs(e.timeUnixNano), attributes: values.attributes(e.attributes) }))
    : null;
  return {
    trace_id,
    span_id,
    parent_span_id: parent === '' || /^0+$/.test(parent) ? null : parent,
    name: values.text(s.name ?? ''),
    otel_kind: (OTEL_KINDS[kind] ?? 'unspecified') as OtelKind,
    start_ms,
    end_ms: end === null || Number.isNaN(end) ? null : end,
    status: (STATUS_CODES[status] ?? 'unset') as StatusCode,
    status_message: s.status?.message ? values.text(s.status.message) : null,
    attributes: values.attributes(s.attributes),
    events,
  };
}

function convertSpanOrReason(s: OtlpSpan, values: OtlpValueReader): NormalisedSpan | string {
  try {
    return convertSpan(s, values);
  } catch (err) {
    if (err instanceof TooDeepError) return `span ${idToHex(s.spanId)}: ${err.message}`;
    throw err;
  }
}

/** Converts a decoded request; malformed spans are counted as rejected, a malformed envelope throws. */
export function convertOtlpRequest(request: OtlpTraceRequest): ConvertedRequest {
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new OtlpShapeError('the body is not an ExportTraceServiceRequest object');
  const rs = request.resourceSpans ?? [];
  if (!Array.isArray(rs)) throw new OtlpShapeError('resourceSpans must be an array');
  const values = new OtlpValueReader();
  const resources: ResourceSpans[] = [];
  const reasons: string[] = [];
  let rejected = 0;
  const reject = (reason: string, count = 1) => {
    rejected += count;
    if (reasons.length < 5) reasons.push(reason);
  };
  for (const r of rs) {
    const spans: NormalisedSpan[] = [];
    for (const scope of r?.scopeSpans ?? []) {
      for (const s of scope?.spans ?? []) {
        const span = convertSpanOrReason(s, values);
        if (typeof span === 'string') reject(span);
        else spans.push(span);
      }
    }
    try {
      resources.push({ resource: values.attributes(r?.resource?.attributes), spans });
    } catch (err) {
      if (!(err instanceof TooDeepError)) throw err;
      if (spans.length) reject(`resource of ${spans.length} span${spans.length === 1 ? '' : 's'}: ${err.message}`, spans.length);
    }
  }
  // OTLP's way to warn without refusing anything: partialSuccess with an error message.
  if (values.replaced > 0) {
    reasons.push(`${values.replaced} character${values.replaced === 1 ? '' : 's'} that cannot be stored (NUL, unpaired UTF-16 surrogates) replaced by U+FFFD`);
  }
  return { resources, rejected, reasons };
}
