// What context_contradiction reports of one contradiction, and how sure each kind of evidence is.
import type { LocalContradiction } from './local-contrast.js';

/**
 * Confidence per kind of evidence, from how often each kind's fails were right on the shared grounding sets
 * (half A, the tuning half; half B held: docs/benchmarks.md "Gate calibration"): a changed figure in the same unit
 * 35 of 36 (B 32 of 32), a changed date 4 of 4 (B 5 of 7), a flipped negation 99 of 100 (B 70 of 72), an antonym
 * 44 of 47 (B 64 of 64), another word of a closed class 43 of 44 (B 39 of 43), another name in a context name's
 * frame 22 of 22 (B 43 of 46; issue 33). A changed figure, date, negation or name clears the CI gate (0.8) on its
 * own, as a person would stop a release for it; a swapped word does not. A yes to a question the context answers
 * no is a flipped negation.
 */
export const CONFIDENCE = { number: 0.88, date: 0.85, negation: 0.82, antonym: 0.8, swap: 0.7, name: 0.8, sameWordBefore: 0.65 };

export interface Contradiction {
  output: { start: number; end: number };
  context: { start: number; end: number };
  kind: 'number' | 'date' | 'negation' | 'antonym' | 'swap' | 'name';
  detail: string;
  confidence: number;
  /** The word that contradicts and the context's word it contradicts, when one word does. */
  words?: { output: { start: number; end: number }; context: { start: number; end: number } };
}

export function fromLocal(l: LocalContradiction, confidence: number): Contradiction {
  return { output: l.outputSentence, context: l.contextSentence, kind: l.kind, detail: l.detail, confidence, words: { output: l.word, context: l.other } };
}
