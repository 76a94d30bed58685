// Maps Ajv errors to FastAPI/pydantic-style validation issues: {loc, msg, type}.
// Pure: no Fastify, no I/O, so it is tested on its own with plain Ajv errors.
import type { ErrorObject } from 'ajv';
import { MAX_ISSUES, type ValidationIssue } from './errors.js';

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

const LOC_ROOT: Record<HttpPart, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const TYPE_WORDS: Record<string, [string, string]> = {
  // JSON type -> [pydantic type, phrase]
  string: ['string_type', 'a valid string'],
  integer: ['int_type', 'a valid integer'],
  number: ['float_type', 'a valid number'],
  boolean: ['bool_type', 'a valid boolean'],
  array: ['list_type', 'a valid list (JSON array)'],
  object: ['dict_type', 'a valid object (JSON object with named fields)'],
  null: ['none_required', 'null'],
};

// Query and path values arrive as text: a wrong type there is a parsing failure, as pydantic names it.
const PARSING_TYPES: Record<string, string> = {
  integer: 'int_parsing',
  number: 'float_parsing',
  boolean: 'bool_parsing',
};

const FORMAT_TYPES: Record<string, [string, string]> = {
  uuid: ['uuid_parsing', 'Input should be a valid UUID'],
  'date-time': ['datetime_parsing', 'Input should be a valid datetime in ISO 8601 format, e.g. 2024-05-01T12:00:00Z'],
  date: ['date_parsing', 'Input should be a valid date in YYYY-MM-DD format'],
  uri: ['url_parsing', 'Input should be a valid URL, e.g. https://example.com/path'],
  email: ['value_error', 'value is not a valid email address'],
};

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

function valueAt(data: unknown, segments: (string | number)[]): unknown {
  let current = data;
  for (const seg of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[seg];
  }
  return current;
}

function quoteList(values: unknown[]): string {
  const quoted = values.map((v) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v)));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

interface Entry {
  instancePath: string;
  schemaPath: string;
  issue: ValidationIssue;
  constValues?: unknown[];
  typeNames?: string[];
}

function single(err: ErrorObject, part: HttpPart, data: unknown): Entry {
  const base = [LOC_ROOT[part], ...pointerSegments(err.instancePath)];
  const got = valueAt(data, pointerSegments(err.instancePath));
  const p = err.params as Record<string, unknown>;
  const entry = (loc: (string | number)[], msg: string, type: string, extra: Partial<Entry> = {}): Entry => ({
    instancePath: err.instancePath,
    schemaPath: err.schemaPath,
    issue: { loc, msg, type },
    ...extra,
  });
  switch (err.keyword) {
    case 'required':
      return entry([...base, String(p.missingProperty)], 'Field required', 'missing');
    case 'type': {
      const wanted = String(p.type).split(',')[0];
      if (err.instancePath === '' && part === 'body' && (got === undefined || got === null)) {
        return entry(base, 'Field required: send a JSON body with Content-Type: application/json', 'missing');
      }
      const [type, phrase] = TYPE_WORDS[wanted] ?? ['type_error', `of type ${wanted}`];
      if (part !== 'body' && PARSING_TYPES[wanted] && typeof got === 'string') {
        return entry(base, `Input should be ${phrase}, unable to parse ${JSON.stringify(got)}`, PARSING_TYPES[wanted], {
          typeNames: [wanted],
        });
      }
      return entry(base, `Input should be ${phrase}, got ${describeValue(got)}`, type, { typeNames: [wanted] });
    }
    case 'const':
      return entry(base, `Input should be ${quoteList([p.allowedValue])}`, 'literal_error', { constValues: [p.allowedValue] });
    case 'enum':
      return entry(base, `Input should be ${quoteList(p.allowedValues as unknown[])}`, 'enum', {
        constValues: p.allowedValues as unknown[],
      });
    case 'minimum':
      return entry(base, `Input should be greater than or equal to ${p.limit}`, 'greater_than_equal');
    case 'exclusiveMinimum':
      return entry(base, `Input should be greater than ${p.limit}`, 'greater_than');
    case 'maximum':
      return entry(base, `Input should be less than or equal to ${p.limit}`, 'less_than_equal');
    case 'exclusiveMaximum':
      return entry(base, `Input should be less than ${p.limit}`, 'less_than');
    case 'minLength':
      return entry(base, `String should have at least ${p.limit} character${p.limit === 1 ? '' : 's'}`, 'string_too_short');
    case 'maxLength':
      return entry(base, `String should have at most ${p.limit} characters`, 'string_too_long');
    case 'minItems':
      return entry(base, `List should have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`, 'too_short');
    case 'maxItems':
      return entry(base, `List should have at most ${p.limit} items`, 'too_long');
    case 'minProperties':
      return entry(base, `Object should have at least ${p.limit} field${p.limit === 1 ? '' : 's'}`, 'too_short');
    case 'maxProperties':
      return entry(base, `Object should have at most ${p.limit} fields`, 'too_long');
    case 'pattern': {
      const hint = (err.parentSchema as Record<string, unknown> | undefined)?.['x-pattern-hint'];
      return entry(base, typeof hint === 'string' ? hint : `String should match pattern '${p.pattern}'`, 'string_pattern_mismatch');
    }
    case 'format': {
      const [type, msg] = FORMAT_TYPES[String(p.format)] ?? ['value_error', `Input should be a valid ${p.format}`];
      return entry(base, msg, type);
    }
    case 'additionalProperties':
      return entry([...base, String(p.additionalProperty)], 'Extra inputs are not permitted', 'extra_forbidden');
    case 'uniqueItems':
      return entry(base, `List items should be unique (items ${p.j} and ${p.i} are the same)`, 'value_error');
    case 'multipleOf':
      return entry(base, `Input should be a multiple of ${p.multipleOf}`, 'multiple_of');
    default:
      return entry(base, err.message ? `Input ${err.message}` : 'Invalid input', 'value_error');
  }
}

