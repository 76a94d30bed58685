// A JSON Schema supplied by a user (config.json_schema), compiled with Ajv whose regular expressions are RE2's
// (Ajv's code.regExp option): `pattern`, `patternProperties` and `propertyNames` patterns match in linear time.
// Before compiling, the schema's patterns are found by walking its subschemas, so a pattern RE2 cannot run is
// reported at its own path (["properties", "name", "pattern"]) rather than as "the schema does not compile".
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { patternProblem, re2RegExpEngine } from './re2-pattern.js';

// ajv-formats is CommonJS: under ESM its function arrives as the default export's `default`.
const addFormats = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as (ajv: Ajv) => unknown;

export interface SchemaProblem {
  /** Where in the schema: keywords and property names from its root; [] for the schema as a whole. */
  path: (string | number)[];
  msg: string;
}

/** Keywords whose value is one subschema, a map of them, or a list of them (drafts 04 to 2020-12). */
const ONE = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'contentSchema',
  'else',
  'if',
  'items',
  'not',
  'propertyNames',
  'then',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const MAP = ['$defs', 'definitions', 'dependencies', 'dependentSchemas', 'patternProperties', 'properties'];
const LIST = ['allOf', 'anyOf', 'items', 'oneOf', 'prefixItems'];
/** Deeper than this the walk stops (and says so): no real schema nests this far. */
const MAX_DEPTH = 256;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every pattern of the schema RE2 cannot run (a value of `pattern`, a key of `patternProperties`), by path. */
export function schemaPatternProblems(schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (!isObject(node)) return;
    if (path.length > MAX_DEPTH) {
      problems.push({ path, msg: `The schema nests deeper than ${MAX_DEPTH} levels.` });
      return;
    }
    if (typeof node.pattern === 'string') {
      const problem = patternProblem(node.pattern, 'u');
      if (problem) problems.push({ path: [...path, 'pattern'], msg: `This pattern cannot run: ${problem}` });
    }
    if (isObject(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties)) {
        const problem = patternProblem(key, 'u');
        if (problem) problems.push({ path: [...path, 'patternProperties', key], msg: `This property-name pattern cannot run: ${problem}` });
      }
    }
    for (const k of ONE) walk(node[k], [...path, k]);
    for (const k of MAP) if (isObject(node[k])) for (const [name, sub] of Object.entries(node[k])) walk(sub, [...path, k, name]);
    for (const k of LIST) if (Array.isArray(node[k])) (node[k] as unknown[]).forEach((sub, i) => walk(sub, [...path, k, i]));
  };
  walk(schema, []);
  return problems;
}

/** The schema's validator, with patterns on RE2; or why it cannot be had. */
export function compileUserSchema(schema: Record<string, unknown>): ValidateFunction | SchemaProblem[] {
  const problems = schemaPatternProblems(schema);
  if (problems.length > 0) return problems;
  try {
    // The default Ajv knows drafts 06/07; a schema that declares a newer draft gets the matching class.
    const draft = String(schema.$schema ?? '');
    const AjvClass = draft.includes('2020-12') ? Ajv2020 : draft.includes('2019-09') ? Ajv2019 : Ajv;
    const ajv = new AjvClass({ allErrors: true, strict: false, code: { regExp: re2RegExpEngine } });
    addFormats(ajv);
    return ajv.compile(schema);
  } catch (err) {
    // A pattern the walk did not reach (under a keyword it does not know) still fails here, on RE2.
    return [{ path: [], msg: `Not a valid JSON Schema: ${(err as Error).message}` }];
  }
}
