// Failure analysis: the shared enumerations, the taxonomy and the analysis result.
// Kept apart from the request schemas (schemas.ts) so that neither file grows too long;
// this file imports nothing from schemas.ts, so the two never form an import cycle.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { FieldMapping } from './input-item.js';
import { ScanFindingsField } from './scan-findings.js';

export const SeverityLabel = Type.Union([Type.Literal('critical'), Type.Literal('high'), Type.Literal('medium'), Type.Literal('low'), Type.Literal('info')], {
  $id: 'SeverityLabel',
  title: 'SeverityLabel',
  description:
    'The level of a failure in words, from impact + risk (docs/scoring.md): 5 critical, 4 high, 3 medium, 2 low, 0–1 info. ' +
    'A fail of level critical always gates CI; the number (severity) also weighs confidence and frequency.',
});
export type SeverityLabel = Static<typeof SeverityLabel>;

export const FeatureKind = Type.Union([Type.Literal('rag'), Type.Literal('agent'), Type.Literal('agentic_rag'), Type.Literal('generic_llm')], {
  $id: 'FeatureKind',
  title: 'FeatureKind',
  description:
    'What kind of AI application produced the items: rag (answers grounded in retrieved context), agent (tool calls), ' +
    'agentic_rag (tool calls and retrieved context), generic_llm (prompt in, answer out).',
});
export type FeatureKind = Static<typeof FeatureKind>;

export const RiskCategory = Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')], {
  $id: 'RiskCategory',
  title: 'RiskCategory',
  description: 'How exposed a failure leaves the user or the business (trust, money, law): low, medium or high; scored as risk 0, 1, 2.',
});
export type RiskCategory = Static<typeof RiskCategory>;

export const DetectorType = Type.Union([Type.Literal('deterministic'), Type.Literal('llm_judge'), Type.Literal('hybrid')], {
  $id: 'DetectorType',
  title: 'DetectorType',
  description:
    'How a detector decides: deterministic (rules and text analysis, no language model), llm_judge (a language-model ' +
    'judge alone), hybrid (a deterministic signal combined with a judge).',
});
export type DetectorType = Static<typeof DetectorType>;

const Unit = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

// ---- Taxonomy ----

const Level = (max: number, description: string) => Type.Integer({ minimum: 0, maximum: max, description });
/** A severity number: 0 (none) to 5 (the worst), two decimals. */
const SeverityNumber = (description: string) => Type.Number({ minimum: 0, maximum: 5, description });

export const RequiredInput = Type.Union(
  [Type.Literal('context'), Type.Literal('tool_calls'), Type.Literal('system_prompt'), Type.Literal('reference'), Type.Literal('trace')],
  { description: 'An input a detector needs beyond the prompt and the answer (which every item has).' },
);
export type RequiredInput = Static<typeof RequiredInput>;

export const Subcategory = Type.Object(
  {
    subcategory_id: Type.String({ description: 'Stable subcategory id, unique across the taxonomy (level-2 category).' }),
    subcategory_name: Type.String({ description: 'Short human-readable name.' }),
    description: Type.String({ description: 'What this failure is, in plain words.' }),
    detection_approach: Type.Ref(DetectorType, {
      description:
        'How it is detected: deterministic, llm_judge (needs a language-model judge) or hybrid (a deterministic signal, joined by the judge when one is configured).',
    }),
    applies_to: Type.Array(Type.Ref(FeatureKind), { description: 'The application kinds (feature_kind) it applies to.' }),
    requires_retrieval: Type.Boolean({ description: 'True when it needs retrieved context (items with context).' }),
    requires_tools: Type.Boolean({ description: 'True when it needs tool calls.' }),
    minimal_mode_compatible: Type.Boolean({
      description: 'True when it can be detected from dataset items alone (minimal mode); false when it needs a trace (full mode).',
    }),
    required_inputs: Type.Array(RequiredInput, {
      description:
        'Inputs it needs beyond the prompt and the answer: context, tool_calls, system_prompt, reference, or a trace. When no item ' +
        'has one, it is skipped with the reason in detectors_skipped_reasons.',
    }),
    related_eval_metrics: Type.Array(Type.String(), {
      description: 'Evaluation metrics (e.g. "faithfulness") run with it and used for metric agreement in scoring.',
    }),
    related_security_categories: Type.Array(Type.String(), {
      description: 'Security categories (labels "S1".."S23") whose unsafe verdict strengthens it.',
    }),
    impact_score: Level(
      3,
      'How badly one occurrence hurts the user or the task, 0 (not at all) to 3 (severely). With risk it makes severity (docs/scoring.md).',
    ),
    risk_category: Type.Ref(RiskCategory),
    bucket_id: Type.String({ description: 'Id of the bucket it belongs to, e.g. "hallucination_grounding".' }),
    signals: Type.Array(Type.String(), { description: 'What the detector looks for, one observable signal per entry.' }),
    examples: Type.Array(Type.String(), { description: 'Short examples of the failure.' }),
    remediation: Type.String({ description: 'What a team can do to fix this failure.' }),
    gates_ci_by_default: Type.Boolean({ description: 'True when a confident fail tag of it sets should_gate_ci.' }),
  },
  { $id: 'Subcategory', title: 'Subcategory', description: 'One kind of failure in the taxonomy (level 2), with how it is detected and scored.' },
);
export type Subcategory = Static<typeof Subcategory>;

