// What the security audit runs on the pool's threads (runtime/thread-pool.ts): the built-in classifier over
// items, with the prompt-attack flag. Loaded in each thread as CommonJS: no import.meta here.
import { builtInVerdict, type BuiltInVerdict } from './built-in.js';
import { categories } from '../../core/safety/categories/registry.js';
import { WARM_UP_ITEMS } from '../../core/shapes/warm-up-items.js';

export interface ClassifyTask {
  items: { input: string; output?: string | null }[];
  labels: string[];
  includeEvidence: boolean;
}

export const threadTasks = {
  classify: (task: ClassifyTask): BuiltInVerdict[] => task.items.map((item) => builtInVerdict(item.input, item.output, task.labels, task.includeEvidence)),
};

/** Every category once over the warm-up items (runtime/warm-up.ts). */
export function warmUp(): void {
  threadTasks.classify({ items: WARM_UP_ITEMS, labels: categories.map((c) => c.label), includeEvidence: true });
}
