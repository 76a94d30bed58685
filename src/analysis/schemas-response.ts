// Failure analysis: the shared enumerations, the taxonomy and the analysis result.
// Kept apart from the request schemas (schemas.ts) so that neither file grows too long;
// this file imports nothing from schemas.ts, so the two never form an import cycle.
import { Type, type Static } from '@sinclair/typebox';

export const Severity = Type.Union(
  [Type.Literal('critical'), Type.Literal('high'), Type.Literal('medium'), Type.Literal('low'), Type.Literal('info')],
  {
    $id: 'Severity',
    title: 'Severity',
    description: 'How much a failure matters, from most to least: critical, high, medium, low, info.',
  },
);
export type Severity = Static<typeof Severity>;

export const FeatureKind = Type.Union(
  [Type.Literal('chat'), Type.Literal('rag'), Type.Literal('agent'), Type.Literal('completion')],
  {
    $id: 'FeatureKind',
    title: 'FeatureKind',
    description:
      'What kind of AI feature produced the items: chat (conversation), rag (answers grounded in retrieved context), ' +
      'agent (tool calls), completion (single prompt to single answer). It decides which detectors apply.',
  },
);
export type FeatureKind = Static<typeof FeatureKind>;

export const DetectorType = Type.Union(
  [Type.Literal('deterministic'), Type.Literal('llm_judge'), Type.Literal('hybrid')],
  {
    $id: 'DetectorType',
    title: 'DetectorType',
    description:
      'How a detector decides: deterministic (rules and text analysis, no language model), llm_judge (a language-model ' +
      'judge alone), hybrid (a deterministic signal combined with a judge).',
  },
);
export type DetectorType = Static<typeof DetectorType>;

const Unit = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

// ---- Taxonomy ----

export const Subcategory = Type.Object(
  {
    id: Type.String({ description: 'Stable subcategory id, unique across the taxonomy.' }),
    bucket_id: Type.String({ description: 'Id of the bucket this subcategory belongs to, e.g. "hallucination_grounding".' }),
    name: Type.String({ description: 'Short human-readable name.' }),
    description: Type.String({ description: 'What this failure is, in plain words.' }),
    default_severity: Type.Ref(Severity, { description: 'Severity given to its fail tags unless scoring adjusts it.' }),
    detector_type: Type.Ref(DetectorType, { description: 'How its detector decides.' }),
    minimal_compatible: Type.Boolean({
      description: 'True when it can be detected from dataset items alone (minimal mode); false when it needs a trace (full mode).',
    }),
    requires: Type.Array(
      Type.Union([
        Type.Literal('context'),
        Type.Literal('tool_calls'),
        Type.Literal('trace'),
        Type.Literal('reference'),
        Type.Literal('system_prompt'),
        Type.Literal('llm'),
      ]),
      {
        description:
          'Inputs its detector needs; when one is missing the detector is skipped with the reason in detectors_skipped_reasons. ' +
          '"llm" means a language-model judge must be configured (server settings or llm_api_key).',
      },
    ),
    signals: Type.Array(Type.String(), { description: 'What the detector looks for, one observable signal per entry.' }),
    examples: Type.Array(Type.String(), { description: 'Short examples of the failure.' }),
    remediation: Type.String({ description: 'What a team can do to fix this failure.' }),
    related_security_categories: Type.Array(Type.String(), {
      description: 'Security categories (labels "S1".."S23") whose unsafe verdict strengthens this subcategory.',
    }),
    related_eval_metrics: Type.Array(Type.String(), {
      description: 'Evaluation metrics (e.g. "faithfulness") run with this subcategory and used for metric agreement in scoring.',
    }),
    gates_ci_by_default: Type.Boolean({ description: 'True when a confident fail tag of this subcategory sets should_gate_ci.' }),
  },
  { $id: 'Subcategory', title: 'Subcategory', description: 'One kind of failure in the taxonomy, with the detector that finds it.' },
);
export type Subcategory = Static<typeof Subcategory>;

