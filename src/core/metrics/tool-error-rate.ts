// Tool error rate: how many tool calls came back with an error (an error field, or a result marked as one).
import { normalizeToolCalls } from '../text/normalize.js';
import type { Metric } from './types.js';
import { percent, quote, round4 } from './text-overlap.js';

export const metric: Metric = {
  name: 'tool_error_rate',
  description: 'Share of the tool calls that returned an error. Lower is better.',
  range: [0, 1],
  higherIsBetter: false,
  requires: ['tool_calls'],
  defaultThreshold: 0.2,
  compute(item) {
    const calls = item.toolCalls;
    if (calls.length === 0) return { score: 0, reason: 'There are no tool calls.' };
    const failed = calls.filter((call) => call.error !== null);
    const share = failed.length / calls.length;
    const first = failed[0];
    return {
      score: round4(share),
      reason:
        `${failed.length} of ${calls.length} tool call(s) (${percent(share)}) returned an error.` +
        (first ? ` First: ${first.name} — ${quote(first.error ?? '', 60)}.` : ''),
    };
  },
  examples: [
    {
      item: {
        input: 'Weather in Paris?',
        output: 'It is 18 °C.',
        toolCalls: normalizeToolCalls([{ name: 'get_weather', arguments: { city: 'Paris' }, output: '18 °C' }]),
      },
      min: 0,
      max: 0,
    },
    {
      item: {
        input: 'Weather in Paris?',
        output: 'I could not get the weather.',
        toolCalls: normalizeToolCalls([
          { name: 'get_weather', arguments: { city: 'Paris' }, error: 'upstream timeout' },
          { name: 'get_weather', arguments: { city: 'Paris' }, output: { error: 'rate limited' } },
        ]),
      },
      min: 1,
      max: 1,
    },
  ],
};
