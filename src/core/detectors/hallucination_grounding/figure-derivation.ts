// Figures an answer works out from its sources' own figures: a total of amounts of one kind ("$20 + $15 + $5" →
// "$40"), a difference ("€85" and "€65" → "€20 cheaper"), a share or change in percent of two figures of one
// sentence, an amount times or divided by a count ("$12 each", "3 tickets" → "$36"), and a count of the things a
// source lists ("Ana, Ben and Chloe" → "3 people"). Such a figure is stated by no source, yet invents nothing. Only
// figures of the answer's kind combine (the currency, or the word after the number: "hours", "days"), so an
// invented figure rarely equals one by chance; the wrong sum of the right figures is still unsupported. Answers
// work figures out; a summary restates them, so in a summary a figure no source states is not read as worked out
// (on the shared summary sets such readings only ever matched edited figures: docs/benchmarks.md, issue 33).
import type { NumberSpan, Span, TextView } from '../../text/text-view.js';
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import { oppositionsOf } from './opposites.js';
import { sentenceIndexAt } from './sentences.js';
import type { SourceIndex } from './sources.js';
import { isListMarker, sentenceAt, stemOf } from './util.js';

interface Figure {
  value: number;
  /** A currency (with its scale word), "%", the stem of the word after the number, or "" for none. */
  kind: string;
  /** Index of its sentence in its view, and of its view in the index. */
  sentence: number;
  view: number;
}

interface Enumeration {
  count: number;
  /** Content stems of what introduces it ("Confirmed guests:", the line before a list). */
  lead: Set<string>;
}

interface SourceFigures {
  figures: Figure[];
  byKind: Map<string, Figure[]>;
  enumerations: Enumeration[];
}

const CURRENCY = /[$€£¥]$/;
const SCALES = new Set(['thousand', 'million', 'billion', 'trillion', 'k', 'm', 'bn']);
const WORD_AFTER = /^\s?([a-z]+)/i;
/** A number glued to an identifier ("#5521", "LH402", "DW-500") is a name, not a quantity. */
const IDENTIFIER_BEFORE = /[#\p{L}\d][-]?$/u;
/**
 * Figures of one kind are combined only when the sources hold this many of it at most: a bill or a timesheet
 * lists a few, while a report full of amounts ("$150 million", "$50 million", …) sums to many an invented one.
 */
const MAX_OF_KIND = 6;
/** A total or a difference is of figures that stand together: in one source, at most this many sentences apart (a bill's lines). */
const PASSAGE = 3;
const MAX_COUNT_FACTOR = 1000;
const MAX_LISTED = 30;
/** Scale of opposites 0 in opposites.ts: rise, grow, increase … | fall, decline, decrease. */
const CHANGE_SCALE = 0;
const CLOSE = 1e-9;

/** What a number counts, read from its neighbours: "$40" → "$", "$4 billion" → "$ billion", "22 hours" → "hour". */
function kindOf(text: string, n: NumberSpan): string {
  if (/%|percent/i.test(n.text)) return '%';
  const before = text.slice(Math.max(0, n.start - 2), n.start).trimEnd();
  const after = WORD_AFTER.exec(text.slice(n.end, n.end + 24));
  const word = after ? after[1].toLowerCase() : '';
  if (CURRENCY.test(before)) return before.slice(-1) + (SCALES.has(word) ? ` ${word}` : '');
  if (!word || ENGLISH_STOPWORDS.has(word) || word.length < 2) return '';
  return stemOf(word);
}

/** Numbers of a view that are quantities: not in a date, no list marker, not part of an identifier. */
function quantities(view: TextView): NumberSpan[] {
  const text = view.text;
  const dates = view.dates;
  return view.numbers.filter(
    (n) =>
      !dates.some((d) => n.start < d.end && n.end > d.start) &&
      !isListMarker(text, n.start, n.end) &&
      !IDENTIFIER_BEFORE.test(text.slice(Math.max(0, n.start - 2), n.start)) &&
      !/^[\p{L}\d]/u.test(text.slice(n.end, n.end + 1)),
  );
}

const contentStems = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []).filter((w) => !ENGLISH_STOPWORDS.has(w)).map(stemOf));

