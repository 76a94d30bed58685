// What the security audit runs on the pool's threads (runtime/thread-pool.ts): the built-in classifier over
// items. Loaded in each thread as CommonJS: no import.meta here.
import { classifyItem, type ItemVerdict } from '../../core/safety/classify.js';

export interface ClassifyTask {
  items: { input: string; output?: string | null }[];
  labels: string[];
  includeEvidence: boolean;
}

export const threadTasks = {
  classify: (task: ClassifyTask): ItemVerdict[] => task.items.map((item) => classifyItem(item.input, item.output, task.labels, task.includeEvidence)),
};
