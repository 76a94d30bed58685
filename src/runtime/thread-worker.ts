// A thread of the pool (thread-pool.ts): loads each task module it is sent once, and runs the named task on
// the message's payload. Loaded through tsx's require hook (thread-entry.cjs), so `require` is at hand.
import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadMessage, ThreadTaskModule } from './thread-pool.js';

const loaded = new Map<string, ThreadTaskModule['threadTasks']>();

function tasksOf(module: string): ThreadTaskModule['threadTasks'] {
  let tasks = loaded.get(module);
  if (!tasks) {
    tasks = (require(module) as ThreadTaskModule).threadTasks;
    loaded.set(module, tasks);
  }
  return tasks;
}

// The modules named at start are loaded now: loading their sources costs ~0.5-1 s of CPU a thread.
for (const module of (workerData as { preload?: string[] } | null)?.preload ?? []) tasksOf(module);

parentPort!.on('message', (msg: ThreadMessage) => {
  try {
    const run = tasksOf(msg.module)[msg.task];
    if (!run) throw new Error(`No thread task "${msg.task}" in ${msg.module}.`);
    parentPort!.postMessage({ id: msg.id, results: run(msg.payload as never) });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: (err as Error).message });
  }
});