const LIST_LINE = /^\s*(?:[-*•]|\d+[.)])\s+\S/;
const INLINE_LIST = /(?:^|[:;(]\s*)((?:[^,;:.()\n]{1,40},\s+)+[^,;:.()\n]{1,40}?,?\s+(?:and|or)\s+[^,;:.()\n]{1,40})/g;
const MAX_ITEM_WORDS = 5;

/** Lists a view makes: lines with markers, and "A, B and C" after a colon or at a sentence's start. */
function enumerations(view: TextView): Enumeration[] {
  const out: Enumeration[] = [];
  const lines = view.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!LIST_LINE.test(lines[i])) continue;
    let j = i;
    while (j < lines.length && LIST_LINE.test(lines[j])) j++;
    if (j - i >= 2) out.push({ count: j - i, lead: contentStems(i > 0 ? lines[i - 1] : '') });
    i = j;
  }
  for (const s of view.sentences) {
    for (const m of s.text.matchAll(INLINE_LIST)) {
      const items = m[1].split(/,\s+|,?\s+(?:and|or)\s+/).filter(Boolean);
      if (items.length < 3 || items.some((it) => it.trim().split(/\s+/).length > MAX_ITEM_WORDS)) continue;
      out.push({ count: items.length, lead: contentStems(s.text.slice(0, m.index + m[0].length - m[1].length)) });
    }
  }
  return out;
}

const cache = new WeakMap<SourceIndex, SourceFigures>();

function sourceFigures(index: SourceIndex): SourceFigures {
  let found = cache.get(index);
  if (found) return found;
  const figures: Figure[] = [];
  index.views.forEach((view, v) => {
    for (const n of quantities(view))
      figures.push({ value: Math.abs(n.value), kind: kindOf(view.text, n), sentence: sentenceIndexAt(view.sentences, n.start), view: v });
  });
  const byKind = new Map<string, Figure[]>();
  for (const f of figures) {
    if (f.kind === '') continue;
    const list = byKind.get(f.kind);
    if (list) list.push(f);
    else byKind.set(f.kind, [f]);
  }
  found = { figures, byKind, enumerations: index.views.flatMap(enumerations) };
  cache.set(index, found);
  return found;
}

/** The currency of a kind, or "" for a count. */
const moneyOf = (kind: string) => (CURRENCY.test(kind.slice(0, 1)) ? kind.slice(0, 1) : '');

const near = (a: number, b: number) => Math.abs(a - b) <= CLOSE * Math.max(1, Math.abs(b));

/** Two figures stand in one passage: the same source, at most PASSAGE sentences apart. */
const together = (a: Figure, b: Figure) => a.view === b.view && Math.abs(a.sentence - b.sentence) < PASSAGE;

/** Some sum of two or more of the figures (MAX_OF_KIND at most) of one passage equals x. */
function isSum(figures: Figure[], x: number): boolean {
  const n = figures.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    let sum = 0;
    let first: Figure | null = null;
    let apart = false;
    for (let i = 0; i < n && !apart; i++) {
      if (!(mask & (1 << i))) continue;
      sum += figures[i].value;
      if (first === null) first = figures[i];
      else apart = !together(first, figures[i]);
    }
    if (!apart && near(sum, x)) return true;
  }
  return false;
}

/** The figure's precision as written: half a unit of its last digit ("75" → 0.5, "33.3" → 0.05). */
function halfLastDigit(text: string): number {
  const decimals = /\.(\d+)/.exec(text)?.[1].length ?? 0;
  return 0.5 * 10 ** -decimals + CLOSE;
}

/** Whether the sentence says a quantity rose (a word at the rising end of the scale of change). */
function saysRise(view: TextView, sentence: Span): boolean {
  for (const w of view.words) {
    if (w.start < sentence.start) continue;
    if (w.end > sentence.end) break;
    if (oppositionsOf(stemOf(w.text.toLowerCase()))?.some((o) => o.scale === CHANGE_SCALE && o.end === 0)) return true;
  }
  return false;
}

