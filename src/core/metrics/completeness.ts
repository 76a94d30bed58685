// Completeness: did the answer take up every part of a multi-part question? The question is split into parts
// (list items, several questions, clauses joined by ";" or "and also"); a part is answered when the answer
// holds most of its topic words. A single-part question scores the share of its topic words answered, with
// short direct answers allowed for (direct-answer.ts).
import { TextView } from '../text/text-view.js';
import { hasTopicToKeep } from '../detectors/response_quality/off_topic_response.js';
import type { Metric } from './types.js';
import { topicScore } from './direct-answer.js';
import { coverage, keyStems, quote, round4 } from './text-overlap.js';

/** A part counts as answered when the answer holds at least this share of its topic words. */
const PART_SHARE = 0.6;
const MAX_PARTS = 50;
const LIST_ITEM = /^\s*(?:\d{1,2}[.)]|[-*•]|\(?[a-h]\))\s+(.+)$/gm;

/**
 * Each run of characters other than "?", "？" and a line break that ends in a question mark, with it: what
 * `/[^?？\n]+[?？]/g` matches, found in one pass (the pattern retries every start of a line with no question
 * mark, quadratic in its length).
 */
function questionsIn(text: string): string[] {
  const asks: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') start = i + 1;
    else if (c === '?' || c === '？') {
      if (i > start) asks.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return asks;
}

/** The parts of a question, as text: the first of the splits below that yields two or more. */
export function questionParts(question: string): string[] {
  const items = [...question.matchAll(LIST_ITEM)].map((m) => m[1]);
  if (items.length >= 2) return items;
  const asks = questionsIn(question);
  if (asks.length >= 2) return asks;
  const clauses = question.split(/;|\band also\b/i);
  if (clauses.length >= 2) return clauses;
  return [question];
}

export const metric: Metric = {
  name: 'completeness',
  description:
    'For questions with several parts (several "?", a numbered or bulleted list, clauses joined by ";" or "and also"): the share of parts whose topic words the answer mostly covers. A one-part question scores the share of its topic words covered.',
  range: [0, 1],
  higherIsBetter: true,
  requires: [],
  // A one-part question is answer_relevancy's measure (the same topic words): completeness is about parts left out.
  appliesTo(item, text) {
    if (!hasTopicToKeep(text.input))
      return 'the input is neither a question nor a request with parts to take up (a chat remark, or a task such as a poem), as off_topic_response reads it.';
    return questionParts(item.input).length >= 2
      ? null
      : 'the question has one part, so no part can be left out (answer_relevancy measures how much of it the answer takes up). Name completeness in the request to score one-part questions.';
  },
  defaultThreshold: 0.7,
  compute(item, text) {
    if (text.output.isBlank) return { score: 0, reason: 'The answer is empty.' };
    const parts = questionParts(item.input)
      .slice(0, MAX_PARTS)
      // A question in one part is the input itself, whose analysis the item already has.
      .map((part) => ({ part, topic: keyStems(part === text.input.text ? text.input : new TextView(part)) }))
      .filter((p) => p.topic.size > 0);
    if (parts.length === 0) return { score: 1, reason: 'The question names no topic words, so there is nothing the answer could leave out.' };
    if (parts.length === 1) {
      const { score, said, direct } = topicScore(parts[0].part, parts[0].topic, text.output);
      return { score, reason: `The question has one part; the answer ${direct ?? said}.` };
    }
    const open = parts.filter((p) => coverage(p.topic, text.output).share < PART_SHARE);
    const share = (parts.length - open.length) / parts.length;
    return {
      score: round4(share),
      reason:
        `The answer takes up ${parts.length - open.length} of the question's ${parts.length} parts.` +
        (open.length ? ` Not answered: ${quote(open[0].part.trim(), 60)}.` : ''),
    };
  },
  examples: [
    {
      // One part, answered directly: the date asked for, about the shipping; the order is "it".
      item: { input: 'When did order 1182 ship?', output: 'It shipped on May 5.' },
      min: 0.6,
      max: 0.7,
    },
    {
      item: {
        input: 'What is the warranty period? Does it cover water damage? How do I file a claim?',
        output: 'The warranty period is two years. It does not cover water damage. To file a claim, use the form on our support site.',
      },
      min: 1,
      max: 1,
    },
    {
      item: {
        input: 'Please answer:\n1. What is the warranty period?\n2. Does it cover water damage?\n3. How do I file a claim?',
        output: 'The warranty period is two years.',
      },
      min: 0.3,
      max: 0.34,
    },
  ],
};
