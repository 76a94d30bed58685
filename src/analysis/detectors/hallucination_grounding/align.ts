// Aligns an output sentence with the source sentences that say the same things, and compares their
// polarity: "X does not provide Y" against "X provides Y" is the same subject with the opposite claim.
// Sentences are analysed once per item, on first use (with the words' facts looked up once per view), and an
// output sentence's polarity flip is kept: unsupported_claim and context_contradiction both ask for it.
import type { Span, TextView } from '../../text/text-view.js';
import { infoAt, mayNegate, negates, wordInfos } from './words.js';

export interface Negation {
  /** The first content word the negation governs ("does not provide support" → provide). */
  head: string;
  /** The content words of its clause after it (provide, support). */
  scope: Set<string>;
}

const HAS_NEGATION = /\b(?:not|no|never|none|nothing|nobody|neither|nor|cannot|nowhere)\b|n['’]t\b/i;
/** Negated hedges ("I don't think", "not sure") qualify the speaker, not the claim. */
const HEDGE_HEADS = new Set(['think', 'know', 'remember', 'sure', 'believe', 'recall', 'mind', 'care', 'like', 'want', 'thank']);
/** "not only", "not just": emphasis, not negation. */
const NOT_NEGATING = new Set(['only', 'just', 'merely', 'simply']);
const CLAUSE_BREAK = /[,;:()[\]"“”—–]/;
/** Content words a negation reaches within its clause. */
const NEGATION_REACH = 4;

/** Sentences this short find their distinct stems by scanning: cheaper than a set, and most are this short. */
const SCAN_DISTINCT = 24;

export class SentenceStems {
  private set: Set<string> | null = null;
  private uniq: string[] | null = null;
  constructor(readonly index: number, readonly span: Span, readonly stems: string[], readonly negations: Negation[]) {}

  /** Built on first use: a context sentence compared for coverage only needs its distinct stems. */
  get stemSet(): Set<string> {
    return (this.set ??= new Set(this.stems));
  }

  /** The distinct stems, in order of first use. */
  get distinct(): string[] {
    if (!this.uniq) {
      if (this.set || this.stems.length > SCAN_DISTINCT) this.uniq = [...this.stemSet];
      else {
        this.uniq = [];
        for (const s of this.stems) if (!this.uniq.includes(s)) this.uniq.push(s);
      }
    }
    return this.uniq;
  }
}

interface ViewIndex {
  view: TextView;
  blank: boolean;
  /** Analysed on first use: only the sentences an alignment or a polarity test reaches. */
  sentences: (SentenceStems | undefined)[];
  /** Sentences that negate something (and whose text says so): the only ones polarity can flip against. */
  negated: number[] | null;
  /** Every word some sentence of the view negates. */
  heads: Set<string> | null;
  lower: string | null;
  /** Probe → the sentences holding it, in text order: answers repeat their words, so probes repeat. */
  probes: Map<string, number[]>;
  /** Output sentence → its polarity flip against this view, per least coverage: both grounding detectors ask. */
  flips: Map<number, Map<SentenceStems, PolarityFlip | null>>;
  /** Candidates seen by the current alignment: a sentence is seen when its entry equals the alignment's stamp. */
  seen: Int32Array | null;
  stamp: number;
}

const indexes = new WeakMap<TextView, ViewIndex>();

function indexOf(view: TextView): ViewIndex {
  let vi = indexes.get(view);
  if (!vi) {
    vi = { view, blank: view.isBlank, sentences: [], negated: null, heads: null, lower: null, probes: new Map(), flips: new Map(), seen: null, stamp: 0 };
    indexes.set(view, vi);
  }
  return vi;
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
  const infos = wordInfos(view);
  const text = view.text;
  const stems: string[] = [];
  const negations: Negation[] = [];
  // The negation still reaching forward, if any, and how many more content words it reaches.
  let current: Negation | null = null;
  let reach = 0;
  let first = true;
  for (let i = firstWordAt(words, span.start); i < words.length && words[i].end <= span.end; i++) {
    const w = words[i];
    const { lower, stem: s, negation } = infoAt(infos, words, i);
    if (current && i > 0 && CLAUSE_BREAK.test(text.slice(words[i - 1].end, w.start))) current = null;
    const answerParticle = first && (lower === 'no' || lower === 'not');
    first = false;
    if (negation) {
      // A leading "No," answers the question asked; it does not negate the claim that follows.
      current = answerParticle ? null : { head: '', scope: new Set() };
      reach = NEGATION_REACH;
      continue;
    }
    if (lower === 'but' || (current && current.head === '' && NOT_NEGATING.has(lower))) {
      current = null;
      continue;
    }
    if (s === null) continue;
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
  return new SentenceStems(idx, span, stems, negations);
}

function sentenceOf(vi: ViewIndex, idx: number): SentenceStems {
  return (vi.sentences[idx] ??= analyse(vi.view, idx));
}

/** The negated sentences of a view and the words they negate; only sentences with a negation word can be. */
function negationsOf(vi: ViewIndex): { negated: number[]; heads: Set<string> } {
  if (!vi.negated || !vi.heads) {
    vi.negated = [];
    vi.heads = new Set();
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
        vi.negated.push(k);
        for (const n of s.negations) vi.heads.add(n.head);
      }
    }
  }
  return { negated: vi.negated, heads: vi.heads };
}

/** Content stems and negations of one sentence of a view; analysed on first use. */
export function sentenceStems(view: TextView, idx: number): SentenceStems {
  return sentenceOf(indexOf(view), idx);
}

function sentenceIndexAt(sentences: Span[], offset: number): number {
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

const probes = new Map<string, string>();

/** The part of a stem every form of the word spells ("stud" of "study"); remembered, as stems recur. */
function probeOf(s: string): string {
  let probe = probes.get(s);
  if (probe === undefined) {
    if (probes.size >= 50_000) probes.clear();
    probe = s.length > 6 ? s.slice(0, s.length - 2) : s.slice(0, Math.max(4, s.length - 1));
    probes.set(s, probe);
  }
  return probe;
}

/** Sentences whose text holds a stem (by its unchanging prefix: "studies" holds "stud" of "study"), in text order. */
function sentencesWith(vi: ViewIndex, s: string): number[] {
  const probe = probeOf(s);
  let ids = vi.probes.get(probe);
  if (ids) return ids;
  ids = [];
  const lower = (vi.lower ??= vi.view.text.toLowerCase());
  const spans = vi.view.sentences;
  for (let at = lower.indexOf(probe); at >= 0; at = lower.indexOf(probe, at + probe.length)) {
    const idx = sentenceIndexAt(spans, at);
    // Offsets only grow, so a sentence already listed is the last one listed.
    if (idx >= 0 && ids[ids.length - 1] !== idx) ids.push(idx);
  }
  vi.probes.set(probe, ids);
  return ids;
}

/** Share of the output sentence's distinct stems that the source sentence holds (counted from the source's side). */
function coverage(stems: Set<string>, source: SentenceStems): number {
  let shared = 0;
  for (const s of source.distinct) if (stems.has(s)) shared++;
  return stems.size === 0 ? 0 : shared / stems.size;
}

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

function polarityFlip(output: SentenceStems, vi: ViewIndex, minCoverage: number): PolarityFlip | null {
  // Most sentences negate nothing and hold no word a source negates: nothing to compare.
  const { negated, heads } = negationsOf(vi);
  if (output.negations.length === 0 && !anyIn(heads, output.stemSet)) return null;
  for (const n of output.negations) {
    for (const idx of sentencesWith(vi, n.head)) {
      const source = sentenceOf(vi, idx);
      if (coverage(output.stemSet, source) >= minCoverage && restates(n, source.stemSet) && !negatesAny(source, n.scope)) return { source, stem: n.head, negatedIn: 'output' };
    }
  }
  for (const idx of negated) {
    const source = sentenceOf(vi, idx);
    // The cheap test first: the output must hold the negated word at all.
    if (!source.negations.some((n) => output.stemSet.has(n.head)) || coverage(output.stemSet, source) < minCoverage) continue;
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
  let memo = vi.flips.get(minCoverage);
  if (!memo) vi.flips.set(minCoverage, (memo = new Map()));
  let flip = memo.get(output);
  if (flip === undefined) memo.set(output, (flip = polarityFlip(output, vi, minCoverage)));
  return flip;
}
