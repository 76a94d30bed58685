// Validation whose cost does not grow with the number of mistakes in a body. Ajv reporting every error
// (allErrors) builds one error a bad element: 100,000 bad items cost seconds, though an answer shows 100 issues.
// So a body is first checked stopping at its first error (as cheap as a valid body); only a body that fails is
// checked again for every error, on a copy holding the first items of each list, and the first error found is
// kept among them (it may lie past the copy: item 5,000, or a list too long).
import type { ErrorObject, ValidateFunction } from 'ajv';
import { MAX_ISSUES } from './errors.js';
import { markSampled } from './validation-errors.js';

/** Items of each list (and fields of each object) the second check reads: enough for MAX_ISSUES issues. */
const LIST_ITEMS_READ = MAX_ISSUES;
const OBJECT_FIELDS_READ = 1000;

/** The value with each list cut to its first items and each object to its first fields; `cut` says whether any was. */
function firstItems(value: unknown, state: { cut: boolean }): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    if (value.length > LIST_ITEMS_READ) state.cut = true;
    return value.slice(0, LIST_ITEMS_READ).map((item) => firstItems(item, state));
  }
  const copy: Record<string, unknown> = {};
  let fields = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (++fields > OBJECT_FIELDS_READ) {
      state.cut = true;
      break;
    }
    // defineProperty: a field named __proto__ stays a field of the copy, as it is of the parsed body.
    Object.defineProperty(copy, key, {
      value: firstItems((value as Record<string, unknown>)[key], state),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const segment of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** An error the cutting made: a field or items the body has but its copy lacks. */
function madeByCutting(error: ErrorObject, data: unknown): boolean {
  const at = () => valueAt(data, error.instancePath);
  const limit = Number((error.params as { limit?: number }).limit);
  switch (error.keyword) {
    case 'required': {
      const value = at();
      return value !== null && typeof value === 'object' && Object.hasOwn(value, String((error.params as { missingProperty?: string }).missingProperty));
    }
    case 'minItems': {
      const value = at();
      return Array.isArray(value) && value.length >= limit;
    }
    case 'minProperties': {
      const value = at();
      return value !== null && typeof value === 'object' && Object.keys(value).length >= limit;
    }
    default:
      return false;
  }
}

const errorKey = (e: ErrorObject) => `${e.instancePath}\u0000${e.schemaPath}`;

type Validator = ValidateFunction & { schemaEnv?: unknown };

/**
 * A validator with the shape Fastify calls (`errors` set on failure): `firstError` stops at the first error,
 * `everyError` (compiled on first need) reports all.
 */
export function boundedValidator(firstError: Validator, everyError: () => ValidateFunction): ValidateFunction {
  const validate = ((data: unknown, context?: never) => {
    if (firstError(data, context)) {
      validate.errors = null;
      return true;
    }
    const first = [...(firstError.errors ?? [])];
    const state = { cut: false };
    const all = everyError();
    const sample = firstItems(data, state);
    all(sample);
    const found = (all.errors ?? []).filter((e) => !madeByCutting(e, data));
    const keys = new Set(found.map(errorKey));
    const errors = [...found, ...first.filter((e) => !keys.has(errorKey(e)))];
    if (state.cut) markSampled(errors);
    validate.errors = errors;
    return false;
  }) as ValidateFunction;
  // Fastify passes the parent of the value when the validator is Ajv's own (schemaEnv), so root defaults can be set.
  Object.assign(validate, { schemaEnv: firstError.schemaEnv, schema: firstError.schema });
  return validate;
}
