// A failure-analysis run's blocks in the store (blocks.ts): its items as posted, and per block what the
// analysis found, written once each, in one statement per kind; tags as slim rows pointing into their blocks.
// Linked audit batches and evaluation runs read their items, verdicts and metric results here too.
import { boolArray, byteaArray, float8Array, int2Array, int4Array, textArray, uuidArray } from '../store/binary-arrays.js';
import { PACK_FORMAT, unpackJson } from '../store/packed-json.js';
import type { Queryable } from '../store/store.js';
import { addBlockTotals, type BlockTotals, type ResultBlock } from './blocks.js';
import { SEVERITY_LABELS, severityRank, type TagFacts } from '../core/scoring/scoring.js';
import type { FailureTag, ItemStats, SeverityLabel } from '../core/shapes/failure-analysis.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { upgradeStats, upgradeTag } from './stored-legacy.js';

export async function insertItemBlocks(db: Queryable, runId: string, blocks: { firstIndex: number; count: number; items: Uint8Array }[]): Promise<void> {
  if (blocks.length === 0) return;
  await db.query(
    `INSERT INTO analysis_item_blocks (run_id, first_index, item_count, format, items)
     SELECT $1, x.first_index, x.item_count, $5, x.items FROM unnest($2::int[], $3::int[], $4::bytea[]) AS x(first_index, item_count, items)`,
    [runId, int4Array(blocks.map((b) => b.firstIndex)), int4Array(blocks.map((b) => b.count)), byteaArray(blocks.map((b) => b.items)), PACK_FORMAT.deflate],
  );
}

export interface StoredBlock {
  first_index: number;
  item_count: number;
  format: number;
  bytes: Buffer;
}

const blockOf = (r: { first_index: number; item_count: number; format: number; bytes: Buffer }): StoredBlock => ({
  first_index: Number(r.first_index),
  item_count: Number(r.item_count),
  format: Number(r.format),
  bytes: r.bytes,
});

/** The item blocks holding items from..to-1 (packed, as stored: the threads unpack them). */
export async function loadItemBlocks(db: Queryable, runId: string, from: number, to: number): Promise<StoredBlock[]> {
  const rows = await db.query<StoredBlock>(
    `SELECT first_index, item_count, format, items AS bytes FROM analysis_item_blocks
      WHERE run_id = $1 AND first_index < $3 AND first_index + item_count > $2 ORDER BY first_index`,
    [runId, from, to],
  );
  return rows.map(blockOf);
}

/** The items from..to-1 with their indices (blocks are unpacked here). */
export async function loadItems(db: Queryable, runId: string, from: number, to: number): Promise<{ index: number; item: MinimalInputItem }[]> {
  const out: { index: number; item: MinimalInputItem }[] = [];
  for (const block of await loadItemBlocks(db, runId, from, to)) {
    unpackJson<MinimalInputItem[]>(block.bytes, block.format).forEach((item, k) => {
      const index = block.first_index + k;
      if (index >= from && index < to) out.push({ index, item });
    });
  }
  return out;
}

