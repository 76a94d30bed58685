import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

describe('request logs', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('write one JSON line per request with id, route, status and duration', async () => {
    t.logs.length = 0;
    const res = await t.request({ method: 'GET', url: '/v2/projects?x=1', headers: { 'x-request-id': 'req-123' } });
    assert.equal(res.headers['x-request-id'], 'req-123');
    const lines = t.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    assert.equal(lines.length, 1);
    assert.equal(lines[0].reqId, 'req-123');
    assert.equal(lines[0].route, '/v2/projects');
    assert.equal(lines[0].path, '/v2/projects');
    assert.equal(lines[0].status, 200);
    assert.equal(typeof lines[0].duration_ms, 'number');
  });

  it('never contain a key, a password or an llm_api_key value', async () => {
    t.logs.length = 0;
    const llmKey = 'sk-llm-secret-value-0123456789abcdef';
    const password = 'correct horse battery staple 42';
    const bodies = [
      { project_name: 'p', dataset: [{ input: 'a', output: 'b' }], llm_api_key: llmKey },
      { project_name: 'p', dataset: [{ input: 'a' }], llm_api_key: llmKey, password },
      { project_name: 5, llm_api_key: llmKey },
    ];
    for (const payload of bodies) await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload });
    await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload: `{"llm_api_key": "${llmKey}", "password": "${password}"`,
      headers: { 'content-type': 'application/json' },
    });
    await t.request({ method: 'GET', url: `/v2/projects?api_key=${t.adminKey}&llm_api_key=${llmKey}` });
    await t.request({ method: 'GET', url: '/v2/projects', key: 'assay_wrong-key-should-not-be-logged' });
    const all = t.logs.join('\n');
    assert.ok(t.logs.length >= 6, 'each request was logged');
    for (const secret of [llmKey, password, t.adminKey, t.otherKey, 'assay_wrong-key-should-not-be-logged']) {
      assert.ok(!all.includes(secret), `a log line contains ${secret.slice(0, 10)}…`);
    }
  });
});