export const TaxonomyBucket = Type.Object(
  {
    id: Type.String({ description: 'Stable bucket id, e.g. "hallucination_grounding", "tool_use".' }),
    name: Type.String({ description: 'Short human-readable name.' }),
    description: Type.String({ description: 'What the failures of this bucket have in common.' }),
    subcategories: Type.Array(Type.Ref(Subcategory), { description: 'Every subcategory of the bucket.' }),
  },
  { $id: 'TaxonomyBucket', title: 'TaxonomyBucket', description: 'A group of related failure subcategories.' },
);
export type TaxonomyBucket = Static<typeof TaxonomyBucket>;

// ---- Tags and their parts ----

export const EvidenceItem = Type.Object(
  {
    evidence_type: Type.Union(
      [
        Type.Literal('content_snippet'),
        Type.Literal('rationale'),
        Type.Literal('metric'),
        Type.Literal('span'),
        Type.Literal('scan_finding'),
        Type.Literal('security'),
      ],
      {
        description:
          'content_snippet: a quote from the text; rationale: a one-line reason; metric: an evaluation metric value; ' +
          'span: a trace span; scan_finding: a code-scan finding; security: a security-audit verdict.',
      },
    ),
    source: Type.Union(
      [
        Type.Literal('input'),
        Type.Literal('output'),
        Type.Literal('context'),
        Type.Literal('tool_call'),
        Type.Literal('trace'),
        Type.Literal('scan'),
        Type.Literal('detector'),
      ],
      { description: 'Where the evidence comes from.' },
    ),
    content_snippet: Type.Union([Type.String(), Type.Null()], {
      description: 'The quoted text, when the evidence points into a text; null otherwise.',
    }),
    description: Type.String({ description: 'What this evidence shows, for a person.' }),
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
    base_confidence: Unit('Confidence the detector reported before any adjustment.'),
    deterministic_score: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Score of the deterministic signal; null when the detector has none (llm_judge).',
    }),
    judge_score: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Score of the language-model judge; null when no judge took part.',
    }),
    deterministic_weight: Unit('Weight of the deterministic score in the combination.'),
    judge_weight: Unit('Weight of the judge score in the combination.'),
    metric_agreement_bonus: Unit('Added when related evaluation metrics agree with the decision.'),
    disagreement_penalty: Unit('Subtracted when the deterministic signal and the judge, or the metrics, disagree.'),
    security_weight: Unit('Contribution of related security-audit verdicts.'),
    severity_weight: Unit('Weight given to the severity in the final confidence.'),
    final_confidence: Unit('The confidence of the tag after every adjustment (equals the tag\'s confidence).'),
    explanation: Type.String({ description: 'How the final confidence was reached, in one or two sentences.' }),
  },
  { $id: 'ScoringBreakdown', title: 'ScoringBreakdown', description: 'How a tag\'s confidence was computed.' },
);
export type ScoringBreakdown = Static<typeof ScoringBreakdown>;

export const FailureTag = Type.Object(
  {
    tag_id: Type.String({ format: 'uuid', description: 'Id of the tag.' }),
    item_index: Count('Index of the item in the analysed input (dataset order, or item order derived from the trace).'),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'Trace the item comes from; null for dataset items.' }),
    span_id: Type.Union([Type.String(), Type.Null()], { description: 'Span the finding points to; null when not trace-level.' }),
    bucket_id: Type.String({ description: 'Bucket of the subcategory.' }),
    subcategory_id: Type.String({ description: 'Subcategory found (or ruled out, for a pass).' }),
    subcategory_name: Type.String({ description: 'Human-readable name of the subcategory.' }),
    decision: Type.Union([Type.Literal('fail'), Type.Literal('pass'), Type.Literal('unsure')], {
      description: 'fail: the failure is present; pass: checked and absent; unsure: the detector could not decide.',
    }),
    severity: Type.Ref(Severity),
    confidence: Unit('Confidence in the decision (equals scoring.final_confidence).'),
    detector_id: Type.String({ description: 'Id of the detector that produced the tag.' }),
    detector_type: Type.Ref(DetectorType),
    evidence: Type.Array(Type.Ref(EvidenceItem), { description: 'Evidence behind the decision, most telling first.' }),
    scoring: Type.Ref(ScoringBreakdown),
    security_override: Type.Boolean({
      description: 'True when an unsafe security-audit verdict in a related category raised this tag to fail.',
    }),
    security_weight: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Weight of the related security verdict in scoring; null when no security result relates to the tag.',
    }),
    eval_metric_values: Type.Record(Type.String(), Type.Number(), {
      description: 'Values of the related evaluation metrics for this item, metric name to score.',
    }),
    judge_rationale: Type.Union([Type.String(), Type.Null()], {
      description: 'The language-model judge\'s rationale; null when no judge took part.',
    }),
    should_gate_ci: Type.Boolean({ description: 'True when this tag alone is enough to fail a CI gate.' }),
    needs_human_review: Type.Boolean({ description: 'True when a person should look at this tag (unsure, or low confidence).' }),
    remediation: Type.String({ description: 'What to do about it.' }),
  },
  { $id: 'FailureTag', title: 'FailureTag', description: 'One detector\'s decision about one subcategory for one item.' },
);
export type FailureTag = Static<typeof FailureTag>;

