// The words of a view as the grounding and repetition detectors read them: their records (text/word-records.ts),
// numbers of their lower-cased forms, and two facts of a whole text found in one walk.
import type { TextView } from '../../text/text-view.js';
import { infoAt, NEGATION, type WordInfo } from '../../text/word-records.js';

export { infoAt, isNegation, LOWER_ID_LIMIT, wordInfo, WordInfo } from '../../text/word-records.js';

/**
 * wordInfo of each word of a view, by word index, filled on first use (`infoAt`): the support judgement
 * walks every word of the answer, the alignment only the context sentences it compares.
 */
export function wordInfos(view: TextView): WordInfo[] {
  return view.wordRecords;
}

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
