// Failure-analysis runs in the store: runs, their items and tags, written in bulk (one statement per
// thousand rows, through jsonb_to_recordset, which PGlite and PostgreSQL both run).
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';
import { readableBy, readerParams, type Reader } from '../projects/readers.js';
import { severityRank, type TagFacts } from './scoring.js';
import type { FailureAnalysisResponse, FailureTag, MinimalInputItem, RunInput, Severity } from './schemas.js';
import { inputRows, joinRowArrays, tagRows, type SerializedRows } from './result-rows.js';
import type { RunScan } from './scan-link.js';

const CHUNK = 1000;

export interface RunOptions {
  project_name: string;
  mode: 'minimal' | 'full';
  input_type: 'dataset' | 'csv' | 'trace';
  feature_kind: FailureAnalysisResponse['feature_kind'];
  scope: string[] | null;
  thresholds: { alert: number; gate: number; review: number };
  max_tags: number;
  not_run: Record<string, string>;
  /** Ids of the detectors planned for the run, and the subcategories skipped with their reasons. */
  detectors: string[];
  skipped: Record<string, string>;
  /** The security audit of the run's items: labels checked and the audit batch; null when none runs. */
  security?: { labels: string[]; batch_id: string; guard_model: boolean } | null;
  /** Subcategories the language-model judge decides for this run (judge-phase.ts). */
  judged?: string[];
  /** Subcategories whose detector the judge joins for this run (hybrid-phase.ts). */
  hybrid?: string[];
  /** The evaluation of the run's items: metrics and the evaluation run; null when none runs. */
  evaluation?: { metrics: string[]; run_id: string } | null;
  /** The analysed trace (full mode). */
  trace_id?: string;
  /** The code-scan upload whose relevant findings the run attaches; null or absent when none. */
  scan?: RunScan | null;
}

export interface RunRow {
  id: string;
  project_id: string;
  owner_id: string;
  status: 'processing' | 'completed' | 'failed';
  job_id: string | null;
  total_items: number;
  options: RunOptions;
  document: Omit<FailureAnalysisResponse, 'tags'> | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
  job_state?: string | null;
  job_error?: string | null;
  job_progress?: Record<string, unknown> | null;
  job_finished_at?: Date | null;
}

export async function insertRun(db: Queryable, run: { id: string; projectId: string; ownerId: string; totalItems: number; options: RunOptions }) {
  await db.query(
    `INSERT INTO analysis_runs (id, project_id, owner_id, status, total_items, options) VALUES ($1, $2, $3, 'processing', $4, $5)`,
    [run.id, run.projectId, run.ownerId, run.totalItems, JSON.stringify(run.options)],
  );
}

export async function insertItems(db: Queryable, runId: string, items: MinimalInputItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item, j) => ({ item_index: i + j, item }));
    await db.query(
      `INSERT INTO analysis_items (run_id, item_index, item)
       SELECT $1, x.item_index, x.item FROM jsonb_to_recordset($2::jsonb) AS x(item_index integer, item jsonb)`,
      [runId, JSON.stringify(rows)],
    );
  }
}

/** Items as stored JSON texts, for the analysis threads to parse (cheaper to send than objects). */
export async function loadItemTexts(db: Queryable, runId: string, from: number, to: number): Promise<{ index: number; json: string }[]> {
  const rows = await db.query<{ item_index: number; item: string }>(
    'SELECT item_index, item::text AS item FROM analysis_items WHERE run_id = $1 AND item_index >= $2 AND item_index < $3 ORDER BY item_index',
    [runId, from, to],
  );
  return rows.map((r) => ({ index: Number(r.item_index), json: r.item }));
}

const UPDATE_RESULTS = `UPDATE analysis_items a SET result = x.result
         FROM jsonb_to_recordset($2::jsonb) AS x(item_index integer, result jsonb)
        WHERE a.run_id = $1 AND a.item_index = x.item_index`;
const INSERT_TAGS = `INSERT INTO analysis_tags (id, run_id, item_index, bucket_id, subcategory_id, decision, decision_rank, severity_rank, confidence, tag)
       SELECT x.id, $1, x.item_index, x.bucket_id, x.subcategory_id, x.decision, x.decision_rank, x.severity_rank, x.confidence, x.tag
         FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, item_index integer, bucket_id text, subcategory_id text, decision text,
              decision_rank smallint, severity_rank smallint, confidence double precision, tag jsonb)`;

