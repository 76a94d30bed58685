// The built-in part of an item's audit: the classifier's verdicts and the prompt-attack flag, computed together
// wherever the audit judges items (its threads, a failure-analysis run's linked audit).
import { classifyItem, type ItemVerdict } from '../../core/safety/classify.js';
import { findPromptAttack, type PromptAttack } from '../../core/safety/prompt-attack.js';
import type { ItemText } from '../../core/text/item-text.js';

export interface BuiltInVerdict extends ItemVerdict {
  /** An injection or jailbreak in the prompt, whatever the verdicts; null when none (or judged before the flag existed). */
  prompt_attack: PromptAttack | null;
}

export function builtInVerdict(
  input: string,
  output: string | null | undefined,
  labels: string[],
  includeEvidence = true,
  shared: ItemText | null = null,
): BuiltInVerdict {
  return {
    ...classifyItem(input, output, labels, includeEvidence, shared),
    prompt_attack: findPromptAttack(input, includeEvidence, shared?.input.lowerWords),
  };
}
