-- A red-team run's stored status now follows its job's end in the same transaction. Runs whose job failed or
-- was cancelled before this read those states only from the job: write them to the run.
UPDATE redteam_runs r
   SET status = j.state,
       error = CASE WHEN j.state = 'failed' THEN COALESCE(r.error, j.last_error, 'the run failed') ELSE r.error END,
       completed_at = COALESCE(r.completed_at, j.finished_at, now())
  FROM jobs j
 WHERE j.id = r.job_id AND j.state IN ('failed', 'cancelled') AND r.status <> j.state;
