// One prompt or response as the classifier reads it: every lexicon scan runs at most once per text, on
// first need, and the 23 categories share the results.
import { findHarmfulRequests, framingOf, looksLikeJailbreak, type HarmfulMatch } from '../lexicons/harmful-request.js';
import { findHarmTopics, harmTopicsIn, instructionProfile, knowHarmTopics, type HarmHit, type InstructionProfile } from '../lexicons/harm-lexicon.js';
import { AMOUNT, DEFENSIVE, instructionClauses } from '../lexicons/instruction-clauses.js';
import { statesProtectivePurpose } from '../lexicons/protective-purpose.js';
import { findPii, piiIn, type PiiMatch } from '../lexicons/pii-patterns.js';
import { findToxic, toxicIn, type ToxicHit } from '../lexicons/toxic-lexicon.js';
import { lowerWordSet } from '../lexicons/word-gate.js';
import { findRefusal, knowRefusal, refusalIn } from '../text/refusal.js';
import type { Span, TextView } from '../text/text-view.js';
import { detector as harmfulContent } from '../detectors/safety_security/harmful_content.js';
import { normalizeItem } from '../text/normalize.js';
import { ItemText } from '../text/item-text.js';
import type { EvidenceSnippet } from './evidence.js';
import { ASKS } from './categories/asks.js';

/** Actionable harmful help found in a response, with its S-label. */
export interface Assistance {
  category: string;
  confidence: number;
  evidence: EvidenceSnippet[];
}

