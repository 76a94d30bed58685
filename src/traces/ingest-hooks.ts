// Request-level pieces shared by the ingestion routes (OTLP and native): back-pressure — a slot per request,
// taken before the body is read (after authentication), given back when the answer is sent or the client
// goes away — and the project header.
import type { FastifyRequest, onRequestAbortHookHandler, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import { errors } from '../http/errors.js';
import type { IngestGate } from './ingest.js';
import { durationText } from '../core/text/duration.js';

const RETRY_AFTER_SECONDS = 1;

export interface IngestHooks {
  onRequest: onRequestHookHandler;
  onResponse: onResponseHookHandler;
  onRequestAbort: onRequestAbortHookHandler;
}

/** Back-pressure for the ingestion routes: a slot per request from before its body is read to its answer. */
export function ingestHooks(gate: IngestGate): IngestHooks {
  const holding = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (holding.delete(request)) gate.leave();
  };
  return {
    onRequest: async (request: FastifyRequest) => {
      if (request.server.shuttingDown) {
        throw errors.shuttingDown(RETRY_AFTER_SECONDS);
      }
      if (!gate.tryEnter()) {
        throw errors.tooManyRequests(
          `Too many trace ingestion requests in flight (limit ${gate.max}, server setting ASSAY_TRACES_MAX_INFLIGHT): retry after ${durationText(RETRY_AFTER_SECONDS)}.`,
          RETRY_AFTER_SECONDS,
        );
      }
      holding.add(request);
    },
    onResponse: release,
    onRequestAbort: release,
  };
}

/** The x-assay-project header, when given. */
export function projectHeader(request: FastifyRequest): string | null {
  const h = request.headers['x-assay-project'];
  return typeof h === 'string' && h !== '' ? h : null;
}
