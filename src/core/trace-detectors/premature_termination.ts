// The run ended before producing a final answer: its root span failed or was cancelled, or the
// conversation stops at a question, a tool call or a tool result that no answer follows.
import { exampleTrace } from './example-trace.js';
import { quote, type TraceView } from './trace-view.js';
import type { TraceDetector, TraceFinding } from './types.js';

const CANCELLED = /\b(?:cancel(?:l?ed|lation)|aborted|interrupted|killed|terminated unexpectedly|SIGTERM|SIGKILL)\b/i;

function rootFindings(view: TraceView): TraceFinding[] {
  const out: TraceFinding[] = [];
  for (const root of view.roots()) {
    const text = view.statusText(root);
    if (root.status !== 'error' && !CANCELLED.test(root.status_message ?? '')) continue;
    out.push({
      decision: 'fail',
      confidence: 0.85,
      span_id: root.span_id,
      rationale: `The run's root span "${root.name}" ended ${root.status === 'error' ? 'with an error' : 'cancelled'}${text ? `: "${quote(text)}"` : ''}.`,
      snippet: text || null,
      metadata: { span_name: root.name, status: root.status },
    });
  }
  return out;
}

export const detector: TraceDetector = {
  id: 'premature_termination',
  subcategory: 'premature_termination',
  detect(view) {
    const roots = rootFindings(view);
    if (roots.length) return roots.slice(0, 1);
    const asked = view.messages.some((m) => m.role === 'user' || m.role === 'tool');
    if (!asked) return [];
    const { message, after } = view.finalAnswer();
    const pending = after.filter((m) => m.role === 'user' || m.role === 'tool' || (m.role === 'assistant' && m.tool_calls.length > 0));
    if (message && pending.length === 0) return [];
    const last = pending[pending.length - 1] ?? view.messages[view.messages.length - 1];
    const spanId = last.span_id ?? view.roots()[0]?.span_id ?? null;
    const what = last.role === 'tool' ? `a result of ${last.name ?? 'a tool'}` : last.role === 'user' ? 'a user message' : 'a tool call';
    return [
      {
        decision: 'fail',
        confidence: message ? 0.72 : 0.8,
        span_id: spanId,
        rationale: message
          ? `The conversation ends with ${what} that no answer follows: the run stopped before finishing.`
          : `The run produced no answer: the conversation ends with ${what}.`,
        snippet: last.content ? last.content.slice(0, 300) : null,
        metadata: { last_role: last.role, message_index: last.index, unanswered: pending.length },
      },
    ];
  },
  examples: {
    fail: [
      exampleTrace({ spans: [{ id: 'r', name: 'agent', status: 'error', message: 'KeyError: order_id' }] }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
          { id: 't', parent: 'r', name: 'lookup_order', kind: 'tool' },
        ],
        messages: [
          { span: 'l', role: 'user', content: 'Where is order 1182?' },
          { span: 'l', role: 'assistant', content: null, tool_calls: [{ id: 'c1', name: 'lookup_order' }] },
          { span: 't', role: 'tool', content: '{"status": "shipped"}', name: 'lookup_order', tool_call_id: 'c1' },
        ],
      }),
      exampleTrace({ spans: [{ id: 'r', name: 'workflow', status: 'unset', message: 'run cancelled by user after 3 of 6 steps' }] }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 'l', role: 'user', content: 'Hi' },
          { span: 'l', role: 'assistant', content: 'Hello! How can I help?' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'batch-job' },
          { id: 'c', parent: 'r', name: 'embed', kind: 'embedding' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
          { id: 't', parent: 'r', name: 'lookup', kind: 'tool', status: 'error', message: 'not found' },
          { id: 'l2', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 'l', role: 'user', content: 'Where is order 7?' },
          { span: 't', role: 'tool', content: 'not found', name: 'lookup' },
          { span: 'l2', role: 'assistant', content: 'I could not find order 7; please check the number.' },
        ],
      }),
    ],
  },
};
