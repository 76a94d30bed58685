// Security operations of the API contract (audit and red team). Declared with their full schemas
// so that validation, serialization and the OpenAPI document are right before the areas land.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import {
  AttackStatus,
  RedTeamAttack,
  RedTeamRequest,
  RedTeamStartResponse,
  SecurityAuditBatch,
  SecurityAuditRequest,
} from './schemas.js';

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/v2/security/audit',
    {
      schema: {
        operationId: 'auditSecurity',
        summary: 'Audit prompts and responses against the S1–S23 categories',
        description:
          'Judges each prompt and each response apart, as guard models do, against the 23 content-safety categories, tells ' +
          'refusals from compliance, stores the batch with every item and returns its aggregate statistics. Large datasets ' +
          'answer at once with status "processing".',
        tags: ['Security'],
        security: bearerSecurity,
        body: Type.Ref(SecurityAuditRequest),
        response: {
          200: Type.Ref(SecurityAuditBatch, { description: 'The stored batch: completed, or processing for a large dataset.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('security audit'),
  );

  app.post(
    '/v2/security/redteam',
    {
      schema: {
        operationId: 'startRedTeam',
        summary: 'Start a red-team run',
        description:
          'Plans attacks (attack vectors × vulnerabilities × attacks_per_vector, reproducible from config.seed) against a ' +
          'target and queues them as a durable job. Answers at once; follow the run at GET /v2/security/redteam/runs/{run_id} ' +
          'and its attacks at GET /v2/security/redteam/runs/{run_id}/attacks.',
        tags: ['Red team'],
        security: bearerSecurity,
        body: Type.Ref(RedTeamRequest),
        response: {
          202: Type.Ref(RedTeamStartResponse, { description: 'The run is planned and queued.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('red team'),
  );

  app.get(
    '/v2/security/redteam/runs/:run_id/attacks',
    {
      schema: {
        operationId: 'listRedTeamAttacks',
        summary: 'List the attacks of a red-team run',
        description:
          'Returns the attacks of a run in plan order (index), as sent and as judged, filtered by the query parameters and ' +
          'paged by limit and offset. Unknown run, or a run of another owner → 404.',
        tags: ['Red team'],
        security: bearerSecurity,
        params: Type.Object({
          run_id: Type.String({ format: 'uuid', description: 'Id of the red-team run.' }),
        }),
        querystring: Type.Object({
          status: Type.Optional(AttackStatus),
          attack_vector: Type.Optional(
            Type.String({ minLength: 1, description: 'Only attacks of this attack vector key, e.g. "base64".' }),
          ),
          vulnerability: Type.Optional(
            Type.String({ minLength: 1, description: 'Only attacks of this vulnerability key, e.g. "s1-violence".' }),
          ),
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'Most attacks to return.' }),
          ),
          offset: Type.Optional(
            Type.Integer({ minimum: 0, default: 0, description: 'Attacks to skip, after filtering.' }),
          ),
        }),
        response: {
          200: Type.Array(Type.Ref(RedTeamAttack), { description: 'The page of attacks; empty past the end.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('red team'),
  );
}
