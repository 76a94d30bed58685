// What a number in a text counts, read from the characters around it: the unit after it ("30 days" → "day",
// "$4 billion" → "$ billion") and the word before it ("within 30" → "within"). context_contradiction compares
// these for every number of an answer sentence against the context's numbers, so they are read by scanning
// characters rather than by slicing and running patterns; each function says which pattern it reads exactly as.
import type { NumberSpan } from '../../text/text-view.js';

const CURRENCY = new Set(['$', '€', '£', '¥']);
const SCALE = new Set(['thousand', 'million', 'billion', 'trillion', 'k', 'm', 'bn']);
const SPACE = /\s/;
const PERCENT = /%|percent/i;
/** How far the unit and the word before are looked for. */
const REACH = 30;

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** \w of a pattern without the u flag: ASCII letters, digits and "_". */
function isWordChar(c: number): boolean {
  return isLetter(c) || (c >= 48 && c <= 57) || c === 95;
}

/** End of the run of ASCII letters starting at `from`, within `end`. */
function lettersFrom(text: string, from: number, end: number): number {
  let q = from;
  while (q < end && isLetter(text.charCodeAt(q))) q++;
  return q;
}

/**
 * What a number counts: "%", a currency, and the word after it ("30 days" → "day"; "$4 billion" → "$ billion").
 * Reads as: PERCENT on the number; `/[$€£¥]\s?$/` on the two characters before it (trimmed); and
 * `/^\s?([a-z]+)(?:\s([a-z]+))?/i` on the 30 after it, the second word kept after a scale word; no final "s".
 */
export function unitOf(text: string, n: NumberSpan): string {
  if (PERCENT.test(n.text)) return '%';
  let currency = '';
  const a = n.start - 1;
  if (a >= 0 && CURRENCY.has(text[a])) currency = text[a];
  else if (a >= 1 && SPACE.test(text[a]) && CURRENCY.has(text[a - 1])) currency = text[a - 1];
  const end = Math.min(text.length, n.end + REACH);
  // One optional white-space character, then letters: without a letter there, there is no word.
  const p = n.end < end && SPACE.test(text[n.end]) ? n.end + 1 : n.end;
  const q = lettersFrom(text, p, end);
  let unit = text.slice(p, q).toLowerCase();
  if (q > p && SCALE.has(unit) && q + 1 < end && SPACE.test(text[q]) && isLetter(text.charCodeAt(q + 1))) {
    unit += ' ' + text.slice(q + 1, lettersFrom(text, q + 1, end)).toLowerCase();
  }
  return currency + (unit.endsWith('s') ? unit.slice(0, -1) : unit);
}

/**
 * The word before a number ("within 30", "costs $10" → "costs"), the other clue to what it counts. Reads as
 * `/([a-z]+)\W{0,3}$/i` on the 30 characters before it: at most three other characters, then the letters.
 */
export function wordBefore(text: string, n: NumberSpan): string {
  const from = Math.max(0, n.start - REACH);
  let j = n.start;
  for (let k = 0; k < 3 && j > from && !isWordChar(text.charCodeAt(j - 1)); k++) j--;
  let i = j;
  while (i > from && isLetter(text.charCodeAt(i - 1))) i--;
  return text.slice(i, j).toLowerCase();
}
