// Runs jobs from the queue: claims up to `concurrency` at once, renews their leases, and gives handlers
// a `step` primitive whose effects commit together with the job's progress, only while the lease is held.
// That pairing is what makes a resumed job apply each step's effect exactly once.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Queryable, Store } from '../store/store.js';
import {
  JOBS_CHANNEL,
  claimNextJob,
  completeJob,
  failJobAttempt,
  lockHeldJob,
  markJobCancelled,
  recordJobEvent,
  releaseJob,
  renewLease,
  saveProgress,
  type ClaimedJob,
} from './queue.js';

export type JobProgress = Record<string, unknown>;

export interface JobContext {
  job: ClaimedJob;
  /** The store, for reads outside steps (writes belong in steps). */
  db: Queryable;
  /** Aborted when the job is cancelled or its lease is lost: stop outbound work early. */
  signal: AbortSignal;
  /**
   * Runs fn in a transaction that first checks the lease is still held, and stores `progress` with it.
   * Throws JobInterrupted, before fn runs, once shutdown or cancellation was asked.
   */
  step<T>(fn: (tx: Queryable) => Promise<T>, progress?: JobProgress): Promise<T>;
  /** Saves progress outside a step (for work that has no effect in the store). */
  setProgress(progress: JobProgress): Promise<void>;
}

export interface JobHandler {
  kind: string;
  run(ctx: JobContext): Promise<unknown>;
}

/** Thrown by a handler for errors that retrying cannot fix (bad payload, missing data). */
export class PermanentJobError extends Error {}

export class JobInterrupted extends Error {
  constructor(readonly reason: 'shutdown' | 'cancelled' | 'lease-lost') {
    super(`job interrupted: ${reason}`);
  }
}

export interface WorkerOptions {
  concurrency: number;
  leaseSeconds: number;
  pollMs: number;
  workerId?: string;
  log?: (level: 'info' | 'warn' | 'error', message: string, data?: Record<string, unknown>) => void;
}

export class Worker {
  readonly id: string;
  private readonly handlers: Map<string, JobHandler>;
  private readonly active = new Map<string, Promise<void>>();
  private stopping = false;
  private started = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private filling = false;
  private refillAgain = false;

  constructor(
    private readonly store: Store,
    handlers: JobHandler[],
    private readonly options: WorkerOptions,
  ) {
    this.id = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
    this.handlers = new Map(handlers.map((h) => [h.kind, h]));
  }

