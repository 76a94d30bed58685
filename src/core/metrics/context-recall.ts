// Context recall: did retrieval bring everything the right answer needs? The share of the reference
// answer's sentences that some context chunk supports (same support test as faithfulness).
import type { Metric } from './types.js';
import { bestSupport, MAX_SENTENCES, percent, quote, round4, statements } from './text-overlap.js';

export const metric: Metric = {
  name: 'context_recall',
  description:
    "Share of the reference answer's sentences that the retrieved context supports (one chunk contains most of the sentence's content words and all of its numbers): whether retrieval found what a correct answer needs.",
  range: [0, 1],
  higherIsBetter: true,
  requires: ['context', 'reference'],
  defaultThreshold: 0.7,
  compute(_item, text) {
    const sentences = statements(text.reference, 1);
    if (sentences.length === 0) return { score: 1, reason: 'The reference has no content words to look for in the context.' };
    const missed = sentences.filter((s) => !bestSupport(s, text.chunks).supported);
    const share = (sentences.length - missed.length) / sentences.length;
    return {
      score: round4(share),
      reason:
        `${sentences.length - missed.length} of the reference's ${sentences.length} sentence(s) (${percent(share)}) are supported by the context` +
        (sentences.length === MAX_SENTENCES ? ` (the reference is long: its first ${MAX_SENTENCES} sentences were judged).` : '.') +
        (missed.length ? ` Not found: ${quote(missed[0].span.text)}.` : ''),
    };
  },
  examples: [
    {
      item: {
        input: 'When was the bridge opened and how long is it?',
        reference: 'The bridge opened in 1932. It is 1,149 metres long.',
        context: ['The Sydney Harbour Bridge opened in 1932.', 'The bridge is 1,149 metres long and carries rail and road traffic.'],
        output: 'It opened in 1932 and is 1,149 m long.',
      },
      min: 1,
      max: 1,
    },
    {
      item: {
        input: 'When was the bridge opened and how long is it?',
        reference: 'The bridge opened in 1932. It is 1,149 metres long.',
        context: ['The bridge was painted grey in 2009.', 'Tolls are charged southbound only.'],
        output: 'It opened in 1932.',
      },
      min: 0,
      max: 0,
    },
  ],
};
