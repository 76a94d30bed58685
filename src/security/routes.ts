// Security operations of the API contract (audit and red team). Declared with their full schemas
// so that validation, serialization and the OpenAPI document are right before the areas land.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import { categories } from './categories/registry.js';
import { getBatchDocument, listBatchItems, startAudit } from './audit/audit-service.js';
import {
  AttackStatus,
  RedTeamAttack,
  RedTeamRequest,
  RedTeamStartResponse,
  SecurityAuditBatch,
  SecurityAuditItem,
  SecurityAuditRequest,
  SecurityCategoryInfo,
  type SecurityAuditRequest as SecurityAuditRequestBody,
} from './schemas.js';

const BatchParams = Type.Object({ batch_id: Type.String({ format: 'uuid', description: 'The batch_id returned by the audit.' }) });
const categoryList = categories.map(({ label, key, name, definition, signals }) => ({ label, key, name, definition, signals }));

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SecurityAuditRequestBody }>(
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
    async (request) => startAudit(request.server.store, request.principal!.userId, request.body),
  );

  app.get<{ Params: { batch_id: string } }>(
    '/v2/security/audit/batches/:batch_id',
    {
      schema: {
        operationId: 'getSecurityAuditBatch',
        summary: 'Get an audit batch and its statistics',
        description: 'The same document the audit returned; counts grow while a large batch is processing. Unknown batch, or one of another owner → 404.',
        tags: ['Security'],
        security: bearerSecurity,
        params: BatchParams,
        response: { 200: Type.Ref(SecurityAuditBatch), ...standardErrors },
      },
    },
    async (request) => getBatchDocument(request.server.store, request.params.batch_id, request.principal!.userId),
  );

  app.get<{ Params: { batch_id: string }; Querystring: { limit?: number; offset?: number } }>(
    '/v2/security/audit/batches/:batch_id/items',
    {
      schema: {
        operationId: 'listSecurityAuditItems',
        summary: 'List the audited items of a batch',
        description: 'Items in dataset order, each with its prompt and response verdicts, refusal, categories and per-category scores with evidence.',
        tags: ['Security'],
        security: bearerSecurity,
        params: BatchParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'Most items to return.' })),
          offset: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Index of the first item to return.' })),
        }),
        response: { 200: Type.Array(Type.Ref(SecurityAuditItem), { description: 'The page of items; empty past the end.' }), ...standardErrors },
      },
    },
    async (request) =>
      listBatchItems(request.server.store, request.params.batch_id, request.principal!.userId, request.query.limit ?? 100, request.query.offset ?? 0),
  );

  app.get(
    '/v2/security/categories',
    {
      schema: {
        operationId: 'listSecurityCategories',
        summary: 'List the S1–S23 safety categories',
        description: 'Label, key, name, definition and the signals the built-in classifier looks for, S1 to S23.',
        tags: ['Security'],
        security: bearerSecurity,
        response: { 200: Type.Array(Type.Ref(SecurityCategoryInfo)), ...standardErrors },
      },
    },
    async () => categoryList,
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
