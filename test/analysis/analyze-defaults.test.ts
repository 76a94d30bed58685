// POST /v2/failure-analysis/analyze with the least a caller may send: every body field optional, the default
// project, the application kind detected, inputs bounded and paged, unknown run ids 404.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { empty, grounded } from '../support/analysis-items.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('analyze: every body field optional, the default project, inputs bounded and paged', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it("files a run without project_name under the caller's default project", async () => {
    const res = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { dataset: [empty] } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().project_name, 'default');
    const project = await t.request({ method: 'GET', url: '/v2/projects/default' });
    assert.equal(project.statusCode, 200);
  });

  it('detects the application kind: agentic_rag with tools and context, agent, rag, generic_llm', async () => {
    const kind = async (item: object) =>
      (await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { dataset: [item], run_eval: false, run_security: false } })).json()
        .feature_kind;
    const call = [{ name: 'lookup', arguments: '{}', output: 'ok' }];
    assert.equal(await kind({ ...grounded, tool_calls: call }), 'agentic_rag');
    assert.equal(await kind({ input: 'q', output: 'a', tool_calls: call }), 'agent');
    assert.equal(await kind(grounded), 'rag');
    assert.equal(await kind(empty), 'generic_llm');
  });

  it('keeps inputs to config.max_inputs_in_response and pages the rest at /runs/{run_id}/inputs', async () => {
    const dataset = Array.from({ length: 7 }, (_, i) => ({ input: `Question ${i}?`, output: i % 2 ? '' : `Answer ${i}.` }));
    const doc = (await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { dataset, config: { max_inputs_in_response: 3 } } })).json();
    assert.deepEqual([doc.inputs.length, doc.inputs_total, doc.inputs_truncated], [3, 7, true]);
    const read = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}` })).json();
    assert.deepEqual(read.inputs, doc.inputs);
    const seen: any[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (
        await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}/inputs?limit=2${cursor ? `&cursor=${cursor}` : ''}` })
      ).json();
      seen.push(...page.inputs);
      cursor = page.next_cursor;
    } while (cursor);
    assert.deepEqual(
      seen.map((x) => x.item_index),
      [0, 1, 2, 3, 4, 5, 6],
    );
    assert.deepEqual(seen.slice(0, 3), doc.inputs);
    assert.equal(seen[5].output_text, '');
    assert.equal(seen[5].failure_count, 1);
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}/inputs?cursor=zzz` })).statusCode, 422);
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}/inputs`, key: t.otherKey })).statusCode, 404);
  });

  it('answers 404 for a run id of any form that names nothing the caller may see', async () => {
    for (const id of ['no-such-run', '00000000-0000-4000-8000-000000000000', '123']) {
      for (const suffix of ['', '/tags', '/inputs', '/items/0']) {
        const res = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${id}${suffix}` });
        assert.equal(res.statusCode, 404, `${id}${suffix}: ${res.body}`);
        assert.equal(typeof res.json().detail, 'string');
      }
    }
  });
});
