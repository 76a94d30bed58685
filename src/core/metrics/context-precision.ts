// Context precision: are the relevant chunks ranked first? Average precision over the retrieved ranking: for
// each relevant chunk, the precision of the ranking down to it, averaged. A chunk is relevant when it holds
// enough of the reference's topic words (of the question's when there is no reference).
import { hasTopicToKeep } from '../detectors/response_quality/off_topic_response.js';
import type { Metric } from './types.js';
import { coverage, keyStems, round4 } from './text-overlap.js';

/** Share of the target's topic words a chunk must hold to count as relevant. */
const RELEVANT_SHARE = 0.4;

/** Average precision of a ranking given which ranks are relevant; 0 when none is. */
export function averagePrecision(relevant: boolean[]): number {
  let hits = 0;
  let sum = 0;
  relevant.forEach((isRelevant, k) => {
    if (!isRelevant) return;
    hits++;
    sum += hits / (k + 1);
  });
  return hits === 0 ? 0 : sum / hits;
}

export const metric: Metric = {
  name: 'context_precision',
  description:
    'Whether the relevant context chunks are ranked first: average precision@k over the chunks judged relevant, a chunk being relevant when it contains at least 40% of the topic words of the reference answer (of the question when no reference is given).',
  range: [0, 1],
  higherIsBetter: true,
  requires: ['context'],
  // Without a reference the question's topic words decide relevance: only a question or request has one.
  appliesTo: (item, text) =>
    item.reference?.trim() || hasTopicToKeep(text.input)
      ? null
      : 'there is no reference answer and the input is neither a question nor a request with a topic to keep to (a chat remark, or a task such as a poem or a translation whose answer need not repeat its words), as off_topic_response reads it.',
  defaultThreshold: 0.5,
  compute(item, text) {
    const useReference = item.reference !== null && item.reference.trim() !== '';
    const target = useReference ? text.reference : text.input;
    const topic = keyStems(target);
    const against = useReference ? 'reference' : 'question';
    if (topic.size === 0) return { score: 1, reason: `The ${against} names no topic words, so the ranking cannot be judged and counts as precise.` };
    const relevant = text.chunks.map((chunk) => coverage(topic, chunk).share >= RELEVANT_SHARE);
    const ap = averagePrecision(relevant);
    const ranks = relevant.flatMap((r, i) => (r ? [i + 1] : []));
    return {
      score: round4(ap),
      reason: ranks.length
        ? `${ranks.length} of ${relevant.length} chunk(s) are relevant to the ${against} (at rank ${ranks.slice(0, 8).join(', ')}); average precision ${ap.toFixed(2)}.`
        : `None of the ${relevant.length} chunk(s) holds ${RELEVANT_SHARE * 100}% of the ${against}'s topic words.`,
    };
  },
  examples: [
    {
      item: {
        input: 'Who founded the company?',
        reference: 'The company was founded by Ada Lovelace in London.',
        context: ['Ada Lovelace founded the company in London.', 'The cafeteria serves lunch on Fridays.'],
        output: 'Ada Lovelace.',
      },
      min: 1,
      max: 1,
    },
    {
      // The relevant chunk comes last: precision 1/3.
      item: {
        input: 'Who founded the company?',
        reference: 'The company was founded by Ada Lovelace in London.',
        context: ['The cafeteria serves lunch on Fridays.', 'Parking is free after six.', 'Ada Lovelace founded the company in London.'],
        output: 'Ada Lovelace.',
      },
      min: 0.3,
      max: 0.35,
    },
  ],
};
