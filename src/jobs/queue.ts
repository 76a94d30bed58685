// The durable job queue: a table in the store, claimed with FOR UPDATE SKIP LOCKED, with leases that
// workers renew while they run. A worker that dies stops renewing; once its lease lapses any other worker
// takes the job over and resumes it from the progress its steps committed. A job is given up only after
// max_attempts attempts in a row without progress (stalled_attempts), however many took it forward.
import crypto from 'node:crypto';
import { isUuid } from '../http/path-ids.js';
import type { Queryable, Store } from '../store/store.js';
import { iso } from '../store/store.js';
import { readableBy, readerParams, type Reader } from '../store/readers.js';

export const JOBS_CHANNEL = 'assay_jobs';

export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface JobRow {
  id: string;
  kind: string;
  owner_id: string | null;
  project_id: string | null;
  payload: Record<string, unknown>;
  state: JobState;
  attempts: number;
  /** Attempts started since the job last saved new progress; it fails once this passes max_attempts. */
  stalled_attempts: number;
  max_attempts: number;
  run_at: Date;
  lease_owner: string | null;
  lease_until: Date | null;
  cancel_requested: boolean;
  progress: Record<string, unknown>;
  result: unknown;
  last_error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

export interface ClaimedJob extends JobRow {
  /** True when the job was taken over from a worker whose lease lapsed. */
  taken_over: boolean;
  previous_owner: string | null;
}

export interface EnqueueOptions {
  kind: string;
  payload?: Record<string, unknown>;
  ownerId?: string | null;
  projectId?: string | null;
  maxAttempts?: number;
  priority?: number;
  /** Delay before the job becomes due, in milliseconds. */
  delayMs?: number;
  id?: string;
}

export async function enqueueJob(db: Queryable, options: EnqueueOptions): Promise<JobRow> {
  const rows = await db.query<JobRow>(
    `INSERT INTO jobs (id, kind, owner_id, project_id, payload, max_attempts, priority, run_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::double precision)) RETURNING *`,
    [
      options.id ?? crypto.randomUUID(),
      options.kind,
      options.ownerId ?? null,
      options.projectId ?? null,
      JSON.stringify(options.payload ?? {}),
      options.maxAttempts ?? 5,
      options.priority ?? 0,
      (options.delayMs ?? 0) / 1000,
    ],
  );
  await recordJobEvent(db, rows[0].id, 'queued');
  return rows[0];
}

/** Wakes idle workers now instead of at their next poll. Call after the enqueueing transaction commits. */
export async function notifyWorkers(store: Store): Promise<void> {
  await store.notify(JOBS_CHANNEL, 'job');
}

export async function recordJobEvent(db: Queryable, jobId: string, event: string, message?: string, data?: unknown): Promise<void> {
  await db.query('INSERT INTO job_events (job_id, event, message, data) VALUES ($1, $2, $3, $4)', [
    jobId,
    event,
    message ?? null,
    data === undefined ? null : JSON.stringify(data),
  ]);
}

/** Running jobs (their leases held) of the same owner as the job `j`: the fewer, the sooner its turn. */
const OWNERS_RUNNING = `(SELECT count(*) FROM jobs r WHERE r.owner_id IS NOT DISTINCT FROM j.owner_id AND r.state = 'running' AND r.lease_until >= now())`;

/**
 * Claims the next due job of the given kinds, or one whose lease has lapsed and that another worker held (a
 * worker that lost its lease may still be running the job: it must not start it a second time). Among jobs of
 * one priority, the owner with the fewest jobs running goes first, then the oldest: one user's queue of runs
 * does not keep another's waiting behind all of it (with yielding, worker.ts).
 */
export async function claimNextJob(db: Queryable, workerId: string, leaseSeconds: number, kinds: string[]): Promise<ClaimedJob | null> {
  const rows = await db.query<ClaimedJob>(
    `WITH next AS (
       SELECT id, state AS previous_state, lease_owner AS previous_owner FROM jobs j
        WHERE kind = ANY($3::text[])
          AND ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND lease_until < now() AND lease_owner IS DISTINCT FROM $1))
        ORDER BY priority DESC, ${OWNERS_RUNNING}, run_at, created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
     UPDATE jobs j
        SET state = 'running', lease_owner = $1, lease_until = now() + make_interval(secs => $2::double precision),
            attempts = j.attempts + 1, stalled_attempts = j.stalled_attempts + 1, started_at = COALESCE(j.started_at, now()), updated_at = now()
       FROM next
      WHERE j.id = next.id
     RETURNING j.*, (next.previous_state = 'running') AS taken_over, next.previous_owner`,
    [workerId, leaseSeconds, kinds],
  );
  return rows[0] ?? null;
}

/** Extends a held lease. Reports whether the lease is still ours and whether cancellation was asked. */
export async function renewLease(db: Queryable, jobId: string, workerId: string, leaseSeconds: number): Promise<{ held: boolean; cancelRequested: boolean }> {
  const rows = await db.query<{ cancel_requested: boolean }>(
    `UPDATE jobs SET lease_until = now() + make_interval(secs => $3::double precision), updated_at = now()
      WHERE id = $1 AND lease_owner = $2 AND state = 'running' RETURNING cancel_requested`,
    [jobId, workerId, leaseSeconds],
  );
  return { held: rows.length === 1, cancelRequested: rows[0]?.cancel_requested ?? false };
}

/** Locks the job row inside a transaction if this worker still holds it; null when the lease was lost. */
export async function lockHeldJob(tx: Queryable, jobId: string, workerId: string): Promise<{ cancel_requested: boolean } | null> {
  const rows = await tx.query<{ cancel_requested: boolean }>(
    "SELECT cancel_requested FROM jobs WHERE id = $1 AND lease_owner = $2 AND state = 'running' FOR UPDATE",
    [jobId, workerId],
  );
  return rows[0] ?? null;
}

/** Stores the job's progress; new progress (not the same again) means the current attempt is not stalled. */
export async function saveProgress(db: Queryable, jobId: string, progress: Record<string, unknown>): Promise<void> {
  await db.query(
    `UPDATE jobs SET progress = $2::jsonb, updated_at = now(),
            stalled_attempts = CASE WHEN progress IS DISTINCT FROM $2::jsonb THEN 0 ELSE stalled_attempts END
      WHERE id = $1`,
    [jobId, JSON.stringify(progress)],
  );
}

async function finish(db: Queryable, jobId: string, workerId: string, state: JobState, fields: { result?: unknown; error?: string }) {
  const rows = await db.query(
    `UPDATE jobs SET state = $3, result = COALESCE($4::jsonb, result), last_error = COALESCE($5, last_error),
            lease_owner = NULL, lease_until = NULL, finished_at = now(), updated_at = now()
      WHERE id = $1 AND lease_owner = $2 AND state = 'running' RETURNING id`,
    [jobId, workerId, state, fields.result === undefined ? null : JSON.stringify(fields.result), fields.error ?? null],
  );
  if (rows.length === 1) await recordJobEvent(db, jobId, state, fields.error);
  return rows.length === 1;
}

export const completeJob = (db: Queryable, jobId: string, workerId: string, result: unknown) =>
  finish(db, jobId, workerId, 'completed', { result: result ?? null });

export const markJobCancelled = (db: Queryable, jobId: string, workerId: string) => finish(db, jobId, workerId, 'cancelled', {});

/** Exponential backoff with jitter: 2 s, 4 s, 8 s … capped at 5 minutes. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(300_000, 2000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Records a failed attempt: schedules a retry with backoff unless max_attempts attempts in a row made no
 * progress (or the error is not retryable), else fails the job. 'lost' when the lease was no longer held.
 */
export async function failJobAttempt(db: Queryable, jobId: string, workerId: string, error: string, retryable = true): Promise<'retry' | 'failed' | 'lost'> {
  const [held] = await db.query<{ stalled_attempts: number; max_attempts: number }>(
    "SELECT stalled_attempts, max_attempts FROM jobs WHERE id = $1 AND lease_owner = $2 AND state = 'running' FOR UPDATE",
    [jobId, workerId],
  );
  if (!held) return 'lost';
  const stalled = Number(held.stalled_attempts);
  if (!retryable || stalled >= held.max_attempts) {
    const message = retryable ? `${error} (gave up after ${stalled} attempt${stalled === 1 ? '' : 's'} in a row without progress)` : error;
    return (await finish(db, jobId, workerId, 'failed', { error: message })) ? 'failed' : 'lost';
  }
  const delay = retryDelayMs(Math.max(1, stalled));
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', lease_owner = NULL, lease_until = NULL, last_error = $3,
            run_at = now() + make_interval(secs => $4::double precision), updated_at = now()
      WHERE id = $1 AND lease_owner = $2 AND state = 'running' RETURNING id`,
    [jobId, workerId, error, delay / 1000],
  );
  if (rows.length === 0) return 'lost';
  await recordJobEvent(db, jobId, 'retry_scheduled', error, { stalled_attempts: stalled, delay_ms: delay });
  return 'retry';
}

/** Fails a job at once (its workers kept dying without progress, or it cannot run); false when the lease was lost. */
export const failJob = (db: Queryable, jobId: string, workerId: string, error: string) => finish(db, jobId, workerId, 'failed', { error });

/** Gives a job back on shutdown after its current step: due again at once, the attempt not counted. */
/**
 * Whether a due job of these kinds waits whose owner has none running, other than `ownerId`: a job running for
 * that owner should make room for it at its next step (worker.ts).
 */
export async function anotherOwnerWaits(db: Queryable, ownerId: string | null, kinds: string[]): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM jobs j
      WHERE j.state = 'queued' AND j.run_at <= now() AND j.kind = ANY($2::text[]) AND j.owner_id IS DISTINCT FROM $1
        AND ${OWNERS_RUNNING} = 0
      LIMIT 1`,
    [ownerId, kinds],
  );
  return rows.length > 0;
}