/** A percentage of two figures of one source sentence: a share, its complement, or (said to rise) a growth. */
function isPercentOf(src: SourceFigures, x: number, tolerance: number, rise: boolean): boolean {
  const { figures } = src;
  for (let i = 0; i < figures.length; i++) {
    const a = figures[i];
    if (a.kind === '%' || a.value === 0) continue;
    for (let j = i + 1; j < figures.length; j++) {
      const b = figures[j];
      if (b.view !== a.view || b.sentence !== a.sentence || b.kind === '%' || b.value === 0) continue;
      // Amounts of money compare only with money of the same currency; counts of any two things compare ("150 said" of "200 customers").
      if (moneyOf(a.kind) !== moneyOf(b.kind)) continue;
      const [small, large] = a.value < b.value ? [a.value, b.value] : [b.value, a.value];
      if (small === large) continue;
      const candidates = rise ? [((large - small) / small) * 100] : [(small / large) * 100, ((large - small) / large) * 100];
      if (candidates.some((c) => Math.abs(c - x) <= tolerance)) return true;
    }
  }
  return false;
}

/** Whole numbers that can count things (no money, no percentage): the sources' and the answer sentence's own. */
function counts(src: SourceFigures, view: TextView, n: NumberSpan, sentence: Span): number[] {
  const out = new Set<number>();
  const add = (v: number) => {
    if (Number.isInteger(v) && v >= 2 && v <= MAX_COUNT_FACTOR) out.add(v);
  };
  for (const f of src.figures) if (f.kind !== '%' && moneyOf(f.kind) === '') add(f.value);
  for (const m of view.numbers) {
    if (m.start < sentence.start || m.end > sentence.end || m.start === n.start) continue;
    const kind = kindOf(view.text, m);
    if (kind !== '%' && moneyOf(kind) === '') add(Math.abs(m.value));
  }
  return [...out];
}

/** How an answer's figure is worked out from the sources' figures. */
export type Derivation = 'total' | 'difference' | 'percentage' | 'product' | 'share' | 'count';

/**
 * How an answer's figure is worked out from the sources' figures, if it is: a total or difference of figures of its
 * kind in one passage, a percentage of two figures of one source sentence, an amount of its kind times (product)
 * or divided by (share) a count, or the count of a source's list whose lead the answer's sentence speaks of.
 */
export function derivationOf(view: TextView, n: NumberSpan, index: SourceIndex): Derivation | null {
  const x = Math.abs(n.value);
  // A summary restates its source's figures: one the source lacks is changed or invented, not worked out.
  if (x === 0 || index.summary) return null;
  const sentence = sentenceAt(view, n.start);
  if (!sentence) return null;
  const src = sourceFigures(index);
  const kind = kindOf(view.text, n);
  if (kind === '%') return isPercentOf(src, x, halfLastDigit(n.text), saysRise(view, sentence)) ? 'percentage' : null;
  const same = src.byKind.get(kind) ?? [];
  if (kind !== '' && same.length <= MAX_OF_KIND) {
    if (isSum(same, x)) return 'total';
    const unitless = src.figures.filter((f) => f.kind === '');
    for (const a of same) for (const b of [...same, ...unitless]) if (a.value > b.value && together(a, b) && near(a.value - b.value, x)) return 'difference';
    const factors = counts(src, view, n, sentence);
    for (const a of same)
      for (const c of factors) {
        if (near(a.value * c, x)) return 'product';
        if (near(a.value / c, x)) return 'share';
      }
  }
  if (Number.isInteger(x) && x >= 2 && x <= MAX_LISTED && src.enumerations.some((e) => e.count === x)) {
    const own = contentStems(sentence.text);
    if (src.enumerations.some((e) => e.count === x && [...e.lead].some((s) => own.has(s)))) return 'count';
  }
  return null;
}
