// OTLP/HTTP trace ingestion (POST /v1/traces): protobuf or JSON in, the same encoding out. Errors follow
// OTLP rather than the FastAPI shapes: a google.rpc.Status-like JSON body {code, message}.
import { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity } from '../http/common-schemas.js';
import { RawBody } from '../http/body-parsers.js';
import { errors } from '../http/errors.js';
import { toHttpError } from '../http/error-handler.js';
import { ingestOtlp } from './ingest.js';
import { decodeTraceRequest, encodeTraceResponse } from './otlp/otlp-protobuf.js';
import { convertOtlpRequest, type ConvertedRequest } from './otlp/otlp-spans.js';
import { projectHeader, type IngestHooks } from './ingest-hooks.js';

const PROTOBUF = 'application/x-protobuf';

// google.rpc.Code numbers for the statuses this endpoint answers.
const RPC_CODES: Record<number, number> = { 400: 3, 401: 16, 404: 5, 413: 8, 415: 3, 429: 8, 500: 13, 503: 14 };

const OtlpStatus = Type.Object(
  {
    code: Type.Integer({ description: 'google.rpc.Code (3 invalid argument, 8 resource exhausted, 14 unavailable, 16 unauthenticated…).' }),
    message: Type.String(),
  },
  { $id: 'OtlpStatus', title: 'OtlpStatus', description: 'An OTLP error, shaped as google.rpc.Status (JSON).' },
);
const OtlpExportResponse = Type.Object(
  {
    partialSuccess: Type.Optional(
      Type.Object({
        rejectedSpans: Type.String({ description: 'Spans refused, as a decimal string (int64 in the OTLP/JSON mapping).' }),
        errorMessage: Type.String({ description: 'Why, for the first few refused spans.' }),
      }),
    ),
  },
  { $id: 'OtlpExportTraceServiceResponse', title: 'OtlpExportTraceServiceResponse' },
);
export const otlpSchemas = [OtlpStatus, OtlpExportResponse];

/** Errors on this route: same status (422 → 400: OTLP has no 422), body {code, message}. */
function otlpErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let known = toHttpError(error, request, request.server.assayConfig.bodyLimitBytes);
  if (!known && /^Z_/.test(String(error.code))) known = errors.undecodableBody(`The gzip body could not be decompressed: ${error.message}`);
  if (!known) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 13, message: 'Internal Server Error' });
  }
  const unsupportedType = Array.isArray(known.detail) && known.detail[0]?.type === 'model_attributes_type';
  const status = unsupportedType ? 415 : known.statusCode === 422 ? 400 : known.statusCode;
  const message = typeof known.detail === 'string' ? known.detail : known.detail.map((d) => d.msg).join('; ');
  return reply
    .code(status)
    .headers(known.headers)
    .send({ code: RPC_CODES[status] ?? 2, message: unsupportedType ? `Unsupported Content-Type: send ${PROTOBUF} or application/json.` : message });
}

/**
 * Content-Encoding: gzip (what most exporters send); the body limit applies to the decompressed bytes, and
 * decompressing stops there: a bomb of 1 MB that inflates to 1 GB costs 64 MB of work, then 413.
 */
async function gunzip(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream & { receivedEncodedLength?: number }) {
  if (String(request.headers['content-encoding'] ?? '').toLowerCase() !== 'gzip') return payload;
  const limit = request.server.assayConfig.bodyLimitBytes;
  const inflate = zlib.createGunzip();
  let produced = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      if (produced <= limit) return done(null, chunk);
      // The rest of the upload is read and dropped, so that the 413 can still be sent on this connection.
      payload.unpipe(inflate);
      inflate.destroy();
      payload.resume();
      done(errors.bodyTooLarge(limit));
    },
  }) as Transform & { receivedEncodedLength?: number };
  inflate.on('error', (err) => out.destroy(err));
  let received = 0;
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    out.receivedEncodedLength = received;
  });
  payload.pipe(inflate).pipe(out);
  return out;
}

function decode(body: unknown): ConvertedRequest {
  try {
    if (body instanceof RawBody) return convertOtlpRequest(decodeTraceRequest(body.data));
    if (body === undefined) return convertOtlpRequest({});
    return convertOtlpRequest(body as never);
  } catch (err) {
    const what = body instanceof RawBody ? 'protobuf ExportTraceServiceRequest' : 'OTLP/JSON ExportTraceServiceRequest';
    throw errors.undecodableBody(`The body is not a valid ${what}: ${(err as Error).message}`);
  }
}

export async function otlpRoutes(app: FastifyInstance, hooks: IngestHooks): Promise<void> {
  app.post(
    '/v1/traces',
    {
      // Strings in spans are made storable by the converter (replaced, not refused: one attribute must not
      // cost an exporter its whole batch), so the edge check leaves this body alone.
      config: { rawBodyTypes: [PROTOBUF], bodyCheckedByRoute: true, gzipBody: true },
      errorHandler: otlpErrorHandler,
      onRequest: hooks.onRequest,
      onResponse: hooks.onResponse,
      onRequestAbort: hooks.onRequestAbort,
      preParsing: gunzip,
      schema: {
        operationId: 'exportOtlpTraces',
        summary: 'OTLP/HTTP trace export (protobuf or JSON)',
        description:
          'The OpenTelemetry collector endpoint for traces: ExportTraceServiceRequest as application/x-protobuf or application/json ' +
          "(optionally gzip). Answers in the request's encoding; spans that cannot be stored are counted in partialSuccess " +
          '(an attribute value nested more than 100 levels refuses its span); NUL characters and unpaired surrogates in names ' +
          'and attributes are replaced by U+FFFD, with a partialSuccess warning. ' +
          'Project: x-assay-project header, else the resource attribute assay.project, else "default". See docs/traces.md.',
        tags: ['Traces'],
        security: bearerSecurity,
        response: {
          200: Type.Ref(OtlpExportResponse),
          400: Type.Ref(OtlpStatus, { description: 'Undecodable body.' }),
          401: Type.Ref(OtlpStatus),
          413: Type.Ref(OtlpStatus),
          415: Type.Ref(OtlpStatus),
          429: Type.Ref(OtlpStatus, { description: 'Too many ingestion requests in flight: retry after Retry-After seconds.' }),
          503: Type.Ref(OtlpStatus, { description: 'Shutting down: retry after Retry-After seconds.' }),
        },
      },
    },
    async (request, reply) => {
      const converted = decode(request.body);
      const result = await ingestOtlp(request.server.store, request.principal!.userId, converted, projectHeader(request));
      // Replaced characters alone are a warning: partialSuccess with rejectedSpans 0, as OTLP specifies.
      const partial = result.rejected > 0 || result.reasons.length > 0 ? { rejectedSpans: result.rejected, errorMessage: result.reasons.join('; ') } : null;
      if (request.body instanceof RawBody) {
        return reply.type(PROTOBUF).send(Buffer.from(encodeTraceResponse(partial)));
      }
      return partial ? { partialSuccess: { ...partial, rejectedSpans: String(partial.rejectedSpans) } } : {};
    },
  );
}
