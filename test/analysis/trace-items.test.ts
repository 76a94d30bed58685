// How full mode turns a trace's conversation into items (src/core/trace-detectors/trace-items.ts), and where
// trace-level findings land (src/core/trace-detectors/trace-tags.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deriveItems } from '../../src/core/trace-detectors/trace-items.js';
import { itemForSpan } from '../../src/core/trace-detectors/trace-tags.js';
import { exampleTrace } from '../../src/core/trace-detectors/example-trace.js';
import { TraceView } from '../../src/core/trace-detectors/trace-view.js';
import { detector as hiddenToolError } from '../../src/core/trace-detectors/hidden_tool_error.js';
import { detector as toolErrorIgnored } from '../../src/core/detectors/tool_use/tool_error_ignored.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { rebuildTrace } from '../../src/core/traces/reconstruct/full-trace.js';
import { convertOtlpRequest } from '../../src/traces/otlp/otlp-spans.js';
import { REFUND_ANSWER, REFUND_ERROR, REFUND_SPANS, refundOtlpRequest } from '../support/refund-trace.js';

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

/** An OTLP/JSON request rebuilt as the store would serve it (one trace, no native parts). */
function otlpTrace(request: ReturnType<typeof refundOtlpRequest>) {
  const spans = convertOtlpRequest(request as never).resources.flatMap((r) => r.spans);
  return rebuildTrace({
    trace_id: spans[0].trace_id,
    project_name: 'default',
    service_name: 'support-bot',
    resource: {},
    first_seen: '2025-05-01T12:00:00.000Z',
    last_seen: '2025-05-01T12:00:01.000Z',
    duplicates_dropped: 0,
    spans,
    items: [],
  });
}

describe('full mode: a tool result on its tool span and in the next model input is one message', () => {
  for (const flavour of ['genai', 'openinference'] as const) {
    for (const gap of [0, 7]) {
      it(`${flavour}, the model call starting ${gap ? `${gap} ms after` : 'the millisecond'} the tool span ends`, () => {
        const trace = otlpTrace(refundOtlpRequest('5b8aa5a2d2c872e8321cf37308d69df2', flavour, gap));
        const tools = trace.messages.filter((m) => m.role === 'tool');
        assert.equal(tools.length, 1, JSON.stringify(trace.messages.map((m) => [m.role, m.span_id])));
        assert.equal(tools[0].span_id, REFUND_SPANS.tool, 'kept on the tool span, whose status says it failed');
        const view = new TraceView(trace);
        const items = deriveItems(view);
        assert.equal(items.length, 1);
        assert.deepEqual(
          items[0].item.tool_calls?.map((c) => [c.name, c.error, c.output]),
          [['issue_refund', REFUND_ERROR, undefined]],
        );
        assert.equal(items[0].item.output, REFUND_ANSWER);
        // The documented example: "Your refund is done." after the failed refund is a misreport, in both readings.
        const item = normalizeItem(items[0].item, 0);
        const finding = toolErrorIgnored.detect(item, new ItemText(item));
        assert.equal(finding?.decision, 'fail');
        assert.equal(finding?.severity, 'critical', finding?.rationale);
        const hidden = hiddenToolError.detect(view);
        assert.deepEqual(
          hidden.map((f) => [f.span_id, f.metadata?.claims_success]),
          [[REFUND_SPANS.tool, true]],
        );
      });
    }
  }

  it('one call id is one result, even when the tool span and the model input word it differently', () => {
    const request = refundOtlpRequest('5b8aa5a2d2c872e8321cf37308d69df2', 'genai', 0);
    const spans = request.resourceSpans[0].scopeSpans[0].spans;
    const second = (spans[3].attributes as { key: string; value: { stringValue: string } }[]).find((a) => a.key === 'gen_ai.input.messages')!;
    second.value.stringValue = second.value.stringValue.replace(REFUND_ERROR, `Error: ${REFUND_ERROR}`);
    for (const gap of [0, 7]) {
      spans[3].startTimeUnixNano = String(BigInt(spans[2].endTimeUnixNano) + BigInt(gap) * 1_000_000n);
      const trace = otlpTrace(request);
      assert.equal(trace.messages.filter((m) => m.role === 'tool').length, 1, `gap ${gap}`);
    }
  });

  it('an answer equal to a message its own input brought in is still a message of its own', () => {
    const text = (key: string, v: unknown) => ({ key, value: { stringValue: typeof v === 'string' ? v : JSON.stringify(v) } });
    const say = (role: string, content: string) => ({ role, parts: [{ type: 'text', content }] });
    const request = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: '5b8aa5a2d2c872e8321cf37308d69df3',
                  spanId: '2000000000000001',
                  name: 'chat',
                  startTimeUnixNano: '1746100800000000000',
                  endTimeUnixNano: '1746100800000000000',
                  attributes: [
                    text('gen_ai.operation.name', 'chat'),
                    text('gen_ai.input.messages', [say('user', 'Ping?'), say('assistant', 'OK'), say('user', 'Again?')]),
                    text('gen_ai.output.messages', [say('assistant', 'OK')]),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const trace = otlpTrace(request as never);
    assert.deepEqual(
      trace.messages.map((m) => [m.role, m.content]),
      [
        ['user', 'Ping?'],
        ['assistant', 'OK'],
        ['user', 'Again?'],
        ['assistant', 'OK'],
      ],
    );
  });
});
