// No answer at all: the output is empty, whitespace, or punctuation only, though something was asked.
import type { Detector, Finding } from '../types.js';

const NOTHING = /^[\s\p{P}\p{S}\p{Cf}]*$/u;

export const detector: Detector = {
  id: 'empty_response',
  requires: [],
  detect(item, text): Finding | null {
    if (text.input.isBlank || !NOTHING.test(item.output)) return null;
    const blank = item.output.trim() === '';
    return {
      decision: 'fail',
      confidence: 0.97,
      rationale: blank
        ? 'The answer is empty although the input asks for something.'
        : `The answer holds only punctuation or symbols ("${item.output.trim().slice(0, 20)}"), no words.`,
      evidence: [
        {
          source: 'output',
          start: 0,
          end: blank ? 0 : item.output.length,
          description: blank ? 'Empty or whitespace-only output.' : 'Output without any letter or digit.',
          metadata: { length: item.output.length },
        },
      ],
      severity: 'high',
    };
  },
  examples: {
    fail: [
      { input: 'What are your opening hours?', output: '' },
      { input: 'Summarize this article about tides.', output: '   \n\t ' },
      { input: 'Translate "hello" into French.', output: '...' },
    ],
    pass: [
      { input: 'What are your opening hours?', output: 'We are open from 9 to 5.' },
      // A one-word or one-number answer is still an answer.
      { input: 'What is 6 times 7?', output: '42' },
      // Nothing asked, nothing answered.
      { input: '', output: '' },
    ],
  },
};
