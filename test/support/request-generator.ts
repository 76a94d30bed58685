// Bad requests generated from the service's own OpenAPI document, for test/api/generated-requests.test.ts:
// a plausible request per operation (sampled from its schemas), then variants with a NUL in each string,
// deep nesting in each object or array, huge strings, odd values and wrong types. Seeded, so a failure
// reproduces from the seed it prints.

type Loc = (string | number)[];
type Schema = Record<string, any>;

export interface Random {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `n` of `items`, in their order. */
  some<T>(items: readonly T[], n: number): T[];
  uuid(): string;
}

/** mulberry32: a tiny, well-known seeded generator; quality is ample for choosing test cases. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)],
    some: (items, n) => {
      if (items.length <= n) return [...items];
      const chosen = new Set<number>();
      while (chosen.size < n) chosen.add(int(items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}

export const ODD_VALUES: readonly unknown[] = [
  -1,
  0,
  -0.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  'NaN',
  'Infinity',
  '-1',
  '',
  ' ',
  [],
  {},
  null,
  true,
  [null],
  [[]],
  { '': '' },
  '😀',
  'pair \ud83d\ude00',
  'ǅ̈́ \u202e עברית مرحبا',
  '\u2028\u2029',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '\\u0000',
  '{"a":1}',
  '0x10',
  '1e5',
  '2024-02-30T25:61:00Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(5000),
];

export const ODD_QUERY_VALUES: readonly string[] = [
  '',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  '0.5',
  '00',
  'true',
  '[]',
  '%',
  '😀',
  '\ud83d\ude00',
  'x'.repeat(10_000),
  '2024-13-45',
  'x,y',
  '../..',
  "' OR 1=1 --",
  '00000000-0000-0000-0000-000000000000',
];

/** Numbers no field takes: past 2^53, past a double, infinite, or written to look like one (every numeric parameter). */
export const HUGE_NUMBERS: readonly string[] = [
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  '1e-400',
];
/** Unicode text every string parameter and field must take or refuse in words: emoji, astral letters, combining marks, RTL. */
export const UNICODE_TEXTS: readonly string[] = [
  '😀',
  '👩🏽‍💻 team',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'e\u0301\u0301\u0301',
  '\u202eعربي עברית',
  '😀'.repeat(2000),
  'ǅ'.repeat(3000),
];

/** Path values, already percent-encoded: odd ids, malformed encodings, an encoded lone surrogate. */
export const ODD_PATH_VALUES: readonly string[] = [
  '-1',
  'NaN',
  '0',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(1500),
  'x'.repeat(3000),
  '%20',
  '..',
  '%2F',
  'a%2Fb',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent('\ud83d\ude00 é'),
];

/** Plausible values for a JSON Schema of the document: every property, one item per list. */
export class SchemaSampler {
  constructor(
    private readonly doc: Schema,
    private readonly random: Random,
  ) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current?.$ref && hops < 20; hops++) {
      const name = String(current.$ref).split('/').pop()!;
      current = this.doc.components?.schemas?.[name] ?? {};
    }
    return current ?? {};
  }

  sample(input: Schema, depth = 0): unknown {
    const schema = this.resolve(input);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
    if ('default' in schema && depth > 4) return schema.default;
    const union = schema.anyOf ?? schema.oneOf;
    if (Array.isArray(union) && union.length) {
      const branches = union.filter((b: Schema) => this.resolve(b).type !== 'null');
      return this.sample(branches[0] ?? union[0], depth);
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length) return this.sample({ ...schema.allOf[0] }, depth);
    const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
    switch (type) {
      case 'object':
        return this.object(schema, depth);
      case 'array': {
        if (depth > 6) return [];
        const count = Math.min(Math.max(schema.minItems ?? 1, 1), 3);
        return Array.from({ length: count }, () => this.sample(schema.items ?? {}, depth + 1));
      }
      case 'string':
        return this.string(schema);
      case 'integer':
        return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
      case 'number':
        return Math.max(schema.minimum ?? 0.5, Math.min(schema.maximum ?? 0.5, 0.5));
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        // An open value (metadata, arguments, attributes): an object with a string and a list in it.
        return depth > 6 ? 'value' : { key: 'value', list: [1, 'two'] };
    }
  }

  private object(schema: Schema, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (depth > 6) return out;
    for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) out[name] = this.sample(property, depth + 1);
    if (!schema.properties && schema.additionalProperties !== false) {
      const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      out.key = this.sample(values, depth + 1);
    }
    return out;
  }

  private string(schema: Schema): string {
    switch (schema.format) {
      case 'uuid':
        return this.random.uuid();
      case 'date-time':
        return '2025-05-01T12:00:00Z';
      case 'date':
        return '2025-05-01';
      case 'email':
        return `fuzz-${this.random.int(1e9)}@example.com`;
      case 'uri':
        return 'http://127.0.0.1:9/target';
    }
    const text = 'fuzz text';
    return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 1000);
  }
}

/** Where the strings and the containers (objects, arrays) of a sampled value are. */
export function locations(value: unknown): { strings: Loc[]; containers: Loc[] } {
  const strings: Loc[] = [];
  const containers: Loc[] = [];
  const walk = (v: unknown, loc: Loc) => {
    if (typeof v === 'string') strings.push(loc);
    else if (v && typeof v === 'object') {
      containers.push(loc);
      for (const [k, child] of Array.isArray(v) ? v.map((c, i) => [i, c] as const) : Object.entries(v)) walk(child, [...loc, k]);
    }
  };
  walk(value, []);
  return { strings, containers };
}

/** Where `value` holds numbers. */
export function numberLocations(value: unknown): Loc[] {
  const found: Loc[] = [];
  const walk = (v: unknown, loc: Loc) => {
    if (typeof v === 'number') found.push(loc);
    else if (v && typeof v === 'object')
      for (const [k, child] of Array.isArray(v) ? v.map((c, i) => [i, c] as const) : Object.entries(v)) walk(child, [...loc, k]);
  };
  walk(value, []);
  return found;
}

/** A copy of `value` with the value at `loc` replaced. */
export function replaceAt(value: unknown, loc: Loc, replacement: unknown): unknown {
  if (loc.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of loc.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[loc[loc.length - 1]] = replacement;
  return copy;
}

const DEEP_MARK = '__assay_deep_value__';

/** JSON text of `value` with the value at `loc` nested `levels` deep, built as text (JSON.stringify recurses). */
export function withDeepValueText(value: unknown, loc: Loc, levels: number, kind: 'object' | 'array'): string {
  const deep = kind === 'object' ? '{"a":'.repeat(levels) + '1' + '}'.repeat(levels) : '['.repeat(levels) + '1' + ']'.repeat(levels);
  return JSON.stringify(replaceAt(value, loc, DEEP_MARK)).replace(JSON.stringify(DEEP_MARK), deep);
}
