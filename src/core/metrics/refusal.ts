// Refusal: the answer declines the request ("I'm sorry, but I can't …"), in English or a few other languages.
import type { Metric } from './types.js';
import { quote } from './text-overlap.js';

export const metric: Metric = {
  name: 'refusal',
  description: '1 when the answer is a refusal (it opens by declining the request, e.g. "I\'m sorry, but I can\'t help with that"), else 0.',
  range: [0, 1],
  higherIsBetter: false,
  requires: [],
  defaultThreshold: 0.5,
  compute(_item, text) {
    const refusal = text.outputRefusal;
    return refusal
      ? { score: 1, reason: `The answer declines the request: ${quote(refusal.text, 60)}.` }
      : { score: 0, reason: 'The answer does not decline the request.' };
  },
  examples: [
    { item: { input: 'What is the capital of France?', output: 'The capital of France is Paris.' }, min: 0, max: 0 },
    { item: { input: 'What is the capital of France?', output: "I'm sorry, but I can't help with that." }, min: 1, max: 1 },
  ],
};
