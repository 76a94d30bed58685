// A "yes" to a yes/no question that the context answers "no": the question asks whether something holds ("Can I
// pay by cheque?"), the answer opens with a yes and qualifies nothing, and the only context sentence that speaks
// of what was asked denies it ("Payments by cheque are no longer accepted.", "We do not deliver at weekends.").
// The answer need not repeat the question's words ("Yes, of course!"), so the question, not the answer, says what
// the yes affirms. A denial scoped by an exception ("outside the US", "except on Sundays") or a condition is left
// alone: the question may ask about what it allows.
import type { Span, TextView } from '../../text/text-view.js';
import { infoAt } from '../../text/word-records.js';
import type { LocalContradiction } from './local-contrast.js';

/** A yes/no question: an auxiliary first, a question mark last. */
const YES_NO_QUESTION = /^(?:do|does|did|is|are|was|were|can|could|will|would|may|might|shall|should|has|have|had)\b[^?]*\?$/i;
const YES = /^\W*(?:yes|yeah|yep|sure|absolutely|certainly|definitely|of course)\b/i;
/** Words that deny besides negations proper ("no longer accepted", "smoking is prohibited"). */
const DENYING = /^(?:without|unable|refuse[sd]?|prohibit(?:s|ed)?|forbid(?:s|den)?|ban(?:s|ned)?|disallow(?:s|ed)?)$/;
/** A denial with an exception or condition says nothing of what it lets through. */
const SCOPED = /\b(?:outside|except|other than|apart from|besides|beyond|unless|only|if|under|over|before|after|until|within)\b/i;
/** A limit, not a denial: "no more than 6", "must not exceed" ("no longer accepted" denies). */
const LIMIT = /\b(?:not|no|never)\b(?:\s+[\w'’-]+){0,2}?\s+(?:more|less|fewer|longer|later|greater|higher|larger|bigger|over|above)\s+(?:than\b|\d)|\bexceed/i;
/** Stems meet on their first letters ("pay" / "payments"), as elsewhere in the grounding readings. */
const PREFIX = 5;

const prefixOf = (s: string) => (s.length > PREFIX ? s.slice(0, PREFIX) : s);

/** The last sentence of the input that is a yes/no question, if any. */
function question(input: TextView): Span | null {
  for (let k = input.sentences.length - 1; k >= 0; k--) {
    const s = input.sentences[k];
    if (YES_NO_QUESTION.test(s.text.trim())) return s;
  }
  return null;
}

/** The content stems of a span of a view. */
function stemsIn(view: TextView, span: Span): string[] {
  const out: string[] = [];
  const words = view.words;
  for (let i = 0; i < words.length; i++) {
    if (words[i].start < span.start) continue;
    if (words[i].end > span.end) break;
    const s = infoAt(view.wordRecords, words, i).stem;
    if (s) out.push(s);
  }
  return out;
}

/** Whether a sentence of a view negates or denies anything. */
function denies(view: TextView, span: Span): boolean {
  const words = view.words;
  for (let i = 0; i < words.length; i++) {
    if (words[i].start < span.start) continue;
    if (words[i].end > span.end) break;
    const info = infoAt(view.wordRecords, words, i);
    if (info.negation || DENYING.test(info.lower)) return true;
  }
  return false;
}

/** Least share of the question's content words the denying sentence must hold: it speaks of what was asked. */
const MIN_COVERAGE = 0.5;

/**
 * A yes to the input's yes/no question where every context sentence that speaks of what it asks (by a content
 * word of the question) denies it, unscoped, one of them holding half the question's content words at least, and
 * the answer's opening sentence qualifies nothing with a negation of its own.
 */
export function findYesAgainstDenial(input: TextView, out: TextView, ctx: TextView): LocalContradiction | null {
  const first = out.sentences[0];
  const yes = first ? YES.exec(first.text) : null;
  if (!first || !yes) return null;
  const asked = question(input);
  if (!asked || denies(out, first)) return null;
  const topics = new Set(stemsIn(input, asked).map(prefixOf));
  if (topics.size === 0) return null;
  let denial: Span | null = null;
  let best = 0;
  for (const s of ctx.sentences) {
    if (s.text.trim().endsWith('?')) continue;
    const held = new Set(
      stemsIn(ctx, s)
        .map(prefixOf)
        .filter((p) => topics.has(p)),
    ).size;
    if (held === 0) continue;
    // One sentence that speaks of it without denying, or denies within a scope, and the context may allow it.
    if (!denies(ctx, s) || SCOPED.test(s.text) || LIMIT.test(s.text)) return null;
    if (held > best) {
      best = held;
      denial = s;
    }
  }
  if (!denial || best / topics.size < MIN_COVERAGE) return null;
  const at = first.start + yes[0].length - yes[0].replace(/^\W*/, '').length;
  return {
    kind: 'negation',
    word: { text: out.text.slice(at, first.start + yes[0].length), start: at, end: first.start + yes[0].length },
    other: denial,
    outputSentence: first,
    contextSentence: denial,
    detail: `answers yes to "${asked.text.trim()}", which the context denies`,
  };
}
