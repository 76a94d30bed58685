// The edge check every route passes before schema validation: no string a store cannot keep
// (storable-text.ts), no JSON nested so deep that whatever walks it next (serialisation, jsonb, the
// dashboard) overflows its stack. Refusing here, once, covers every route and both stores alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RawBody } from './body-parsers.js';
import { errors, type ValidationIssue } from './errors.js';
import { MAX_JSON_DEPTH, unstorableStringReason } from './storable-text.js';

/** Enough to show a client every kind of problem without building a huge answer for a huge document. */
const MAX_ISSUES = 20;

type Loc = (string | number)[];

const stringIssue = (loc: Loc, msg: string): ValidationIssue => ({ loc, msg, type: 'string_unicode' });

const depthIssue = (loc: Loc): ValidationIssue => ({
  loc,
  msg: `Nested too deeply: objects and arrays may be nested at most ${MAX_JSON_DEPTH} levels deep in a request. Flatten the value, or send it as a string`,
  type: 'value_error',
});

/**
 * Every string (values and object keys) that cannot be stored, and every place the document nests deeper
 * than MAX_JSON_DEPTH, under `root`. Iterative, so a document 100,000 levels deep cannot overflow the stack.
 */
export function findUnstorableInput(value: unknown, root: Loc): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const pending: { value: unknown; loc: Loc; depth: number; isKey?: boolean }[] = [{ value, loc: root, depth: 0 }];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const { value: current, loc, depth, isKey } = pending.pop()!;
    if (typeof current === 'string') {
      const reason = unstorableStringReason(current);
      if (reason) issues.push(stringIssue(loc, isKey ? `Field name: ${reason}` : reason));
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) {
      issues.push(depthIssue(loc));
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((v, i) => [i, v]) : Object.entries(current);
    // Reversed onto the stack (a field's value below its name) so that issues come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      pending.push({ value: child, loc: [...loc, key], depth: depth + 1 });
      if (typeof key === 'string') pending.push({ value: key, loc: [...loc, key], depth: depth + 1, isKey: true });
    }
  }
  return issues.slice(0, MAX_ISSUES);
}

/** The body, query and path parameters of a request, each at the `loc` root validation errors use. */
function requestIssues(request: FastifyRequest): ValidationIssue[] {
  const issues = [...findUnstorableInput(request.params, ['path']), ...findUnstorableInput(request.query, ['query'])];
  // A raw body is checked by its route once decoded (CSV → JSON calls assertStorableBody); OTLP, protobuf or
  // JSON, replaces what it cannot keep instead (bodyCheckedByRoute).
  if (request.routeOptions.config.bodyCheckedByRoute || request.body instanceof RawBody) return issues;
  return [...issues, ...findUnstorableInput(request.body, ['body'])];
}

/** For a route that turned a raw body into the JSON request: the same check on the result. */
export function assertStorableBody(body: unknown): void {
  const issues = findUnstorableInput(body, ['body']);
  if (issues.length > 0) throw errors.validation(issues);
}

/**
 * A preValidation hook of every route, before the routes' own (which may look ids up), so nothing the store
 * cannot keep gets further than authentication and body parsing.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const issues = requestIssues(request);
    if (issues.length > 0) throw errors.validation(issues);
  });
}
