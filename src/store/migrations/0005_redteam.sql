-- Red-team runs and their planned attacks. A run's target (headers and API key included) stays here for the
-- worker that sends the attacks; it is never returned by the API or logged.

CREATE TABLE redteam_runs (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid,
  -- queued → running → completed | failed | cancelled (failed and cancelled also read from the job).
  status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  attack_vectors jsonb NOT NULL,
  vulnerabilities jsonb NOT NULL,
  attacks_per_vector integer NOT NULL,
  seed bigint NOT NULL,
  total_attacks integer NOT NULL,
  -- Sending settings (concurrency, rate limit, timeout, retries) and the target.
  settings jsonb NOT NULL,
  target jsonb NOT NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX redteam_runs_project ON redteam_runs (project_id, created_at DESC);

CREATE SEQUENCE redteam_attack_done_seq;

CREATE TABLE redteam_attacks (
  id uuid PRIMARY KEY,
  run_id uuid NOT NULL REFERENCES redteam_runs (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  attack_vector text NOT NULL,
  vulnerability text NOT NULL,
  vulnerability_label text,
  base text NOT NULL,
  turns jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'resisted', 'error')),
  conversation jsonb,
  response text,
  judge jsonb,
  error text,
  latency_ms double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- Order in which attacks finished: what the WebSocket streams from.
  done_seq bigint,
  UNIQUE (run_id, idx)
);
CREATE INDEX redteam_attacks_pending ON redteam_attacks (run_id, idx) WHERE status = 'pending';
CREATE INDEX redteam_attacks_done ON redteam_attacks (run_id, done_seq) WHERE done_seq IS NOT NULL;
