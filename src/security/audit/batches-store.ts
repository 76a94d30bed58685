// Audit batches and their items in the store, written in bulk (one statement per thousand rows).
import { CREATED_LIST_WHERE, createdListParams, type CreatedListFilter } from '../../http/created-cursor.js';
import { isUuid } from '../../http/path-ids.js';
import type { Queryable } from '../../store/store.js';
import { loadItems as loadAnalysisItems, loadResults as loadAnalysisResults } from '../../item-blocks/blocks-store.js';
import { readableBy, readerParams, type Reader } from '../../store/readers.js';
import type { ItemVerdict } from '../../core/safety/classify.js';
import type { PromptAttack } from '../../core/safety/prompt-attack.js';
import type { BatchStats } from '../../core/safety/audit-stats.js';

const CHUNK = 1000;

export interface BatchOptions {
  project_name: string;
  categories: string[];
  include_evidence: boolean;
  guard_model: boolean;
  /** A language-model judge asked about harmful compliance (absent in batches stored before judges). */
  llm_judge?: boolean;
  /**
   * The failure-analysis run this batch audits: its blocks hold the items and their verdicts
   * (item-blocks/blocks-store.ts), and the batch keeps no items of its own. Absent for batches of their own.
   */
  analysis_run_id?: string;
  /** The dataset's names read as other fields (http/dataset-fields.ts); absent in batches stored before it existed. */
  field_mapping?: Record<string, string>;
}

export interface BatchRow {
  id: string;
  project_id: string;
  owner_id: string;
  name: string;
  status: 'processing' | 'completed' | 'failed';
  job_id: string | null;
  total_items: number;
  options: BatchOptions;
  stats: BatchStats | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
  job_state?: string | null;
  job_error?: string | null;
  job_finished_at?: Date | null;
}

export interface StoredItem {
  index: number;
  input: string;
  output: string | null;
  metadata: Record<string, unknown> | null;
  /** prompt_attack is absent in verdicts stored before the flag existed. */
  verdict: (ItemVerdict & { prompt_attack?: PromptAttack | null; guard_model?: unknown; llm_judge?: unknown }) | null;
}

/** Inserts a batch, processing; or completed with its statistics when given (as completeBatch would leave it). */
export async function insertBatch(
  db: Queryable,
  b: { id: string; projectId: string; ownerId: string; name: string; totalItems: number; options: BatchOptions },
  stats?: BatchStats,
) {
  await db.query(
    `INSERT INTO security_batches (id, project_id, owner_id, name, status, total_items, options, stats, completed_at) VALUES ($1, $2, $3, $4, $7, $5, $6, $8, $9)`,
    [
      b.id,
      b.projectId,
      b.ownerId,
      b.name,
      b.totalItems,
      JSON.stringify(b.options),
      stats ? 'completed' : 'processing',
      stats ? JSON.stringify(stats) : null,
      stats ? new Date() : null,
    ],
  );
}

/** Items with their verdicts when already judged (small batches), or without (a job judges them). */
export async function insertItems(
  db: Queryable,
  batchId: string,
  items: { input: string; output?: string | null; metadata?: Record<string, unknown> }[],
  verdicts?: unknown[],
) {
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item, j) => ({
      item_index: i + j,
      input: item.input,
      output: item.output ?? null,
      metadata: item.metadata ?? null,
      verdict: verdicts ? verdicts[i + j] : null,
    }));
    await db.query(
      `INSERT INTO security_items (batch_id, item_index, input, output, metadata, verdict)
       SELECT $1, x.item_index, x.input, x.output, x.metadata, x.verdict
         FROM jsonb_to_recordset($2::jsonb) AS x(item_index integer, input text, output text, metadata jsonb, verdict jsonb)`,
      [batchId, JSON.stringify(rows)],
    );
  }
}

