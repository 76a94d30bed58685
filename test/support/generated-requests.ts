// Generated bad requests for every operation of an OpenAPI document (issue 19, issue 34): what the fuzz test
// (test/api/generated-requests.test.ts) sends in-process, and `npm run bench:fuzz` over HTTP at full size.
import {
  locations,
  ODD_PATH_VALUES,
  ODD_QUERY_VALUES,
  ODD_VALUES,
  HUGE_NUMBERS,
  UNICODE_TEXTS,
  numberLocations,
  replaceAt,
  type SchemaSampler,
  withDeepValueText,
  type Random,
} from './request-generator.js';

const LOC_ROOTS = new Set(['body', 'query', 'path', 'header']);
type Loc = (string | number)[];
/** Error bodies a standard shapes: OTLP's google.rpc.Status, RFC 8628's OAuth errors. */
const STANDARD_ERROR_FIELDS: Record<string, string> = { '/v1/traces': 'message', '/v2/auth/device/token': 'error' };

export interface GeneratedRequest {
  label: string;
  method: string;
  url: string;
  /** JSON text, sent as application/json. */
  body?: string;
  /** The edge check must answer 422 with an issue at exactly this loc, or (prefix) at a loc starting with it. */
  expectLoc?: { loc: Loc; prefix?: boolean };
}

export interface Operation {
  method: string;
  path: string;
  op: Record<string, any>;
}

export function operationsOf(doc: Record<string, any>): Operation[] {
  return Object.entries<Record<string, any>>(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** All the generated requests of one operation. */
export function requestsFor({ method, path, op }: Operation, sampler: SchemaSampler, random: Random): GeneratedRequest[] {
  const params: Record<string, any>[] = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(String(sampler.sample(p.schema ?? {})))]));
  const requiredQuery = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(sampler.sample(p.schema ?? {}))]));
  const url = (pathOverride: Record<string, string> = {}, query: Record<string, string | string[]> = requiredQuery) => {
    const filled = path.replace(/\{(\w+)\}/g, (_m, name) => pathOverride[name] ?? pathValues[name]);
    const search = Object.entries(query)
      .flatMap(([k, v]) => [v].flat().map((one) => `${encodeURIComponent(k)}=${encodeURIComponent(one)}`))
      .join('&');
    return search ? `${filled}?${search}` : filled;
  };
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const base = schema ? sampler.sample(schema) : undefined;
  const baseBody = base === undefined ? undefined : JSON.stringify(base);
  const out: GeneratedRequest[] = [];
  const add = (label: string, request: Omit<GeneratedRequest, 'label' | 'method'>) => out.push({ label, method, ...request });

  add('sampled request', { url: url(), body: baseBody });
  add('random ids', { url: url(Object.fromEntries(pathParams.map((p) => [p.name, random.uuid()]))), body: baseBody });
  for (const p of pathParams) {
    add(`NUL in path ${p.name}`, { url: url({ [p.name]: 'a%00b' }), body: baseBody, expectLoc: { loc: ['path', p.name] } });
    for (const odd of random.some(ODD_PATH_VALUES, 4)) add(`odd path ${p.name}`, { url: url({ [p.name]: odd }), body: baseBody });
  }
  for (const p of queryParams) {
    add(`NUL in query ${p.name}`, { url: url({}, { ...requiredQuery, [p.name]: 'a\u0000b' }), body: baseBody, expectLoc: { loc: ['query', p.name] } });
    add(`repeated query ${p.name}`, { url: url({}, { ...requiredQuery, [p.name]: ['1', '2'] }), body: baseBody });
    for (const odd of random.some(ODD_QUERY_VALUES, 3)) add(`odd query ${p.name}`, { url: url({}, { ...requiredQuery, [p.name]: odd }), body: baseBody });
  }
  // Every parameter meets every huge number and Unicode text: a numeric one must refuse a number it cannot
  // take at its own loc (never a 500 from the store), a string one takes the text or refuses it in words.
  for (const p of [...pathParams, ...queryParams]) {
    const numeric = ['integer', 'number'].includes(p.schema?.type);
    for (const value of numeric ? HUGE_NUMBERS : UNICODE_TEXTS) {
      const label = `${numeric ? 'huge number' : 'Unicode'} ${value.slice(0, 12)} in ${p.in} ${p.name}`;
      const expectLoc = numeric && value !== '1e-400' ? { loc: [p.in, p.name] } : undefined;
      if (p.in === 'path') add(label, { url: url({ [p.name]: encodeURIComponent(value) }), body: baseBody, expectLoc });
      else add(label, { url: url({}, { ...requiredQuery, [p.name]: value }), body: baseBody, expectLoc });
    }
  }

  // Operations without a body get a few anyway (a GET's is ignored; a POST's must not choke the route).
  if (base === undefined) {
    const stray = { key: 'a\u0000b', 'k\u0000': ['x\ud800'] };
    add('stray body with NUL', { url: url(), body: JSON.stringify(stray) });
    add('stray body 5,000 levels', { url: url(), body: withDeepValueText(stray, ['k\u0000'], 5000, 'array') });
    add('stray body 100,000 levels', { url: url(), body: '['.repeat(100_000) + ']'.repeat(100_000) });
    for (const whole of ['[]', '"text"', 'null']) add(`stray body ${whole}`, { url: url(), body: whole });
    return out;
  }
  const body = base;
  const { strings, containers } = locations(body);
  for (const loc of random.some(strings, 30)) {
    add(`NUL in body ${loc.join('.')}`, { url: url(), body: JSON.stringify(replaceAt(body, loc, 'a\u0000b')), expectLoc: { loc: ['body', ...loc] } });
  }
  if (strings.length) {
    const loc = random.pick(strings);
    add(`unpaired surrogate at ${loc.join('.')}`, { url: url(), body: JSON.stringify(replaceAt(body, loc, 'x\ud800')), expectLoc: { loc: ['body', ...loc] } });
    add(`1 MB string at ${random.pick(strings).join('.')}`, { url: url(), body: JSON.stringify(replaceAt(body, random.pick(strings), 'a'.repeat(1 << 20))) });
  }
  for (const loc of random.some(containers, 15)) {
    const kind = random.pick(['object', 'array'] as const);
    add(`5,000 levels at ${loc.join('.') || 'the root'}`, {
      url: url(),
      body: withDeepValueText(body, loc, 5000, kind),
      expectLoc: { loc: ['body', ...loc], prefix: true },
    });
  }
  const objects = containers.filter((loc) => {
    const v = loc.reduce<any>((o, k) => o[k], body);
    return v && typeof v === 'object' && !Array.isArray(v);
  });
  if (objects.length) {
    const loc = random.pick(objects);
    const target = loc.reduce<any>((o, k) => o[k], body);
    add(`NUL in a field name at ${loc.join('.') || 'the root'}`, {
      url: url(),
      body: JSON.stringify(replaceAt(body, loc, { ...target, 'k\u0000': 1 })),
      expectLoc: { loc: ['body', ...loc, 'k\u0000'] },
    });
  }
  // Every numeric field meets the huge numbers (as JSON writes them: 1e400 parses to Infinity), and some string
  // fields the Unicode texts.
  for (const loc of numberLocations(body)) {
    for (const value of HUGE_NUMBERS.filter((v) => !/^-?Infinity$/.test(v))) {
      const text = JSON.stringify(replaceAt(body, loc, '__assay_number__')).replace('"__assay_number__"', value);
      add(`huge number ${value} at ${loc.join('.')}`, { url: url(), body: text });
    }
  }
  for (const loc of random.some(strings, 10)) {
    for (const value of UNICODE_TEXTS)
      add(`Unicode ${value.slice(0, 12)} at ${loc.join('.')}`, { url: url(), body: JSON.stringify(replaceAt(body, loc, value)) });
  }
  const anywhere = [...strings, ...containers];
  for (let i = 0; i < 8 && anywhere.length; i++) {
    const loc = random.pick(anywhere);
    add(`odd value at ${loc.join('.') || 'the root'}`, { url: url(), body: JSON.stringify(replaceAt(body, loc, random.pick(ODD_VALUES))) });
  }
  for (const whole of ['[]', '"text"', '0', 'null', '{}', '[[[[]]]]']) add(`body ${whole}`, { url: url(), body: whole });
  add('100,000 levels', { url: url(), body: '['.repeat(100_000) + ']'.repeat(100_000) });
  return out;
}