export const TaxonomyBucket = Type.Object(
  {
    bucket_id: Type.String({ description: 'Stable bucket id (level-1 category), e.g. "hallucination_grounding", "instruction_compliance".' }),
    bucket_name: Type.String({ description: 'Short human-readable name.' }),
    description: Type.String({ description: 'What the failures of this bucket have in common.' }),
    subcategories: Type.Array(Type.Ref(Subcategory), { description: 'Every subcategory of the bucket.' }),
  },
  { $id: 'TaxonomyBucket', title: 'TaxonomyBucket', description: 'A group of related failure subcategories (level 1).' },
);
export type TaxonomyBucket = Static<typeof TaxonomyBucket>;

// ---- Tags and their parts ----

export const EvidenceItem = Type.Object(
  {
    item_id: Type.String({ description: 'Id of this piece of evidence, unique across the service.' }),
    evidence_type: Type.String({
      description:
        'What kind of evidence, an open set: content_snippet (a quote from the text), rationale (a one-line reason), metric ' +
        '(an evaluation metric value), span (a trace span), scan_finding (a code-scan finding), security (a security-audit verdict).',
    }),
    description: Type.String({ description: 'What this evidence shows, for a person.' }),
    content_snippet: Type.Union([Type.String(), Type.Null()], {
      description: 'The quoted text, when the evidence points into a text; null otherwise.',
    }),
    source: Type.String({
      description: 'Where the evidence comes from: input, output, context, tool_call, trace, scan or detector.',
    }),
    confidence: Type.Number({
      minimum: 0,
      maximum: 1,
      description: "How sure this piece is: 1 for a quote or a reason, the verdict's confidence for a security verdict.",
    }),
    metadata: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'Free-form details: e.g. "start" and "end" (character offsets of the snippet in its source text, end exclusive), ' +
        '"span_id", "rule_id", "metric", "label".',
    }),
  },
  { $id: 'EvidenceItem', title: 'EvidenceItem', description: 'One piece of evidence behind a tag.' },
);
export type EvidenceItem = Static<typeof EvidenceItem>;

export const ScoringBreakdown = Type.Object(
  {
    impact: Level(3, "Impact level 0–3: the subcategory's impact_score, or the finding's own when it is worse or milder than usual."),
    risk: Level(2, 'Risk level 0–2 from the risk category (low 0, medium 1, high 2).'),
    frequency_weight: Type.Number({
      minimum: 1,
      maximum: 1.5,
      description: 'How often the failure occurs in the item: 1 for one place, +0.1 for each further place it is quoted (at most 1.5).',
    }),
    security_override: Type.Union([Type.String(), Type.Null()], {
      description: 'The security category (label "S1".."S23") whose unsafe verdict raised this tag to fail; null when none did.',
    }),
    deterministic_weight: Unit('Weight of the deterministic score in the combination.'),
    judge_weight: Unit('Weight of the judge score in the combination.'),
    security_weight: Unit('Contribution of related security-audit verdicts to the confidence.'),
    metric_agreement_bonus: Unit('Added when related evaluation metrics agree with the decision.'),
    disagreement_penalty: Unit('Subtracted when the deterministic signal and the judge, or the metrics, disagree.'),
    final_severity: SeverityNumber("(impact + risk) × frequency_weight × final_confidence, at most 5 (equals the tag's severity)."),
    final_confidence: Unit("The confidence of the tag after every adjustment (equals the tag's confidence)."),
    base_confidence: Unit('Confidence the detector reported before any adjustment.'),
    deterministic_score: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Score of the deterministic signal; null when the detector has none (llm_judge).',
    }),
    judge_score: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Score of the language-model judge; null when no judge took part.',
    }),
    severity_weight: Unit("Weight of the tag's severity level in the run's overall_score."),
    explanation: Type.String({ description: 'How the final confidence and severity were reached, in a few sentences.' }),
  },
  { $id: 'ScoringBreakdown', title: 'ScoringBreakdown', description: "How a tag's severity and confidence were computed (docs/scoring.md)." },
);
export type ScoringBreakdown = Static<typeof ScoringBreakdown>;

