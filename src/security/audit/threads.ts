// The audit's built-in verdicts on the process's threads (runtime/thread-pool.ts), in chunks, or in-line
// when there are no threads or too few items to be worth shipping; the verdicts are the same either way.
import { fileURLToPath } from 'node:url';
import type { ThreadPool } from '../../runtime/thread-pool.js';
import { threadTasks, type ClassifyTask } from './thread-tasks.js';
import type { BuiltInVerdict } from './built-in.js';

/** The module the threads run for the audit (thread-tasks.ts). */
export const AUDIT_THREAD_TASKS = fileURLToPath(new URL('./thread-tasks.ts', import.meta.url));
/** Below this many items the audit runs in-line. */
const MIN_ITEMS = 64;
/** Audit items per chunk: the classifier is ~5× cheaper an item than the detectors. */
const CHUNK_ITEMS = 250;

/** The built-in classifier's verdicts on items, in item order. */
export async function classifyItems(pool: ThreadPool, items: ClassifyTask['items'], labels: string[], includeEvidence: boolean): Promise<BuiltInVerdict[]> {
  if (!pool.threaded || items.length < MIN_ITEMS) return threadTasks.classify({ items, labels, includeEvidence });
  const pending: Promise<BuiltInVerdict[]>[] = [];
  for (let start = 0; start < items.length; start += CHUNK_ITEMS) {
    pending.push(
      pool.run<BuiltInVerdict[]>(AUDIT_THREAD_TASKS, 'classify', {
        items: items.slice(start, start + CHUNK_ITEMS),
        labels,
        includeEvidence,
      } satisfies ClassifyTask),
    );
  }
  return (await Promise.all(pending)).flat();
}
