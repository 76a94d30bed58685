// The shapes of the security API the pages read (docs/api.md, docs/security.md, docs/redteam.md).
export interface AuditBatch {
  batch_id: string;
  batch_name: string;
  project_name: string;
  status: 'processing' | 'completed' | 'failed';
  /** The dataset's names read as Assay's fields ({"question": "input"}); empty when none was. */
  field_mapping: Record<string, string>;
  total_items: number;
  unsafe_prompts: number;
  unsafe_responses: number;
  refusals: number;
  /** Items whose prompt carries an injection or jailbreak; 0 in batches completed before the flag existed. */
  prompt_attacks: number;
  unsafe_prompt_rate: number;
  unsafe_response_rate: number;
  refusal_rate: number;
  category_counts: Record<string, number>;
  categories_checked: string[];
  guard_model_used: boolean;
  /** The failure-analysis run whose security audit made the batch; null for a batch of its own. */
  analysis_run_id: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface AuditItem {
  index: number;
  input: string;
  output: string | null;
  judged: boolean;
  prompt_verdict: 'safe' | 'unsafe';
  response_verdict: 'safe' | 'unsafe' | null;
  refusal: boolean;
  categories: string[];
  category_scores: { label: string; target: 'prompt' | 'response'; confidence: number; reason: string; evidence: string[] }[];
  /** Null when the prompt carries no attack, and for items judged before the flag existed. */
  prompt_attack: PromptAttack | null;
}

/** An injection or jailbreak found in an audited prompt (docs/security.md); evidence is empty without include_evidence. */
export interface PromptAttack {
  kind: string;
  confidence: number;
  evidence: string[];
}

export interface SecurityCategory {
  label: string;
  key: string;
  name: string;
}

export interface Tally {
  total: number;
  succeeded: number;
  resisted: number;
  errors: number;
  pending: number;
  attack_success_rate: number | null;
}

export interface RedTeamRun {
  run_id: string;
  run_name: string;
  project_name: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  error: string | null;
  target_type: string;
  attack_vector_keys: string[];
  target_vulnerabilities: string[];
  attacks_per_vector: number;
  seed: number;
  overall: Tally;
  by_vector: Record<string, Tally>;
  by_vulnerability: Record<string, Tally>;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  duration_ms: number | null;
  tokens_used: number;
  attacker_calls: number;
  max_attacker_calls: number;
  max_model_tokens: number | null;
  purpose: string | null;
  /** The run this one replays (POST …/replay); null for a run started afresh. */
  replay_of: string | null;
}

export interface RedTeamAttack {
  id: string;
  timestamp: string;
  input_short: string;
  response_short: string;
  attack_vector_name: string;
  vulnerability_name: string;
  index: number;
  attack_vector_key: string;
  vulnerability_key: string;
  vulnerability_label: string | null;
  turn_count: number;
  prompt: string;
  conversation: { role: 'user' | 'assistant'; content: string }[];
  tries: RedTeamTry[];
  response: string | null;
  status: 'pending' | 'succeeded' | 'resisted' | 'error';
  judge: { refusal: boolean; categories: string[]; confidence: number; rationale: string; source: string } | null;
  error: string | null;
  latency_ms: number | null;
}

/** One try of an attack: best-of-N and iterative send several, stopping at the first success. */
export interface RedTeamTry {
  turns: string[];
  answers: string[];
  status: 'succeeded' | 'resisted' | 'error';
  error: string | null;
  judge_tokens: number;
  attacker_calls: number;
  attacker_tokens: number;
}

export interface RedTeamMatrix {
  attack_vector_keys: string[];
  target_vulnerabilities: string[];
  cells: (Tally & { attack_vector_key: string; vulnerability_key: string })[];
}

export interface RedTeamCatalog {
  attack_vectors: { attack_vector_key: string; attack_vector_name: string; description: string; multi_turn: boolean; needs_model: boolean }[];
  vulnerabilities: { vulnerability_key: string; vulnerability_name: string; vulnerability_label: string | null; description: string }[];
}

/** One group of attacks in both runs of a comparison (GET …/runs/{base}/compare/{head}). */
export interface ComparisonRow {
  attack_vector_key: string | null;
  vulnerability_key: string | null;
  base: ComparisonSide;
  head: ComparisonSide;
  change: number | null;
  rose: boolean;
  /** Fisher's exact test, one-sided in the change's direction, Holm-adjusted; null when a side has nothing judged. */
  p_value: number | null;
  significant: boolean;
}
export interface ComparisonSide {
  attack_success_rate: number | null;
  succeeded: number;
  judged: number;
  errors: number;
  pending: number;
}
export interface RedTeamComparison {
  base: { run_id: string; run_name: string; status: string; complete: boolean };
  head: { run_id: string; run_name: string; status: string; complete: boolean };
  complete: boolean;
  plan_differences: { field: string; base: string; head: string }[];
  significance: { test: 'fisher_exact'; adjustment: 'holm'; alpha: number; min_difference: number };
  overall: ComparisonRow;
  by_vector: ComparisonRow[];
  by_vulnerability: ComparisonRow[];
  cells: ComparisonRow[];
  regressions: ComparisonRow[];
  rate_rose: boolean;
}

/** Run states after which nothing changes. */
export const FINISHED = new Set(['completed', 'failed', 'cancelled']);