export const FailureTag = Type.Object(
  {
    tag_id: Type.String({ format: 'uuid', description: 'Id of the tag.' }),
    bucket_id: Type.String({ description: 'Parent bucket (level-1 category).' }),
    bucket_name: Type.String({ description: 'Human-readable name of the bucket.' }),
    subcategory_id: Type.String({ description: 'Subcategory (level-2 category) found, or ruled out for a pass.' }),
    subcategory_name: Type.String({ description: 'Human-readable name of the subcategory.' }),
    item_index: Type.Integer({
      minimum: 0,
      description:
        "0-based index of the dataset item the tag belongs to. Always set (never null): in full mode, items are the trace's turns " +
        'and a trace-level finding belongs to the turn it concerns.',
    }),
    decision: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('unsure')], {
      description: 'fail: the failure is present; pass: checked and absent; unsure: the detector could not decide.',
    }),
    severity: SeverityNumber('How badly it failed, 0–5 (equals scoring_breakdown.final_severity).'),
    confidence: Unit('Confidence in the decision, 0–1 (equals scoring_breakdown.final_confidence).'),
    detector_type_used: Type.Ref(DetectorType, { description: 'How the decision was made.' }),
    judge_rationale: Type.Union([Type.String(), Type.Null()], {
      description: "The language-model judge's explanation; null when no judge took part.",
    }),
    scoring_breakdown: Type.Ref(ScoringBreakdown),
    eval_metric_values: Type.Record(Type.String(), Type.Number(), {
      description: 'Scores of the related evaluation metrics for this item, metric name to score.',
    }),
    evidence_items: Type.Array(Type.Ref(EvidenceItem), { description: 'Evidence behind the decision, most telling first.' }),
    severity_label: Type.Ref(SeverityLabel, { description: 'The level in words, from impact + risk.' }),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'Trace the item comes from; null for dataset items.' }),
    span_id: Type.Union([Type.String(), Type.Null()], { description: 'Span the finding points to; null when not trace-level.' }),
    detector_id: Type.String({ description: 'Id of the detector that produced the tag.' }),
    should_gate_ci: Type.Boolean({ description: 'True when this tag alone is enough to fail a CI gate.' }),
    needs_human_review: Type.Boolean({ description: 'True when a person should look at this tag (unsure, or low confidence).' }),
    remediation: Type.String({ description: 'What to do about it.' }),
  },
  { $id: 'FailureTag', title: 'FailureTag', description: "One detector's decision about one subcategory for one item." },
);
export type FailureTag = Static<typeof FailureTag>;

const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });

