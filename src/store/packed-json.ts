// JSON kept in the store as compressed bytes (bytea): the bulky, write-once parts of runs (posted items,
// results, tags, verdicts, metric results). The store then moves a fifth of the bytes and parses none of them:
// parsing and compressing happen in JavaScript, on the analysis threads where they can (docs/architecture.md).
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** How a packed value is encoded, stored beside it: plain UTF-8 JSON (rows migrated in SQL), or raw deflate. */
export const PACK_FORMAT = { json: 0, deflate: 1 } as const;
export type PackFormat = (typeof PACK_FORMAT)[keyof typeof PACK_FORMAT];

// Level 1: JSON of runs compresses ~5× at ~150 MB/s; higher levels gain little for several times the time.
const OPTIONS = { level: 1 };
const deflateAsync = promisify(zlib.deflateRaw);

/** A JSON text, packed (PACK_FORMAT.deflate). */
export function packJson(json: string): Buffer {
  return zlib.deflateRawSync(json, OPTIONS);
}

/** packJson off the calling thread (libuv's pool): for the main thread, which also serves requests. */
export function packJsonAsync(json: string): Promise<Buffer> {
  return deflateAsync(json, OPTIONS);
}

/** The JSON text of a packed value. */
export function unpackJsonText(bytes: Uint8Array, format: PackFormat | number): string {
  if (format === PACK_FORMAT.json) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (format === PACK_FORMAT.deflate) return zlib.inflateRawSync(bytes).toString('utf8');
  throw new Error(`unknown packed-JSON format ${format}`);
}

export function unpackJson<T>(bytes: Uint8Array, format: PackFormat | number): T {
  return JSON.parse(unpackJsonText(bytes, format)) as T;
}
