// Request validation with Ajv, configured to behave like FastAPI: every error reported (allErrors; for bodies,
// within bounds: bounded-validation.ts), and
// no silent type coercion of JSON bodies ("5" is not 5). Query and path values are text on the wire, so
// those parts do coerce ("?limit=10" is the integer 10), as FastAPI does for them.
import { Ajv, type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import type { FastifySchemaCompiler } from 'fastify';
import { errors } from './errors.js';
import { toValidationIssues } from './validation-errors.js';
import { boundedValidator } from './bounded-validation.js';

// ajv-formats is CommonJS: under ESM its function arrives as the default export's `default`.
const addFormats = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as (ajv: Ajv) => Ajv;

/**
 * A copy of a schema in which every integer without bounds of its own is bounded to the safe integers: past 2^53 a
 * number is no longer the integer that was sent, and the store would refuse it (a 500) instead of the 422.
 */
export function withSafeIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withSafeIntegers) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = typeof value === 'object' ? withSafeIntegers(value) : value;
  const types = [copy.type].flat();
  if (types.includes('integer')) {
    copy.maximum ??= Number.MAX_SAFE_INTEGER;
    copy.minimum ??= Number.MIN_SAFE_INTEGER;
  }
  return copy as T;
}

/**
 * An Ajv configured as the request validators are; areas use it to validate parts of a body one by one.
 * `allErrors` false: validators stop at the first error (bounded-validation.ts checks bodies so first).
 */
export function makeAjv(coerceTypes: boolean, schemas: TSchema[], allErrors = true): Ajv {
  const ajv = new Ajv({
    allErrors,
    coerceTypes: coerceTypes ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    verbose: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-pattern-hint', schemaType: 'string' });
  for (const schema of schemas) ajv.addSchema(withSafeIntegers(schema));
  // Every schema this Ajv compiles is bounded so, the areas' own (trace items, suite files) included.
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: TSchema) => compile(withSafeIntegers(schema))) as Ajv['compile'];
  return ajv;
}

/** Builds Fastify's validator compiler over the shared component schemas. */
export function createValidatorCompiler(sharedSchemas: TSchema[]): FastifySchemaCompiler<TSchema> {
  const bodyAjv = makeAjv(false, sharedSchemas, false);
  let everyErrorAjv: Ajv | undefined;
  const textAjv = makeAjv(true, sharedSchemas);
  return ({ schema, httpPart }) => {
    // Query, path and headers are small (the URL and header limits): every error at once.
    if (httpPart !== 'body') return textAjv.compile(schema) as never;
    let everyError: ValidateFunction | undefined;
    return boundedValidator(bodyAjv.compile(schema), () => {
      everyErrorAjv ??= makeAjv(false, sharedSchemas);
      everyError ??= everyErrorAjv.compile(schema);
      return everyError;
    }) as never;
  };
}

/**
 * A request body checked outside a route (a run in the caller's process): the schema `id` among `schemas`, read
 * as a JSON body is, throwing the route's 422 for the same mistakes. Compiled on first use.
 */
export function bodyValidator<T>(schemas: TSchema[], id: string): (body: unknown) => T {
  let validate: ValidateFunction | undefined;
  let everyError: ValidateFunction | undefined;
  return (body) => {
    validate ??= boundedValidator(makeAjv(false, schemas, false).getSchema(id)!, () => (everyError ??= makeAjv(false, schemas).getSchema(id)!));
    if (!validate(body)) throw errors.validation(toValidationIssues(validate.errors ?? [], 'body', body));
    return body as T;
  };
}
