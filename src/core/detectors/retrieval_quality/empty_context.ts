// The item has a context field, but nothing was retrieved into it: no chunks, or only blank ones.
import type { Detector, EvidenceSpan, Finding } from '../types.js';

export const detector: Detector = {
  id: 'empty_context',
  requires: ['context'],
  detect(item, text): Finding | null {
    if (!item.hasContextField) return null;
    if (item.context.some((chunk) => chunk.trim() !== '')) return null;
    const none = item.context.length === 0;
    const evidence: EvidenceSpan[] = none
      ? [{ source: 'context', start: 0, end: 0, description: 'The context field is an empty list: no chunk was retrieved.' }]
      : text.chunkSpans.map((span, i) => ({
          source: 'context' as const,
          start: span.start,
          end: span.end,
          description: `Chunk ${i + 1} is empty or whitespace only.`,
          metadata: { chunk_index: i },
        }));
    return {
      decision: 'fail',
      confidence: 0.97,
      rationale: none
        ? 'The context is an empty list: retrieval returned nothing, so the answer could not be grounded.'
        : `All ${item.context.length} context chunk(s) are empty or whitespace: retrieval returned no usable text.`,
      evidence,
    };
  },
  examples: {
    fail: [
      { input: 'What is the refund window?', context: [], output: 'Refunds are accepted within 30 days.' },
      { input: 'What is the refund window?', context: ['', '   \n  '], output: 'I could not find that information.' },
      { input: 'Who is the account manager?', context: '\t', output: 'Your account manager is Dana.' },
    ],
    pass: [
      { input: 'What is the refund window?', context: ['Refunds are accepted within 30 days.'], output: 'Within 30 days.' },
      // One blank chunk among real ones is not an empty context.
      { input: 'What is the refund window?', context: ['', 'Refunds are accepted within 30 days.'], output: 'Within 30 days.' },
      // No context field at all: nothing was meant to be retrieved.
      { input: 'Say hello.', output: 'Hello!' },
    ],
  },
};
