// The result of one metric on one item, as the metrics give it and every document that carries metrics shows it.
import { Type, type Static } from '@sinclair/typebox';

export const EvaluationMetricResult = Type.Object(
  {
    name: Type.String({ description: 'Name of the metric, e.g. "faithfulness", "json_validity", "latency_ms".' }),
    score: Type.Union([Type.Number(), Type.Null()], {
      description: "The metric's value, in the metric's own range (most are 0..1); null when skipped.",
    }),
    threshold: Type.Union([Type.Number(), Type.Null()], {
      description: "Threshold the score is compared with (in the metric's direction); null when the metric has none.",
    }),
    passed: Type.Union([Type.Boolean(), Type.Null()], {
      description: 'Whether the score meets the threshold; null when skipped or without a threshold.',
    }),
    reason: Type.String({ description: 'Why the metric gave this score, or why it was skipped.' }),
    source: Type.Union([Type.Literal('deterministic'), Type.Literal('llm_judge')], {
      description: 'Who computed it: deterministic code, or a language-model judge.',
    }),
    skipped: Type.Boolean({
      description:
        'True when the metric gave no score: an input it needs is missing ("Skipped: …"), or it does not apply to the item ("Not applicable: …", e.g. json_validity where no JSON was asked). Left out of means and the gate.',
    }),
  },
  {
    $id: 'EvaluationMetricResult',
    title: 'EvaluationMetricResult',
    description: 'The result of one metric on one item.',
  },
);
export type EvaluationMetricResult = Static<typeof EvaluationMetricResult>;
