// An answer about something else: it shares (almost) none of the question's topic words, not even in related
// words, though both are long enough to judge, and it is neither a refusal nor a request for clarification. An
// answer that draws on a context on the question's topic keeps to that topic in the context's words; a question
// of two or three topic words makes only an unsure finding.
import type { TextView } from '../../text/text-view.js';
import type { Detector, Finding } from '../types.js';
import { countRelated, countShared, isClarification, sharedWith, topicStems, unspaced } from '../../text/overlap.js';

const MIN_QUERY_TOPICS = 4;
/**
 * A question of two or three topic words ("When is the rubbish collected?") is judged too, but an answer sharing
 * none of them is only unsure: so few words are often all said otherwise ("bins are emptied on Tuesdays").
 */
const MIN_SHORT_TOPICS = 2;
/** A question proper (not a task to write or describe something): what a short question must be to be judged. */
const QUESTION = /^\s*(?:what|when|where|who|whom|which|why|how|is|are|was|were|do|does|did|can|could|should|will|would)\b[^?]*\?/im;
/** An answer that asks for what it lacks rather than answering ("Please provide me with more details"). */
const ASKS_FOR_MORE =
  /\b(?:please|could you|can you|if you (?:could|can))\b[^.?!]{0,40}\b(?:provide|share|give|tell|specify|clarify)\b[^.?!]{0,40}\b(?:more|additional|further|specific)\b/i;
const LATIN = new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']);
const MIN_OUTPUT_WORDS = 15;
/** Tasks whose answer need not repeat the question's words. */
const TRANSFORM_TASK =
  /\b(?:poem|story|tweet|slogan|acrostic|haiku|song|lyrics|essay|jokes?|limerick|names? for|ideas? for|translat\w*|in (?:french|spanish|german|italian|portuguese|chinese|japanese|korean|russian|arabic|hindi|dutch)|rewrite|paraphrase|rephrase|reword|continue|complete the|finish the|write (?:a |an )?(?:poem|story|song|haiku|joke|limerick)|riddle|guess|brainstorm|random|surprise me|anything)\b/i;

/** Only a question or a request has a topic the answer must keep to; chat remarks may change the subject. */
const REQUEST =
  /\?|^\s*(?:please\s+)?(?:what|how|why|when|where|who|which|explain|describe|list|give|provide|compare|write|tell|summari[sz]e|define|calculate|suggest|recommend|show|find|help|can you|could you|would you|i need|i want)\b/im;

/**
 * Whether the input has a topic the answer must keep to, named in enough words to judge: a question or a request,
 * not a chat remark, not a task whose answer need not repeat its words (a poem, a translation), and with four
 * topic words or more (two or more in a question proper). Also where the topic metrics apply (answer_relevancy,
 * completeness, context_relevance, context_precision without a reference).
 */
export function hasTopicToKeep(input: TextView): boolean {
  if (!REQUEST.test(input.text) || TRANSFORM_TASK.test(input.text)) return false;
  const topics = topicStems(input).size;
  return topics >= MIN_QUERY_TOPICS || (topics >= MIN_SHORT_TOPICS && QUESTION.test(input.text));
}

/**
 * An answer that draws on a context on the question's topic keeps to that topic in the context's words: the
 * context shares a topic word with the question, and two of the answer's topic words with the answer. Also how
 * answer_relevancy credits such an answer.
 */
export function keepsToTopicThroughContext(query: Set<string>, out: TextView, context: TextView): boolean {
  return !context.isBlank && countShared(query, context, 1) > 0 && countShared(topicStems(out), context, 2) >= 2;
}

/** The answer has a word of five letters or more that opens the question's word: "water" of "waterproof". */
function compoundOf(stem: string, out: TextView): boolean {
  if (stem.length < 8) return false;
  for (const s of out.contentStems) if (s.length >= 5 && s.length <= stem.length - 3 && stem.startsWith(s)) return true;
  return false;
}

export const detector: Detector = {
  id: 'off_topic_response',
  requires: [],
  detect(_item, text): Finding | null {
    const input = text.input;
    const out = text.output;
    if (out.words.length < MIN_OUTPUT_WORDS || text.outputRefusal || isClarification(out) || ASKS_FOR_MORE.test(out.text)) return null;
    if (!hasTopicToKeep(input) || unspaced(input) || unspaced(out)) return null;
    const query = topicStems(input);
    const short = query.size < MIN_QUERY_TOPICS;
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
    // The question's words said in related words ("rugs" for "carpets"), or opening a compound of the answer's.
    if (countRelated(query, out, 1) > 0 || [...query].some((q) => compoundOf(q, out))) return null;
    if (keepsToTopicThroughContext(query, out, text.context)) return null;
    if (shared.length === 0 || (shared.length === 1 && query.size >= 8 && out.words.length >= 40)) {
      const none = shared.length === 0 && !short;
      const confidence = none ? 0.5 + 0.05 * Math.min(6, query.size - MIN_QUERY_TOPICS + 1) : 0.4;
      return {
        decision: none ? 'fail' : 'unsure',
        confidence: Number(confidence.toFixed(3)),
        rationale: `The answer shares ${shared.length === 0 ? 'none' : 'only one'} of the question's ${query.size} topic words (${[...query].slice(0, 5).join(', ')}): it seems to answer something else${short ? ', though so short a question may be answered in other words' : ''}.`,
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
      {
        // A retrieval answer that follows neither the question nor its context.
        input: 'What is the interest rate on the easy-access savings account?',
        context: ['The easy-access savings account pays 3.1% interest, paid monthly.'],
        output: 'To report a lost card, call the number on the back of your statement or freeze the card straight away in the mobile app.',
      },
    ],
    pass: [
      {
        input: 'How do I change the oil filter on a 2015 Honda Civic?',
        output: 'Drain the oil, unscrew the old filter with a filter wrench, oil the new gasket, and screw the new filter on hand-tight before refilling.',
      },
      {
        // The question's words said in related words ("rugs" for "carpets"), or opening a compound ("waterproof").
        input: 'Does the X200 vacuum work on thick carpets?',
        output: 'Yes: switch the brush head to its deep-pile setting and raise the suction to maximum; on rugs with long fibres, go over each strip twice.',
      },
      {
        // An answer in the words of a context that is on the question's topic.
        input: 'Do I need a visa to visit Japan for two weeks?',
        context: ['Citizens of the UK can visit Japan visa-free for up to 90 days for tourism.'],
        output: 'Not if you hold a UK passport: tourists can stay up to 90 days without one, so a fortnight is fine.',
      },
      {
        // A question of two topic words answered in others: unsure at most, never a fail.
        input: 'When is the rubbish collected?',
        output: 'Bins on your street are emptied every Tuesday morning; put them out by 7 am, and recycling goes every other week.',
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
