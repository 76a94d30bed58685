// Schema compliance: does the answer's JSON have the shape the application expects? Validated with Ajv
// against config.json_schema; each distinct schema is compiled once (keyed by its JSON text) on its own Ajv
// instance, so two schemas that reuse an $id cannot clash. The schema is the user's: its patterns run on RE2
// (user-patterns/user-schema.ts), and the service runs this metric on the pattern thread (user-patterns/runner.ts).
import type { ErrorObject, ValidateFunction } from 'ajv';
import { compileUserSchema, type SchemaProblem } from './user-patterns/user-schema.js';
import type { Metric, MetricScore } from './types.js';
import { parseJsonOutput } from './json-validity.js';

/** Compiled validators (or why the schema cannot be compiled) by schema JSON; bounded, as schemas come from requests. */
const compiled = new Map<string, ValidateFunction | SchemaProblem[]>();
const MAX_CACHED = 200;
const MAX_ERRORS_SHOWN = 3;

/** The schema's validator, compiled once (the pattern thread's request check fills the cache the metric reads). */
export function userSchemaValidator(schema: Record<string, unknown>): ValidateFunction | SchemaProblem[] {
  const key = JSON.stringify(schema);
  let entry = compiled.get(key);
  if (!entry) {
    entry = compileUserSchema(schema);
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(key, entry);
  }
  return entry;
}

const describeProblem = (p: SchemaProblem): string => (p.path.length ? `at ${p.path.join('/')}: ${p.msg}` : p.msg);

const describeError = (e: ErrorObject): string => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`;

/** The metric on one answer (what the pattern thread runs). */
export function schemaComplianceScore(schema: Record<string, unknown> | undefined, output: string): MetricScore {
  if (!schema) return { score: 0, reason: 'No JSON Schema was given.' };
  const validate = userSchemaValidator(schema);
  // Requests are checked before they run; a run stored before that check (or by an older version) lands here.
  if (Array.isArray(validate)) return { score: 0, reason: `The JSON Schema cannot be used: ${describeProblem(validate[0]).slice(0, 300)}` };
  const parsed = parseJsonOutput(output);
  if (!parsed.ok) return { score: 0, reason: parsed.reason };
  if (validate(parsed.value)) return { score: 1, reason: "The answer's JSON validates against the schema." };
  const errors = validate.errors ?? [];
  return {
    score: 0,
    reason: `The answer's JSON breaks the schema in ${errors.length} place(s): ${errors.slice(0, MAX_ERRORS_SHOWN).map(describeError).join('; ')}.`,
  };
}

export const metric: Metric = {
  name: 'schema_compliance',
  description: '1 when the answer is JSON that validates against the JSON Schema given in config.json_schema, else 0; the reason lists the first violations.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['json_schema'],
  defaultThreshold: 1,
  runsUserPatterns: true,
  compute: (item, _text, settings) => schemaComplianceScore(settings.json_schema, item.output),
  examples: [
    {
      item: { input: 'Return the user as JSON.', output: '{"name": "Ada", "email": "ada@example.com"}' },
      settings: {
        json_schema: { type: 'object', required: ['name', 'email'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } },
      },
      min: 1,
      max: 1,
    },
    {
      item: { input: 'Return the user as JSON.', output: '{"name": 42}' },
      settings: {
        json_schema: { type: 'object', required: ['name', 'email'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } },
      },
      min: 0,
      max: 0,
    },
    // A pattern that backtracks catastrophically on V8 answers at once on RE2.
    {
      item: { input: 'Return the code as JSON.', output: `{"code": "${'a'.repeat(40)}!"}` },
      settings: { json_schema: { type: 'object', properties: { code: { type: 'string', pattern: '^(a|a)*$' } } } },
      min: 0,
      max: 0,
    },
  ],
};
