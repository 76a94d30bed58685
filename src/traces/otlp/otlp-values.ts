// OTLP attribute values (AnyValue, KeyValue lists) → plain JSON, made storable on the way. An exporter sends a
// whole batch for many spans, so one bad attribute must not cost the batch: a NUL or an unpaired surrogate is
// replaced by U+FFFD (and counted, for partialSuccess), and a value nested deeper than the store keeps
// rejects only its span (TooDeepError, caught per span).
import { MAX_JSON_DEPTH, replaceUnstorable } from '../../http/storable-text.js';
import type { Attributes } from '../../core/traces/span-model.js';

/** Long-like: what protobufjs gives for int64/fixed64 fields. */
export interface LongLike {
  low: number;
  high: number;
  unsigned: boolean;
  toString(): string;
}

export type Int64 = LongLike | string | number | null | undefined;

export interface OtlpKeyValue {
  key?: string | null;
  value?: OtlpAnyValue | null;
}

export interface OtlpAnyValue {
  stringValue?: string | null;
  boolValue?: boolean | null;
  intValue?: Int64;
  doubleValue?: number | string | null;
  arrayValue?: { values?: OtlpAnyValue[] | null } | null;
  kvlistValue?: { values?: OtlpKeyValue[] | null } | null;
  bytesValue?: Uint8Array | string | null;
}

export class TooDeepError extends Error {
  constructor(readonly key: string) {
    super(`attribute '${key.slice(0, 100)}' nests arrays and key-value lists more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

const TWO_POW_32 = 4294967296;

export function int64ToNumber(v: Int64): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Number(v);
  if (typeof v === 'object' && typeof v.low === 'number') {
    return v.unsigned || v.high >= 0 ? (v.high >>> 0) * TWO_POW_32 + (v.low >>> 0) : Number(v.toString());
  }
  return NaN;
}

/** Reads the values of one request, counting the characters it had to replace. */
export class OtlpValueReader {
  replaced = 0;

  text(value: string): string {
    const { text, replaced } = replaceUnstorable(value);
    this.replaced += replaced;
    return text;
  }

  private intValue(v: Int64): number | string {
    const n = int64ToNumber(v);
    if (n !== null && Number.isSafeInteger(n)) return n;
    return this.text(typeof v === 'object' && v !== null ? v.toString() : String(v));
  }

  /** `depth` counts the arrays and key-value lists around the value; recursion stops at MAX_JSON_DEPTH. */
  anyValue(v: OtlpAnyValue | null | undefined, key: string, depth = 1): unknown {
    if (!v) return null;
    if (v.stringValue !== null && v.stringValue !== undefined) return this.text(String(v.stringValue));
    if (v.boolValue !== null && v.boolValue !== undefined) return v.boolValue;
    if (v.intValue !== null && v.intValue !== undefined) return this.intValue(v.intValue);
    if (v.doubleValue !== null && v.doubleValue !== undefined) return Number(v.doubleValue);
    if (v.arrayValue || v.kvlistValue) {
      if (depth > MAX_JSON_DEPTH) throw new TooDeepError(key);
      if (!v.arrayValue) return this.attributes(v.kvlistValue!.values, depth + 1, key);
      const values = v.arrayValue.values ?? [];
      return Array.isArray(values) ? values.map((item) => this.anyValue(item, key, depth + 1)) : [];
    }
    if (v.bytesValue !== null && v.bytesValue !== undefined) {
      return typeof v.bytesValue === 'string' ? this.text(v.bytesValue) : Buffer.from(v.bytesValue).toString('base64');
    }
    return null;
  }

  /** A KeyValue list as an object; `outerKey` names the top-level attribute in a TooDeepError. */
  attributes(list: OtlpKeyValue[] | null | undefined, depth = 1, outerKey?: string): Attributes {
    const out: Attributes = {};
    if (!Array.isArray(list)) return out;
    for (const kv of list) {
      if (!kv || typeof kv.key !== 'string') continue;
      const key = this.text(kv.key);
      out[key] = this.anyValue(kv.value, outerKey ?? key, depth);
    }
    return out;
  }
}
