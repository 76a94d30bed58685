// A large run is stored, then analysed by a job. While the request stores its items (on the main thread,
// which runs the store), the analysis threads would idle: they start on the first batches at once, and the
// job, when it runs in this process, takes those results instead of analysing the batches again. Anywhere
// else (a worker process, a retry after a crash) the job analyses the batches itself, from the store.
import type { DetectorPlan } from './engine.js';
import type { ItemLinks } from './item-links.js';
import { analysisPool } from './pool/analysis-pool.js';
import type { SerializedRows } from './result-rows.js';
import type { MinimalInputItem } from './schemas.js';
import type { Thresholds } from './thresholds.js';

/** Batches started ahead: about what the threads analyse while the request stores 10,000 items. */
const HEAD_START_BATCHES = 4;
/** A head start the job does not take in this time (it runs in another process) is dropped. */
const KEEP_MS = 60_000;

const ahead = new Map<string, Promise<SerializedRows[]>>();

/**
 * A value as the store gives it back (jsonb): object keys shorter first, then in byte order (of UTF-8). The job analyses
 * items read back from the store, and a detector may see key order (tool arguments are kept as JSON text).
 */
export function storedForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(storedForm);
  if (value === null || typeof value !== 'object') return value;
  // Lengths and order are those of the keys' UTF-8 bytes.
  const keys = Object.keys(value).map((k) => ({ k, bytes: Buffer.from(k) }));
  keys.sort((a, b) => a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes));
  const out: Record<string, unknown> = {};
  for (const { k } of keys) out[k] = storedForm((value as Record<string, unknown>)[k]);
  return out;
}

/** Starts the analysis of a run's first batches, for the job to take (takeHeadStart). */
export function startHeadStart(runId: string, items: MinimalInputItem[], batchItems: number, plan: DetectorPlan, thresholds: Thresholds, links: ItemLinks): void {
  // Without threads the analysis would run here, in the request, on the thread that stores the items.
  if (!analysisPool().threaded) return;
  for (let b = 0; b < HEAD_START_BATCHES && b * batchItems < items.length; b++) {
    const from = b * batchItems;
    const texts = items.slice(from, from + batchItems).map((item, k) => ({ index: from + k, json: JSON.stringify(storedForm(item)) }));
    const rows = analysisPool().analyzeStored(texts, plan, thresholds, links);
    rows.catch(() => {});
    const key = `${runId}:${from}`;
    ahead.set(key, rows);
    setTimeout(() => ahead.delete(key), KEEP_MS).unref();
  }
}

/** The head start of the batch at `from`, once: null when there is none in this process. */
export function takeHeadStart(runId: string, from: number): Promise<SerializedRows[]> | null {
  const key = `${runId}:${from}`;
  const rows = ahead.get(key) ?? null;
  ahead.delete(key);
  return rows;
}

/** Drops a run's head start (its request failed before the job was stored). */
export function dropHeadStart(runId: string): void {
  for (const key of ahead.keys()) if (key.startsWith(`${runId}:`)) ahead.delete(key);
}
