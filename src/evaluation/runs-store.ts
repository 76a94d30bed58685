// Evaluation runs and items in the store, written in bulk (one statement per thousand rows).
import crypto from 'node:crypto';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { CREATED_LIST_WHERE, createdListParams, type CreatedListFilter } from '../http/created-cursor.js';
import { isUuid } from '../http/path-ids.js';
import type { Queryable } from '../store/store.js';
import { readableBy, readerParams, type Reader } from '../store/readers.js';
import { loadItems as loadAnalysisItems, loadResults as loadAnalysisResults } from '../item-blocks/blocks-store.js';
import type { EvaluationMetricResult } from './schemas.js';
import { isLinkedRunId, linkedItemId, linkedItemOf } from './linked-items.js';

const CHUNK = 1000;

export interface RunOptions {
  project_name: string;
  metrics: string[];
  /** True when the metrics were named in the request (all of them are then reported). */
  requested: boolean;
  thresholds: Record<string, number>;
  settings: { json_schema?: Record<string, unknown>; regex?: string; contains?: string[] };
  /** The dataset's names read as other fields (http/dataset-fields.ts); absent in runs stored before it existed. */
  field_mapping?: Record<string, string>;
  /**
   * The failure-analysis run whose items these are: its blocks hold the items and their metric results
   * (item-blocks/blocks-store.ts), and this run's item rows only their ids. Absent for runs of their own.
   */
  analysis_run_id?: string;
}

export interface RunRow {
  id: string;
  project_id: string;
  owner_id: string;
  status: 'processing' | 'completed' | 'failed';
  job_id: string | null;
  input_type: 'dataset' | 'trace';
  total_items: number;
  options: RunOptions;
  summary: Record<string, unknown> | null;
  tokens_used: number;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
  job_state?: string | null;
  job_error?: string | null;
  job_finished_at?: Date | null;
}

export interface ItemRow {
  id: string;
  run_id: string;
  idx: number;
  /** Null in the store for a linked run's items (RunOptions.analysis_run_id): filled from the run's blocks. */
  item: MinimalInputItem;
  trace_id: string | null;
  /** For an item from a stored trace, when its answer's span started, else the trace (ms since the epoch); null otherwise. */
  trace_time_ms: number | null;
  results: EvaluationMetricResult[] | null;
  created_at: Date;
  updated_at: Date;
}

// The item's place in time in its trace (item-document.ts): the start of its answer's span (the span_id its
// metadata names), else the trace's; none when the item names no trace of the run's owner.
const TRACE_TIME = `(SELECT coalesce(s.start_ms, t.start_ms)
    FROM evaluation_runs r JOIN traces t ON t.owner_id = r.owner_id AND t.trace_id = e.trace_id
    LEFT JOIN trace_spans s ON s.owner_id = t.owner_id AND s.trace_id = t.trace_id AND s.span_id = e.item #>> '{metadata,span_id}'
   WHERE r.id = e.run_id) AS trace_time_ms`;

/** Inserts a run, processing; or completed with its summary when given (as completeRun would leave it). */
export async function insertRun(
  db: Queryable,
  r: { id: string; projectId: string; ownerId: string; inputType: 'dataset' | 'trace'; totalItems: number; options: RunOptions },
  summary?: Record<string, unknown>,
) {
  await db.query(
    `INSERT INTO evaluation_runs (id, project_id, owner_id, status, input_type, total_items, options, summary, completed_at)
     VALUES ($1, $2, $3, $7, $4, $5, $6, $8, CASE WHEN $7 = 'completed' THEN now() END)`,
    [
      r.id,
      r.projectId,
      r.ownerId,
      r.inputType,
      r.totalItems,
      JSON.stringify(r.options),
      summary ? 'completed' : 'processing',
      summary ? JSON.stringify(summary) : null,
    ],
  );
}

export async function insertItems(
  db: Queryable,
  runId: string,
  items: { item: MinimalInputItem; traceId: string | null; results?: EvaluationMetricResult[] }[],
) {
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items
      .slice(i, i + CHUNK)
      .map((x, j) => ({ id: crypto.randomUUID(), idx: i + j, item: x.item, trace_id: x.traceId, results: x.results ?? null }));
    await db.query(
      `INSERT INTO evaluation_items (id, run_id, idx, item, trace_id, results)
       SELECT x.id, $1, x.idx, x.item, x.trace_id, x.results
         FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, idx integer, item jsonb, trace_id text, results jsonb)`,
      [runId, JSON.stringify(rows)],
    );
  }
}

export async function saveResults(db: Queryable, runId: string, results: { idx: number; results: EvaluationMetricResult[] }[]) {
  for (let i = 0; i < results.length; i += CHUNK) {
    await db.query(
      `UPDATE evaluation_items e SET results = x.results, updated_at = now()
         FROM jsonb_to_recordset($2::jsonb) AS x(idx integer, results jsonb)
        WHERE e.run_id = $1 AND e.idx = x.idx`,
      [runId, JSON.stringify(results.slice(i, i + CHUNK))],
    );
  }
}

/** The run, if the reader may read it (projects/readers.ts); null reads as an unknown id (as does an id that is not a UUID). */
export async function getRun(db: Queryable, runId: string, reader: Reader): Promise<RunRow | null> {
  if (!isUuid(runId)) return null;
  const rows = await db.query<RunRow>(
    `SELECT r.*, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM evaluation_runs r LEFT JOIN jobs j ON j.id = r.job_id WHERE r.id = $1 AND ${readableBy('r', 2)}`,
    [runId, ...readerParams(reader)],
  );
  return rows[0] ?? null;
}

