-- The listings GET /v2/failure-analysis/runs, /v2/security/audit/batches, /v2/security/redteam/runs and
-- /v2/evaluate/runs filter by owner and page newest first on (created_at, id) (http/created-cursor.ts,
-- analysis/runs-store.ts). The existing (project_id, created_at) indexes serve only a listing of one named
-- project; without a project, each page scanned and sorted all of an owner's rows. With these, a page reads
-- the index in order from the cursor and stops after limit + 1 rows. The project limit of a key and a named
-- project are checked on the rows read (through the projects join), which stays cheap for a page.

CREATE INDEX analysis_runs_owner_created ON analysis_runs (owner_id, created_at DESC, id DESC);
CREATE INDEX security_batches_owner_created ON security_batches (owner_id, created_at DESC, id DESC);
CREATE INDEX redteam_runs_owner_created ON redteam_runs (owner_id, created_at DESC, id DESC);
CREATE INDEX evaluation_runs_owner_created ON evaluation_runs (owner_id, created_at DESC, id DESC);