export async function saveVerdicts(db: Queryable, batchId: string, verdicts: { index: number; verdict: unknown }[]) {
  for (let i = 0; i < verdicts.length; i += CHUNK) {
    await db.query(
      `UPDATE security_items s SET verdict = x.verdict
         FROM jsonb_to_recordset($2::jsonb) AS x(item_index integer, verdict jsonb)
        WHERE s.batch_id = $1 AND s.item_index = x.item_index`,
      [batchId, JSON.stringify(verdicts.slice(i, i + CHUNK).map((v) => ({ item_index: v.index, verdict: v.verdict })))],
    );
  }
}

type Batch = Pick<BatchRow, 'id' | 'options' | 'total_items'>;

export async function loadItems(db: Queryable, batch: Batch, offset: number, limit: number): Promise<StoredItem[]> {
  const analysisRunId = batch.options.analysis_run_id;
  if (analysisRunId) {
    const to = Math.min(Number(batch.total_items), offset + limit);
    const verdicts = await loadAnalysisResults<NonNullable<StoredItem['verdict']>>(db, analysisRunId, 'verdicts', offset, to);
    return (await loadAnalysisItems(db, analysisRunId, offset, to)).map(({ index, item }) => ({
      index,
      input: item.input,
      output: item.output ?? null,
      metadata: null,
      verdict: verdicts.get(index) ?? null,
    }));
  }
  const rows = await db.query<{
    item_index: number;
    input: string;
    output: string | null;
    metadata: Record<string, unknown> | null;
    verdict: StoredItem['verdict'];
  }>(
    `SELECT item_index, input, output, metadata, verdict FROM security_items
      WHERE batch_id = $1 AND item_index >= $2 ORDER BY item_index LIMIT $3`,
    [batch.id, offset, limit],
  );
  return rows.map((r) => ({ index: Number(r.item_index), input: r.input, output: r.output, metadata: r.metadata, verdict: r.verdict }));
}

/** The verdicts judged so far, for the statistics of a batch (still processing, or being completed). */
export async function loadVerdicts(db: Queryable, batch: Batch): Promise<ItemVerdict[]> {
  if (batch.options.analysis_run_id) return [...(await loadAnalysisResults<ItemVerdict>(db, batch.options.analysis_run_id, 'verdicts')).values()];
  const rows = await db.query<{ verdict: ItemVerdict }>('SELECT verdict FROM security_items WHERE batch_id = $1 AND verdict IS NOT NULL ORDER BY item_index', [
    batch.id,
  ]);
  return rows.map((r) => r.verdict);
}

/**
 * The batch, if the reader may read it (projects/readers.ts); null reads as an unknown id. An id that is not a
 * UUID names no batch: it is not sent to the store, which would refuse to cast it.
 */
export async function getBatch(db: Queryable, batchId: string, reader: Reader): Promise<BatchRow | null> {
  if (!isUuid(batchId)) return null;
  const rows = await db.query<BatchRow>(
    `SELECT b.*, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM security_batches b LEFT JOIN jobs j ON j.id = b.job_id
      WHERE b.id = $1 AND ${readableBy('b', 2)}`,
    [batchId, ...readerParams(reader)],
  );
  return rows[0] ?? null;
}

export async function completeBatch(db: Queryable, batchId: string, stats: BatchStats): Promise<Date> {
  const now = new Date();
  await db.query(`UPDATE security_batches SET status = 'completed', stats = $2, completed_at = $3 WHERE id = $1`, [batchId, JSON.stringify(stats), now]);
  return now;
}

/** The caller's batches, newest first, one more than the page (see http/created-cursor.ts). */
export async function listBatches(db: Queryable, f: CreatedListFilter): Promise<(BatchRow & { cursor_at: string })[]> {
  return db.query<BatchRow & { cursor_at: string }>(
    `SELECT r.*, r.created_at::text AS cursor_at, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM security_batches r JOIN projects p ON p.id = r.project_id LEFT JOIN jobs j ON j.id = r.job_id
      WHERE ${CREATED_LIST_WHERE}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $6`,
    [...createdListParams(f), f.limit + 1],
  );
}
