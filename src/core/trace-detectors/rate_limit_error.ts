// A provider or tool refused a call for exceeding its rate or quota (HTTP 429, "rate limit", "quota exceeded").
import { exampleTrace } from './example-trace.js';
import { findErrors } from './error-signals.js';
import type { TraceDetector } from './types.js';

const RATE_LIMIT =
  /\b(?:429|rate[ _-]?limit(?:ed|s)?|too many requests|quota (?:exceeded|exhausted)|exceeded (?:your|the) (?:current )?quota|RESOURCE_EXHAUSTED|RateLimitError|throttl(?:ed|ing)|retry[ -]after)\b/i;

export const detector: TraceDetector = {
  id: 'rate_limit_error',
  subcategory: 'rate_limit_error',
  detect: (view) => findErrors(view, { what: 'was refused for its rate or quota', pattern: RATE_LIMIT, confidence: { status: 0.93, result: 0.82 } }),
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat gpt-4o', kind: 'llm', status: 'error', message: '429 Too Many Requests' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'geocode', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'Error: Daily quota exceeded for this API key.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', status: 'error', attributes: { 'error.type': 'RateLimitError' } },
        ],
      }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'docs', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'Our API allows 429 requests per minute on the Pro plan.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', status: 'error', message: 'Invalid JSON in response' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
      }),
    ],
  },
};
