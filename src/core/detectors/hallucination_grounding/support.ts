// Lexical support of an answer by its sources (input, context, tool results, system prompt): which content
// words of an output sentence the sources contain (looked up in the item's SourceIndex, sources.ts).
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import type { NumberSpan, Span, TextView } from '../../text/text-view.js';
import { periodSupported, UNSPACED, type SourceIndex } from './sources.js';
import { restatedDurations, type Duration } from './durations.js';
import { figureWorkedOut, scaleAfter, statedLoosely } from './figure-support.js';
import { inReference, jsonReferenceRanges } from './json-references.js';
import { infoAt, wordInfos } from './words.js';

/** Everyday words that carry little claim: an answer may add them without inventing anything. */
const GENERIC = new Set(
  `think know like love really great good interesting lot lots thing things actually well pretty much many people yeah
  wow cool nice fun favorite favourite sound sounds say said says make makes made way time times see seen want heard hear
  mean probably maybe definitely kind sort still even enjoy enjoyed awesome agree true right sure believe guess hope
  never ever always something anything everything someone anyone new old big small little best better lol oh ah hmm
  include includes including known called use used based different various several important however though although
  overall summary summarize passage article text document discuss discusses discussed mention mentions mentioned
  describe describes described highlight highlights state states stated explain explains explained provide provides
  provided note notes noted report reports reported according given company companies speaker speakers team user users
  author person individual context information source sources detail details following`.split(/\s+/),
);

/** Contractions whose first part is a function word ("it's", "don't", "I'm") say nothing on their own. */
const CONTRACTION_HEADS = new Set([
  'i',
  'don',
  'doesn',
  'didn',
  'isn',
  'aren',
  'wasn',
  'weren',
  'won',
  'can',
  'couldn',
  'shouldn',
  'wouldn',
  'haven',
  'hasn',
  'hadn',
  'ain',
  'mustn',
  'needn',
]);

/** Pieces of contractions in tokenised text ("I 've", "do n't"), and titles that precede a name. */
const FRAGMENTS = new Set(['ve', 'll', 're', 'nt', 'mr', 'mrs', 'ms', 'dr', 'sr', 'jr', 'st', 'prof']);

export interface WordSupport {
  word: Span;
  stem: string;
  weight: number;
  supported: boolean;
  /** A name or number in mid-sentence: inventing one is a factual claim on its own. */
  anchor: boolean;
}

/** Values a word that starts with a digit states: "18th" → 18, "3-year-old" → 3, "1991-2000" → 1991, 2000. */
function numericValues(word: string): number[] {
  const out: number[] = [];
  for (const m of word.matchAll(/\d+(?:\.\d+)?/g)) out.push(Number.parseFloat(m[0]));
  return out;
}

