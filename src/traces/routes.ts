// Traces operations: native batch ingestion, the list, the full reconstruction; OTLP lives in otlp-routes.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { PathId } from '../http/path-ids.js';
import { findProject } from '../projects/projects.js';
import { IngestGate, ingestNative } from './ingest.js';
import { ingestHooks, projectHeader } from './ingest-hooks.js';
import { otlpRoutes } from './otlp-routes.js';
import { fullTraceJson } from './full-trace-document.js';
import { FullTraceDocument } from '../core/traces/trace-shapes.js';
import { NativeBatch, NativeBatchResult, TracePage, TraceListQuery } from './schemas-ingest.js';
import { msToIso } from '../core/traces/span-model.js';
import { listTraces, loadFullTrace, type TraceListRow } from './traces-store.js';

const tags = ['Traces'];

const encodeCursor = (r: TraceListRow) => Buffer.from(JSON.stringify([r.start_ms, r.trace_id])).toString('base64url');

function decodeCursor(cursor: string): { start_ms: number | null; trace_id: string } {
  try {
    const [start_ms, trace_id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if ((start_ms === null || typeof start_ms === 'number') && typeof trace_id === 'string') return { start_ms, trace_id };
  } catch {
    // fall through to the 422 below
  }
  throw errors.invalid(['query', 'cursor'], 'Invalid cursor: pass the next_cursor value of the previous page unchanged.');
}

export async function tracesRoutes(app: FastifyInstance): Promise<void> {
  const hooks = ingestHooks(new IngestGate(app.assayConfig.tracesMaxInflight));
  await otlpRoutes(app, hooks);

  app.post<{ Body: NativeBatch }>(
    '/api/v1/traces',
    {
      onRequest: hooks.onRequest,
      onResponse: hooks.onResponse,
      onRequestAbort: hooks.onRequestAbort,
      schema: {
        operationId: 'ingestTraceParts',
        summary: 'Store spans, messages, tool calls and retrievals (native JSON batch)',
        description:
          'Parts of one or more traces, in any order and any number of requests. Each part is validated and stored on its own: ' +
          'the answer is 207 with one result per part (201 stored, 200 already stored, 422 invalid). Project: project_name, else ' +
          'the x-assay-project header, else "default". Too many ingestion requests in flight → 429 with Retry-After.',
        tags,
        security: bearerSecurity,
        body: Type.Ref(NativeBatch),
        response: { 207: Type.Ref(NativeBatchResult), ...standardErrors },
      },
    },
    async (request, reply: FastifyReply) => {
      const result = await ingestNative(request.server.store, request.principal!.userId, request.body, projectHeader(request));
      return reply.code(207).send(result);
    },
  );

  app.get<{ Querystring: TraceListQuery }>(
    '/api/v1/traces',
    {
      schema: {
        operationId: 'listTraces',
        summary: 'List traces, newest first',
        description: 'Filtered by project, service, root span name, errors and start time; paged with limit and cursor.',
        tags,
        security: bearerSecurity,
        querystring: TraceListQuery,
        response: { 200: Type.Ref(TracePage), ...standardErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const reader = request.principal!;
      let projectId: string | undefined;
      if (q.project) {
        const project = await findProject(request.server.store, reader.userId, q.project);
        if (!project) return { traces: [], next_cursor: null };
        projectId = project.id;
      }
      const rows = await listTraces(request.server.store, reader, {
        projectId,
        service: q.service,
        name: q.name,
        hasError: q.has_error,
        fromMs: q.from ? Date.parse(q.from) : undefined,
        toMs: q.to ? Date.parse(q.to) : undefined,
        after: q.cursor ? decodeCursor(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const shown = rows.slice(0, q.limit);
      return {
        traces: shown.map((r) => ({
          trace_id: r.trace_id,
          project_name: r.project_name,
          service_name: r.service_name,
          name: r.root_name,
          start_time: msToIso(r.start_ms),
          end_time: msToIso(r.end_ms),
          duration_ms: r.start_ms !== null && r.end_ms !== null ? Math.max(0, r.end_ms - r.start_ms) : null,
          span_count: r.span_count,
          error_count: r.error_count,
          has_error: r.error_count > 0,
          first_seen: r.first_seen,
          last_seen: r.last_seen,
        })),
        next_cursor: rows.length > q.limit ? encodeCursor(shown[shown.length - 1]) : null,
      };
    },
  );

  app.get<{ Params: { trace_id: string } }>(
    '/api/v1/traces/:trace_id/full',
    {
      schema: {
        operationId: 'getFullTrace',
        summary: 'Rebuild a trace from all its stored parts',
        description:
          'Returns the trace rebuilt from every span, message, tool call and retrieval stored for it, in whatever order they ' +
          'arrived: metadata, summary, the conversation, the spans keyed by span id, retrievals, diagnostics and the execution ' +
          'tree ({roots, continuations}). Any trace id that names no trace the caller may read → 404: an unknown one, one of ' +
          'another owner, or one outside the projects of a key limited to projects.',
        tags,
        security: bearerSecurity,
        params: Type.Object({
          trace_id: PathId('Id of the trace, as ingested (32 hex characters for OpenTelemetry).'),
        }),
        response: {
          200: Type.Ref(FullTraceDocument, { description: 'The rebuilt trace.' }),
          ...standardErrors,
        },
      },
    },
    async (request, reply) => {
      const trace = await loadFullTrace(request.server.store, request.principal!, request.params.trace_id);
      if (!trace) throw errors.notFound('Trace', request.params.trace_id);
      // The document is written as text (full-trace-document.ts says why), so the schema's serializer is skipped.
      return reply.type('application/json; charset=utf-8').send(fullTraceJson(trace));
    },
  );
}
