// Failure analysis is CPU-bound: it runs on worker threads, so a large dataset uses every core and the
// event loop stays free to answer other requests. With no threads (ASSAY_ANALYSIS_THREADS=0) it runs
// in-line; results are the same either way.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ItemResult } from '../engine.js';
import { analyzeItem, type DetectorPlan } from '../engine.js';
import { normalizeItem } from '../normalize.js';
import type { MinimalInputItem } from '../schemas.js';
import type { Thresholds } from '../thresholds.js';
import type { ResultBlock } from '../run-blocks.js';
import type { AuditTask, BlockTask, PoolTask } from './analysis-worker.js';
import { classifyItem, type ItemVerdict } from '../../security/classifier/classify.js';
import { analyzeItemBlock, NO_LINKS, type ItemBlock } from './block-analysis.js';
import type { ItemLinks } from '../item-links.js';

// Below this many items a batch is analysed in-line: shipping it to a thread would cost more than it saves.
const MIN_ITEMS_PER_THREAD = 32;
/**
 * Items are sent to the threads in chunks of about this many, each thread taking the next chunk when it is
 * done: a thread slowed by other work on the machine takes fewer, and no message is large.
 */
const CHUNK_ITEMS = 48;
/** Audit items per chunk: the classifier is ~5× cheaper an item than the detectors. */
const AUDIT_CHUNK_ITEMS = 250;
/** Chunks a thread holds at once: the next is already there when one is done, so it never waits for us. */
const CHUNKS_PER_THREAD = 2;

/**
 * Each thread's young generation, in MB: a bound on how far V8 grows each thread's nursery over a large run.
 * 8 and 16 MB saved little more memory and cost a few percent of speed (more objects promoted); see
 * docs/benchmarks.md.
 */
const YOUNG_GENERATION_MB = 32;
/**
 * Each thread's old generation bound, in MB. Far above what a thread holds (~30 MB live over a large run), it
 * matters for another reason: V8 lets a heap grow by a factor between collections that depends on this bound,
 * up to 4× for heaps allowed 2 GB or more (the default here), ~1.6× at 1 GB. A thread's heap then peaks near
 * 100 MB instead of 160 MB, for collections that cost little (marking is proportional to what lives).
 */
const OLD_GENERATION_MB = 1024;

interface Chunk {
  task: Omit<PoolTask, 'id'> | Omit<AuditTask, 'id'> | Omit<BlockTask, 'id'>;
  resolve: (r: never) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Chunks sent to this thread and not yet answered, by task id. */
  inFlight: Map<number, Chunk>;
}

