// The failure-analysis API's shapes as the dashboard reads them (docs/api.md, src/analysis/schemas*.ts).
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';
export type Decision = 'fail' | 'unsure' | 'pass';
export type RunStatus = 'processing' | 'completed' | 'failed';

export const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

export interface FailureSummary {
  total_items: number;
  items_with_failures: number;
  total_tags: number;
  fail_count: number;
  unsure_count: number;
  pass_count: number;
  primary_bucket: string | null;
  primary_subcategory: string | null;
  max_severity: Severity | null;
  overall_score: number;
  severity_counts: Record<Severity, number>;
  bucket_counts: Record<string, number>;
  should_alert: boolean;
  should_gate_ci: boolean;
  needs_human_review: boolean;
  gate_reasons: string[];
  thresholds: { alert: number; gate: number; review: number };
}

export interface EvidenceItem {
  evidence_type: 'content_snippet' | 'rationale' | 'metric' | 'span' | 'scan_finding' | 'security';
  source: 'input' | 'output' | 'context' | 'tool_call' | 'trace' | 'scan' | 'detector';
  content_snippet: string | null;
  description: string;
  metadata: Record<string, unknown>;
}

export interface ScoringBreakdown {
  base_confidence: number;
  deterministic_score: number | null;
  judge_score: number | null;
  deterministic_weight: number;
  judge_weight: number;
  metric_agreement_bonus: number;
  disagreement_penalty: number;
  security_weight: number;
  severity_weight: number;
  final_confidence: number;
  explanation: string;
}

export interface FailureTag {
  tag_id: string;
  item_index: number;
  trace_id: string | null;
  span_id: string | null;
  bucket_id: string;
  subcategory_id: string;
  subcategory_name: string;
  decision: Decision;
  severity: Severity;
  confidence: number;
  detector_id: string;
  detector_type: 'deterministic' | 'llm_judge' | 'hybrid';
  evidence: EvidenceItem[];
  scoring: ScoringBreakdown;
  security_override: boolean;
  security_weight: number | null;
  eval_metric_values: Record<string, number>;
  judge_rationale: string | null;
  should_gate_ci: boolean;
  needs_human_review: boolean;
  remediation: string;
}

export interface RunInput {
  item_index: number;
  input_preview: string;
  output_preview: string;
  tag_count: number;
  fail_count: number;
  unsure_count: number;
  max_severity: Severity | null;
}

export interface FailureAnalysisResponse {
  run_id: string;
  project_name: string;
  status: RunStatus;
  error: string | null;
  mode: 'minimal' | 'full';
  input_type: 'dataset' | 'csv' | 'trace';
  feature_kind: string;
  trace_id: string | null;
  summary: FailureSummary;
  tags: FailureTag[];
  tags_truncated: boolean;
  tags_total: number;
  inputs: RunInput[];
  detectors_run: string[];
  detectors_skipped: string[];
  detectors_skipped_reasons: Record<string, string>;
  security_flags: Record<string, 'safe' | 'unsafe'>;
  not_run: Record<string, string>;
  created_at: string;
  completed_at: string | null;
  duration_ms: number | null;
}

export interface RunListItem {
  run_id: string;
  project_name: string;
  status: RunStatus;
  error: string | null;
  mode: 'minimal' | 'full';
  input_type: 'dataset' | 'csv' | 'trace';
  total_items: number;
  summary: FailureSummary | null;
  created_at: string;
  completed_at: string | null;
}

export interface RunPage {
  runs: RunListItem[];
  next_cursor: string | null;
}

export interface TagPage {
  tags: FailureTag[];
  next_cursor: string | null;
}

export interface AnalysisItem {
  run_id: string;
  item_index: number;
  input: string;
  output: string;
  context: string[];
  reference: string | null;
  system_prompt: string | null;
  tool_calls: Record<string, unknown>[] | null;
  metadata: Record<string, unknown>;
  result: RunInput | null;
}

export interface TaxonomyBucket {
  id: string;
  name: string;
  description: string;
  subcategories: { id: string; name: string; bucket_id: string; description: string }[];
}
