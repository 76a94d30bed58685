// The failure-analysis API's shapes as the dashboard reads them, written by hand after the schemas that are their
// source of truth (src/core/shapes/failure-analysis.ts, schemas-runs.ts; docs/api.md).
export type SeverityLabel = 'critical' | 'high' | 'medium' | 'low' | 'info';
export type Decision = 'fail' | 'unsure' | 'pass';
export type RunStatus = 'processing' | 'completed' | 'failed';
export type FeatureKind = 'rag' | 'agent' | 'agentic_rag' | 'generic_llm';
export type InputType = 'trace' | 'json' | 'csv';
export type DetectorType = 'deterministic' | 'llm_judge' | 'hybrid';

/** The levels from the worst down, as severity_counts and the tags' severity_label name them. */
export const SEVERITY_LABELS: SeverityLabel[] = ['critical', 'high', 'medium', 'low', 'info'];

export interface FailureSummary {
  /** Subcategory id of the primary tag (the fail of the highest level, then severity); null when nothing failed. */
  primary_failure: string | null;
  primary_failure_name: string | null;
  /** The primary tag's severity, 0–5 (0 when nothing failed). */
  overall_severity: number;
  overall_confidence: number;
  total_failures_detected: number;
  total_passes: number;
  total_uncertain: number;
  total_items: number;
  items_with_failures: number;
  items_all_passed: number;
  buckets_affected: string[];
  should_alert: boolean;
  should_gate_ci: boolean;
  needs_human_review: boolean;
  primary_bucket: string | null;
  /** The fail tag primary_failure, overall_severity and overall_confidence are read from; null when none failed. */
  primary_tag_id: string | null;
  /** That tag's level: the highest level among the fail tags (a critical tag always ranks first). */
  primary_severity_label: SeverityLabel | null;
  overall_score: number;
  /** Fail tags per level (severity_label); every level is present. */
  severity_counts: Record<SeverityLabel, number>;
  bucket_counts: Record<string, number>;
  gate_reasons: string[];
  thresholds: { alert: number; gate: number; review: number };
}

export interface EvidenceItem {
  item_id: string;
  /** An open set: content_snippet, rationale, metric, span, scan_finding, security… */
  evidence_type: string;
  /** input, output, context, tool_call, trace, scan or detector. */
  source: string;
  content_snippet: string | null;
  description: string;
  confidence: number;
  /** Free-form; start/end are the snippet's offsets in its source text (end exclusive). */
  metadata: Record<string, unknown>;
}

export interface ScoringBreakdown {
  impact: number;
  risk: number;
  frequency_weight: number;
  /** The security label ("S1".."S23") whose unsafe verdict raised the tag to fail; null when none did. */
  security_override: string | null;
  deterministic_weight: number;
  judge_weight: number;
  security_weight: number;
  metric_agreement_bonus: number;
  disagreement_penalty: number;
  final_severity: number;
  final_confidence: number;
  base_confidence: number;
  deterministic_score: number | null;
  judge_score: number | null;
  severity_weight: number;
  explanation: string;
}

export interface FailureTag {
  tag_id: string;
  bucket_id: string;
  bucket_name: string;
  subcategory_id: string;
  subcategory_name: string;
  item_index: number;
  decision: Decision;
  /** 0–5, two decimals (equals scoring_breakdown.final_severity). */
  severity: number;
  severity_label: SeverityLabel;
  confidence: number;
  detector_type_used: DetectorType;
  judge_rationale: string | null;
  scoring_breakdown: ScoringBreakdown;
  eval_metric_values: Record<string, number>;
  evidence_items: EvidenceItem[];
  trace_id: string | null;
  span_id: string | null;
  detector_id: string;
  should_gate_ci: boolean;
  needs_human_review: boolean;
  remediation: string;
}

export interface RunInput {
  item_index: number;
  input_text: string;
  output_text: string;
  input_preview: string;
  output_preview: string;
  context: string[] | null;
  tool_calls: Record<string, unknown>[] | null;
  trace_id: string | null;
  failure_count: number;
  pass_count: number;
  unsure_count: number;
  /** Highest severity among the item's fail tags; 0 when none failed. */
  max_severity: number;
}

export interface FailureAnalysisResponse {
  run_id: string;
  status: RunStatus;
  mode: 'minimal' | 'full';
  input_type: InputType;
  /** The dataset's names read as Assay's fields ({"question": "input"}); empty when none was. */
  field_mapping: Record<string, string>;
  feature_kind: FeatureKind;
  summary: FailureSummary;
  failure_tags: FailureTag[];
  inputs: RunInput[];
  /** null when evaluation did not run. */
  eval_metrics: Record<string, number> | null;
  eval_run_id: string | null;
  /** null when the security audit did not run. */
  security_flags: Record<string, 'safe' | 'unsafe'> | null;
  security_batch_id: string | null;
  detectors_run: string[];
  detectors_skipped: string[];
  detectors_skipped_reasons: Record<string, string>;
  /** Milliseconds; 0 while processing. */
  duration_ms: number;
  tokens_used: number;
  created_at: string;
  completed_at: string | null;
  project_name: string;
  error: string | null;
  trace_id: string | null;
  failure_tags_total: number;
  failure_tags_truncated: boolean;
  inputs_total: number;
  inputs_truncated: boolean;
  scan_upload_id: string | null;
  /** The latest scan's relevant findings, shown for the run; a tag cites only those naming its tool, file or span. */
  scan_findings?: ScanFinding[] | null;
  not_run: { eval?: string; security?: string; scan?: string };
}

export interface ScanFinding {
  rule_id: string;
  level: string;
  message: string;
  file: string | null;
  line: number | null;
  tool: string;
  kind: string;
  cwe: string[];
}

export interface RunListItem {
  run_id: string;
  project_name: string;
  status: RunStatus;
  error: string | null;
  mode: 'minimal' | 'full';
  input_type: InputType;
  feature_kind: FeatureKind;
  trace_id: string | null;
  total_items: number;
  /** null until the run completed. */
  summary: FailureSummary | null;
  created_at: string;
  completed_at: string | null;
  /** Milliseconds; 0 unless completed. */
  duration_ms: number;
}

export interface RunPage {
  runs: RunListItem[];
  next_cursor: string | null;
}

export interface TagPage {
  tags: FailureTag[];
  next_cursor: string | null;
}

export interface InputPage {
  inputs: RunInput[];
  next_cursor: string | null;
}

/** GET …/runs/{run_id}/items/{index}: the item's RunInput with what else was posted. */
export interface AnalysisItem extends RunInput {
  run_id: string;
  reference: string | null;
  system_prompt: string | null;
  metadata: Record<string, unknown>;
  /** False while a job has not reached the item (its counts are 0 until then). */
  analysed: boolean;
}

export interface Subcategory {
  subcategory_id: string;
  subcategory_name: string;
  description: string;
  detection_approach: DetectorType;
  applies_to: FeatureKind[];
  requires_retrieval: boolean;
  requires_tools: boolean;
  minimal_mode_compatible: boolean;
  required_inputs: ('context' | 'tool_calls' | 'system_prompt' | 'reference' | 'trace')[];
  related_eval_metrics: string[];
  related_security_categories: string[];
  impact_score: number;
  risk_category: 'low' | 'medium' | 'high';
  bucket_id: string;
  signals: string[];
  examples: string[];
  remediation: string;
  gates_ci_by_default: boolean;
}

export interface TaxonomyBucket {
  bucket_id: string;
  bucket_name: string;
  description: string;
  subcategories: Subcategory[];
}
