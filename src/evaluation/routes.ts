// Evaluation operation of the API contract. Declared with its full schemas so that validation,
// serialization and the OpenAPI document are right before the area lands.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import { EvaluationItem } from './schemas.js';

export async function evaluationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v2/evaluate/items/:item_id',
    {
      schema: {
        operationId: 'getEvaluationItem',
        summary: 'Show one evaluated item',
        description:
          'Returns an item of an evaluation run with its full input and output, the context joined as one string, every ' +
          'metric\'s result and a readable explanation of them. Unknown item, or an item of another owner → 404.',
        tags: ['Evaluation'],
        security: bearerSecurity,
        params: Type.Object({
          item_id: Type.String({ format: 'uuid', description: 'Id of the evaluation item.' }),
        }),
        response: {
          200: Type.Ref(EvaluationItem, { description: 'The item.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('evaluation'),
  );
}
