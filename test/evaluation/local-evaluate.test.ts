// An evaluation in the caller's process (assay evaluate --local) answers the server's run document for the same
// request — the same summary, and each item's results as the server's items hold them — and the same 422s.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { evaluateLocally } from '../../src/evaluation/local-run.js';
import { HttpError } from '../../src/http/errors.js';
import { createTestApp, type TestApp } from '../support/app.js';

const dataset = [
  {
    input: 'What is the capital of France?',
    output: 'Paris is the capital of France.',
    context: ['Paris is the capital and largest city of France.'],
    reference: 'Paris',
  },
  { input: 'Give me the order as JSON', output: '{"order": 1182, "status": "shipped"}', reference: '{"order": 1182}' },
  { input: 'Say hi', output: 'Hello there! Call me at 555-0100.' },
];

describe('evaluation in the caller process', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers the summary and item results the server answers', async () => {
    const request = {
      project_name: 'local-eval',
      dataset,
      metrics: ['faithfulness', 'json_validity', 'pii_leakage', 'regex', 'exact_match'],
      config: { regex: '\\d{3}-\\d{4}' },
    };
    const res = await t.request({ method: 'POST', url: '/v2/evaluate', payload: request });
    assert.equal(res.statusCode, 200, res.body);
    const served = res.json();
    const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${served.run_id}/items` })).json();
    const local = await evaluateLocally(structuredClone(request));
    assert.deepEqual(local.metrics, served.metrics);
    assert.deepEqual(
      [local.status, local.project_name, local.total_items, local.metrics_requested, local.input_type],
      [served.status, served.project_name, served.total_items, served.metrics_requested, served.input_type],
    );
    assert.equal(local.items.length, 3);
    local.items.forEach((item, i) => {
      assert.deepEqual(item.metrics, items[i].metrics);
      assert.deepEqual([item.index, item.full_output, item.eval_reasoning], [items[i].index, items[i].full_output, items[i].eval_reasoning]);
    });
    assert.ok(local.metrics.pii_leakage.count === 3 && local.metrics.regex.count === 3, JSON.stringify(local.metrics));
  });

  it('refuses what the server refuses, and stored traces', async () => {
    const refusal = async (body: unknown) => {
      try {
        await evaluateLocally(body);
      } catch (err) {
        assert.ok(err instanceof HttpError);
        return [err.statusCode, err.detail] as [number, { loc: unknown[]; msg: string }[]];
      }
      assert.fail('accepted');
    };
    const body = { project_name: 'x', dataset, metrics: ['nope'] };
    const served = await t.request({ method: 'POST', url: '/v2/evaluate', payload: body });
    assert.deepEqual(await refusal(body), [422, served.json().detail]);
    const pattern = { dataset, metrics: ['regex'], config: { regex: '(?<=a)b' } };
    const [, detail] = await refusal(pattern);
    assert.deepEqual(detail[0].loc, ['body', 'config', 'regex']);
    const [, traces] = await refusal({ trace_ids: ['t1'] });
    assert.match(traces[0].msg, /evaluated on the server that stores them/);
  });
});
