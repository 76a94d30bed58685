// Text a store can keep. PostgreSQL refuses U+0000 in text and jsonb, and an unpaired UTF-16 surrogate has
// no UTF-8 form. The edge check (input-guard.ts) refuses such strings; OTLP ingestion replaces them instead.
import { UNPAIRED_SURROGATE } from '../core/shapes/whole-characters.js';

/** Objects and arrays inside one another, the outermost counting as 1. */
export const MAX_JSON_DEPTH = 100;

const UNSTORABLE = new RegExp(`\\u0000|${UNPAIRED_SURROGATE.source}`, 'g');

/** Why a string cannot be stored, or null when it can. */
export function unstorableStringReason(text: string): string | null {
  if (text.includes('\u0000')) {
    return 'String contains a NUL character (\\u0000), which cannot be stored: remove it, or replace it (e.g. with U+FFFD)';
  }
  if (UNPAIRED_SURROGATE.test(text)) {
    return 'String contains an unpaired UTF-16 surrogate (a \\ud800–\\udfff escape without its other half), which is not valid Unicode text: send the whole character';
  }
  return null;
}

/** The text with each NUL and unpaired surrogate replaced by U+FFFD, and how many were replaced. */
export function replaceUnstorable(text: string): { text: string; replaced: number } {
  let replaced = 0;
  const clean = text.replace(UNSTORABLE, () => {
    replaced++;
    return '\uFFFD';
  });
  return { text: clean, replaced };
}

/** A JSON-like value with replaceUnstorable applied to every string in it (keys too), for text from outside. */
export function replaceUnstorableDeep<T>(value: T): T {
  if (typeof value === 'string') return replaceUnstorable(value).text as T;
  if (Array.isArray(value)) return value.map((v) => replaceUnstorableDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [replaceUnstorable(k).text, replaceUnstorableDeep(v)])) as T;
  }
  return value;
}
