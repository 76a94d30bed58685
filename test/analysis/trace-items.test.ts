// How full mode turns a trace's conversation into items (src/core/trace-detectors/trace-items.ts), and where
// trace-level findings land (src/core/trace-detectors/trace-tags.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deriveItems } from '../../src/core/trace-detectors/trace-items.js';
import { itemForSpan } from '../../src/core/trace-detectors/trace-tags.js';
import { exampleTrace } from '../../src/core/trace-detectors/example-trace.js';
import { TraceView } from '../../src/core/trace-detectors/trace-view.js';

const trace = exampleTrace({
  spans: [
    { id: 'root', name: 'agent', kind: 'agent', at: 0, ms: 5000 },
    { id: 'l1', parent: 'root', name: 'chat', kind: 'llm', at: 0 },
    { id: 'r1', parent: 'root', name: 'search_docs', kind: 'retrieval', at: 150 },
    { id: 't1', parent: 'root', name: 'get_order', kind: 'tool', at: 200, status: 'error', message: 'order service down' },
    { id: 'l2', parent: 'root', name: 'chat', kind: 'llm', at: 300 },
    { id: 'l3', parent: 'root', name: 'chat', kind: 'llm', at: 500 },
    { id: 'slow', parent: 'root', name: 'audit-log', at: 4000 },
  ],
  messages: [
    { span: 'l1', role: 'system', content: 'Be brief.' },
    { span: 'l1', role: 'user', content: 'Where is order 7?' },
    { span: 'l1', role: 'assistant', content: null, tool_calls: [{ id: 'c1', name: 'get_order', arguments: '{"id": 7}' }] },
    { span: 't1', role: 'tool', content: 'order service down', name: 'get_order', tool_call_id: 'c1' },
    { span: 'l2', role: 'assistant', content: 'Order 7 is on its way.' },
    { span: 'l3', role: 'user', content: 'Thanks! And order 8?' },
    { span: 'l3', role: 'assistant', content: 'Order 8 shipped yesterday.' },
    { span: 'l3', role: 'assistant', content: 'Anything else?' },
  ],
  retrievals: [{ span_id: 'r1', query: 'orders', documents: [{ id: 'd', content: 'Orders ship in 2 days.', score: null, metadata: {} }] }],
});

describe('full mode: items from a trace', () => {
  const view = new TraceView(trace);
  const items = deriveItems(view);

  it('makes one item per answered turn; a turn that only called tools joins the answer', () => {
    assert.equal(items.length, 2);
    assert.deepEqual(
      items.map((i) => i.span_id),
      ['l2', 'l3'],
    );
    const [first, second] = items.map((i) => i.item);
    assert.equal(first.input, 'Where is order 7?');
    assert.equal(first.output, 'Order 7 is on its way.');
    assert.equal(first.system_prompt, 'Be brief.');
    assert.deepEqual(first.tool_calls, [{ id: 'c1', name: 'get_order', arguments: '{"id": 7}', error: 'order service down' }]);
    assert.deepEqual(first.context, ['Orders ship in 2 days.'], 'a retrieval span beside the turn, before it answered');
    assert.equal(second.input, 'Thanks! And order 8?');
    assert.equal(second.output, 'Order 8 shipped yesterday.\nAnything else?', 'consecutive answers of one span are one answer');
    assert.equal(second.tool_calls, undefined);
    assert.deepEqual(second.metadata, { trace_id: 'example-trace', span_id: 'l3', turn: 1, speaker: null });
  });

  it('places a finding on the item of its span, else on the turn that followed it, else on the last', () => {
    assert.equal(itemForSpan(view, items, 't1'), 0);
    assert.equal(itemForSpan(view, items, 'l3'), 1);
    assert.equal(itemForSpan(view, items, 'slow'), 1);
    assert.equal(itemForSpan(view, items, 'root'), 0, 'the root started before the first answer');
    assert.equal(itemForSpan(view, items, null), 1);
  });
});
