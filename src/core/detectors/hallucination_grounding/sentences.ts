// The sentences of a text analysed for comparison: each sentence's content stems and the negations in it,
// analysed once per item on first use (with the words' facts looked up once per view), and the sentences
// that hold a word, found by its unchanging prefix. unsupported_claim and context_contradiction share them.
import type { Span, TextView } from '../../text/text-view.js';
import { infoAt, wordInfos } from './words.js';

export interface Negation {
  /** The first content word the negation governs ("does not provide support" → provide). */
  head: string;
  /** The content words of its clause after it (provide, support). */
  scope: Set<string>;
}

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
  constructor(
    readonly index: number,
    readonly span: Span,
    readonly stems: string[],
    readonly negations: Negation[],
  ) {}

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

/** What is known of a view's sentences; the alignment's scratch (`seen`, `stamp`) lives here too. */
export interface ViewIndex {
  view: TextView;
  blank: boolean;
  /** Analysed on first use: only the sentences an alignment or a polarity test reaches. */
  sentences: (SentenceStems | undefined)[];
  lower: string | null;
  /** Probe → the sentences holding it, in text order: answers repeat their words, so probes repeat. */
  probes: Map<string, number[]>;
  /** Candidates seen by the current alignment: a sentence is seen when its entry equals the alignment's stamp. */
  seen: Int32Array | null;
  stamp: number;
}

const indexes = new WeakMap<TextView, ViewIndex>();

export function indexOf(view: TextView): ViewIndex {
  let vi = indexes.get(view);
  if (!vi) {
    vi = { view, blank: view.isBlank, sentences: [], lower: null, probes: new Map(), seen: null, stamp: 0 };
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

export function sentenceOf(vi: ViewIndex, idx: number): SentenceStems {
  return (vi.sentences[idx] ??= analyse(vi.view, idx));
}

/** Content stems and negations of one sentence of a view; analysed on first use. */
export function sentenceStems(view: TextView, idx: number): SentenceStems {
  return sentenceOf(indexOf(view), idx);
}

export function sentenceIndexAt(sentences: Span[], offset: number): number {
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
export function sentencesWith(vi: ViewIndex, s: string): number[] {
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
export function coverage(stems: Set<string>, source: SentenceStems): number {
  let shared = 0;
  for (const s of source.distinct) if (stems.has(s)) shared++;
  return stems.size === 0 ? 0 : shared / stems.size;
}
