-- Failure-analysis runs: the run document, its items (for jobs and item views) and its tags.

CREATE TABLE analysis_runs (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  job_id uuid,
  total_items integer NOT NULL,
  -- What the run was asked to do (never holds llm_api_key).
  options jsonb NOT NULL,
  -- The FailureAnalysisResponse without its tags (those live in analysis_tags), once completed.
  document jsonb,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX analysis_runs_project ON analysis_runs (project_id, created_at DESC);

CREATE TABLE analysis_items (
  run_id uuid NOT NULL REFERENCES analysis_runs (id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  item jsonb NOT NULL,
  -- The RunInput entry, once the item is analysed.
  result jsonb,
  PRIMARY KEY (run_id, item_index)
);

CREATE TABLE analysis_tags (
  id uuid PRIMARY KEY,
  run_id uuid NOT NULL REFERENCES analysis_runs (id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  bucket_id text NOT NULL,
  subcategory_id text NOT NULL,
  decision text NOT NULL,
  -- Ranks for the response order: fail before unsure, then by severity (0 = critical).
  decision_rank smallint NOT NULL,
  severity_rank smallint NOT NULL,
  confidence double precision NOT NULL,
  tag jsonb NOT NULL
);
CREATE INDEX analysis_tags_page ON analysis_tags (run_id, item_index, id);
CREATE INDEX analysis_tags_rank ON analysis_tags (run_id, decision_rank, severity_rank, confidence DESC);
