// Figures and dates of an answer sentence that can contradict the context sentence it restates: another number
// counting the same thing (same unit, or the same word before it), another date for the same event. Most sentences
// have no figure the sources lack, and then nothing here runs. Used by context_contradiction.
import type { NumberSpan, Span, TextView } from '../../text/text-view.js';
import { CONFIDENCE, type Contradiction } from './contradiction.js';
import { datesConflict, parsedDates, supportsDate, type ParsedDate } from './dates.js';
import { figureWorkedOut } from './figure-support.js';
import { unitOf, wordBefore } from './figures.js';
import type { SentenceStems } from './sentences.js';
import type { SourceIndex } from './sources.js';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Index of the first item starting at or after `start` (items are in text order). */
function firstFrom(items: { start: number }[], start: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].start < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function within<T extends { start: number; end: number }>(items: T[], start: number, end: number): T[] {
  const out: T[] = [];
  for (let i = firstFrom(items, start); i < items.length && items[i].start < end; i++) if (items[i].end <= end) out.push(items[i]);
  return out;
}

/** within(...).length > 0, without the list: asked of every sentence. */
export function anyWithin(items: { start: number; end: number }[], start: number, end: number): boolean {
  for (let i = firstFrom(items, start); i < items.length && items[i].start < end; i++) if (items[i].end <= end) return true;
  return false;
}

const plainCache = new WeakMap<TextView, NumberSpan[]>();

/** A view's numbers without dates and without numbers the number pattern cut short ("41st" → "4"); once per view. */
function plainNumbers(view: TextView): NumberSpan[] {
  let out = plainCache.get(view);
  if (!out) {
    const dates = view.dates;
    const text = view.text;
    out = view.numbers.filter((n) => !LETTER_OR_DIGIT.test(text[n.end] ?? ' ') && !dates.some((d) => n.start < d.end && n.end > d.start));
    plainCache.set(view, out);
  }
  return out;
}

/** Numbers of a sentence, as plainNumbers reads them (which of them a number is does not depend on the sentence). */
function numbersOf(view: TextView, start: number, end: number): NumberSpan[] {
  return within(plainNumbers(view), start, end);
}

/** A context number with what it counts, each read on first need. */
interface Counted {
  n: NumberSpan;
  unit?: string;
  before?: string;
}

const contextNumbers = new WeakMap<TextView, Counted[]>();

/** Some context number the answer does not state counts what `x` counts: only then can x contradict one. */
function hasCounterpart(out: TextView, ctx: TextView, x: NumberSpan): boolean {
  const ux = unitOf(out.text, x);
  const bx = wordBefore(out.text, x);
  if (ux === '' && bx === '') return false;
  const outValues = out.numberValues;
  let counted = contextNumbers.get(ctx);
  if (!counted) contextNumbers.set(ctx, (counted = plainNumbers(ctx).map((n) => ({ n }))));
  for (const c of counted) {
    if (outValues.has(c.n.value)) continue;
    // The word before is the cheaper reading, so it is compared first; either match will do.
    if (bx !== '' && (c.before ??= wordBefore(ctx.text, c.n)) === bx) return true;
    if (ux !== '' && (c.unit ??= unitOf(ctx.text, c.n)) === ux) return true;
  }
  return false;
}

/**
 * What of an answer sentence can contradict a context sentence, whichever it restates: its numbers that no
 * source states and that some context number counts alike, and its dates that the context states nowhere and
 * some context date conflicts with. Most sentences have none, and then there is no need to find the sentence
 * they restate (the comparisons below only ever find these, in this order).
 */
export function openFigures(out: TextView, ctx: TextView, span: Span, index: SourceIndex): { numbers: NumberSpan[]; dates: ParsedDate[] } {
  const numbers = numbersOf(out, span.start, span.end).filter(
    (n) => !index.hasNumber(Math.abs(n.value)) && hasCounterpart(out, ctx, n) && !figureWorkedOut(out, n, index),
  );
  let dates = within(parsedDates(out), span.start, span.end);
  if (dates.length > 0) {
    const anywhere = parsedDates(ctx);
    // A date the context states anywhere is no contradiction, even if this sentence gives another.
    dates = dates.filter(
      (d) =>
        !anywhere.some((s) => supportsDate(s.parts, d.parts)) &&
        !(d.parts.month === null && d.parts.day === null && d.parts.year !== null && ctx.numberValues.has(d.parts.year)) &&
        anywhere.some((s) => datesConflict(s.parts, d.parts)),
    );
  }
  return { numbers, dates };
}

/**
 * A number of the answer sentence that no source states (`on`), where the restated context sentence has
 * another number the answer does not state, counting the same thing (same unit, or the same word before it).
 */
export function compareNumbers(out: TextView, ctx: TextView, o: SentenceStems, c: SentenceStems, on: NumberSpan[], unitOnly = false): Contradiction | null {
  if (on.length === 0) return null;
  const outValues = out.numberValues;
  const cn = numbersOf(ctx, c.span.start, c.span.end).filter((n) => !outValues.has(n.value));
  for (const x of on) {
    const ux = unitOf(out.text, x);
    const bx = unitOnly ? '' : wordBefore(out.text, x);
    const y = cn.find((n) => (ux !== '' && unitOf(ctx.text, n) === ux) || (bx !== '' && wordBefore(ctx.text, n) === bx));
    if (y)
      return {
        output: o.span,
        context: c.span,
        kind: 'number',
        detail: `says ${x.text} where the context says ${y.text}`,
        // Another value of the same quantity in the same unit, in the sentence restated: a changed dose or price.
        confidence: ux !== '' && unitOf(ctx.text, y) === ux ? CONFIDENCE.number : CONFIDENCE.sameWordBefore,
      };
  }
  return null;
}

/** A date of the answer sentence the context states nowhere (`od`) that the restated sentence states otherwise. */
export function compareDates(ctx: TextView, o: SentenceStems, c: SentenceStems, od: ParsedDate[]): Contradiction | null {
  if (od.length === 0) return null;
  const cd = within(parsedDates(ctx), c.span.start, c.span.end);
  for (const d of od) {
    const other = cd.find((s) => datesConflict(s.parts, d.parts));
    if (other)
      return { output: o.span, context: c.span, kind: 'date', detail: `says ${d.text} where the context says ${other.text}`, confidence: CONFIDENCE.date };
  }
  return null;
}
