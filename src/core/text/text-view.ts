// One text, analysed lazily: words, sentences, numbers, dates, URLs, entities, language. Each property is
// computed on first use and kept, so every detector of an item shares one analysis of each text.
import { stem } from './stem.js';
import { ENGLISH_STOPWORDS, LANGUAGE_MARKERS } from './stopwords.js';
import type { Span } from './span.js';
import { infoAt, type WordInfo } from './word-records.js';

export { stem };
export type { Span } from './span.js';

export interface NumberSpan extends Span {
  value: number;
}

// A unit or suffix may follow ("5.68m", "41st"); the digits are never cut short.
const NUMBER = /(?<![\p{L}\p{N}_.])[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d.,]\d)(?:%| ?percent)?/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`)\]]+[^\s<>"'`)\].,;:!?]/gi;
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const DATE = new RegExp(
  `\\b(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{2,4}|(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})(?:,? \\d{4})?|(?:1[5-9]|20)\\d{2})\\b`,
  'gi',
);
const ENTITY = /\b[\p{Lu}][\p{L}\p{N}'’-]*(?:\s+(?:of|de|von|van|the|and|&)?\s*[\p{Lu}][\p{L}\p{N}'’-]*)*/gu;
const SENTENCE_END = /[.!?。！？]+["'”’)\]]*(?=\s|$)|\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)/g;

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;

/** ASCII letters and digits. */
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;

/** Letters and digits, as /[\p{L}\p{N}]/u, with an ASCII fast path: tokenising is the hottest loop. */
function isWordChar(code: number, text: string, i: number): boolean {
  if (code < 128) return ASCII_WORD[code] === 1;
  return LETTER_OR_DIGIT.test(text[i]);
}

// Words recur across texts and items, so each distinct word is kept once and shared: found by a hash taken
// while scanning, most words cost no new string, and maps keyed by words compare them by reference.
const LEXICON_LIMIT = 100_000;
const LEXICON_MAX_LENGTH = 40;
const lexicon = new Map<number, string | string[]>();

function lexiconWord(text: string, start: number, end: number, hash: number): string {
  const length = end - start;
  if (length > LEXICON_MAX_LENGTH) return text.slice(start, end);
  const known = lexicon.get(hash);
  if (typeof known === 'string') {
    if (known.length === length && text.startsWith(known, start)) return known;
  } else if (known !== undefined) {
    for (const w of known) if (w.length === length && text.startsWith(w, start)) return w;
  }
  const word = text.slice(start, end);
  if (lexicon.size >= LEXICON_LIMIT) lexicon.clear();
  if (known === undefined || lexicon.size === 0) lexicon.set(hash, word);
  else if (typeof known === 'string') lexicon.set(hash, [known, word]);
  else known.push(word);
  return word;
}

/** Words: a letter or digit, then letters, digits, apostrophes, underscores and hyphens. */
export function tokenize(text: string): Span[] {
  const out: Span[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!isWordChar(c, text, i)) {
      i++;
      continue;
    }
    const start = i++;
    let hash = Math.imul(2166136261 ^ c, 16777619);
    while (i < n) {
      const d = text.charCodeAt(i);
      if (isWordChar(d, text, i) || d === 39 || d === 0x2019 || d === 95 || d === 45) {
        hash = Math.imul(hash ^ d, 16777619);
        i++;
      } else break;
    }
    // Kept within small integers, which maps key fastest.
    out.push({ text: lexiconWord(text, start, i, hash & 0x3fffffff), start, end: i });
  }
  return out;
}

function matches(re: RegExp, text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(re)) out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length });
  return out;
}

export function parseNumber(raw: string): number {
  // Plain digits (the usual case) need no cleaning.
  let plain = true;
  for (let i = 0; i < raw.length && plain; i++) {
    const c = raw.charCodeAt(i);
    plain = (c >= 48 && c <= 57) || c === 46 || c === 45;
  }
  if (plain) return Number.parseFloat(raw);
  const cleaned = raw
    .replace(/[,%]/g, '')
    .replace(/ ?percent$/i, '')
    .replace('−', '-');
  return Number.parseFloat(cleaned);
}

export class TextView {
  private cache = new Map<string, unknown>();

  constructor(readonly text: string) {}

