// What the analysis needs to know of a word as written, looked up once: texts repeat their words, so one
// map lookup on the raw text replaces a lower-casing, a function-word test, a stem lookup and a negation
// test per occurrence. The text analysis (content stems, lower-cased words) and the grounding detectors
// share these records.
import { stem } from './stem.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import type { Span } from './span.js';

export class WordInfo {
  private stemValue: string | null | undefined = undefined;
  /** Kept here by the grounding support judgement: a claim's content word, and an everyday one. */
  claimWord: boolean | undefined = undefined;
  generic: boolean | undefined = undefined;
  /** Kept here by the grounding contradiction check: the word's opposites (its own type there), null for most words. */
  contrast: unknown = undefined;
  /** Kept here by the grounding word-swap check: the word's closed class and group (its own code), -1 for most words. */
  wordClass: number | undefined = undefined;
  /** Whether the sources of the item whose SourceIndex has this serial support the word (grounding sources). */
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
    if (this.stemValue === undefined) this.stemValue = this.content ? stem(this.lower) : null;
    return this.stemValue;
  }
}

// "without" is left out: it mostly introduces a modifier ("the team without the ball"), not the claim's polarity.
export const NEGATION = new Set(['not', 'no', 'never', 'none', 'nothing', 'nobody', 'neither', 'nor', 'cannot', 'nowhere']);

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

/** Numbers of lower-cased forms stay below this (the memo is renewed before it holds more words). */
export const LOWER_ID_LIMIT = INFO_LIMIT;

/** The record of word i of a view (TextView.wordRecords), looked up on first use. */
export function infoAt(infos: WordInfo[], words: Span[], i: number): WordInfo {
  return (infos[i] ??= wordInfo(words[i].text));
}