export const FailureSummary = Type.Object(
  {
    total_items: Count('Items analysed.'),
    items_with_failures: Count('Items with at least one fail tag.'),
    total_tags: Count('Tags produced, all decisions (may exceed the tags returned, see tags_truncated).'),
    fail_count: Count('Tags with decision fail.'),
    unsure_count: Count('Tags with decision unsure.'),
    pass_count: Count('Tags with decision pass.'),
    primary_bucket: Type.Union([Type.String(), Type.Null()], {
      description: 'Bucket with the most fail tags (ties broken by severity); null when nothing failed.',
    }),
    primary_subcategory: Type.Union([Type.String(), Type.Null()], {
      description: 'Subcategory with the most fail tags (ties broken by severity); null when nothing failed.',
    }),
    max_severity: Type.Union([Type.Ref(Severity), Type.Null()], {
      description: 'Highest severity among fail tags; null when nothing failed.',
    }),
    overall_score: Unit('Health of the whole input: 1 is healthy, 0 is failing everywhere.'),
    severity_counts: Type.Object(
      {
        critical: Count('Fail tags of severity critical.'),
        high: Count('Fail tags of severity high.'),
        medium: Count('Fail tags of severity medium.'),
        low: Count('Fail tags of severity low.'),
        info: Count('Fail tags of severity info.'),
      },
      { description: 'Fail tags per severity; every severity is present.' },
    ),
    bucket_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: 'Fail tags per bucket id; buckets without fail tags are left out.',
    }),
    should_alert: Type.Boolean({ description: 'True when a fail tag reached the alert threshold.' }),
    should_gate_ci: Type.Boolean({ description: 'True when CI should fail: see gate_reasons.' }),
    needs_human_review: Type.Boolean({ description: 'True when at least one tag needs human review.' }),
    gate_reasons: Type.Array(Type.String(), {
      description: 'Why should_gate_ci is true, one sentence per reason; empty when it is false.',
    }),
    thresholds: Type.Object(
      {
        alert: Unit('Alert threshold used.'),
        gate: Unit('CI-gate threshold used.'),
        review: Unit('Human-review threshold used.'),
      },
      { description: 'The thresholds in effect: the request\'s config, else the project\'s settings, else the server defaults.' },
    ),
  },
  { $id: 'FailureSummary', title: 'FailureSummary', description: 'Aggregates of a failure-analysis run.' },
);
export type FailureSummary = Static<typeof FailureSummary>;

const Preview = (what: string) =>
  Type.String({
    maxLength: 201,
    description: `The ${what}'s first 200 Unicode code points, followed by "…" when it is longer.`,
  });

export const RunInput = Type.Object(
  {
    item_index: Count('Index of the item (as in FailureTag.item_index).'),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'Trace the item comes from; null for dataset items.' }),
    input_preview: Preview('input'),
    output_preview: Preview('output'),
    input_chars: Count('Length of the full input, in Unicode code points.'),
    output_chars: Count('Length of the full output, in Unicode code points.'),
    tag_count: Count('Tags of this item, all decisions.'),
    fail_count: Count('Fail tags of this item.'),
    unsure_count: Count('Unsure tags of this item.'),
    max_severity: Type.Union([Type.Ref(Severity), Type.Null()], {
      description: 'Highest severity among the item\'s fail tags; null when none failed.',
    }),
  },
  { $id: 'RunInput', title: 'RunInput', description: 'One analysed item, previewed, with its tag counts.' },
);
export type RunInput = Static<typeof RunInput>;

