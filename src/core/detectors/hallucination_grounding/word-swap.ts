// Contradictions made by swapping one word of a small closed class for another of the same class: a count
// ("three" / "two"), an ordinal, a unit of time, a weekday, a gendered word, an order in time ("before" /
// "after"), a bound ("above" / "below"), a quantifier, either end of a scale of opposites (opposites.ts), or one
// of WordNet's sibling terms of a closed-ish kind (word-siblings.ts: "Monday" / "Tuesday", "copper" / "zinc",
// "euro" / "dollar"). Other open classes are left alone: a summary swaps a noun or verb for a synonym as often as for a wrong word, and word
// overlap cannot tell which. Within a closed class, any other member says something else. The passage the
// answer restates is found by its frame: the words right before and after the swapped word are the same, in the
// same order, and no passage frames the answer's own word as well.
import type { Span, TextView } from '../../text/text-view.js';
import { siblingClass } from '../../text/word-siblings.js';
import { infoAt, type WordInfo } from '../../text/word-records.js';
import { keyOf, oppositionsOf } from './opposites.js';
import type { LocalContradiction } from './local-contrast.js';

/** Each line a class; groups of a class split by "|", the words of a group say the same thing. */
const CLASSES = `
zero | one single | two couple pair | three | four | five | six | seven | eight | nine | ten | eleven | twelve dozen | twenty | hundred | thousand | million | billion
first | second | third | fourth | fifth | last final
second seconds | minute minutes | hour hours hourly | day days daily | week weeks weekly | month months monthly | quarter quarters quarterly | year years annual annually yearly | decade decades | century centuries
morning | afternoon | evening | night tonight
monday | tuesday | wednesday | thursday | friday | saturday | sunday
he him his himself man men boy boys husband father son brother mr king | she her hers herself woman women girl girls wife mother daughter sister mrs ms queen
before prior earlier | after later following
above over exceeding | below under beneath
all every each | some several | none no | most | few
more | less fewer
`;
const COUNT = 0;
const ORDINAL = 1;
const TIME_UNIT = 2;
/** Scales of opposites take class numbers from here on. */
const SCALE_BASE = 100;
/** WordNet's kinds of sibling terms (word-siblings.ts) take class numbers from here on. */
const SIBLING_BASE = 1000;
/** A code is class << GROUP_BITS | group. */
const GROUP_BITS = 12;
const GROUP_MASK = (1 << GROUP_BITS) - 1;

/** Word → class << GROUP_BITS | group. */
const CLOSED = new Map<string, number>();
CLASSES.trim()
  .split('\n')
  .forEach((line, c) =>
    line.split('|').forEach((group, g) =>
      group
        .trim()
        .split(/\s+/)
        .forEach((w) => CLOSED.set(w, (c << GROUP_BITS) | g)),
    ),
  );

/** Words that make a unit of time a measure ("a week", "per month", "3 years") rather than a vague span ("in recent weeks"). */
const MEASURING = new Set(['a', 'an', 'per', 'each', 'every']);
/** Words of frame compared each side at most. */
const FRAME = 4;
/** Frame words needed in all, of which one content word outside the classes: "of the" alone frames anything. */
const FRAME_WORDS = 2;

const NONE = -1;

/** The class and group of a word (class << GROUP_BITS | group), NONE for most words; kept with the word's record. */
function classOf(info: WordInfo): number {
  let k = info.wordClass;
  if (k === undefined) {
    k = CLOSED.get(info.lower) ?? NONE;
    if (k === NONE) {
      // A word on one scale only: one on several ("lower") has no single opposite.
      const scales = oppositionsOf(info.stem ?? keyOf(info.lower));
      if (scales?.length === 1) k = ((SCALE_BASE + scales[0].scale) << GROUP_BITS) | scales[0].end;
    }
    if (k === NONE && info.content) {
      // The word as written first: the lemmatizer may cut a name ("Venus").
      const sibling = siblingClass(info.lower) ?? (info.stem ? siblingClass(info.stem) : undefined);
      if (sibling) k = ((SIBLING_BASE + sibling.kind) << GROUP_BITS) | sibling.group;
    }
    info.wordClass = k;
  }
  return k;
}

interface Classed {
  /** Word index → class code (NONE for none), for the view's words. */
  codes: Int32Array;
  /** Class → word indices of that class, in text order. */
  byClass: Map<number, number[]>;
  /**
   * Class and the word just before or after ("<class> <before|after> <word>") → word indices, in text order: a frame
   * starts at a word's neighbour, so only words sharing one can frame another (a long text is not compared whole).
   */
  byNeighbour: Map<string, number[]>;
}

