-- Failure-analysis runs keep their items and what the analysis found packed: JSON arrays by blocks of
-- consecutive items, compressed (src/store/packed-json.ts; format 0 is plain UTF-8 JSON, 1 raw deflate), each
-- written once. Tags keep one slim row each, for filters and order; their JSON lives in their block.
-- Linked audit batches and evaluation runs read the run's blocks instead of keeping copies of its items.

CREATE TABLE analysis_item_blocks (
  run_id uuid NOT NULL REFERENCES analysis_runs (id) ON DELETE CASCADE,
  first_index integer NOT NULL,
  item_count integer NOT NULL,
  format smallint NOT NULL,
  -- The items as posted, a JSON array.
  items bytea NOT NULL,
  PRIMARY KEY (run_id, first_index)
);

CREATE TABLE analysis_result_blocks (
  run_id uuid NOT NULL REFERENCES analysis_runs (id) ON DELETE CASCADE,
  first_index integer NOT NULL,
  item_count integer NOT NULL,
  format smallint NOT NULL,
  -- JSON arrays with one entry per item: its RunInput; its audit verdict; its metric results (null when the
  -- run has no audit or no evaluation).
  inputs bytea NOT NULL,
  verdicts bytea,
  evals bytea,
  -- The block's tags, a JSON array in (item_index, id) order: analysis_tags.position is an index into it.
  tags bytea NOT NULL,
  -- What completing the run adds up over its blocks (run-blocks.ts BlockTotals): checks, audit statistics,
  -- metric totals. Null in blocks migrated from completed runs, which never complete again.
  totals jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, first_index)
);

-- Packed values do not compress again: the store is not asked to try.
ALTER TABLE analysis_item_blocks ALTER COLUMN items SET STORAGE EXTERNAL;
ALTER TABLE analysis_result_blocks ALTER COLUMN inputs SET STORAGE EXTERNAL;
ALTER TABLE analysis_result_blocks ALTER COLUMN verdicts SET STORAGE EXTERNAL;
ALTER TABLE analysis_result_blocks ALTER COLUMN evals SET STORAGE EXTERNAL;
ALTER TABLE analysis_result_blocks ALTER COLUMN tags SET STORAGE EXTERNAL;

-- Runs stored before: their items and results become blocks of 250 (the size of a job's step then, so a job
-- interrupted by the upgrade finds whole blocks behind its progress), in plain JSON.
INSERT INTO analysis_item_blocks (run_id, first_index, item_count, format, items)
SELECT run_id, (item_index / 250) * 250, count(*), 0, convert_to(jsonb_agg(item ORDER BY item_index)::text, 'UTF8')
  FROM analysis_items GROUP BY run_id, item_index / 250;

ALTER TABLE analysis_tags ADD COLUMN should_gate_ci boolean;
ALTER TABLE analysis_tags ADD COLUMN needs_human_review boolean;
ALTER TABLE analysis_tags ADD COLUMN block_index integer;
ALTER TABLE analysis_tags ADD COLUMN position integer;
UPDATE analysis_tags t
   SET should_gate_ci = (t.tag->>'should_gate_ci')::boolean,
       needs_human_review = (t.tag->>'needs_human_review')::boolean,
       block_index = (t.item_index / 250) * 250,
       position = p.position
  FROM (SELECT id, (row_number() OVER (PARTITION BY run_id, item_index / 250 ORDER BY item_index, id) - 1)::integer AS position
          FROM analysis_tags) p
 WHERE p.id = t.id;

INSERT INTO analysis_result_blocks (run_id, first_index, item_count, format, inputs, verdicts, evals, tags)
SELECT b.run_id, b.first_index, b.item_count, 0,
       convert_to(COALESCE((SELECT jsonb_agg(a.result ORDER BY a.item_index) FROM analysis_items a
                             WHERE a.run_id = b.run_id AND a.item_index >= b.first_index AND a.item_index < b.first_index + b.item_count), '[]')::text, 'UTF8'),
       NULL, NULL,
       convert_to(COALESCE((SELECT jsonb_agg(t.tag ORDER BY t.item_index, t.id) FROM analysis_tags t
                             WHERE t.run_id = b.run_id AND t.block_index = b.first_index), '[]')::text, 'UTF8')
  FROM analysis_item_blocks b
 WHERE EXISTS (SELECT 1 FROM analysis_items a
                WHERE a.run_id = b.run_id AND a.item_index >= b.first_index AND a.item_index < b.first_index + b.item_count
                  AND a.result IS NOT NULL);

ALTER TABLE analysis_tags DROP COLUMN tag;
ALTER TABLE analysis_tags ALTER COLUMN should_gate_ci SET NOT NULL;
ALTER TABLE analysis_tags ALTER COLUMN needs_human_review SET NOT NULL;
ALTER TABLE analysis_tags ALTER COLUMN block_index SET NOT NULL;
ALTER TABLE analysis_tags ALTER COLUMN position SET NOT NULL;
DROP TABLE analysis_items;

-- The stored document no longer repeats every item's RunInput: they are read from the result blocks.
UPDATE analysis_runs SET document = document - 'inputs' WHERE document ? 'inputs';

-- Items of an evaluation run linked to a failure-analysis run hold only their id and index: their content and
-- results are the run's blocks (evaluation_runs.options.analysis_run_id).
ALTER TABLE evaluation_items ALTER COLUMN item DROP NOT NULL;

-- A run whose job was still at work when this migration ran is analysed again from its first item, in the
-- new form (its items are kept): its linked audit batch and evaluation run read its blocks from now on.
DELETE FROM analysis_result_blocks b USING analysis_runs r WHERE r.id = b.run_id AND r.status = 'processing';
DELETE FROM analysis_tags t USING analysis_runs r WHERE r.id = t.run_id AND r.status = 'processing';
UPDATE jobs SET progress = '{}'::jsonb WHERE id IN (SELECT job_id FROM analysis_runs WHERE status = 'processing' AND job_id IS NOT NULL);
UPDATE evaluation_runs e SET options = e.options || jsonb_build_object('analysis_run_id', r.id)
  FROM analysis_runs r WHERE r.status = 'processing' AND e.id::text = r.options->'evaluation'->>'run_id';
UPDATE evaluation_items SET item = NULL, results = NULL
 WHERE run_id IN (SELECT id FROM evaluation_runs WHERE options ? 'analysis_run_id');
UPDATE security_batches s SET options = s.options || jsonb_build_object('analysis_run_id', r.id)
  FROM analysis_runs r WHERE r.status = 'processing' AND s.id::text = r.options->'security'->>'batch_id';
DELETE FROM security_items WHERE batch_id IN (SELECT id FROM security_batches WHERE options ? 'analysis_run_id');
