// ROUGE-L: word overlap with the reference that respects order, as the F1 of the longest common
// subsequence's precision (over the answer's words) and recall (over the reference's).
import type { Metric } from './types.js';
import { round4 } from './text-overlap.js';
import { longestCommonSubsequence, lowerTokens } from './token-sequence.js';

export const metric: Metric = {
  name: 'rouge_l',
  description:
    'ROUGE-L F1 between the answer and the reference: how long a word sequence (in order, gaps allowed) they share, relative to both lengths. Case-insensitive; text without spaces (Chinese, Japanese) is compared by character.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['reference'],
  // Compares wording (word-sequence overlap): a correct paraphrase scores low, so it runs only when the request names it.
  inDefaultSet: () => false,
  defaultThreshold: 0.5,
  compute(_item, text) {
    const answer = lowerTokens(text.output);
    const reference = lowerTokens(text.reference);
    if (answer.length === 0 || reference.length === 0) return { score: 0, reason: `The ${answer.length === 0 ? 'answer' : 'reference'} has no words.` };
    // Very long pairs are compared on their first words (see LCS_BUDGET): P and R are those of the compared parts.
    const lcs = longestCommonSubsequence(answer, reference);
    const cut = lcs.aUsed < answer.length || lcs.bUsed < reference.length;
    if (lcs.length === 0) return { score: 0, reason: 'The answer shares no word with the reference.' };
    const precision = lcs.length / lcs.aUsed;
    const recall = lcs.length / lcs.bUsed;
    const f1 = (2 * precision * recall) / (precision + recall);
    return {
      score: round4(f1),
      reason:
        `The longest common word sequence has ${lcs.length} words: precision ${precision.toFixed(2)} over the answer's ${lcs.aUsed} words, recall ${recall.toFixed(2)} over the reference's ${lcs.bUsed}` +
        (cut ? ` (the texts are long, so only their first ${lcs.aUsed} and ${lcs.bUsed} words were compared).` : '.'),
    };
  },
  examples: [
    { item: { input: 'Summarise.', output: 'The cat sat on the mat.', reference: 'The cat sat on the mat.' }, min: 1, max: 1 },
    { item: { input: 'Summarise.', output: 'Stock prices fell sharply today.', reference: 'The cat sat on the mat.' }, min: 0, max: 0 },
    { item: { input: 'Summarise.', output: 'The cat was sitting on a mat.', reference: 'The cat sat on the mat.' }, min: 0.4, max: 0.7 },
  ],
};
