// Failure-analysis operations of the API contract. Declared with their full schemas so that
// validation, serialization and the OpenAPI document are right before the area lands.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import { FailureAnalysisRequest, FailureAnalysisResponse, TaxonomyBucket } from './schemas.js';

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/v2/failure-analysis/analyze',
    {
      schema: {
        operationId: 'analyzeFailures',
        summary: 'Analyse a dataset or a trace for failures',
        description:
          'Runs the failure detectors of the taxonomy over a dataset (minimal mode) or a stored trace (full mode) and returns ' +
          'tags with evidence, scoring and a summary with alert, CI-gate and review decisions. Optionally runs the evaluation ' +
          'metrics, the security audit and attaches code-scan findings. Large inputs answer at once with status "processing"; ' +
          'poll the run for the result.',
        tags: ['Failure analysis'],
        security: bearerSecurity,
        body: Type.Ref(FailureAnalysisRequest),
        response: {
          200: Type.Ref(FailureAnalysisResponse, { description: 'The run: completed, or processing for a large input.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('failure analysis'),
  );

  app.get(
    '/v2/failure-analysis/taxonomy/:bucket_id',
    {
      schema: {
        operationId: 'getTaxonomyBucket',
        summary: 'Show one bucket of the failure taxonomy',
        description: 'Returns a bucket of the failure taxonomy with every subcategory and its detector. Unknown bucket → 404.',
        tags: ['Failure analysis'],
        security: bearerSecurity,
        params: Type.Object({
          bucket_id: Type.String({
            minLength: 1,
            maxLength: 64,
            description: 'Id of the bucket, e.g. "hallucination_grounding".',
          }),
        }),
        response: {
          200: Type.Ref(TaxonomyBucket, { description: 'The bucket with its subcategories.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('failure analysis'),
  );
}
