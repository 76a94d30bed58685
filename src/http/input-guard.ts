// The edge check every route passes before schema validation: no string a store cannot keep
// (storable-text.ts), no JSON nested so deep that whatever walks it next (serialisation, jsonb, the
// dashboard) overflows its stack. Refusing here, once, covers every route and both stores alike.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
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

/** A list or an object being walked: its keys (null for a list) and the next one to look at. */
interface Frame {
  container: object;
  keys: string[] | null;
  next: number;
  loc: Loc;
  depth: number;
}

/** Values looked at between yields by the sliced walk: ~5 ms. */
const VALUES_A_SLICE = 50_000;

/**
 * The walk of findUnstorableInput, resumable: `walk(budget)` looks at up to `budget` values and says whether
 * it is done. Iterative, so a document 100,000 levels deep cannot overflow the stack; a `loc` is built for
 * lists and objects only, so a list of 500,000 numbers costs no allocation an element.
 */
function unstorableWalk(value: unknown, root: Loc, rootLevel: number) {
  const issues: ValidationIssue[] = [];
  if (typeof value === 'string') checkString(value, root, false, issues);
  const first = value !== null && typeof value === 'object' ? frameOf(value, root, rootLevel, issues) : null;
  const stack: Frame[] = first ? [first] : [];
  const walk = (budget: number): boolean => {
    // No closure an element: this loop runs once per value of a 64 MB body.
    for (let seen = 0; stack.length > 0 && issues.length < MAX_ISSUES && seen < budget; seen++) {
      const frame = stack[stack.length - 1];
      const length = frame.keys ? frame.keys.length : (frame.container as unknown[]).length;
      if (frame.next >= length) {
        stack.pop();
        continue;
      }
      const key: string | number = frame.keys ? frame.keys[frame.next] : frame.next;
      frame.next++;
      const child = (frame.container as Record<string | number, unknown>)[key];
      if (typeof key === 'string' && unstorableStringReason(key)) checkString(key, [...frame.loc, key], true, issues);
      if (typeof child === 'string') {
        if (unstorableStringReason(child)) checkString(child, [...frame.loc, key], false, issues);
      } else if (child !== null && typeof child === 'object') {
        const next = frameOf(child, [...frame.loc, key], frame.depth + 1, issues);
        if (next) stack.push(next);
      }
    }
    return stack.length === 0 || issues.length >= MAX_ISSUES;
  };
  return { walk, issues: () => issues.slice(0, MAX_ISSUES) };
}

/**
 * Every string (values and object keys) that cannot be stored, and every place the document nests deeper
 * than MAX_JSON_DEPTH, under `root`. `rootLevel`: how deep `value` lies in its request (a dataset item of a
 * body: 3).
 */
export function findUnstorableInput(value: unknown, root: Loc, rootLevel = 1): ValidationIssue[] {
  const walker = unstorableWalk(value, root, rootLevel);
  walker.walk(Infinity);
  return walker.issues();
}

/** findUnstorableInput in slices that yield to the event loop: a body of 500,000 values costs ~70 ms to walk. */
async function findUnstorableInputInSlices(value: unknown, root: Loc): Promise<ValidationIssue[]> {
  const walker = unstorableWalk(value, root, 1);
  while (!walker.walk(VALUES_A_SLICE)) await yieldToLoop();
  return walker.issues();
}

function checkString(text: string, loc: Loc, isKey: boolean, issues: ValidationIssue[]): void {
  const reason = unstorableStringReason(text);
  if (reason) issues.push(stringIssue(loc, isKey ? `Field name: ${reason}` : reason));
}

function frameOf(container: object, loc: Loc, depth: number, issues: ValidationIssue[]): Frame | null {
  if (depth > MAX_JSON_DEPTH) {
    issues.push(depthIssue(loc));
    return null;
  }
  return { container, keys: Array.isArray(container) ? null : Object.keys(container), next: 0, loc, depth };
}

/** The body, query and path parameters of a request, each at the `loc` root validation errors use. */
async function requestIssues(request: FastifyRequest): Promise<ValidationIssue[]> {
  const issues = [...findUnstorableInput(request.params, ['path']), ...findUnstorableInput(request.query, ['query'])];
  // A raw body is checked by its route once decoded (CSV → JSON calls assertStorableBody); OTLP, protobuf or
  // JSON, replaces what it cannot keep instead (bodyCheckedByRoute).
  if (request.routeOptions.config.bodyCheckedByRoute || request.body instanceof RawBody) return issues;
  return [...issues, ...(await findUnstorableInputInSlices(request.body, ['body']))];
}

/** For a route that turned a raw body into the JSON request: the same check on a part of it, at `loc`. */
export function assertStorableBody(part: unknown, loc: Loc = ['body'], level = 1): void {
  const issues = findUnstorableInput(part, loc, level);
  if (issues.length > 0) throw errors.validation(issues);
}

/**
 * A preValidation hook of every route, before the routes' own (which may look ids up), so nothing the store
 * cannot keep gets further than authentication and body parsing.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const issues = await requestIssues(request);
    if (issues.length > 0) throw errors.validation(issues);
  });
}
