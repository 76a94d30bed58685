// Word-level helpers the text metrics share: the stems a question is about, how much of a set of stems a
// text holds, which sentences a context chunk supports. Built on the item's TextView analysis so the metrics
// agree with the detectors on words (token sequences for BLEU and ROUGE-L are in token-sequence.ts).
import { isTopicStem, prefixes, stemPrefix, viewHas } from '../text/overlap.js';
import type { Span, TextView } from '../text/text-view.js';
import { infoAt } from '../text/word-records.js';

/** A claim is supported when at least this share of its content stems occurs in one chunk. */
export const SUPPORT_SHARE = 0.6;
/** Sentences judged per text at most: a 1 MB answer is judged on its first ones, in bounded time. */
export const MAX_SENTENCES = 500;

const GREETING =
  /^(?:hi|hello|hey|thanks|thank you|you'?re welcome|good (?:morning|afternoon|evening)|of course|no problem|great question|happy to help|glad to help|sure|certainly|absolutely)\b/i;
const COURTESY =
  /^(?:let me know|feel free|(?:i )?hope (?:this|that|it) helps|please (?:let me know|feel free|reach out|contact)|(?:don'?t|do not) hesitate)\b/i;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Below Thai (U+0E00) no character is of those scripts: most words are settled without the expression. */
const FIRST_UNSPACED_CODE = 0x0e00;

/** Whether a word holds a character of a script written without spaces (UNSPACED). */
export function hasUnspaced(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= FIRST_UNSPACED_CODE) return UNSPACED.test(word);
  return false;
}

export const isNumeric = (stem: string): boolean => {
  const c = stem.charCodeAt(0);
  return c >= 48 && c <= 57;
};

/** Rounded for display and for stable output: scores are shown with at most four decimals. */
export const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;
export const percent = (share: number): string => `${Math.round(share * 100)}%`;
export const clamp01 = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0);

export { quote } from './quote.js';

const termCache = new WeakMap<TextView, Set<string>>();

/**
 * The content stems of a view, with words of scripts written without spaces (Chinese, Japanese, Thai) replaced
 * by their character pairs: there a "word" is a whole clause, which another text never repeats verbatim.
 */
export function terms(view: TextView): Set<string> {
  let set = termCache.get(view);
  if (!set) {
    set = new Set();
    for (const s of view.contentStems) addTerm(set, s);
    termCache.set(view, set);
  }
  return set;
}

function addTerm(set: Set<string>, stem: string): void {
  if (!hasUnspaced(stem)) set.add(stem);
  else for (const pair of characterPairs(stem)) set.add(pair);
}

/** The terms of the words of a view that lie within [start, end), as terms() of that part on its own gives. */
function termsWithin(view: TextView, start: number, end: number): Set<string> {
  const words = view.words;
  const records = view.wordRecords;
  const set = new Set<string>();
  for (let i = firstAtOrAfter(words, start); i < words.length && words[i].end <= end; i++) {
    const info = infoAt(records, words, i);
    if (info.content) addTerm(set, info.stem!);
  }
  return set;
}

/** Index of the first span starting at or after `offset` (spans in text order). */
function firstAtOrAfter(spans: Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function characterPairs(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

const keyStemCache = new WeakMap<TextView, Set<string>>();

/** What a question is about: its terms minus task and chat words ("explain", "please"); numbers kept. Cached per view. */
export function keyStems(view: TextView): Set<string> {
  let out = keyStemCache.get(view);
  if (!out) {
    out = new Set<string>();
    for (const s of terms(view)) if (isNumeric(s) || isTopicStem(s)) out.add(s);
    // Empty for a bare instruction ("Summarize the document", "Tell me a joke"): there is no topic to match.
    keyStemCache.set(view, out);
  }
  return out;
}

/**
 * Whether a view holds a term: numbers and character pairs exactly, words exactly or by their first letters
 * ("evolution"/"evolved").
 */
export function holds(view: TextView, term: string): boolean {
  if (isNumeric(term) || hasUnspaced(term)) return terms(view).has(term);
  return viewHas(view, term);
}

/** The share of `stems` the view holds (0 for no stems) and the ones it lacks. */
export function coverage(stems: Iterable<string>, view: TextView): { share: number; missing: string[]; total: number } {
  let total = 0;
  const missing: string[] = [];
  for (const s of stems) {
    total++;
    if (!holds(view, s)) missing.push(s);
  }
  return { share: total === 0 ? 0 : (total - missing.length) / total, missing, total };
}

/** Sentences end at "。！？" with no space after them, which TextView.sentences does not split on. */
function splitFullWidth(span: Span): Span[] {
  if (!/[。！？](?=.)/su.test(span.text)) return [span];
  const out: Span[] = [];
  for (const m of span.text.matchAll(/[^。！？]+[。！？]*/gu)) {
    const text = m[0].trim();
    if (text) out.push({ text, start: span.start + m.index! + m[0].indexOf(text), end: span.start + m.index! + m[0].indexOf(text) + text.length });
  }
  return out;
}

/** Terms to look up in several views, as `holds` does, with their kind and first letters found once. */
export interface TermList {
  /** Character pairs of unspaced scripts: looked up exactly among a view's terms. */
  exact: string[];
  /** Words: looked up among a view's content stems, exactly or by their first letters (stemPrefix). */
  words: string[];
  prefixes: (string | null)[];
  size: number;
}

export function termList(stems: Iterable<string>): TermList {
  const list: TermList = { exact: [], words: [], prefixes: [], size: 0 };
  for (const s of stems) {
    list.size++;
    if (isNumeric(s) || hasUnspaced(s)) list.exact.push(s);
    else {
      list.words.push(s);
      list.prefixes.push(stemPrefix(s));
    }
  }
  return list;
}

/** How many of the list's terms the view holds: the count of `holds(view, term)`, without a lookup per term. */
export function countHeld(list: TermList, view: TextView): number {
  let held = 0;
  if (list.exact.length > 0) {
    const all = terms(view);
    for (const s of list.exact) if (all.has(s)) held++;
  }
  const stems = view.contentStems;
  let firstLetters: Set<string> | null = null;
  for (let i = 0; i < list.words.length; i++) {
    if (stems.has(list.words[i])) held++;
    else {
      const prefix = list.prefixes[i];
      if (prefix !== null && (firstLetters ??= prefixes(view)).has(prefix)) held++;
    }
  }
  return held;
}

export interface Statement {
  span: Span;
  /** Its terms other than numbers. */
  words: TermList;
  /** The distinct values of its numbers. */
  numbers: number[];
}

/**
 * The sentences of a text that state something: at least `minStems` content stems (or `minStemsWithNumber`
 * terms counting a figure as one: "It shipped on May 9." states a checkable fact), not a question, not a
 * short greeting or courtesy line. At most MAX_SENTENCES. Read from the text's own words and numbers: no
 * sentence is analysed again (sentences end at whitespace or full-width stops, so no word or number straddles
 * two).
 */
export function statements(view: TextView, minStems: number, minStemsWithNumber = Number.POSITIVE_INFINITY): Statement[] {
  const out: Statement[] = [];
  for (const span of view.sentences.flatMap(splitFullWidth)) {
    if (out.length >= MAX_SENTENCES) break;
    const t = span.text;
    if (t.endsWith('?') || t.endsWith('？') || COURTESY.test(t)) continue;
    if (GREETING.test(t) && t.split(/\s+/).length <= 12 && !/\d/.test(t)) continue;
    const sentenceTerms = termsWithin(view, span.start, span.end);
    // Too few words even with a figure: no need to read its numbers.
    if (sentenceTerms.size < minStems && sentenceTerms.size + 1 < minStemsWithNumber) continue;
    const numbers = new Set<number>();
    const all = view.numbers;
    // A number that opens the sentence is a list marker ("2. Tap Settings"), not a figure the sentence gives.
    let figures = 0;
    for (let i = firstAtOrAfter(all, span.start); i < all.length && all[i].end <= span.end; i++) {
      numbers.add(all[i].value);
      if (all[i].start > span.start) figures++;
    }
    if (sentenceTerms.size < minStems && (figures === 0 || sentenceTerms.size + 1 < minStemsWithNumber)) continue;
    out.push({ span, words: termList([...sentenceTerms].filter((s) => !isNumeric(s))), numbers: [...numbers] });
  }
  return out;
}

/**
 * The chunk that best supports a sentence: the share of its content words and numbers the chunk holds, and
 * whether that is support, i.e. at least SUPPORT_SHARE with every number of the sentence in the chunk. Numbers
 * are compared by value ("1,500" = "1500"), so a changed figure is never covered by a near one.
 */
export function bestSupport(sentence: Statement, chunks: TextView[]): { chunk: number; share: number; supported: boolean } {
  const { words, numbers } = sentence;
  const total = words.size + numbers.length;
  let best = { chunk: -1, share: 0, supported: false };
  for (let i = 0; i < chunks.length && total > 0; i++) {
    const chunk = chunks[i];
    let numbersFound = 0;
    for (const v of numbers) if (chunk.numberValues.has(v)) numbersFound++;
    const share = (total - (words.size - countHeld(words, chunk)) - (numbers.length - numbersFound)) / total;
    const supported = share >= SUPPORT_SHARE && numbersFound === numbers.length;
    if ((supported && !best.supported) || (supported === best.supported && share > best.share)) best = { chunk: i, share, supported };
    if (supported && share === 1) break;
  }
  return best;
}