  /** A view of part of another text whose words are already known: they are reused, not re-tokenised. */
  static slice(parent: TextView, start: number, end: number): TextView {
    const view = new TextView(parent.text.slice(start, end));
    const all = parent.words;
    // Binary search for the first word at or after `start`: sentences of a long text are sliced one by one.
    let first = 0;
    let after = all.length;
    while (first < after) {
      const mid = (first + after) >>> 1;
      if (all[mid].start < start) first = mid + 1;
      else after = mid;
    }
    let last = first;
    while (last < all.length && all[last].end <= end) last++;
    const words: Span[] = [];
    for (let i = first; i < last; i++) words.push({ text: all[i].text, start: all[i].start - start, end: all[i].end - start });
    view.cache.set('words', words);
    // The parent's records of these words, looked up once for both (the context needs them all anyway).
    const records = parent.wordRecords;
    for (let i = first; i < last; i++) infoAt(records, all, i);
    view.cache.set('wordRecords', records.slice(first, last));
    return view;
  }

  /** No property computes undefined, so one lookup tells a kept value from a missing one. */
  private memo<T>(key: string, compute: () => T): T {
    let value = this.cache.get(key) as T | undefined;
    if (value === undefined) this.cache.set(key, (value = compute()));
    return value;
  }

  private blank: boolean | undefined;
  private derivedValues: Map<(view: TextView) => unknown, unknown> | undefined;

  /**
   * What a function of this view computes (a lexicon's scan of the text), kept per function: the detectors,
   * the metrics and the security audit of an item share it. The value is shared: callers must not change it.
   */
  derived<T>(compute: (view: TextView) => T): T {
    const values = (this.derivedValues ??= new Map());
    let value = values.get(compute) as T | undefined;
    if (value === undefined) values.set(compute, (value = compute(this)));
    return value;
  }

  /**
   * Keeps what `compute` gives for this view, worked out by a caller that read the same text (the security
   * audit's reading, handed to the analysis detector it calls): it must be the very value compute would give.
   */
  know<T>(compute: (view: TextView) => T, value: T): void {
    (this.derivedValues ??= new Map()).set(compute, value);
  }

  /** Asked by most detectors of an item, so kept once known. */
  get isBlank(): boolean {
    return (this.blank ??= this.text.trim() === '');
  }

  get words(): Span[] {
    return this.memo('words', () => tokenize(this.text));
  }

  /** The record of each word (word-records.ts), by word index, looked up on first use (`infoAt`). */
  get wordRecords(): WordInfo[] {
    return this.memo('wordRecords', () => new Array<WordInfo>(this.words.length));
  }

  /** Lower-cased stems of the words that carry meaning (no function words, no one-letter words). */
  get contentStems(): Set<string> {
    return this.memo('contentStems', () => {
      const set = new Set<string>();
      const words = this.words;
      const records = this.wordRecords;
      for (let i = 0; i < words.length; i++) {
        const info = infoAt(records, words, i);
        if (info.content) set.add(info.stem!);
      }
      return set;
    });
  }

  /** All lower-cased words, for exact lookups. */
  get lowerWords(): Set<string> {
    return this.memo('lowerWords', () => {
      const set = new Set<string>();
      const words = this.words;
      const records = this.wordRecords;
      for (let i = 0; i < words.length; i++) set.add(infoAt(records, words, i).lower);
      return set;
    });
  }

  get sentences(): Span[] {
    return this.memo('sentences', () => {
      const out: Span[] = [];
      let start = 0;
      const push = (end: number) => {
        const raw = this.text.slice(start, end);
        const lead = raw.length - raw.trimStart().length;
        const trimmed = raw.trim();
        if (trimmed) out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
      };
      for (const m of this.text.matchAll(SENTENCE_END)) {
        const end = m.index! + m[0].length;
        push(end);
        start = end;
      }
      push(this.text.length);
      return out;
    });
  }