export async function releaseJob(
  db: Queryable,
  jobId: string,
  workerId: string,
  why = 'worker shutting down; the job resumes from its last step',
): Promise<void> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', lease_owner = NULL, lease_until = NULL, attempts = GREATEST(attempts - 1, 0),
            stalled_attempts = GREATEST(stalled_attempts - 1, 0), run_at = now(), updated_at = now()
      WHERE id = $1 AND lease_owner = $2 AND state = 'running' RETURNING id`,
    [jobId, workerId],
  );
  if (rows.length === 1) await recordJobEvent(db, jobId, 'released', why);
}

/**
 * Puts a job that failed or was cancelled back in the queue, due now, with its progress kept and a fresh count
 * of attempts without progress. False when the job is not in one of those states.
 */
export async function requeueEndedJob(db: Queryable, jobId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', cancel_requested = false, stalled_attempts = 0, last_error = NULL, result = NULL,
            finished_at = NULL, lease_owner = NULL, lease_until = NULL, run_at = now(), updated_at = now()
      WHERE id = $1 AND state IN ('failed', 'cancelled') RETURNING id`,
    [jobId],
  );
  if (rows.length === 1) await recordJobEvent(db, jobId, 'resumed');
  return rows.length === 1;
}

/** Cancels a queued job at once, or asks the running worker to stop after its current step; null for no such job. */
export async function requestJobCancel(db: Queryable, jobId: string, reader: Reader): Promise<JobRow | null> {
  if (!isUuid(jobId)) return null;
  const rows = await db.query<JobRow>(
    `UPDATE jobs SET
        state = CASE WHEN state = 'queued' THEN 'cancelled' ELSE state END,
        finished_at = CASE WHEN state = 'queued' THEN now() ELSE finished_at END,
        cancel_requested = CASE WHEN state IN ('queued', 'running') THEN true ELSE cancel_requested END,
        updated_at = now()
      WHERE id = $1 AND ${readableBy('jobs', 2)} RETURNING *`,
    [jobId, ...readerParams(reader)],
  );
  if (rows[0] && rows[0].cancel_requested) await recordJobEvent(db, jobId, 'cancel_requested');
  return rows[0] ?? null;
}

