// Pure parts of the traces area: attribute readers, OTLP conversion and the execution tree, without a store.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readAiFacts, spanKind } from '../../src/core/traces/attributes/ai-facts.js';
import { convertOtlpRequest } from '../../src/traces/otlp/otlp-spans.js';
import { decodeTraceRequest, encodeTraceRequest } from '../../src/traces/otlp/otlp-protobuf.js';
import { buildExecutionTree } from '../../src/core/traces/reconstruct/execution-tree.js';
import { msToIso, type StoredSpan } from '../../src/core/traces/span-model.js';

const facts = (attributes: Record<string, unknown>, events: StoredSpan['events'] = null) => readAiFacts({ attributes, events });

describe('GenAI attributes', () => {
  it('reads current and deprecated names alike', () => {
    const current = facts({ 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'm', 'gen_ai.usage.input_tokens': 5, 'gen_ai.usage.output_tokens': '6' });
    const deprecated = facts({ 'gen_ai.system': 'openai', 'gen_ai.request.model': 'm', 'gen_ai.usage.prompt_tokens': 5, 'gen_ai.usage.completion_tokens': 6 });
    for (const f of [current, deprecated]) {
      assert.equal(f.kind, 'llm');
      assert.equal(f.model, 'm');
      assert.equal(f.input_tokens, 5);
      assert.equal(f.output_tokens, 6);
    }
    assert.equal(facts({ 'gen_ai.response.model': 'served', 'gen_ai.request.model': 'asked', 'gen_ai.system': 'x' }).model, 'served');
  });

  it('maps operation names to kinds and reads tool spans', () => {
    assert.equal(facts({ 'gen_ai.operation.name': 'embeddings' }).kind, 'embedding');
    assert.equal(facts({ 'gen_ai.operation.name': 'invoke_agent' }).kind, 'agent');
    const tool = facts({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'search', 'gen_ai.tool.call.id': 'c1' });
    assert.equal(tool.kind, 'tool');
    assert.deepEqual(tool.tool, { name: 'search', call_id: 'c1', arguments: null, result: null });
  });

  it('reads system instructions and tool-call parts of gen_ai.input.messages / output.messages', () => {
    const f = facts({
      'gen_ai.operation.name': 'chat',
      'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: 'Be brief.' }]),
      'gen_ai.input.messages': JSON.stringify([
        { role: 'user', parts: [{ type: 'text', content: 'Weather?' }] },
        { role: 'tool', parts: [{ type: 'tool_call_response', id: 'c1', response: 'rain' }] },
      ]),
      'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'tool_call', id: 'c2', name: 'get', arguments: { q: 1 } }] }]),
    });
    assert.deepEqual(
      f.input_messages.map((m) => [m.role, m.content, m.tool_call_id]),
      [
        ['system', 'Be brief.', null],
        ['user', 'Weather?', null],
        ['tool', 'rain', 'c1'],
      ],
    );
    assert.deepEqual(f.output_messages[0].tool_calls, [{ id: 'c2', name: 'get', arguments: '{"q":1}' }]);
  });

  it('reads the event forms, including gen_ai.event.content bodies and tool calls on assistant events', () => {
    const f = facts({ 'gen_ai.system': 'openai' }, [
      { name: 'gen_ai.system.message', time_ms: 1, attributes: { 'gen_ai.event.content': JSON.stringify({ content: 'Rules.' }) } },
      {
        name: 'gen_ai.assistant.message',
        time_ms: 2,
        attributes: { tool_calls: JSON.stringify([{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }]) },
      },
      { name: 'gen_ai.tool.message', time_ms: 3, attributes: { content: 'ok', id: 'c' } },
      { name: 'gen_ai.choice', time_ms: 4, attributes: { index: 0, message: JSON.stringify({ content: 'Done.' }) } },
    ]);
    assert.deepEqual(
      f.input_messages.map((m) => [m.role, m.content]),
      [
        ['system', 'Rules.'],
        ['assistant', null],
        ['tool', 'ok'],
      ],
    );
    assert.deepEqual(f.input_messages[1].tool_calls, [{ id: 'c', name: 'f', arguments: '{}' }]);
    assert.equal(f.input_messages[2].tool_call_id, 'c');
    assert.deepEqual(
      f.output_messages.map((m) => [m.role, m.content]),
      [['assistant', 'Done.']],
    );
  });
});

