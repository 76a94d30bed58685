// Faithfulness: how much of what the answer states the retrieved context backs. A claim is a sentence with
// at least three content words, or a content word and a figure (questions and greetings are not claims); it is
// supported when one chunk holds most of its content words and every one of its numbers.
import type { Metric } from './types.js';
import { bestSupport, MAX_SENTENCES, percent, quote, round4, statements } from './text-overlap.js';

const MIN_CLAIM_STEMS = 3;
/** A sentence that gives a figure states a checkable fact with fewer words: a content word and the figure ("It shipped on May 9."). */
const MIN_CLAIM_STEMS_WITH_NUMBER = 2;

export const metric: Metric = {
  name: 'faithfulness',
  description:
    "Share of the answer's claims that the retrieved context supports: a claim is supported when one context chunk contains most of its content words and all of its numbers. 1 when the answer makes no claims.",
  range: [0, 1],
  higherIsBetter: true,
  requires: ['context'],
  defaultThreshold: 0.7,
  compute(_item, text) {
    const claims = statements(text.output, MIN_CLAIM_STEMS, MIN_CLAIM_STEMS_WITH_NUMBER);
    if (claims.length === 0)
      return {
        score: 1,
        reason:
          'The answer makes no factual claims (no sentence with three or more content words, or a content word and a figure), so nothing can be unfaithful.',
      };
    const unsupported = claims.filter((c) => !bestSupport(c, text.chunks).supported);
    const share = (claims.length - unsupported.length) / claims.length;
    const first = unsupported[0];
    return {
      score: round4(share),
      reason:
        `${claims.length - unsupported.length} of ${claims.length} claims (${percent(share)}) are supported by the context` +
        (claims.length === MAX_SENTENCES ? ` (the answer is long: its first ${MAX_SENTENCES} claims were judged).` : '.') +
        (first ? ` First unsupported: ${quote(first.span.text)}.` : ''),
    };
  },
  examples: [
    {
      item: {
        input: 'What is the return window for laptops?',
        context: ['Laptops may be returned within 14 days of delivery if unopened.', 'Opened laptops incur a 15% restocking fee.'],
        output: 'Laptops can be returned within 14 days of delivery when unopened. Opened laptops carry a 15% restocking fee.',
      },
      min: 1,
      max: 1,
    },
    {
      item: {
        input: 'What is the return window for laptops?',
        context: ['Laptops may be returned within 14 days of delivery if unopened.'],
        output: 'Laptops can be returned within 30 days of delivery. Refunds arrive by bank transfer within two business days.',
      },
      min: 0,
      max: 0,
    },
    {
      // Short answers that give a number are claims: the date is checked.
      item: { input: 'When did order 1182 ship?', context: ['Order 1182 shipped on May 5.'], output: 'It shipped on May 9.' },
      min: 0,
      max: 0,
    },
    {
      item: { input: 'When did order 1182 ship?', context: ['Order 1182 shipped on May 5.'], output: 'It shipped on May 5.' },
      min: 1,
      max: 1,
    },
    {
      // Half right: the window is supported, the free shipping is invented.
      item: {
        input: 'What is the return window for laptops?',
        context: ['Laptops may be returned within 14 days of delivery if unopened.'],
        output: 'Hello! Laptops may be returned within 14 days of delivery. Return shipping labels are always free of charge.',
      },
      min: 0.5,
      max: 0.5,
    },
    {
      // Chinese: words are compared by character pairs; the applications named are not in the context.
      item: {
        input: '机器学习是什么？',
        context: ['机器学习是人工智能的一个分支，让计算机从数据中学习规律。', '推荐系统是机器学习的常见应用。'],
        output: '机器学习是人工智能的一个分支。常见应用包括推荐系统、图像识别和语音识别。',
      },
      min: 0.5,
      max: 0.5,
    },
  ],
};
