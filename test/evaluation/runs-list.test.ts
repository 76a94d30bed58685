// The evaluation runs listing: newest first with cursor paging, the project filter and limited keys, each
// run as GET /v2/evaluate/runs/{id} answers it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { checkNewestFirstListing } from '../support/listing.js';

describe('GET /v2/evaluate/runs', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists runs newest first, each with its per-metric summary', async () => {
    await checkNewestFirstListing(t, {
      url: '/v2/evaluate/runs',
      field: 'runs',
      idField: 'run_id',
      create: async (project) => {
        const res = await t.request({
          method: 'POST',
          url: '/v2/evaluate',
          payload: { project_name: project, dataset: [{ input: 'Give me JSON.', output: '{"a": 1}' }], metrics: ['json_validity'] },
        });
        assert.equal(res.statusCode, 200, res.body);
        return res.json().run_id;
      },
    });
    const [latest] = (await t.request({ method: 'GET', url: '/v2/evaluate/runs?limit=1' })).json().runs;
    const one = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${latest.run_id}` })).json();
    assert.deepEqual(latest, one);
    assert.equal(latest.metrics.json_validity.mean, 1);
  });
});
