// The judgments are CPU-bound: they run on worker threads, so a large dataset uses every core and the event
// loop stays free to answer other requests. The pool knows no judgment: a task names a module (an area's file
// that exports `threadTasks`, loaded once per thread) and one of its tasks. With no threads
// (ASSAY_ANALYSIS_THREADS=0) `threaded` is false and callers run the same functions in-line. Waiting chunks are
// taken lane by lane (lanes.ts): a user's chunk waits for one chunk of each other user, not for their whole runs.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { currentLane, LaneQueue } from './lanes.js';

/** What a module run on the threads exports: its tasks by name, each a pure function of its (cloned) payload. */
export interface ThreadTaskModule {
  threadTasks: Record<string, (payload: never) => unknown>;
  /** Runs the tasks once on built-in examples, so what they build at first use is built (warm-up.ts). */
  warmUp?: () => void;
}

/** A message to a thread: run `task` of `module` (a file path) on `payload`. */
export interface ThreadMessage {
  id: number;
  module: string;
  task: string;
  payload: unknown;
}

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
  message: Omit<ThreadMessage, 'id'>;
  resolve: (r: never) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Chunks sent to this thread and not yet answered, by message id. */
  inFlight: Map<number, Chunk>;
}

export class ThreadPool {
  private readonly slots: Slot[] = [];
  private readonly queue = new LaneQueue<Chunk>();
  private nextId = 1;

  /**
   * `preload`: task modules each thread loads as it starts, so the first task does not wait for their sources;
   * with `warmUp`, each thread also runs their warmUp (warm-up.ts).
   */
  constructor(
    readonly size: number,
    preload: string[] = [],
    warmUp = false,
  ) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./thread-entry.cjs', import.meta.url), {
        workerData: { preload, warmUp },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
      });
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
        if (this.slots.length === 0) for (const chunk of this.queue.drain()) chunk.reject(err);
        this.dispatch();
      });
      // An idle thread must not keep the process alive; a busy one must (see dispatch).
      worker.unref();
      this.slots.push(slot);
    }
  }

  /** Whether work sent here runs on threads (else callers run it in-line, on the calling thread). */
  get threaded(): boolean {
    return this.slots.length > 0;
  }

  /**
   * Runs `task` of the thread-task module at `module` (a file path) on a thread, in the current lane (the user
   * whose request or job asks); answers with its result.
   */
  run<R>(module: string, task: string, payload: unknown): Promise<R> {
    const lane = currentLane();
    const result = new Promise<R>((resolve, reject) =>
      this.queue.push(lane, { message: { module, task, payload }, resolve: resolve as (r: never) => void, reject }),
    );
    this.dispatch();
    return result;
  }

  /** Sends queued chunks to the threads with room, the least busy first; refs exactly the busy threads. */
  private dispatch(): void {
    for (;;) {
      const slot = this.queue.size === 0 ? null : this.slots.reduce((a, b) => (b.inFlight.size < a.inFlight.size ? b : a));
      if (!slot || slot.inFlight.size >= CHUNKS_PER_THREAD) break;
      const chunk = this.queue.shift()!;
      const id = this.nextId++;
      slot.inFlight.set(id, chunk);
      slot.worker.postMessage({ ...chunk.message, id } satisfies ThreadMessage);
    }
    for (const slot of this.slots) {
      if (slot.inFlight.size > 0) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }
}

let shared: ThreadPool | null = null;
let configuredSize: number | null = null;
let configuredPreload: string[] = [];
let configuredWarmUp = false;

/**
 * Sets the size of the process's pool (ASSAY_ANALYSIS_THREADS; -1 = one thread per core) and the task modules
 * its threads load as they start (the entry point knows which areas run work on the threads).
 */
export function configureThreadPool(threads: number, preload: string[] = [], warmUp = false): void {
  configuredSize = threads < 0 ? os.availableParallelism() : threads;
  configuredPreload = preload;
  configuredWarmUp = warmUp;
}

/** The process's pool, started on first use. */
export function threadPool(): ThreadPool {
  shared ??= new ThreadPool(configuredSize ?? os.availableParallelism(), configuredPreload, configuredWarmUp);
  return shared;
}

export async function closeThreadPool(): Promise<void> {
  await shared?.close();
  shared = null;
}