function push<K>(map: Map<K, number[]>, key: K, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/** The key of a word's neighbour at a step, within its class; null past either end. */
function neighbourKey(view: TextView, i: number, step: 1 | -1, k: number): string | null {
  const at = i + step;
  if (at < 0 || at >= view.words.length) return null;
  const info = infoAt(view.wordRecords, view.words, at);
  return `${k} ${step} ${info.lowerId}.${info.era}`;
}

const classed = new WeakMap<TextView, Classed>();

function classedOf(view: TextView): Classed {
  let c = classed.get(view);
  if (c) return c;
  const words = view.words;
  const infos = view.wordRecords;
  const codes = new Int32Array(words.length);
  const byClass = new Map<number, number[]>();
  const byNeighbour = new Map<string, number[]>();
  for (let i = 0; i < words.length; i++) {
    const k = classOf(infoAt(infos, words, i));
    codes[i] = k;
    if (k === NONE) continue;
    push(byClass, k >> GROUP_BITS, i);
    for (const step of [-1, 1] as const) {
      const key = neighbourKey(view, i, step, k >> GROUP_BITS);
      if (key) push(byNeighbour, key, i);
    }
  }
  c = { codes, byClass, byNeighbour };
  classed.set(view, c);
  return c;
}

/** A unit of time is compared only as a measure: after a number, a count, an ordinal or "a", "per" … */
function measured(view: TextView, codes: Int32Array, i: number): boolean {
  if (i === 0) return false;
  const prev = infoAt(view.wordRecords, view.words, i - 1).lower;
  const c = prev.charCodeAt(0);
  if (c >= 48 && c <= 57) return true;
  const k = codes[i - 1] >> GROUP_BITS;
  return MEASURING.has(prev) || (codes[i - 1] !== NONE && (k === COUNT || k === ORDINAL));
}

/** Words the two texts share before (step -1) or after (step 1) words i and j, and how many are content words outside the classes. */
function frame(out: TextView, oc: Int32Array, ctx: TextView, i: number, j: number, step: 1 | -1, into: { words: number; content: number }): void {
  const ow = out.words;
  const cw = ctx.words;
  const oi = out.wordRecords;
  const ci = ctx.wordRecords;
  for (let n = 1; n <= FRAME; n++) {
    const a = i + step * n;
    const b = j + step * n;
    if (a < 0 || b < 0 || a >= ow.length || b >= cw.length) return;
    const x = infoAt(oi, ow, a);
    const y = infoAt(ci, cw, b);
    // Equal lower-cased forms have equal numbers within one era of the records.
    if (x.lowerId !== y.lowerId || x.era !== y.era) return;
    into.words++;
    if (x.content && oc[a] === NONE) into.content++;
  }
}

/** The words around an answer's word that decide its reading, with its code. */
function frameKey(view: TextView, code: number, i: number): string {
  let key = `${code}`;
  for (let at = Math.max(0, i - FRAME); at <= Math.min(view.words.length - 1, i + FRAME); at++) {
    const info = infoAt(view.wordRecords, view.words, at);
    key += ` ${info.lowerId}.${info.era}`;
  }
  return `${key} @${Math.max(0, i - FRAME) - i}`;
}

/** The context's words of class k that share a neighbour with the answer's word i, in text order. */
function candidates(out: TextView, c: Classed, i: number, k: number): number[] {
  const lists: number[][] = [];
  for (const step of [-1, 1] as const) {
    const key = neighbourKey(out, i, step, k);
    const list = key ? c.byNeighbour.get(key) : undefined;
    if (list) lists.push(list);
  }
  if (lists.length < 2) return lists[0] ?? [];
  return [...new Set([...lists[0], ...lists[1]])].sort((a, b) => a - b);
}

/** Whether a sentence holds a word, in any case, as a whole word. */
function mentions(sentence: string, word: string): boolean {
  const lower = sentence.toLowerCase();
  const w = word.toLowerCase();
  for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) {
    if (!/[a-z0-9]/.test(lower[at - 1] ?? '') && !/[a-z0-9]/.test(lower[at + w.length] ?? '')) return true;
  }
  return false;
}

/**
 * A closed-class word of the answer whose frame a context passage repeats around another word of its class, when
 * no passage frames the answer's word as well ("the top three tours" / "the top five tours").
 */
export function findWordSwap(out: TextView, ctx: TextView): LocalContradiction | null {
  const o = classedOf(out);
  if (o.byClass.size === 0) return null;
  const c = classedOf(ctx);
  const sentences = out.sentences;
  const span = { words: 0, content: 0 };
  // A word whose frame (its code and the words around it) was read already, and found nothing, finds nothing
  // again: a repeated passage is read once.
  const read = new Set<string>();
  for (const [k] of o.byClass) {
    if (!c.byClass.has(k)) continue;
    for (const i of o.byClass.get(k)!) {
      if (k === TIME_UNIT && !measured(out, o.codes, i)) continue;
      const seen = frameKey(out, o.codes[i], i);
      if (read.has(seen)) continue;
      const group = o.codes[i] & GROUP_MASK;
      let best = 0;
      let bestAt = -1;
      let same = 0;
      for (const j of candidates(out, c, i, k)) {
        span.words = 0;
        span.content = 0;
        frame(out, o.codes, ctx, i, j, -1, span);
        frame(out, o.codes, ctx, i, j, 1, span);
        if ((c.codes[j] & GROUP_MASK) === group) same = Math.max(same, span.words);
        else if (span.words >= FRAME_WORDS && span.content >= 1 && span.words > best) {
          best = span.words;
          bestAt = j;
        }
      }
      // Only a reading that finds nothing is kept: one that finds a swap still depends on its sentence.
      if (bestAt < 0 || best <= same) {
        read.add(seen);
        continue;
      }
      const w = out.words[i];
      const sentence = sentences.find((s) => s.start <= w.start && w.end <= s.end);
      if (!sentence || sentence.text.endsWith('?')) continue;
      const x = ctx.words[bestAt];
      const other: Span = { text: x.text, start: x.start, end: x.end };
      const contextSentence = ctx.sentences.find((s) => s.start <= x.start && x.end <= s.end) ?? other;
      // Siblings both in one sentence are listed or compared ("between blue and yellow"), not swapped.
      if (k >= SIBLING_BASE && (mentions(contextSentence.text, w.text) || mentions(sentence.text, x.text))) continue;
      return {
        kind: 'swap',
        word: { text: w.text, start: w.start, end: w.end },
        other,
        outputSentence: sentence,
        contextSentence,
        detail: `says "${w.text}" where the context says "${x.text}"`,
      };
    }
  }
  return null;
}
