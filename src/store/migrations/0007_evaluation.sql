-- Evaluation runs and their items, each item with every metric's result.

CREATE TABLE evaluation_runs (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  job_id uuid,
  input_type text NOT NULL,
  total_items integer NOT NULL,
  -- Metrics requested, their thresholds and settings (never holds llm_api_key).
  options jsonb NOT NULL,
  -- Per-metric summary, once completed.
  summary jsonb,
  -- Language-model judge tokens used by the run.
  tokens_used integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX evaluation_runs_project ON evaluation_runs (project_id, created_at DESC);

CREATE TABLE evaluation_items (
  id uuid PRIMARY KEY,
  run_id uuid NOT NULL REFERENCES evaluation_runs (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  item jsonb NOT NULL,
  trace_id text,
  -- The metric results, once evaluated.
  results jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (run_id, idx)
);
