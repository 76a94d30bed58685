// What the grounding detectors need to know of a word as written, looked up once: answers and contexts
// repeat their words, so one map lookup on the raw text replaces a lower-casing, a function-word test,
// a stem lookup and a negation test per occurrence (the sentence walks were dominated by those).
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import type { Span, TextView } from '../../text/text-view.js';
import { stemOf } from './util.js';

export class WordInfo {
  private stemValue: string | null | undefined = undefined;
  /** Kept here by the support judgement (support.ts): a claim's content word, and an everyday one. */
  claimWord: boolean | undefined = undefined;
  generic: boolean | undefined = undefined;
  /** Whether the sources of the item whose SourceIndex has this serial support the word (sources.ts). */
  supportSerial = 0;
  supported = false;

  constructor(
    readonly lower: string,
    /** Two letters or more and no function word. */
    readonly content: boolean,
    /** "not", "never", "don't" …: a word that negates what follows. */
    readonly negation: boolean,
    /** The number of the lower-cased form: equal for words equal when lower-cased (within one era of the memo). */
    readonly lowerId: number,
    readonly era: number,
  ) {}

  /** The stem of a content word, else null; found on first need (counting words and triples needs none). */
  get stem(): string | null {
    if (this.stemValue === undefined) this.stemValue = this.content ? stemOf(this.lower) : null;
    return this.stemValue;
  }
}

// "without" is left out: it mostly introduces a modifier ("the team without the ball"), not the claim's polarity.
const NEGATION = new Set(['not', 'no', 'never', 'none', 'nothing', 'nobody', 'neither', 'nor', 'cannot', 'nowhere']);

export function isNegation(lower: string): boolean {
  return NEGATION.has(lower) || lower.endsWith("n't") || lower.endsWith('n’t');
}

const infos = new Map<string, WordInfo>();
const ids = new Map<string, number>();
const INFO_LIMIT = 50_000;
/** Renewing the memo (to bound its memory) starts an era: numbers of different eras do not compare. */
let era = 0;

/** The facts of a word (a token of TextView.words), remembered across sentences, views and items. */
export function wordInfo(raw: string): WordInfo {
  let info = infos.get(raw);
  if (info === undefined) {
    if (infos.size >= INFO_LIMIT) {
      infos.clear();
      ids.clear();
      era++;
    }
    const lower = raw.toLowerCase();
    const content = lower.length >= 2 && !ENGLISH_STOPWORDS.has(lower);
    let lowerId = ids.get(lower);
    if (lowerId === undefined) ids.set(lower, (lowerId = ids.size));
    info = new WordInfo(lower, content, isNegation(lower), lowerId, era);
    infos.set(raw, info);
  }
  return info;
}

const viewInfos = new WeakMap<TextView, WordInfo[]>();

/**
 * wordInfo of each word of a view, by word index, filled on first use (`infoAt`): the support judgement
 * walks every word of the answer, the alignment only the context sentences it compares.
 */
export function wordInfos(view: TextView): WordInfo[] {
  let out = viewInfos.get(view);
  if (!out) viewInfos.set(view, (out = new Array<WordInfo>(view.words.length)));
  return out;
}

export function infoAt(infos: WordInfo[], words: Span[], i: number): WordInfo {
  return (infos[i] ??= wordInfo(words[i].text));
}

/** Numbers of lower-cased forms stay below this (the memo is renewed before it holds more words). */
export const LOWER_ID_LIMIT = INFO_LIMIT;

/**
 * The lower-cased forms of a view's first `count` words as numbers (equal numbers, equal forms), read from
 * the words' records, which the grounding detectors have mostly looked up already, with the era they belong
 * to. Null when the memo was renewed while they were read: numbers of two eras do not compare.
 */
export function lowerIds(view: TextView, count: number): { seq: Int32Array; era: number } | null {
  const words = view.words;
  const infos = wordInfos(view);
  const seq = new Int32Array(count);
  let first = -1;
  let same = true;
  for (let i = 0; i < count; i++) {
    const info = infoAt(infos, words, i);
    if (first < 0) first = info.era;
    else if (info.era !== first) same = false;
    seq[i] = info.lowerId;
  }
  return same ? { seq, era: first } : null;
}

/** Whether a word as written is a negation (as isNegation reads it), told without a lookup for nearly every word. */
export function negates(t: string): boolean {
  const n = t.length;
  const first = t.charCodeAt(0) | 32;
  // Every negation word starts with n or c ("cannot") and has at most seven letters.
  if ((first === 110 || first === 99) && n <= 7 && NEGATION.has(t.toLowerCase())) return true;
  const q = t.charCodeAt(n - 2);
  return n >= 3 && (t.charCodeAt(n - 1) | 32) === 116 && (q === 39 || q === 0x2019) && (t.charCodeAt(n - 3) | 32) === 110;
}

interface WordFacts {
  /** Some word is a negation (as isNegation reads it): false for most texts. */
  negates: boolean;
  /** "und" with "der", "die" or "das": German, where capitals mark every noun and so no names. */
  german: boolean;
}

const facts = new WeakMap<TextView, WordFacts>();

/**
 * Both facts from one walk over a view's words, by their characters alone: a word lower-cases to one of those
 * German words only when it has three letters, and negates() needs no lookup.
 */
function factsOf(view: TextView): WordFacts {
  let f = facts.get(view);
  if (!f) {
    let negation = false;
    let und = false;
    let article = false;
    for (const w of view.words) {
      const t = w.text;
      if (!negation && negates(t)) negation = true;
      if (t.length === 3) {
        const lower = t.toLowerCase();
        if (lower === 'und') und = true;
        else if (lower === 'der' || lower === 'die' || lower === 'das') article = true;
      }
    }
    facts.set(view, (f = { negates: negation, german: und && article }));
  }
  return f;
}

export function mayNegate(view: TextView): boolean {
  return factsOf(view).negates;
}

/** Whether a text reads as German, where capitals do not mark names (instead of a set of all its words). */
export function capitalisesNouns(view: TextView): boolean {
  return factsOf(view).german;
}
