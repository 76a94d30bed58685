// A call's arguments do not parse as JSON, parse to something that is not an object (a string, a list,
// double-encoded JSON), or hold template placeholders the model never filled in ("<city>", "{{email}}",
// "YOUR_API_KEY"). Without the tool's schema, missing or mistyped fields are out of reach.
import type { NormalizedToolCall } from '../../text/normalize.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';

const PLACEHOLDER = /^(?:<[^<>]{1,40}>|\{\{[^{}]{1,40}\}\}|\[[A-Z_ ]{2,40}\]|YOUR_[A-Z_]{2,40}|(?:string|placeholder|value|example|todo|tbd|xxx+|\.\.\.|…))$/i;

function placeholderIn(value: unknown, path: string, depth = 0): { path: string; value: string } | null {
  if (depth > 6) return null;
  if (typeof value === 'string') return PLACEHOLDER.test(value.trim()) ? { path, value } : null;
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
    for (const [k, v] of entries.slice(0, 200)) {
      const hit = placeholderIn(v, path ? `${path}.${k}` : k, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

interface Problem {
  call: NormalizedToolCall;
  error: string;
  confidence: number;
}

function problemOf(call: NormalizedToolCall): Problem | null {
  if (call.argumentsError !== null) return { call, error: `not valid JSON (${call.argumentsError})`, confidence: 0.95 };
  const args = call.arguments;
  if (typeof args === 'string') {
    let inner: unknown;
    try {
      inner = JSON.parse(args);
    } catch {
      inner = undefined;
    }
    const encoded = inner !== null && typeof inner === 'object';
    return { call, error: encoded ? 'JSON encoded twice (a string holding JSON)' : 'a string, not an object', confidence: encoded ? 0.85 : 0.82 };
  }
  if (Array.isArray(args)) return { call, error: 'an array, not an object', confidence: 0.8 };
  if (args === null || typeof args !== 'object') return { call, error: `${args === null ? 'null' : typeof args}, not an object`, confidence: 0.8 };
  const placeholder = placeholderIn(args, '');
  if (placeholder) return { call, error: `placeholder value ${JSON.stringify(placeholder.value)} in "${placeholder.path}"`, confidence: 0.62 };
  return null;
}

export const detector: Detector = {
  id: 'malformed_tool_arguments',
  requires: ['tool_calls'],
  basis: 'structure',
  detect(item): Finding | null {
    const problems = item.toolCalls.map(problemOf).filter((p): p is Problem => p !== null);
    if (problems.length === 0) return null;
    const evidence: EvidenceSpan[] = problems.slice(0, 10).map((p) => ({
      source: 'tool_call',
      start: 0,
      end: 0,
      description: `${p.call.name}: arguments are ${p.error}`,
      metadata: { tool_call_index: p.call.index, tool_name: p.call.name, error: p.error, arguments: p.call.argumentsText.slice(0, 300) },
    }));
    const worst = problems.reduce((a, b) => (b.confidence > a.confidence ? b : a));
    return {
      decision: 'fail',
      confidence: Math.min(0.98, worst.confidence + 0.02 * (problems.length - 1)),
      rationale: `The arguments of ${worst.call.name} (call ${worst.call.index + 1}) are ${worst.error}${problems.length > 1 ? `; ${problems.length - 1} other call(s) too` : ''}.`,
      evidence,
      severity: worst.confidence < 0.7 ? 'medium' : undefined,
    };
  },
  examples: {
    fail: [
      {
        input: 'Weather in Paris?',
        output: 'It is sunny in Paris.',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{city: Paris' } }],
      },
      {
        input: 'Create an invoice for Acme.',
        output: 'Invoice created.',
        tool_calls: [{ id: 'c2', type: 'function', function: { name: 'create_invoice', arguments: '"{\\"customer\\": \\"Acme\\"}"' } }],
      },
      {
        input: 'Email the summary to the client.',
        output: 'Sent.',
        tool_calls: [{ name: 'send_email', arguments: { to: '<client_email>', body: 'Summary attached.' }, output: 'ok' }],
      },
      {
        input: 'Look up these ids.',
        output: 'Done.',
        tool_calls: [{ name: 'lookup', arguments: '[1, 2, 3]' }],
      },
    ],
    pass: [
      {
        input: 'Weather in Paris?',
        output: 'It is sunny in Paris.',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{"city": "Paris"}' } }],
      },
      {
        input: 'What time is it?',
        output: 'It is 10:42.',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_time', arguments: '' } }],
      },
      {
        input: 'Find the user with email <ann@acme.com>.',
        output: 'Found Ann.',
        tool_calls: [{ name: 'find_user', arguments: { email: 'ann@acme.com', note: 'string theory club' }, output: '{"name": "Ann"}' }],
      },
    ],
  },
};
