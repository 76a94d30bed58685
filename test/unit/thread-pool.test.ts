// The generic thread pool: runs a named task of a module on its threads, answers each task on its own, reports a
// task's error to its caller only, and refuses a task its module does not have.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ThreadPool } from '../../src/runtime/thread-pool.js';

const SAMPLE = path.resolve(import.meta.dirname, '../fixtures/thread-tasks-sample.ts');

describe('thread pool', () => {
  const pool = new ThreadPool(2, [SAMPLE]);
  after(() => pool.close());

  it('runs the named task of a module on its threads, every result to its own caller', async () => {
    assert.equal(pool.threaded, true);
    assert.deepEqual(await Promise.all([1, 2, 3, 4, 5].map((n) => pool.run<number>(SAMPLE, 'double', n))), [2, 4, 6, 8, 10]);
    const threads = new Set(await Promise.all(Array.from({ length: 8 }, () => pool.run<number>(SAMPLE, 'where', null))));
    assert.ok(
      [...threads].every((id) => id > 0),
      'tasks run off the main thread',
    );
  });

  it('fails only the task that threw, with its message, and refuses a task the module does not have', async () => {
    const [bad, good] = await Promise.allSettled([pool.run(SAMPLE, 'fail', 'no such item'), pool.run<number>(SAMPLE, 'double', 21)]);
    assert.equal(bad.status, 'rejected');
    assert.match(String((bad as PromiseRejectedResult).reason), /no such item/);
    assert.deepEqual(good, { status: 'fulfilled', value: 42 });
    await assert.rejects(pool.run(SAMPLE, 'triple', 1), /No thread task "triple"/);
  });

  it('with no threads, says so: callers run the work in-line', async () => {
    const none = new ThreadPool(0);
    assert.equal(none.threaded, false);
    await none.close();
  });
});
