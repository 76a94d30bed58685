// Security-audit operations: audit a dataset, read batches and their items, list the S1–S23 categories.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, Position, standardErrors } from '../http/common-schemas.js';
import { datasetFieldsHook } from '../http/dataset-fields.js';
import { checkIdempotencyKey, idempotencyErrors, IdempotencyHeaders, idempotently, type IdempotentOperation } from '../http/idempotency.js';
import { PathId } from '../http/path-ids.js';
import { categories } from '../core/safety/categories/registry.js';
import { CreatedListQuery, listFilterOf } from '../http/created-cursor.js';
import { getBatchDocument, listBatchDocuments, listBatchItems, startAudit } from './audit/audit-service.js';
import { SecurityAuditBatchPage } from './schemas-lists.js';
import {
  SecurityAuditBatch,
  SecurityAuditItem,
  SecurityAuditRequest,
  SecurityCategoryInfo,
  type SecurityAuditBatch as SecurityAuditBatchDocument,
  type SecurityAuditRequest as SecurityAuditRequestBody,
} from './schemas.js';

const BatchParams = Type.Object({ batch_id: PathId('The batch_id returned by the audit; one that names no batch of the caller → 404.') });
/** audit under an Idempotency-Key: a retry answers the stored batch, as GET /v2/security/audit/batches/{batch_id} does. */
const auditOnce: IdempotentOperation<SecurityAuditBatchDocument> = {
  name: 'audit',
  resourceIdOf: (batch) => batch.batch_id,
  reread: (request, batchId) => getBatchDocument(request.server.store, batchId, request.principal!),
};
const categoryList = categories.map(({ label, key, name, definition, signals }) => ({ label, key, name, definition, signals }));

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SecurityAuditRequestBody }>(
    '/v2/security/audit',
    {
      preValidation: [checkIdempotencyKey, datasetFieldsHook],
      schema: {
        operationId: 'auditSecurity',
        summary: 'Audit prompts and responses against the S1–S23 categories',
        description:
          'Judges each prompt and each response apart, as guard models do, against the 23 content-safety categories, tells ' +
          'refusals from compliance, stores the batch with every item and returns its aggregate statistics. Dataset fields ' +
          'are also read under the names of Ragas, DeepEval, promptfoo and Phoenix exports (field_mapping says which); an ' +
          'unknown field → 422 naming it. Large datasets ' +
          'answer at once with status "processing". With an Idempotency-Key header, a retry answers the first batch.',
        tags: ['Security'],
        security: bearerSecurity,
        headers: IdempotencyHeaders,
        body: Type.Ref(SecurityAuditRequest),
        response: {
          200: Type.Ref(SecurityAuditBatch, { description: 'The stored batch: completed, or processing for a large dataset.' }),
          ...standardErrors,
          ...idempotencyErrors,
        },
      },
    },
    async (request, reply) => idempotently(request, reply, auditOnce, () => startAudit(request.server.store, request.principal!, request.body)),
  );

  app.get<{ Querystring: CreatedListQuery }>(
    '/v2/security/audit/batches',
    {
      schema: {
        operationId: 'listSecurityAuditBatches',
        summary: 'List audit batches, newest first',
        description:
          "The caller's batches, each with its statistics, filtered by project_name and paged with limit and cursor. A key " +
          'limited to projects sees only the batches of its projects.',
        tags: ['Security'],
        security: bearerSecurity,
        querystring: CreatedListQuery,
        response: { 200: Type.Ref(SecurityAuditBatchPage), ...standardErrors },
      },
    },
    async (request) => listBatchDocuments(request.server.store, listFilterOf(request.principal!, request.query)),
  );

  app.get<{ Params: { batch_id: string } }>(
    '/v2/security/audit/batches/:batch_id',
    {
      schema: {
        operationId: 'getSecurityAuditBatch',
        summary: 'Get an audit batch and its statistics',
        description:
          'The same document the audit returned; counts grow while a large batch is processing. Unknown batch, one of another owner, or one outside the projects of a limited key → 404.',
        tags: ['Security'],
        security: bearerSecurity,
        params: BatchParams,
        response: { 200: Type.Ref(SecurityAuditBatch), ...standardErrors },
      },
    },
    async (request) => getBatchDocument(request.server.store, request.params.batch_id, request.principal!),
  );

  app.get<{ Params: { batch_id: string }; Querystring: { limit?: number; offset?: number } }>(
    '/v2/security/audit/batches/:batch_id/items',
    {
      schema: {
        operationId: 'listSecurityAuditItems',
        summary: 'List the audited items of a batch',
        description:
          'Items in dataset order, each with its prompt and response verdicts, refusal, categories and per-category scores with ' +
          'evidence. Unknown batch, one of another owner, or one outside the projects of a limited key → 404.',
        tags: ['Security'],
        security: bearerSecurity,
        params: BatchParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'Most items to return.' })),
          offset: Type.Optional(Position({ default: 0, description: 'Index of the first item to return.' })),
        }),
        response: { 200: Type.Array(Type.Ref(SecurityAuditItem), { description: 'The page of items; empty past the end.' }), ...standardErrors },
      },
    },
    async (request) => listBatchItems(request.server.store, request.params.batch_id, request.principal!, request.query.limit ?? 100, request.query.offset ?? 0),
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
}
