// The same tool call (name and arguments) made again in a later turn after it had already returned, or
// retried three times or more while failing. Calls repeated within one model turn are the item detector's
// (repeated_tool_call); this one sees across turns, which only the trace shows.
import { canonicalJson } from '../detectors/tool_use/tool-text.js';
import { exampleTrace } from './example-trace.js';
import { readsAsError, type TraceView } from './trace-view.js';
import type { TraceDetector, TraceFinding } from './types.js';

interface Call {
  key: string;
  name: string;
  /** The turn that asked for it: the span of the requesting message, or the tool span's parent. */
  turn: string | null;
  span_id: string | null;
  failed: boolean | null;
}

const argsKey = (args: string | null) => {
  try {
    return canonicalJson(JSON.parse(args ?? '{}'));
  } catch {
    return (args ?? '').replace(/\s+/g, '');
  }
};

/** Tool spans when the trace has them (they carry status and results); otherwise the calls the model requested. */
function calls(view: TraceView): Call[] {
  const spans = view.spans.filter((s) => s.kind === 'tool' || view.facts(s).tool);
  if (spans.length) {
    return spans.map((s) => {
      const tool = view.facts(s).tool;
      const results = view.results(s.span_id);
      const name = tool?.name ?? s.name;
      return {
        key: `${name}\u0000${argsKey(tool?.arguments ?? null)}`,
        name,
        turn: s.parent_span_id,
        span_id: s.span_id,
        failed: s.status === 'error' || results.some(readsAsError) ? true : results.length || tool?.result ? false : null,
      };
    });
  }
  const results = new Map(view.messages.filter((m) => m.role === 'tool' && m.tool_call_id).map((m) => [m.tool_call_id!, m.content ?? '']));
  return view.messages.flatMap((m) =>
    m.role !== 'assistant'
      ? []
      : m.tool_calls.map((c) => {
          const result = c.id ? results.get(c.id) : undefined;
          return {
            key: `${c.name}\u0000${argsKey(c.arguments)}`,
            name: c.name,
            turn: m.span_id ?? `message-${m.index}`,
            span_id: m.span_id,
            failed: result === undefined ? null : readsAsError(result),
          };
        }),
  );
}

export const detector: TraceDetector = {
  id: 'repeated_tool_call_trace',
  subcategory: 'repeated_tool_call',
  detect(view) {
    const seen = new Map<string, Call[]>();
    for (const call of calls(view)) {
      const earlier = seen.get(call.key) ?? [];
      earlier.push(call);
      seen.set(call.key, earlier);
      const prior = earlier.slice(0, -1);
      const otherTurn = prior.some((p) => p.turn !== call.turn);
      const returned = prior.some((p) => p.failed === false);
      const retries = prior.filter((p) => p.failed === true).length;
      if (!(otherTurn && returned) && retries < 3) continue;
      const finding: TraceFinding = {
        decision: 'fail',
        confidence: returned ? 0.72 : 0.62,
        span_id: call.span_id,
        rationale: returned
          ? `${call.name} was called again with the same arguments in a later turn, after it had already returned (${earlier.length} calls).`
          : `${call.name} was retried ${retries} times with the same arguments while it kept failing, with nothing changed between tries.`,
        snippet: null,
        metadata: { tool_name: call.name, calls: earlier.length, failed_before: retries, span_ids: earlier.map((c) => c.span_id) },
      };
      return [finding];
    }
    return [];
  },
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l1', parent: 'r', name: 'chat', kind: 'llm' },
          { id: 'l2', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 'l1', role: 'assistant', content: null, tool_calls: [{ id: 'a', name: 'get_user', arguments: '{"id": 42}' }] },
          { role: 'tool', content: '{"name": "Ada"}', tool_call_id: 'a' },
          { span: 'l2', role: 'assistant', content: null, tool_calls: [{ id: 'b', name: 'get_user', arguments: '{ "id":42 }' }] },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          ...[1, 2, 3, 4].map((i) => ({
            id: `t${i}`,
            parent: 'r',
            name: 'pay',
            kind: 'tool' as const,
            status: 'error' as const,
            message: '503 Service Unavailable',
            attributes: { 'tool.name': 'pay', 'tool.parameters': '{"amount": 5}' },
          })),
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'a1', parent: 'r', name: 'step' },
          { id: 'a2', parent: 'r', name: 'step' },
          { id: 't1', parent: 'a1', name: 'search', kind: 'tool' },
          { id: 't2', parent: 'a2', name: 'search', kind: 'tool' },
        ],
        messages: [
          { span: 't1', role: 'tool', content: 'three hits', name: 'search' },
          { span: 't2', role: 'tool', content: 'three hits', name: 'search' },
        ],
      }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l1', parent: 'r', name: 'chat', kind: 'llm' },
          { id: 'l2', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 'l1', role: 'assistant', content: null, tool_calls: [{ id: 'a', name: 'get_user', arguments: '{"id": 42}' }] },
          { role: 'tool', content: '{"name": "Ada"}', tool_call_id: 'a' },
          { span: 'l2', role: 'assistant', content: null, tool_calls: [{ id: 'b', name: 'get_user', arguments: '{"id": 43}' }] },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          ...[1, 2].map((i) => ({
            id: `t${i}`,
            parent: 'r',
            name: 'pay',
            kind: 'tool' as const,
            status: 'error' as const,
            message: '503',
            attributes: { 'tool.name': 'pay', 'tool.parameters': '{"amount": 5}' },
          })),
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't1', parent: 'r', name: 'search', kind: 'tool' },
        ],
      }),
    ],
  },
};
