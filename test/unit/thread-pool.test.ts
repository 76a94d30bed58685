// The generic thread pool: runs a named task of a module on its threads, answers each task on its own, reports a
// task's error to its caller only, refuses a task its module does not have, and takes waiting tasks user by user
// (lanes); how batches are cut into chunks for it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ThreadPool } from '../../src/runtime/thread-pool.js';
import { JUDGING_THREAD_NICENESS } from '../../src/runtime/background-priority.js';
import { LaneQueue, runInLane } from '../../src/runtime/lanes.js';
import { CHUNK_MAX_CHARS, chunksOf, INLINE_MAX_CHARS, onThreads } from '../../src/runtime/thread-chunks.js';

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

  it('its threads run at a lower CPU priority than the event loop (Linux: per thread)', { skip: process.platform !== 'linux' }, async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => pool.run<number>(SAMPLE, 'threadId', null)));
    const niceness = (tid: number) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    for (const tid of new Set(ids)) assert.equal(niceness(tid), JUDGING_THREAD_NICENESS);
    assert.equal(niceness(process.pid), 0, 'the event loop keeps its priority');
  });

  it('with no threads, says so: callers run the work in-line', async () => {
    const none = new ThreadPool(0);
    assert.equal(none.threaded, false);
    await none.close();
  });

  it("takes waiting tasks user by user: one user's many tasks do not keep another's one waiting", async () => {
    const one = new ThreadPool(1, [SAMPLE]);
    const order: string[] = [];
    const track = (label: string, task: Promise<unknown>) => task.then(() => order.push(label));
    // The thread holds two tasks at once: a0 and a1 go at once, the rest wait.
    const mine = Array.from({ length: 6 }, (_, k) => runInLane('a', () => track(`a${k}`, one.run(SAMPLE, 'double', k))));
    const theirs = runInLane('b', () => track('b', one.run(SAMPLE, 'double', 0)));
    await Promise.all([...mine, theirs]);
    await one.close();
    assert.deepEqual(order, ['a0', 'a1', 'a2', 'b', 'a3', 'a4', 'a5']);
  });
});

describe('lanes and chunks', () => {
  it('a lane queue serves the lanes in turn, each in its own order', () => {
    const queue = new LaneQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    const served: string[] = [];
    for (let item = queue.shift(); item; item = queue.shift()) served.push(item);
    assert.deepEqual(served, ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    assert.equal(queue.size, 0);
  });

  it('chunks hold at most so many items and characters; a longer item goes alone', () => {
    const sizes = [10, 10, 10, 10, 10];
    assert.deepEqual(
      chunksOf(sizes, 2, (n) => n),
      [[10, 10], [10, 10], [10]],
    );
    const big = CHUNK_MAX_CHARS;
    assert.deepEqual(
      chunksOf([1, big, 1, 1, big + 5], 10, (n) => n),
      [[1], [big], [1, 1], [big + 5]],
    );
  });

  it('a small batch runs in-line; a long text goes to the threads even alone', async () => {
    const where: string[] = [];
    const send = async (chunk: string[]) => {
      where.push(`thread:${chunk.length}`);
      return chunk.map((s) => s.length);
    };
    const inline = (items: string[]) => {
      where.push(`inline:${items.length}`);
      return items.map((s) => s.length);
    };
    const pool = { threaded: true, size: 2 } as ThreadPool;
    const sizes = { minItems: 64, chunkItems: 48, charsOf: (s: string) => s.length };
    assert.deepEqual(await onThreads(pool, ['ab', 'c'], sizes, send, inline), [2, 1]);
    assert.deepEqual(await onThreads(pool, ['x'.repeat(INLINE_MAX_CHARS)], sizes, send, inline), [INLINE_MAX_CHARS]);
    assert.deepEqual(
      await onThreads(
        pool,
        Array.from({ length: 100 }, () => 'a'),
        sizes,
        send,
        inline,
      ),
      Array(100).fill(1),
    );
    assert.deepEqual(where, ['inline:2', 'thread:1', 'thread:48', 'thread:48', 'thread:4']);
  });
});
