-- Security-audit batches and their items, judged against the S1–S23 categories.

CREATE TABLE security_batches (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  job_id uuid,
  total_items integer NOT NULL,
  -- Labels checked, evidence kept or not, whether a guard model was configured (never holds llm_api_key).
  options jsonb NOT NULL,
  -- The aggregate statistics, once completed.
  stats jsonb,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX security_batches_project ON security_batches (project_id, created_at DESC);

CREATE TABLE security_items (
  batch_id uuid NOT NULL REFERENCES security_batches (id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  input text NOT NULL,
  output text,
  metadata jsonb,
  -- The verdict (prompt, response, refusal, categories and scores), once judged.
  verdict jsonb,
  PRIMARY KEY (batch_id, item_index)
);
