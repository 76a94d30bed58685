// Issue 19, points 2 and 3, for OTLP: one bad attribute does not cost an exporter its batch. NUL and unpaired
// surrogates become U+FFFD (a partialSuccess warning), an attribute nested past 100 levels refuses its span.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { decodeTraceResponse, encodeTraceRequest } from '../../src/traces/otlp/otlp-protobuf.js';

const str = (key: string, v: string) => ({ key, value: { stringValue: v } });

function span(traceId: string, spanId: string, name: string, attributes: object[] = [], extra: object = {}) {
  return { traceId, spanId, name, kind: 1, startTimeUnixNano: '1746100800000000000', endTimeUnixNano: '1746100801000000000', attributes, ...extra };
}

function request(spans: object[], resource: object[] = [str('service.name', 'edge-bot')]) {
  return { resourceSpans: [{ resource: { attributes: resource }, scopeSpans: [{ scope: { name: 't' }, spans }] }] };
}

/** An AnyValue holding arrays `levels` deep, as OTLP/JSON text (JSON.stringify would recurse that deep). */
function nestedAnyValueText(levels: number): string {
  return '{"arrayValue":{"values":['.repeat(levels) + '{"stringValue":"bottom"}' + ']}}'.repeat(levels);
}

function nestedAnyValue(levels: number): object {
  let value: object = { stringValue: 'bottom' };
  for (let i = 0; i < levels; i++) value = { arrayValue: { values: [value] } };
  return value;
}

describe('OTLP ingestion of text a store cannot keep and of over-deep attributes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const postJsonText = (text: string) => t.request({ method: 'POST', url: '/v1/traces', payload: text, headers: { 'content-type': 'application/json' } });
  const postProtobuf = (body: object) =>
    t.request({
      method: 'POST',
      url: '/v1/traces',
      payload: Buffer.from(encodeTraceRequest(body as never)),
      headers: { 'content-type': 'application/x-protobuf' },
    });
  const fullTrace = async (traceId: string) => (await t.request({ method: 'GET', url: `/api/v1/traces/${traceId}/full` })).json();

  it('OTLP/JSON: NUL and unpaired surrogates in names, keys and values are replaced by U+FFFD, all spans stored, a warning in partialSuccess', async () => {
    const traceId = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0';
    const body = request(
      [
        span(
          traceId,
          '1010101010101010',
          'root\u0000',
          [str('k\u0000ey', 'v\ud800al'), { key: 'list', value: { arrayValue: { values: [{ stringValue: '\udc00' }] } } }],
          {
            events: [{ name: 'ev\u0000', timeUnixNano: '1746100800500000000', attributes: [] }],
            status: { code: 2, message: 'bad\u0000' },
          },
        ),
        span(traceId, '2020202020202020', 'child 😀', [], { parentSpanId: '1010101010101010' }),
      ],
      [str('service.name', 'edge\u0000bot')],
    );
    const res = await postJsonText(JSON.stringify(body));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().partialSuccess.rejectedSpans, '0');
    assert.match(res.json().partialSuccess.errorMessage, /7 characters .* replaced by U\+FFFD/);
    const full = await fullTrace(traceId);
    const root = full.spans['1010101010101010'];
    assert.equal(root.name, 'root\uFFFD');
    assert.equal(root.attributes['k\uFFFDey'], 'v\uFFFDal');
    assert.deepEqual(root.attributes.list, ['\uFFFD']);
    assert.equal(full.spans['2020202020202020'].name, 'child 😀');
    assert.equal(full.metadata.service_name, 'edge\uFFFDbot');
    assert.ok(!JSON.stringify(full).includes('\\u0000'), 'no NUL anywhere in the stored trace');
  });

  it('protobuf: a NUL in a name and an attribute is replaced too', async () => {
    const traceId = 'f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1';
    const res = await postProtobuf(request([span(traceId, '3030303030303030', 'pb\u0000name', [str('a', 'x\u0000y')])]));
    assert.equal(res.statusCode, 200);
    const decoded = decodeTraceResponse(res.rawPayload);
    assert.equal(String(decoded.partialSuccess?.rejectedSpans ?? '0'), '0');
    assert.match(decoded.partialSuccess!.errorMessage!, /2 characters .* replaced/);
    const stored = (await fullTrace(traceId)).spans['3030303030303030'];
    assert.equal(stored.name, 'pb\uFFFDname');
    assert.equal(stored.attributes.a, 'x\uFFFDy');
  });

  it('an attribute nested more than 100 levels refuses its span only, in both encodings, however deep', async () => {
    const traceId = 'f2f2f2f2f2f2f2f2f2f2f2f2f2f2f2f2';
    const ok = span(traceId, '4040404040404040', 'kept', [{ key: 'hundred', value: nestedAnyValue(100) }]);
    const deep = span(traceId, '5050505050505050', 'too deep', [{ key: 'deep', value: nestedAnyValue(101) }]);
    const pb = await postProtobuf(request([ok, deep]));
    assert.equal(pb.statusCode, 200);
    const decoded = decodeTraceResponse(pb.rawPayload);
    assert.equal(String(decoded.partialSuccess?.rejectedSpans), '1');
    assert.match(decoded.partialSuccess!.errorMessage!, /span 5050505050505050: attribute 'deep' nests .* more than 100 levels/);
    const full = await fullTrace(traceId);
    assert.deepEqual(Object.keys(full.spans), ['4040404040404040']);

    // 20,000 levels as OTLP/JSON text: the edge check leaves this body to the converter, which stops at 100.
    const spanText = (id: string, value: string) =>
      `{"traceId":"f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3","spanId":"${id}","name":"n","startTimeUnixNano":"1746100800000000000","attributes":[{"key":"deep","value":${value}}]}`;
    const text = `{"resourceSpans":[{"resource":{"attributes":[]},"scopeSpans":[{"spans":[${spanText('6060606060606060', nestedAnyValueText(20_000))},${spanText('7070707070707070', '{"stringValue":"fine"}')}]}]}]}`;
    const json = await postJsonText(text);
    assert.equal(json.statusCode, 200, json.body.slice(0, 300));
    assert.equal(json.json().partialSuccess.rejectedSpans, '1');
    assert.deepEqual(Object.keys((await fullTrace('f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3')).spans), ['7070707070707070']);
  });

  it("a resource attribute nested too deep refuses that resource's spans, with the reason", async () => {
    const traceId = 'f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4';
    const res = await postProtobuf(request([span(traceId, '8080808080808080', 'r')], [{ key: 'resource.deep', value: nestedAnyValue(150) }]));
    const decoded = decodeTraceResponse(res.rawPayload);
    assert.equal(String(decoded.partialSuccess?.rejectedSpans), '1');
    assert.match(decoded.partialSuccess!.errorMessage!, /resource of 1 span: attribute 'resource.deep'/);
  });
});