describe('OpenInference attributes', () => {
  it('reads kinds, models, tokens, multimodal contents and input/output values', () => {
    const f = facts({
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4o',
      'llm.token_count.prompt': 10,
      'llm.token_count.completion': 2,
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.contents.0.message_content.type': 'text',
      'llm.input_messages.0.message.contents.0.message_content.text': 'Describe this.',
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content': 'A cat.',
    });
    assert.equal(f.kind, 'llm');
    assert.equal(f.model, 'gpt-4o');
    assert.deepEqual([f.input_tokens, f.output_tokens], [10, 2]);
    assert.equal(f.input_messages[0].content, 'Describe this.');
    assert.equal(f.output_messages[0].content, 'A cat.');
    const bare = facts({ 'openinference.span.kind': 'LLM', 'input.value': 'q', 'output.value': 'a' });
    assert.deepEqual([bare.input_messages[0].content, bare.output_messages[0].content], ['q', 'a']);
  });

  it('reads retrievals (documents in index order, scores as numbers) and tool spans', () => {
    const f = facts({
      'openinference.span.kind': 'RETRIEVER',
      'input.value': 'q',
      'retrieval.documents.1.document.content': 'second',
      'retrieval.documents.0.document.content': 'first',
      'retrieval.documents.0.document.score': '0.5',
      'retrieval.documents.0.document.metadata': '{"source": "wiki"}',
    });
    assert.deepEqual(f.retrieval, {
      query: 'q',
      documents: [
        { id: null, content: 'first', score: 0.5, metadata: { source: 'wiki' } },
        { id: null, content: 'second', score: null, metadata: {} },
      ],
    });
    const tool = facts({ 'openinference.span.kind': 'TOOL', 'tool.name': 't', 'input.value': '{"a":1}', 'output.value': 'r' });
    assert.deepEqual(tool.tool, { name: 't', call_id: null, arguments: '{"a":1}', result: 'r' });
  });

  it('falls back to the OpenTelemetry kind, and native spans keep the kind they declared', () => {
    assert.equal(spanKind(facts({ 'http.method': 'GET' }), 'server'), 'server');
    assert.equal(spanKind(facts({}), 'unspecified'), 'unknown');
    assert.equal(spanKind(facts({ 'gen_ai.system': 'x' }), 'tool'), 'tool');
  });
});

describe('OTLP conversion', () => {
  it('gives the same spans from protobuf and from JSON, with string and number int64s and enum names', () => {
    const spanJson = {
      traceId: '0AF7651916CD43DD8448EB211C80319C',
      spanId: 'B7AD6B7169203331',
      name: 's',
      kind: 'SPAN_KIND_CLIENT',
      startTimeUnixNano: 1746100800000000000,
      endTimeUnixNano: '1746100800500000000',
      attributes: [
        { key: 'i', value: { intValue: '9007199254740993' } },
        { key: 'kv', value: { kvlistValue: { values: [{ key: 'x', value: { boolValue: true } }] } } },
      ],
      status: { code: 'STATUS_CODE_ERROR', message: 'boom' },
    };
    const fromJson = convertOtlpRequest({ resourceSpans: [{ scopeSpans: [{ spans: [spanJson as never] }] }] }).resources[0].spans[0];
    assert.equal(fromJson.trace_id, '0af7651916cd43dd8448eb211c80319c');
    assert.equal(fromJson.otel_kind, 'client');
    assert.equal(fromJson.status, 'error');
    assert.equal(fromJson.end_ms! - fromJson.start_ms, 500);
    assert.deepEqual(fromJson.attributes, { i: '9007199254740993', kv: { x: true } });
    const bytes = encodeTraceRequest({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                { ...spanJson, kind: 3, status: { code: 2, message: 'boom' }, traceId: spanJson.traceId.toLowerCase(), spanId: spanJson.spanId.toLowerCase() },
              ],
            },
          ],
        },
      ],
    });
    const fromPb = convertOtlpRequest(decodeTraceRequest(bytes)).resources[0].spans[0];
    assert.deepEqual(fromPb, fromJson);
  });
});

describe('execution tree', () => {
  const stored = (id: string, parent: string | null, start: number): StoredSpan => ({
    trace_id: 't',
    span_id: id,
    parent_span_id: parent,
    name: id,
    otel_kind: 'internal',
    start_ms: start,
    end_ms: start + 1,
    status: 'unset',
    status_message: null,
    attributes: {},
    events: null,
  });
  const tree = (spans: StoredSpan[]) => buildExecutionTree(spans.map((span) => ({ span, kind: 'internal', duration_ms: 1 })));

  it('shows spans caught in a parent cycle once each, with a warning', () => {
    const result = tree([stored('root', null, 0), stored('a', 'b', 1), stored('b', 'a', 2)]);
    const ids: string[] = [];
    const stack = [...result.execution_tree];
    while (stack.length) {
      const node = stack.pop()!;
      ids.push(node.span_id);
      stack.push(...node.children);
    }
    assert.deepEqual(ids.sort(), ['a', 'b', 'root']);
    assert.match(result.warnings[0], /cycle/);
  });

  it('serialises a 50,000-deep chain without overflowing the stack', () => {
    const spans = Array.from({ length: 50_000 }, (_, i) => stored(`s${i}`, i ? `s${i - 1}` : null, i));
    const result = tree(spans);
    assert.equal(result.execution_tree.length, 500);
    assert.equal(JSON.parse(JSON.stringify(result.execution_tree)).length, 500);
  });
});

describe('msToIso', () => {
  it('writes what toISOString writes, fractions of a millisecond dropped', () => {
    for (const ms of [0, 1, 999.9, 1746100800000, 1746100800123.456, 1746100801005.99, 1e12 + 7, 253402300799999, 253402300800000, -1]) {
      assert.equal(msToIso(ms), new Date(ms).toISOString(), String(ms));
    }
    assert.equal(msToIso(null), null);
  });
});
