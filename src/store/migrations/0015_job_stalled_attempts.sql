-- A job is given up only after max_attempts attempts in a row that made no progress: a job whose workers keep
-- dying is taken over as often as each worker moves it forward. Every claim counts one; saving progress that
-- differs from the stored one sets the count back to zero.
ALTER TABLE jobs ADD COLUMN stalled_attempts integer NOT NULL DEFAULT 0;
UPDATE jobs SET stalled_attempts = attempts WHERE state IN ('queued', 'running');
