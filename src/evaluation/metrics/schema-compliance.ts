// Schema compliance: does the answer's JSON have the shape the application expects? Validated with Ajv
// against config.json_schema; each distinct schema is compiled once (keyed by its JSON text) on its own Ajv
// instance, so two schemas that reuse an $id cannot clash.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import type { Metric } from './types.js';
import { parseJsonOutput } from './json-validity.js';

// ajv-formats is CommonJS: under ESM its function arrives as the default export's `default`.
const addFormats = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as (ajv: Ajv) => unknown;

/** Compiled validators (or the compile error) by schema JSON; bounded, as schemas come from requests. */
const compiled = new Map<string, ValidateFunction | Error>();
const MAX_CACHED = 200;
const MAX_ERRORS_SHOWN = 3;

function validatorFor(schema: Record<string, unknown>): ValidateFunction | Error {
  const key = JSON.stringify(schema);
  let entry = compiled.get(key);
  if (!entry) {
    try {
      // The default Ajv knows drafts 06/07; a schema that declares a newer draft gets the matching class.
      const draft = String(schema.$schema ?? '');
      const AjvClass = draft.includes('2020-12') ? Ajv2020 : draft.includes('2019-09') ? Ajv2019 : Ajv;
      const ajv = new AjvClass({ allErrors: true, strict: false });
      addFormats(ajv);
      entry = ajv.compile(schema);
    } catch (err) {
      entry = err as Error;
    }
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(key, entry);
  }
  return entry;
}

const describeError = (e: ErrorObject): string => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`;

export const metric: Metric = {
  name: 'schema_compliance',
  description: '1 when the answer is JSON that validates against the JSON Schema given in config.json_schema, else 0; the reason lists the first violations.',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['json_schema'],
  defaultThreshold: 1,
  compute(item, text, settings) {
    if (!settings.json_schema) return { score: 0, reason: 'No JSON Schema was given.' };
    const validate = validatorFor(settings.json_schema);
    if (validate instanceof Error) return { score: 0, reason: `The JSON Schema does not compile: ${validate.message.slice(0, 200)}.` };
    const parsed = parseJsonOutput(item.output);
    if (!parsed.ok) return { score: 0, reason: parsed.reason };
    if (validate(parsed.value)) return { score: 1, reason: 'The answer\'s JSON validates against the schema.' };
    const errors = validate.errors ?? [];
    return {
      score: 0,
      reason: `The answer's JSON breaks the schema in ${errors.length} place(s): ${errors.slice(0, MAX_ERRORS_SHOWN).map(describeError).join('; ')}.`,
    };
  },
  examples: [
    {
      item: { input: 'Return the user as JSON.', output: '{"name": "Ada", "email": "ada@example.com"}' },
      settings: { json_schema: { type: 'object', required: ['name', 'email'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } } },
      min: 1,
      max: 1,
    },
    {
      item: { input: 'Return the user as JSON.', output: '{"name": 42}' },
      settings: { json_schema: { type: 'object', required: ['name', 'email'], properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } } },
      min: 0,
      max: 0,
    },
  ],
};
