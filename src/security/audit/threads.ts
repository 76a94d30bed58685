// The audit's built-in verdicts on the process's threads (runtime/thread-pool.ts), in chunks, or in-line
// when there are no threads or too little to be worth shipping (runtime/thread-chunks.ts); the same verdicts either way.
import { fileURLToPath } from 'node:url';
import type { ThreadPool } from '../../runtime/thread-pool.js';
import { onThreads } from '../../runtime/thread-chunks.js';
import { threadTasks, type ClassifyTask } from './thread-tasks.js';
import type { BuiltInVerdict } from './built-in.js';

/** The module the threads run for the audit (thread-tasks.ts). */
export const AUDIT_THREAD_TASKS = fileURLToPath(new URL('./thread-tasks.ts', import.meta.url));
/**
 * Below 64 items (and INLINE_MAX_CHARS characters) the audit runs in-line; chunks hold at most 250 items: the
 * classifier is ~5× cheaper an item than the detectors.
 */
const SIZES = { minItems: 64, chunkItems: 250, charsOf: (item: ClassifyTask['items'][number]) => item.input.length + (item.output?.length ?? 0) };

/** The built-in classifier's verdicts on items, in item order. */
export function classifyItems(pool: ThreadPool, items: ClassifyTask['items'], labels: string[], includeEvidence: boolean): Promise<BuiltInVerdict[]> {
  return onThreads(
    pool,
    items,
    SIZES,
    (chunk) => pool.run<BuiltInVerdict[]>(AUDIT_THREAD_TASKS, 'classify', { items: chunk, labels, includeEvidence } satisfies ClassifyTask),
    (inline) => threadTasks.classify({ items: inline, labels, includeEvidence }),
  );
}
