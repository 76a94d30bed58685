// Exact match: the answer is the reference, up to case, spacing and a final full stop.
import type { Metric } from './types.js';
import { quote } from './text-overlap.js';

const FINAL_PUNCTUATION = new Set([...' .!?,;:。！？，；：']);
/** Whitespace other than single spaces: only then is there anything to collapse. */
const UNCOLLAPSED = /\s\s|[^\S ]/;

/** Trimmed, lower-cased, whitespace collapsed, final punctuation dropped. */
export function normalizeAnswer(text: string): string {
  let s = text.trim().toLowerCase();
  // Most answers have single spaces only: the replacement, which builds a new string, is skipped for them.
  if (UNCOLLAPSED.test(s)) s = s.replace(/\s+/g, ' ');
  // After collapsing, the only whitespace left is the space; final punctuation (all in the BMP) is dropped.
  let end = s.length;
  while (end > 0 && FINAL_PUNCTUATION.has(s[end - 1])) end--;
  return end === s.length ? s : s.slice(0, end);
}

export const metric: Metric = {
  name: 'exact_match',
  description: '1 when the answer equals the reference answer, ignoring case, extra whitespace and final punctuation; else 0.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['reference'],
  // Compares wording (equality): a correct paraphrase scores low, so it runs only when the request names it.
  inDefaultSet: () => false,
  defaultThreshold: 1,
  compute(item) {
    const reference = item.reference ?? '';
    if (normalizeAnswer(item.output) === normalizeAnswer(reference))
      return { score: 1, reason: 'The answer equals the reference (ignoring case, spacing and final punctuation).' };
    return { score: 0, reason: `The answer ${quote(item.output, 60)} differs from the reference ${quote(reference, 60)}.` };
  },
  examples: [
    { item: { input: 'Capital of France?', output: '  Paris. ', reference: 'paris' }, min: 1, max: 1 },
    { item: { input: 'Capital of France?', output: 'It is Paris.', reference: 'Paris' }, min: 0, max: 0 },
  ],
};
