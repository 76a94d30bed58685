// BLEU-4 of one answer against one reference: the geometric mean of clipped 1- to 4-gram precisions times a
// brevity penalty. A single sentence often has no matching 4-gram, so n > 1 precisions get add-one smoothing
// (Lin & Och 2004) and a short exact answer is not zeroed for lacking long n-grams.
import type { Metric } from './types.js';
import { round4 } from './text-overlap.js';
import { lowerTokens, tokenIds, type TokenIds } from './token-sequence.js';

const MAX_N = 4;

/**
 * Counts of the n-grams of a token id list, each n-gram keyed by one number (its ids as digits in base
 * `vocabulary`, exact while that stays below 2^53) or, past that, by its ids joined.
 */
function ngramCounts(ids: Int32Array, n: number, vocabulary: number): Map<number | string, number> {
  const counts = new Map<number | string, number>();
  const numeric = vocabulary ** n <= Number.MAX_SAFE_INTEGER;
  for (let i = 0; i + n <= ids.length; i++) {
    let gram: number | string;
    if (numeric) {
      gram = ids[i];
      for (let k = 1; k < n; k++) gram = gram * vocabulary + ids[i + k];
    } else gram = ids.subarray(i, i + n).join(',');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** Clipped matches and candidate n-gram total for one order n. */
function clippedPrecision(ids: TokenIds, n: number): { matches: number; total: number } {
  const ref = ngramCounts(ids.b, n, ids.vocabulary);
  let matches = 0;
  for (const [gram, count] of ngramCounts(ids.a, n, ids.vocabulary)) matches += Math.min(count, ref.get(gram) ?? 0);
  return { matches, total: Math.max(0, ids.a.length - n + 1) };
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
  defaultThreshold: 0.3,
  compute(item, text) {
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
