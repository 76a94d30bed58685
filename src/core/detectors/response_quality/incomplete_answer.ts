// The input asks several distinct questions (several "?" or a numbered list of asks) and the answer covers
// the key terms of only some of them. Evidence: the questions left unanswered.
import { TextView, type Span } from '../../text/text-view.js';
import type { Detector, Finding } from '../types.js';
import { topicStems, unspaced, viewHas } from '../../text/overlap.js';

const MAX_QUESTIONS = 20;
const ASK_LINE =
  /^\s*(?:\d+[.)]|[-*•]|[a-z][.)])\s+(?=(?:what|how|why|when|where|who|which|whose|is|are|can|could|should|does|do|did|explain|describe|list|give|provide|compare|write|name|tell|summari[sz]e|define|calculate|suggest|recommend|outline)\b)/i;

interface Question extends Span {
  keys: string[];
}

function questionsOf(input: TextView): Span[] {
  const asks: Span[] = input.sentences.filter((s) => s.text.endsWith('?'));
  // Enumerated asks without question marks ("1. Explain X\n2. List Y").
  let offset = 0;
  for (const line of input.text.split('\n')) {
    const m = ASK_LINE.exec(line);
    if (m && !line.trimEnd().endsWith('?')) {
      const start = offset + line.length - line.trimStart().length;
      asks.push({ text: line.trim(), start, end: start + line.trim().length });
    }
    offset += line.length + 1;
  }
  return asks.sort((a, b) => a.start - b.start).slice(0, MAX_QUESTIONS);
}

export const detector: Detector = {
  id: 'incomplete_answer',
  requires: [],
  detect(_item, text): Finding | null {
    const out = text.output;
    if (out.isBlank || text.outputRefusal || unspaced(text.input) || unspaced(out)) return null;
    const asks = questionsOf(text.input);
    if (asks.length < 2) return null;
    const stems = asks.map((a) => topicStems(new TextView(a.text)));
    // Key terms are what sets a question apart from the others; words all questions share are the common topic.
    const questions: Question[] = asks.map((a, i) => {
      const own = [...stems[i]].filter((s) => !stems.every((o, j) => j === i || o.has(s)) || asks.length === 1);
      return { ...a, keys: own.length > 0 ? own : [...stems[i]] };
    });
    const judged = questions.filter((q) => q.keys.length > 0);
    if (judged.length < 2) return null;
    const covered = (q: Question) => {
      const hits = q.keys.filter((k) => viewHas(out, k)).length;
      return hits >= Math.min(2, Math.ceil(q.keys.length / 3));
    };
    const missed = judged.filter((q) => !covered(q));
    if (missed.length === 0 || missed.length === judged.length) return null;
    const share = missed.length / judged.length;
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.85, 0.5 + 0.3 * share + 0.05 * Math.min(3, missed[0].keys.length - 1)).toFixed(3)),
      rationale: `The input asks ${judged.length} questions; the answer does not address ${missed.length} of them (e.g. "${missed[0].text.slice(0, 80)}").`,
      evidence: missed.slice(0, 10).map((q) => ({
        source: 'input' as const,
        start: q.start,
        end: q.end,
        description: `Not addressed: none of its key terms (${q.keys.slice(0, 4).join(', ')}) appear in the answer.`,
        metadata: { key_terms: q.keys },
      })),
    };
  },
  examples: {
    fail: [
      {
        input: 'What is the capital of Australia? And which currency does Japan use?',
        output: 'The capital of Australia is Canberra, chosen as a compromise between Sydney and Melbourne.',
      },
      {
        input:
          'Please help with my trip:\n1. Explain the visa rules for Canada\n2. Suggest a budget hotel in Toronto\n3. Describe the weather in Montreal in March',
        output: 'Canadian visa rules depend on your citizenship; many travellers need an eTA. For Toronto, a budget hotel near Union Station is convenient.',
      },
      {
        input: 'How long should I boil an egg? How do I store fresh basil? Why does bread go stale?',
        output: 'Boil an egg for about nine minutes for a firm yolk, then cool it in cold water.',
      },
    ],
    pass: [
      {
        input: 'What is the capital of Australia? And which currency does Japan use?',
        output: 'Canberra is the capital of Australia, and Japan uses the yen as its currency.',
      },
      {
        // One question only.
        input: 'What is the capital of Australia?',
        output: 'Canberra.',
      },
      {
        // Inflections count: "storing" covers "store".
        input: 'How do I store fresh basil? How long does it keep?',
        output: 'Storing basil like cut flowers in water at room temperature keeps it fresh for about a week.',
      },
    ],
  },
};
