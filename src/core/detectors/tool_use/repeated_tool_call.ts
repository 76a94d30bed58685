// The same tool called with the same arguments (compared as canonical JSON, key order ignored) three times or
// more, or twice in a row getting the same result back: a loop, not progress. Polling a status that changes
// on every call is reported as unsure, since waiting on a job is a legitimate reason to ask again.
import type { NormalizedToolCall } from '../../text/normalize.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { callKey, resultSpans } from './tool-text.js';

const outcome = (c: NormalizedToolCall) => `${c.result ?? ''}\u0000${c.error ?? ''}`;

export const detector: Detector = {
  id: 'repeated_tool_call',
  requires: ['tool_calls'],
  basis: 'structure',
  detect(item): Finding | null {
    const calls = item.toolCalls;
    if (calls.length < 2) return null;
    const groups = new Map<string, NormalizedToolCall[]>();
    for (const c of calls) {
      const key = callKey(c);
      const group = groups.get(key);
      if (group) group.push(c);
      else groups.set(key, [c]);
    }
    let repeated: NormalizedToolCall[] | null = null;
    let kind: 'many' | 'back_to_back' = 'many';
    for (const group of groups.values()) if (group.length >= 3 && (!repeated || group.length > repeated.length)) repeated = group;
    if (!repeated) {
      for (let i = 1; i < calls.length; i++) {
        const [a, b] = [calls[i - 1], calls[i]];
        if (callKey(a) === callKey(b) && outcome(a) === outcome(b) && (a.result !== null || a.error !== null)) {
          repeated = [a, b];
          kind = 'back_to_back';
          break;
        }
      }
    }
    if (!repeated) return null;
    const spans = resultSpans(calls);
    const name = repeated[0].name;
    const evidence: EvidenceSpan[] = repeated.slice(0, 10).map((c) => ({
      source: 'tool_call',
      start: spans[c.index]?.start ?? 0,
      end: spans[c.index] ? Math.min(spans[c.index]!.end, spans[c.index]!.start + 200) : 0,
      description: `Call ${c.index + 1}: ${name}(${c.argumentsText.slice(0, 80)})`,
      metadata: { tool_call_index: c.index, tool_name: name },
    }));
    if (kind === 'many') {
      // Every result different from the one before: a status being polled while it changes.
      const changing = repeated.every((c, i) => i === 0 || (c.result !== null && outcome(c) !== outcome(repeated![i - 1])));
      const identical = repeated.every((c) => outcome(c) === outcome(repeated![0]));
      const confidence = changing ? 0.4 : Math.min(0.95, (identical ? 0.8 : 0.7) + 0.04 * (repeated.length - 3));
      return {
        decision: changing ? 'unsure' : 'fail',
        confidence: Math.round(confidence * 100) / 100,
        rationale: changing
          ? `${name} was called ${repeated.length} times with the same arguments; the results changed each time, which may be polling rather than a loop.`
          : `${name} was called ${repeated.length} times with identical arguments${identical ? ' and got the same result each time' : ''}: the agent is looping instead of using the result.`,
        evidence,
      };
    }
    return {
      decision: 'fail',
      confidence: 0.68,
      rationale: `${name} was called twice in a row with identical arguments and got the same result back; the second call added nothing.`,
      evidence,
      severity: 'low',
    };
  },
  examples: {
    fail: [
      {
        input: 'What is the refund policy?',
        output: 'Refunds are possible within 30 days.',
        tool_calls: [
          { name: 'search_docs', arguments: { q: 'refund policy' }, output: 'Refunds within 30 days.' },
          { name: 'search_docs', arguments: { q: 'refund policy' }, output: 'Refunds within 30 days.' },
          { name: 'search_docs', arguments: { q: 'refund policy' }, output: 'Refunds within 30 days.' },
        ],
      },
      {
        input: 'Who is user 42?',
        output: 'User 42 is Ann Lee.',
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'get_user', arguments: '{"id": 42, "fields": ["name"]}' } },
          { tool_call_id: 'a', content: '{"name": "Ann Lee"}' },
          { id: 'b', type: 'function', function: { name: 'get_user', arguments: '{"fields": ["name"], "id": 42}' } },
          { tool_call_id: 'b', content: '{"name": "Ann Lee"}' },
        ],
      },
      {
        input: 'Find flights to Rome.',
        output: 'I could not find flights.',
        tool_calls: [
          { name: 'search_flights', arguments: { to: 'FCO' }, output: '[]' },
          { name: 'get_airport', arguments: { code: 'FCO' }, output: '{"city": "Rome"}' },
          { name: 'search_flights', arguments: { to: 'FCO' }, output: '[]' },
          { name: 'search_flights', arguments: { to: 'FCO' }, error: 'rate limited' },
        ],
      },
    ],
    pass: [
      {
        input: 'Compare the weather in Oslo and Rome.',
        output: 'Oslo is 4°C, Rome is 18°C.',
        tool_calls: [
          { name: 'get_weather', arguments: { city: 'Oslo' }, output: '{"temp_c": 4}' },
          { name: 'get_weather', arguments: { city: 'Rome' }, output: '{"temp_c": 18}' },
        ],
      },
      {
        input: 'Get the weather in Oslo.',
        output: 'It is 4°C in Oslo.',
        tool_calls: [
          { name: 'get_weather', arguments: { city: 'Oslo' }, output: 'Error: timeout' },
          { name: 'get_weather', arguments: { city: 'Oslo' }, output: '{"temp_c": 4}' },
        ],
      },
      {
        input: 'Export the report when it is ready.',
        output: 'The report is ready: https://files.acme.com/r/88.csv',
        tool_calls: [
          { name: 'job_status', arguments: { job: 88 }, output: '{"state": "queued"}' },
          { name: 'job_status', arguments: { job: 88 }, output: '{"state": "running"}' },
          { name: 'job_status', arguments: { job: 88 }, output: '{"state": "done", "url": "https://files.acme.com/r/88.csv"}' },
        ],
      },
    ],
  },
};
