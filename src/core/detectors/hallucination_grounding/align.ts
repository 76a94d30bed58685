// Aligns an output sentence with the source sentences that say the same things, and compares their
// polarity: "X does not provide Y" against "X provides Y" is the same subject with the opposite claim.
// An output sentence's polarity flip is kept per source: unsupported_claim and context_contradiction both ask.
import type { TextView } from '../../text/text-view.js';
import { coverage, indexOf, sentenceIndexAt, sentenceOf, sentencesWith, type Negation, type SentenceStems, type ViewIndex } from './sentences.js';
import { deniesByMeaning, negatesABound } from './limits.js';
import { mayNegate, negates } from './words.js';

const HAS_NEGATION = /\b(?:not|no|never|none|nothing|nobody|neither|nor|cannot|nowhere)\b|n['’]t\b/i;
/** Words that deny without a negation ("failed to progress"): a sentence with one affirms nothing for sure. */
const DENIAL = /\b(?:fail(?:s|ed|ing)?|refus(?:e|es|ed|ing)|lack(?:s|ed|ing)?|unable|without)\b/i;

export interface Alignment {
  source: SentenceStems;
  /** Share of the output sentence's distinct stems that the source sentence holds. */
  coverage: number;
}

/** The `probes` longest stems (four letters or more, not numbers); longer first, ties in sentence order. */
function longestStems(stems: Set<string>, probes: number): string[] {
  const out: string[] = [];
  for (const s of stems) {
    const c = s.charCodeAt(0);
    if (s.length < 4 || (c >= 48 && c <= 57)) continue;
    let at = out.length;
    while (at > 0 && out[at - 1].length < s.length) at--;
    if (at < probes) {
      out.splice(at, 0, s);
      if (out.length > probes) out.pop();
    }
  }
  return out;
}

/** The source sentence sharing the most of the output sentence's stems, among the sentences holding its longest words. */
export function bestAlignment(output: SentenceStems, view: TextView, probes = 3): Alignment | null {
  const stems = output.stemSet;
  if (stems.size === 0) return null;
  const vi = indexOf(view);
  if (vi.blank) return null;
  // Each candidate once, in the order the probes find them (ties keep the first found).
  const seen = (vi.seen ??= new Int32Array(view.sentences.length));
  const stamp = ++vi.stamp;
  let best: SentenceStems | null = null;
  let bestCoverage = 0;
  for (const s of longestStems(stems, probes)) {
    for (const idx of sentencesWith(vi, s)) {
      if (seen[idx] === stamp) continue;
      seen[idx] = stamp;
      const source = sentenceOf(vi, idx);
      const cov = coverage(stems, source);
      // Ties go to the shorter sentence: it is the more specific match.
      if (!best || cov > bestCoverage || (cov === bestCoverage && source.stems.length < best.stems.length)) {
        best = source;
        bestCoverage = cov;
      }
    }
  }
  return best && { source: best, coverage: bestCoverage };
}

/** The other sentence holds the negated word and, when the clause has more, one more word of it. */
function restates(n: Negation, stems: Set<string>): boolean {
  if (!stems.has(n.head)) return false;
  let shared = 0;
  for (const s of n.scope) if (stems.has(s)) shared++;
  return shared >= Math.min(2, n.scope.size);
}

function negatesAny(sentence: SentenceStems, words: Set<string>): boolean {
  for (const n of sentence.negations) for (const s of n.scope) if (words.has(s)) return true;
  return false;
}

export interface PolarityFlip {
  source: SentenceStems;
  stem: string;
  negatedIn: 'output' | 'source';
}

function anyIn(words: Set<string>, stems: Set<string>): boolean {
  for (const w of words) if (stems.has(w)) return true;
  return false;
}

interface Polarity {
  /** Sentences that negate something (and whose text says so): the only ones polarity can flip against. */
  negated: number[];
  /** Every word some sentence of the view negates. */
  heads: Set<string>;
  /** Output sentence → its polarity flip against this view, per least coverage: both grounding detectors ask. */
  flips: Map<number, Map<SentenceStems, PolarityFlip | null>>;
}

const polarities = new WeakMap<TextView, Polarity>();

/** The negated sentences of a view and the words they negate; only sentences with a negation word can be. */
function polarityOf(vi: ViewIndex): Polarity {
  let p = polarities.get(vi.view);
  if (p) return p;
  p = { negated: [], heads: new Set(), flips: new Map() };
  polarities.set(vi.view, p);
  if (mayNegate(vi.view)) {
    const spans = vi.view.sentences;
    const words = vi.view.words;
    let last = -1;
    for (let i = 0; i < words.length; i++) {
      if (!negates(words[i].text)) continue;
      const k = sentenceIndexAt(spans, words[i].start);
      if (k <= last) continue;
      last = k;
      if (!HAS_NEGATION.test(spans[k].text)) continue;
      const s = sentenceOf(vi, k);
      if (s.negations.length === 0) continue;
      p.negated.push(k);
      for (const n of s.negations) p.heads.add(n.head);
    }
  }
  return p;
}

function polarityFlip(output: SentenceStems, vi: ViewIndex, minCoverage: number): PolarityFlip | null {
  // Most sentences negate nothing and hold no word a source negates: nothing to compare.
  const { negated, heads } = polarityOf(vi);
  if (output.negations.length === 0 && !anyIn(heads, output.stemSet)) return null;
  // A negated bound ("no more than 6") restates a limit, and a source that says something ends or is lost
  // denies by meaning what the output denies in words: neither is a flip.
  const outputLimit = output.negations.length > 0 && negatesABound(output.span.text);
  for (const n of outputLimit ? [] : output.negations) {
    for (const idx of sentencesWith(vi, n.head)) {
      const source = sentenceOf(vi, idx);
      if (
        coverage(output.stemSet, source) >= minCoverage &&
        restates(n, source.stemSet) &&
        !negatesAny(source, n.scope) &&
        !DENIAL.test(source.span.text) &&
        !deniesByMeaning(source.span.text)
      ) {
        return { source, stem: n.head, negatedIn: 'output' };
      }
    }
  }
  for (const idx of negated) {
    const source = sentenceOf(vi, idx);
    // The cheap test first: the output must hold the negated word at all.
    if (!source.negations.some((n) => output.stemSet.has(n.head)) || coverage(output.stemSet, source) < minCoverage || negatesABound(source.span.text))
      continue;
    for (const n of source.negations) if (restates(n, output.stemSet) && !negatesAny(output, n.scope)) return { source, stem: n.head, negatedIn: 'source' };
  }
  return null;
}

/**
 * A source sentence that the output sentence restates (holds at least `minCoverage` of its stems) with one
 * claim's polarity flipped: a word one negates and the other states plainly. A negation that only moved
 * ("found no evidence" / "did not find any evidence") is no flip: the other sentence negates the same clause.
 */
export function findPolarityFlip(output: SentenceStems, view: TextView, minCoverage: number): PolarityFlip | null {
  // A source that negates nothing has no negation heads: only the output's own negations can flip.
  if ((output.negations.length === 0 && !mayNegate(view)) || output.stemSet.size === 0) return null;
  const vi = indexOf(view);
  if (vi.blank) return null;
  const flips = polarityOf(vi).flips;
  let memo = flips.get(minCoverage);
  if (!memo) flips.set(minCoverage, (memo = new Map()));
  let flip = memo.get(output);
  if (flip === undefined) memo.set(output, (flip = polarityFlip(output, vi, minCoverage)));
  return flip;
}
