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
import type { PoolTask } from './analysis-worker.js';

type Pending = { resolve: (r: ItemResult[]) => void; reject: (e: Error) => void; worker: Worker };

// Below this many items a batch is analysed in-line: shipping it to a thread would cost more than it saves.
const MIN_ITEMS_PER_THREAD = 32;

export class AnalysisPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextWorker = 0;

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./analysis-worker-entry.mjs', import.meta.url));
      worker.on('message', (msg: { id: number; results?: ItemResult[]; error?: string }) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        this.settled(worker);
        if (msg.error) p.reject(new Error(msg.error));
        else p.resolve(msg.results!);
      });
      worker.on('error', (err) => {
        for (const [id, p] of this.pending) {
          if (p.worker !== worker) continue;
          this.pending.delete(id);
          this.settled(worker);
          p.reject(err);
        }
      });
      // An idle thread must not keep the process alive; a busy one must (see run and settled).
      worker.unref();
      this.workers.push(worker);
    }
  }

  private readonly busy = new Map<Worker, number>();

  private run(task: Omit<PoolTask, 'id'>): Promise<ItemResult[]> {
    const id = this.nextId++;
    const worker = this.workers[this.nextWorker++ % this.workers.length];
    this.busy.set(worker, (this.busy.get(worker) ?? 0) + 1);
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker });
      worker.postMessage({ ...task, id });
    });
  }

  private settled(worker: Worker): void {
    const left = (this.busy.get(worker) ?? 1) - 1;
    this.busy.set(worker, left);
    if (left === 0) worker.unref();
  }

  /** Analyses items with the plan's detectors, split across the threads; results in item order. */
  async analyze(items: { index: number; item: MinimalInputItem }[], plan: DetectorPlan, thresholds: Thresholds): Promise<ItemResult[]> {
    if (this.size === 0 || items.length < MIN_ITEMS_PER_THREAD * 2) {
      return items.map(({ index, item }) => analyzeItem(normalizeItem(item, index), plan, thresholds));
    }
    const detectors = plan.run.map((r) => r.detector.id);
    const parts = Math.min(this.size, Math.ceil(items.length / MIN_ITEMS_PER_THREAD));
    const per = Math.ceil(items.length / parts);
    const chunks = Array.from({ length: parts }, (_, i) => items.slice(i * per, (i + 1) * per));
    const results = await Promise.all(chunks.map((chunk) => this.run({ items: chunk, detectors, thresholds })));
    return results.flat();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
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