/** Result blocks and their tags' rows: two statements, whatever the number of blocks. */
export async function insertResultBlocks(db: Queryable, runId: string, blocks: ResultBlock[]): Promise<void> {
  if (blocks.length === 0) return;
  await db.query(
    `INSERT INTO analysis_result_blocks (run_id, first_index, item_count, format, inputs, verdicts, evals, tags, totals)
     SELECT $1, x.first_index, x.item_count, $8, x.inputs, x.verdicts, x.evals, x.tags, x.totals::jsonb
       FROM unnest($2::int[], $3::int[], $4::bytea[], $5::bytea[], $6::bytea[], $7::bytea[], $9::text[])
         AS x(first_index, item_count, inputs, verdicts, evals, tags, totals)`,
    [
      runId,
      int4Array(blocks.map((b) => b.firstIndex)),
      int4Array(blocks.map((b) => b.itemCount)),
      byteaArray(blocks.map((b) => b.inputs)),
      byteaArray(blocks.map((b) => b.verdicts)),
      byteaArray(blocks.map((b) => b.evals)),
      byteaArray(blocks.map((b) => b.tags)),
      PACK_FORMAT.deflate,
      textArray(blocks.map((b) => JSON.stringify(b.totals))),
    ],
  );
  const rows = blocks.flatMap((b) => b.tagRows.map((t) => ({ ...t, block: b.firstIndex })));
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO analysis_tags (id, run_id, item_index, bucket_id, subcategory_id, decision, decision_rank, severity_rank, confidence,
                                should_gate_ci, needs_human_review, block_index, position, severity)
     SELECT x.id, $1, x.item_index, x.bucket_id, x.subcategory_id, x.decision, x.decision_rank, x.severity_rank, x.confidence,
            x.should_gate_ci, x.needs_human_review, x.block_index, x.position, x.severity
       FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int2[], $8::int2[], $9::float8[], $10::bool[], $11::bool[], $12::int[], $13::int[], $14::float8[])
         AS x(id, item_index, bucket_id, subcategory_id, decision, decision_rank, severity_rank, confidence, should_gate_ci, needs_human_review, block_index, position, severity)`,
    [
      runId,
      uuidArray(rows.map((r) => r.id)),
      int4Array(rows.map((r) => r.item_index)),
      textArray(rows.map((r) => r.bucket_id)),
      textArray(rows.map((r) => r.subcategory_id)),
      textArray(rows.map((r) => r.decision)),
      int2Array(rows.map((r) => r.decision_rank)),
      int2Array(rows.map((r) => r.severity_rank)),
      float8Array(rows.map((r) => r.confidence)),
      boolArray(rows.map((r) => r.should_gate_ci)),
      boolArray(rows.map((r) => r.needs_human_review)),
      int4Array(rows.map((r) => r.block)),
      int4Array(rows.map((r) => r.position)),
      float8Array(rows.map((r) => r.severity)),
    ],
  );
}

/** The totals of every block of a run, added up (blocks.ts). */
export async function loadRunTotals(db: Queryable, runId: string): Promise<ReturnType<typeof addBlockTotals>> {
  const rows = await db.query<{ totals: BlockTotals }>(
    'SELECT totals FROM analysis_result_blocks WHERE run_id = $1 AND totals IS NOT NULL ORDER BY first_index',
    [runId],
  );
  return addBlockTotals(rows.map((r) => r.totals));
}

type ResultColumn = 'inputs' | 'verdicts' | 'evals';

/**
 * One column of the result blocks holding items from..to-1, unpacked: entry k of a block is item first_index + k.
 * Items of blocks not analysed yet, or without the column (a run without audit), are absent from the map. With
 * `withTime`, each value comes as {value, at}: `at` is when its block was stored.
 */
export async function loadResults<T>(db: Queryable, runId: string, column: ResultColumn, from?: number, to?: number): Promise<Map<number, T>>;
export async function loadResults<T>(
  db: Queryable,
  runId: string,
  column: ResultColumn,
  from: number,
  to: number,
  withTime: true,
): Promise<Map<number, { value: T; at: Date }>>;
export async function loadResults<T>(
  db: Queryable,
  runId: string,
  column: ResultColumn,
  from = 0,
  to = 2 ** 31 - 1,
  withTime = false,
): Promise<Map<number, unknown>> {
  const rows = await db.query<StoredBlock & { created_at: Date }>(
    `SELECT first_index, item_count, format, ${column} AS bytes, created_at FROM analysis_result_blocks
      WHERE run_id = $1 AND first_index < $3 AND first_index + item_count > $2 AND ${column} IS NOT NULL ORDER BY first_index`,
    [runId, from, to],
  );
  const out = new Map<number, unknown>();
  for (const row of rows) {
    const block = blockOf(row);
    unpackJson<(T | null)[]>(block.bytes, block.format).forEach((value, k) => {
      const index = block.first_index + k;
      if (value !== null && index >= from && index < to) out.set(index, withTime ? { value, at: row.created_at } : value);
    });
  }
  return out;
}

/** Items from..to-1 as posted, with their counts (null while an item is not analysed). */
export async function loadItemsWithStats(
  db: Queryable,
  runId: string,
  from: number,
  to: number,
): Promise<{ index: number; item: MinimalInputItem; stats: ItemStats | null }[]> {
  const stats = await loadResults<unknown>(db, runId, 'inputs', from, to);
  return (await loadItems(db, runId, from, to)).map(({ index, item }) => {
    const stored = stats.get(index);
    return { index, item, stats: stored === undefined ? null : upgradeStats(stored) };
  });
}

export async function loadTagFacts(db: Queryable, runId: string): Promise<TagFacts[]> {
  const rows = await db.query<{
    id: string;
    item_index: number;
    bucket_id: string;
    subcategory_id: string;
    decision: TagFacts['decision'];
    confidence: number;
    severity: number;
    severity_rank: number;
    should_gate_ci: boolean;
    needs_human_review: boolean;
  }>(
    `SELECT id, item_index, bucket_id, subcategory_id, decision, confidence, severity, severity_rank, should_gate_ci, needs_human_review
       FROM analysis_tags WHERE run_id = $1 ORDER BY item_index, position`,
    [runId],
  );
  // In the order the analysis made them (item, then detector: a tag's position in its item's block), so the
  // summary's key order (bucket_counts, gate_reasons) is the same on every read and for identical runs.
  return rows.map((r) => ({
    tag_id: r.id,
    item_index: Number(r.item_index),
    bucket_id: r.bucket_id,
    subcategory_id: r.subcategory_id,
    decision: r.decision,
    confidence: Number(r.confidence),
    // real in the store: back to the two decimals the tag says.
    severity: Math.round(Number(r.severity) * 100) / 100,
    severity_label: SEVERITY_LABELS[Number(r.severity_rank)],
    should_gate_ci: r.should_gate_ci,
    needs_human_review: r.needs_human_review,
  }));
}

/** The tags the rows point at, in the rows' order: each block they fall in is read and unpacked once. */
async function tagsOf(db: Queryable, runId: string, rows: { block_index: number; position: number }[]): Promise<FailureTag[]> {
  if (rows.length === 0) return [];
  const blocks = [...new Set(rows.map((r) => Number(r.block_index)))];
  const stored = await db.query<StoredBlock>(
    'SELECT first_index, item_count, format, tags AS bytes FROM analysis_result_blocks WHERE run_id = $1 AND first_index = ANY($2::int[])',
    [runId, int4Array(blocks)],
  );
  const tagsByBlock = new Map(stored.map(blockOf).map((b) => [b.first_index, unpackJson<unknown[]>(b.bytes, b.format)]));
  return rows.map((r) => upgradeTag(tagsByBlock.get(Number(r.block_index))![Number(r.position)]));
}

/** The most important tags first: fail before unsure, higher severity, higher confidence. */
export async function topTags(db: Queryable, runId: string, limit: number): Promise<FailureTag[]> {
  if (limit <= 0) return [];
  const rows = await db.query<{ block_index: number; position: number }>(
    `SELECT block_index, position FROM analysis_tags WHERE run_id = $1
      ORDER BY decision_rank, severity_rank, severity DESC, confidence DESC, item_index, position LIMIT $2`,
    [runId, limit],
  );
  return tagsOf(db, runId, rows);
}

export interface TagFilter {
  decision?: string;
  bucket?: string;
  subcategory?: string;
  severity_label?: SeverityLabel;
  min_severity?: number;
  min_confidence?: number;
  item_index?: number;
  /** The place of the last tag of the previous page. */
  after?: TagPlace;
  limit: number;
}

/** A tag's place: its item and its position in the item's block (ids are random, positions are not). */
export interface TagPlace {
  item_index: number;
  position: number;
}

/** A page of tags in item order, with each one's place (a cursor names the last place seen). */
export async function pageTags(db: Queryable, runId: string, f: TagFilter): Promise<{ tags: FailureTag[]; places: TagPlace[] }> {
  const where = ['run_id = $1'];
  const params: unknown[] = [runId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.decision) add('decision = ?', f.decision);
  if (f.bucket) add('bucket_id = ?', f.bucket);
  if (f.subcategory) add('subcategory_id = ?', f.subcategory);
  if (f.severity_label) add('severity_rank = ?', severityRank(f.severity_label));
  // The stored real is compared a hair low, so a tag of exactly the asked severity is never left out.
  if (f.min_severity !== undefined) add('severity >= ? - 0.000001', f.min_severity);
  if (f.min_confidence !== undefined) add('confidence >= ?', f.min_confidence);
  if (f.item_index !== undefined) add('item_index = ?', f.item_index);
  if (f.after) {
    params.push(f.after.item_index, f.after.position);
    where.push(`(item_index, position) > ($${params.length - 1}, $${params.length})`);
  }
  params.push(f.limit);
  const rows = await db.query<{ block_index: number; position: number; item_index: number }>(
    `SELECT block_index, position, item_index FROM analysis_tags WHERE ${where.join(' AND ')} ORDER BY item_index, position LIMIT $${params.length}`,
    params,
  );
  return { tags: await tagsOf(db, runId, rows), places: rows.map((r) => ({ item_index: Number(r.item_index), position: Number(r.position) })) };
}
