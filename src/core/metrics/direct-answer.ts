// How much an answer takes up a question's topic, allowing for short direct answers: "When did order 1182
// ship?" → "It shipped on May 5." names one of three topic words (the order is "it"), yet answers. An answer that
// gives what the question's opening asks for (a date or time for "when", a figure for "how many/much") and
// touches its topic gets half the score for the kind of answer and half for the topic words. Shared by
// answer_relevancy and completeness.
import { countRelated } from '../text/overlap.js';
import type { TextView } from '../text/text-view.js';
import { coverage, percent, quote, round4 } from './text-overlap.js';

const ASKS_WHEN = /^\s*(?:when|what (?:time|year|date|day|month))\b/i;
const ASKS_AMOUNT = /^\s*how (?:many|much|long|old|far|often|big|large|tall|fast)\b/i;
const TIME_WORDS =
  /\b(?:today|yesterday|tomorrow|tonight|\d{1,2}:\d{2}|(?:last|next|this) (?:week|month|year|morning|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
const AMOUNT_WORDS = /\b(?:none|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?|millions?|billions?)\b/i;

/** The kind of answer the question's opening asks for, when the answer gives it (its first instance); else null. */
function askedKindGiven(question: string, answer: TextView): { kind: string; given: string } | null {
  if (ASKS_WHEN.test(question)) {
    const given = answer.dates[0]?.text ?? TIME_WORDS.exec(answer.text)?.[0];
    return given ? { kind: 'a date or time for "when"', given } : null;
  }
  if (ASKS_AMOUNT.test(question)) {
    const given = answer.numbers[0]?.text ?? AMOUNT_WORDS.exec(answer.text)?.[0];
    return given ? { kind: 'a figure for "how many/much"', given } : null;
  }
  return null;
}

/** The score of an answer's take on a question's topic words, and what it says of them ("uses 1 of the question's 3 topic words …"). */
export function topicScore(question: string, topic: Set<string>, answer: TextView): { score: number; said: string; direct: string | null } {
  const covered = coverage(topic, answer);
  // A topic word said in a related word ("rugs" for "carpets") is taken up, as off_topic_response reads it.
  const missing = covered.missing.filter((stem) => countRelated([stem], answer, 1) === 0);
  const share = topic.size === 0 ? 0 : (topic.size - missing.length) / topic.size;
  const found = topic.size - missing.length;
  const said = `uses ${found} of the question's ${topic.size} topic words (${percent(share)})${missing.length ? `; missing: ${missing.slice(0, 6).join(', ')}` : ''}`;
  const direct = found > 0 && share < 1 ? askedKindGiven(question, answer) : null;
  if (!direct) return { score: round4(share), said, direct: null };
  return {
    score: round4(0.5 + share / 2),
    said,
    direct: `gives ${direct.kind} (${quote(direct.given, 40)}) and ${said}: half the score for the kind of answer, half for the topic words`,
  };
}
