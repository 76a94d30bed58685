// What the security audit runs on the pool's threads (runtime/thread-pool.ts): the built-in classifier over
// items, with the prompt-attack flag. Loaded in each thread as CommonJS: no import.meta here.
import { builtInVerdict, type BuiltInVerdict } from './built-in.js';

export interface ClassifyTask {
  items: { input: string; output?: string | null }[];
  labels: string[];
  includeEvidence: boolean;
}

export const threadTasks = {
  classify: (task: ClassifyTask): BuiltInVerdict[] => task.items.map((item) => builtInVerdict(item.input, item.output, task.labels, task.includeEvidence)),
};
