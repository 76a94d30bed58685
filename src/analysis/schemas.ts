// Failure analysis: the request of POST /v2/failure-analysis/analyze, and the list of every
// failure-analysis component (the shapes the core judges, items and the response document, live in core/shapes/) for app.addSchema().
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ProjectName } from '../http/common-schemas.js';
import {
  DetectorType,
  EvidenceItem,
  FailureAnalysisResponse,
  FailureSummary,
  FailureTag,
  FeatureKind,
  RiskCategory,
  RunInput,
  ScoringBreakdown,
  SeverityLabel,
  Subcategory,
  TaxonomyBucket,
} from '../core/shapes/failure-analysis.js';

export * from '../core/shapes/failure-analysis.js';
export * from '../core/shapes/input-item.js';
import { MinimalInputItem } from '../core/shapes/input-item.js';
import { CustomRule, MAX_RULES } from '../core/rules/custom-rule.js';

const Threshold = (description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 1, description }));

export const FailureAnalysisConfig = Type.Object(
  {
    alert_threshold: Threshold("should_alert is set when a fail tag reaches this confidence. Overrides the project's setting for this run."),
    gate_threshold: Threshold(
      'should_gate_ci is set when a fail tag of a gating subcategory, or of severity critical, reaches this confidence. ' +
        "Overrides the project's setting for this run.",
    ),
    review_threshold: Threshold(
      'needs_human_review is set on unsure tags and on fail tags whose confidence is below this value. ' + "Overrides the project's setting for this run.",
    ),
    gate_subcategories: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        uniqueItems: true,
        description:
          "The subcategories whose confident fail tags gate CI (should_gate_ci), in place of the taxonomy's defaults " +
          '(gates_ci_by_default); a fail of level critical gates whatever the list. [] gates on critical fails only. Unknown ids → 422.',
      }),
    ),
    custom_rules: Type.Optional(
      Type.Array(Type.Ref(CustomRule), {
        maxItems: MAX_RULES,
        description:
          "The team's own checks for this run (docs/custom-rules.md), beside the project's (PUT /v2/projects/{name}/custom-rules): a " +
          "rule of the same name replaces the project's. Each match is a tag with detector_id `rule:<name>`.",
      }),
    ),
    max_inputs_in_response: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100000,
        description:
          "Most items returned in the response's inputs (the rest page through GET /v2/failure-analysis/runs/{run_id}/inputs); " + 'when absent, 1,000.',
      }),
    ),
    max_tags_in_response: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100000,
        description:
          'Most tags returned in the response (the rest page through GET /v2/failure-analysis/runs/{run_id}/tags); ' +
          "when absent the server's limit applies.",
      }),
    ),
  },
  {
    $id: 'FailureAnalysisConfig',
    title: 'FailureAnalysisConfig',
    description: "Per-run overrides; each threshold falls back to the project's settings, then to the server defaults.",
  },
);
export type FailureAnalysisConfig = Static<typeof FailureAnalysisConfig>;

const IdList = (description: string) => Type.Optional(Type.Union([Type.Array(Type.String({ minLength: 1 })), Type.Null()], { description }));
const NameList = (description: string) => Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description }));
/** An optional field that may also be sent as null, which means the same as leaving it out. */
const OrNull = <T extends TSchema>(schema: T, description: string) => Type.Optional(Type.Union([schema, Type.Null()], { description }));

export const FailureAnalysisRequest = Type.Object(
  {
    trace_id: OrNull(
      Type.String({ minLength: 1, maxLength: 128 }),
      'A stored trace to analyse (full mode), as ingested through /v1/traces or /api/v1/traces. Give exactly one of dataset and trace_id.',
    ),
    dataset: OrNull(Type.Array(Type.Ref(MinimalInputItem), { minItems: 1 }), 'Items to analyse (minimal mode). Give exactly one of dataset and trace_id.'),
    project_name: OrNull(ProjectName, "Project to file the run under, created on first use; absent: the caller's default project (docs/api.md)."),
    feature_kind: OrNull(
      Type.Ref(FeatureKind),
      'The application type; detected from the items when absent (tool calls and context → agentic_rag, tool calls → agent, context → rag, else generic_llm).',
    ),
    subcategories: IdList(
      'Subcategory ids to check. With buckets, the union of both is checked; when both are absent, every subcategory that applies. Unknown ids → 422.',
    ),
    buckets: IdList('Bucket ids whose subcategories are all checked, in union with subcategories. Unknown ids → 422.'),
    run_eval: Type.Optional(Type.Boolean({ default: true, description: 'Run the evaluation metrics related to the subcategories checked.' })),
    run_security: Type.Optional(Type.Boolean({ default: true, description: 'Run the security audit (S1–S23) on the items.' })),
    run_scan: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          "Attach the relevant findings of the project's latest code-scan upload as evidence, when it has one (when run_scan is " +
          'sent as true and there is none, not_run.scan says so).',
      }),
    ),
    mandatory_security_categories: NameList('Security categories always checked and reported, by label ("S9") or key ("s9-pii-privacy"). Unknown ones → 422.'),
    mandatory_eval_metrics: NameList('Evaluation metrics always run (e.g. "faithfulness"). Unknown names → 422.'),
    llm_api_key: OrNull(
      Type.String({ minLength: 1, writeOnly: true }),
      'A language-model provider key used by the judges for this request only (docs/judge.md): never stored, logged or returned.',
    ),
    config: Type.Optional(Type.Ref(FailureAnalysisConfig)),
  },
  {
    $id: 'FailureAnalysisRequest',
    title: 'FailureAnalysisRequest',
    description:
      'Analyse a dataset (minimal mode) or a stored trace (full mode) for failures. Every field is optional, but exactly one of ' +
      "dataset and trace_id must be given (neither or both → 422); without project_name the run goes to the caller's default project.",
  },
);
export type FailureAnalysisRequest = Static<typeof FailureAnalysisRequest>;

/** Every failure-analysis component, each after the components it references. */
export const analysisSchemas: TSchema[] = [
  SeverityLabel,
  RiskCategory,
  FeatureKind,
  DetectorType,
  Subcategory,
  TaxonomyBucket,
  MinimalInputItem,
  CustomRule,
  FailureAnalysisConfig,
  FailureAnalysisRequest,
  EvidenceItem,
  ScoringBreakdown,
  FailureTag,
  FailureSummary,
  RunInput,
  FailureAnalysisResponse,
];
