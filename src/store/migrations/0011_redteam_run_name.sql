-- Red-team runs have a name (run_name in the API), as audit batches do: the one the start request gives, or
-- one made from the time of the start. Runs stored before are named the way they would have been.
ALTER TABLE redteam_runs ADD COLUMN name text;
UPDATE redteam_runs SET name = 'redteam-' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
ALTER TABLE redteam_runs ALTER COLUMN name SET NOT NULL;
