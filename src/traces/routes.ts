// Traces operation of the API contract. Declared with its full schemas so that validation,
// serialization and the OpenAPI document are right before the area lands.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import { FullTrace } from './schemas.js';

export async function tracesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/traces/:trace_id/full',
    {
      schema: {
        operationId: 'getFullTrace',
        summary: 'Rebuild a trace from all its stored parts',
        description:
          'Returns the trace rebuilt from every span, message, tool call and retrieval stored for it, in whatever order they ' +
          'arrived: metadata, summary, the conversation, spans, retrievals, diagnostics and the nested execution tree. ' +
          'Unknown trace, or a trace of another owner → 404.',
        tags: ['Traces'],
        security: bearerSecurity,
        params: Type.Object({
          trace_id: Type.String({
            minLength: 1,
            maxLength: 128,
            description: 'Id of the trace, as ingested (32 hex characters for OpenTelemetry).',
          }),
        }),
        response: {
          200: Type.Ref(FullTrace, { description: 'The rebuilt trace.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('traces'),
  );
}
