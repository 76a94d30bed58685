// Context relevance: is what was retrieved about the question? Each chunk is scored by the share of the
// question's topic words it contains, and the chunks' scores are averaged (so one on-topic chunk among
// four off-topic ones gives about 0.25: the noise is part of the measure).
import { hasTopicToKeep } from '../detectors/response_quality/off_topic_response.js';
import type { Metric } from './types.js';
import { coverage, keyStems, percent, round4 } from './text-overlap.js';

export const metric: Metric = {
  name: 'context_relevance',
  description:
    "How much the retrieved context is about the question: for each chunk, the share of the question's topic words it contains, averaged over the chunks (so off-topic chunks pull the score down).",
  range: [0, 1],
  higherIsBetter: true,
  requires: ['context'],
  appliesTo: (_item, text) =>
    hasTopicToKeep(text.input)
      ? null
      : 'the input is neither a question nor a request with a topic to keep to (a chat remark, or a task such as a poem or a translation whose answer need not repeat its words), as off_topic_response reads it.',
  defaultThreshold: 0.5,
  compute(_item, text) {
    const topic = keyStems(text.input);
    if (topic.size === 0)
      return { score: 1, reason: 'The question names no topic (only generic words such as "summarize"), so every chunk counts as relevant.' };
    const chunks = text.chunks;
    if (chunks.length === 0) return { score: 0, reason: 'There is no context.' };
    const shares = chunks.map((chunk) => coverage(topic, chunk).share);
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    const best = shares.reduce((b, share, i) => (share > shares[b] ? i : b), 0);
    const offTopic = shares.filter((s) => s === 0).length;
    return {
      score: round4(mean),
      reason:
        `On average a chunk holds ${percent(mean)} of the question's ${topic.size} topic words over ${chunks.length} chunk(s); ` +
        `the best, chunk ${best + 1}, holds ${percent(shares[best])}` +
        (offTopic ? ` and ${offTopic} chunk(s) share none.` : '.'),
    };
  },
  examples: [
    {
      item: {
        input: 'What is the restocking fee for opened laptops?',
        context: ['Opened laptops incur a 15% restocking fee when returned.', 'The restocking fee for opened laptops is waived for members.'],
        output: 'It is 15%.',
      },
      min: 0.9,
      max: 1,
    },
    {
      item: {
        input: 'What is the restocking fee for opened laptops?',
        context: ['Our headquarters moved to Dublin in 2019.', 'The cafeteria serves vegetarian lunch on Fridays.'],
        output: 'I do not know.',
      },
      min: 0,
      max: 0.1,
    },
  ],
};
