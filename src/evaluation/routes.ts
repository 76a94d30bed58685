// Evaluation operations: run metrics on a dataset or traces, read runs, items and one item, compare runs.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, Position, standardErrors } from '../http/common-schemas.js';
import { datasetFieldsHook } from '../http/dataset-fields.js';
import { PathId } from '../http/path-ids.js';
import { compareRuns } from './compare.js';
import { CreatedListQuery, listFilterOf } from '../http/created-cursor.js';
import {
  EvaluationComparison,
  EvaluationItem,
  EvaluationRequest,
  EvaluationRun,
  EvaluationRunPage,
  type EvaluationRequest as EvaluationRequestBody,
} from './schemas.js';
import { getItemDocument, getRunDocument, listRunDocuments, listRunItems, startEvaluation } from './service.js';

const tags = ['Evaluation'];

export async function evaluationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: EvaluationRequestBody }>(
    '/v2/evaluate',
    {
      preValidation: datasetFieldsHook,
      schema: {
        operationId: 'evaluate',
        summary: 'Evaluate a dataset or traces with quality metrics',
        description:
          'Runs the metrics (all that apply when none are named) on every item and stores the run. Dataset fields are also ' +
          'read under the names of Ragas, DeepEval, promptfoo and Phoenix exports (field_mapping says which); an unknown field ' +
          '→ 422 naming it. Datasets of more than ' +
          '1,000 items answer at once with status "processing"; poll GET /v2/evaluate/runs/{run_id}.',
        tags,
        security: bearerSecurity,
        body: Type.Ref(EvaluationRequest),
        response: { 200: Type.Ref(EvaluationRun), ...standardErrors },
      },
    },
    async (request) => startEvaluation(request.server.store, request.principal!, request.body),
  );

  app.get<{ Querystring: CreatedListQuery }>(
    '/v2/evaluate/runs',
    {
      schema: {
        operationId: 'listEvaluationRuns',
        summary: 'List evaluation runs, newest first',
        description:
          "The caller's runs, each with its per-metric summary, filtered by project_name and paged with limit and cursor. A " +
          'key limited to projects sees only the runs of its projects.',
        tags,
        security: bearerSecurity,
        querystring: CreatedListQuery,
        response: { 200: Type.Ref(EvaluationRunPage), ...standardErrors },
      },
    },
    async (request) => listRunDocuments(request.server.store, listFilterOf(request.principal!, request.query)),
  );

  app.get<{ Params: { run_id: string } }>(
    '/v2/evaluate/runs/:run_id',
    {
      schema: {
        operationId: 'getEvaluationRun',
        summary: 'Get an evaluation run',
        description: 'Status and per-metric mean, pass rate and counts. Unknown or foreign run → 404.',
        tags,
        security: bearerSecurity,
        params: Type.Object({ run_id: PathId('Id of the evaluation run.') }),
        response: { 200: Type.Ref(EvaluationRun), ...standardErrors },
      },
    },
    async (request) => getRunDocument(request.server.store, request.params.run_id, request.principal!),
  );

  app.get<{ Params: { run_id: string }; Querystring: { limit?: number; offset?: number } }>(
    '/v2/evaluate/runs/:run_id/items',
    {
      schema: {
        operationId: 'listEvaluationItems',
        summary: 'List the items of an evaluation run',
        description: "A JSON array of items in run order, each with its id and every metric's result.",
        tags,
        security: bearerSecurity,
        params: Type.Object({ run_id: PathId('Id of the evaluation run.') }),
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'Most items to return.' })),
          offset: Type.Optional(Position({ default: 0, description: 'Index of the first item.' })),
        }),
        response: { 200: Type.Array(Type.Ref(EvaluationItem)), ...standardErrors },
      },
    },
    async (request) => listRunItems(request.server.store, request.params.run_id, request.principal!, request.query.limit ?? 100, request.query.offset ?? 0),
  );

  app.get<{ Params: { item_id: string } }>(
    '/v2/evaluate/items/:item_id',
    {
      schema: {
        operationId: 'getEvaluationItem',
        summary: 'Show one evaluated item',
        description:
          'Returns an item of an evaluation run with when the interaction took place, its full input and output, the context ' +
          "joined as one string (empty when none), every metric's result and a readable explanation of them (empty until " +
          'evaluated). Any item id that names no item the caller may read → 404: unknown, of another owner, outside the ' +
          'projects of a limited key, or not a UUID.',
        tags,
        security: bearerSecurity,
        params: Type.Object({ item_id: PathId('Id of the evaluation item.') }),
        response: { 200: Type.Ref(EvaluationItem, { description: 'The item.' }), ...standardErrors },
      },
    },
    async (request) => getItemDocument(request.server.store, request.params.item_id, request.principal!),
  );

  app.get<{ Querystring: { base: string; candidate: string } }>(
    '/v2/evaluate/compare',
    {
      schema: {
        operationId: 'compareEvaluationRuns',
        summary: 'Compare two evaluation runs',
        description:
          'For two completed runs over the same items (paired by index): per metric, both means, the delta, wins, losses and ' +
          'ties item by item, and the p-value of a Wilcoxon signed-rank test.',
        tags,
        security: bearerSecurity,
        // Run ids in the query, like those in paths: any string, and one that names no run of the caller is 404.
        querystring: Type.Object({ base: PathId('Id of the baseline run.'), candidate: PathId('Id of the run compared with it.') }),
        response: { 200: Type.Ref(EvaluationComparison), ...standardErrors },
      },
    },
    async (request) => compareRuns(request.server.store, request.principal!, request.query.base, request.query.candidate),
  );
}
