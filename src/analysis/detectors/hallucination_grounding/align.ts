// Aligns an output sentence with the source sentences that say the same things, and compares their
// polarity: "X does not provide Y" against "X provides Y" is the same subject with the opposite claim.
// Source sentences are analysed lazily, only those that can match, so long contexts stay cheap.
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import type { Span, TextView } from '../../text/text-view.js';
import { stemOf } from './util.js';

export interface Negation {
  /** The first content word the negation governs ("does not provide support" → provide). */
  head: string;
  /** The content words of its clause after it (provide, support). */
  scope: Set<string>;
}

export interface SentenceStems {
  index: number;
  span: Span;
  stems: string[];
  stemSet: Set<string>;
  negations: Negation[];
}

// "without" is left out: it mostly introduces a modifier ("the team without the ball"), not the claim's polarity.
const NEGATION = new Set(['not', 'no', 'never', 'none', 'nothing', 'nobody', 'neither', 'nor', 'cannot', 'nowhere']);
const HAS_NEGATION = /\b(?:not|no|never|none|nothing|nobody|neither|nor|cannot|nowhere)\b|n['’]t\b/i;
/** Negated hedges ("I don't think", "not sure") qualify the speaker, not the claim. */
const HEDGE_HEADS = new Set(['think', 'know', 'remember', 'sure', 'believe', 'recall', 'mind', 'care', 'like', 'want', 'thank']);
/** "not only", "not just": emphasis, not negation. */
const NOT_NEGATING = new Set(['only', 'just', 'merely', 'simply']);
const CLAUSE_BREAK = /[,;:()[\]"“”—–]/;
/** Content words a negation reaches within its clause. */
const NEGATION_REACH = 4;

function isNegation(lower: string): boolean {
  return NEGATION.has(lower) || lower.endsWith("n't") || lower.endsWith('n’t');
}

interface ViewCache {
  lower: string | null;
  sentences: (SentenceStems | undefined)[];
  negated: number[] | null;
  heads: Set<string> | null;
}

const caches = new WeakMap<TextView, ViewCache>();

function cacheOf(view: TextView): ViewCache {
  let c = caches.get(view);
  if (!c) caches.set(view, (c = { lower: null, sentences: [], negated: null, heads: null }));
  return c;
}

function firstWordAt(words: Span[], offset: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function analyse(view: TextView, idx: number): SentenceStems {
  const span = view.sentences[idx];
  const words = view.words;
  const text = view.text;
  const stems: string[] = [];
  const negations: Negation[] = [];
  // The negation still reaching forward, if any, and how many more content words it reaches.
  let current: Negation | null = null;
  let reach = 0;
  let first = true;
  for (let i = firstWordAt(words, span.start); i < words.length && words[i].end <= span.end; i++) {
    const w = words[i];
    const lower = w.text.toLowerCase();
    if (current && i > 0 && CLAUSE_BREAK.test(text.slice(words[i - 1].end, w.start))) current = null;
    const answerParticle = first && (lower === 'no' || lower === 'not');
    first = false;
    if (isNegation(lower)) {
      // A leading "No," answers the question asked; it does not negate the claim that follows.
      current = answerParticle ? null : { head: '', scope: new Set() };
      reach = NEGATION_REACH;
      continue;
    }
    if (lower === 'but' || (current && current.head === '' && NOT_NEGATING.has(lower))) {
      current = null;
      continue;
    }
    if (lower.length < 2 || ENGLISH_STOPWORDS.has(lower)) continue;
    const s = stemOf(lower);
    stems.push(s);
    if (!current) continue;
    if (current.head === '') {
      if (HEDGE_HEADS.has(s)) {
        current = null;
        continue;
      }
      current.head = s;
      negations.push(current);
    }
    current.scope.add(s);
    if (--reach <= 0) current = null;
  }
  return { index: idx, span, stems, stemSet: new Set(stems), negations };
}

/** Content stems and negations of one sentence of a view; computed on first use. */
export function sentenceStems(view: TextView, idx: number): SentenceStems {
  const c = cacheOf(view);
  return (c.sentences[idx] ??= analyse(view, idx));
}

/** Indexes of the sentences of a view that hold a negation. */
function negatedSentences(view: TextView): number[] {
  const c = cacheOf(view);
  return (c.negated ??= view.sentences.flatMap((s, i) => (HAS_NEGATION.test(s.text) ? [i] : [])));
}

/** Every word some sentence of a view negates. */
function negationHeads(view: TextView): Set<string> {
  const c = cacheOf(view);
  if (!c.heads) {
    c.heads = new Set();
    for (const idx of negatedSentences(view)) for (const n of sentenceStems(view, idx).negations) c.heads.add(n.head);
  }
  return c.heads;
}

function sentenceIndexAt(view: TextView, offset: number): number {
  const sentences = view.sentences;
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].end <= offset) lo = mid + 1;
    else if (sentences[mid].start > offset) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** Sentences whose text holds a stem (by its unchanging prefix: "studies" holds "stud" of "study"). */
function sentencesWith(view: TextView, s: string, into: Set<number>): void {
  const c = cacheOf(view);
  const lower = (c.lower ??= view.text.toLowerCase());
  const probe = s.length > 6 ? s.slice(0, s.length - 2) : s.slice(0, Math.max(4, s.length - 1));
  for (let at = lower.indexOf(probe); at >= 0; at = lower.indexOf(probe, at + probe.length)) {
    const idx = sentenceIndexAt(view, at);
    if (idx >= 0) into.add(idx);
  }
}

export interface Alignment {
  source: SentenceStems;
  /** Share of the output sentence's distinct stems that the source sentence holds. */
  coverage: number;
}

function coverage(stems: Set<string>, source: SentenceStems): number {
  let shared = 0;
  for (const s of stems) if (source.stemSet.has(s)) shared++;
  return stems.size === 0 ? 0 : shared / stems.size;
}

/** The source sentence sharing the most of `stems`, found through the sentences holding its longest words. */
export function bestAlignment(stems: Set<string>, view: TextView, probes = 3): Alignment | null {
  if (stems.size === 0 || view.isBlank) return null;
  const candidates = new Set<number>();
  const longest = [...stems].filter((s) => s.length >= 4 && !/^\d/.test(s)).sort((a, b) => b.length - a.length).slice(0, probes);
  for (const s of longest) sentencesWith(view, s, candidates);
  let best: Alignment | null = null;
  for (const idx of candidates) {
    const source = sentenceStems(view, idx);
    const cov = coverage(stems, source);
    // Ties go to the shorter sentence: it is the more specific match.
    if (!best || cov > best.coverage || (cov === best.coverage && source.stems.length < best.source.stems.length)) best = { source, coverage: cov };
  }
  return best;
}

/** The other sentence holds the negated word and, when the clause has more, one more word of it. */
function restates(n: Negation, stems: Set<string>): boolean {
  if (!stems.has(n.head)) return false;
  let shared = 0;
  for (const s of n.scope) if (stems.has(s)) shared++;
  return shared >= Math.min(2, n.scope.size);
}

function negatesAny(sentence: SentenceStems, words: Set<string>): boolean {
  return sentence.negations.some((n) => [...n.scope].some((s) => words.has(s)));
}

export interface PolarityFlip {
  source: SentenceStems;
  stem: string;
  negatedIn: 'output' | 'source';
}

/**
 * A source sentence that the output sentence restates (holds at least `minCoverage` of its stems) with one
 * claim's polarity flipped: a word one negates and the other states plainly. A negation that only moved
 * ("found no evidence" / "did not find any evidence") is no flip: the other sentence negates the same clause.
 */
export function findPolarityFlip(output: SentenceStems, view: TextView, minCoverage: number): PolarityFlip | null {
  if (view.isBlank || output.stemSet.size === 0) return null;
  // Most sentences negate nothing and hold no word a source negates: nothing to compare.
  if (output.negations.length === 0 && ![...negationHeads(view)].some((h) => output.stemSet.has(h))) return null;
  for (const n of output.negations) {
    const candidates = new Set<number>();
    sentencesWith(view, n.head, candidates);
    for (const idx of candidates) {
      const source = sentenceStems(view, idx);
      if (coverage(output.stemSet, source) >= minCoverage && restates(n, source.stemSet) && !negatesAny(source, n.scope)) return { source, stem: n.head, negatedIn: 'output' };
    }
  }
  for (const idx of negatedSentences(view)) {
    const source = sentenceStems(view, idx);
    // The cheap test first: the output must hold the negated word at all.
    if (!source.negations.some((n) => output.stemSet.has(n.head)) || coverage(output.stemSet, source) < minCoverage) continue;
    for (const n of source.negations) if (restates(n, output.stemSet) && !negatesAny(output, n.scope)) return { source, stem: n.head, negatedIn: 'source' };
  }
  return null;
}
