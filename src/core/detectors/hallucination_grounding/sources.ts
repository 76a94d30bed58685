// What the sources of an answer hold (input, context, tool results, system prompt), for the grounding
// detectors' lookups: stems, numbers, spellings, acronyms. One index per item, shared by the detectors.
import type { ItemText } from '../../text/item-text.js';
import type { TextView } from '../../text/text-view.js';
import { abbreviationStems, identifierStems } from '../../text/word-parts.js';
import type { WordInfo } from './words.js';

let serials = 0;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Scripts written without spaces: a "word" there is a whole phrase, so it is compared by character pairs. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;

const STEM_PREFIX = 5;
/** Names meet on a shorter prefix, so "Chinese" is supported by "China" and "Turkish" by "Turkey". */
const NAME_PREFIX = 4;

/** Numbers written as words in a source support the digits in an answer ("twelve" → 12, "third" → 3). */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty`
    .split(/\s+/)
    .map((w, i) => [w, i])
    .concat('thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, 30 + 10 * i]))
    .concat([
      ['hundred', 100],
      ['thousand', 1000],
      ['million', 1e6],
      ['billion', 1e9],
      ['dozen', 12],
      ['half', 0.5],
    ])
    .concat('first second third fourth fifth sixth seventh eighth ninth tenth'.split(' ').map((w, i) => [w, i + 1])),
);
/** Value → the number words that spell it. */
const SPELLINGS = new Map<number, string[]>();
for (const [word, n] of Object.entries(NUMBER_WORDS)) SPELLINGS.set(n, [...(SPELLINGS.get(n) ?? []), word]);
/** A request for a summary: "Summarize the document", "give me a summary", "TL;DR", "recap the call". */
export const SUMMARY_REQUEST = /\b(?:summar(?:y|ies|i[sz]e[sd]?|i[sz]ing)|tl;?dr|recap|sum (?:it |this |that )?up|synopsis|gist)\b/i;
/** "Q3" is the third quarter, "H1" the first half. */
const PERIOD_CODE = /^([QH])([1-4])$/i;

/**
 * What the sources hold, for lookups: their stems directly (the views' own sets, no copy), the rest built
 * on first need, since most answers never ask for prefixes, acronyms or character pairs.
 */
export class SourceIndex {
  private prefixSet: Set<string> | null = null;
  private namePrefixSet: Set<string> | null = null;
  private acronymSet: Set<string> | null = null;
  private phraseInitialSet: Set<string> | null = null;
  private bigramSet: Set<string> | null = null;
  private readonly lowered = new Map<TextView, string>();
  private stemSets: Set<string>[] | null = null;
  private identifierSets: Set<string>[] | null = null;
  private abbreviationSets: Set<string>[] | null = null;
  private numberSets: Set<number>[] | null = null;
  /** Tells this index from every other, for answers kept with a word's record (see supportsWord). */
  readonly serial = ++serials;

  constructor(
    readonly views: TextView[],
    /** The input asks for a summary: a summary restates its source's figures rather than working out new ones. */
    readonly summary = false,
  ) {}

  /**
   * A stem the sources hold exactly, by its first letters, inside an identifier ("in_transit"), or in the phrase
   * of an abbreviation they use ("arrival" of "ETA"): the source says those words as surely as if written out.
   */
  supports(s: string): boolean {
    return this.hasStem(s) || this.hasPrefix(s) || this.inIdentifier(s) || this.inAbbreviation(s);
  }

  /** Some source writes the word inside an identifier: "transit" in "in_transit" or "inTransit". */
  inIdentifier(s: string): boolean {
    for (const set of (this.identifierSets ??= this.views.map(identifierStems))) if (set.has(s)) return true;
    return false;
  }

  /** Some source uses an abbreviation whose phrase has the stem, exactly or by its first letters ("arrive"). */
  inAbbreviation(s: string): boolean {
    for (const set of (this.abbreviationSets ??= this.views.map(abbreviationStems))) {
      if (set.size === 0) continue;
      if (set.has(s)) return true;
      if (s.length > STEM_PREFIX) for (const e of set) if (e.startsWith(s.slice(0, STEM_PREFIX))) return true;
    }
    return false;
  }

  /**
   * supports() for a word's stem, kept with the word's record for this index: an answer repeats its words, and
   * a property read is cheaper than a map. The serial, not the index, is kept, so no item outlives its run.
   */
  supportsWord(info: WordInfo, s: string): boolean {
    if (info.supportSerial !== this.serial) {
      info.supportSerial = this.serial;
      info.supported = this.supports(s);
    }
    return info.supported!;
  }

  hasStem(s: string): boolean {
    // The views' sets are fetched once: TextView's memo lookup per call cost more than the set lookups.
    for (const set of (this.stemSets ??= this.views.map((v) => v.contentStems))) if (set.has(s)) return true;
    return false;
  }

  /** Some source stem starts like this one ("evolution" supports "evolved"); names meet on fewer letters. */
  hasPrefix(s: string, name = false): boolean {
    const n = name ? NAME_PREFIX : STEM_PREFIX;
    if (s.length < n || (!name && s.length === n)) return false;
    if (!this.prefixSet || !this.namePrefixSet) this.buildPrefixes();
    return (name ? this.namePrefixSet! : this.prefixSet!).has(s.slice(0, n));
  }

  /** A number value the sources state, in digits or in words ("1,200" = "1200"; "twelve" = 12). */
  hasNumber(value: number): boolean {
    for (const set of (this.numberSets ??= this.views.map((v) => v.numberValues))) if (set.has(value) || set.has(-value)) return true;
    // Only the words that spell this value are looked up in the sources (most values have none).
    const words = SPELLINGS.get(value);
    // Also as the first part of a hyphenated word ("three-point", "five-year"): the word's stem is the compound.
    return words !== undefined && words.some((w) => this.hasStem(w) || this.mentions(w));
  }

  /** A number value some source states within `tolerance` of it (a share: 0.05 is 5%), in digits or in words. */
  hasNumberNear(value: number, tolerance: number): boolean {
    if (this.hasNumber(value)) return true;
    const margin = Math.abs(value) * tolerance;
    for (const set of (this.numberSets ??= this.views.map((v) => v.numberValues)))
      for (const n of set) if (Math.abs(Math.abs(n) - Math.abs(value)) <= margin) return true;
    return false;
  }

  /** Some source spells this text as a token of its own (no letter or digit touching it), case-insensitive. */
  mentions(token: string): boolean {
    if (!token) return false;
    const needle = token.toLowerCase();
    for (const v of this.views) {
      const hay = this.lowerOf(v);
      for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
        const before = at > 0 ? hay[at - 1] : ' ';
        const after = hay[at + needle.length] ?? ' ';
        if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
      }
    }
    return false;
  }

  /** Some source writes these digits as a number of its own ("5.68" in "5.68m", but not in "15.68"). */
  mentionsNumber(digits: string): boolean {
    const re = new RegExp(`(?<![\\d.,])${digits.replace(/[.,]/g, (c) => `\\${c}`)}(?![\\d]|[.,]\\d)`);
    return this.views.some((v) => re.test(v.text));
  }

  private lowerOf(v: TextView): string {
    let l = this.lowered.get(v);
    if (l === undefined) this.lowered.set(v, (l = v.text.toLowerCase()));
    return l;
  }

  /** Initials of the sources' multi-word names, so "EU" is supported by "European Union". */
  hasAcronym(lower: string): boolean {
    if (!this.acronymSet) {
      this.acronymSet = new Set();
      for (const v of this.views) {
        for (const e of v.entities) {
          const initials = e.text
            .split(/\s+/)
            .filter((w) => /^\p{Lu}/u.test(w))
            .map((w) => w[0])
            .join('');
          if (initials.length >= 2) this.acronymSet.add(initials.toLowerCase());
        }
      }
    }
    return this.acronymSet.has(lower);
  }

  /**
   * Initials of three or four words in a row of the sources, in any case, for an acronym written with small letters
   * ("YoY" for "year over year" or "year-over-year"). Not for all-capital ones: some three words of a long text
   * have any three initials.
   */
  hasPhraseInitials(lower: string): boolean {
    if (!this.phraseInitialSet) {
      this.phraseInitialSet = new Set();
      for (const v of this.views) {
        let initials = '';
        for (const w of v.words) for (const part of w.text.split('-')) if (part) initials += part[0].toLowerCase();
        for (let p = 0; p + 3 <= initials.length; p++)
          for (let k = 3; k <= 4 && p + k <= initials.length; k++) this.phraseInitialSet.add(initials.slice(p, p + k));
      }
    }
    return this.phraseInitialSet.has(lower);
  }

  /** Character pairs of the sources' unspaced-script text. */
  hasBigram(pair: string): boolean {
    if (!this.bigramSet) {
      this.bigramSet = new Set();
      for (const v of this.views) {
        const chars = [...v.text];
        for (let i = 0; i + 1 < chars.length; i++) if (UNSPACED.test(chars[i])) this.bigramSet.add(chars[i] + chars[i + 1]);
      }
    }
    return this.bigramSet.has(pair);
  }

  private buildPrefixes(): void {
    this.prefixSet = new Set();
    this.namePrefixSet = new Set();
    for (const v of this.views) {
      for (const st of v.contentStems) {
        if (st.length >= NAME_PREFIX) this.namePrefixSet.add(st.slice(0, NAME_PREFIX));
        if (st.length >= STEM_PREFIX) this.prefixSet.add(st.slice(0, STEM_PREFIX));
      }
    }
  }
}

const indexCache = new WeakMap<ItemText, SourceIndex>();

/** Everything the answer may draw on: input, context, tool results, system prompt; one index per item. */
export function sourceIndex(text: ItemText): SourceIndex {
  let index = indexCache.get(text);
  if (!index) {
    const views = [text.input, text.context, text.toolResults, text.systemPrompt].filter((v): v is TextView => v !== null && !v.isBlank);
    index = new SourceIndex(views, SUMMARY_REQUEST.test(text.input.text));
    indexCache.set(text, index);
  }
  return index;
}

/** "Q3" is supported by "third quarter", "H1" by "first half". */
export function periodSupported(word: string, index: SourceIndex): boolean {
  const period = PERIOD_CODE.exec(word);
  return period !== null && index.hasStem(period[1].toLowerCase() === 'q' ? 'quarter' : 'half') && index.hasNumber(Number(period[2]));
}
