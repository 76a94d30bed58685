// Traces in the store. Ingestion writes a whole chunk of spans and its traces' summary rows in one
// statement (json_to_recordset → INSERT … ON CONFLICT DO NOTHING → upsert of the trace rows), so a request
// costs one round trip per chunk, whatever its number of spans, and duplicates are counted where dropped.
import type { Queryable } from '../store/store.js';
import { iso, num } from '../store/store.js';
import { readableBy, readerParams, type Reader } from '../store/readers.js';
import type { FullTrace } from '../core/traces/trace-shapes.js';
import type { Attributes, NormalisedSpan, StoredItem, StoredSpan } from '../core/traces/span-model.js';
import { rebuildTrace } from '../core/traces/reconstruct/full-trace.js';

const CHUNK = 5000;

export interface SpanGroup {
  projectId: string;
  serviceName: string | null;
  resource: Attributes;
  spans: NormalisedSpan[];
}

export interface SpanWriteResult {
  stored: number;
  duplicates: number;
  /** "trace_id/span_id" of the spans stored, when asked for (the native API reports per item). */
  storedKeys: Set<string>;
}

const INSERT_SPANS = `
WITH input AS (
  SELECT * FROM json_to_recordset($3::json) AS x(t text, s text, p text, n text, k text, st float8, en float8, c text, m text, a json, e json)
), ins AS (
  INSERT INTO trace_spans (owner_id, trace_id, span_id, parent_span_id, name, otel_kind, start_ms, end_ms, status, status_message, attributes, events)
  SELECT $1, t, s, p, n, k, st, en, c, m, a, e FROM input
  ON CONFLICT DO NOTHING
  RETURNING trace_id, span_id, parent_span_id, name, status, start_ms, end_ms
), received AS (
  SELECT t AS trace_id, count(*) AS n FROM input GROUP BY t
), stored AS (
  SELECT trace_id, count(*) AS n, count(*) FILTER (WHERE status = 'error') AS errors, min(start_ms) AS start_ms, max(end_ms) AS end_ms,
         (array_agg(name ORDER BY start_ms) FILTER (WHERE parent_span_id IS NULL))[1] AS root_name
    FROM ins GROUP BY trace_id
), up AS (
  INSERT INTO traces (owner_id, trace_id, project_id, service_name, root_name, resource, start_ms, end_ms, span_count, error_count, duplicates_dropped)
  SELECT $1, r.trace_id, $2, $4, s.root_name, $5::jsonb, s.start_ms, s.end_ms, coalesce(s.n, 0), coalesce(s.errors, 0), r.n - coalesce(s.n, 0)
    FROM received r LEFT JOIN stored s USING (trace_id)
   ORDER BY r.trace_id
  ON CONFLICT (owner_id, trace_id) DO UPDATE SET
    service_name = coalesce(traces.service_name, excluded.service_name),
    root_name = coalesce(traces.root_name, excluded.root_name),
    resource = traces.resource || excluded.resource,
    start_ms = least(traces.start_ms, excluded.start_ms),
    end_ms = greatest(traces.end_ms, excluded.end_ms),
    span_count = traces.span_count + excluded.span_count,
    error_count = traces.error_count + excluded.error_count,
    duplicates_dropped = traces.duplicates_dropped + excluded.duplicates_dropped,
    last_seen = now()
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins) AS stored, (SELECT count(*) FROM input) AS received, (SELECT count(*) FROM up) AS traces,
       CASE WHEN $6 THEN (SELECT array_agg(trace_id || '/' || span_id) FROM ins) END AS keys`;

/** Writes spans in one statement per chunk; call inside a transaction (one per request). */
export async function insertSpans(db: Queryable, ownerId: string, group: SpanGroup, wantKeys = false): Promise<SpanWriteResult> {
  const result: SpanWriteResult = { stored: 0, duplicates: 0, storedKeys: new Set() };
  for (let i = 0; i < group.spans.length; i += CHUNK) {
    const rows = group.spans.slice(i, i + CHUNK).map((s) => ({
      t: s.trace_id,
      s: s.span_id,
      p: s.parent_span_id,
      n: s.name,
      k: s.otel_kind,
      st: s.start_ms,
      en: s.end_ms,
      c: s.status,
      m: s.status_message,
      a: s.attributes,
      e: s.events,
    }));
    const [r] = await db.query<{ stored: number; received: number; keys: string[] | null }>(INSERT_SPANS, [
      ownerId,
      group.projectId,
      JSON.stringify(rows),
      group.serviceName,
      JSON.stringify(group.resource),
      wantKeys,
    ]);
    result.stored += num(r.stored);
    result.duplicates += num(r.received) - num(r.stored);
    for (const k of r.keys ?? []) result.storedKeys.add(k);
  }
  return result;
}

