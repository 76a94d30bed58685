// Judges each claim-bearing sentence of an answer against its sources: how much of its content the sources
// hold, whether it names a person or number they never mention, and whether it flips the polarity of the
// source sentence it restates. Used by unsupported_claim; kept apart so its thresholds can be studied.
import { isDictionaryAbbreviation } from '../../text/dictionary-abbreviations.js';
import type { ItemText } from '../../text/item-text.js';
import type { Span, TextView } from '../../text/text-view.js';
import { findPolarityFlip } from './align.js';
import { sentenceStems } from './sentences.js';
import { capitalisesNouns, mayNegate } from './words.js';
import { sourceIndex, type SourceIndex } from './sources.js';
import { sentenceSupport, supportShare, type WordSupport } from './support.js';
import { type SynonymPair, synonymPairs } from './synonym-paraphrase.js';

export interface ClaimParams {
  /** A sentence whose weighted supported share is below this is unsupported. */
  shareThreshold: number;
  /** Below this (but not below shareThreshold) a sentence is weakly unsupported: it may be a paraphrase. */
  weakThreshold: number;
  /** Sentences with less content weight than this are too short to judge. */
  minWeight: number;
  /** An invented name or number makes a sentence unsupported even when its other words are supported. */
  anchors: boolean;
  /** A sentence that restates a source sentence with the opposite polarity is unsupported. */
  polarity: boolean;
  /** Least share of the source sentence's stems the output sentence must hold to count as a restatement. */
  alignCoverage: number;
  /**
   * In a summary (the input asks for one), sentences unsupported by their words alone make a claim of it only
   * when there are at least this many: a summary restates its source in other words, and one sentence so
   * paraphrased shares as few words with it as one invented; several mean the summary adds what the source
   * lacks. Fewer are weakly unsupported, and so are they all when they are every sentence judged (the whole
   * summary is in its own words: nothing in it can be checked word for word). Names, numbers and flipped
   * polarity count in any answer.
   */
  summaryLexicalSentences: number;
}

/** Sentences judged per answer at most. */
export const MAX_SENTENCES = 400;

export const CLAIM_PARAMS: ClaimParams = {
  shareThreshold: 0.7,
  weakThreshold: 0.8,
  minWeight: 2,
  anchors: true,
  polarity: true,
  alignCoverage: 0.6,
  summaryLexicalSentences: 2,
};

export interface UnsupportedSentence {
  span: Span;
  share: number;
  weight: number;
  missing: WordSupport[];
  /** `abbreviation`: its only missing names are abbreviations a dictionary lists (text/dictionary-abbreviations.ts). */
  reason: 'lexical' | 'anchor' | 'polarity' | 'abbreviation';
  /** Only weakly unsupported (lexical, between the two thresholds; an abbreviation): unsure, not a fail. */
  weak: boolean;
  /** For polarity: the source sentence restated and the word whose polarity flipped. */
  flip?: { source: Span; in: 'context' | 'tool_call'; stem: string; negatedIn: 'output' | 'source' };
  /** Lexical, and every missing word has a synonym in the context (synonym-paraphrase.ts): weak, so unsure. */
  synonyms?: SynonymPair[];
}

export interface ClaimAssessment {
  judged: number;
  judgedWeight: number;
  unsupported: UnsupportedSentence[];
}

