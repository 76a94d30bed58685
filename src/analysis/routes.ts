// Failure-analysis operations: analyse (JSON or CSV), read a run, the taxonomy; browsing runs (the list, tags,
// items) is in browse-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { RawBody } from '../http/body-parsers.js';
import { errors } from '../http/errors.js';
import { checkIdempotencyKey, idempotencyErrors, IdempotencyHeaders, idempotently, type IdempotentOperation } from '../http/idempotency.js';
import { readDatasetFields } from '../http/dataset-fields.js';
import { PathId } from '../http/path-ids.js';
import { readCsvDatasetInSlices, requestFromCsvQuery } from './csv.js';
import { runBrowsingRoutes } from './browse-routes.js';
import { startAnalysis, type AnalyzeRequest } from './pipeline.js';
import { getRunDocument } from './run-document.js';
import { FailureAnalysisRequest, FailureAnalysisResponse, TaxonomyBucket } from './schemas.js';
import { RunParams, runPageSchemas } from './schemas-runs.js';
import { findBucket, taxonomy } from '../core/taxonomy/index.js';

const tags = ['Failure analysis'];
/** Component schemas of these routes and of browse-routes.ts, registered with the area's. */
export const analysisRouteSchemas = runPageSchemas;

/** analyze under an Idempotency-Key: a retry answers the stored run, as GET /v2/failure-analysis/runs/{run_id} does. */
const analyzeOnce: IdempotentOperation<FailureAnalysisResponse> = {
  name: 'analyze',
  resourceIdOf: (run) => run.run_id,
  reread: (request, runId) => getRunDocument(request.server.store, runId, request.principal!),
};

/**
 * Before validation: a text/csv body becomes the JSON request, so both forms are validated alike; then the
 * dataset's fields are read under Assay's names (a CSV row's problems named by its line and column).
 */
async function readAnalyzeBody(request: FastifyRequest): Promise<void> {
  if (!(request.body instanceof RawBody)) {
    readDatasetFields(request.body);
    return;
  }
  const query = request.query as Record<string, string | undefined>;
  const { rows, lines } = await readCsvDatasetInSlices(request.body.text());
  // Its rows were checked for text a store cannot keep as they were read; the query, by the edge check.
  request.body = { ...requestFromCsvQuery(query, rows), input_type: 'csv' };
  readDatasetFields(request.body, (index, path) => ['body', lines[index], ...path]);
}

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AnalyzeRequest }>(
    '/v2/failure-analysis/analyze',
    {
      config: { rawBodyTypes: ['text/csv'] },
      preValidation: [checkIdempotencyKey, readAnalyzeBody],
      schema: {
        operationId: 'analyzeFailures',
        summary: 'Analyse a dataset or a trace for failures',
        description:
          'Runs the failure detectors of the taxonomy over a dataset (minimal mode), or over a stored trace (full mode: items from its ' +
          'model turns plus trace-level detectors; an unknown trace is 404), and returns tags with evidence, scoring and a ' +
          'summary with alert, CI-gate and review decisions. Every body field is optional, but exactly one of dataset and trace_id ' +
          "must be given; without project_name the run goes to the caller's default project. Dataset fields are also read under " +
          'the names of Ragas, DeepEval, promptfoo and Phoenix exports (field_mapping says which); an unknown field → 422 naming it. ' +
          'The dataset may also be sent as text/csv (columns input, output, and optionally context, reference, system_prompt, ' +
          'tool_calls as JSON, or their aliases) with project_name ' +
          'and the other options as query parameters (input_type "csv"). Datasets of more than 500 items answer at once with status ' +
          '"processing"; poll GET /v2/failure-analysis/runs/{run_id}. With an Idempotency-Key header, a retry answers the first run.',
        tags,
        security: bearerSecurity,
        headers: IdempotencyHeaders,
        body: Type.Ref(FailureAnalysisRequest),
        response: { 200: Type.Ref(FailureAnalysisResponse), ...standardErrors, ...idempotencyErrors },
      },
    },
    async (request, reply) => idempotently(request, reply, analyzeOnce, () => startAnalysis(request.server.store, request.principal!, request.body)),
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
    async (request) => getRunDocument(request.server.store, request.params.run_id, request.principal!),
  );

  await runBrowsingRoutes(app);

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
        params: Type.Object({ bucket_id: PathId('e.g. "hallucination_grounding"; any other text names no bucket: 404.') }),
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
