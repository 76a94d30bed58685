// Runs jobs from the queue: claims up to `concurrency` at once, renews their leases, and gives handlers
// a `step` primitive whose effects commit together with the job's progress, only while the lease is held.
// That pairing is what makes a resumed job apply each step's effect exactly once.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Queryable, Store } from '../store/store.js';
import { runInLane } from '../runtime/lanes.js';
import {
  JOBS_CHANNEL,
  anotherOwnerWaits,
  claimNextJob,
  completeJob,
  failJob,
  failJobAttempt,
  lockHeldJob,
  markJobCancelled,
  recordJobEvent,
  releaseJob,
  renewLease,
  saveProgress,
  type ClaimedJob,
  type JobRow,
} from './queue.js';

export type JobProgress = Record<string, unknown>;

/** How long a job runs before it makes room for another owner's waiting job (WorkerOptions.yieldAfterMs). */
export const YIELD_AFTER_MS = 1000;
/** How often a running job asks the store whether another owner waits. */
const YIELD_CHECK_MS = 500;

export interface JobContext {
  job: ClaimedJob;
  /** The store, for reads outside steps (writes belong in steps). */
  db: Queryable;
  /** Aborted when the job is cancelled or its lease is lost: stop outbound work early. */
  signal: AbortSignal;
  /**
   * Runs fn in a transaction that first checks the lease is still held, and stores `progress` with it.
   * Throws JobInterrupted, before fn runs, once shutdown or cancellation was asked, or when the job must make
   * room for another owner's (WorkerOptions.yieldAfterMs).
   */
  step<T>(fn: (tx: Queryable) => Promise<T>, progress?: JobProgress): Promise<T>;
  /** Saves progress outside a step (for work that has no effect in the store). */
  setProgress(progress: JobProgress): Promise<void>;
}

export interface JobHandler {
  kind: string;
  run(ctx: JobContext): Promise<unknown>;
  /**
   * Called in the transaction that fails or cancels the job for good, so that what the handler stores about
   * the job (a run's status) never disagrees with the job.
   */
  ended?(tx: Queryable, job: JobRow, state: 'failed' | 'cancelled', error: string | null): Promise<void>;
}

/** Thrown by a handler for errors that retrying cannot fix (bad payload, missing data). */
export class PermanentJobError extends Error {}

export class JobInterrupted extends Error {
  /** `yield`: the job made room for another owner's (worker.ts, mustYield); it resumes from its last step. */
  constructor(readonly reason: 'shutdown' | 'cancelled' | 'lease-lost' | 'yield') {
    super(`job interrupted: ${reason}`);
  }
}

export interface WorkerOptions {
  concurrency: number;
  leaseSeconds: number;
  pollMs: number;
  workerId?: string;
  /**
   * A job that has run this long makes room, at its next step, for a due job of another owner who has none
   * running, when this worker has no free slot (default YIELD_AFTER_MS).
   */
  yieldAfterMs?: number;
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
      await this.cancel(job);
      return;
    }
    if (job.stalled_attempts > job.max_attempts) {
      const attempts = job.stalled_attempts - 1;
      await this.endWith(job, 'failed', (tx) =>
        failJob(tx, job.id, workerId, `the workers running this job stopped responding ${attempts} times in a row without making progress`),
      );
      return;
    }

    const heartbeat = setInterval(
      () => {
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
      },
      Math.max(200, (this.options.leaseSeconds * 1000) / 3),
    );

    const interruption = (): JobInterrupted | null => {
      if (leaseLost) return new JobInterrupted('lease-lost');
      if (cancelRequested) return new JobInterrupted('cancelled');
      if (this.stopping) return new JobInterrupted('shutdown');
      return null;
    };
    // Fair between owners: once the job has had its turn, a full worker hands its slot to another owner's job
    // that waits with none running, and this one goes back to the queue (its steps are resumable).
    const claimedAt = performance.now();
    let checkedAt = -Infinity;
    const mustYield = async (): Promise<boolean> => {
      const now = performance.now();
      if (now - claimedAt < (this.options.yieldAfterMs ?? YIELD_AFTER_MS) || now - checkedAt < YIELD_CHECK_MS) return false;
      if (this.active.size < this.options.concurrency) return false;
      checkedAt = now;
      return anotherOwnerWaits(db, job.owner_id, [...this.handlers.keys()]);
    };
    const ctx: JobContext = {
      job,
      db,
      signal: controller.signal,
      step: async (fn, progress) => {
        const before = interruption() ?? ((await mustYield()) ? new JobInterrupted('yield') : null);
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
      // The job's thread work waits its owner's turn (runtime/lanes.ts).
      const result = await runInLane(job.owner_id, () => handler.run(ctx));
      const stop = interruption();
      if (stop?.reason === 'cancelled') await this.cancel(job);
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
      else if (err.reason === 'yield') await releaseJob(db, job.id, this.id, "made room for another owner's job; resumes from its last step");
      else if (err.reason === 'cancelled') await this.cancel(job);
      this.log('info', `job ${err.reason === 'lease-lost' ? 'lease lost' : err.reason}`, meta);
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    const retryable = !(err instanceof PermanentJobError);
    let outcome = 'lost' as 'retry' | 'failed' | 'lost';
    try {
      await this.endWith(job, 'failed', async (tx) => (outcome = await failJobAttempt(tx, job.id, this.id, message, retryable)) === 'failed');
    } catch (settleErr) {
      this.log('error', 'recording a failed attempt failed; the lease will lapse and the job be taken over', { ...meta, error: (settleErr as Error).message });
    }
    this.log(outcome === 'retry' ? 'warn' : 'error', `job attempt failed (${outcome})`, { ...meta, error: message });
  }

  private cancel(job: ClaimedJob): Promise<void> {
    return this.endWith(job, 'cancelled', (tx) => markJobCancelled(tx, job.id, this.id));
  }

  /** Runs `end` (true when it ended the job) and, in the same transaction, the handler's `ended`. */
  private async endWith(job: ClaimedJob, state: 'failed' | 'cancelled', end: (tx: Queryable) => Promise<boolean>): Promise<void> {
    const handler = this.handlers.get(job.kind);
    await this.store.transaction(async (tx) => {
      if (!(await end(tx))) return;
      if (handler?.ended) {
        const [row] = await tx.query<{ last_error: string | null }>('SELECT last_error FROM jobs WHERE id = $1', [job.id]);
        await handler.ended(tx, job, state, state === 'failed' ? (row?.last_error ?? null) : null);
      }
    });
  }

  private log(level: 'info' | 'warn' | 'error', message: string, data?: Record<string, unknown>): void {
    this.options.log?.(level, message, { worker: this.id, ...data });
  }
}
