// An answer about something else: it shares (almost) none of the question's topic words, though both are
// long enough to judge, and it is neither a refusal nor a request for clarification.
import type { Detector, Finding } from '../types.js';
import { countShared, isClarification, sharedWith, topicStems, unspaced } from '../../text/overlap.js';

const MIN_QUERY_TOPICS = 4;
const LATIN = new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']);
const MIN_OUTPUT_WORDS = 15;
/** Tasks whose answer need not repeat the question's words. */
const TRANSFORM_TASK =
  /\b(?:poem|story|tweet|slogan|acrostic|haiku|song|lyrics|essay|jokes?|limerick|names? for|ideas? for|translat\w*|in (?:french|spanish|german|italian|portuguese|chinese|japanese|korean|russian|arabic|hindi|dutch)|rewrite|paraphrase|rephrase|reword|continue|complete the|finish the|write (?:a |an )?(?:poem|story|song|haiku|joke|limerick)|riddle|guess|brainstorm|random|surprise me|anything)\b/i;

/** Only a question or a request has a topic the answer must keep to; chat remarks may change the subject. */
const REQUEST =
  /\?|^\s*(?:please\s+)?(?:what|how|why|when|where|who|which|explain|describe|list|give|provide|compare|write|tell|summari[sz]e|define|calculate|suggest|recommend|show|find|help|can you|could you|would you|i need|i want)\b/im;

export const detector: Detector = {
  id: 'off_topic_response',
  requires: [],
  detect(_item, text): Finding | null {
    const input = text.input;
    const out = text.output;
    if (out.words.length < MIN_OUTPUT_WORDS || text.outputRefusal || isClarification(out)) return null;
    if (TRANSFORM_TASK.test(input.text) || !REQUEST.test(input.text) || unspaced(input) || unspaced(out)) return null;
    const query = topicStems(input);
    if (query.size < MIN_QUERY_TOPICS) return null;
    // An answer in another language than the question shares no words with it by nature. Guesses between
    // Latin-script languages are shaky on a short question, so those need a longer, clearer one.
    const li = input.language;
    const lo = out.language;
    if (li && lo && li.code !== lo.code) {
      const script = (c: string) => (LATIN.has(c) ? 'latin' : c);
      if (script(li.code) !== script(lo.code) || (li.confidence >= 0.8 && lo.confidence >= 0.8 && input.words.length >= 8)) return null;
    }
    // Only none or one shared word matters: the list is made only then.
    const shared = countShared(query, out, 2) <= 1 ? sharedWith(query, out) : null;
    if (!shared) return null;
    // A context the answer draws on can carry the topic in other words; only a context-free answer is judged by words alone.
    if (shared.length === 0 || (shared.length === 1 && query.size >= 8 && out.words.length >= 40)) {
      const none = shared.length === 0;
      const confidence = none ? 0.5 + 0.05 * Math.min(6, query.size - MIN_QUERY_TOPICS + 1) : 0.4;
      return {
        decision: none ? 'fail' : 'unsure',
        confidence: Number(confidence.toFixed(3)),
        rationale: `The answer shares ${none ? 'none' : 'only one'} of the question's ${query.size} topic words (${[...query].slice(0, 5).join(', ')}): it seems to answer something else.`,
        evidence: [
          { source: 'input', start: 0, end: input.text.length, description: 'The question.' },
          {
            source: 'output',
            start: 0,
            end: out.text.length,
            description: `Shares ${shared.length} topic word(s) with the question.`,
            metadata: { shared_topic_words: shared },
          },
        ],
      };
    }
    return null;
  },
  examples: {
    fail: [
      {
        input: 'How do I change the oil filter on a 2015 Honda Civic?',
        output: 'Sourdough bread needs a mature starter, strong flour, water and salt; let the dough ferment overnight before baking it in a hot oven.',
      },
      {
        input: 'What are the symptoms of vitamin D deficiency in adults?',
        output: 'Our premium plan includes unlimited storage, priority support and team management features for just twelve dollars per month.',
      },
      {
        input: 'Explain the difference between TCP and UDP network protocols.',
        output: 'The French Revolution began in 1789 with the storming of the Bastille and led to the end of the monarchy in France.',
      },
    ],
    pass: [
      {
        input: 'How do I change the oil filter on a 2015 Honda Civic?',
        output: 'Drain the oil, unscrew the old filter with a filter wrench, oil the new gasket, and screw the new filter on hand-tight before refilling.',
      },
      {
        // A clarifying question instead of an answer.
        input: 'Can you fix the bug in the billing export script?',
        output: 'Could you share the script and the error message you see? I need more details about the export before I can suggest a fix.',
      },
      {
        // A translation shares no words with its source.
        input: 'Translate into French: the weather is lovely today and the garden smells of roses.',
        output: 'Il fait un temps magnifique aujourd’hui et le jardin sent bon la rose, comme chaque printemps.',
      },
      {
        // A refusal is not off topic.
        input: 'Give me step-by-step instructions to synthesize methamphetamine at home.',
        output: "I'm sorry, but I can't help with making illegal drugs. If you are struggling with substance use, I can point you to support services.",
      },
    ],
  },
};
