-- Traces: spans (OTLP or native), native conversation parts, and one summary row per trace.
-- Everything is keyed by owner first: trace ids are chosen by clients, so two owners may use the same one,
-- and a trace of another owner must look exactly like an unknown one.
-- Ids are compared byte by byte (COLLATE "C"): they are opaque, and locale-aware comparison would only slow
-- the primary-key indexes down on servers with a non-C default collation.
-- Times are milliseconds since the epoch as double precision (sub-microsecond resolution at today's dates):
-- OTLP sends nanoseconds, which no JavaScript Date and no timestamptz (microseconds) keeps exactly anyway.

CREATE TABLE traces (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  trace_id text COLLATE "C" NOT NULL,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  service_name text,
  root_name text,
  resource jsonb NOT NULL DEFAULT '{}'::jsonb,
  start_ms double precision,
  end_ms double precision,
  span_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  duplicates_dropped integer NOT NULL DEFAULT 0,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, trace_id)
);
-- The list: newest first, keyset-paged on (start_ms, trace_id).
CREATE INDEX traces_owner_start ON traces (owner_id, start_ms DESC NULLS LAST, trace_id DESC);
CREATE INDEX traces_project ON traces (project_id);

-- Attributes, events and items are json, not jsonb: kept as received (key order included), and cheaper to
-- write in bulk; nothing queries inside them.
-- Spans and items carry no foreign key to traces: a per-row check would slow bulk ingestion, and the
-- ingestion statement writes the trace row in the same statement as its spans.
CREATE TABLE trace_spans (
  owner_id uuid NOT NULL,
  trace_id text COLLATE "C" NOT NULL,
  span_id text COLLATE "C" NOT NULL,
  parent_span_id text,
  name text NOT NULL,
  otel_kind text NOT NULL,
  start_ms double precision NOT NULL,
  end_ms double precision,
  status text NOT NULL,
  status_message text,
  attributes json NOT NULL,
  events json,
  PRIMARY KEY (owner_id, trace_id, span_id)
);

-- Messages, tool calls and retrievals posted through the native API. item_key is the client's id for the
-- item, or a hash of its content, so a re-sent item is recognised and ignored.
CREATE TABLE trace_items (
  owner_id uuid NOT NULL,
  trace_id text COLLATE "C" NOT NULL,
  item_kind text NOT NULL CHECK (item_kind IN ('message', 'tool_call', 'retrieval')),
  item_key text NOT NULL,
  span_id text,
  time_ms double precision,
  seq bigserial NOT NULL,
  data json NOT NULL,
  PRIMARY KEY (owner_id, trace_id, item_kind, item_key)
);
