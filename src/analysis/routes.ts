// Failure-analysis operations: analyse (JSON or CSV), runs and their tags, the taxonomy.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { RawBody } from '../http/body-parsers.js';
import { errors } from '../http/errors.js';
import { parseCsvDataset, requestFromCsvQuery } from './csv.js';
import { pageTags } from './runs-store.js';
import { getRun } from './runs-store.js';
import { getRunDocument, startAnalysis, type AnalyzeRequest } from './service.js';
import { FailureAnalysisRequest, FailureAnalysisResponse, FailureTag, TaxonomyBucket } from './schemas.js';
import { findBucket, taxonomy } from './taxonomy/index.js';

const tags = ['Failure analysis'];
const RunParams = Type.Object({ run_id: Type.String({ format: 'uuid', description: 'The run_id returned by analyze.' }) });

const TagPage = Type.Object(
  {
    tags: Type.Array(Type.Ref(FailureTag)),
    next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last page.' }),
  },
  { $id: 'FailureTagPage', title: 'FailureTagPage' },
);
export const analysisRouteSchemas = [TagPage];

const encodeCursor = (t: { item_index: number; tag_id: string }) => Buffer.from(JSON.stringify([t.item_index, t.tag_id])).toString('base64url');

function decodeCursor(cursor: string): { item_index: number; id: string } {
  try {
    const [item_index, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Number.isInteger(item_index) && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) return { item_index, id };
  } catch {
    // fall through to the 422 below
  }
  throw errors.invalid(['query', 'cursor'], 'Invalid cursor: pass the next_cursor value of the previous page unchanged.');
}

/** A text/csv body becomes the JSON request before validation, so both forms are validated alike. */
async function csvToJson(request: FastifyRequest): Promise<void> {
  if (!(request.body instanceof RawBody)) return;
  const query = request.query as Record<string, string | undefined>;
  if (!query.project_name) {
    throw errors.invalid(['query', 'project_name'], 'Field required: with a CSV body, pass project_name (and other options) as query parameters.', 'missing');
  }
  const dataset = parseCsvDataset(request.body.text());
  request.body = { ...requestFromCsvQuery(query, dataset), input_type: 'csv' };
}

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AnalyzeRequest }>(
    '/v2/failure-analysis/analyze',
    {
      config: { rawBodyTypes: ['text/csv'] },
      preValidation: csvToJson,
      schema: {
        operationId: 'analyzeFailures',
        summary: 'Analyse a dataset or a trace for failures',
        description:
          'Runs the failure detectors of the taxonomy over a dataset (minimal mode), or over a stored trace (full mode: items from its ' +
          'model turns plus trace-level detectors; an unknown trace is 404), and returns tags with evidence, scoring and a ' +
          'summary with alert, CI-gate and review decisions. The dataset may also be sent as text/csv (columns input, output, and ' +
          'optionally context, reference, system_prompt, tool_calls as JSON) with project_name and the other options as query ' +
          `parameters. Datasets of more than 500 items answer at once with status "processing"; poll GET /v2/failure-analysis/runs/{run_id}.`,
        tags,
        security: bearerSecurity,
        body: Type.Ref(FailureAnalysisRequest),
        response: { 200: Type.Ref(FailureAnalysisResponse), ...standardErrors },
      },
    },
    async (request) => startAnalysis(request.server.store, request.principal!.userId, request.body),
  );

  app.get<{ Params: { run_id: string } }>(
    '/v2/failure-analysis/runs/:run_id',
    {
      schema: {
        operationId: 'getFailureAnalysisRun',
        summary: 'Show a failure-analysis run',
        description: 'The same document analyze returned; for a run that was processing, its current status or final result.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        response: { 200: Type.Ref(FailureAnalysisResponse), ...standardErrors },
      },
    },
    async (request) => getRunDocument(request.server.store, request.params.run_id, request.principal!.userId),
  );

  app.get<{
    Params: { run_id: string };
    Querystring: { decision?: string; bucket?: string; subcategory?: string; item_index?: number; limit: number; cursor?: string };
  }>(
    '/v2/failure-analysis/runs/:run_id/tags',
    {
      schema: {
        operationId: 'listFailureAnalysisTags',
        summary: 'Page through the tags of a run',
        description: 'Every tag of a run, in item order, filtered and paged with a cursor.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        querystring: Type.Object({
          decision: Type.Optional(Type.Union([Type.Literal('fail'), Type.Literal('unsure')])),
          bucket: Type.Optional(Type.String({ minLength: 1 })),
          subcategory: Type.Optional(Type.String({ minLength: 1 })),
          item_index: Type.Optional(Type.Integer({ minimum: 0 })),
          limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
          cursor: Type.Optional(Type.String()),
        }),
        response: { 200: Type.Ref(TagPage), ...standardErrors },
      },
    },
    async (request) => {
      const { run_id } = request.params;
      if (!(await getRun(request.server.store, run_id, request.principal!.userId))) throw errors.notFound('Failure-analysis run', run_id);
      const q = request.query;
      const page = await pageTags(request.server.store, run_id, {
        decision: q.decision,
        bucket: q.bucket,
        subcategory: q.subcategory,
        item_index: q.item_index,
        after: q.cursor ? decodeCursor(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const more = page.length > q.limit;
      const shown = page.slice(0, q.limit);
      return { tags: shown, next_cursor: more ? encodeCursor(shown[shown.length - 1]) : null };
    },
  );

  app.get(
    '/v2/failure-analysis/taxonomy',
    {
      schema: {
        operationId: 'listTaxonomy',
        summary: 'The whole failure taxonomy',
        tags,
        security: bearerSecurity,
        response: { 200: Type.Array(Type.Ref(TaxonomyBucket)), ...standardErrors },
      },
    },
    async () => taxonomy,
  );

  app.get<{ Params: { bucket_id: string } }>(
    '/v2/failure-analysis/taxonomy/:bucket_id',
    {
      schema: {
        operationId: 'getTaxonomyBucket',
        summary: 'Show one bucket of the failure taxonomy',
        description: 'A bucket of the failure taxonomy with every subcategory and its detector. Unknown bucket → 404.',
        tags,
        security: bearerSecurity,
        params: Type.Object({ bucket_id: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. "hallucination_grounding".' }) }),
        response: { 200: Type.Ref(TaxonomyBucket), ...standardErrors },
      },
    },
    async (request) => {
      const bucket = findBucket(request.params.bucket_id);
      if (!bucket) throw errors.notFound('Taxonomy bucket', request.params.bucket_id);
      return bucket;
    },
  );
}
