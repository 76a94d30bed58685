// A model call exceeded its context window: the provider's error, or an input that was cut to fit.
import { exampleTrace } from './example-trace.js';
import { findErrors } from './error-signals.js';
import type { TraceDetector } from './types.js';

const OVERFLOW =
  /\b(?:context[_ ]length[_ ]exceeded|maximum context length|context (?:window|length) (?:is |was )?(?:exceeded|overflow|too (?:long|small))|exceeds? the (?:model'?s )?(?:context|token limit)|prompt is too long|input is too long|too many (?:input )?tokens|reduce the length of the (?:messages|prompt|input)|string_above_max_length|token limit (?:exceeded|reached))\b/i;

export const detector: TraceDetector = {
  id: 'context_window_overflow',
  subcategory: 'context_window_overflow',
  detect: (view) => findErrors(view, { what: 'exceeded the context window', pattern: OVERFLOW, confidence: { status: 0.94, result: 0.85 } }),
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          {
            id: 'l',
            parent: 'r',
            name: 'chat',
            kind: 'llm',
            status: 'error',
            message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens.",
          },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', status: 'error', attributes: { 'error.type': 'context_length_exceeded' } },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'claude', kind: 'llm', status: 'error', message: 'prompt is too long: 210000 tokens > 200000 maximum' },
        ],
      }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'docs', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'The maximum context length of GPT-4o is 128k tokens.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', status: 'error', message: '500 internal error' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', attributes: { 'gen_ai.usage.input_tokens': 120000 } },
        ],
      }),
    ],
  },
};
