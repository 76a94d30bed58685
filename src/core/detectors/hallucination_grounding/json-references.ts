// Numbers a JSON answer uses to point at its own sources or to score itself ("sources": [1, 2, 3],
// "chunk_ids": [4], "confidence": 0.85): structure, not facts, so the grounding detectors do not judge them.
import type { TextView } from '../../text/text-view.js';

export interface Range {
  start: number;
  end: number;
}

/** Keys whose numbers index the sources or rate the answer (singular or plural, with an "_id(s)" tail or not). */
const REFERENCE_KEY =
  /(?:^|[_\s-])(?:sources?|citations?|cites?|cited|refs?|references?|ids?|indices|index(?:es)?|idx|chunks?|docs?|documents?|passages?|contexts?|evidence|snippets?|rank(?:ing)?|score|confidence|relevance|probability|pages?)(?:[_\s-]?(?:ids?|indices|index|numbers?|nums?))?$/i;
/** A key and its value when that value is a number or a flat array of numbers. */
const KEYED_NUMBERS = /"([^"\\]{1,40})"\s*:\s*(\[[\s\d.,-]*\]|-?\d+(?:\.\d+)?)/g;
const NUMBER = /-?\d+(?:\.\d+)?/g;
/** Citation lists under any key: two or more small whole numbers in rising order ([1, 2, 5]). */
const MAX_INDEX = 20;

const cache = new WeakMap<TextView, Range[]>();

function risingSmallIndices(array: string): boolean {
  const values = array.match(NUMBER)?.map(Number) ?? [];
  return values.length >= 2 && values.every((v, i) => Number.isInteger(v) && v >= 0 && v <= MAX_INDEX && (i === 0 || v > values[i - 1]));
}

/** The ranges of a view's text holding reference numbers, in text order; empty unless the text has JSON keys. */
export function jsonReferenceRanges(view: TextView): Range[] {
  let ranges = cache.get(view);
  if (ranges) return ranges;
  ranges = [];
  const text = view.text;
  if (text.includes('":')) {
    for (const m of text.matchAll(KEYED_NUMBERS)) {
      const value = m[2];
      if (!REFERENCE_KEY.test(m[1]) && !(value.startsWith('[') && risingSmallIndices(value))) continue;
      const start = m.index + m[0].length - value.length;
      ranges.push({ start, end: start + value.length });
    }
  }
  cache.set(view, ranges);
  return ranges;
}

/** Whether [start, end) lies in one of the ranges (few: a JSON answer has a handful of keys). */
export const inReference = (ranges: Range[], start: number, end: number): boolean => ranges.some((r) => start >= r.start && end <= r.end);
