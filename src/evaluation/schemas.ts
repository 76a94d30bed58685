// Evaluation: one evaluated item with every metric's result (GET /v2/evaluate/items/{item_id}).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  EvaluationComparison,
  EvaluationConfig,
  EvaluationRequest,
  EvaluationRun,
  EvaluationRunPage,
  MetricComparison,
  MetricSummary,
} from './schemas-runs.js';

export * from './schemas-runs.js';
export * from '../core/shapes/metric-result.js';
import { EvaluationMetricResult } from '../core/shapes/metric-result.js';

export const EvaluationItem = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Id of the item.' }),
    run_id: Type.String({ format: 'uuid', description: 'Evaluation run the item belongs to.' }),
    index: Type.Integer({ minimum: 0, description: 'Position of the item in the run.' }),
    timestamp: Type.String({
      format: 'date-time',
      description:
        "When the evaluated interaction took place: for an item from a stored trace, the start of its answer's span " +
        '(else of the trace); for a dataset item, its metadata.timestamp when that is a valid date-time (in UTC here); ' +
        'else when the item was evaluated.',
    }),
    full_input: Type.String({ description: 'The whole input, not truncated.' }),
    full_output: Type.String({ description: 'The whole output, not truncated.' }),
    retrieved_context: Type.String({
      description: 'The context joined as one string (chunks separated by a blank line); empty when the item has none.',
    }),
    reference: Type.Union([Type.String(), Type.Null()], { description: 'The reference answer; null when none was given.' }),
    eval_reasoning: Type.String({
      description: "A readable explanation of every metric's result on this item, one paragraph per metric; empty until the item is evaluated.",
    }),
    item_metadata: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Free-form metadata posted with the item (or derived from the trace).',
    }),
    metrics: Type.Array(Type.Ref(EvaluationMetricResult), { description: 'One result per metric, skipped ones included.' }),
    trace_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Trace the item was derived from; null for dataset items.',
    }),
    created_at: Type.String({ format: 'date-time', description: 'When the item was created.' }),
    updated_at: Type.String({ format: 'date-time', description: 'When the item last changed (e.g. a metric finished).' }),
  },
  {
    $id: 'EvaluationItem',
    title: 'EvaluationItem',
    description: "One evaluated item: the full texts and every metric's result with its reasoning.",
  },
);
export type EvaluationItem = Static<typeof EvaluationItem>;

/** Every evaluation component, each after the components it references. */
export const evaluationSchemas: TSchema[] = [
  EvaluationMetricResult,
  EvaluationItem,
  EvaluationConfig,
  EvaluationRequest,
  MetricSummary,
  EvaluationRun,
  EvaluationRunPage,
  MetricComparison,
  EvaluationComparison,
];