export async function saveResults(db: Queryable, runId: string, inputs: RunInput[], tags: FailureTag[]): Promise<void> {
  for (let i = 0; i < inputs.length; i += CHUNK) {
    await db.query(UPDATE_RESULTS, [runId, JSON.stringify(inputRows(inputs.slice(i, i + CHUNK)))]);
  }
  for (let i = 0; i < tags.length; i += CHUNK) {
    await db.query(INSERT_TAGS, [runId, JSON.stringify(tagRows(tags.slice(i, i + CHUNK)))]);
  }
}

/** saveResults for rows the analysis threads serialised already (result-rows.ts): the same statements. */
export async function saveSerializedResults(db: Queryable, runId: string, parts: SerializedRows[]): Promise<void> {
  for (const json of joinRowArrays(parts.map((p) => ({ json: p.inputs, count: p.inputCount })), CHUNK)) await db.query(UPDATE_RESULTS, [runId, json]);
  for (const json of joinRowArrays(parts.map((p) => ({ json: p.tags, count: p.tagCount })), CHUNK)) await db.query(INSERT_TAGS, [runId, json]);
}

export async function loadInputs(db: Queryable, runId: string): Promise<RunInput[]> {
  const rows = await db.query<{ result: RunInput }>(
    'SELECT result FROM analysis_items WHERE run_id = $1 AND result IS NOT NULL ORDER BY item_index',
    [runId],
  );
  return rows.map((r) => r.result);
}

export async function loadTagFacts(db: Queryable, runId: string): Promise<TagFacts[]> {
  const rows = await db.query<{ item_index: number; bucket_id: string; subcategory_id: string; decision: TagFacts['decision']; confidence: number; tag: FailureTag }>(
    `SELECT item_index, bucket_id, subcategory_id, decision, confidence,
            jsonb_build_object('severity', tag->'severity', 'should_gate_ci', tag->'should_gate_ci', 'needs_human_review', tag->'needs_human_review') AS tag
       FROM analysis_tags WHERE run_id = $1 ORDER BY item_index, id`,
    [runId],
  );
  // Ordered, so the summary's key order (bucket_counts, gate_reasons) is the same on every read.
  return rows.map((r) => ({
    item_index: Number(r.item_index),
    bucket_id: r.bucket_id,
    subcategory_id: r.subcategory_id,
    decision: r.decision,
    confidence: Number(r.confidence),
    severity: r.tag.severity,
    should_gate_ci: r.tag.should_gate_ci,
    needs_human_review: r.tag.needs_human_review,
  }));
}

/** The most important tags first: fail before unsure, worse severity, higher confidence. */
export async function topTags(db: Queryable, runId: string, limit: number): Promise<FailureTag[]> {
  if (limit <= 0) return [];
  const rows = await db.query<{ tag: FailureTag }>(
    `SELECT tag FROM analysis_tags WHERE run_id = $1
      ORDER BY decision_rank, severity_rank, confidence DESC, item_index, id LIMIT $2`,
    [runId, limit],
  );
  return rows.map((r) => r.tag);
}

export interface TagFilter {
  decision?: string;
  bucket?: string;
  subcategory?: string;
  severity?: Severity;
  min_confidence?: number;
  item_index?: number;
  after?: { item_index: number; id: string };
  limit: number;
}

