// Latency: how long the model took to answer, in milliseconds, as posted in metadata or derived from a trace.
import type { Metric } from './types.js';

export const metric: Metric = {
  name: 'latency_ms',
  description: 'How long the model took to answer, in milliseconds (from metadata.latency_ms or the trace). Lower is better.',
  range: [0, null],
  higherIsBetter: false,
  requires: ['latency'],
  defaultThreshold: 5000,
  compute(item) {
    const ms = item.latencyMs;
    if (ms === null || !Number.isFinite(ms)) return { score: 0, reason: 'No latency was recorded for this item.' };
    const score = Math.max(0, ms);
    return { score, reason: `The answer took ${Math.round(score)} ms (${(score / 1000).toFixed(1)} s).` };
  },
  examples: [
    { item: { input: 'Hi', output: 'Hello!', latencyMs: 850 }, min: 850, max: 850 },
    { item: { input: 'Hi', output: 'Hello!', latencyMs: 12_400 }, min: 12_400, max: 12_400 },
  ],
};
