// Evaluation over the API: a run on a dataset with per-metric summaries, items and one item exactly as the
// spec's Evaluation item, validation (422 listing the known metrics), large runs as a job, comparison of two
// runs with a paired test, and 404s.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EVAL_SYNC_MAX_ITEMS, evaluationJobHandler } from '../../src/evaluation/service.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { workUntilSettled } from '../support/jobs.js';

const grounded = {
  input: 'When did order 1182 ship and what was the total?',
  output: 'Order 1182 shipped on May 5 and the order total was $249.',
  context: ['Order 1182 shipped on May 5. The order total was $249.', 'Returns are accepted within 30 days.'],
  reference: 'Order 1182 shipped on May 5; the total was $249.',
  metadata: { latency_ms: 850, usage: { input_tokens: 120, output_tokens: 30 } },
};
const wrong = { ...grounded, output: 'Order 1182 shipped on June 9 and the order total was $999.', metadata: { latency_ms: 9000 } };
const json = { input: 'Give me the user as JSON.', output: '{"name": "Ada", "age": 36}', reference: '{"name": "Ada", "age": 36}' };

describe('POST /v2/evaluate and runs', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());
  const evaluate = (payload: object) => t.request({ method: 'POST', url: '/v2/evaluate', payload });

  it('evaluates a dataset: per-metric mean, pass rate and counts; skipped and not applicable metrics say why', async () => {
    const res = await evaluate({ project_name: 'ev', dataset: [grounded, wrong, json] });
    assert.equal(res.statusCode, 200, res.body);
    const run = res.json();
    assert.equal(run.status, 'completed');
    assert.equal(run.total_items, 3);
    assert.equal(run.input_type, 'dataset');
    assert.equal(run.metrics.faithfulness.count, 2);
    assert.equal(run.metrics.faithfulness.skipped, 1);
    assert.ok(run.metrics.faithfulness.mean > 0 && run.metrics.faithfulness.mean < 1);
    // JSON was asked only by the third item: on the prose answers json_validity does not apply (no score, no mean).
    assert.deepEqual([run.metrics.json_validity.count, run.metrics.json_validity.skipped, run.metrics.json_validity.mean], [1, 2, 1]);
    assert.ok(!('exact_match' in run.metrics) && !('bleu' in run.metrics), 'wording metrics run only when named');
    assert.equal(run.metrics.latency_ms.count, 2);
    assert.equal(run.metrics.latency_ms.pass_rate, 0.5);
    assert.equal(run.metrics.latency_ms.higher_is_better, false);
    assert.equal(run.metrics.tokens.count, 1);
    assert.ok(!('schema_compliance' in run.metrics), 'metrics chosen by default that never ran are left out');

    const again = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}` })).json();
    assert.deepEqual(again, run);
    const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    assert.deepEqual(
      items.map((i: any) => i.index),
      [0, 1, 2],
    );
    const item = (await t.request({ method: 'GET', url: `/v2/evaluate/items/${items[1].id}` })).json();
    for (const field of [
      'id',
      'run_id',
      'index',
      'timestamp',
      'full_input',
      'full_output',
      'retrieved_context',
      'reference',
      'eval_reasoning',
      'item_metadata',
      'metrics',
      'trace_id',
      'created_at',
      'updated_at',
    ]) {
      assert.ok(field in item, field);
    }
    assert.equal(item.full_output, wrong.output);
    assert.equal(item.retrieved_context, grounded.context.join('\n\n'));
    assert.deepEqual(item.item_metadata, { latency_ms: 9000 });
    const faithfulness = item.metrics.find((m: any) => m.name === 'faithfulness');
    assert.equal(faithfulness.source, 'deterministic');
    assert.equal(faithfulness.passed, false);
    assert.match(item.eval_reasoning, /faithfulness: [\d.]+ — fails the threshold/);
    const jsonItem = (await t.request({ method: 'GET', url: `/v2/evaluate/items/${items[2].id}` })).json();
    const skipped = jsonItem.metrics.find((m: any) => m.name === 'faithfulness');
    assert.deepEqual([skipped.skipped, skipped.score, skipped.passed], [true, null, null]);
    assert.match(skipped.reason, /needs context/);
    const notAsked = item.metrics.find((m: any) => m.name === 'json_validity');
    assert.deepEqual([notAsked.skipped, notAsked.score, notAsked.passed], [true, null, null]);
    assert.match(notAsked.reason, /^Not applicable: the item asks for no JSON/);
  });

  it("serves the service document's evaluation item: timestamp a date-time, context and reasoning strings", async () => {
    const stamped = { ...grounded, metadata: { timestamp: '2025-05-01T14:00:00+02:00', channel: 'web' } };
    const badStamp = { ...json, metadata: { timestamp: 'yesterday' } };
    const run = (await evaluate({ project_name: 'ev', dataset: [stamped, badStamp, json], metrics: ['faithfulness', 'json_validity'] })).json();
    const listed = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    const isDate = (x: unknown) => typeof x === 'string' && /^\d{4}-\d\d-\d\dT/.test(x) && !Number.isNaN(Date.parse(x));
    const isObject = (x: unknown) => x !== null && typeof x === 'object' && !Array.isArray(x);
    const items = [];
    for (const entry of listed) {
      const res = await t.request({ method: 'GET', url: `/v2/evaluate/items/${entry.id}` });
      assert.equal(res.statusCode, 200, res.body);
      const item = res.json();
      assert.deepEqual(item, entry, 'the item read alone is the item listed');
      for (const field of ['id', 'run_id', 'full_input', 'full_output', 'retrieved_context', 'eval_reasoning'])
        assert.equal(typeof item[field], 'string', field);
      assert.ok(isDate(item.timestamp) && isDate(item.created_at), `${item.timestamp} ${item.created_at}`);
      assert.ok(isObject(item.item_metadata));
      assert.ok(Array.isArray(item.metrics) && item.metrics.length > 0 && item.metrics.every(isObject));
      assert.ok(item.eval_reasoning.length > 0);
      items.push(item);
    }
    // metadata.timestamp, when a valid date-time, is when the interaction took place (in UTC); it stays in the metadata as posted.
    assert.equal(items[0].timestamp, '2025-05-01T12:00:00.000Z');
    assert.deepEqual(items[0].item_metadata, stamped.metadata);
    // Otherwise: when the item was evaluated.
    assert.equal(items[1].timestamp, items[1].updated_at);
    assert.equal(items[2].timestamp, items[2].updated_at);
    // No context: an empty string, not null.
    assert.equal(items[0].retrieved_context, grounded.context.join('\n\n'));
    assert.equal(items[2].retrieved_context, '');
  });

  it('runs named metrics with settings and threshold overrides', async () => {
    const run = (
      await evaluate({
        project_name: 'ev',
        dataset: [json, { ...json, output: '{"name": "Ada"}' }, { ...json, output: 'not json' }],
        metrics: ['json_validity', 'schema_compliance', 'regex', 'exact_match'],
        config: { json_schema: { type: 'object', required: ['name', 'age'] }, regex: '^\\{', thresholds: { exact_match: 0.5 } },
      })
    ).json();
    assert.deepEqual(Object.keys(run.metrics).sort(), ['exact_match', 'json_validity', 'regex', 'schema_compliance']);
    assert.equal(run.metrics.json_validity.mean, 0.6667);
    assert.equal(run.metrics.schema_compliance.pass_rate, 0.3333);
    assert.equal(run.metrics.regex.pass_rate, 0.6667);
    assert.equal(run.metrics.exact_match.threshold, 0.5);
  });

  it('stores reasons that quote emoji and long Unicode whole: never half a surrogate pair (was a 500)', async () => {
    const long = '😀'.repeat(2000);
    const run = await evaluate({
      project_name: 'ev',
      dataset: [
        { input: 'Reply in JSON.', output: '😀' },
        { input: 'Reply in JSON.', output: `{"a": "${long}"` },
        { input: 'q', output: `x ${long}` },
      ],
      metrics: ['json_validity', 'regex', 'contains'],
      config: { regex: `${long.slice(0, 800)}x`, contains: [long, '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'] },
    });
    assert.equal(run.statusCode, 200, run.body);
    const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.json().run_id}/items` })).json();
    const reasons = JSON.stringify(items);
    assert.doesNotMatch(reasons, /\\ud[89a-f][0-9a-f]{2}/i, 'no lone surrogate escaped in the stored reasons');
    assert.match(reasons, /not valid JSON/);
    assert.match(reasons, /does not match \\"(?:😀)+…/);
  });

  it('rejects bad requests with 422s that say what is known', async () => {
    const unknown = await evaluate({ project_name: 'ev', dataset: [json], metrics: ['faithfulness', 'vibes'] });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().detail[0].loc, ['body', 'metrics']);
    assert.match(unknown.json().detail[0].msg, /Unknown metrics: vibes\. Known: faithfulness, answer_relevancy/);
    assert.equal((await evaluate({ project_name: 'ev' })).statusCode, 422);
    assert.equal((await evaluate({ project_name: 'ev', dataset: [json], trace_ids: ['a'] })).statusCode, 422);
    const regex = await evaluate({ project_name: 'ev', dataset: [json], config: { regex: '(' } });
    assert.deepEqual(regex.json().detail[0].loc, ['body', 'config', 'regex']);
    const schema = await evaluate({ project_name: 'ev', dataset: [json], config: { json_schema: { type: 'no-such-type' } } });
    assert.deepEqual(schema.json().detail[0].loc, ['body', 'config', 'json_schema']);
    const thresholds = await evaluate({ project_name: 'ev', dataset: [json], config: { thresholds: { vibes: 1 } } });
    assert.deepEqual(thresholds.json().detail[0].loc, ['body', 'config', 'thresholds']);
  });

  it("files a run without project_name under the caller's default project, as analyze does", async () => {
    const analyzed = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { dataset: [grounded], run_eval: false } });
    assert.equal(analyzed.statusCode, 200, analyzed.body);
    for (const payload of [{ dataset: [grounded] }, { project_name: null, dataset: [grounded] }]) {
      const res = await evaluate(payload);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().project_name, analyzed.json().project_name);
    }
    // A key limited to one project: that project, for evaluate as for analyze.
    const limited = (await t.request({ method: 'POST', url: '/v2/keys', payload: { name: 'ci', projects: ['support-bot'] } })).json().key;
    const run = await t.request({ method: 'POST', url: '/v2/evaluate', key: limited, payload: { dataset: [grounded] } });
    assert.equal(run.statusCode, 200, run.body);
    assert.equal(run.json().project_name, 'support-bot');
  });

  it('compares two runs item by item with a Wilcoxon signed-rank test', async () => {
    const base = (await evaluate({ project_name: 'ev', dataset: Array.from({ length: 12 }, () => wrong), metrics: ['faithfulness', 'latency_ms'] })).json();
    const candidate = (
      await evaluate({ project_name: 'ev', dataset: Array.from({ length: 12 }, () => grounded), metrics: ['faithfulness', 'latency_ms'] })
    ).json();
    const res = await t.request({ method: 'GET', url: `/v2/evaluate/compare?base=${base.run_id}&candidate=${candidate.run_id}` });
    assert.equal(res.statusCode, 200, res.body);
    const c = res.json();
    assert.equal(c.items, 12);
    const f = c.metrics.faithfulness;
    assert.ok(f.delta > 0 && f.candidate_mean > f.base_mean);
    assert.deepEqual([f.wins, f.losses, f.ties, f.pairs], [12, 0, 0, 12]);
    assert.equal(f.test, 'wilcoxon_signed_rank');
    assert.ok(f.p_value < 0.01);
    // Lower latency is better: the candidate wins there too.
    assert.equal(c.metrics.latency_ms.wins, 12);
    const short = (await evaluate({ project_name: 'ev', dataset: [json], metrics: ['faithfulness'] })).json();
    const mismatch = await t.request({ method: 'GET', url: `/v2/evaluate/compare?base=${base.run_id}&candidate=${short.run_id}` });
    assert.equal(mismatch.statusCode, 422);
    assert.match(mismatch.json().detail[0].msg, /same items/);
  });

  it(`runs datasets over ${EVAL_SYNC_MAX_ITEMS} items as a job`, async () => {
    const dataset = Array.from({ length: EVAL_SYNC_MAX_ITEMS + 5 }, (_, i) => (i % 2 ? grounded : json));
    const start = (await evaluate({ project_name: 'big', dataset, metrics: ['json_validity', 'faithfulness'] })).json();
    assert.equal(start.status, 'processing');
    assert.deepEqual(start.metrics, {});
    // Not evaluated yet: no reasoning (an empty string), and the item's time is its creation.
    const [waiting] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${start.run_id}/items?limit=1` })).json();
    assert.deepEqual([waiting.eval_reasoning, waiting.metrics, waiting.timestamp], ['', [], waiting.created_at]);
    const run = await workUntilSettled(t, [evaluationJobHandler], `/v2/evaluate/runs/${start.run_id}`, 300);
    assert.equal(run.status, 'completed');
    assert.equal(run.metrics.json_validity.count, dataset.length);
  });

  it('answers 404 for unknown and foreign runs and items', async () => {
    const run = (await evaluate({ project_name: 'ev', dataset: [json] })).json();
    const items = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items` })).json();
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}`, key: t.otherKey })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/items/${items[0].id}`, key: t.otherKey })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/runs/${run.run_id}/items`, key: t.otherKey })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/compare?base=${run.run_id}&candidate=${run.run_id}`, key: t.otherKey })).statusCode, 404);
  });

  it('answers 404, never 422, for ids that are not UUIDs or name nothing (path and compare ids are strings), 401 without a key', async () => {
    const run = (await evaluate({ project_name: 'ev', dataset: [json] })).json();
    const unknown = '00000000-0000-4000-8000-000000000000';
    // The last id has a linked run's item form (node digits not zero) but names no run.
    for (const id of ['not-a-uuid', 'x', unknown, encodeURIComponent('ünï code'), '1'.repeat(300), '12345678-1234-4234-8234-000000000001']) {
      for (const url of [
        `/v2/evaluate/runs/${id}`,
        `/v2/evaluate/runs/${id}/items`,
        `/v2/evaluate/items/${id}`,
        `/v2/evaluate/compare?base=${id}&candidate=${run.run_id}`,
        `/v2/evaluate/compare?base=${run.run_id}&candidate=${id}`,
      ]) {
        const res = await t.request({ method: 'GET', url });
        assert.equal(res.statusCode, 404, `${url.slice(0, 80)}: ${res.body.slice(0, 200)}`);
        assert.equal(typeof res.json().detail, 'string');
      }
    }
    for (const url of [`/v2/evaluate/runs/${run.run_id}`, `/v2/evaluate/items/${unknown}`, `/v2/evaluate/compare?base=${run.run_id}&candidate=${run.run_id}`]) {
      assert.equal((await t.request({ method: 'GET', url, key: null })).statusCode, 401);
    }
  });
});
