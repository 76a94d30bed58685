// The audit's prompt-attack flag: an injection or jailbreak in the prompt (an override of the instructions, a
// persona without limits, a demand for the system prompt or secrets, an optimised suffix), reported whatever
// the verdicts, so an attack attempt is visible even when the response refused it. The same reading as failure
// analysis applies to a user's input (findTakeover), so both report one attempt alike.
import { findTakeover } from '../lexicons/injection-patterns.js';
import type { InjectionKind } from '../lexicons/injection-types.js';

export interface PromptAttack {
  kind: InjectionKind;
  confidence: number;
  /** The attack's text in the prompt; empty when the audit leaves evidence out. */
  evidence: string[];
}

/** `words`: the prompt's lower-cased words when already known (TextView.lowerWords). */
export function findPromptAttack(prompt: string, includeEvidence = true, words?: Iterable<string>): PromptAttack | null {
  const m = findTakeover(prompt, { words });
  if (!m) return null;
  return { kind: m.kind, confidence: m.confidence, evidence: includeEvidence ? [m.text] : [] };
}
