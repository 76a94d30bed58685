import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { notBuiltYet } from '../../src/http/not-built.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('error responses in FastAPI shapes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: { bodyLimitBytes: 64 * 1024 },
      beforeReady: (app) => {
        app.post('/v2/test-not-built', notBuiltYet('test'));
        app.get('/v2/test-boom', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  after(() => t.close());

  const post = (payload: string | object | undefined, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/v2/projects',
      payload: payload as never,
      headers: { ...(typeof payload === 'object' ? {} : { 'content-type': 'application/json' }), ...headers },
    });

  it('422 for malformed JSON, with the position', async () => {
    const res = await post('{"name": "x",}');
    assert.equal(res.statusCode, 422);
    const [issue] = res.json().detail;
    assert.equal(issue.type, 'json_invalid');
    assert.deepEqual(issue.loc, ['body', 13]);
    assert.match(issue.msg, /line 1, column 14/);
  });

  it('422 for a wrong content type, telling which one to use', async () => {
    const res = await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      detail: [
        {
          loc: ['body'],
          msg: "Unsupported Content-Type 'application/x-www-form-urlencoded': send the body as application/json (set the Content-Type header accordingly).",
          type: 'model_attributes_type',
        },
      ],
    });
  });

  it('422 for a missing body and for missing fields', async () => {
    const empty = await t.request({ method: 'POST', url: '/v2/projects' });
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().detail[0].loc, ['body']);
    assert.equal(empty.json().detail[0].type, 'missing');
    const missing = await post({});
    assert.deepEqual(missing.json(), { detail: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }] });
  });

  it('422 without coercing JSON types: 5 is not "5"', async () => {
    const res = await post({ name: 5 });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().detail[0].type, 'string_type');
    assert.deepEqual(res.json().detail[0].loc, ['body', 'name']);
  });

  it('422 with a readable rule for a bad project name', async () => {
    const res = await post({ name: '../etc' });
    assert.equal(res.statusCode, 422);
    assert.match(res.json().detail[0].msg, /start with a letter or digit/);
  });

  it('404, never 422, for a path id of any form that names nothing (path parameters are strings)', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', 'z'.repeat(300)]) {
      for (const [method, url] of [
        ['GET', `/v2/jobs/${id}`],
        ['POST', `/v2/jobs/${id}/cancel`],
        ['DELETE', `/v2/keys/${id}`],
      ] as const) {
        const res = await t.request({ method, url });
        assert.equal(res.statusCode, 404, `${method} ${url.slice(0, 60)}: ${res.body}`);
        assert.match(res.json().detail, /not found/);
      }
    }
    assert.equal((await t.request({ method: 'GET', url: '/v2/jobs/not-a-uuid', key: null })).statusCode, 401);
  });

  it('422 for bad query parameters, with text coerced where it parses', async () => {
    const bad = await t.request({ method: 'GET', url: '/v2/security/redteam/runs/00000000-0000-4000-8000-000000000000/attacks?limit=lots' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().detail[0].loc, ['query', 'limit']);
    assert.equal(bad.json().detail[0].type, 'int_parsing');
    const good = await t.request({ method: 'GET', url: '/v2/security/redteam/runs/00000000-0000-4000-8000-000000000000/attacks?limit=5' });
    assert.notEqual(good.statusCode, 422);
  });

  it('422 for a body of many bad elements: the first 100 issues, then a note that there may be more, in a bounded answer', async () => {
    const body = JSON.stringify({ mode: 'minimal', dataset: Array.from({ length: 2000 }, () => ({ input: 1, output: null })) });
    const res = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: body, headers: { 'content-type': 'application/json' } });
    assert.equal(res.statusCode, 422);
    const detail = res.json().detail;
    assert.equal(detail.length, 101);
    assert.deepEqual(detail[0].loc, ['body', 'dataset', 0, 'input']);
    assert.deepEqual(detail[100], { loc: ['body'], msg: detail[100].msg, type: 'too_many_errors' });
    assert.match(detail[100].msg, /maybe more errors past the first 100 items of a list/);
    assert.ok(res.body.length < body.length / 2, `${res.body.length} bytes answered to ${body.length}`);
  });

  it('413 above the body limit', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(70 * 1024) }));
    assert.equal(res.statusCode, 413);
    assert.match(res.json().detail, /limit is 64 KB/);
  });

  it('404 {"detail"} for unknown routes', async () => {
    const res = await t.request({ method: 'GET', url: '/v2/nothing-here' });
    assert.equal(res.statusCode, 404);
    assert.equal(typeof res.json().detail, 'string');
  });

  it('500 hides the cause from the client and logs it', async () => {
    const res = await t.request({ method: 'GET', url: '/v2/test-boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { detail: 'Internal Server Error' });
    assert.ok(
      t.logs.some((l) => l.includes('hunter2') && l.includes('"level":50')),
      'the cause is in the log',
    );
  });

  it('501 for declared operations whose area is not built yet, after authentication', async () => {
    const noKey = await t.request({ method: 'POST', url: '/v2/test-not-built', key: null });
    assert.equal(noKey.statusCode, 401);
    const valid = await t.request({ method: 'POST', url: '/v2/test-not-built', payload: {} });
    assert.equal(valid.statusCode, 501);
    assert.match(valid.json().detail, /not built/);
  });
});