  get runningJobs(): number {
    return this.active.size;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      this.unlisten = await this.store.listen(JOBS_CHANNEL, () => this.fill());
    } catch (err) {
      this.log('warn', 'job notifications unavailable; polling only', { error: (err as Error).message });
    }
    const tick = () => {
      this.fill();
      if (!this.stopping) this.pollTimer = setTimeout(tick, this.options.pollMs);
    };
    tick();
  }

  /** Stops claiming, lets running jobs finish their current step, and waits for them (bounded). */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.stopping = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    await this.unlisten?.().catch(() => {});
    const all = Promise.allSettled([...this.active.values()]);
    await Promise.race([all, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
  }

  /** Claims jobs until concurrency is full or none is due. Re-entrant calls coalesce. */
  private fill(): void {
    if (this.stopping || this.handlers.size === 0) return;
    if (this.filling) {
      this.refillAgain = true;
      return;
    }
    this.filling = true;
    void (async () => {
      try {
        do {
          this.refillAgain = false;
          while (!this.stopping && this.active.size < this.options.concurrency) {
            const job = await claimNextJob(this.store, this.id, this.options.leaseSeconds, [...this.handlers.keys()]);
            if (!job) break;
            const run = this.execute(job).finally(() => {
              this.active.delete(job.id);
              this.fill();
            });
            this.active.set(job.id, run);
          }
        } while (this.refillAgain && !this.stopping);
      } catch (err) {
        this.log('error', 'claiming jobs failed; will retry at the next poll', { error: (err as Error).message });
      } finally {
        this.filling = false;
      }
    })();
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const controller = new AbortController();
    let cancelRequested = job.cancel_requested;
    let leaseLost = false;
    const db = this.store;
    const workerId = this.id;
    const meta = { job_id: job.id, kind: job.kind, attempt: job.attempts };

    if (job.taken_over) {
      await recordJobEvent(db, job.id, 'lease_expired', `taken over from ${job.previous_owner ?? 'unknown worker'}`, {
        previous_owner: job.previous_owner,
        attempt: job.attempts,
      });
      this.log('warn', 'took over a job whose worker stopped renewing its lease', { ...meta, previous_owner: job.previous_owner });
    }
    await recordJobEvent(db, job.id, 'started', undefined, { worker: workerId, attempt: job.attempts });
    if (cancelRequested) {
      await markJobCancelled(db, job.id, workerId);
      return;
    }
    if (job.attempts > job.max_attempts) {
      await failJobAttempt(db, job, workerId, 'the worker running this job stopped responding too many times', false);
      return;
    }

    const heartbeat = setInterval(() => {
      renewLease(db, job.id, workerId, this.options.leaseSeconds)
        .then(({ held, cancelRequested: cancel }) => {
          if (!held) {
            leaseLost = true;
            controller.abort(new JobInterrupted('lease-lost'));
          } else if (cancel && !cancelRequested) {
            cancelRequested = true;
            controller.abort(new JobInterrupted('cancelled'));
          }
        })
        .catch((err) => this.log('warn', 'lease renewal failed', { ...meta, error: (err as Error).message }));
    }, Math.max(200, (this.options.leaseSeconds * 1000) / 3));

    const interruption = (): JobInterrupted | null => {
      if (leaseLost) return new JobInterrupted('lease-lost');
      if (cancelRequested) return new JobInterrupted('cancelled');
      if (this.stopping) return new JobInterrupted('shutdown');
      return null;
    };
    const ctx: JobContext = {
      job,
      db,
      signal: controller.signal,
      step: async (fn, progress) => {
        const before = interruption();
        if (before) throw before;
        return db.transaction(async (tx) => {
          const held = await lockHeldJob(tx, job.id, workerId);
          if (!held) {
            leaseLost = true;
            throw new JobInterrupted('lease-lost');
          }
          if (held.cancel_requested) {
            cancelRequested = true;
            throw new JobInterrupted('cancelled');
          }
          const result = await fn(tx);
          if (progress) await saveProgress(tx, job.id, progress);
          return result;
        });
      },
      setProgress: (progress) => saveProgress(db, job.id, progress),
    };

    try {
      const result = await handler.run(ctx);
      const stop = interruption();
      if (stop?.reason === 'cancelled') await markJobCancelled(db, job.id, workerId);
      else if (!(await completeJob(db, job.id, workerId, result ?? null))) {
        this.log('warn', 'job finished after its lease was lost; its result was discarded', meta);
      }
    } catch (err) {
      await this.settleFailure(job, err, meta);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async settleFailure(job: ClaimedJob, err: unknown, meta: Record<string, unknown>): Promise<void> {
    const db = this.store;
    if (err instanceof JobInterrupted) {
      if (err.reason === 'shutdown') await releaseJob(db, job.id, this.id);
      else if (err.reason === 'cancelled') await markJobCancelled(db, job.id, this.id);
      this.log('info', `job ${err.reason === 'lease-lost' ? 'lease lost' : err.reason}`, meta);
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    const outcome = await failJobAttempt(db, job, this.id, message, !(err instanceof PermanentJobError)).catch(() => 'lost');
    this.log(outcome === 'retry' ? 'warn' : 'error', `job attempt failed (${outcome})`, { ...meta, error: message });
  }

  private log(level: 'info' | 'warn' | 'error', message: string, data?: Record<string, unknown>): void {
    this.options.log?.(level, message, { worker: this.id, ...data });
  }
}
