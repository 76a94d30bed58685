// A bound on the JSON Schema of config.json_schema: it is compiled on the pattern thread, where a schema of
// 20,000 properties ran past the 2 s check limit (and answered after ~10 s, the thread restarted). Counted
// here first, stopping at the limit, so such a schema is a 422 at once.
import type { ValidationIssue } from '../http/errors.js';

/** Values (objects, lists, strings, numbers… each once) a JSON Schema may hold: far past any hand-written one. */
export const MAX_JSON_SCHEMA_VALUES = 5000;

/** 422 issue for a schema of more than MAX_JSON_SCHEMA_VALUES values, or null. */
export function jsonSchemaSizeIssue(schema: unknown, loc: (string | number)[]): ValidationIssue | null {
  const pending: unknown[] = [schema];
  let values = 1;
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    // for…in stops at the limit; Object.values would first copy every field of a 100,000-field object.
    for (const key in value) {
      if (++values > MAX_JSON_SCHEMA_VALUES) {
        return {
          loc,
          msg: `This JSON Schema has more than ${MAX_JSON_SCHEMA_VALUES} values (objects, lists, strings and numbers, nested ones included): send a smaller schema, e.g. one that checks the fields that matter.`,
          type: 'too_long',
        };
      }
      pending.push((value as Record<string, unknown>)[key]);
    }
  }
  return null;
}
