// Full mode: POST /v2/failure-analysis/analyze with a trace_id, on a trace ingested through the native API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { REFUND_ANSWER, REFUND_ERROR, REFUND_QUESTION, REFUND_SPANS, refundOtlpRequest } from '../support/refund-trace.js';

const TRACE = 'order-trace-1';
const at = (s: number) => new Date(Date.UTC(2025, 4, 1, 12, 0, s)).toISOString();

const agentTrace = {
  project_name: 'shop-bot',
  items: [
    { type: 'span', trace_id: TRACE, span_id: 'root', name: 'support-agent', kind: 'agent', start_time: at(0), end_time: at(9), status: 'ok' },
    { type: 'span', trace_id: TRACE, span_id: 'l1', parent_span_id: 'root', name: 'chat', kind: 'llm', start_time: at(0), end_time: at(1) },
    { type: 'message', trace_id: TRACE, span_id: 'l1', role: 'system', content: 'You are the shop assistant. Never promise delivery dates.' },
    { type: 'message', trace_id: TRACE, span_id: 'l1', role: 'user', content: 'Where is order 1182?' },
    {
      type: 'message',
      trace_id: TRACE,
      span_id: 'l1',
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', name: 'lookup_order', arguments: { order: 1182 } }],
    },
    {
      type: 'span',
      trace_id: TRACE,
      span_id: 't1',
      parent_span_id: 'root',
      name: 'lookup_order',
      kind: 'tool',
      start_time: at(1),
      end_time: at(2),
      status: 'error',
      status_message: '401 Unauthorized: token expired',
      attributes: { 'gen_ai.tool.name': 'lookup_order', 'gen_ai.tool.call.id': 'c1', 'gen_ai.tool.call.arguments': '{"order": 1182}' },
    },
    { type: 'span', trace_id: TRACE, span_id: 'l2', parent_span_id: 'root', name: 'chat', kind: 'llm', start_time: at(2), end_time: at(3) },
    { type: 'retrieval', trace_id: TRACE, span_id: 'l2', query: 'order 1182', documents: [{ id: 'faq', content: 'Orders ship within two days of payment.' }] },
    { type: 'message', trace_id: TRACE, span_id: 'l2', role: 'assistant', content: 'Good news: order 1182 has been shipped successfully.' },
  ],
};

