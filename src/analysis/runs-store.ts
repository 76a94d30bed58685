// Failure-analysis runs in the store: what each run was asked, its status and its document. Its items, results
// and tags are in blocks (item-blocks/blocks-store.ts).
import type { ResolvedRule } from '../core/rules/custom-rule.js';
import type { Queryable } from '../store/store.js';
import { iso } from '../store/store.js';
import { CREATED_LIST_WHERE, createdListParams, type CreatedListFilter } from '../http/created-cursor.js';
import { readableBy, readerParams, type Reader } from '../store/readers.js';
import type { FailureAnalysisResponse } from './schemas.js';
import type { RunScan } from './scan-link.js';

export interface RunOptions {
  project_name: string;
  mode: 'minimal' | 'full';
  /** 'dataset' (now 'json') in runs stored before 2026-11-26: read through stored-legacy.ts. */
  input_type: 'json' | 'csv' | 'trace';
  /** The dataset's names read as other fields (http/dataset-fields.ts); absent in runs stored before it existed, and for traces. */
  field_mapping?: Record<string, string>;
  feature_kind: FailureAnalysisResponse['feature_kind'];
  scope: string[] | null;
  thresholds: { alert: number; gate: number; review: number };
  max_tags: number;
  /** Items in the response's inputs; absent in runs stored before it existed (DEFAULT_MAX_INPUTS then). */
  max_inputs?: number;
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
  /**
   * The evaluation of the run's items: metrics and the evaluation run; null when none runs. `judged`: the
   * metrics the language-model judge scores in this run (evaluation/judged-metrics.ts), when one is configured;
   * `mandatory`: those the request named in mandatory_eval_metrics (eval-link.ts runs them on every item).
   */
  evaluation?: { metrics: string[]; mandatory?: string[]; run_id: string; judged?: string[] } | null;
  /** The analysed trace (full mode). */
  trace_id?: string;
  /** The custom rules the run takes (the project's and the request's, in scope), resolved; absent when none. */
  custom_rules?: ResolvedRule[];
  /** The code-scan upload whose relevant findings the run attaches; null or absent when none. */
  scan?: RunScan | null;
}

/** The run document as stored: all but the tags and the items, which are read from the run's blocks. */
export type StoredDocument = Omit<FailureAnalysisResponse, 'failure_tags' | 'failure_tags_truncated' | 'inputs' | 'inputs_total' | 'inputs_truncated'>;

export interface RunRow {
  id: string;
  project_id: string;
  owner_id: string;
  status: 'processing' | 'completed' | 'failed';
  job_id: string | null;
  total_items: number;
  options: RunOptions;
  /** The response without its tags and inputs (both read from the run's blocks), once completed. */
  document: StoredDocument | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
  job_state?: string | null;
  job_error?: string | null;
  job_progress?: Record<string, unknown> | null;
  job_finished_at?: Date | null;
}

/** Inserts a run, processing; or completed with its document when given (as completeRun would leave it). */
export async function insertRun(
  db: Queryable,
  run: { id: string; projectId: string; ownerId: string; totalItems: number; options: RunOptions },
  document?: StoredDocument,
) {
  await db.query(
    `INSERT INTO analysis_runs (id, project_id, owner_id, status, total_items, options, document, completed_at) VALUES ($1, $2, $3, $6, $4, $5, $7, $8)`,
    [
      run.id,
      run.projectId,
      run.ownerId,
      run.totalItems,
      JSON.stringify(run.options),
      document ? 'completed' : 'processing',
      document ? JSON.stringify(document) : null,
      document?.completed_at ?? null,
    ],
  );
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
export function runOutcome(row: Pick<RunRow, 'status' | 'error' | 'job_state' | 'job_error'> & { document: object | null }): {
  status: RunRow['status'];
  error: string | null;
} {
  if (row.status === 'completed' && row.document) return { status: 'completed', error: null };
  if (row.status === 'failed' || row.job_state === 'failed' || row.job_state === 'cancelled') {
    return { status: 'failed', error: row.error ?? row.job_error ?? (row.job_state === 'cancelled' ? 'the run was cancelled' : 'the run failed') };
  }
  return { status: 'processing', error: null };
}

/** What the listing shows of a run's options and document (migration 0018 keeps it in the run's row). */
export interface RunListing {
  mode: RunOptions['mode'];
  input_type: RunOptions['input_type'];
  feature_kind: RunOptions['feature_kind'];
  trace_id?: string | null;
  thresholds: RunOptions['thresholds'];
  /** The document's summary and duration; null until the run is completed. */
  summary: FailureAnalysisResponse['summary'] | null;
  duration_ms: number | null;
}

export interface RunListRow
  extends Pick<RunRow, 'id' | 'status' | 'error' | 'total_items' | 'created_at' | 'completed_at' | 'job_state' | 'job_error' | 'job_finished_at'> {
  project_name: string;
  /** The list never reads a run's options, document or inputs: only this. */
  listing: RunListing;
  /** created_at as PostgreSQL writes it (microseconds kept), for the cursor. */
  cursor_at: string;
}

/** The owner's runs, newest first (ties by id), after a cursor: one row more than the page (http/created-cursor.ts). */
/** The caller's runs, newest first; with traceId only those that analysed that trace. */
export async function listRuns(db: Queryable, f: CreatedListFilter, traceId?: string): Promise<RunListRow[]> {
  return db.query<RunListRow>(
    `SELECT r.id, p.name AS project_name, r.status, r.error, r.total_items, r.listing, r.created_at, r.completed_at,
            r.created_at::text AS cursor_at, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM analysis_runs r JOIN projects p ON p.id = r.project_id LEFT JOIN jobs j ON j.id = r.job_id
      WHERE ${CREATED_LIST_WHERE}
        AND ($7::text IS NULL OR r.options->>'trace_id' = $7)
      ORDER BY r.created_at DESC, r.id DESC LIMIT $6`,
    [...createdListParams(f), f.limit + 1, traceId ?? null],
  );
}

export async function completeRun(db: Queryable, runId: string, document: StoredDocument): Promise<void> {
  await db.query(`UPDATE analysis_runs SET status = 'completed', document = $2, completed_at = $3 WHERE id = $1`, [
    runId,
    JSON.stringify(document),
    document.completed_at,
  ]);
}

export const runCreatedAt = (row: RunRow) => iso(row.created_at)!;
