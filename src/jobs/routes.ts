import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { PathId } from '../http/path-ids.js';
import type { Queryable } from '../store/store.js';
import type { JobHandler } from './worker.js';
import { iso } from '../store/store.js';
import { getJob, listJobEvents, requestJobCancel, type JobRow } from './queue.js';
import { Job } from './schemas.js';

const JobParams = Type.Object({ job_id: PathId('The job id returned when the work was started.') });

async function present(db: Queryable, job: JobRow) {
  const project = job.project_id ? (await db.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [job.project_id]))[0] : undefined;
  return {
    job_id: job.id,
    kind: job.kind,
    status: job.state,
    project_name: project?.name ?? null,
    attempts: job.attempts,
    stalled_attempts: job.stalled_attempts,
    max_attempts: job.max_attempts,
    cancel_requested: job.cancel_requested,
    progress: job.progress ?? {},
    result: job.result ?? null,
    error: job.last_error,
    created_at: iso(job.created_at)!,
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    events: await listJobEvents(db, job.id),
  };
}

/** The jobs routes; `handlers` are the job kinds (the entry point's list), told when a queued job is cancelled. */
export const jobRoutes =
  (handlers: JobHandler[]) =>
  async (app: FastifyInstance): Promise<void> => {
    const tags = ['Jobs'];
    app.get<{ Params: { job_id: string } }>(
      '/v2/jobs/:job_id',
      {
        schema: {
          operationId: 'getJob',
          summary: 'Show a background job',
          description: 'Status, attempts, progress and history of a job started by the caller (red-team runs, large analyses…).',
          tags,
          security: bearerSecurity,
          params: JobParams,
          response: { 200: Type.Ref(Job), ...standardErrors },
        },
      },
      async (request) => {
        const job = await getJob(request.server.store, request.params.job_id, request.principal!);
        if (!job) throw errors.notFound('Job', request.params.job_id);
        return present(request.server.store, job);
      },
    );

    app.post<{ Params: { job_id: string } }>(
      '/v2/jobs/:job_id/cancel',
      {
        schema: {
          operationId: 'cancelJob',
          summary: 'Cancel a background job',
          description: 'A queued job is cancelled at once; a running one stops after its current step. Finished jobs are left as they are.',
          tags,
          security: bearerSecurity,
          params: JobParams,
          response: { 200: Type.Ref(Job), ...standardErrors },
        },
      },
      async (request) => {
        const job = await request.server.store.transaction(async (tx) => {
          const cancelled = await requestJobCancel(tx, request.params.job_id, request.principal!);
          // A queued job ends here, not in a worker: what its kind keeps about it (a run's status) ends with it.
          if (cancelled?.state === 'cancelled') await handlers.find((h) => h.kind === cancelled.kind)?.ended?.(tx, cancelled, 'cancelled', null);
          return cancelled;
        });
        if (!job) throw errors.notFound('Job', request.params.job_id);
        return present(request.server.store, job);
      },
    );
  };