/**
 * Claims the batch's trace ids for the project: a trace new to the owner is created in it; one the owner already
 * has in another project is not written to. Returns those others, by trace id, with their project's name. Run in
 * the request's transaction: a concurrent claim of the same new id waits for this one, then sees its project.
 */
export async function claimTraces(db: Queryable, ownerId: string, projectId: string, traceIds: string[]): Promise<Map<string, string>> {
  if (traceIds.length === 0) return new Map();
  await db.query(
    `INSERT INTO traces (owner_id, trace_id, project_id)
     SELECT $1, t, $2 FROM unnest($3::text[]) AS t ORDER BY t
     ON CONFLICT (owner_id, trace_id) DO NOTHING`,
    [ownerId, projectId, traceIds],
  );
  const foreign = await db.query<{ trace_id: string; project_name: string }>(
    `SELECT t.trace_id, p.name AS project_name FROM traces t JOIN projects p ON p.id = t.project_id
      WHERE t.owner_id = $1 AND t.trace_id = ANY($3::text[]) AND t.project_id <> $2`,
    [ownerId, projectId, traceIds],
  );
  return new Map(foreign.map((r) => [r.trace_id, r.project_name]));
}

/** Why parts of a trace of another project are refused (trace ids are the owner's, across projects). */
export function foreignTraceReason(traceId: string, otherProject: string, project: string): string {
  return (
    `trace '${traceId.slice(0, 140)}' belongs to project '${otherProject}', not '${project}': a trace id names one trace of yours ` +
    'across projects, so its parts were not stored. Send them to that project, or give this trace another id.'
  );
}

export interface ItemRow {
  trace_id: string;
  kind: StoredItem['kind'];
  key: string;
  span_id: string | null;
  time_ms: number | null;
  data: unknown;
}

/** Writes native items (already unique by key within the batch); returns the keys actually stored. */
export async function insertItems(db: Queryable, ownerId: string, projectId: string, serviceName: string | null, items: ItemRow[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((it, j) => ({ i: j, t: it.trace_id, k: it.kind, key: it.key, s: it.span_id, tm: it.time_ms, d: it.data }));
    const [r] = await db.query<{ keys: string[] | null }>(
      `WITH input AS (
         SELECT * FROM json_to_recordset($3::json) AS x(i integer, t text, k text, key text, s text, tm float8, d json)
       ), ins AS (
         INSERT INTO trace_items (owner_id, trace_id, item_kind, item_key, span_id, time_ms, data)
         SELECT $1, t, k, key, s, tm, d FROM input ORDER BY i
         ON CONFLICT DO NOTHING RETURNING trace_id, item_kind, item_key
       ), up AS (
         INSERT INTO traces (owner_id, trace_id, project_id, service_name)
         SELECT DISTINCT $1::uuid, t, $2::uuid, $4::text FROM input ORDER BY 2
         ON CONFLICT (owner_id, trace_id) DO UPDATE SET last_seen = now(), service_name = coalesce(traces.service_name, excluded.service_name)
         RETURNING 1
       )
       SELECT (SELECT array_agg(trace_id || '/' || item_kind || '/' || item_key) FROM ins) AS keys, (SELECT count(*) FROM up) AS traces`,
      [ownerId, projectId, JSON.stringify(rows), serviceName],
    );
    for (const k of r.keys ?? []) stored.add(k);
  }
  return stored;
}

type SpanTuple = [
  string,
  string | null,
  string,
  string,
  number,
  number | null,
  StoredSpan['status'],
  string | null,
  StoredSpan['attributes'],
  StoredSpan['events'],
];

