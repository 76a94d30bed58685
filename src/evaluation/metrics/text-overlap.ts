// Word-level helpers the text metrics share: the stems a question is about, how much of a set of stems a
// text holds, which sentences a context chunk supports, lower-cased tokens and their longest common
// subsequence. Built on the item's TextView analysis so the metrics agree with the detectors on words.
import { isTopicStem, viewHas } from '../../analysis/detectors/response_quality/overlap.js';
import { TextView, type Span } from '../../analysis/text/text-view.js';
import { infoAt } from '../../analysis/text/word-records.js';

/** A claim is supported when at least this share of its content stems occurs in one chunk. */
export const SUPPORT_SHARE = 0.6;
/** Sentences judged per text at most: a 1 MB answer is judged on its first ones, in bounded time. */
export const MAX_SENTENCES = 500;

const GREETING = /^(?:hi|hello|hey|thanks|thank you|you'?re welcome|good (?:morning|afternoon|evening)|of course|no problem|great question|happy to help|glad to help|sure|certainly|absolutely)\b/i;
const COURTESY = /^(?:let me know|feel free|(?:i )?hope (?:this|that|it) helps|please (?:let me know|feel free|reach out|contact)|(?:don'?t|do not) hesitate)\b/i;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Below Thai (U+0E00) no character is of those scripts: most words are settled without the expression. */
const FIRST_UNSPACED_CODE = 0x0e00;

/** Whether a word holds a character of a script written without spaces (UNSPACED). */
function hasUnspaced(word: string): boolean {
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

/** A short quotation of a text for a reason. */
export function quote(text: string, max = 80): string {
  const flat = text.slice(0, max * 4).replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}

const termCache = new WeakMap<TextView, Set<string>>();

/**
 * The content stems of a view, with words of scripts written without spaces (Chinese, Japanese, Thai) replaced
 * by their character pairs: there a "word" is a whole clause, which another text never repeats verbatim.
 */
export function terms(view: TextView): Set<string> {
  let set = termCache.get(view);
  if (!set) {
    set = new Set();
    for (const s of view.contentStems) {
      if (!hasUnspaced(s)) set.add(s);
      else for (const pair of characterPairs(s)) set.add(pair);
    }
    termCache.set(view, set);
  }
  return set;
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

/** How many of `stems` the view does not hold. */
function countMissing(stems: string[], view: TextView): number {
  let missing = 0;
  for (const s of stems) if (!holds(view, s)) missing++;
  return missing;
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

export interface Statement {
  span: Span;
  view: TextView;
}

/**
 * The sentences of a text that state something: at least `minStems` content stems, not a question, not a
 * short greeting or courtesy line. At most MAX_SENTENCES.
 */
export function statements(view: TextView, minStems: number): Statement[] {
  const out: Statement[] = [];
  for (const span of view.sentences.flatMap(splitFullWidth)) {
    if (out.length >= MAX_SENTENCES) break;
    const t = span.text;
    if (t.endsWith('?') || t.endsWith('？') || COURTESY.test(t)) continue;
    if (GREETING.test(t) && t.split(/\s+/).length <= 12 && !/\d/.test(t)) continue;
    // A view over the text's own words: the sentence is not tokenised again.
    const sentence = TextView.slice(view, span.start, span.end);
    if (terms(sentence).size >= minStems) out.push({ span, view: sentence });
  }
  return out;
}

/**
 * The chunk that best supports a sentence: the share of its content words and numbers the chunk holds, and
 * whether that is support, i.e. at least SUPPORT_SHARE with every number of the sentence in the chunk. Numbers
 * are compared by value ("1,500" = "1500"), so a changed figure is never covered by a near one.
 */
export function bestSupport(sentence: TextView, chunks: TextView[]): { chunk: number; share: number; supported: boolean } {
  const words = [...terms(sentence)].filter((s) => !isNumeric(s));
  const numbers = [...sentence.numberValues];
  const total = words.length + numbers.length;
  let best = { chunk: -1, share: 0, supported: false };
  for (let i = 0; i < chunks.length && total > 0; i++) {
    const chunk = chunks[i];
    const numbersFound = numbers.filter((v) => chunk.numberValues.has(v)).length;
    const share = (total - countMissing(words, chunk) - (numbers.length - numbersFound)) / total;
    const supported = share >= SUPPORT_SHARE && numbersFound === numbers.length;
    if ((supported && !best.supported) || (supported === best.supported && share > best.share)) best = { chunk: i, share, supported };
    if (supported && share === 1) break;
  }
  return best;
}

const lowerTokenCache = new WeakMap<TextView, string[]>();

/**
 * Lower-cased word tokens of a view (its words' records, so nothing is tokenised again); text in scripts
 * written without spaces is split into characters. Cached per view: BLEU and ROUGE-L read the same two.
 */
export function lowerTokens(view: TextView): string[] {
  let out = lowerTokenCache.get(view);
  if (!out) {
    out = [];
    const words = view.words;
    const records = view.wordRecords;
    for (let i = 0; i < words.length; i++) {
      const lower = infoAt(records, words, i).lower;
      if (hasUnspaced(lower)) out.push(...Array.from(lower));
      else out.push(lower);
    }
    lowerTokenCache.set(view, out);
  }
  return out;
}

/** Two token lists as integer ids (equal tokens, equal ids, numbered from 0): compared and hashed as numbers. */
export interface TokenIds {
  a: Int32Array;
  b: Int32Array;
  /** How many distinct tokens the two lists hold: every id is below it. */
  vocabulary: number;
}

// The last pair numbered: BLEU and ROUGE-L compare the same answer and reference one after the other.
let lastPair: { a: string[]; b: string[]; ids: TokenIds } | null = null;

export function tokenIds(a: string[], b: string[]): TokenIds {
  if (lastPair && lastPair.a === a && lastPair.b === b) return lastPair.ids;
  const numbers = new Map<string, number>();
  const number = (tokens: string[]): Int32Array => {
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      let id = numbers.get(tokens[i]);
      if (id === undefined) numbers.set(tokens[i], (id = numbers.size));
      out[i] = id;
    }
    return out;
  };
  const ids = { a: number(a), b: number(b), vocabulary: numbers.size };
  lastPair = { a, b, ids };
  return ids;
}

/** Cells of the LCS table computed at most: longer pairs are compared on their first tokens only. */
const LCS_BUDGET = 20_000_000;

/**
 * Longest common subsequence of two token lists, in O(n·m) time and O(m) memory, with how many tokens of each
 * were compared: pairs over the budget are cut to their first tokens (the longer side first).
 */
export function longestCommonSubsequence(a: string[], b: string[]): { length: number; aUsed: number; bUsed: number } {
  const ids = tokenIds(a, b);
  return lcsOfIds(ids.a, ids.b);
}

function lcsOfIds(a: Int32Array, b: Int32Array): { length: number; aUsed: number; bUsed: number } {
  if (a.length * b.length > LCS_BUDGET) {
    const side = Math.floor(Math.sqrt(LCS_BUDGET));
    const shorter = Math.min(a.length, b.length, side);
    const longer = Math.floor(LCS_BUDGET / shorter);
    const cut = (t: Int32Array, other: Int32Array) => t.subarray(0, t.length <= other.length ? shorter : longer);
    return lcsOfIds(cut(a, b), cut(b, a));
  }
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const token = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      if (token === b[j - 1]) row[j] = prev[j - 1] + 1;
      else {
        const up = prev[j];
        const left = row[j - 1];
        row[j] = up > left ? up : left;
      }
    }
    [prev, row] = [row, prev];
  }
  return { length: prev[b.length], aUsed: a.length, bUsed: b.length };
}
