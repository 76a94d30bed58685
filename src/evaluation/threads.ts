// Evaluation metrics on the process's threads (runtime/thread-pool.ts), in chunks, or in-line when there are
// no threads or too little to be worth shipping (runtime/thread-chunks.ts); the same results either way.
import { fileURLToPath } from 'node:url';
import { itemChars } from '../core/shapes/input-item.js';
import { onThreads } from '../runtime/thread-chunks.js';
import { threadPool } from '../runtime/thread-pool.js';
import type { EvaluationMetricResult } from './schemas.js';
import { evaluateIndexed, type EvaluateTask } from './thread-tasks.js';

/** The module the threads run for evaluation (thread-tasks.ts). */
export const EVALUATION_THREAD_TASKS = fileURLToPath(new URL('./thread-tasks.ts', import.meta.url));

type Item = EvaluateTask['items'][number];
/** The metrics are about as costly an item as the detectors: the same sizes (analysis/threads.ts). */
const SIZES = { minItems: 64, chunkItems: 48, charsOf: ({ item }: Item) => itemChars(item) };

/** The metrics of each item, in item order. */
export function evaluateOnThreads(task: EvaluateTask): Promise<EvaluationMetricResult[][]> {
  const pool = threadPool();
  const { items, ...rest } = task;
  return onThreads(
    pool,
    items,
    SIZES,
    (chunk) => pool.run<EvaluationMetricResult[][]>(EVALUATION_THREAD_TASKS, 'evaluate', { ...rest, items: chunk } satisfies EvaluateTask),
    (inline) => evaluateIndexed({ ...rest, items: inline }),
  );
}