/** Loads a stored trace's parts and rebuilds it; null when the reader may not read such a trace (projects/readers.ts). */
export async function loadFullTrace(db: Queryable, reader: Reader, traceId: string): Promise<FullTrace | null> {
  const [trace] = await db.query<Record<string, unknown>>(
    `SELECT t.service_name, t.resource, t.duplicates_dropped, t.first_seen, t.last_seen, p.name AS project_name
       FROM traces t JOIN projects p ON p.id = t.project_id WHERE t.trace_id = $3 AND ${readableBy('t', 1)}`,
    [...readerParams(reader), traceId],
  );
  if (!trace) return null;
  const ownerId = reader.userId;
  // One JSON text for all spans: PGlite and pg decode a single value far faster than 10,000 rows.
  const [spanRows] = await db.query<{ spans: string }>(
    `SELECT coalesce(json_agg(json_build_array(span_id, parent_span_id, name, otel_kind, start_ms, end_ms, status, status_message, attributes, events) ORDER BY start_ms, span_id), '[]')::text AS spans
       FROM trace_spans WHERE owner_id = $1 AND trace_id = $2`,
    [ownerId, traceId],
  );
  const spans: StoredSpan[] = (JSON.parse(spanRows.spans) as SpanTuple[]).map((r) => ({
    trace_id: traceId,
    span_id: r[0],
    parent_span_id: r[1],
    name: r[2],
    otel_kind: r[3],
    start_ms: r[4],
    end_ms: r[5],
    status: r[6],
    status_message: r[7],
    attributes: r[8],
    events: r[9],
  }));
  const items = await db.query<{ item_kind: StoredItem['kind']; span_id: string | null; seq: unknown; data: never }>(
    'SELECT item_kind, span_id, seq, data FROM trace_items WHERE owner_id = $1 AND trace_id = $2',
    [ownerId, traceId],
  );
  return rebuildTrace({
    trace_id: traceId,
    project_name: String(trace.project_name),
    service_name: (trace.service_name as string | null) ?? null,
    resource: (trace.resource as Attributes) ?? {},
    first_seen: iso(trace.first_seen)!,
    last_seen: iso(trace.last_seen)!,
    duplicates_dropped: num(trace.duplicates_dropped),
    spans,
    items: items.map((r) => ({ kind: r.item_kind, span_id: r.span_id, seq: num(r.seq), data: r.data })),
  });
}

export interface TraceFilter {
  projectId?: string;
  service?: string;
  name?: string;
  hasError?: boolean;
  fromMs?: number;
  toMs?: number;
  after?: { start_ms: number | null; trace_id: string };
  limit: number;
}

export interface TraceListRow {
  trace_id: string;
  project_name: string;
  service_name: string | null;
  root_name: string | null;
  start_ms: number | null;
  end_ms: number | null;
  span_count: number;
  error_count: number;
  first_seen: string;
  last_seen: string;
}

/** Newest first (by start time; traces with no span yet last), keyset-paged on (start_ms, trace_id). */
/** The reader's traces (only its projects' with a key limited to projects). */
export async function listTraces(db: Queryable, reader: Reader, f: TraceFilter): Promise<TraceListRow[]> {
  const where = [readableBy('t', 1)];
  const params: unknown[] = [...readerParams(reader)];
  const add = (sql: string, ...values: unknown[]) => {
    let text = sql;
    for (const v of values) {
      params.push(v);
      text = text.replace('?', `$${params.length}`);
    }
    where.push(text);
  };
  if (f.projectId) add('t.project_id = ?', f.projectId);
  if (f.service) add('t.service_name = ?', f.service);
  if (f.name) add('t.root_name = ?', f.name);
  if (f.hasError !== undefined) where.push(f.hasError ? 't.error_count > 0' : 't.error_count = 0');
  if (f.fromMs !== undefined) add('t.start_ms >= ?', f.fromMs);
  if (f.toMs !== undefined) add('t.start_ms < ?', f.toMs);
  if (f.after) {
    if (f.after.start_ms === null) add('(t.start_ms IS NULL AND t.trace_id < ?)', f.after.trace_id);
    else add('(t.start_ms < ? OR (t.start_ms = ? AND t.trace_id < ?) OR t.start_ms IS NULL)', f.after.start_ms, f.after.start_ms, f.after.trace_id);
  }
  params.push(f.limit);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT t.trace_id, p.name AS project_name, t.service_name, t.root_name, t.start_ms, t.end_ms, t.span_count, t.error_count,
            t.first_seen, t.last_seen
       FROM traces t JOIN projects p ON p.id = t.project_id
      WHERE ${where.join(' AND ')}
      ORDER BY t.start_ms DESC NULLS LAST, t.trace_id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    trace_id: String(r.trace_id),
    project_name: String(r.project_name),
    service_name: (r.service_name as string | null) ?? null,
    root_name: (r.root_name as string | null) ?? null,
    start_ms: r.start_ms === null ? null : Number(r.start_ms),
    end_ms: r.end_ms === null ? null : Number(r.end_ms),
    span_count: num(r.span_count),
    error_count: num(r.error_count),
    first_seen: iso(r.first_seen)!,
    last_seen: iso(r.last_seen)!,
  }));
}
