// Red-team runs that end without completing: the stored run says what the API says (failed, cancelled), and
// POST …/resume queues a failed or cancelled run again, sending only its pending attacks; other statuses 409.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { claimNextJob, saveProgress } from '../../src/jobs/queue.js';
import { Worker } from '../../src/jobs/worker.js';
import { redTeamJobHandler } from '../../src/security/redteam/runner.js';
import { pendingAttacks, recordOutcomes, setRunStatus } from '../../src/security/redteam/runs-store.js';
import { REDTEAM_JOB } from '../../src/security/redteam/service.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('red-team runs: stored status and resume', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const plan = {
    project_name: 'resume',
    attack_vector_keys: ['hex', 'rot13'],
    target_vulnerabilities: ['s1-violence', 's4-guns-illegal-weapons'],
    attacks_per_vector: 2,
    config: { seed: 7 },
  };
  const start = async (payload: object = plan) => {
    const res = await t.request({ method: 'POST', url: '/v2/security/redteam', payload });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const getRun = async (id: string) => (await t.request({ method: 'GET', url: `/v2/security/redteam/runs/${id}` })).json();
  const resume = (id: string, key?: string | null) => t.request({ method: 'POST', url: `/v2/security/redteam/runs/${id}/resume`, key });
  const storedRun = async (id: string) =>
    (await t.store.query<{ status: string; error: string | null }>('SELECT status, error FROM redteam_runs WHERE id = $1', [id]))[0];
  const doneAttacks = (id: string) =>
    t.store.query<{ id: string; done_seq: string; completed_at: Date }>(
      'SELECT id, done_seq::text, completed_at FROM redteam_attacks WHERE run_id = $1 AND done_seq IS NOT NULL ORDER BY idx',
      [id],
    );

  /** Works the queue until the run leaves queued and running; returns its document. */
  async function workUntilEnded(id: string) {
    const worker = new Worker(t.store, [redTeamJobHandler], { concurrency: 1, leaseSeconds: 5, pollMs: 50 });
    await worker.start();
    try {
      for (let i = 0; i < 400; i++) {
        const run = await getRun(id);
        if (run.status !== 'queued' && run.status !== 'running') return run;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the run did not end');
    } finally {
      await worker.stop();
    }
  }

  /** A worker that claims the run's job, records `record` attacks (with progress), then dies holding the lease. */
  async function workerDies(runId: string, workerId: string, record = 0) {
    const job = await claimNextJob(t.store, workerId, 30, [REDTEAM_JOB]);
    assert.ok(job, `${workerId} claimed the job`);
    await setRunStatus(t.store, runId, 'running', { started: true });
    if (record > 0) {
      const attacks = await pendingAttacks(t.store, runId, record);
      const recorded = await recordOutcomes(
        t.store,
        runId,
        attacks.map((a) => ({ id: a.id, status: 'resisted' as const, conversation: [], response: 'No.', judge: null, error: null, latency_ms: 1 })),
      );
      await saveProgress(t.store, job.id, { done: Number(job.progress.done ?? 0) + recorded });
    }
    await t.store.query("UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = $1", [job.id]);
  }

  it('a run whose workers die without progress fails, stored as the API says, and resumes sending only what is pending', async () => {
    const started = await start();
    const total = started.total_attacks;
    assert.equal(total, 8);
    await workerDies(started.run_id, 'dead-0', 3);
    for (let i = 1; i <= 5; i++) await workerDies(started.run_id, `dead-${i}`);

    const failed = await workUntilEnded(started.run_id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.error, 'the workers running this job stopped responding 5 times in a row without making progress');
    assert.equal(failed.overall.pending, total - 3);
    assert.deepEqual(await storedRun(started.run_id), { status: 'failed', error: failed.error }, 'the stored run agrees with the API');
    const judgedBefore = await doneAttacks(started.run_id);
    assert.equal(judgedBefore.length, 3);

    const res = await resume(started.run_id);
    assert.equal(res.statusCode, 200, res.body);
    const resumed = res.json();
    assert.equal(resumed.status, 'queued');
    assert.equal(resumed.run_id, started.run_id);
    assert.equal(resumed.job_id, started.job_id, 'the run resumes on its own job');
    assert.deepEqual(Object.keys(resumed).sort(), Object.keys(started).sort(), 'answers like the start');
    assert.equal(resumed.total_attacks, total);
    assert.deepEqual(await storedRun(started.run_id), { status: 'queued', error: null });
    const doc = await getRun(started.run_id);
    assert.equal(doc.status, 'queued');
    assert.equal(doc.error, null);
    assert.equal(doc.completed_at, null);

    const again = await resume(started.run_id);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().detail, /is queued: only a failed or cancelled run can be resumed/);

    const completed = await workUntilEnded(started.run_id);
    assert.equal(completed.status, 'completed');
    assert.equal(completed.overall.pending, 0);
    assert.equal(completed.overall.succeeded + completed.overall.resisted + completed.overall.errors, total);
    assert.equal((await storedRun(started.run_id)).status, 'completed');
    const judgedAfter = await doneAttacks(started.run_id);
    assert.equal(judgedAfter.length, total);
    assert.equal(new Set(judgedAfter.map((a) => a.done_seq)).size, total, 'each attack recorded once');
    for (const before of judgedBefore) {
      const after = judgedAfter.find((a) => a.id === before.id)!;
      assert.equal(after.done_seq, before.done_seq, 'an attack judged before the failure was not sent again');
      assert.equal(after.completed_at.getTime(), before.completed_at.getTime());
    }

    const done = await resume(started.run_id);
    assert.equal(done.statusCode, 409);
    assert.match(done.json().detail, /is completed: every attack has been sent/);
  });

  it('a cancelled run is stored cancelled, by either cancel operation, and resumes to completion', async () => {
    const viaRun = await start();
    const cancelled = await t.request({ method: 'POST', url: `/v2/security/redteam/runs/${viaRun.run_id}/cancel` });
    assert.equal(cancelled.json().status, 'cancelled');
    assert.equal((await storedRun(viaRun.run_id)).status, 'cancelled');

    const viaJob = await start();
    const job = await t.request({ method: 'POST', url: `/v2/jobs/${viaJob.job_id}/cancel` });
    assert.equal(job.json().status, 'cancelled');
    assert.equal((await storedRun(viaJob.run_id)).status, 'cancelled');
    assert.equal((await getRun(viaJob.run_id)).status, 'cancelled');

    assert.equal((await resume(viaRun.run_id)).statusCode, 200);
    const completed = await workUntilEnded(viaRun.run_id);
    assert.equal(completed.status, 'completed');
    assert.equal(completed.overall.pending, 0);
  });

  it('resume answers 404 for unknown, foreign and out-of-limit runs, and 401 without a key', async () => {
    const run = await start({ ...plan, project_name: 'resume-private' });
    await t.request({ method: 'POST', url: `/v2/security/redteam/runs/${run.run_id}/cancel` });
    const limited = (await t.request({ method: 'POST', url: '/v2/keys', payload: { name: 'other project only', projects: ['elsewhere'] } })).json().key;
    for (const [key, label] of [
      [t.otherKey, 'another owner'],
      [limited, 'a key limited to another project'],
    ] as const) {
      const res = await resume(run.run_id, key);
      assert.equal(res.statusCode, 404, label);
      assert.match(res.json().detail, /Red-team run '.*' not found/);
    }
    assert.equal((await resume('6f1c1c8e-7f0e-4a53-9d0e-0d7c0f7a1b11')).statusCode, 404);
    assert.equal((await resume('not-a-uuid')).statusCode, 404);
    assert.equal((await resume(run.run_id, null)).statusCode, 401);
    assert.equal((await storedRun(run.run_id)).status, 'cancelled', 'refused requests changed nothing');
  });
});