export const FailureAnalysisResponse = Type.Object(
  {
    run_id: Type.String({ format: 'uuid', description: 'Id of the run; GET /v2/failure-analysis/runs/{run_id} returns this document.' }),
    project_name: Type.String({ description: 'Project the run belongs to.' }),
    status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')], {
      description: 'processing: a large input runs as a job (poll the run); completed: every field is final; failed: see error.',
    }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why the run failed; null unless status is failed.' }),
    mode: Type.Union([Type.Literal('minimal'), Type.Literal('full')], {
      description: 'minimal: dataset items only; full: a trace, with trace-level detectors.',
    }),
    input_type: Type.Union([Type.Literal('dataset'), Type.Literal('csv'), Type.Literal('trace')], {
      description: 'What was posted: a JSON dataset, a CSV body, or a trace_id.',
    }),
    feature_kind: Type.Ref(FeatureKind, { description: 'The feature kind given, or the one detected.' }),
    trace_id: Type.Union([Type.String(), Type.Null()], { description: 'The analysed trace; null for datasets.' }),
    summary: Type.Ref(FailureSummary),
    tags: Type.Array(Type.Ref(FailureTag), {
      description: 'Tags, fail first, then unsure, then pass, by descending severity and confidence; at most config.max_tags_in_response.',
    }),
    tags_truncated: Type.Boolean({
      description: 'True when tags holds fewer than tags_total; page through all of them at GET /v2/failure-analysis/runs/{run_id}/tags.',
    }),
    tags_total: Count('Tags the run produced.'),
    inputs: Type.Array(Type.Ref(RunInput), { description: 'One entry per analysed item, in item order.' }),
    detectors_run: Type.Array(Type.String(), { description: 'Ids of the detectors that ran.' }),
    detectors_skipped: Type.Array(Type.String(), { description: 'Ids of the detectors that did not run.' }),
    detectors_skipped_reasons: Type.Record(Type.String(), Type.String(), {
      description: 'For each id in detectors_skipped, why it did not run (e.g. "needs context", "needs a language-model judge").',
    }),
    security_flags: Type.Record(Type.String(), Type.Union([Type.Literal('safe'), Type.Literal('unsafe')]), {
      description: 'Security-audit verdict per category label ("S1".."S23") over the items; empty when the audit did not run.',
    }),
    security_batch_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Security-audit batch made for this run; null when the audit did not run.',
    }),
    eval_metrics: Type.Record(Type.String(), Type.Number(), {
      description: 'Mean of each evaluation metric over the items, metric name to value; empty when evaluation did not run.',
    }),
    eval_run_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Evaluation run made for this run; null when evaluation did not run.',
    }),
    scan_upload_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Code-scan upload whose findings were attached as evidence; null when none was used.',
    }),
    not_run: Type.Object(
      {
        eval: Type.Optional(Type.String({ description: 'Why evaluation did not run.' })),
        security: Type.Optional(Type.String({ description: 'Why the security audit did not run.' })),
        scan: Type.Optional(Type.String({ description: 'Why no code-scan findings were attached.' })),
      },
      {
        description:
          'Features that were requested (run_eval, run_security, run_scan) but did not run, each with its reason ' +
          '(e.g. the area is not available on this server, or the project has no scan upload). Never an error.',
      },
    ),
    tokens_used: Count('Language-model tokens used by judges during the run; 0 when no judge ran.'),
    created_at: Type.String({ format: 'date-time', description: 'When the run was created.' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the run completed or failed; null while processing.',
    }),
    duration_ms: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
      description: 'Wall time of the analysis in milliseconds; null while processing.',
    }),
  },
  {
    $id: 'FailureAnalysisResponse',
    title: 'FailureAnalysisResponse',
    description: 'A failure-analysis run: its summary, tags and per-item results.',
  },
);
export type FailureAnalysisResponse = Static<typeof FailureAnalysisResponse>;