  get numbers(): NumberSpan[] {
    return this.memo('numbers', () => {
      const out: NumberSpan[] = [];
      for (const m of this.text.matchAll(NUMBER)) {
        const value = parseNumber(m[0]);
        if (Number.isFinite(value)) out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, value });
      }
      return out;
    });
  }

  /** Normalized number values, for "does this number appear there" tests. */
  get numberValues(): Set<number> {
    return this.memo('numberValues', () => new Set(this.numbers.map((n) => n.value)));
  }

  get urls(): Span[] {
    return this.memo('urls', () => matches(URL, this.text));
  }

  get dates(): Span[] {
    return this.memo('dates', () => matches(DATE, this.text));
  }

  /**
   * Capitalised word runs that are not just a sentence's first word: names of people, places, products.
   * A single capitalised word at the start of a sentence is skipped (it is capitalised by position).
   */
  get entities(): Span[] {
    return this.memo('entities', () => {
      const sentenceStarts = new Set(this.sentences.map((s) => s.start));
      const out: Span[] = [];
      for (const m of matches(ENTITY, this.text)) {
        let span = m;
        const words = span.text.split(/\s+/);
        if (sentenceStarts.has(span.start) || /[\n:"“(]\s*$/.test(this.text.slice(Math.max(0, span.start - 3), span.start))) {
          if (words.length === 1 || ENGLISH_STOPWORDS.has(words[0].toLowerCase())) {
            if (words.length === 1) continue;
            const rest = span.text.slice(words[0].length).trimStart();
            span = { text: rest, start: span.end - rest.length, end: span.end };
          }
        }
        if (ENGLISH_STOPWORDS.has(span.text.toLowerCase()) || span.text.length < 2) continue;
        out.push(span);
      }
      return out;
    });
  }

  /** Dominant script, then (for Latin script) the language whose marker words are most frequent. */
  get language(): { code: string; confidence: number } | null {
    return this.memo('language', () => detectLanguage(this.text, this.words, this.wordRecords));
  }
}

const SCRIPTS: [string, RegExp][] = [
  ['ru', /\p{Script=Cyrillic}/u],
  ['zh', /\p{Script=Han}/u],
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['ko', /\p{Script=Hangul}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['he', /\p{Script=Hebrew}/u],
  ['hi', /\p{Script=Devanagari}/u],
  ['el', /\p{Script=Greek}/u],
  ['th', /\p{Script=Thai}/u],
];

const LETTER = /\p{L}/u;

/** The languages with marker words, and for each marker word the indices of the languages it marks. */
const MARKER_CODES = Object.keys(LANGUAGE_MARKERS);
const MARKER_LANGUAGES = new Map<string, number[]>();
MARKER_CODES.forEach((code, k) => {
  for (const word of new Set(LANGUAGE_MARKERS[code])) MARKER_LANGUAGES.set(word, [...(MARKER_LANGUAGES.get(word) ?? []), k]);
});

function detectLanguage(text: string, words: Span[], records: (WordInfo | undefined)[]): { code: string; confidence: number } | null {
  let letters = 0;
  const counts = new Map<string, number>();
  const end = Math.min(text.length, 4000);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    // Latin letters are by far the most common: count them without any regular expression.
    if (c < 0x250) {
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7)) letters++;
      continue;
    }
    const ch = text[i];
    if (!LETTER.test(ch)) continue;
    letters++;
    for (const [code, re] of SCRIPTS) {
      if (re.test(ch)) {
        counts.set(code, (counts.get(code) ?? 0) + 1);
        break;
      }
    }
  }
  if (letters < 12) return null;
  // Japanese text mixes kana and Han: any real share of kana means Japanese.
  if ((counts.get('ja') ?? 0) > letters * 0.1) return { code: 'ja', confidence: 0.9 };
  const [top, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (n > letters * 0.5) return { code: top, confidence: Math.min(1, n / letters) };
  const total = Math.min(words.length, 400);
  if (total < 4) return null;
  // Marker words of each language counted in one pass over the words.
  const hits = new Array<number>(MARKER_CODES.length).fill(0);
  for (let i = 0; i < total; i++) {
    // The word's record holds its lower-cased form when some detector has looked it up already.
    const langs = MARKER_LANGUAGES.get(records[i]?.lower ?? words[i].text.toLowerCase());
    if (langs) for (const k of langs) hits[k]++;
  }
  let best = '';
  let bestScore = 0;
  let second = 0;
  for (let k = 0; k < MARKER_CODES.length; k++) {
    const code = MARKER_CODES[k];
    const score = hits[k] / total;
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = code;
    } else if (score > second) second = score;
  }
  if (bestScore < 0.08) return null;
  return { code: best, confidence: Math.min(1, 0.5 + (bestScore - second) * 3) };
}
