// Arrays in PostgreSQL's binary format (array_recv), for bulk writes: `INSERT … SELECT … FROM unnest($1::int[],
// $2::text[], …)` with one Buffer per column. The store reads them with no parsing of JSON or text literals
// (a JSON recordset of 40 MB cost PGlite seconds), and both drivers send a Buffer as a binary parameter.
// Element type oids: pg_type.oid of int2, int4, float8, bool, text, uuid and bytea.
const OID = { int2: 21, int4: 23, float8: 701, bool: 16, text: 25, uuid: 2950, bytea: 17 } as const;

const HEADER = 20;

/** One dimension, lower bound 1; `hasNull` when some element is null (its length is then -1). */
function header(oid: number, count: number, bodyBytes: number, hasNull: boolean): Buffer {
  const out = Buffer.allocUnsafe(HEADER + bodyBytes);
  out.writeInt32BE(1, 0);
  out.writeInt32BE(hasNull ? 1 : 0, 4);
  out.writeUInt32BE(oid, 8);
  out.writeInt32BE(count, 12);
  out.writeInt32BE(1, 16);
  return out;
}

function fixedWidth(oid: number, width: number, values: readonly (number | boolean | null)[], write: (out: Buffer, value: never, at: number) => void): Buffer {
  let nulls = 0;
  for (const v of values) if (v === null) nulls++;
  const out = header(oid, values.length, (values.length - nulls) * (4 + width) + nulls * 4, nulls > 0);
  let at = HEADER;
  for (const v of values) {
    if (v === null) {
      out.writeInt32BE(-1, at);
      at += 4;
      continue;
    }
    out.writeInt32BE(width, at);
    write(out, v as never, at + 4);
    at += 4 + width;
  }
  return out;
}

export const int2Array = (values: readonly (number | null)[]): Buffer => fixedWidth(OID.int2, 2, values, (o, v: number, at) => o.writeInt16BE(v, at));
export const int4Array = (values: readonly (number | null)[]): Buffer => fixedWidth(OID.int4, 4, values, (o, v: number, at) => o.writeInt32BE(v, at));
export const float8Array = (values: readonly (number | null)[]): Buffer => fixedWidth(OID.float8, 8, values, (o, v: number, at) => o.writeDoubleBE(v, at));
export const boolArray = (values: readonly (boolean | null)[]): Buffer => fixedWidth(OID.bool, 1, values, (o, v: boolean, at) => o.writeUInt8(v ? 1 : 0, at));

/** UUIDs in their usual text form (hyphens optional). */
export function uuidArray(values: readonly (string | null)[]): Buffer {
  let nulls = 0;
  for (const v of values) if (v === null) nulls++;
  const out = header(OID.uuid, values.length, (values.length - nulls) * 20 + nulls * 4, nulls > 0);
  let at = HEADER;
  for (const v of values) {
    if (v === null) {
      out.writeInt32BE(-1, at);
      at += 4;
      continue;
    }
    out.writeInt32BE(16, at);
    const hex = v.replaceAll('-', '');
    if (hex.length !== 32 || out.write(hex, at + 4, 'hex') !== 16) throw new Error(`not a UUID: ${JSON.stringify(v)}`);
    at += 20;
  }
  return out;
}

/** Texts (UTF-8) or byte strings, each a length and its bytes. */
function variableWidth(oid: number, values: readonly (string | Uint8Array | null)[]): Buffer {
  let body = 0;
  let nulls = 0;
  for (const v of values) {
    if (v === null) nulls++;
    body += 4 + (v === null ? 0 : typeof v === 'string' ? Buffer.byteLength(v) : v.byteLength);
  }
  const out = header(oid, values.length, body, nulls > 0);
  let at = HEADER;
  for (const v of values) {
    if (v === null) {
      out.writeInt32BE(-1, at);
      at += 4;
    } else if (typeof v === 'string') {
      const length = out.write(v, at + 4);
      out.writeInt32BE(length, at);
      at += 4 + length;
    } else {
      out.writeInt32BE(v.byteLength, at);
      out.set(v, at + 4);
      at += 4 + v.byteLength;
    }
  }
  return out;
}

/** PostgreSQL text cannot hold NUL characters: they are refused here with a clear message instead of by the store. */
export function textArray(values: readonly (string | null)[]): Buffer {
  for (const v of values) if (v !== null && v.includes('\0')) throw new Error('text values cannot contain NUL characters');
  return variableWidth(OID.text, values);
}

export const byteaArray = (values: readonly (Uint8Array | null)[]): Buffer => variableWidth(OID.bytea, values);
