// Tokens: how many tokens the model used for the item (input + output), as posted or derived from a trace.
import type { Metric } from './types.js';

export const metric: Metric = {
  name: 'tokens',
  description: 'Tokens the model used for this item, input and output together (from metadata.tokens, metadata.usage or the trace). Lower is better.',
  range: [0, null],
  higherIsBetter: false,
  requires: ['tokens'],
  defaultThreshold: 4000,
  compute(item) {
    const tokens = item.tokens;
    if (tokens === null || !Number.isFinite(tokens)) return { score: 0, reason: 'No token count was recorded for this item.' };
    const score = Math.max(0, tokens);
    return { score, reason: `The item used ${score} tokens (input and output together).` };
  },
  examples: [
    { item: { input: 'Hi', output: 'Hello!', tokens: 320 }, min: 320, max: 320 },
    { item: { input: 'Hi', output: 'Hello!', tokens: 9_800 }, min: 9_800, max: 9_800 },
  ],
};