/** Collapses the errors of one union (anyOf/oneOf) into the issues a person needs to see. */
function collapseUnion(union: ErrorObject, children: Entry[], part: HttpPart, data: unknown): Entry[] {
  const deeper = children.filter((c) => c.instancePath.length > union.instancePath.length);
  if (deeper.length > 0) return deeper;
  // A value of the right type for one branch that breaks that branch's constraint (a list too short for
  // "a list or null"): its error is the one a person needs, not "should be null".
  const constraints = children.filter((c) => !c.typeNames?.length && !c.constValues?.length);
  if (constraints.length > 0) return constraints;
  const base = [LOC_ROOT[part], ...pointerSegments(union.instancePath)];
  const got = valueAt(data, pointerSegments(union.instancePath));
  const consts = children.flatMap((c) => c.constValues ?? []);
  const types = [...new Set(children.flatMap((c) => c.typeNames ?? []))];
  const mk = (msg: string, type: string): Entry[] => [
    { instancePath: union.instancePath, schemaPath: union.schemaPath, issue: { loc: base, msg, type }, constValues: consts, typeNames: types },
  ];
  if (consts.length > 0) {
    const options = [...consts, ...(types.includes('null') ? [null] : [])];
    return mk(`Input should be ${quoteList(options)}`, 'literal_error');
  }
  if (types.length > 0) {
    const phrases = types.map((t) => TYPE_WORDS[t]?.[1] ?? t);
    return mk(`Input should be ${phrases.join(' or ')}, got ${describeValue(got)}`, TYPE_WORDS[types[0]]?.[0] ?? 'type_error');
  }
  return children.length > 0 ? children : mk('Input does not match any of the allowed shapes', 'union_tag_invalid');
}

/** The schema document an error path starts in: "#" for the validated schema, a component's $id for a $ref'd one. */
const schemaRoot = (schemaPath: string) => schemaPath.slice(0, schemaPath.indexOf('/') + 1 || undefined);

/** Errors found in the first items of a body's lists only (bounded-validation.ts): there may be more past them. */
const sampled = new WeakSet<ErrorObject[]>();

export function markSampled(errors: ErrorObject[]): void {
  sampled.add(errors);
}

/** Validator errors read into issues, at most: ten times what is shown leaves room for unions and duplicates. */
const READ_AT_MOST = MAX_ISSUES * 10;

export function toValidationIssues(allErrors: ErrorObject[], part: HttpPart, data?: unknown): ValidationIssue[] {
  // A 422 shows at most MAX_ISSUES issues (errors.ts): reading more of a body's 200,000 errors would cost seconds.
  const ajvErrors = allErrors.length > READ_AT_MOST ? allErrors.slice(0, READ_AT_MOST) : allErrors;
  const unions = ajvErrors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  // Innermost unions first (deepest value, then longest schema path), so an outer union sees its inner ones
  // already collapsed.
  unions.sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length || b.schemaPath.length - a.schemaPath.length);
  let entries: Entry[] = ajvErrors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if').map((e) => single(e, part, data));
  for (const union of unions) {
    const prefix = union.schemaPath.slice(0, -union.keyword.length);
    // An error inside a $ref'd component (a dataset item) has a schema path in that component ("MinimalInputItem/…"),
    // not under the union's: it is still the union's child when it concerns the union's value. Missing it made a
    // bad item read as "Input should be null" — the other branch's complaint.
    const isChild = (e: Entry) =>
      e.schemaPath.startsWith(prefix + union.keyword + '/') ||
      (e.instancePath.startsWith(union.instancePath + '/') && schemaRoot(e.schemaPath) !== schemaRoot(union.schemaPath));
    const children = entries.filter(isChild);
    entries = [...entries.filter((e) => !isChild(e)), ...collapseUnion(union, children, part, data).map((e) => ({ ...e, schemaPath: union.schemaPath }))];
  }
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const { issue } of entries) {
    const key = JSON.stringify(issue);
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  if (sampled.has(allErrors) && issues.length >= MAX_ISSUES) {
    const more = {
      loc: [LOC_ROOT[part]],
      msg: `…and maybe more errors past the first ${MAX_ISSUES} items of a list: fix those shown and send again.`,
      type: 'too_many_errors',
    };
    return [...issues.slice(0, MAX_ISSUES), more];
  }
  if (ajvErrors.length < allErrors.length) {
    const more = { loc: [LOC_ROOT[part]], msg: `…and more errors (${allErrors.length} in all): fix those shown and send again.`, type: 'too_many_errors' };
    return [...issues.slice(0, MAX_ISSUES), more];
  }
  return issues;
}
