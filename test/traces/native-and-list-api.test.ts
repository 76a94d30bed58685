import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

const NATIVE = 'native-trace-1';

describe('native trace API (POST /api/v1/traces)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const ingest = (body: object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/api/v1/traces', payload: body, headers });

  it('stores spans, messages, tool calls and retrievals with one result per item (207), duplicates and invalid items included', async () => {
    const res = await ingest({
      project_name: 'native-bot',
      service_name: 'checkout',
      items: [
        { type: 'message', trace_id: NATIVE, span_id: 'llm-1', role: 'assistant', content: 'Your order shipped on May 5.' },
        {
          type: 'span',
          trace_id: NATIVE,
          span_id: 'llm-1',
          parent_span_id: 'root',
          name: 'answer',
          kind: 'llm',
          start_time: '2025-05-01T12:00:01Z',
          end_time: '2025-05-01T12:00:02Z',
          attributes: { 'gen_ai.request.model': 'm-1', 'gen_ai.usage.input_tokens': 30 },
        },
        { type: 'message', trace_id: NATIVE, span_id: 'llm-1', role: 'user', content: 'Where is order 1182?' },
        {
          type: 'retrieval',
          trace_id: NATIVE,
          span_id: 'llm-1',
          query: 'order 1182',
          documents: [{ id: 'o-1182', content: 'Order 1182 shipped on May 5.', score: 0.9 }],
        },
        {
          type: 'tool_call',
          trace_id: NATIVE,
          id: 'tc-1',
          call_id: 'call_9',
          name: 'lookup_order',
          arguments: { order: 1182 },
          result: 'shipped',
          timestamp: '2025-05-01T12:00:00.500Z',
        },
        { type: 'message', trace_id: NATIVE, span_id: 'llm-1', role: 'user', content: 'Where is order 1182?' },
        { type: 'span', trace_id: NATIVE, span_id: 'llm-1', name: 'again', start_time: '2025-05-01T12:00:01Z' },
        { type: 'message', trace_id: NATIVE, role: 'wizard', content: 3 },
        'not an object',
      ],
    });
    assert.equal(res.statusCode, 207);
    const body = res.json();
    assert.equal(body.project_name, 'native-bot');
    assert.deepEqual(
      body.results.map((r: { status: number }) => r.status),
      [201, 201, 201, 201, 201, 200, 200, 422, 422],
    );
    assert.deepEqual(
      body.results.map((r: { index: number }) => r.index),
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    );
    assert.deepEqual([body.stored, body.duplicates, body.rejected], [5, 2, 2]);
    const locs = body.results[7].error.map((e: { loc: unknown[] }) => e.loc.join('.')).sort();
    assert.deepEqual(locs, ['body.items.7.content', 'body.items.7.role']);
    assert.equal(body.results[8].error[0].type, 'dict_type');

    // Sent again: every valid item is a duplicate now (ids for the tool call, content for the rest).
    const again = await ingest({
      project_name: 'native-bot',
      items: [
        { type: 'message', trace_id: NATIVE, span_id: 'llm-1', role: 'assistant', content: 'Your order shipped on May 5.' },
        { type: 'tool_call', trace_id: NATIVE, id: 'tc-1', name: 'lookup_order', result: 'changed but same id' },
      ],
    });
    assert.deepEqual(
      again.json().results.map((r: { status: number }) => r.status),
      [200, 200],
    );

    const trace = (await t.request({ method: 'GET', url: `/api/v1/traces/${NATIVE}/full` })).json();
    assert.equal(trace.metadata.project_name, 'native-bot');
    assert.equal(trace.metadata.service_name, 'checkout');
    assert.deepEqual(
      Object.entries(trace.spans).map(([id, s]: [string, any]) => [id, s.name, s.kind]),
      [['llm-1', 'answer', 'llm']],
    );
    assert.deepEqual(trace.diagnostics.orphan_spans, ['llm-1']);
    assert.deepEqual(trace.diagnostics.missing_parents, ['root']);
    assert.deepEqual(
      trace.messages.map((m: { role: string; content: string | null }) => [m.role, m.content]),
      [
        ['assistant', null],
        ['tool', 'shipped'],
        ['user', 'Where is order 1182?'],
        ['assistant', 'Your order shipped on May 5.'],
      ],
    );
    assert.deepEqual(trace.messages[0].tool_calls, [{ id: 'call_9', name: 'lookup_order', arguments: '{"order":1182}' }]);
    assert.equal(trace.summary.tool_call_count, 1);
    assert.equal(trace.summary.input_tokens, 30);
    assert.deepEqual(trace.retrievals[0].documents[0], { id: 'o-1182', content: 'Order 1182 shipped on May 5.', score: 0.9, metadata: {} });
  });

  it('validates the envelope as a whole (422 FastAPI shape) and takes the project from x-assay-project', async () => {
    const empty = await ingest({ items: [] });
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().detail[0].loc, ['body', 'items']);
    const res = await ingest({ items: [{ type: 'message', trace_id: 'hdr', role: 'user', content: 'hi' }] }, { 'x-assay-project': 'header-project' });
    assert.equal(res.json().project_name, 'header-project');
  });
});

