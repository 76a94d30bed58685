// Whether a source holds a figure stated loosely: with a scale word ("$1.5 billion" for "$1,500,000,000") or
// hedged ("about 1.5 billion" for 1,480,000,000); or whether the answer works it out from the sources: a span of
// time in another unit ("14 days" for "two weeks", durations.ts) or a total, difference, percentage, product or
// count of their figures (figure-derivation.ts). unsupported_number, context_contradiction and the claim support
// of a sentence ask the same, so such a figure is neither an unsupported number nor an unsupported name of a claim.
import type { NumberSpan, TextView } from '../../text/text-view.js';
import { restatedDurations } from './durations.js';
import { derivationOf } from './figure-derivation.js';
import type { SourceIndex } from './sources.js';

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12, tn: 1e12 };
/** A hedge just before a figure: the figure is a rounding, compared within 5%. */
export const APPROXIMATE = /\b(?:about|around|approximately|approx\.?|roughly|nearly|almost|some|over|more than|less than|under|up to|circa|~)\s*[$€£]?$/i;
const TOLERANCE = 0.05;

/** The scale word just after a figure ("1.5 billion" → 1e9), else 1. */
export function scaleAfter(text: string, end: number): number {
  const m = /^\s?([a-z]+)\b/i.exec(text.slice(end, end + 12));
  return m ? (SCALES[m[1].toLowerCase()] ?? 1) : 1;
}

/** A source states the figure scaled, or, when the answer hedges it, within 5% (scaled or not). */
export function statedLoosely(text: string, n: NumberSpan, index: SourceIndex): boolean {
  const value = Math.abs(n.value);
  const scale = scaleAfter(text, n.end);
  if (scale > 1 && index.hasNumber(value * scale)) return true;
  if (!APPROXIMATE.test(text.slice(Math.max(0, n.start - 24), n.start))) return false;
  return index.hasNumberNear(value, TOLERANCE) || (scale > 1 && index.hasNumberNear(value * scale, TOLERANCE));
}

/**
 * The answer states a source's span of time in another unit, or works the figure out from the sources' figures;
 * a hedged figure ("more than $200 million") is a rounding, not a result worked out.
 */
export function figureWorkedOut(view: TextView, n: NumberSpan, index: SourceIndex): boolean {
  if (restatedDurations(view, index).some((d) => n.start >= d.start && n.end <= d.end)) return true;
  return !APPROXIMATE.test(view.text.slice(Math.max(0, n.start - 24), n.start)) && derivationOf(view, n, index) !== null;
}
