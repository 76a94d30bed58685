// A thread of the pool (thread-pool.ts): loads each task module it is sent once, and runs the named task on
// the message's payload. Loaded through tsx's require hook (thread-entry.cjs), so `require` is at hand.
import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadMessage, ThreadTaskModule } from './thread-pool.js';
import { lowerThisThreadsPriority } from './background-priority.js';

// The event loop and sign-in's hash come first where cores are short (background-priority.ts).
lowerThisThreadsPriority();

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
// Then warmed, as the process warms its own event loop (warm-up.ts): the first chunk then runs at full speed.
const { preload = [], warmUp = false } = (workerData as { preload?: string[]; warmUp?: boolean } | null) ?? {};
for (const module of preload) tasksOf(module);
if (warmUp) for (const module of preload) (require(module) as ThreadTaskModule).warmUp?.();

parentPort!.on('message', (msg: ThreadMessage) => {
  try {
    const run = tasksOf(msg.module)[msg.task];
    if (!run) throw new Error(`No thread task "${msg.task}" in ${msg.module}.`);
    parentPort!.postMessage({ id: msg.id, results: run(msg.payload as never) });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: (err as Error).message });
  }
});
