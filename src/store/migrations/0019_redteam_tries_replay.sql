-- Everything a red-team run sends is kept, so a finished run can be replayed:
--   redteam_attacks.tries: for vectors that retry (best_of_n), every try sent, in order, with the target's
--     answers and the try's status; NULL for the other vectors (their one try is `turns` and `conversation`).
--   redteam_attacks.replay_tries: on a replayed run, the tries to send, in order (the turns of each), taken
--     from the stored tries of the run replayed; NULL otherwise (the runner draws the tries from the seed).
--   redteam_runs.replay_of: the run a replay was made from.
ALTER TABLE redteam_attacks ADD COLUMN tries jsonb;
ALTER TABLE redteam_attacks ADD COLUMN replay_tries jsonb;
ALTER TABLE redteam_runs ADD COLUMN replay_of uuid REFERENCES redteam_runs(id) ON DELETE SET NULL;