// Asking to protect, prevent, recognise, report or understand how others detect harm, not to do it.
const PROTECTIVE =
  /\b(?:protect(?:ing)? (?:myself|yourself|ourselves|my|your|our|us|them|children|kids|against|from)|prevent(?:ing)? (?:it|this|that|myself|yourself|being|scams?|fraud|attacks?|abuse|theft|identity theft|suicide|overdoses?|bullying|the spread)|reduc(?:e|ing) (?:the )?risks?|recogni[sz]e|warning signs|signs of|stay safe|safe from|avoid (?:being|becoming|falling)|victims? of|report(?:ing)? (?:it|this|them|a |an |the |abuse|fraud|a crime)|help (?:for|with) (?:[\w-]+ )?(?:addiction|abuse|depression)|(?:get|getting|find|seek\w*) help|what should (?:i|we|you) do if|(?:tell|know|check|verify|find out) (?:if|whether) (?:[\w'-]+ ){0,5}(?:is|are|was|were) (?:a |an )?(?:scams?|fraud\w*|phishing|fakes?|legit\w*|genuine|real|safe)\b|if (?:i|we|you) (?:receive|get|see|find)|how (?:do|does|can|did) (?:the )?(?:police|detectives?|investigators?|authorities|banks?|customs(?: officers)?|moderators?|security teams?|doctors|courts?) )/i;

/** A later step joined to an instruction: "…, then check the app", "… and afterwards wipe it". */
const SEQUENCED = /\b(?:then|afterwards|after that|next|finally)\b/i;

/** Longest stretch of a text the lexicons read: the head and the tail, where asks and payloads sit. */
const SCAN_HEAD = 20_000;
const SCAN_TAIL = 4_000;
/** The end of a long text that holds its request. */
const ASK_TAIL = 600;
/**
 * Characters beyond ASCII that are no letter, digit or mark (no-break space, general punctuation: ’ “ — …).
 * A text with no other splits into the same words in the text analysis (TextView) as in lowerWords.
 */
const NOT_ASCII_WORDS = /[^\x00-\x7f\u00a0\u2000-\u206f]/;

export class AuditText {
  readonly text: string;
  private cache = new Map<string, unknown>();
  private patternMatches = new Map<RegExp, RegExpExecArray[]>();

  /** The item's text analysis of this very text, when there is one: its scans are shared. */
  private readonly view: TextView | null;
  /** The view splits the text into the words lowerWords gives: its words and word-gated scans serve too. */
  private readonly viewWords: boolean;

  /**
   * For a response: the prompt it answers (harmful help is judged against what was asked). `shared`: the
   * item's text analysis of the same text (failure analysis), whose words and lexicon scans are reused.
   */
  constructor(
    raw: string,
    readonly prompt: AuditText | null = null,
    shared: TextView | null = null,
  ) {
    this.text = raw.length > SCAN_HEAD + SCAN_TAIL ? `${raw.slice(0, SCAN_HEAD)}\n${raw.slice(-SCAN_TAIL)}` : raw;
    this.view = shared !== null && shared.text === this.text ? shared : null;
    this.viewWords = this.view !== null && !NOT_ASCII_WORDS.test(this.text);
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }
  private memos = new Map<object, unknown>();

  /** A value the categories derive from this text (a gate's verdict), made once per key. */
  memo<T>(key: object, make: () => T): T {
    let value = this.memos.get(key) as T | undefined;
    if (value === undefined) this.memos.set(key, (value = make()));
    return value;
  }

  get isBlank(): boolean {
    return this.text.trim().length === 0;
  }
  /** The text's lower-cased words without repeats, and how many words it has (lowerWordSet). */
  private get ownWords(): { words: Set<string>; count: number } {
    return this.once('words', () => lowerWordSet(this.text));
  }
  /** How many words the text has. */
  get wordCount(): number {
    return this.viewWords ? this.view!.words.length : this.ownWords.count;
  }
  /** The text's lower-cased words without repeats: what the word gates read. */
  get wordSet(): Set<string> {
    return this.viewWords ? this.view!.lowerWords : this.ownWords.words;
  }
  /** The text's words, and their first four letters, for the trigger gates of category patterns. */
  get wordKeys(): { whole: Set<string>; prefixes: Set<string> } {
    return this.once('wordKeys', () => {
      const whole = this.wordSet;
      const prefixes = new Set<string>();
      for (const w of whole) if (w.length >= 4) prefixes.add(w.slice(0, 4));
      return { whole, prefixes };
    });
  }
  /** Asks for serious harm ("how do I make a pipe bomb"), every pattern that matches. */
  get harmfulRequests(): HarmfulMatch[] {
    return this.once('requests', () => findHarmfulRequests(this.text, this.wordSet));
  }
  /** Harm-topic terms, strong and weak, by S-label. */
  /** Definition, history or fiction: asks to understand a topic, not to act on it. */
  get framing(): ReturnType<typeof framingOf> {
    return this.once('framing', () => framingOf(this.askPart));
  }
  /**
   * Where a long text's request sits: its last ASK_TAIL characters (a document or code, then the ask). The
   * framing of the ask (a definition, history, protection) is read there, not in the pasted material.
   */
  get askPart(): string {
    return this.text.length > 1200 ? this.text.slice(-ASK_TAIL) : this.text;
  }
  /** The text requests something (categories/asks.ts): a question, an imperative, "how do I", "help me". */
  get asks(): boolean {
    return this.once('asks', () => ASKS.test(this.text));
  }
  /**
   * The text asks how to protect against, recognise or report a harm, or how others detect it; states a training
   * purpose; or looks for harm on the asker's own device or account.
   */
  get protective(): boolean {
    return this.once('protective', () => PROTECTIVE.test(this.askPart) || statesProtectivePurpose(this.askPart));
  }
  get harmTopics(): readonly HarmHit[] {
    return this.once('topics', () => (this.viewWords ? harmTopicsIn(this.view!) : findHarmTopics(this.text, this.wordSet)));
  }
  get toxic(): readonly ToxicHit[] {
    return this.once('toxic', () => (this.viewWords ? toxicIn(this.view!) : findToxic(this.text, this.wordSet)));
  }
  get pii(): readonly PiiMatch[] {
    return this.once('pii', () => (this.view ? piiIn(this.view) : findPii(this.text)));
  }
  get instructions(): InstructionProfile {
    return this.once('instructions', () => instructionProfile(this.text));
  }
  /**
   * Responses only: whether this answer gives what was asked — instructions (an imperative clause, with a second
   * one, an amount or a sequence), code or steps — rather than agreeing ("Sure!"), deflecting to help or the law,
   * or informing. Read clause by clause, so it holds for a short answer too.
   */
  get givesHelp(): boolean {
    return this.once('givesHelp', () => {
      DEFENSIVE.lastIndex = 0;
      if (DEFENSIVE.test(this.text)) return false;
      const p = this.instructions;
      if (p.steps >= 2 || p.code >= 2 || p.needs >= 1) return true;
      const clauses = instructionClauses(this.text);
      // One instruction alone is help when it carries an amount, a sequence ("…, then check the app"), or a harm
      // term ("add arsenic to his coffee").
      return (
        clauses.length >= 2 ||
        (clauses.length === 1 && (AMOUNT.test(this.text) || p.sequence >= 1 || SEQUENCED.test(this.text) || p.quantities >= 1 || this.harmTopics.length > 0))
      );
    });
  }
  get jailbreak(): boolean {
    return this.once('jailbreak', () => looksLikeJailbreak(this.text));
  }
  get refusal(): Span | null {
    return this.once('refusal', () => (this.view ? refusalIn(this.view) : findRefusal(this.text)));
  }
  /** Responses only: the analysis area's harmful_content judgement of this answer to its prompt. */
  get assistance(): Assistance | null {
    return this.once('assistance', () => {
      if (this.prompt === null) return null;
      // harmful_content needs a strong harm term in the answer, or one in the prompt: skip its text analysis
      // when neither has any.
      if (!this.harmTopics.some((h) => h.strong) && !this.prompt.harmTopics.some((h) => h.strong)) return null;
      const item = normalizeItem({ input: this.prompt.text, output: this.text }, 0);
      const shared = new ItemText(item);
      this.prompt.lendScans(shared.input);
      this.lendScans(shared.output);
      const finding = harmfulContent.detect(item, shared);
      if (!finding || finding.decision !== 'fail') return null;
      const category = String(finding.evidence[0]?.metadata?.category ?? '');
      const evidence = finding.evidence.map((e) => ({ start: e.start, end: e.end, text: this.text.slice(e.start, Math.min(e.end, e.start + 200)) }));
      return { category, confidence: finding.confidence, evidence };
    });
  }
  /**
   * Gives a fresh view of this very text the scans made here already that the view would make the same: the
   * refusal, and the harm topics when the view splits the text into the same words (harmful_content reads both).
   */
  private lendScans(view: TextView): void {
    if (view.text !== this.text) return;
    if (this.cache.has('refusal')) knowRefusal(view, this.refusal);
    if (this.cache.has('topics') && !NOT_ASCII_WORDS.test(this.text)) knowHarmTopics(view, this.harmTopics);
  }
  /** A part of this text read on its own, against the same prompt (the help after a disclaimer). */
  excerpt(part: string): AuditText {
    return part === this.text ? this : new AuditText(part, this.prompt);
  }
  /**
   * Matches of a category's own pattern (a global RegExp), memoised by the pattern; `run`: an expression that
   * matches the same in this text, run in its place (the pattern narrowed to the alternatives the text allows).
   */
  matches(re: RegExp, run: RegExp = re): RegExpExecArray[] {
    let found = this.patternMatches.get(re);
    if (!found) this.patternMatches.set(re, (found = [...this.text.matchAll(run)]));
    return found;
  }
}
