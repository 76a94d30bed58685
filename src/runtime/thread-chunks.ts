// How a batch of items is split for the threads (thread-pool.ts), for every area that sends items there. The
// cost of judging an item grows with its text, so chunks are bounded in characters as well as in items: no
// chunk holds a thread for long, and another user's chunk (lanes.ts) waits for one of them at most. A small
// batch runs in-line (shipping it would cost more than it saves) — small in items and in characters, so that
// no request's judging holds the event loop.
import type { ThreadPool } from './thread-pool.js';

/**
 * A batch with fewer characters than this (and few items) runs in-line. The detectors take ~2.5 µs a
 * character on this machine's prose (2 cores; bench/results/2026-11-29-issue-34-stalls-first-pass.md): ~20 ms of the event loop.
 */
export const INLINE_MAX_CHARS = 8_000;
/** A chunk holds at most this many characters (one item may hold more): ~0.25 s of a thread on prose. */
export const CHUNK_MAX_CHARS = 100_000;

export interface ChunkSizes<I> {
  /** A batch of fewer items than this (and fewer than INLINE_MAX_CHARS characters) runs in-line. */
  minItems: number;
  /** Items a chunk holds at most. */
  chunkItems: number;
  /** The characters of an item's texts. */
  charsOf: (item: I) => number;
}

/** The items in consecutive chunks of at most `maxItems` items and CHUNK_MAX_CHARS characters (an item alone may pass it). */
export function chunksOf<I>(items: I[], maxItems: number, charsOf: (item: I) => number): I[][] {
  const chunks: I[][] = [];
  let chunk: I[] = [];
  let chars = 0;
  for (const item of items) {
    const size = charsOf(item);
    if (chunk.length > 0 && (chunk.length >= maxItems || chars + size > CHUNK_MAX_CHARS)) {
      chunks.push(chunk);
      chunk = [];
      chars = 0;
    }
    chunk.push(item);
    chars += size;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * The items judged a chunk a task on the pool's threads (each chunk's answer an array, in item order), or
 * in-line when the pool has no threads or the batch is small; answers in item order either way.
 */
export async function onThreads<I, R>(
  pool: ThreadPool,
  items: I[],
  sizes: ChunkSizes<I>,
  send: (chunk: I[]) => Promise<R[]>,
  inline: (items: I[]) => R[] | Promise<R[]>,
): Promise<R[]> {
  if (!pool.threaded || items.length === 0) return inline(items);
  if (items.length < sizes.minItems) {
    let chars = 0;
    for (const item of items) chars += sizes.charsOf(item);
    if (chars < INLINE_MAX_CHARS) return inline(items);
  }
  // At least one chunk a thread, so that a batch uses every core.
  const perChunk = Math.max(1, Math.min(sizes.chunkItems, Math.ceil(items.length / pool.size)));
  const answers = await Promise.all(chunksOf(items, perChunk, sizes.charsOf).map(send));
  return answers.flat();
}
