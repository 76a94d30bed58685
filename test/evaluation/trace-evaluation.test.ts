// Evaluation of stored traces: trace_ids → one item per answered model turn, with latency and tokens from
// its span and its time in the trace; unknown or foreign traces → 404.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

const at = (s: number) => new Date(Date.UTC(2025, 4, 1, 12, 0, s)).toISOString();
const trace = {
  project_name: 'eval-traces',
  items: [
    { type: 'span', trace_id: 'ev-1', span_id: 'root', name: 'agent', kind: 'agent', start_time: at(0), end_time: at(9) },
    {
      type: 'span',
      trace_id: 'ev-1',
      span_id: 'l1',
      parent_span_id: 'root',
      name: 'chat',
      kind: 'llm',
      start_time: at(1),
      end_time: at(3),
      attributes: { 'gen_ai.usage.input_tokens': 120, 'gen_ai.usage.output_tokens': 30 },
    },
    { type: 'retrieval', trace_id: 'ev-1', span_id: 'l1', query: 'order 1182', documents: [{ id: 'd1', content: 'Order 1182 shipped on May 5.' }] },
    { type: 'message', trace_id: 'ev-1', span_id: 'l1', role: 'user', content: 'When did order 1182 ship?' },
    { type: 'message', trace_id: 'ev-1', span_id: 'l1', role: 'assistant', content: 'Order 1182 shipped on May 5.' },
  ],
};

describe('evaluating stored traces', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/traces', payload: trace })).statusCode, 207);
  });
  after(() => t.close());

  it('evaluates each answered turn, with latency and tokens from its span', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v2/evaluate',
      payload: { project_name: 'eval-traces', trace_ids: ['ev-1'], metrics: ['faithfulness', 'latency_ms', 'tokens'] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const run = res.json();
    assert.equal(run.input_type, 'trace');
    assert.equal(run.total_items, 1);
    assert.equal(run.metrics.faithfulness.mean, 1);
    assert.equal(run.metrics.latency_ms.mean, 2000);
    assert.equal(run.metrics.tokens.mean, 150);
    const [item] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    assert.equal(item.trace_id, 'ev-1');
    assert.equal(item.retrieved_context, 'Order 1182 shipped on May 5.');
    // The interaction took place when the answer's span started.
    assert.equal(item.timestamp, at(1));
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/items/${item.id}` })).json().timestamp, at(1));
  });

  it('answers 404 for an unknown trace or one of another owner', async () => {
    assert.equal((await t.request({ method: 'POST', url: '/v2/evaluate', payload: { project_name: 'x', trace_ids: ['nope'] } })).statusCode, 404);
    assert.equal(
      (await t.request({ method: 'POST', url: '/v2/evaluate', payload: { project_name: 'x', trace_ids: ['ev-1'] }, key: t.otherKey })).statusCode,
      404,
    );
  });
});