/** The first number (as TextView parses them) ending after `start`: with those after it, the ones overlapping a word. */
function firstNumberAfter(numbers: NumberSpan[], start: number): number {
  let lo = 0;
  let hi = numbers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (numbers[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const CAPITALISING = /[:"“‘'([*•\-–—\n.!?]/;

/** Capitalised by position (sentence start, after a colon, quote, bracket or list bullet), not by being a name. */
function positionallyCapitalised(text: string, start: number, sentenceStart: number): boolean {
  let i = start - 1;
  while (i >= sentenceStart && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < sentenceStart || CAPITALISING.test(text[i]);
}

const ACRONYM = /^\p{Lu}{2,6}s?$/u;
/** An acronym with a small letter between its capitals ("YoY", "QoQ"): its phrase is mostly written in lower case. */
const MIXED_ACRONYM = /^\p{Lu}\p{Ll}\p{Lu}$/u;
const SIGNED = /^[-−]/;

/** A sentence's support summed as its words are judged: what the claim tests need before any list. */
export interface SupportTally {
  /** Content words (or character pairs) judged. */
  count: number;
  /** Their summed weight, and that of the supported ones, summed in word order as supportShare sums them. */
  weight: number;
  supportedWeight: number;
  /** Some unsupported word is an anchor (a name or number). */
  anchorMissing: boolean;
  /** The word index after the sentence: the next sentence's walk starts there. */
  next: number;
}

function judge(tally: SupportTally, out: WordSupport[] | null, word: Span, stem: string, weight: number, supported: boolean, anchor: boolean): void {
  tally.count++;
  tally.weight += weight;
  if (supported) tally.supportedWeight += weight;
  else if (anchor) tally.anchorMissing = true;
  out?.push({ word, stem, weight, supported, anchor });
}

/**
 * The content words of one output sentence, each with its weight (longer words and names say more, everyday
 * words little) and whether a source has it. `fromWord` lets callers walk sentences in order in linear time.
 * Words go to `out` when given; the tally is always kept, so most sentences (supported ones) need no list.
 */
export function sentenceSupport(
  view: TextView,
  sentence: Span,
  index: SourceIndex,
  fromWord = 0,
  namesByCase = true,
  out: WordSupport[] | null = null,
): SupportTally {
  const words = view.words;
  const infos = wordInfos(view);
  const numbers = view.numbers;
  const tally: SupportTally = { count: 0, weight: 0, supportedWeight: 0, anchorMissing: false, next: 0 };
  // Numbers a JSON answer points at its sources with ("sources": [1, 2]) are structure, not claims.
  const references = jsonReferenceRanges(view);
  let restated: Duration[] | undefined;
  let i = fromWord;
  while (i < words.length && words[i].start < sentence.start) i++;
  for (; i < words.length && words[i].end <= sentence.end; i++) {
    const w = words[i];
    const info = infoAt(infos, words, i);
    const lower = info.lower;
    const code = lower.charCodeAt(0);
    // Numbers first: a one-digit word ("0" of "0.15") is no function word.
    if ((code < 48 || code > 57) && !(info.claimWord ??= isContentWord(lower))) continue;
    if (code >= 0x0e00 && UNSPACED.test(w.text)) {
      const chars = [...w.text];
      for (let k = 0; k + 1 < chars.length; k++) {
        const g = chars[k] + chars[k + 1];
        judge(tally, out, w, g, 0.5, index.hasBigram(g), false);
      }
      continue;
    }
    if (code >= 48 && code <= 57) {
      if (references.length > 0 && inReference(references, w.start, w.end)) continue;
      // Digits split by the word pattern ("54,000" → "54", "000"; "3.45" → "3", "45") are judged by the whole
      // number: the numbers overlapping the word are numbers[lo..hi).
      const lo = firstNumberAfter(numbers, w.start);
      let hi = lo;
      while (hi < numbers.length && numbers[hi].start < w.end) hi++;
      if (hi > lo && numbers[lo].start + (SIGNED.test(numbers[lo].text) ? 1 : 0) < w.start) continue;
      let supported = true;
      if (hi > lo) {
        // A large figure written with a scale word, rounded or not ("about $1.5 billion"), is read as
        // unsupported_number reads it; a small hedged one ("about 30") still names its value.
        for (let k = lo; k < hi && supported; k++)
          supported =
            index.hasNumber(Math.abs(numbers[k].value)) ||
            (scaleAfter(view.text, numbers[k].end) > 1 && statedLoosely(view.text, numbers[k], index)) ||
            figureWorkedOut(view, numbers[k], index);
      } else {
        // A word the number pattern does not read ("18th") may also be in a source as written.
        supported = numericValues(lower).every((v) => index.hasNumber(v)) || index.hasStem(lower);
      }
      let end = w.end;
      for (let k = lo; k < hi; k++) end = Math.max(end, numbers[k].end);
      judge(tally, out, out ? { text: view.text.slice(w.start, end), start: w.start, end } : w, lower, 1.5, supported, true);
      continue;
    }
    // A content word is two letters or more and no function word, so wordInfo holds its stem.
    const s = info.stem!;
    const generic = (info.generic ??= GENERIC.has(lower) || GENERIC.has(s));
    const capitalised = w.text[0] !== lower[0];
    const name = namesByCase && !generic && capitalised && !positionallyCapitalised(view.text, w.start, sentence.start);
    const weight = generic ? 0.25 : Math.min(1.5, 0.4 + lower.length / 8) + (name ? 0.5 : 0);
    const supported =
      index.supportsWord(info, s) ||
      // The unit of a span of time a source states in another unit ("14 days" for "two weeks").
      inSpan((restated ??= restatedDurations(view, index)), w) ||
      (capitalised && ACRONYM.test(w.text) && index.hasAcronym(lower.replace(/s$/, ''))) ||
      (capitalised && MIXED_ACRONYM.test(w.text) && index.hasPhraseInitials(lower)) ||
      (capitalised && periodSupported(w.text, index));
    // A name the sources hold in another form ("Chinese" for "China") counts against the share but invents nothing.
    const anchor = name && !supported && !index.hasPrefix(s, true);
    judge(tally, out, w, s, weight, supported, anchor);
  }
  tally.next = i;
  return tally;
}

const inSpan = (spans: { start: number; end: number }[], w: Span) => spans.some((d) => w.start >= d.start && w.end <= d.end);

/** Not a function word, a contraction of one, or a fragment of one (kept per word by wordInfo's record). */
function isContentWord(lower: string): boolean {
  const apostrophe = lower.includes("'") ? lower.indexOf("'") : lower.indexOf('’');
  return !(
    lower.length < 2 ||
    ENGLISH_STOPWORDS.has(lower) ||
    FRAGMENTS.has(lower) ||
    (apostrophe > 0 && (CONTRACTION_HEADS.has(lower.slice(0, apostrophe)) || ENGLISH_STOPWORDS.has(lower.slice(0, apostrophe))))
  );
}

/** Weighted share of a sentence's content that the sources support (1 when it has no content words). */
export function supportShare(tally: SupportTally): number {
  return tally.weight === 0 ? 1 : tally.supportedWeight / tally.weight;
}
