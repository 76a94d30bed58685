// BLEU-4 of one answer against one reference: the geometric mean of clipped 1- to 4-gram precisions times a
// brevity penalty. A single sentence often has no matching 4-gram, so n > 1 precisions get add-one smoothing
// (Lin & Och 2004) and a short exact answer is not zeroed for lacking long n-grams.
import type { Metric } from './types.js';
import { round4 } from './text-overlap.js';
import { lowerTokens, tokenIds, type TokenIds } from './token-sequence.js';

const MAX_N = 4;

/**
 * The n-gram key at position i: its ids as digits in base `vocabulary` (exact while vocabulary^n stays below
 * 2^53, which `numeric` tells) or, past that, its ids joined.
 */
function gramKey(ids: Int32Array, i: number, n: number, vocabulary: number, numeric: boolean): number | string {
  if (!numeric) return ids.subarray(i, i + n).join(',');
  let key = ids[i];
  for (let k = 1; k < n; k++) key = key * vocabulary + ids[i + k];
  return key;
}

/**
 * Clipped matches and candidate n-gram total for one order n: each candidate n-gram matches while the
 * reference still has an unmatched occurrence of it, which sums min(candidate count, reference count).
 */
function clippedPrecision(ids: TokenIds, n: number): { matches: number; total: number } {
  const { a: candidate, b: reference, vocabulary } = ids;
  const total = Math.max(0, candidate.length - n + 1);
  let matches = 0;
  if (n === 1) {
    const left = new Int32Array(vocabulary);
    for (const id of reference) left[id]++;
    for (const id of candidate)
      if (left[id] > 0) {
        left[id]--;
        matches++;
      }
    return { matches, total };
  }
  const numeric = vocabulary ** n <= Number.MAX_SAFE_INTEGER;
  const left = new Map<number | string, number>();
  for (let i = 0; i + n <= reference.length; i++) {
    const key = gramKey(reference, i, n, vocabulary, numeric);
    left.set(key, (left.get(key) ?? 0) + 1);
  }
  for (let i = 0; i < total; i++) {
    const key = gramKey(candidate, i, n, vocabulary, numeric);
    const count = left.get(key);
    if (count) {
      left.set(key, count - 1);
      matches++;
    }
  }
  return { matches, total };
}

/** Sentence BLEU-4 with brevity penalty and add-one smoothing for n > 1. */
export function sentenceBleu(candidate: string[], reference: string[]): { score: number; precisions: number[]; brevity: number } {
  if (candidate.length === 0 || reference.length === 0) return { score: 0, precisions: [], brevity: 0 };
  const precisions: number[] = [];
  const ids = tokenIds(candidate, reference);
  for (let n = 1; n <= MAX_N; n++) {
    const { matches, total } = clippedPrecision(ids, n);
    precisions.push(n === 1 ? (total === 0 ? 0 : matches / total) : (matches + 1) / (total + 1));
  }
  const brevity = candidate.length >= reference.length ? 1 : Math.exp(1 - reference.length / candidate.length);
  if (precisions[0] === 0) return { score: 0, precisions, brevity };
  const logMean = precisions.reduce((sum, p) => sum + Math.log(p), 0) / MAX_N;
  return { score: brevity * Math.exp(logMean), precisions, brevity };
}

export const metric: Metric = {
  name: 'bleu',
  description:
    'Sentence BLEU-4 between the answer and the reference (n-gram precision up to 4 words, with a brevity penalty and add-one smoothing): 1 for the same words in the same order, near 0 for unrelated text.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['reference'],
  // Compares wording (n-gram overlap): a correct paraphrase scores low, so it runs only when the request names it.
  inDefaultSet: () => false,
  defaultThreshold: 0.3,
  compute(_item, text) {
    const { score, precisions, brevity } = sentenceBleu(lowerTokens(text.output), lowerTokens(text.reference));
    if (precisions.length === 0) return { score: 0, reason: 'The answer or the reference has no words.' };
    return {
      score: round4(Math.min(1, score)),
      reason: `BLEU-4 ${score.toFixed(2)}: n-gram precisions ${precisions.map((p) => p.toFixed(2)).join(' / ')} for n = 1..4, brevity penalty ${brevity.toFixed(2)}.`,
    };
  },
  examples: [
    {
      item: { input: 'Translate.', output: 'The quick brown fox jumps over the lazy dog.', reference: 'The quick brown fox jumps over the lazy dog.' },
      min: 1,
      max: 1,
    },
    {
      item: { input: 'Translate.', output: 'Interest rates rose again this quarter.', reference: 'The quick brown fox jumps over the lazy dog.' },
      min: 0,
      max: 0.05,
    },
  ],
};
