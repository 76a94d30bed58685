-- Failure tags' severity is a number from 0 to 5 (docs/scoring.md): (impact + risk) × frequency × confidence.
-- Each tag's row keeps it to order by; severity_rank stays as the level in words (0 critical … 4 info), which
-- the severity_label filter reads. Rows stored before get the number of their level (critical 5 … info 1),
-- as their tags read back (src/analysis/stored-legacy.ts).
ALTER TABLE analysis_tags ADD COLUMN severity real;
UPDATE analysis_tags SET severity = 5 - severity_rank;
ALTER TABLE analysis_tags ALTER COLUMN severity SET NOT NULL;

DROP INDEX analysis_tags_rank;
CREATE INDEX analysis_tags_rank ON analysis_tags (run_id, decision_rank, severity DESC, confidence DESC);