export const FailureSummary = Type.Object(
  {
    primary_failure: Nullable(
      Type.String(),
      'Subcategory id of the highest-severity failure (ties: the subcategory with more fail tags, then its id); null when nothing failed.',
    ),
    primary_failure_name: Nullable(Type.String(), 'Human-readable name of primary_failure; null when nothing failed.'),
    overall_severity: SeverityNumber(
      'Severity 0–5 of the primary tag (primary_tag_id: the fail of the highest level, then of the highest severity); 0 when nothing failed.',
    ),
    overall_confidence: Unit('Confidence of the primary tag; 0 when nothing failed.'),
    total_failures_detected: Count('Fail tags.'),
    total_passes: Count('Checks that passed (a check of one subcategory on one item that found nothing). Pass tags are counted, not listed.'),
    total_uncertain: Count('Unsure tags.'),
    total_items: Count('Items analysed.'),
    items_with_failures: Count('Items with at least one fail tag.'),
    items_all_passed: Count('Items with no fail tag (total_items − items_with_failures).'),
    buckets_affected: Type.Array(Type.String(), { description: 'Bucket ids with fail tags, in taxonomy order.' }),
    should_alert: Type.Boolean({ description: 'True when a fail tag reached the alert threshold.' }),
    should_gate_ci: Type.Boolean({ description: 'True when CI should fail: see gate_reasons.' }),
    needs_human_review: Type.Boolean({ description: 'True when at least one tag needs human review.' }),
    primary_bucket: Nullable(Type.String(), 'Bucket of primary_failure; null when nothing failed.'),
    primary_tag_id: Nullable(
      Type.String(),
      'The fail tag that primary_failure, overall_severity and overall_confidence are read from (the highest level, then the highest severity); null when nothing failed.',
    ),
    primary_severity_label: Nullable(
      Type.Ref(SeverityLabel),
      "That tag's level (severity_label): the word for overall_severity's tag, which decides the rank; null when nothing failed.",
    ),
    overall_score: Unit('Health of the whole input: 1 is healthy, 0 is failing everywhere.'),
    severity_counts: Type.Object(
      {
        critical: Count('Fail tags of level critical.'),
        high: Count('Fail tags of level high.'),
        medium: Count('Fail tags of level medium.'),
        low: Count('Fail tags of level low.'),
        info: Count('Fail tags of level info.'),
      },
      { description: 'Fail tags per severity level (severity_label); every level is present.' },
    ),
    bucket_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: 'Fail tags per bucket id; buckets without fail tags are left out.',
    }),
    gate_reasons: Type.Array(Type.String(), {
      description: 'Why should_gate_ci is true, one sentence per reason; empty when it is false.',
    }),
    thresholds: Type.Object(
      {
        alert: Unit('Alert threshold used.'),
        gate: Unit('CI-gate threshold used.'),
        review: Unit('Human-review threshold used.'),
      },
      { description: "The thresholds in effect: the request's config, else the project's settings, else the server defaults." },
    ),
  },
  { $id: 'FailureSummary', title: 'FailureSummary', description: 'Aggregates of a failure-analysis run.' },
);
export type FailureSummary = Static<typeof FailureSummary>;

const Preview = (what: string) =>
  Type.String({
    maxLength: 201,
    description: `The ${what}'s first 200 Unicode code points, followed by "…" when it is longer (for tables).`,
  });

export const RunInput = Type.Object(
  {
    item_index: Count('0-based index of the item in the dataset (as in FailureTag.item_index).'),
    input_text: Type.String({ description: 'The original prompt, in full.' }),
    output_text: Type.String({ description: 'The original model response, in full.' }),
    input_preview: Preview('input'),
    output_preview: Preview('output'),
    context: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'Retrieved documents or chunks; null when the item had none.' }),
    tool_calls: Type.Union([Type.Array(Type.Record(Type.String(), Type.Unknown())), Type.Null()], {
      description: 'Tool calls as posted; null when the item had none.',
    }),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'Trace the item comes from (full mode); null for dataset items.' }),
    failure_count: Count('Fail tags of this item.'),
    pass_count: Count('Checks of this item that passed.'),
    unsure_count: Count('Unsure tags of this item.'),
    max_severity: SeverityNumber("Highest severity among the item's fail tags; 0 when none failed."),
  },
  { $id: 'RunInput', title: 'RunInput', description: 'One analysed item: its texts and its tag counts.' },
);
export type RunInput = Static<typeof RunInput>;

/** What the analysis finds per item, as stored; the document's RunInput adds the item's texts (run-input.ts). */
export interface ItemStats {
  item_index: number;
  trace_id: string | null;
  failure_count: number;
  pass_count: number;
  unsure_count: number;
  max_severity: number;
}

