// Tool call validity: could each tool call be executed as made? It needs a tool name and arguments that
// parse as a JSON object (no arguments at all counts as the empty object).
import type { NormalizedToolCall } from '../text/normalize.js';
import { normalizeToolCalls } from '../text/normalize.js';
import type { Metric } from './types.js';
import { percent, round4 } from './text-overlap.js';

/** Why a call is not executable, or null when it is. normalize.ts names a call without a name "unknown". */
function problemOf(call: NormalizedToolCall): string | null {
  if (call.name.trim() === '' || call.name === 'unknown') return 'has no tool name';
  if (call.argumentsError) return `has arguments that are not valid JSON (${call.argumentsError})`;
  const args = call.arguments;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return 'has arguments that are not a JSON object';
  return null;
}

export const metric: Metric = {
  name: 'tool_call_validity',
  description: 'Share of the tool calls that have a tool name and arguments that parse as a JSON object.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['tool_calls'],
  defaultThreshold: 1,
  compute(item) {
    const calls = item.toolCalls;
    if (calls.length === 0) return { score: 1, reason: 'There are no tool calls to check.' };
    const problems = calls.map((call) => ({ call, problem: problemOf(call) })).filter((p) => p.problem !== null);
    const share = (calls.length - problems.length) / calls.length;
    const first = problems[0];
    return {
      score: round4(share),
      reason:
        `${calls.length - problems.length} of ${calls.length} tool call(s) (${percent(share)}) are well-formed.` +
        (first ? ` Call ${first.call.index + 1} (${first.call.name}) ${first.problem}.` : ''),
    };
  },
  examples: [
    {
      item: { input: 'Weather in Paris?', output: 'It is 18 °C.', toolCalls: normalizeToolCalls([{ name: 'get_weather', arguments: '{"city": "Paris"}' }]) },
      min: 1,
      max: 1,
    },
    {
      item: {
        input: 'Weather in Paris?',
        output: 'It is 18 °C.',
        toolCalls: normalizeToolCalls([
          { name: 'get_weather', arguments: '{"city": "Paris"' },
          { name: 'get_time', arguments: '["Paris"]' },
        ]),
      },
      min: 0,
      max: 0,
    },
  ],
};
