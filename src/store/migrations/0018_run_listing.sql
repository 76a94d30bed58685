-- GET /v2/failure-analysis/runs shows a few fields of each run's options and the summary of its document. Read
-- from those two columns, a page of 20 runs took ~2/3 of the listing's time detoasting and parsing them (a few
-- kB each, docs/benchmarks.md). `listing` keeps just those fields, small enough to stay in the row; a trigger
-- fills it on every write of options or document, whichever code path makes it.
ALTER TABLE analysis_runs ADD COLUMN listing jsonb;

CREATE FUNCTION assay_analysis_run_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing := jsonb_build_object(
    'mode', NEW.options->'mode', 'input_type', NEW.options->'input_type', 'feature_kind', NEW.options->'feature_kind',
    'trace_id', NEW.options->'trace_id', 'thresholds', NEW.options->'thresholds',
    'summary', NEW.document->'summary', 'duration_ms', NEW.document->'duration_ms');
  RETURN NEW;
END;
$$;

CREATE TRIGGER analysis_runs_listing BEFORE INSERT OR UPDATE OF options, document ON analysis_runs
  FOR EACH ROW EXECUTE FUNCTION assay_analysis_run_listing();

UPDATE analysis_runs SET options = options;