/** The job; with a reader, only if it may read it (projects/readers.ts), else any (the worker's view). Null for no such job (an id that is not a UUID names none). */
export async function getJob(db: Queryable, jobId: string, reader?: Reader): Promise<JobRow | null> {
  if (!isUuid(jobId)) return null;
  const rows = reader
    ? await db.query<JobRow>(`SELECT * FROM jobs WHERE id = $1 AND ${readableBy('jobs', 2)}`, [jobId, ...readerParams(reader)])
    : await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [jobId]);
  return rows[0] ?? null;
}

export interface JobEvent {
  at: string;
  event: string;
  message: string | null;
  data: unknown;
}

export async function listJobEvents(db: Queryable, jobId: string): Promise<JobEvent[]> {
  const rows = await db.query<{ at: Date; event: string; message: string | null; data: unknown }>(
    'SELECT at, event, message, data FROM job_events WHERE job_id = $1 ORDER BY id',
    [jobId],
  );
  return rows.map((r) => ({ at: iso(r.at)!, event: r.event, message: r.message, data: r.data }));
}

/**
 * On PGlite only this process can run workers, so a job left 'running' at start belongs to a process
 * that died: make it due now rather than waiting for its lease to lapse.
 */
export async function requeueOrphanedJobs(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>("UPDATE jobs SET lease_until = now() - interval '1 second' WHERE state = 'running' RETURNING id");
  return rows.length;
}
