-- Code-scan uploads: SARIF logs filed under a project. Failure analysis reads the project's latest upload,
-- through the findings extracted once at upload time (rule, level, message, file, line, tags, CWE ids).

CREATE TABLE scan_uploads (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source text,
  commit_sha text,
  tool_names jsonb NOT NULL,
  findings_count integer NOT NULL,
  findings_by_level jsonb NOT NULL,
  findings jsonb NOT NULL,
  -- The log as received (json: kept as sent, cheaper to write than jsonb; nothing queries inside it).
  sarif json NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scan_uploads_latest ON scan_uploads (project_id, created_at DESC, id DESC);