export const FailureAnalysisResponse = Type.Object(
  {
    run_id: Type.String({ format: 'uuid', description: 'Id of the run; GET /v2/failure-analysis/runs/{run_id} returns this document.' }),
    status: Type.Union([Type.Literal('completed'), Type.Literal('processing'), Type.Literal('failed')], {
      description: 'processing: a large input runs as a job (poll the run); completed: every field is final; failed: see error.',
    }),
    mode: Type.Union([Type.Literal('minimal'), Type.Literal('full')], {
      description: 'minimal: dataset items only; full: a trace, with trace-level detectors.',
    }),
    input_type: Type.Union([Type.Literal('trace'), Type.Literal('json'), Type.Literal('csv')], {
      description: 'What was posted: trace (a trace_id), json (a JSON dataset) or csv (a text/csv body).',
    }),
    field_mapping: FieldMapping,
    feature_kind: Type.Ref(FeatureKind, { description: 'The application type given, or the one detected.' }),
    summary: Type.Ref(FailureSummary),
    failure_tags: Type.Array(Type.Ref(FailureTag), {
      description:
        'Fail and unsure tags, fail first, by descending severity then confidence; at most config.max_tags_in_response ' +
        '(the rest page through GET /v2/failure-analysis/runs/{run_id}/tags). Passes are counted, not listed.',
    }),
    inputs: Type.Array(Type.Ref(RunInput), {
      description:
        'The items in order with their counts; at most config.max_inputs_in_response (the rest page through GET /v2/failure-analysis/runs/{run_id}/inputs).',
    }),
    eval_metrics: Type.Union([Type.Record(Type.String(), Type.Number()), Type.Null()], {
      description: 'Mean of each evaluation metric over the items, metric name to score; null when evaluation did not run.',
    }),
    eval_run_id: Type.Union([Type.String(), Type.Null()], { description: 'Linked evaluation run; null when evaluation did not run.' }),
    security_flags: Type.Union([Type.Record(Type.String(), Type.Union([Type.Literal('safe'), Type.Literal('unsafe')])), Type.Null()], {
      description: 'Security-audit verdict per category label ("S1".."S23") over the items; null when the audit did not run.',
    }),
    security_batch_id: Type.Union([Type.String(), Type.Null()], { description: 'Linked security-audit batch; null when the audit did not run.' }),
    detectors_run: Type.Array(Type.String(), { description: 'Subcategories that were analysed.' }),
    detectors_skipped: Type.Array(Type.String(), { description: 'Subcategories skipped as not applicable (reasons in detectors_skipped_reasons).' }),
    duration_ms: Type.Integer({ minimum: 0, description: 'Wall time of the analysis in milliseconds; 0 while processing.' }),
    tokens_used: Count('Language-model tokens used by judges during the run; 0 when no judge ran.'),
    created_at: Type.String({ format: 'date-time', description: 'When the run was created.' }),
    project_name: Type.String({ description: 'Project the run belongs to.' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why the run failed; null unless status is failed.' }),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'The analysed trace; null for datasets.' }),
    failure_tags_total: Count('Fail and unsure tags the run produced (failure_tags may hold fewer).'),
    failure_tags_truncated: Type.Boolean({ description: 'True when failure_tags holds fewer than failure_tags_total.' }),
    inputs_total: Count('Items of the run (inputs may hold fewer).'),
    inputs_truncated: Type.Boolean({ description: 'True when inputs holds fewer than inputs_total.' }),
    detectors_skipped_reasons: Type.Record(Type.String(), Type.String(), {
      description: 'For each subcategory in detectors_skipped, why it did not run (e.g. "needs context", "needs a language-model judge").',
    }),
    scan_upload_id: Type.Union([Type.String(), Type.Null()], {
      description: "The project's latest code-scan upload, which the run used; null when none was used.",
    }),
    scan_findings: ScanFindingsField,
    not_run: Type.Object(
      {
        eval: Type.Optional(Type.String({ description: 'Why evaluation did not run.' })),
        security: Type.Optional(Type.String({ description: 'Why the security audit did not run.' })),
        scan: Type.Optional(Type.String({ description: 'Why no code-scan findings were attached.' })),
      },
      {
        description: 'Features that were asked for (run_eval, run_security, run_scan) but did not run, each with its reason. Never an error.',
      },
    ),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the run completed or failed; null while processing.',
    }),
  },
  {
    $id: 'FailureAnalysisResponse',
    title: 'FailureAnalysisResponse',
    description: 'A failure-analysis run: its summary, tags and per-item results.',
  },
);
export type FailureAnalysisResponse = Static<typeof FailureAnalysisResponse>;