describe('trace list (GET /api/v1/traces)', () => {
  let t: TestApp;
  const span = (traceId: string, name: string, startMs: number, error = false) => ({
    type: 'span',
    trace_id: traceId,
    span_id: `${traceId}-root`,
    name,
    start_time: new Date(Date.UTC(2025, 4, 1) + startMs).toISOString(),
    end_time: new Date(Date.UTC(2025, 4, 1) + startMs + 10).toISOString(),
    status: error ? 'error' : 'ok',
  });
  before(async () => {
    t = await createTestApp();
    const batch = (project: string, service: string, items: object[]) =>
      t.request({ method: 'POST', url: '/api/v1/traces', payload: { project_name: project, service_name: service, items } });
    await batch('alpha', 'web', [span('t1', 'checkout', 1000), span('t2', 'search', 2000, true), span('t3', 'checkout', 3000)]);
    await batch('beta', 'worker', [span('t4', 'nightly', 4000, true), span('t5', 'checkout', 5000)]);
    await t.request({ method: 'POST', url: '/api/v1/traces', key: t.otherKey, payload: { items: [span('t9', 'checkout', 9000)] } });
  });
  after(() => t.close());

  const list = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/traces${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const ids = (page: { traces: { trace_id: string }[] }) => page.traces.map((x) => x.trace_id);

  it('lists the owner’s traces newest first, with counts', async () => {
    const page = await list('');
    assert.deepEqual(ids(page), ['t5', 't4', 't3', 't2', 't1']);
    assert.equal(page.next_cursor, null);
    const t2 = page.traces.find((x: { trace_id: string }) => x.trace_id === 't2');
    assert.deepEqual(
      {
        name: t2.name,
        project: t2.project_name,
        service: t2.service_name,
        spans: t2.span_count,
        errors: t2.error_count,
        has_error: t2.has_error,
        duration: t2.duration_ms,
      },
      { name: 'search', project: 'alpha', service: 'web', spans: 1, errors: 1, has_error: true, duration: 10 },
    );
  });

  it('filters by project, service, name, errors and time range', async () => {
    assert.deepEqual(ids(await list('?project=alpha')), ['t3', 't2', 't1']);
    assert.deepEqual(ids(await list('?project=nobody')), []);
    assert.deepEqual(ids(await list('?service=worker')), ['t5', 't4']);
    assert.deepEqual(ids(await list('?name=checkout')), ['t5', 't3', 't1']);
    assert.deepEqual(ids(await list('?has_error=true')), ['t4', 't2']);
    assert.deepEqual(ids(await list('?has_error=false&project=beta')), ['t5']);
    assert.deepEqual(ids(await list('?from=2025-05-01T00:00:02Z&to=2025-05-01T00:00:04Z')), ['t3', 't2']);
  });

  it('pages with limit and cursor, and refuses a malformed cursor (422)', async () => {
    const first = await list('?limit=2');
    assert.deepEqual(ids(first), ['t5', 't4']);
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    assert.deepEqual(ids(second), ['t3', 't2']);
    const third = await list(`?limit=2&cursor=${second.next_cursor}`);
    assert.deepEqual(ids(third), ['t1']);
    assert.equal(third.next_cursor, null);
    const bad = await t.request({ method: 'GET', url: '/api/v1/traces?cursor=nope' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().detail[0].loc, ['query', 'cursor']);
    const badLimit = await t.request({ method: 'GET', url: '/api/v1/traces?limit=0' });
    assert.equal(badLimit.statusCode, 422);
  });
});
