// Retrieved chunks that have nothing to do with the question: they share none (or almost none) of its
// topic words. Fails when all chunks are like that and the answer draws on none; unsure (low) when most are, beside
// relevant ones, or when the answer draws on them. The evidence is the irrelevant chunks.
import type { Detector, Finding } from '../types.js';
import { countRelated, countShared, topicStems, unspaced } from '../../text/overlap.js';

/** Fewer topic words than this in the question and relevance cannot be judged ("Summarize the document."). */
const MIN_QUERY_TOPICS = 2;
/** Topic words of the answer a chunk must hold for the answer to draw on it. */
const USED_WORDS = 2;

export const detector: Detector = {
  id: 'irrelevant_context',
  requires: ['context'],
  detect(_item, text): Finding | null {
    const query = topicStems(text.input);
    if (query.size < MIN_QUERY_TOPICS || unspaced(text.input) || unspaced(text.context)) return null;
    const judged: { index: number; shared: number }[] = [];
    text.chunks.forEach((chunk, index) => {
      if (chunk.isBlank) return;
      // Counted up to 2: only chunks sharing none or one topic word are judged (and reported) by their count.
      // A word said in related words ("returned" for "refund") counts too: retrieval matches meaning, not spelling.
      const shared = countShared(query, chunk, 2);
      judged.push({ index, shared: shared < 2 ? shared + countRelated(query, chunk, 2 - shared) : shared });
    });
    if (judged.length === 0) return null;
    // One shared word among many question words is chance ("data", "time"); none at all is clear.
    const irrelevant = judged.filter((c) => c.shared === 0 || (query.size >= 6 && c.shared === 1));
    const all = irrelevant.length === judged.length;
    const most = judged.length >= 3 && irrelevant.length / judged.length > 0.5;
    if (!all && !most) return null;
    // A chunk the answer draws on (two of its topic words) served the answer, though the question named its
    // topic in other words ("how heavy" / "weighs"): the reading cannot tell, so a person should.
    const answer = text.output.isBlank ? null : topicStems(text.output);
    const used = answer ? irrelevant.filter((c) => countShared(answer, text.chunks[c.index], USED_WORDS) >= USED_WORDS).length : 0;
    const sure = Math.min(6, query.size) / 6;
    // Only a retrieval with nothing on the question fails; a stray chunk among relevant ones is a retrieval to tune.
    const fails = all && used === 0;
    const confidence = fails ? 0.55 + 0.3 * sure : 0.3 + 0.15 * sure * (irrelevant.length / judged.length);
    const topics = [...query].slice(0, 5).join(', ');
    return {
      decision: fails ? 'fail' : 'unsure',
      confidence: Number(confidence.toFixed(3)),
      rationale: fails
        ? `None of the ${judged.length} context chunk(s) shares the question's topic words (${topics}): retrieval returned irrelevant text.`
        : all
          ? `No context chunk shares the question's topic words (${topics}), but the answer draws on ${used === 1 ? 'one of them' : `${used} of them`}: the question may name the topic in other words.`
          : `${irrelevant.length} of ${judged.length} context chunks share none of the question's topic words, beside ${judged.length - irrelevant.length} that do: retrieval brings some off-target text.`,
      evidence: irrelevant.slice(0, 20).map((c) => ({
        source: 'context' as const,
        start: text.chunkSpans[c.index].start,
        end: text.chunkSpans[c.index].end,
        description: `Chunk ${c.index + 1} shares ${c.shared === 0 ? 'no' : 'only one'} topic word with the question.`,
        metadata: { chunk_index: c.index, shared_topic_words: c.shared },
      })),
      severity: fails ? undefined : 'low',
    };
  },
  examples: {
    fail: [
      {
        input: 'How do I reset my router password?',
        context: ['The quarterly sales meeting is moved to Thursday afternoon.', 'Our cafeteria now serves vegan lunch options.'],
        output: 'Hold the reset button for ten seconds.',
      },
      {
        input: 'What are the side effects of ibuprofen?',
        context: ['Paris is the capital of France and its largest city.'],
        output: 'Ibuprofen may cause stomach upset.',
      },
      {
        // Related words do not make a shipping text about refunds.
        input: 'What is the refund window?',
        context: ['Standard shipping takes three to five business days; express shipping arrives the next day.'],
        output: 'Refunds are possible within 30 days.',
      },
    ],
    pass: [
      {
        input: 'How do I reset my router password?',
        context: ['To reset the router password, hold the reset button for ten seconds, then log in with the default credentials.'],
        output: 'Hold the reset button for ten seconds.',
      },
      {
        // Inflected forms count: "evolution" answers "evolved".
        input: 'How has the bicycle evolved?',
        context: ['The evolution of bicycles moved from the draisine to the safety bicycle in the 1880s.'],
        output: 'From the draisine to the safety bicycle.',
      },
      {
        // Said in other words: "returned" is the commonest sense of the verb "refund" (WordNet, text/related-words.ts).
        input: 'What is the refund window?',
        context: ['Items can be returned within 30 days of delivery.'],
        output: 'Items can be returned within 30 days of delivery.',
      },
      {
        // One relevant chunk among stray ones: a retrieval to tune (unsure, low), not a failed item.
        input: 'Which trains run from Leeds to York on Sundays?',
        context: [
          'Our hotel offers free parking for guests.',
          'Sunday trains from Leeds to York depart hourly from platform 4.',
          'The museum gift shop sells postcards and maps.',
          'Breakfast is served from seven until ten.',
        ],
        output: 'Trains leave hourly.',
      },
      {
        // The question has no topic words to compare.
        input: 'Summarize the document.',
        context: ['The council approved the new budget on Monday.'],
        output: 'The council approved the budget.',
      },
    ],
  },
};
