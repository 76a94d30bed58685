import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { openTestStore } from '../support/stores.js';
import { decodeTraceResponse, encodeTraceRequest } from '../../src/traces/otlp/otlp-protobuf.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const str = (key: string, v: string) => ({ key, value: { stringValue: v } });

function span(spanId: string, parent: string | null, name: string, extra: Record<string, unknown> = {}) {
  return {
    traceId: TRACE,
    spanId,
    parentSpanId: parent ?? '',
    name,
    kind: 1,
    startTimeUnixNano: '1746100800000000000',
    endTimeUnixNano: '1746100801000000000',
    attributes: [],
    status: {},
    ...extra,
  };
}

function request(spans: object[], resource: object[] = [str('service.name', 'support-bot')], traceId = TRACE) {
  return { resourceSpans: [{ resource: { attributes: resource }, scopeSpans: [{ scope: { name: 't' }, spans: spans.map((s) => ({ ...s, traceId })) }] }] };
}

describe('OTLP/HTTP ingestion (POST /v1/traces)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { bodyLimitBytes: 64 * 1024 } });
  });
  after(() => t.close());

  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/v1/traces', payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  const postProtobuf = (bytes: Uint8Array, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/v1/traces', payload: Buffer.from(bytes), headers: { 'content-type': 'application/x-protobuf', ...headers } });

  it('stores JSON spans (hex ids, integer enums, 64-bit numbers as strings) and answers {} when all are stored', async () => {
    const res = await postJson(request([span('00f067aa0ba902b7', null, 'root', { kind: 2, status: { code: 1 } })]));
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /application\/json/);
    assert.deepEqual(res.json(), {});
    const full = (await t.request({ method: 'GET', url: `/api/v1/traces/${TRACE}/full` })).json();
    const root = full.spans['00f067aa0ba902b7'];
    assert.equal(root.kind, 'server');
    assert.equal(root.status, 'ok');
    assert.equal(root.start_time, '2025-05-01T12:00:00.000Z');
    assert.equal(root.duration_ms, 1000);
    assert.equal(full.metadata.service_name, 'support-bot');
    assert.equal(full.metadata.project_name, 'default');
  });

  it('keeps nanosecond times exact to the microsecond (beyond 2^53, a plain division lost a millisecond)', async () => {
    const traceId = 'cccc0000cccc0000cccc0000cccc0001';
    const at = '1746100800250000000'; // 12:00:00.250 exactly; as a double, n / 1e6 was ….2499998
    const res = await postJson(
      request(
        [
          span('3333333333333333', null, 'timed', {
            startTimeUnixNano: at,
            endTimeUnixNano: '1746100800250750000',
            events: [{ name: 'retry', timeUnixNano: at, attributes: [] }],
          }),
        ],
        undefined,
        traceId,
      ),
    );
    assert.equal(res.statusCode, 200, res.body);
    const timed = (await t.request({ method: 'GET', url: `/api/v1/traces/${traceId}/full` })).json().spans['3333333333333333'];
    assert.equal(timed.start_time, '2025-05-01T12:00:00.250Z');
    assert.equal(timed.duration_ms, 0.75);
    assert.equal(timed.events[0].time, '2025-05-01T12:00:00.250Z');
  });

  it('stores protobuf spans and answers a protobuf ExportTraceServiceResponse, with partialSuccess for refused spans', async () => {
    const traceId = 'aaaabbbbccccddddeeeeffff00001111';
    const bytes = encodeTraceRequest(
      request(
        [span('1111111111111111', null, 'pb root'), span('2222222222222222', '1111111111111111', 'pb child'), span('0000000000000000', null, 'bad id')],
        undefined,
        traceId,
      ),
    );
    const res = await postProtobuf(bytes);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /application\/x-protobuf/);
    const decoded = decodeTraceResponse(res.rawPayload);
    assert.equal(String(decoded.partialSuccess?.rejectedSpans), '1');
    assert.match(decoded.partialSuccess!.errorMessage!, /spanId/);
    const full = (await t.request({ method: 'GET', url: `/api/v1/traces/${traceId}/full` })).json();
    assert.deepEqual(
      Object.values(full.spans)
        .map((s: any) => s.name)
        .sort(),
      ['pb child', 'pb root'],
    );
    assert.equal(full.execution_tree.roots[0].children[0].name, 'pb child');
  });

  it('answers partialSuccess in JSON for refused spans (rejectedSpans as an int64 string)', async () => {
    const res = await postJson(request([span('3333333333333333', null, 'ok'), { ...span('4444444444444444', null, 'no start'), startTimeUnixNano: '0' }]));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().partialSuccess.rejectedSpans, '1');
    assert.match(res.json().partialSuccess.errorMessage, /startTimeUnixNano/);
  });

  it('ignores a re-sent (trace, span) and counts it in diagnostics', async () => {
    const traceId = 'dddddddddddddddddddddddddddddddd';
    const body = request([span('5555555555555555', null, 'once')], undefined, traceId);
    assert.equal((await postJson(body)).statusCode, 200);
    assert.equal((await postProtobuf(encodeTraceRequest(body))).statusCode, 200);
    const full = (await t.request({ method: 'GET', url: `/api/v1/traces/${traceId}/full` })).json();
    assert.equal(full.summary.span_count, 1);
    assert.equal(full.diagnostics.duplicates_dropped, 1);
  });

  it('takes the project from x-assay-project, else the resource attribute assay.project, else "default"', async () => {
    const ids = ['e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1', 'e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2'];
    await postJson(request([span('6666666666666666', null, 'a')], [str('assay.project', 'from-resource')], ids[0]));
    await postJson(request([span('7777777777777777', null, 'b')], [str('assay.project', 'from-resource')], ids[1]), { 'x-assay-project': 'from-header' });
    const names = await Promise.all(ids.map(async (id) => (await t.request({ method: 'GET', url: `/api/v1/traces/${id}/full` })).json().metadata.project_name));
    assert.deepEqual(names, ['from-resource', 'from-header']);
    const projects = (await t.request({ method: 'GET', url: '/v2/projects' })).json().map((p: { name: string }) => p.name);
    assert.ok(projects.includes('from-header') && projects.includes('from-resource'));
    const invalid = await postJson(request([span('7878787878787878', null, 'c')], [str('assay.project', '!bad')], 'e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3'));
    assert.equal(invalid.json().partialSuccess.rejectedSpans, '1');
    assert.match(invalid.json().partialSuccess.errorMessage, /project name '!bad' is invalid/);
  });

  it("refuses spans sent to another project's trace of the same id, in both encodings and the native API, keeping the rest", async () => {
    const shared = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0';
    await postJson(request([span('8181818181818181', null, 'in a')], undefined, shared), { 'x-assay-project': 'scope-a' });
    const intoB = await postJson(request([span('8282828282828282', null, 'into b')], undefined, shared), { 'x-assay-project': 'scope-b' });
    assert.equal(intoB.json().partialSuccess.rejectedSpans, '1');
    assert.match(intoB.json().partialSuccess.errorMessage, /trace 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0' belongs to project 'scope-a', not 'scope-b'/);
    const viaProtobuf = decodeTraceResponse(
      (await postProtobuf(encodeTraceRequest(request([span('8383838383838383', null, 'pb')], undefined, shared)), { 'x-assay-project': 'scope-b' })).rawPayload,
    );
    assert.equal(Number(viaProtobuf.partialSuccess?.rejectedSpans), 1);
    const native = await t.request({
      method: 'POST',
      url: '/api/v1/traces',
      payload: {
        project_name: 'scope-b',
        items: [
          { type: 'message', trace_id: shared, role: 'user', content: 'hi', index: 0 },
          { type: 'message', trace_id: 'own-trace-of-b', role: 'user', content: 'hi', index: 0 },
        ],
      },
    });
    const results = native.json().results;
    assert.equal(results[0].status, 422);
    assert.deepEqual(results[0].error[0].loc, ['body', 'items', 0, 'trace_id']);
    assert.equal(results[1].status, 201);
    const full = (await t.request({ method: 'GET', url: `/api/v1/traces/${shared}/full` })).json();
    assert.equal(full.metadata.project_name, 'scope-a');
    assert.equal(full.summary.span_count, 1, "project B's spans did not land in project A's trace");
  });

  it('accepts gzip bodies', async () => {
    const traceId = 'abababababababababababababababab';
    const res = await t.request({
      method: 'POST',
      url: '/v1/traces',
      payload: zlib.gzipSync(JSON.stringify(request([span('8888888888888888', null, 'zipped')], undefined, traceId))),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await t.request({ method: 'GET', url: `/api/v1/traces/${traceId}/full` })).json().spans['8888888888888888'].name, 'zipped');
  });

  it('answers 400 {code, message} to undecodable bodies', async () => {
    const badProtobuf = await postProtobuf(Uint8Array.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]));
    assert.equal(badProtobuf.statusCode, 400);
    assert.equal(badProtobuf.json().code, 3);
    assert.match(badProtobuf.json().message, /protobuf/);
    const badJson = await t.request({ method: 'POST', url: '/v1/traces', payload: '{"resourceSpans": [', headers: { 'content-type': 'application/json' } });
    assert.equal(badJson.statusCode, 400);
    assert.equal(badJson.json().code, 3);
    const wrongShape = await postJson({ resourceSpans: 'nope' });
    assert.equal(wrongShape.statusCode, 400);
    const badType = await t.request({ method: 'POST', url: '/v1/traces', payload: 'x', headers: { 'content-type': 'text/plain' } });
    assert.equal(badType.statusCode, 415);
  });

  it('answers 413 over the body limit, and 401 {code, message} without a key', async () => {
    const big = request(Array.from({ length: 400 }, (_, i) => span((i + 1).toString(16).padStart(16, '0'), null, 'x'.repeat(200))));
    const res = await postJson(big);
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().code, 8);
    const anonymous = await t.request({ method: 'POST', url: '/v1/traces', payload: '{}', headers: { 'content-type': 'application/json' }, key: null });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 16);
  });

  it("a trace of another owner is not found (404), and the other owner's copy of the same id is separate", async () => {
    const foreign = await t.request({ method: 'GET', url: `/api/v1/traces/${TRACE}/full`, key: t.otherKey });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().detail, `Trace '${TRACE}' not found.`);
    await t.request({ method: 'POST', url: '/v1/traces', key: t.otherKey, payload: request([span('9999999999999999', null, 'theirs')]) });
    const theirs = (await t.request({ method: 'GET', url: `/api/v1/traces/${TRACE}/full`, key: t.otherKey })).json();
    assert.deepEqual(
      Object.values(theirs.spans).map((s: any) => s.name),
      ['theirs'],
    );
    const mine = (await t.request({ method: 'GET', url: `/api/v1/traces/${TRACE}/full` })).json();
    assert.ok(!Object.values(mine.spans).some((s: any) => s.name === 'theirs'));
  });
});

