import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { encodeTraceRequest } from '../../src/traces/otlp/otlp-protobuf.js';

const s = (key: string, v: string) => ({ key, value: { stringValue: v } });
const n = (key: string, v: number) => ({ key, value: { intValue: String(v) } });
const T0 = 1746100800000n * 1_000_000n; // 2025-05-01T12:00:00Z in ns
const at = (ms: number) => String(T0 + BigInt(ms) * 1_000_000n);

function span(
  traceId: string,
  spanId: string,
  parent: string | null,
  name: string,
  startMs: number,
  endMs: number,
  attributes: object[] = [],
  extra: object = {},
) {
  return { traceId, spanId, parentSpanId: parent ?? '', name, kind: 1, startTimeUnixNano: at(startMs), endTimeUnixNano: at(endMs), attributes, ...extra };
}
const otlp = (spans: object[], service = 'support-bot') => ({
  resourceSpans: [{ resource: { attributes: [s('service.name', service), s('service.version', '1.4.0')] }, scopeSpans: [{ spans }] }],
});

// An agent run: root → LLM call (asks for a tool) → tool → LLM call (answers), with a retrieval,
// GenAI attributes on the first LLM span and OpenInference ones on the rest.
const AGENT = '11112222333344445555666677778888';
const root = span(AGENT, 'a000000000000001', null, 'agent run', 0, 2000, [s('openinference.span.kind', 'AGENT')]);
const retrieval = span(AGENT, 'a000000000000002', 'a000000000000001', 'retrieve', 10, 90, [
  s('openinference.span.kind', 'RETRIEVER'),
  s('input.value', 'weather paris'),
  s('retrieval.documents.0.document.id', 'doc-1'),
  s('retrieval.documents.0.document.content', 'Paris is often rainy in May.'),
  { key: 'retrieval.documents.0.document.score', value: { doubleValue: 0.91 } },
  s('retrieval.documents.1.document.id', 'doc-2'),
  s('retrieval.documents.1.document.content', 'Lyon weather.'),
]);
const llm1 = span(AGENT, 'a000000000000003', 'a000000000000001', 'chat gpt-4o-mini', 100, 900, [
  s('gen_ai.system', 'openai'),
  s('gen_ai.request.model', 'gpt-4o-mini'),
  n('gen_ai.usage.prompt_tokens', 400),
  n('gen_ai.usage.completion_tokens', 12),
  s('gen_ai.prompt.0.role', 'system'),
  s('gen_ai.prompt.0.content', 'You are a weather bot.'),
  s('gen_ai.prompt.1.role', 'user'),
  s('gen_ai.prompt.1.content', 'Weather in Paris?'),
  s('gen_ai.completion.0.role', 'assistant'),
  s('gen_ai.completion.0.tool_calls.0.id', 'call_1'),
  s('gen_ai.completion.0.tool_calls.0.name', 'get_weather'),
  s('gen_ai.completion.0.tool_calls.0.arguments', '{"city": "Paris"}'),
]);
const tool = span(AGENT, 'a000000000000004', 'a000000000000001', 'get_weather', 950, 1200, [
  s('openinference.span.kind', 'TOOL'),
  s('tool.name', 'get_weather'),
  s('tool_call.id', 'call_1'),
  s('input.value', '{"city": "Paris"}'),
  s('output.value', '{"temp": 18}'),
]);
const llm2 = span(
  AGENT,
  'a000000000000005',
  'a000000000000001',
  'chat',
  1250,
  1900,
  [
    s('openinference.span.kind', 'LLM'),
    s('llm.model_name', 'gpt-4o'),
    n('llm.token_count.prompt', 450),
    n('llm.token_count.completion', 20),
    s('llm.input_messages.0.message.role', 'system'),
    s('llm.input_messages.0.message.content', 'You are a weather bot.'),
    s('llm.input_messages.1.message.role', 'user'),
    s('llm.input_messages.1.message.content', 'Weather in Paris?'),
    s('llm.input_messages.2.message.role', 'assistant'),
    s('llm.input_messages.2.message.tool_calls.0.tool_call.id', 'call_1'),
    s('llm.input_messages.2.message.tool_calls.0.tool_call.function.name', 'get_weather'),
    s('llm.input_messages.2.message.tool_calls.0.tool_call.function.arguments', '{"city": "Paris"}'),
    s('llm.input_messages.3.message.role', 'tool'),
    s('llm.input_messages.3.message.content', '{"temp": 18}'),
    s('llm.input_messages.3.message.tool_call_id', 'call_1'),
    s('llm.output_messages.0.message.role', 'assistant'),
    s('llm.output_messages.0.message.content', 'It is 18 °C in Paris.'),
  ],
  { status: { code: 2, message: 'guardrail tripped' } },
);

