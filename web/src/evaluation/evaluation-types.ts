// The shapes of the evaluation API the pages read (docs/evaluation.md, docs/api.md).
export interface MetricSummary {
  mean: number | null;
  pass_rate: number | null;
  count: number;
  skipped: number;
  threshold: number;
  higher_is_better: boolean;
}

export interface EvaluationRun {
  run_id: string;
  project_name: string;
  status: 'processing' | 'completed' | 'failed';
  error: string | null;
  input_type: 'dataset' | 'trace';
  /** The dataset's names read as Assay's fields ({"question": "input"}); empty when none was. */
  field_mapping: Record<string, string>;
  total_items: number;
  metrics: Record<string, MetricSummary>;
  metrics_requested: string[];
  tokens_used: number;
  created_at: string;
  completed_at: string | null;
}

export interface MetricResult {
  name: string;
  score: number | null;
  threshold: number | null;
  passed: boolean | null;
  reason: string;
  source: 'deterministic' | 'llm_judge';
  skipped: boolean;
}

export interface EvaluationItem {
  id: string;
  run_id: string;
  index: number;
  /** When the evaluated interaction took place (the trace's time, the item's metadata.timestamp, else when evaluated). */
  timestamp: string;
  full_input: string;
  full_output: string;
  /** Empty when the item has no context. */
  retrieved_context: string;
  reference: string | null;
  /** Empty until the item is evaluated. */
  eval_reasoning: string;
  item_metadata: Record<string, unknown>;
  metrics: MetricResult[];
  trace_id: string | null;
  created_at: string;
}

export interface MetricComparison {
  base_mean: number | null;
  candidate_mean: number | null;
  delta: number | null;
  pairs: number;
  wins: number;
  losses: number;
  ties: number;
  p_value: number | null;
}

export interface EvaluationComparison {
  base_run_id: string;
  candidate_run_id: string;
  items: number;
  metrics: Record<string, MetricComparison>;
}

/** "May 2, 2025, 2:03:41 PM · support-bot · 120 items · 3f2a9c1e": how a run is named in pickers (the id tells apart runs of the same second). */
export function runLabel(run: EvaluationRun): string {
  return `${new Date(run.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })} · ${run.project_name} · ${run.total_items} items · ${run.run_id.slice(0, 8)}`;
}
