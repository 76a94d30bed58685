// Evaluation runs: the request of POST /v2/evaluate, the run with its per-metric summary, and the
// comparison of two runs (GET /v2/evaluate/compare).
import { Type, type Static } from '@sinclair/typebox';
import { FieldMapping, MinimalInputItem } from '../core/shapes/input-item.js';
import { NextCursor } from '../http/created-cursor.js';
import { ProjectName } from '../http/common-schemas.js';

export const EvaluationConfig = Type.Object(
  {
    json_schema: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          'JSON Schema the outputs must follow (schema_compliance). Its `pattern`s and `patternProperties` run on RE2, as `regex` does: a pattern RE2 cannot run → 422 at its path.',
      }),
    ),
    regex: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1000,
        description:
          'Regular expression (JavaScript syntax) the outputs must match (regex). It runs on RE2, a linear-time engine: lookarounds and backreferences → 422; flags inline, (?i) (?m) (?s).',
      }),
    ),
    contains: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description: 'Strings every output must contain, case-insensitive (contains); the reference is used when absent.',
      }),
    ),
    thresholds: Type.Optional(
      Type.Record(Type.String(), Type.Number(), { description: "Threshold per metric name, replacing the metric's default for this run." }),
    ),
  },
  { $id: 'EvaluationConfig', title: 'EvaluationConfig', description: 'Settings some metrics read, and threshold overrides.' },
);

export const EvaluationRequest = Type.Object(
  {
    project_name: Type.Optional(
      Type.Union([ProjectName, Type.Null()], {
        description: "Project to file the run under, created on first use; absent or null: the caller's default project, as for analyze (docs/api.md).",
      }),
    ),
    dataset: Type.Optional(
      Type.Array(Type.Ref(MinimalInputItem), {
        minItems: 1,
        description: 'Items to evaluate (input, output, and optionally context, reference, tool_calls, metadata).',
      }),
    ),
    trace_ids: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
        minItems: 1,
        maxItems: 1000,
        description: 'Stored traces to evaluate, one item per model turn.',
      }),
    ),
    metrics: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description: 'Metric names; all that apply when absent. Unknown names → 422 listing the known.',
      }),
    ),
    config: Type.Optional(Type.Ref(EvaluationConfig)),
    llm_api_key: Type.Optional(
      Type.String({
        minLength: 1,
        writeOnly: true,
        description:
          "A language-model provider key for the judge, for this request only: sent to the server's judge endpoint " +
          '(ASSAY_LLM_BASE_URL) when one is configured, else to the default provider (https://api.openai.com/v1, ' +
          'gpt-4o-mini); ignored when the server sets ASSAY_LLM_REQUEST_KEYS=off. Never stored, logged or returned.',
      }),
    ),
  },
  {
    $id: 'EvaluationRequest',
    title: 'EvaluationRequest',
    description: 'Evaluate a dataset or stored traces with quality metrics. Give exactly one of dataset and trace_ids.',
  },
);
export type EvaluationRequest = Static<typeof EvaluationRequest>;

export const MetricSummary = Type.Object(
  {
    mean: Type.Union([Type.Number(), Type.Null()], { description: 'Mean score over the items where the metric ran; null when it ran on none.' }),
    pass_rate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Share of those items that passed the threshold; null when none.',
    }),
    count: Type.Integer({ minimum: 0, description: 'Items the metric ran on.' }),
    skipped: Type.Integer({ minimum: 0, description: 'Items the metric gave no score on: an input missing, or not applicable to the item.' }),
    threshold: Type.Number({ description: 'Threshold used.' }),
    higher_is_better: Type.Boolean({ description: 'Direction of the metric.' }),
  },
  { $id: 'MetricSummary', title: 'MetricSummary', description: 'One metric over a run.' },
);

export const EvaluationRun = Type.Object(
  {
    run_id: Type.String({ format: 'uuid', description: 'Id of the run; GET /v2/evaluate/runs/{run_id}.' }),
    project_name: Type.String({ description: 'Project the run belongs to.' }),
    status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')], {
      description: 'processing: a large run works as a job and its summary fills in when completed.',
    }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why the run failed; null otherwise.' }),
    input_type: Type.Union([Type.Literal('dataset'), Type.Literal('trace')], { description: 'What was evaluated.' }),
    field_mapping: FieldMapping,
    total_items: Type.Integer({ minimum: 0, description: 'Items in the run.' }),
    metrics: Type.Record(Type.String(), Type.Ref(MetricSummary), { description: 'Per metric name: mean, pass rate and counts.' }),
    metrics_requested: Type.Array(Type.String(), { description: 'Metrics asked for (or all).' }),
    tokens_used: Type.Integer({ minimum: 0, description: 'Language-model judge tokens the run used; 0 without a judge.' }),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'EvaluationRun', title: 'EvaluationRun', description: 'An evaluation run and its per-metric summary.' },
);
export type EvaluationRun = Static<typeof EvaluationRun>;

export const EvaluationRunPage = Type.Object(
  {
    runs: Type.Array(Type.Ref(EvaluationRun), { description: 'Runs, newest first.' }),
    next_cursor: NextCursor,
  },
  { $id: 'EvaluationRunPage', title: 'EvaluationRunPage', description: 'A page of evaluation runs.' },
);

export const MetricComparison = Type.Object(
  {
    base_mean: Type.Union([Type.Number(), Type.Null()]),
    candidate_mean: Type.Union([Type.Number(), Type.Null()]),
    delta: Type.Union([Type.Number(), Type.Null()], { description: 'candidate_mean − base_mean, over the pairs where both ran.' }),
    pairs: Type.Integer({ minimum: 0, description: 'Items where the metric ran in both runs.' }),
    wins: Type.Integer({ minimum: 0, description: "Pairs where the candidate is better (in the metric's direction)." }),
    losses: Type.Integer({ minimum: 0, description: 'Pairs where the candidate is worse.' }),
    ties: Type.Integer({ minimum: 0, description: 'Pairs with equal scores.' }),
    test: Type.Literal('wilcoxon_signed_rank', { description: 'The paired significance test used.' }),
    p_value: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Two-sided p-value (exact for up to 25 non-tied pairs, normal approximation with tie correction above); null with no non-tied pair.',
    }),
  },
  { $id: 'MetricComparison', title: 'MetricComparison', description: 'One metric, base against candidate, item by item.' },
);

export const EvaluationComparison = Type.Object(
  {
    base_run_id: Type.String({ format: 'uuid' }),
    candidate_run_id: Type.String({ format: 'uuid' }),
    items: Type.Integer({ minimum: 0, description: 'Items paired (by index; both runs must have the same number).' }),
    metrics: Type.Record(Type.String(), Type.Ref(MetricComparison), { description: 'Per metric that ran in both runs.' }),
  },
  { $id: 'EvaluationComparison', title: 'EvaluationComparison', description: 'Two runs over the same items, compared metric by metric.' },
);
export type EvaluationComparison = Static<typeof EvaluationComparison>;
