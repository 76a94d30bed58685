// What the red team runs on the pool's threads (runtime/thread-pool.ts): the built-in judge of one answer, whose
// cost grows with the answer (up to CHECKED_TEXT_LIMIT characters read). Loaded in each thread as CommonJS: no
// import.meta here.
import { builtInJudgement, type Judgement } from './judge.js';
import { vulnerabilities, vulnerabilitiesByKey } from './vulnerabilities/registry.js';
import { WARM_UP_ITEMS } from '../../core/shapes/warm-up-items.js';

export interface JudgeTask {
  vulnerability: string;
  base: string;
  answer: string;
  systemPrompt: string | null;
}

export const threadTasks = {
  judge: (tasks: JudgeTask[]): Judgement[] =>
    tasks.map((task) => {
      const vulnerability = vulnerabilitiesByKey.get(task.vulnerability);
      if (!vulnerability) throw new Error(`No vulnerability "${task.vulnerability}".`);
      return builtInJudgement(vulnerability, task.base, task.answer, task.systemPrompt);
    }),
};

/** Every vulnerability's reading once over the warm-up answers (runtime/warm-up.ts). */
export function warmUp(): void {
  threadTasks.judge(
    vulnerabilities.flatMap((v) =>
      WARM_UP_ITEMS.map((item) => ({ vulnerability: v.key, base: item.input, answer: item.output ?? '', systemPrompt: item.system_prompt ?? null })),
    ),
  );
}