// Questions ask rather than claim, except those that smuggle in a fact ("Did you know that …?").
const ASSERTING_QUESTION = /^(?:did|do|have) you (?:know|hear|heard)\b|^are you aware\b|^you mean\b/i;
const HEDGE =
  /\b(?:i (?:do not|don'?t|don’t) know|i'?m not sure|i am not sure|not sure (?:if|whether|about)|no idea|i can(?:no|'|’)?t (?:say|tell)|i'?m unsure|i have no (?:information|data))\b/i;
// Greetings and intros are skipped only when short: "Of course, the plan costs $10." still claims something.
const GREETING =
  /^(?:hi|hello|hey|thanks|thank you|you'?re welcome|good (?:morning|afternoon|evening)|of course|no problem|great question|happy to help|glad to help|sure|certainly|absolutely)\b/i;
const INTRO = /^(?:here(?:'s|’s| is| are)|below (?:is|are)|the following|in summary|to summari[sz]e)\b/i;
const SHORT_WORDS = 12;
// Courtesy lines are no claims wherever they stand.
// The speaker's feelings and wishes towards the user ("I am sorry to hear…", "Happy to help!", "Have a great
// trip!", "Wishing you happy viewing!", "Have a great ride!") are courtesy too: they say nothing of the world a
// source could hold.
const COURTESY_START =
  /^(?:let me know|feel free|(?:i )?hope (?:this|that|it) helps|please (?:let me know|feel free|reach out|contact)|(?:don'?t|do not) hesitate|(?:(?:i|we)(?: am|'m|’m| are|'re|’re)? )?(?:so |very |really |truly )?(?:sorry|glad|happy|delighted|pleased|thrilled) (?:to hear|to help|to assist|you|that you|for (?:the|any|all)|about (?:the|any|all))|(?:i|we) (?:hope|wish) (?:you|your)|(?:thanks|thank you) (?:so much |very much )?for|(?:happy|glad) to (?:help|assist)|(?:have|enjoy) (?:a|an|your) (?:\w+ )?(?:day|trip|stay|weekend|evening|time|visit|holiday|flight|meal)|(?:good luck|best wishes|enjoy)\b|(?:i |we )?wish(?:ing)? you\b|(?:have|enjoy) (?:a|an) (?:great|good|nice|lovely|wonderful|fantastic|pleasant|safe|relaxing|fun|happy|brilliant|amazing|excellent)\b|(?:stay safe|take care|all the best)\b|happy \w+ing(?=\W*$))\b/i;
const COURTESY_ANY = /\b(?:any (?:other|more|further) questions|further assistance|need (?:more|any more|further) help)\b/i;
// Remarks about what the source lacks ("The passage does not mention the date") are not claims about the world.
const SOURCE_WORD = /\b(?:passage|article|document|text|context|excerpt|transcript|source|sources|information|summary|dialogue|conversation|email)\b/i;
const LACK = /\b(?:not|n't|n’t|no|neither|nor|missing|unspecified|unclear|absent)\b/i;

function codeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let from = text.indexOf('```');
  while (from >= 0) {
    const close = text.indexOf('```', from + 3);
    const end = close < 0 ? text.length : close + 3;
    ranges.push([from, end]);
    from = close < 0 ? -1 : text.indexOf('```', end);
  }
  return ranges;
}

const ENDS_IN_COLON = /:\s*$/;

/**
 * Which unanchored patterns match somewhere in the whole answer. A sentence is a stretch of it between blanks,
 * so one that matches inside a sentence matches the answer: where the answer has none, no sentence is tested.
 */
interface AnswerScan {
  courtesy: boolean;
  hedge: boolean;
  lack: boolean;
}

function scanAnswer(text: string): AnswerScan {
  return { courtesy: COURTESY_ANY.test(text), hedge: HEDGE.test(text), lack: SOURCE_WORD.test(text) && LACK.test(text) };
}

function isClaim(sentence: Span, inCode: boolean, refusal: Span | null, scan: AnswerScan): boolean {
  const t = sentence.text;
  if (inCode) return false;
  if (t.endsWith('?') && !ASSERTING_QUESTION.test(t)) return false;
  if (ENDS_IN_COLON.test(t) || COURTESY_START.test(t) || (scan.courtesy && COURTESY_ANY.test(t)) || (scan.hedge && HEDGE.test(t))) return false;
  if ((INTRO.test(t) || GREETING.test(t)) && t.split(/\s+/).length <= SHORT_WORDS && !/\d/.test(t)) return false;
  if (scan.lack && SOURCE_WORD.test(t) && LACK.test(t)) return false;
  if (refusal && refusal.start >= sentence.start && refusal.start < sentence.end) return false;
  return true;
}

/** The unsupported words of a sentence, listed (judged again, from the same memos) only for one reported. */
function missingWords(output: TextView, sentence: Span, index: SourceIndex, from: number, namesByCase: boolean): WordSupport[] {
  const listed: WordSupport[] = [];
  sentenceSupport(output, sentence, index, from, namesByCase, listed);
  return listed.filter((w) => !w.supported);
}

/** A sentence short of the sources' words; weak when only a little short, or short only by synonyms of the context's words. */
function lexicalShortfall(text: ItemText, span: Span, share: number, weight: number, missing: WordSupport[], weak: boolean): UnsupportedSentence {
  const synonyms = weak ? null : synonymPairs(text, missing);
  if (synonyms) return { span, share, weight, missing, reason: 'lexical', weak: true, synonyms };
  return { span, share, weight, missing, reason: 'lexical', weak };
}

export function assessClaims(text: ItemText, params: ClaimParams = CLAIM_PARAMS): ClaimAssessment {
  // A JSON answer is judged by its string values: keys and brackets are no claims, and a value's courtesy line
  // ("Happy to help!") reads as it does in prose.
  const output = text.outputProse;
  const result: ClaimAssessment = { judged: 0, judgedWeight: 0, unsupported: [] };
  if (output.isBlank) return result;
  const index = sourceIndex(text);
  const code = codeRanges(output.text);
  const refusal = text.outputRefusal;
  // German capitalises every noun, so capitals do not mark names there.
  const namesByCase = !capitalisesNouns(output);
  // In a summary, a sentence short of words is judged after its names and polarity, and only counted at the end.
  const summary = index.summary;
  const words = output.words;
  const scan = scanAnswer(output.text);
  // Polarity can only flip against a source where the answer or the source has a negation word: most have none.
  const flipViews = params.polarity ? [text.context, text.toolResults].filter((v) => mayNegate(output) || mayNegate(v)) : [];
  // A very long answer is judged on its first sentences: enough to show the problem, bounded in cost.
  const sentences = output.sentences;
  const count = Math.min(sentences.length, MAX_SENTENCES);
  let next = 0;
  judging: for (let si = 0; si < count; si++) {
    const sentence = sentences[si];
    const from = next;
    const inCode = code.some(([a, b]) => sentence.start < b && sentence.end > a);
    if (!isClaim(sentence, inCode, refusal, scan)) {
      // Not judged: only step over its words, as sentenceSupport would.
      while (next < words.length && words[next].start < sentence.start) next++;
      while (next < words.length && words[next].end <= sentence.end) next++;
      continue;
    }
    const tally = sentenceSupport(output, sentence, index, from, namesByCase);
    next = tally.next;
    const share = supportShare(tally);
    const weight = tally.weight;
    if (weight < params.minWeight || tally.count < 3) continue;
    result.judged++;
    result.judgedWeight += weight;
    const lexical = share < params.shareThreshold;
    if (lexical && !summary) {
      result.unsupported.push(lexicalShortfall(text, sentence, share, weight, missingWords(output, sentence, index, from, namesByCase), false));
      continue;
    }
    // A sentence whose only missing names are abbreviations a dictionary lists ("UK", "TV") is judged on, and
    // reported unsure if nothing else fails it: the abbreviation may stand for what the sources say otherwise.
    let abbreviations: WordSupport[] | null = null;
    if (params.anchors && tally.anchorMissing) {
      const missing = missingWords(output, sentence, index, from, namesByCase).filter((w) => w.anchor);
      if (!missing.every((w) => isDictionaryAbbreviation(w.word.text))) {
        result.unsupported.push({ span: sentence, share, weight, missing, reason: 'anchor', weak: false });
        continue;
      }
      abbreviations = missing;
    }
    for (const view of flipViews) {
      const flip = findPolarityFlip(sentenceStems(output, si), view, params.alignCoverage);
      if (flip) {
        const missing = missingWords(output, sentence, index, from, namesByCase);
        const source = view === text.context ? 'context' : 'tool_call';
        result.unsupported.push({
          span: sentence,
          share,
          weight,
          missing,
          reason: 'polarity',
          weak: false,
          flip: { source: flip.source.span, in: source, stem: flip.stem, negatedIn: flip.negatedIn },
        });
        continue judging;
      }
    }
    if (share < params.weakThreshold)
      result.unsupported.push(lexicalShortfall(text, sentence, share, weight, missingWords(output, sentence, index, from, namesByCase), !lexical));
    else if (abbreviations) result.unsupported.push({ span: sentence, share, weight, missing: abbreviations, reason: 'abbreviation', weak: true });
  }
  if (summary) {
    const lexical = result.unsupported.filter((u) => u.reason === 'lexical' && !u.weak);
    // A summary short of its source's words in every sentence it makes is written in its own words throughout:
    // the reading cannot tell that from one made up, so it is left unsure (issue 22 point 6).
    const allReworded = lexical.length === result.judged;
    if (lexical.length < params.summaryLexicalSentences || allReworded) for (const u of lexical) u.weak = true;
  }
  return result;
}
