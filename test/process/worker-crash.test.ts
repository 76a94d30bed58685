// A worker killed with SIGKILL in the middle of a job: another process finishes the job, and every
// step's effect is in the store exactly once. Also: SIGTERM lets the current step finish and exits 0.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/users.js';
import { enqueueJob, getJob, listJobEvents } from '../../src/jobs/queue.js';
import { migrate } from '../../src/store/migrate.js';
import type { Store } from '../../src/store/store.js';
import { spawnNode, ROOT, type Spawned } from '../support/process.js';
import { createProcessStore, storeKind } from '../support/stores.js';

const STEPS = 40;
// B's steps are slow so that it cannot finish while C boots (6–8 s under load, more on a busy CI machine):
// the kill must land mid-job. A and C run at the normal pace.
const SLOW_STEP_MS = '1000';

describe(`worker crash and shutdown (${storeKind})`, () => {
  let env: Record<string, string>;
  let openStore: () => Promise<Store>;
  let cleanup: () => Promise<void> = async () => {};
  const children: Spawned[] = [];

  before(async () => {
    const processStore = await createProcessStore();
    env = { ASSAY_JOB_LEASE_SECONDS: '2', ASSAY_JOB_POLL_MS: '100', COUNTER_STEP_MS: '150', ...processStore.env };
    openStore = processStore.open;
    cleanup = processStore.cleanup;
  });
  after(async () => {
    for (const c of children) c.child.kill('SIGKILL');
    await cleanup();
  });

  const worker = (extra: Record<string, string> = {}) => {
    const w = spawnNode(['--import', 'tsx', path.join(ROOT, 'test/fixtures/counter-worker.ts')], { ...env, ...extra });
    children.push(w);
    return w;
  };
  const stepsDone = (w: Spawned) => (w.output().match(/^step \d+ done/gm) ?? []).length;

  it('SIGTERM finishes the current step and releases the job; SIGKILL mid-job is recovered by another worker exactly once', async () => {
    // Set up: a job of STEPS steps, and the table its steps write to.
    let store = await openStore();
    await migrate(store);
    await store.query('CREATE TABLE test_effects (job_id uuid NOT NULL, step integer NOT NULL, pid integer NOT NULL)');
    const owner = await createUser(store, { email: null, displayName: 'admin', role: 'admin' });
    const job = await enqueueJob(store, { kind: 'test.counter', payload: { steps: STEPS }, ownerId: owner.id });
    if (storeKind === 'pglite') await store.close(); // one process at a time on a PGlite directory

    // 1. Worker A: SIGTERM after a few steps → exits 0, job back in the queue, finished steps kept.
    const a = worker();
    await a.waitFor(/step 1 done/);
    a.child.kill('SIGTERM');
    const aExit = await a.exited;
    assert.equal(aExit.code, 0, `worker A should exit 0 on SIGTERM:\n${a.output()}`);
    const afterA = stepsDone(a);

    if (storeKind === 'pglite') store = await openStore();
    const released = await getJob(store, job.id);
    assert.equal(released?.state, 'queued');
    assert.equal(Number(released?.progress.next), afterA);
    const rowsA = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM test_effects');
    assert.equal(Number(rowsA[0].n), afterA, 'every finished step is in the store, none half-done');
    if (storeKind === 'pglite') await store.close();

    // 2. Worker B takes the job and is killed with SIGKILL in the middle of it.
    const b = worker({ COUNTER_STEP_MS: SLOW_STEP_MS });
    await b.waitFor(new RegExp(`step ${afterA + 1} done`));
    let c: Spawned;
    if (storeKind === 'postgres') {
      c = worker(); // already running beside B, idle until B's lease lapses
      await c.waitFor(/worker ready/);
      b.child.kill('SIGKILL');
      assert.notEqual((await getJob(store, job.id))?.state, 'completed', `B finished before the kill; the test proves nothing:\n${b.output()}`);
    } else {
      b.child.kill('SIGKILL');
      await b.exited;
      c = worker(); // the same data directory, after the crash
    }
    assert.equal((await b.exited).signal, 'SIGKILL');

    // 3. Worker C finishes the job.
    await c.waitFor(new RegExp(`step ${STEPS - 1} done`), 60_000);
    if (storeKind === 'postgres') {
      for (let i = 0; i < 100 && (await getJob(store, job.id))?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
    }
    c.child.kill('SIGTERM');
    assert.equal((await c.exited).code, 0);

    if (storeKind === 'pglite') store = await openStore();
    try {
      const done = await getJob(store, job.id);
      assert.equal(done?.state, 'completed', JSON.stringify(done));
      assert.deepEqual(done?.result, { steps: STEPS });
      const effects = await store.query<{ step: number; n: number }>(
        'SELECT step, count(*)::int AS n FROM test_effects WHERE job_id = $1 GROUP BY step ORDER BY step',
        [job.id],
      );
      assert.deepEqual(
        effects.map((e) => [Number(e.step), Number(e.n)]),
        Array.from({ length: STEPS }, (_, i) => [i, 1]),
        'each step applied exactly once',
      );
      const pids = await store.query<{ pid: number }>('SELECT DISTINCT pid FROM test_effects WHERE job_id = $1', [job.id]);
      assert.equal(pids.length, 3, 'three workers took part');
      const events = (await listJobEvents(store, job.id)).map((e) => e.event);
      assert.ok(events.includes('released'));
      if (storeKind === 'postgres') assert.ok(events.includes('lease_expired'), events.join(','));
    } finally {
      await store.close();
    }
  });
});
