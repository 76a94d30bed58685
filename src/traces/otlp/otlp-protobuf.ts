// OTLP protobuf messages through the decoder generated from the official .proto files, which
// @opentelemetry/otlp-transformer ships up to 0.216.0 (pinned; later versions dropped it, and 0.300+
// need Node 22). The package has no "exports" map, so its generated module is imported by path.
import { createRequire } from 'node:module';
import type { OtlpTraceRequest } from './otlp-spans.js';

interface Codec<T> {
  decode(bytes: Uint8Array): T;
  encode(message: T): { finish(): Uint8Array };
  fromObject(object: Record<string, unknown>): T;
}

const require = createRequire(import.meta.url);
const root = require('@opentelemetry/otlp-transformer/build/src/generated/root.js');
const collector = root.opentelemetry.proto.collector.trace.v1;
const RequestCodec: Codec<OtlpTraceRequest> = collector.ExportTraceServiceRequest;
const ResponseCodec: Codec<unknown> = collector.ExportTraceServiceResponse;

/** Throws on bytes that are not a valid ExportTraceServiceRequest. */
export function decodeTraceRequest(bytes: Uint8Array): OtlpTraceRequest {
  return RequestCodec.decode(bytes);
}

/** For clients, tests and benchmarks: an OTLP/JSON-shaped object (hex ids) as protobuf bytes. */
export function encodeTraceRequest(request: Record<string, unknown>): Uint8Array {
  return RequestCodec.encode(RequestCodec.fromObject(hexIdsToBytes(request))).finish();
}

export function encodeTraceResponse(partialSuccess: { rejectedSpans: number; errorMessage: string } | null): Uint8Array {
  return ResponseCodec.encode(partialSuccess ? { partialSuccess } : {}).finish();
}

export function decodeTraceResponse(bytes: Uint8Array): { partialSuccess?: { rejectedSpans?: unknown; errorMessage?: string } } {
  return (ResponseCodec as Codec<Record<string, never>>).decode(bytes);
}

const ID_FIELDS = new Set(['traceId', 'spanId', 'parentSpanId']);

/** fromObject reads bytes fields as base64; OTLP/JSON writes ids as hex. */
function hexIdsToBytes(value: unknown): never {
  if (Array.isArray(value)) return value.map(hexIdsToBytes) as never;
  if (!value || typeof value !== 'object') return value as never;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = ID_FIELDS.has(k) && typeof v === 'string' ? Buffer.from(v, 'hex') : hexIdsToBytes(v);
  return out as never;
}