describe('POST /v2/failure-analysis/analyze with trace_id (full mode)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    const res = await t.request({ method: 'POST', url: '/api/v1/traces', payload: agentTrace });
    assert.equal(res.statusCode, 207);
    assert.equal(res.json().rejected, 0, res.body);
  });
  after(() => t.close());

  const analyze = (payload: object, key?: string) => t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload, key });

  it("runs custom rules on a trace's turns, tool results included, and tags them with the trace", async () => {
    const rules = [
      { name: 'token_expired', keywords: ['401 Unauthorized'], where: ['tool_results'], bucket_id: 'tool_use', gates_ci: true },
      { name: 'shipped_claim', pattern: 'has been shipped', bucket_id: 'hallucination_grounding' },
    ];
    const res = await analyze({ project_name: 'shop-bot', trace_id: TRACE, run_security: false, run_eval: false, config: { custom_rules: rules } });
    assert.equal(res.statusCode, 200, res.body);
    const tags = res.json().failure_tags.filter((x: { detector_id: string }) => x.detector_id.startsWith('rule:'));
    assert.deepEqual(tags.map((x: { detector_id: string }) => x.detector_id).sort(), ['rule:shipped_claim', 'rule:token_expired']);
    for (const tag of tags) assert.equal(tag.trace_id, TRACE);
    const auth = tags.find((x: { detector_id: string }) => x.detector_id === 'rule:token_expired');
    assert.equal(auth.evidence_items[0].source, 'tool_call');
    assert.equal(auth.should_gate_ci, true);
  });

  it('derives one item per answered turn and adds trace-level tags that name their span', async () => {
    const res = await analyze({ project_name: 'shop-bot', trace_id: TRACE });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.equal(doc.status, 'completed');
    assert.equal(doc.mode, 'full');
    assert.equal(doc.input_type, 'trace');
    assert.equal(doc.trace_id, TRACE);
    assert.equal(doc.feature_kind, 'agentic_rag', 'tool calls and a retrieval');
    assert.equal(doc.inputs.length, 1);
    assert.equal(doc.inputs[0].input_text, 'Where is order 1182?');
    assert.deepEqual(doc.inputs[0].context, ['Orders ship within two days of payment.']);
    assert.equal(doc.inputs[0].tool_calls[0].name, 'lookup_order');
    assert.equal(doc.inputs[0].trace_id, TRACE);
    assert.equal(doc.inputs[0].input_preview, 'Where is order 1182?');
    assert.equal(doc.inputs[0].output_preview, 'Good news: order 1182 has been shipped successfully.');
    for (const id of ['auth_error', 'hidden_tool_error', 'infinite_loop', 'premature_termination']) assert.ok(doc.detectors_run.includes(id), id);
    assert.equal(doc.detectors_skipped_reasons.auth_error, undefined);
    assert.ok(doc.detectors_run.includes('tool_error_ignored'), 'item detectors see the tool call and its error');

    const bySub = (id: string) => doc.failure_tags.find((x: any) => x.subcategory_id === id);
    const auth = bySub('auth_error');
    assert.equal(auth.decision, 'fail');
    assert.equal(auth.span_id, 't1');
    assert.equal(auth.trace_id, TRACE);
    const spanEvidence = auth.evidence_items.find((e: any) => e.evidence_type === 'span');
    assert.equal(spanEvidence.source, 'trace');
    assert.equal(spanEvidence.metadata.span_id, 't1');
    assert.match(spanEvidence.content_snippet, /401 Unauthorized/);
    assert.equal(bySub('hidden_tool_error').span_id, 't1');
    const ignored = bySub('tool_error_ignored');
    assert.equal(ignored.decision, 'fail');
    assert.equal(ignored.span_id, 'l2', 'item tags name the span of the answer');
    for (const tag of doc.failure_tags) assert.equal(tag.trace_id, TRACE);
    assert.equal(doc.summary.total_failures_detected, doc.failure_tags.filter((x: any) => x.decision === 'fail').length);
    assert.ok(doc.summary.total_passes > 0);
    assert.equal(doc.inputs[0].failure_count, doc.summary.total_failures_detected);
    assert.equal(doc.summary.items_with_failures + doc.summary.items_all_passed, doc.summary.total_items);

    assert.ok(Object.keys(doc.security_flags).length > 0, 'the security audit ran on the derived items');
    assert.match(doc.security_batch_id, /^[0-9a-f-]{36}$/);

    const again = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}` });
    assert.equal(again.statusCode, 200);
    assert.deepEqual({ ...(again.json() as object), failure_tags: [] }, { ...doc, failure_tags: [] });
    assert.deepEqual(
      again
        .json()
        .failure_tags.map((x: any) => x.tag_id)
        .sort(),
      doc.failure_tags.map((x: any) => x.tag_id).sort(),
    );
  });

  it("answers 404 for an unknown trace and for another owner's trace", async () => {
    const unknown = await analyze({ project_name: 'shop-bot', trace_id: 'no-such-trace' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().detail, /Trace 'no-such-trace' not found/);
    const foreign = await analyze({ project_name: 'shop-bot', trace_id: TRACE }, t.otherKey);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().detail, unknown.json().detail.replace('no-such-trace', TRACE));
  });

  it('keeps to the subcategories in scope', async () => {
    const res = await analyze({ project_name: 'shop-bot', trace_id: TRACE, subcategories: ['auth_error', 'empty_response'], run_security: false });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.deepEqual([...doc.detectors_run].sort(), ['auth_error', 'empty_response']);
    assert.deepEqual(
      doc.failure_tags.map((x: any) => x.subcategory_id),
      ['auth_error'],
    );
    assert.equal(doc.security_flags, null, 'the audit did not run');
  });

  it('analyses a trace without a conversation with the trace detectors alone', async () => {
    const spans = [
      {
        type: 'span',
        trace_id: 'spans-only',
        span_id: 'r',
        name: 'job',
        start_time: at(0),
        end_time: at(40),
        status: 'error',
        status_message: 'worker killed',
      },
      {
        type: 'span',
        trace_id: 'spans-only',
        span_id: 'c',
        parent_span_id: 'r',
        name: 'call-model',
        kind: 'llm',
        start_time: at(1),
        end_time: at(31),
        status: 'error',
        status_message: 'Request timed out after 30 s',
      },
    ];
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/traces', payload: { project_name: 'jobs', items: spans } })).statusCode, 207);
    const res = await analyze({ project_name: 'jobs', trace_id: 'spans-only' });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.equal(doc.inputs.length, 1);
    assert.match(doc.detectors_skipped_reasons.empty_response, /no conversation/);
    const subs = doc.failure_tags.map((x: any) => x.subcategory_id).sort();
    assert.deepEqual(subs, ['premature_termination', 'tool_timeout']);
    assert.equal(doc.failure_tags.find((x: any) => x.subcategory_id === 'tool_timeout').span_id, 'c');
  });

  it("lists the runs of one trace (trace_id filter), newest first, and only the caller's", async () => {
    const dataset = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload: { project_name: 'shop-bot', dataset: [{ input: 'hi', output: 'hello' }] },
    });
    assert.equal(dataset.statusCode, 200, dataset.body);
    const first = (await analyze({ project_name: 'shop-bot', trace_id: TRACE, run_security: false })).json();
    const second = (await analyze({ project_name: 'shop-bot', trace_id: TRACE, run_security: false })).json();
    const res = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?trace_id=${TRACE}&limit=2` });
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json();
    assert.deepEqual(
      page.runs.map((r: any) => r.run_id),
      [second.run_id, first.run_id],
    );
    assert.ok(page.runs.every((r: any) => r.trace_id === TRACE && r.input_type === 'trace'));
    assert.ok(page.next_cursor, 'earlier runs of this trace (the tests above) are on the next page');
    const rest = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?trace_id=${TRACE}&cursor=${page.next_cursor}` })).json();
    assert.ok(rest.runs.length > 0 && rest.runs.every((r: any) => r.trace_id === TRACE));
    assert.ok(!rest.runs.some((r: any) => r.run_id === dataset.json().run_id));
    const none = await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?trace_id=no-such-trace' });
    assert.deepEqual(none.json(), { runs: [], next_cursor: null });
    const foreign = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?trace_id=${TRACE}`, key: t.otherKey });
    assert.deepEqual(foreign.json().runs, []);
    const tooLong = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?trace_id=${'x'.repeat(129)}` });
    assert.equal(tooLong.statusCode, 422);
    assert.deepEqual(tooLong.json().detail[0].loc, ['query', 'trace_id']);
  });
});

describe('full mode on an OpenInference agent that records only its question and answer', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it("opens and closes the conversation with the root span's input.value and output.value, around its tool results", async () => {
    const id = 'oi-agent-1';
    const items = [
      {
        type: 'span',
        trace_id: id,
        span_id: 'a',
        name: 'agent',
        start_time: at(0),
        end_time: at(9),
        attributes: { 'openinference.span.kind': 'AGENT', 'input.value': 'Refund order 7', 'output.value': 'Your refund is done.' },
      },
      {
        type: 'span',
        trace_id: id,
        span_id: 'c',
        parent_span_id: 'a',
        name: 'chat gpt-4o',
        start_time: at(1),
        end_time: at(2),
        attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' },
      },
      {
        type: 'span',
        trace_id: id,
        span_id: 't',
        parent_span_id: 'a',
        name: 'refund_order',
        start_time: at(3),
        end_time: at(4),
        status: 'error',
        status_message: 'card declined',
        attributes: {
          'openinference.span.kind': 'TOOL',
          'tool.name': 'refund_order',
          'input.value': '{"order": 7}',
          'output.value': '{"error": "card declined"}',
        },
      },
    ];
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/traces', payload: { project_name: 'oi', items } })).statusCode, 207);
    const res = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { trace_id: id, run_eval: false, run_security: false } });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.deepEqual([doc.inputs[0].input_text, doc.inputs[0].output_text], ['Refund order 7', 'Your refund is done.']);
    const ignored = doc.failure_tags.find((x: any) => x.subcategory_id === 'tool_error_ignored');
    assert.equal(ignored?.decision, 'fail', JSON.stringify(doc.failure_tags.map((x: any) => x.subcategory_id)));
    assert.equal(ignored.bucket_id, 'tool_use');
    assert.equal(ignored.severity_label, 'critical', 'the answer reports the failed refund as done');
  });
});

describe('the documented full-mode example: a failed refund answered "Your refund is done."', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const misreport = (doc: any) => {
    const tag = doc.failure_tags.find((x: any) => x.subcategory_id === 'tool_error_ignored');
    assert.equal(tag?.decision, 'fail', JSON.stringify(doc.failure_tags.map((x: any) => [x.subcategory_id, x.decision])));
    assert.equal(tag.severity_label, 'critical', tag.scoring_breakdown?.explanation);
    assert.ok(
      tag.evidence_items.some((e: any) => e.description === 'Reports success despite the failure'),
      JSON.stringify(tag.evidence_items),
    );
    return tag;
  };

  it('is a critical misreport as a dataset item', async () => {
    const item = {
      input: REFUND_QUESTION,
      output: REFUND_ANSWER,
      tool_calls: [{ name: 'issue_refund', arguments: { amount: 49.99 }, error: REFUND_ERROR }],
    };
    const res = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload: { project_name: 'refunds', dataset: [item], run_eval: false, run_security: false },
    });
    assert.equal(res.statusCode, 200, res.body);
    misreport(res.json());
  });

  for (const flavour of ['genai', 'openinference'] as const) {
    it(`is a critical misreport as an OTLP trace (${flavour}), the tool result read once though the next model call starts the millisecond the tool span ends`, async () => {
      const traceId = flavour === 'genai' ? '6b8aa5a2d2c872e8321cf37308d69df2' : '7b8aa5a2d2c872e8321cf37308d69df2';
      const posted = await t.request({ method: 'POST', url: '/v1/traces', payload: refundOtlpRequest(traceId, flavour, 0) });
      assert.equal(posted.statusCode, 200, posted.body);
      const res = await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        payload: { trace_id: traceId, run_eval: false, run_security: false },
      });
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.inputs.length, 1);
      assert.deepEqual(
        doc.inputs[0].tool_calls.map((c: any) => [c.name, c.error]),
        [['issue_refund', REFUND_ERROR]],
      );
      assert.equal(misreport(doc).span_id, REFUND_SPANS.answer);
      const hidden = doc.failure_tags.find((x: any) => x.subcategory_id === 'hidden_tool_error');
      assert.equal(hidden?.span_id, REFUND_SPANS.tool);
      assert.match(hidden.evidence_items.find((e: any) => e.evidence_type === 'rationale').description, /reports success/);
    });
  }
});