export class AnalysisPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Chunk[] = [];
  private nextId = 1;

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./analysis-worker-entry.cjs', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB } });
      const slot: Slot = { worker, inFlight: new Map() };
      worker.on('message', (msg: { id: number; results?: never; error?: string }) => {
        const chunk = slot.inFlight.get(msg.id);
        if (!chunk) return;
        slot.inFlight.delete(msg.id);
        if (msg.error) chunk.reject(new Error(msg.error));
        else chunk.resolve(msg.results!);
        this.dispatch();
      });
      // A thread that failed is gone: its chunks fail, and the others take the rest of the queue.
      worker.on('error', (err) => {
        for (const chunk of slot.inFlight.values()) chunk.reject(err);
        slot.inFlight.clear();
        this.slots.splice(this.slots.indexOf(slot), 1);
        if (this.slots.length === 0) for (const chunk of this.queue.splice(0)) chunk.reject(err);
        this.dispatch();
      });
      // An idle thread must not keep the process alive; a busy one must (see dispatch).
      worker.unref();
      this.slots.push(slot);
    }
  }

  /** Whether work sent here runs on threads (else in-line, on the calling thread). */
  get threaded(): boolean {
    return this.slots.length > 0;
  }

  /** Sends queued chunks to the threads with room, the least busy first; refs exactly the busy threads. */
  private dispatch(): void {
    for (;;) {
      const slot = this.queue.length === 0 ? null : this.slots.reduce((a, b) => (b.inFlight.size < a.inFlight.size ? b : a));
      if (!slot || slot.inFlight.size >= CHUNKS_PER_THREAD) break;
      const chunk = this.queue.shift()!;
      const id = this.nextId++;
      slot.inFlight.set(id, chunk);
      slot.worker.postMessage({ ...chunk.task, id });
    }
    for (const slot of this.slots) {
      if (slot.inFlight.size > 0) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  /** Analyses items with the plan's detectors, spread across the threads; results in item order. */
  async analyze(items: { index: number; item: MinimalInputItem }[], plan: DetectorPlan, thresholds: Thresholds): Promise<ItemResult[]> {
    if (this.slots.length === 0 || items.length < MIN_ITEMS_PER_THREAD * 2) {
      return items.map(({ index, item }) => analyzeItem(normalizeItem(item, index), plan, thresholds));
    }
    const parts = await this.spread<ItemResult[]>(items.length, (from, to) => items.slice(from, to), plan, thresholds);
    return parts.flat();
  }

  /**
   * Analyses stored item blocks (packed, as the store holds them) into their result blocks, a block a task, each
   * answered on its own (in any order): the threads unpack, analyse and pack, so the calling thread only moves bytes.
   */
  analyzeBlocks(blocks: ItemBlock[], plan: DetectorPlan, thresholds: Thresholds, links: ItemLinks = NO_LINKS): Promise<ResultBlock>[] {
    if (this.slots.length === 0) return blocks.map(async (block) => analyzeItemBlock(block, plan, thresholds, links));
    const detectors = plan.run.map((r) => r.detector.id);
    const pending = blocks.map(
      (block) => new Promise<ResultBlock>((resolve, reject) => this.queue.push({ task: { kind: 'block', block, detectors, thresholds, links }, resolve: resolve as (r: never) => void, reject })),
    );
    this.dispatch();
    return pending;
  }

  /** The security audit's built-in verdicts on items, on the threads in chunks; in item order. */
  async classify(items: { input: string; output?: string | null }[], labels: string[], includeEvidence: boolean): Promise<ItemVerdict[]> {
    if (this.slots.length === 0 || items.length < MIN_ITEMS_PER_THREAD * 2) return items.map((i) => classifyItem(i.input, i.output, labels, includeEvidence));
    const pending: Promise<ItemVerdict[]>[] = [];
    for (let start = 0; start < items.length; start += AUDIT_CHUNK_ITEMS) {
      const task = { kind: 'audit' as const, items: items.slice(start, start + AUDIT_CHUNK_ITEMS), labels, includeEvidence };
      pending.push(new Promise<ItemVerdict[]>((resolve, reject) => this.queue.push({ task, resolve: resolve as (r: never) => void, reject })));
    }
    this.dispatch();
    return (await Promise.all(pending)).flat();
  }

  /** Queues `count` items as chunks (each made by `chunk`) and answers with the chunks' results in order. */
  private spread<R>(count: number, chunk: (from: number, to: number) => PoolTask['items'], plan: DetectorPlan, thresholds: Thresholds): Promise<R[]> {
    const detectors = plan.run.map((r) => r.detector.id);
    const parts = Math.max(this.size, Math.round(count / CHUNK_ITEMS));
    const per = Math.ceil(count / parts);
    const pending: Promise<R>[] = [];
    for (let start = 0; start < count; start += per) {
      const items = chunk(start, start + per);
      pending.push(new Promise<R>((resolve, reject) => this.queue.push({ task: { items, detectors, thresholds }, resolve: resolve as (r: never) => void, reject })));
    }
    this.dispatch();
    return Promise.all(pending);
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }
}

let shared: AnalysisPool | null = null;
let configuredSize: number | null = null;

/** Sets the size of the process's pool (ASSAY_ANALYSIS_THREADS; -1 = one thread per core). */
export function configureAnalysisPool(threads: number): void {
  configuredSize = threads < 0 ? os.availableParallelism() : threads;
}

/** The process's pool, started on first use. */
export function analysisPool(): AnalysisPool {
  shared ??= new AnalysisPool(configuredSize ?? os.availableParallelism());
  return shared;
}

export async function closeAnalysisPool(): Promise<void> {
  await shared?.close();
  shared = null;
}