export async function pageTags(db: Queryable, runId: string, f: TagFilter): Promise<FailureTag[]> {
  const where = ['run_id = $1'];
  const params: unknown[] = [runId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.decision) add('decision = ?', f.decision);
  if (f.bucket) add('bucket_id = ?', f.bucket);
  if (f.subcategory) add('subcategory_id = ?', f.subcategory);
  if (f.severity) add('severity_rank = ?', severityRank(f.severity));
  if (f.min_confidence !== undefined) add('confidence >= ?', f.min_confidence);
  if (f.item_index !== undefined) add('item_index = ?', f.item_index);
  if (f.after) {
    params.push(f.after.item_index, f.after.id);
    where.push(`(item_index, id) > ($${params.length - 1}, $${params.length}::uuid)`);
  }
  params.push(f.limit);
  const rows = await db.query<{ tag: FailureTag }>(
    `SELECT tag FROM analysis_tags WHERE ${where.join(' AND ')} ORDER BY item_index, id LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => r.tag);
}

/** The run, if the reader may read it (projects/readers.ts); null reads as an unknown id. */
export async function getRun(db: Queryable, runId: string, reader: Reader): Promise<RunRow | null> {
  const rows = await db.query<RunRow>(
    `SELECT r.*, j.state AS job_state, j.last_error AS job_error, j.progress AS job_progress, j.finished_at AS job_finished_at
       FROM analysis_runs r LEFT JOIN jobs j ON j.id = r.job_id
      WHERE r.id = $1 AND ${readableBy('r', 2)}`,
    [runId, ...readerParams(reader)],
  );
  return rows[0] ?? null;
}

/** What a run's status is as a reader sees it: a job that gave up (or was cancelled) leaves the run failed. */
export function runOutcome(row: Pick<RunRow, 'status' | 'error' | 'job_state' | 'job_error'> & { document: object | null }): { status: RunRow['status']; error: string | null } {
  if (row.status === 'completed' && row.document) return { status: 'completed', error: null };
  if (row.status === 'failed' || row.job_state === 'failed' || row.job_state === 'cancelled') {
    return { status: 'failed', error: row.error ?? row.job_error ?? (row.job_state === 'cancelled' ? 'the run was cancelled' : 'the run failed') };
  }
  return { status: 'processing', error: null };
}

export interface RunListRow extends Pick<RunRow, 'id' | 'status' | 'error' | 'total_items' | 'options' | 'created_at' | 'completed_at' | 'job_state' | 'job_error' | 'job_finished_at'> {
  project_name: string;
  /** The document's summary and duration only: the list never reads the inputs of a run. */
  document: Pick<FailureAnalysisResponse, 'summary' | 'duration_ms'> | null;
  /** created_at as PostgreSQL writes it (microseconds kept), for the cursor. */
  created_key: string;
}

export interface RunListFilter {
  projectName?: string;
  /** A key limited to projects sees only runs of these. */
  projects?: string[] | null;
  after?: { created_key: string; id: string };
  limit: number;
}

/** The owner's runs, newest first (ties by id), after a cursor. */
export async function listRuns(db: Queryable, ownerId: string, f: RunListFilter): Promise<RunListRow[]> {
  const where = ['r.owner_id = $1'];
  const params: unknown[] = [ownerId];
  if (f.projectName !== undefined) {
    params.push(f.projectName);
    where.push(`p.name = $${params.length}`);
  }
  if (f.projects) {
    params.push(f.projects);
    where.push(`p.name = ANY($${params.length}::text[])`);
  }
  if (f.after) {
    params.push(f.after.created_key, f.after.id);
    where.push(`(r.created_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(f.limit);
  return db.query<RunListRow>(
    `SELECT r.id, p.name AS project_name, r.status, r.error, r.total_items, r.options, r.created_at, r.completed_at,
            r.created_at::text AS created_key,
            CASE WHEN r.document IS NULL THEN NULL
                 ELSE jsonb_build_object('summary', r.document->'summary', 'duration_ms', r.document->'duration_ms') END AS document,
            j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM analysis_runs r JOIN projects p ON p.id = r.project_id LEFT JOIN jobs j ON j.id = r.job_id
      WHERE ${where.join(' AND ')}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** One stored item of a run (as posted) with its result, or null. The caller checks the run's owner. */
export async function getItem(db: Queryable, runId: string, itemIndex: number): Promise<{ item: MinimalInputItem; result: RunInput | null } | null> {
  const rows = await db.query<{ item: MinimalInputItem; result: RunInput | null }>(
    'SELECT item, result FROM analysis_items WHERE run_id = $1 AND item_index = $2',
    [runId, itemIndex],
  );
  return rows[0] ?? null;
}

export async function completeRun(db: Queryable, runId: string, document: Omit<FailureAnalysisResponse, 'tags'>): Promise<void> {
  await db.query(`UPDATE analysis_runs SET status = 'completed', document = $2, completed_at = $3 WHERE id = $1`, [
    runId,
    JSON.stringify(document),
    document.completed_at,
  ]);
}

export const runCreatedAt = (row: RunRow) => iso(row.created_at)!;
