// The red team's built-in judge on the process's threads when an answer is long (a target may answer with
// hundreds of kilobytes), in-line otherwise (runtime/thread-chunks.ts); the same judgement either way.
import { fileURLToPath } from 'node:url';
import { onThreads } from '../../runtime/thread-chunks.js';
import { threadPool } from '../../runtime/thread-pool.js';
import type { Judgement } from './judge.js';
import { threadTasks, type JudgeTask } from './thread-tasks.js';

/** The module the threads run for the red team (thread-tasks.ts). */
export const REDTEAM_THREAD_TASKS = fileURLToPath(new URL('./thread-tasks.ts', import.meta.url));

/** One answer at a time: a run judges each answer as it arrives. Only its characters decide where it runs. */
const SIZES = { minItems: 2, chunkItems: 1, charsOf: (task: JudgeTask) => task.base.length + task.answer.length + (task.systemPrompt?.length ?? 0) };

/** The built-in judgement of one answer. */
export async function builtInJudgementOffLoop(task: JudgeTask): Promise<Judgement> {
  const pool = threadPool();
  const [judgement] = await onThreads(
    pool,
    [task],
    SIZES,
    (chunk) => pool.run<Judgement[]>(REDTEAM_THREAD_TASKS, 'judge', chunk),
    (inline) => threadTasks.judge(inline),
  );
  return judgement;
}
