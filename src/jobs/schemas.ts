import { Type, type TSchema } from '@sinclair/typebox';

export const JobEvent = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    event: Type.String({
      description: 'queued, started, lease_expired, retry_scheduled, released, cancel_requested, completed, failed, cancelled or resumed.',
    }),
    message: Type.Union([Type.String(), Type.Null()]),
    data: Type.Unknown(),
  },
  { $id: 'JobEvent', title: 'JobEvent' },
);

export const Job = Type.Object(
  {
    job_id: Type.String({ format: 'uuid' }),
    kind: Type.String({ description: 'What the job does, e.g. redteam.run.' }),
    status: Type.Union(['queued', 'running', 'completed', 'failed', 'cancelled'].map((s) => Type.Literal(s))),
    project_name: Type.Union([Type.String(), Type.Null()]),
    attempts: Type.Integer({ minimum: 0, description: 'Attempts started so far, including takeovers after a worker died.' }),
    stalled_attempts: Type.Integer({
      minimum: 0,
      description: 'Attempts started since the job last made progress; a job is given up once more than max_attempts are.',
    }),
    max_attempts: Type.Integer({ minimum: 1, description: 'Most attempts in a row without progress (failures, or workers that died) before the job fails.' }),
    cancel_requested: Type.Boolean(),
    progress: Type.Record(Type.String(), Type.Unknown(), { description: 'Job-specific progress, e.g. {"done": 40, "total": 100}.' }),
    result: Type.Unknown({ description: 'What the job produced, once completed.' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'The last failure, if any.' }),
    created_at: Type.String({ format: 'date-time' }),
    started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    events: Type.Array(Type.Ref(JobEvent)),
  },
  { $id: 'Job', title: 'Job' },
);

export const jobSchemas: TSchema[] = [JobEvent, Job];
