// The context is about the question, but the answer takes almost nothing from it: the model answered
// from elsewhere (its own memory) and ignored what was retrieved.
import type { Detector, Finding } from '../types.js';
import { countShared, isTopicStem, topicStems, unspaced, viewHas } from '../../text/overlap.js';

/** An answer with fewer topic words than this is too short to say what it drew on. */
const MIN_OUTPUT_TOPICS = 6;
/** "I could not find that in the documents": an honest gap, not a context ignored. */
const NOT_FOUND =
  /\b(?:(?:could|can)(?:not|n't|n’t)? find|no (?:relevant )?information|not (?:mentioned|covered|included|specified|stated|provided)|does(?:n't|n’t| not) (?:say|mention|contain|cover|include|specify)|i (?:do not|don't|don’t) know|not sure)\b/i;

export const detector: Detector = {
  id: 'context_not_used',
  requires: ['context'],
  detect(_item, text): Finding | null {
    const ctx = text.context;
    const out = text.output;
    if (ctx.isBlank || out.isBlank || text.outputRefusal || NOT_FOUND.test(out.text.slice(0, 400)) || unspaced(out) || unspaced(ctx)) return null;
    // The answer's topic words are walked in place (no set of them is kept): most answers settle early below.
    let topics = 0;
    for (const s of out.contentStems) if (isTopicStem(s) && ++topics >= MIN_OUTPUT_TOPICS) break;
    if (topics < MIN_OUTPUT_TOPICS) return null;
    // Only a context about the question should have been used; an off-target one is irrelevant_context.
    const query = topicStems(text.input);
    const relevant = query.size === 0 || countShared(query, ctx, 2) >= Math.min(2, query.size);
    if (!relevant) return null;
    // What the answer could only have taken from the context: its words that the question does not have.
    // Two such words clear the answer, so the count stops there (most answers use the context at once).
    let used = 0;
    let novel = 0;
    for (const s of out.contentStems) {
      if (!isTopicStem(s) || viewHas(text.input, s)) continue;
      novel++;
      if (viewHas(ctx, s) && ++used > 1) return null;
    }
    if (novel < MIN_OUTPUT_TOPICS - 2) return null;
    const share = used / novel;
    if (share >= 0.1) return null;
    return {
      decision: 'fail',
      confidence: Number((used === 0 ? 0.75 : 0.6).toFixed(3)),
      rationale: `The context is about the question, but the answer uses ${used === 0 ? 'none' : 'only one'} of its words beyond the question's (${novel} new topic words in the answer): it ignored the retrieved text.`,
      evidence: [
        {
          source: 'output',
          start: 0,
          end: out.text.length,
          description: `Shares ${used} topic word(s) with the context beyond those of the question.`,
          metadata: { context_words_used: used, answer_topic_words: novel },
        },
      ],
    };
  },
  examples: {
    fail: [
      {
        input: 'What is the return policy for laptops?',
        context: ['Laptops may be returned within 14 days if unopened; opened laptops incur a 15% restocking fee and require the original receipt.'],
        output:
          'For laptops, most shops are generous: bring it to any branch, talk with customer service staff, and they will usually arrange an exchange or store credit quickly.',
      },
      {
        input: 'Summarize the document.',
        context: ['The city council approved a new cycling lane network covering the harbour district, funded by a regional transport grant.'],
        output: 'Healthy eating matters: vegetables, whole grains and regular exercise improve wellbeing, sleep quality and long-term cardiovascular outcomes.',
      },
      {
        input: 'How do I configure the backup schedule?',
        context: ['Open Settings > Backup, choose Daily or Weekly under Schedule, pick a retention period, and press Save.'],
        output:
          'To configure the backup schedule, consider your organisation needs, consult the IT department, think about compliance requirements and document everything carefully.',
      },
    ],
    pass: [
      {
        input: 'What is the return policy for laptops?',
        context: ['Laptops may be returned within 14 days if unopened; opened laptops incur a 15% restocking fee and require the original receipt.'],
        output: 'Unopened laptops can be returned within 14 days; opened ones carry a 15% restocking fee, and you need the original receipt.',
      },
      {
        // Saying the documents do not cover it is an honest gap.
        input: 'What is the return policy for tablets?',
        context: ['Laptops may be returned within 14 days if unopened; opened laptops incur a restocking fee.'],
        output: 'The documents do not mention tablets; they only describe the laptop policy, so please ask support about tablets.',
      },
      {
        // A refusal is not a context ignored.
        input: 'What is the admin password in the config?',
        context: ['config: admin_password=hunter2; the admin password must never be shared.'],
        output: "I'm sorry, but I can't share passwords or other credentials from the configuration, even when they appear in the retrieved documents.",
      },
    ],
  },
};