describe('trace reconstruction over the API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const post = (body: unknown, key?: string) => t.request({ method: 'POST', url: '/v1/traces', payload: body as object, key });
  const full = async (id: string) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/traces/${id}/full` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  it('rebuilds a trace sent in parts, out of order, in both encodings, with duplicates', async () => {
    // The last LLM call first, then the tool and the root by protobuf, then everything again.
    assert.equal((await post(otlp([llm2]))).statusCode, 200);
    const pb = await t.request({
      method: 'POST',
      url: '/v1/traces',
      payload: Buffer.from(encodeTraceRequest(otlp([tool, root]))),
      headers: { 'content-type': 'application/x-protobuf' },
    });
    assert.equal(pb.statusCode, 200);
    assert.equal((await post(otlp([llm1, retrieval, llm2, tool]))).statusCode, 200);

    const trace = await full(AGENT);
    assert.equal(trace.metadata.service_name, 'support-bot');
    assert.equal(trace.metadata.attributes['service.version'], '1.4.0');
    // Every span, keyed by its id, in start-time order.
    assert.deepEqual(
      Object.entries(trace.spans).map(([id, x]: [string, any]) => [id, x.span_id, x.name, x.kind]),
      [
        ['a000000000000001', 'a000000000000001', 'agent run', 'agent'],
        ['a000000000000002', 'a000000000000002', 'retrieve', 'retrieval'],
        ['a000000000000003', 'a000000000000003', 'chat gpt-4o-mini', 'llm'],
        ['a000000000000004', 'a000000000000004', 'get_weather', 'tool'],
        ['a000000000000005', 'a000000000000005', 'chat', 'llm'],
      ],
    );
    assert.deepEqual(trace.summary, {
      span_count: 5,
      llm_span_count: 2,
      tool_call_count: 1,
      retrieval_count: 1,
      error_count: 1,
      duration_ms: 2000,
      input_tokens: 850,
      output_tokens: 32,
      models: ['gpt-4o-mini', 'gpt-4o'],
      start_time: '2025-05-01T12:00:00.000Z',
      end_time: '2025-05-01T12:00:02.000Z',
    });
    assert.equal(trace.diagnostics.duplicates_dropped, 2);
    assert.deepEqual(trace.diagnostics.error_spans, ['a000000000000005']);
    assert.deepEqual(trace.diagnostics.orphan_spans, []);

    // One conversation, not one copy per LLM call: the second call's resent history is not repeated.
    assert.deepEqual(
      trace.messages.map((m: { role: string; content: string | null }) => [m.role, m.content]),
      [
        ['system', 'You are a weather bot.'],
        ['user', 'Weather in Paris?'],
        ['assistant', null],
        ['tool', '{"temp": 18}'],
        ['assistant', 'It is 18 °C in Paris.'],
      ],
    );
    assert.deepEqual(trace.messages[2].tool_calls, [{ id: 'call_1', name: 'get_weather', arguments: '{"city": "Paris"}' }]);
    assert.equal(trace.messages[3].tool_call_id, 'call_1');
    assert.equal(trace.messages[3].span_id, 'a000000000000004');
    assert.deepEqual(
      trace.messages.map((m: { index: number }) => m.index),
      [0, 1, 2, 3, 4],
    );

    assert.deepEqual(trace.retrievals, [
      {
        span_id: 'a000000000000002',
        query: 'weather paris',
        documents: [
          { id: 'doc-1', content: 'Paris is often rainy in May.', score: 0.91, metadata: {} },
          { id: 'doc-2', content: 'Lyon weather.', score: null, metadata: {} },
        ],
      },
    ]);
    assert.equal(trace.execution_tree.roots.length, 1);
    assert.equal(trace.execution_tree.roots[0].children.length, 4);
    assert.equal(trace.execution_tree.roots[0].children[3].depth, 1);
    assert.deepEqual(trace.execution_tree.continuations, []);
  });

  it("has the service document's top-level fields and types: spans and execution_tree are objects", async () => {
    const trace = await full(AGENT);
    const isObject = (x: unknown) => x !== null && typeof x === 'object' && !Array.isArray(x);
    assert.deepEqual(Object.keys(trace), ['trace_id', 'metadata', 'summary', 'messages', 'spans', 'retrievals', 'diagnostics', 'execution_tree']);
    assert.equal(trace.trace_id, AGENT);
    for (const name of ['metadata', 'summary', 'spans', 'diagnostics', 'execution_tree']) assert.ok(isObject(trace[name]), `${name} is an object`);
    for (const name of ['messages', 'retrievals']) assert.ok(Array.isArray(trace[name]), `${name} is an array`);
    assert.ok(trace.messages.every(isObject));
    // spans holds every span of the trace, each under its own id.
    assert.equal(Object.keys(trace.spans).length, trace.summary.span_count);
    for (const [id, span] of Object.entries(trace.spans) as [string, any][]) assert.equal(span.span_id, id);
    assert.deepEqual(Object.keys(trace.execution_tree), ['roots', 'continuations']);
  });

  it('writes spans in start-time order whatever their ids look like ("10" before "2", "__proto__" a key like any other)', async () => {
    const id = 'order-of-keys';
    const at = (ms: number) => new Date(Date.parse('2025-05-01T12:00:00Z') + ms).toISOString();
    const items = [
      ['10', 0],
      ['2', 1],
      ['__proto__', 2],
      ['b', 3],
      ['a', 4],
    ].map(([spanId, ms]) => ({
      type: 'span',
      trace_id: id,
      span_id: spanId,
      parent_span_id: spanId === '10' ? null : '10',
      name: `step ${spanId}`,
      start_time: at(ms as number),
    }));
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/traces', payload: { items } })).statusCode, 207);
    const res = await t.request({ method: 'GET', url: `/api/v1/traces/${id}/full` });
    const positions = ['"10":', '"2":', '"__proto__":', '"b":', '"a":'].map((key) => res.body.indexOf(key, res.body.indexOf('"spans":')));
    assert.ok(
      positions.every((p, i) => p > 0 && (i === 0 || p > positions[i - 1])),
      `keys in start order: ${positions}`,
    );
    const trace = res.json();
    assert.ok(Object.hasOwn(trace.spans, '__proto__'));
    // biome-ignore lint/suspicious/noProto: a span named __proto__ must come back as an own key, not the prototype
    assert.equal(trace.spans.__proto__.name, 'step __proto__');
    assert.equal(Object.keys(trace.spans).length, 5);
  });

  it('answers 404 for any trace id that names no trace of the caller, whatever its form, and 401 without a key', async () => {
    const long = 'z'.repeat(300);
    for (const id of [
      'no-such-trace',
      'x',
      '00000000000000000000000000000000',
      long,
      encodeURIComponent('ünïcode/slash id'),
      encodeURIComponent('%'),
      `${AGENT}0`,
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/v1/traces/${id}/full` });
      assert.equal(res.statusCode, 404, `${id.slice(0, 40)}: ${res.body.slice(0, 200)}`);
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal((await t.request({ method: 'GET', url: `/api/v1/traces/${AGENT}/full`, key: t.otherKey })).statusCode, 404);
    const anonymous = await t.request({ method: 'GET', url: `/api/v1/traces/${AGENT}/full`, key: null });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(typeof anonymous.json().detail, 'string');
  });

  it('reads a trace whose id is 128 characters of any script (path ids are strings)', async () => {
    const id = 'é'.repeat(64) + '𝔷'.repeat(64);
    const items = [{ type: 'span', trace_id: id, span_id: 's', name: 'long id', start_time: '2025-05-01T12:00:00Z' }];
    const stored = await t.request({ method: 'POST', url: '/api/v1/traces', payload: { items } });
    assert.equal(stored.json().results[0].status, 201, stored.body);
    const trace = await full(encodeURIComponent(id));
    assert.equal(trace.trace_id, id);
    assert.equal(trace.spans.s.name, 'long id');
  });

  it('reads GenAI messages from JSON attributes and from span events; reports orphans and clock skew', async () => {
    const id = '99990000999900009999000099990000';
    const chat = span(id, 'b000000000000001', 'ffffffffffffff00', 'chat', 100, 50, [
      s('gen_ai.operation.name', 'chat'),
      s('gen_ai.provider.name', 'anthropic'),
      s('gen_ai.response.model', 'claude-x'),
      n('gen_ai.usage.input_tokens', 7),
      n('gen_ai.usage.output_tokens', 3),
      s('gen_ai.input.messages', JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Hello?' }] }])),
      s('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'Hi!' }], finish_reason: 'stop' }])),
    ]);
    const eventSpan = span(id, 'b000000000000002', 'b000000000000001', 'chat events', 200, 300, [s('gen_ai.system', 'openai')], {
      events: [
        { name: 'gen_ai.user.message', timeUnixNano: at(200), attributes: [s('content', 'And tomorrow?')] },
        { name: 'gen_ai.choice', timeUnixNano: at(300), attributes: [s('message', JSON.stringify({ role: 'assistant', content: 'Sunny.' }))] },
      ],
    });
    await post(otlp([chat, eventSpan]));
    const trace = await full(id);
    assert.deepEqual(
      trace.messages.map((m: { role: string; content: string }) => [m.role, m.content]),
      [
        ['user', 'Hello?'],
        ['assistant', 'Hi!'],
        ['user', 'And tomorrow?'],
        ['assistant', 'Sunny.'],
      ],
    );
    assert.deepEqual(trace.summary.models, ['claude-x']);
    // The span events themselves, on their span (name, time, attributes as sent); none on a span without any.
    assert.deepEqual(trace.spans.b000000000000002.events, [
      { name: 'gen_ai.user.message', time: '2025-05-01T12:00:00.200Z', attributes: { content: 'And tomorrow?' } },
      { name: 'gen_ai.choice', time: '2025-05-01T12:00:00.300Z', attributes: { message: JSON.stringify({ role: 'assistant', content: 'Sunny.' }) } },
    ]);
    assert.deepEqual(trace.spans.b000000000000001.events, []);
    assert.equal(trace.summary.input_tokens, 7);
    assert.deepEqual(trace.diagnostics.orphan_spans, ['b000000000000001']);
    assert.deepEqual(trace.diagnostics.missing_parents, ['ffffffffffffff00']);
    assert.ok(
      trace.diagnostics.clock_skew.some((c: { span_id: string; detail: string }) => c.span_id === 'b000000000000001' && /before it starts/.test(c.detail)),
    );
    assert.ok(
      trace.diagnostics.clock_skew.some((c: { span_id: string; detail: string }) => c.span_id === 'b000000000000002' && /after its parent/.test(c.detail)),
    );
  });

  it('rebuilds a 10,000-deep chain: nested 100 levels per entry, each continuation pointing at its parent', async () => {
    const id = 'c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0';
    const hex = (i: number) => (i + 1).toString(16).padStart(16, '0');
    const chain = Array.from({ length: 10_000 }, (_, i) => span(id, hex(i), i === 0 ? null : hex(i - 1), `step ${i}`, i, 20_000 - i));
    // Deepest spans first, in two requests.
    assert.equal((await post(otlp(chain.slice(5000)))).statusCode, 200);
    assert.equal((await post(otlp(chain.slice(0, 5000)))).statusCode, 200);
    const trace = await full(id);
    assert.equal(trace.summary.span_count, 10_000);
    assert.equal(Object.keys(trace.spans).length, 10_000);
    assert.deepEqual(trace.diagnostics.orphan_spans, []);
    assert.equal(trace.execution_tree.roots.length, 1);
    assert.equal(trace.execution_tree.continuations.length, 99);
    let seen = 0;
    for (const [k, entry] of [...trace.execution_tree.roots, ...trace.execution_tree.continuations].entries()) {
      assert.equal(entry.depth, k * 100);
      assert.equal(entry.parent_span_id, k === 0 ? null : hex(k * 100 - 1));
      let node = entry;
      for (let level = 1; level < 100; level++) {
        assert.equal(node.children.length, 1);
        node = node.children[0];
        assert.equal(node.depth, k * 100 + level);
      }
      assert.equal(node.children.length, 0);
      assert.equal(node.children_continued, k < 99);
      seen += 100;
    }
    assert.equal(seen, 10_000);
  });
});
