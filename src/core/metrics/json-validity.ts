// JSON validity: can a program parse the answer as JSON? The whole answer, or the body of a single fenced
// code block (```json … ```) that is the whole answer, the way models often wrap JSON. It applies where JSON
// was asked: the same test as the json_format_violation detector (jsonAskOf), or the request's json_schema.
import { jsonAskOf } from '../detectors/instruction_compliance/json-rules.js';
import { wellFormed } from '../shapes/whole-characters.js';
import type { Metric } from './types.js';

const FENCED = /^```[ \t]*(?:json)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i;

export type ParsedJson = { ok: true; value: unknown; fenced: boolean } | { ok: false; reason: string };

/**
 * The answer's JSON value, or why there is none. Shared with schema_compliance (neither changes the value), which
 * runs on the pattern thread: each reads the answer once, so nothing is remembered between items.
 */
export function parseJsonOutput(output: string): ParsedJson {
  const trimmed = output.trim();
  if (trimmed === '') return { ok: false, reason: 'The answer is empty.' };
  const fence = FENCED.exec(trimmed);
  const body = fence ? fence[1] : trimmed;
  // Prose answers fail to parse: only the error's message is read, so no stack trace is captured for it.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return { ok: true, value: JSON.parse(body), fenced: fence !== null };
  } catch (err) {
    // V8's message quotes the text around the error, cut by code units: it may hold half an emoji.
    return { ok: false, reason: `The answer is not valid JSON${fence ? ' (inside its code block)' : ''}: ${wellFormed((err as Error).message)}.` };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const metric: Metric = {
  name: 'json_validity',
  description: '1 when the answer is valid JSON (as a whole, or as the only content of one ```json fenced code block), else 0.',
  range: [0, 1],
  higherIsBetter: true,
  requires: [],
  appliesTo(item, _text, settings) {
    if (jsonAskOf(item) || settings.json_schema) return null;
    return 'the item asks for no JSON (no request for it in the input or system prompt, no JSON reference answer, no config.json_schema), so a prose answer is no JSON error. Name json_validity in the request to check every item.';
  },
  defaultThreshold: 1,
  compute(item) {
    const parsed = parseJsonOutput(item.output);
    if (!parsed.ok) return { score: 0, reason: parsed.reason };
    const kind = Array.isArray(parsed.value)
      ? 'an array'
      : parsed.value === null
        ? 'null'
        : typeof parsed.value === 'object'
          ? 'an object'
          : `a ${typeof parsed.value}`;
    return { score: 1, reason: `The answer is valid JSON (${kind}${parsed.fenced ? ', in a fenced code block' : ''}).` };
  },
  examples: [
    { item: { input: 'Return the user as JSON.', output: '{"name": "Ada", "age": 36}' }, min: 1, max: 1 },
    { item: { input: 'Return the user as JSON.', output: '```json\n{"name": "Ada", "age": 36}\n```' }, min: 1, max: 1 },
    { item: { input: 'Return the user as JSON.', output: "{name: 'Ada', age: 36,}" }, min: 0, max: 0 },
    { item: { input: 'Return the user as JSON.', output: 'Here you go: {"name": "Ada"}' }, min: 0, max: 0 },
  ],
};
