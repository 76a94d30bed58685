// A call failed on credentials: HTTP 401/403, "invalid API key", "permission denied", "token expired".
import { exampleTrace } from './example-trace.js';
import { findErrors } from './error-signals.js';
import type { TraceDetector } from './types.js';

const AUTH =
  /\b(?:401|403|unauthori[sz]ed|forbidden|(?:invalid|incorrect|missing|expired|revoked) (?:api[ _-]?key|token|credentials?|access token)|(?:api[ _-]?key|token|credentials?) (?:is |was |has )?(?:invalid|expired|revoked|missing)|token expired|permission denied|access denied|authentication (?:failed|error|required)|not authenticated|AuthenticationError|PermissionDenied|insufficient (?:scope|permissions?))\b/i;

export const detector: TraceDetector = {
  id: 'auth_error',
  subcategory: 'auth_error',
  detect: (view) => findErrors(view, { what: 'failed on credentials', pattern: AUTH, confidence: { status: 0.93, result: 0.82 } }),
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'crm_lookup', kind: 'tool', status: 'error', message: '401 Unauthorized: token expired' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', status: 'error', message: 'Incorrect API key provided: sk-abc***' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'read_file', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'Error: permission denied: /etc/shadow' }],
      }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'search', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'Room 401 is on the fourth floor; the 403 bus stops outside.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'lookup', kind: 'tool', status: 'error', message: 'connection reset by peer' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'login_help', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'To reset an expired token, open Settings → Tokens.' }],
      }),
    ],
  },
};
