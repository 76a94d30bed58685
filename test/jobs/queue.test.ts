import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { claimNextJob, enqueueJob, getJob, listJobEvents, requestJobCancel, retryDelayMs, saveProgress } from '../../src/jobs/queue.js';
import { PermanentJobError, Worker, type JobHandler } from '../../src/jobs/worker.js';
import { createUser } from '../../src/accounts/users.js';
import { ownerReader } from '../../src/store/readers.js';
import type { Store } from '../../src/store/store.js';
import { openTestStore, type TestStore } from '../support/stores.js';

async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const fast = { concurrency: 2, leaseSeconds: 1, pollMs: 50 };

describe('job queue', () => {
  let ts: TestStore;
  let store: Store;
  let owner: string;
  before(async () => {
    ts = await openTestStore();
    store = ts.store;
    owner = (await createUser(store, { email: null, displayName: 'o', role: 'admin' })).id;
    await store.query('CREATE TABLE test_effects (job_id uuid, step integer, PRIMARY KEY (job_id, step))');
  });
  after(() => ts.close());

  /** The job once it is in one of these states. */
  const jobIn = (id: string, ...states: string[]) =>
    waitFor(async () => {
      const j = await getJob(store, id);
      return j && states.includes(j.state) && j;
    });

  it('runs a job to completion with its result and history', async () => {
    const handler: JobHandler = { kind: 'test.echo', run: async (ctx) => ({ echoed: ctx.job.payload.text }) };
    const worker = new Worker(store, [handler], fast);
    const job = await enqueueJob(store, { kind: 'test.echo', payload: { text: 'hi' }, ownerId: owner });
    await worker.start();
    const done = await jobIn(job.id, 'completed');
    await worker.stop();
    assert.deepEqual(done.result, { echoed: 'hi' });
    assert.equal(done.attempts, 1);
    assert.deepEqual(
      (await listJobEvents(store, job.id)).map((e) => e.event),
      ['queued', 'started', 'completed'],
    );
  });

  it('retries failures with backoff, then gives up after max_attempts', async () => {
    let calls = 0;
    const handler: JobHandler = {
      kind: 'test.flaky',
      run: async () => {
        calls++;
        throw new Error('upstream said 503');
      },
    };
    const job = await enqueueJob(store, { kind: 'test.flaky', ownerId: owner, maxAttempts: 2 });
    const worker = new Worker(store, [handler], fast);
    await worker.start();
    const retried = await waitFor(async () => {
      const j = await getJob(store, job.id);
      return j?.state === 'queued' && j.attempts === 1 && j;
    });
    assert.ok(retried.run_at.getTime() > Date.now() + 500, 'the retry waits before it is due again');
    assert.equal(retried.last_error, 'upstream said 503');
    // Make the retry due now rather than waiting for the backoff.
    await store.query('UPDATE jobs SET run_at = now() WHERE id = $1', [job.id]);
    const failed = await jobIn(job.id, 'failed');
    await worker.stop();
    assert.equal(calls, 2);
    assert.match(failed.last_error!, /gave up after 2 attempts/);
    assert.ok((await listJobEvents(store, job.id)).some((e) => e.event === 'retry_scheduled'));
  });

  it('does not retry permanent errors', async () => {
    const handler: JobHandler = {
      kind: 'test.permanent',
      run: async () => {
        throw new PermanentJobError('payload names no dataset');
      },
    };
    const job = await enqueueJob(store, { kind: 'test.permanent', ownerId: owner });
    const worker = new Worker(store, [handler], fast);
    await worker.start();
    const failed = await jobIn(job.id, 'failed');
    await worker.stop();
    assert.equal(failed.attempts, 1);
    assert.equal(failed.last_error, 'payload names no dataset');
  });

  it('backoff grows exponentially and is capped', () => {
    const mid = () => 0.5;
    assert.equal(retryDelayMs(1, mid), 2000);
    assert.equal(retryDelayMs(2, mid), 4000);
    assert.equal(retryDelayMs(3, mid), 8000);
    assert.equal(retryDelayMs(30, mid), 300_000);
  });

  it('cancels a queued job at once and a running one after its current step', async () => {
    const queued = await enqueueJob(store, { kind: 'test.never-claimed', ownerId: owner });
    const cancelled = await requestJobCancel(store, queued.id, ownerReader(owner));
    assert.equal(cancelled?.state, 'cancelled');
    assert.equal(await requestJobCancel(store, queued.id, ownerReader('ffffffff-0000-4000-8000-000000000000')), null);

    let steps = 0;
    const handler: JobHandler = {
      kind: 'test.long',
      run: async (ctx) => {
        for (let i = 0; i < 1000; i++) {
          await ctx.step(
            async () => {
              steps++;
              await new Promise((r) => setTimeout(r, 20));
            },
            { done: i + 1, total: 1000 },
          );
        }
      },
    };
    const job = await enqueueJob(store, { kind: 'test.long', ownerId: owner });
    const worker = new Worker(store, [handler], fast);
    await worker.start();
    await waitFor(async () => steps >= 3);
    await requestJobCancel(store, job.id, ownerReader(owner));
    const done = await jobIn(job.id, 'cancelled');
    await worker.stop();
    assert.ok(steps < 1000, 'the job stopped early');
    assert.ok(Number(done.progress.done) >= 3, 'progress was recorded');
  });

  it('a job whose lease lapses is taken over and resumed, each step applied once', async () => {
    const job = await enqueueJob(store, { kind: 'test.counter', payload: { steps: 6 }, ownerId: owner });
    // A "dead" worker: claims the job, commits two steps, then stops renewing its lease.
    const claimed = await claimNextJob(store, 'dead-worker', 1, ['test.counter']);
    assert.equal(claimed?.id, job.id);
    for (const step of [0, 1]) {
      await store.query('INSERT INTO test_effects (job_id, step) VALUES ($1, $2)', [job.id, step]);
    }
    await store.query(`UPDATE jobs SET progress = '{"next": 2}' WHERE id = $1`, [job.id]);

    const counter: JobHandler = {
      kind: 'test.counter',
      run: async (ctx) => {
        const total = Number(ctx.job.payload.steps);
        for (let step = Number(ctx.job.progress.next ?? 0); step < total; step++) {
          await ctx.step((tx) => tx.query('INSERT INTO test_effects (job_id, step) VALUES ($1, $2)', [job.id, step]), { next: step + 1 });
        }
        return { steps: total };
      },
    };
    const worker = new Worker(store, [counter], fast);
    await worker.start();
    const done = await jobIn(job.id, 'completed');
    await worker.stop();
    const effects = await store.query<{ step: number }>('SELECT step FROM test_effects WHERE job_id = $1 ORDER BY step', [job.id]);
    assert.deepEqual(
      effects.map((e) => Number(e.step)),
      [0, 1, 2, 3, 4, 5],
    );
    assert.equal(done.attempts, 2);
    const events = await listJobEvents(store, job.id);
    assert.ok(events.some((e) => e.event === 'lease_expired' && /dead-worker/.test(e.message ?? '')));
  });

  /** A worker that claims the job, runs `work`, then dies: its lease lapses without the job being settled. */
  async function dieHolding(kind: string, workerId: string, work: (jobId: string) => Promise<void> = async () => {}): Promise<void> {
    const claimed = await claimNextJob(store, workerId, 30, [kind]);
    assert.ok(claimed, `${workerId} claimed the job`);
    await work(claimed.id);
    await store.query("UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = $1", [claimed.id]);
  }

  it('a job whose workers keep dying is taken over as often as each moves it forward', async () => {
    const job = await enqueueJob(store, { kind: 'test.phoenix', payload: { steps: 9 }, ownerId: owner, maxAttempts: 2 });
    // Six workers die in turn (three times max_attempts), each after committing one step with its progress.
    for (let i = 0; i < 6; i++) {
      await dieHolding('test.phoenix', `dying-${i}`, async (id) => {
        await store.query('INSERT INTO test_effects (job_id, step) VALUES ($1, $2)', [id, i]);
        await saveProgress(store, id, { next: i + 1 });
      });
    }
    const phoenix: JobHandler = {
      kind: 'test.phoenix',
      run: async (ctx) => {
        for (let step = Number(ctx.job.progress.next ?? 0); step < 9; step++) {
          await ctx.step((tx) => tx.query('INSERT INTO test_effects (job_id, step) VALUES ($1, $2)', [job.id, step]), { next: step + 1 });
        }
      },
    };
    const worker = new Worker(store, [phoenix], fast);
    await worker.start();
    const done = await jobIn(job.id, 'completed', 'failed');
    await worker.stop();
    assert.equal(done.state, 'completed', done.last_error ?? '');
    assert.equal(done.attempts, 7);
    const effects = await store.query<{ step: number }>('SELECT step FROM test_effects WHERE job_id = $1 ORDER BY step', [job.id]);
    assert.deepEqual(
      effects.map((e) => Number(e.step)),
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
      'every step applied exactly once',
    );
  });

  it('a job whose workers die max_attempts times in a row without progress fails with the reason', async () => {
    const job = await enqueueJob(store, { kind: 'test.stuck', ownerId: owner, maxAttempts: 2 });
    await dieHolding('test.stuck', 'stuck-1', (id) => saveProgress(store, id, { next: 1 }));
    // The next two die having saved nothing new: the same progress again is no progress.
    await dieHolding('test.stuck', 'stuck-2', (id) => saveProgress(store, id, { next: 1 }));
    await dieHolding('test.stuck', 'stuck-3');
    let ran = false;
    const handler: JobHandler = {
      kind: 'test.stuck',
      run: async () => {
        ran = true;
      },
    };
    const worker = new Worker(store, [handler], fast);
    await worker.start();
    const failed = await jobIn(job.id, 'failed');
    await worker.stop();
    assert.equal(ran, false, 'the job was not started a fourth time');
    assert.equal(failed.last_error, 'the workers running this job stopped responding 2 times in a row without making progress');
    assert.equal(failed.stalled_attempts, 3);
  });

  it('a worker never takes over a job whose lease it held itself', async () => {
    const job = await enqueueJob(store, { kind: 'test.own', ownerId: owner });
    await dieHolding('test.own', 'slow-worker');
    assert.equal(await claimNextJob(store, 'slow-worker', 30, ['test.own']), null, 'its own lapsed lease is not taken over');
    const taken = await claimNextJob(store, 'other-worker', 30, ['test.own']);
    assert.equal(taken?.id, job.id);
    assert.equal(taken?.taken_over, true);
    assert.equal(taken?.previous_owner, 'slow-worker');
  });

  it('on shutdown, a running job finishes its current step and goes back to the queue', async () => {
    let inStep = false;
    let stepsDone = 0;
    const handler: JobHandler = {
      kind: 'test.shutdown',
      run: async (ctx) => {
        for (let i = Number(ctx.job.progress.next ?? 0); i < 100; i++) {
          await ctx.step(
            async () => {
              inStep = true;
              await new Promise((r) => setTimeout(r, 150));
              stepsDone++;
              inStep = false;
            },
            { next: i + 1 },
          );
        }
      },
    };
    const job = await enqueueJob(store, { kind: 'test.shutdown', ownerId: owner });
    const worker = new Worker(store, [handler], fast);
    await worker.start();
    await waitFor(async () => inStep);
    await worker.stop();
    assert.equal(inStep, false, 'the step in progress was finished before stopping');
    const released = await getJob(store, job.id);
    assert.equal(released?.state, 'queued');
    assert.equal(released?.attempts, 0, 'a shutdown does not use up an attempt');
    assert.equal(released?.stalled_attempts, 0);
    assert.equal(Number(released?.progress.next), stepsDone);
  });

  it("a long job makes room for another owner's: theirs runs first, and each step of ours still runs once", async () => {
    const other = (await createUser(store, { email: null, displayName: 'b', role: 'member' })).id;
    const finished: string[] = [];
    const long: JobHandler = {
      kind: 'test.long',
      run: async (ctx) => {
        for (let step = Number(ctx.job.progress.next ?? 0); step < 30; step++) {
          await ctx.step((tx) => tx.query('INSERT INTO test_effects (job_id, step) VALUES ($1, $2)', [ctx.job.id, step]), { next: step + 1 });
          await new Promise((r) => setTimeout(r, 20));
        }
        finished.push('long');
      },
    };
    const short: JobHandler = { kind: 'test.short', run: async () => void finished.push('short') };
    // One slot: without yielding, the other owner's job would wait for all 30 steps.
    const worker = new Worker(store, [long, short], { ...fast, concurrency: 1, yieldAfterMs: 50 });
    const mine = await enqueueJob(store, { kind: 'test.long', ownerId: owner });
    await worker.start();
    await waitFor(async () => (await store.query('SELECT 1 FROM test_effects WHERE job_id = $1', [mine.id])).length > 0);
    const theirs = await enqueueJob(store, { kind: 'test.short', ownerId: other });
    await jobIn(theirs.id, 'completed');
    await jobIn(mine.id, 'completed');
    await worker.stop();
    assert.deepEqual(finished, ['short', 'long']);
    const effects = await store.query<{ step: number }>('SELECT step FROM test_effects WHERE job_id = $1 ORDER BY step', [mine.id]);
    assert.deepEqual(
      effects.map((e) => e.step),
      Array.from({ length: 30 }, (_, k) => k),
    );
    assert.ok((await listJobEvents(store, mine.id)).some((e) => e.event === 'released' && /another owner/.test(e.message ?? '')));
  });
});