/** An answer as the checks read it: Fastify's inject response, or one read from a socket. */
export interface AnsweredRequest {
  statusCode: number;
  body: string;
  json(): any;
}

/** What is wrong with a response, or null. */
export function problemWith(request: GeneratedRequest, res: AnsweredRequest): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  // Every other refusal is {"detail": …}, but where a standard says otherwise (422s are checked below).
  if (res.statusCode >= 400 && res.statusCode !== 422) {
    const field = Object.entries(STANDARD_ERROR_FIELDS).find(([path]) => request.url.split('?')[0] === path)?.[1] ?? 'detail';
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      return `${res.statusCode} without a JSON body`;
    }
    if (!parsed || typeof parsed !== 'object' || !(field in parsed)) return `${res.statusCode} without its "${field}" field`;
  }
  if (request.expectLoc && res.statusCode !== 422) return `expected 422 at ${JSON.stringify(request.expectLoc.loc)}, got ${res.statusCode}`;
  if (res.statusCode !== 422) return null;
  const detail: unknown = res.json().detail;
  if (!Array.isArray(detail) || detail.length === 0) return '422 without a detail list';
  for (const issue of detail) {
    const ok =
      issue &&
      Array.isArray(issue.loc) &&
      issue.loc.length > 0 &&
      LOC_ROOTS.has(issue.loc[0]) &&
      issue.loc.every((part: unknown) => typeof part === 'string' || Number.isInteger(part)) &&
      typeof issue.msg === 'string' &&
      issue.msg !== '' &&
      typeof issue.type === 'string' &&
      issue.type !== '';
    if (!ok) return `422 issue not in the {loc, msg, type} shape: ${JSON.stringify(issue).slice(0, 200)}`;
  }
  if (request.expectLoc) {
    const { loc, prefix } = request.expectLoc;
    const at = (l: Loc) => JSON.stringify(prefix ? l.slice(0, loc.length) : l) === JSON.stringify(loc);
    if (!detail.some((issue) => at(issue.loc))) return `no issue at ${JSON.stringify(loc)}${prefix ? ' (prefix)' : ''}`;
  }
  return null;
}