/** The caller's runs, newest first, one more than the page (see http/created-cursor.ts). */
export async function listRuns(db: Queryable, f: CreatedListFilter): Promise<(RunRow & { cursor_at: string })[]> {
  return db.query<RunRow & { cursor_at: string }>(
    `SELECT r.*, r.created_at::text AS cursor_at, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM evaluation_runs r JOIN projects p ON p.id = r.project_id LEFT JOIN jobs j ON j.id = r.job_id
      WHERE ${CREATED_LIST_WHERE}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $6`,
    [...createdListParams(f), f.limit + 1],
  );
}

export async function completeRun(db: Queryable, runId: string, summary: Record<string, unknown>): Promise<void> {
  await db.query(`UPDATE evaluation_runs SET status = 'completed', summary = $2, completed_at = now() WHERE id = $1`, [runId, JSON.stringify(summary)]);
}

export async function addTokens(db: Queryable, runId: string, tokens: number): Promise<void> {
  if (tokens > 0) await db.query('UPDATE evaluation_runs SET tokens_used = tokens_used + $2 WHERE id = $1', [runId, tokens]);
}

/** Rows as stored; a linked run's get their item and results from the failure-analysis run's blocks. */
async function withContent(db: Queryable, rows: ItemRow[], analysisRunId: string | undefined): Promise<ItemRow[]> {
  if (!analysisRunId || rows.length === 0) return rows;
  const from = Math.min(...rows.map((r) => r.idx));
  const to = Math.max(...rows.map((r) => r.idx)) + 1;
  const items = new Map((await loadAnalysisItems(db, analysisRunId, from, to)).map((x) => [x.index, x.item]));
  const results = await loadAnalysisResults<EvaluationMetricResult[]>(db, analysisRunId, 'evals', from, to, true);
  return rows.map((r) => {
    const evaluated = results.get(r.idx);
    return { ...r, item: items.get(r.idx)!, results: evaluated?.value ?? null, updated_at: evaluated?.at ?? r.updated_at };
  });
}

const rowOf = (r: ItemRow): ItemRow => ({ ...r, idx: Number(r.idx), trace_time_ms: r.trace_time_ms === null ? null : Number(r.trace_time_ms) });

type RunOfItems = Pick<RunRow, 'id' | 'options' | 'total_items' | 'created_at'>;

/**
 * The rows of a linked run's items from..to-1 (linked-items.ts): not stored, named from the run's id. Runs linked
 * when migration 0010 ran kept stored rows, with ids of their own.
 */
function linkedRows(run: RunOfItems, from: number, to: number): ItemRow[] {
  const rows: ItemRow[] = [];
  for (let idx = from; idx < Math.min(to, Number(run.total_items)); idx++) {
    rows.push({
      id: linkedItemId(run.id, idx),
      run_id: run.id,
      idx,
      item: null as never,
      trace_id: null,
      trace_time_ms: null,
      results: null,
      created_at: run.created_at,
      updated_at: run.created_at,
    });
  }
  return rows;
}

export async function loadItems(db: Queryable, run: RunOfItems, offset: number, limit: number): Promise<ItemRow[]> {
  const analysisRunId = run.options.analysis_run_id;
  if (analysisRunId && isLinkedRunId(run.id)) return withContent(db, linkedRows(run, offset, offset + limit), analysisRunId);
  // idx is a 32-bit integer: an offset past the last item (up to 2^53 is valid) finds nothing, without asking.
  if (offset >= Number(run.total_items)) return [];
  const rows = await db.query<ItemRow>(`SELECT e.*, ${TRACE_TIME} FROM evaluation_items e WHERE e.run_id = $1 AND e.idx >= $2 ORDER BY e.idx LIMIT $3`, [
    run.id,
    offset,
    limit,
  ]);
  return withContent(db, rows.map(rowOf), analysisRunId);
}

/** Every item's results by index, null where an item has none yet (for summaries and comparisons). */
export async function loadResults(db: Queryable, run: Pick<RunRow, 'id' | 'options' | 'total_items'>): Promise<(EvaluationMetricResult[] | null)[]> {
  if (run.options.analysis_run_id) {
    const results = await loadAnalysisResults<EvaluationMetricResult[]>(db, run.options.analysis_run_id, 'evals');
    return Array.from({ length: Number(run.total_items) }, (_, i) => results.get(i) ?? null);
  }
  const rows = await db.query<{ results: EvaluationMetricResult[] | null }>('SELECT results FROM evaluation_items WHERE run_id = $1 ORDER BY idx', [run.id]);
  return rows.map((r) => r.results);
}

/** The item, if the reader may read its run: a stored one, or one of a linked run named by its id; null otherwise (an id that is not a UUID names none). */
export async function getItem(db: Queryable, itemId: string, reader: Reader): Promise<ItemRow | null> {
  if (!isUuid(itemId)) return null;
  const rows = await db.query<ItemRow & { run_options: RunOptions }>(
    `SELECT e.*, r.options AS run_options, ${TRACE_TIME} FROM evaluation_items e JOIN evaluation_runs r ON r.id = e.run_id WHERE e.id = $1 AND ${readableBy('r', 2)}`,
    [itemId, ...readerParams(reader)],
  );
  if (rows[0]) {
    const { run_options, ...row } = rows[0];
    const [withItem] = await withContent(db, [rowOf(row)], run_options.analysis_run_id);
    return withItem;
  }
  const linked = linkedItemOf(itemId);
  if (!linked) return null;
  const run = await getRun(db, linked.runId, reader);
  if (!run?.options.analysis_run_id || linked.index >= Number(run.total_items)) return null;
  const [item] = await loadItems(db, run, linked.index, 1);
  return item ?? null;
}
