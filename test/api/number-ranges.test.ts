// Numbers out of range on real resources (issue 34, point 4): offsets and item indexes past the store's 32-bit
// positions, past 2^53, and infinite ones are the 422 naming the field, never a 500 from the store; the largest
// position the store keeps reads as nothing there.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

const TOO_LARGE = ['2147483648', '4294967296', '9007199254740993', '1e400', 'Infinity'];

describe('numbers out of range on existing runs, batches and traces', () => {
  let t: TestApp;
  const urls: { url: string; field: [string, string] }[] = [];
  before(async () => {
    t = await createTestApp();
    const post = async (url: string, payload: object) => (await t.request({ method: 'POST', url, payload })).json();
    const run = await post('/v2/failure-analysis/analyze', { mode: 'minimal', dataset: [{ input: 'q', output: 'a' }] });
    const evaluation = await post('/v2/evaluate', { dataset: [{ input: 'q', output: 'a' }], metrics: ['contains'], config: { contains: ['a'] } });
    const batch = await post('/v2/security/audit', { dataset: [{ prompt: 'q', response: 'a' }] });
    assert.ok(run.run_id && evaluation.run_id && batch.batch_id);
    urls.push(
      { url: `/v2/failure-analysis/runs/${run.run_id}/items/{n}`, field: ['path', 'item_index'] },
      { url: `/v2/failure-analysis/runs/${run.run_id}/tags?item_index={n}`, field: ['query', 'item_index'] },
      { url: `/v2/evaluate/runs/${evaluation.run_id}/items?offset={n}`, field: ['query', 'offset'] },
      { url: `/v2/security/audit/batches/${batch.batch_id}/items?offset={n}`, field: ['query', 'offset'] },
    );
  });
  after(() => t.close());

  it('answers 422 at the field for a number past 2^31 - 1, and reads the last position as nothing', async () => {
    for (const { url, field } of urls) {
      for (const n of TOO_LARGE) {
        const res = await t.request({ method: 'GET', url: url.replace('{n}', n) });
        assert.equal(res.statusCode, 422, `${url} with ${n}: ${res.body}`);
        assert.deepEqual(res.json().detail[0].loc, field);
      }
      const last = await t.request({ method: 'GET', url: url.replace('{n}', '2147483647') });
      assert.ok([200, 404].includes(last.statusCode), `${url} at 2^31 - 1: ${last.statusCode} ${last.body}`);
    }
  });

  it('refuses a message index past 2^31 - 1 in a native trace at its loc', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/traces',
      payload: { items: [{ type: 'message', trace_id: 'big-index', role: 'user', content: 'hi', index: 2 ** 31 }] },
    });
    assert.notEqual(res.statusCode, 500, res.body);
    assert.match(res.body, /less than or equal to 2147483647/);
  });
});