describe('OTLP back-pressure', () => {
  let t: TestApp;
  let release: () => void = () => {};
  let blocked: Promise<void> | null = null;
  let entered: () => void = () => {};
  before(async () => {
    const testStore = await openTestStore();
    const inner = testStore.store;
    // Transactions wait while blocked, so a first request holds its slot as long as the test wants.
    const store = {
      ...inner,
      transaction: async <T>(fn: Parameters<typeof inner.transaction<T>>[0]) => {
        entered();
        await blocked;
        return inner.transaction(fn);
      },
    };
    t = await createTestApp({ config: { tracesMaxInflight: 1 }, testStore: { ...testStore, store } });
  });
  after(async () => {
    await t.close();
    await t.testStore.close();
  });

  it('answers 429 with Retry-After when too many ingestion requests are in flight, and accepts again after', async () => {
    blocked = new Promise((resolve) => (release = resolve));
    const body = JSON.stringify(request([span('1212121212121212', null, 'slow')]));
    const post = () => t.request({ method: 'POST', url: '/v1/traces', payload: body, headers: { 'content-type': 'application/json' } });
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = post();
    await inside; // the first request now waits in its transaction, holding the only slot
    const second = await post();
    assert.equal(second.statusCode, 429);
    assert.equal(second.headers['retry-after'], '1');
    assert.equal(second.json().code, 8);
    const native = await t.request({
      method: 'POST',
      url: '/api/v1/traces',
      payload: { items: [{ type: 'message', trace_id: 'x', role: 'user', content: 'hi' }] },
    });
    assert.equal(native.statusCode, 429);
    assert.match(native.json().detail, /ASSAY_TRACES_MAX_INFLIGHT/);
    release();
    blocked = null;
    assert.equal((await first).statusCode, 200);
    assert.equal((await post()).statusCode, 200);
  });
});
