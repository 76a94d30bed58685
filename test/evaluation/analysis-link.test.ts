// Evaluation inside failure analysis: run_eval, eval_metrics and the evaluation run, metric values on tags
// with agreement bonus and disagreement penalty, and mandatory_eval_metrics.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

const invented = {
  input: 'What was the order total for order 1182?',
  output: 'The order total for order 1182 was $999, charged on June 9.',
  context: ['Order 1182 shipped on May 5. The order total was $249.'],
};

describe('evaluation in failure analysis', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());
  const analyze = (payload: object) => t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload });

  it('runs the related metrics, reports their means and the run, and scores tags with them', async () => {
    const doc = (await analyze({ project_name: 'ev-link', dataset: [invented], subcategories: ['unsupported_number'] })).json();
    assert.ok('faithfulness' in doc.eval_metrics, JSON.stringify(doc.eval_metrics));
    const run = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${doc.eval_run_id}` })).json();
    assert.equal(run.total_items, 1);
    assert.equal(run.metrics.faithfulness.mean, doc.eval_metrics.faithfulness);
    const tag = doc.failure_tags.find((x: any) => x.subcategory_id === 'unsupported_number');
    assert.equal(tag.eval_metric_values.faithfulness, doc.eval_metrics.faithfulness);
    // Faithfulness fails too on an invented total: it agrees with the tag.
    assert.ok(tag.scoring_breakdown.metric_agreement_bonus > 0);
    assert.equal(tag.scoring_breakdown.disagreement_penalty, 0);
    assert.equal(tag.confidence, Math.min(1, Math.round((tag.scoring_breakdown.base_confidence + tag.scoring_breakdown.metric_agreement_bonus) * 1000) / 1000));
    assert.match(tag.scoring_breakdown.explanation, /faithfulness agrees/);
  });

  it('lets no passing text metric weaken a tag that rests on structure (a failed tool call)', async () => {
    const refund = {
      input: 'Please refund the duplicate charge on my card.',
      output: 'Your refund for the duplicate charge has been issued successfully to your card.',
      context: ['Refunds for a duplicate charge are issued to the card that was charged.'],
      tool_calls: [{ name: 'issue_refund', arguments: { amount: 49.99 }, error: 'PaymentGatewayError: 503 Service Unavailable - refund not issued' }],
    };
    const doc = (await analyze({ project_name: 'ev-link', dataset: [refund], subcategories: ['tool_error_ignored'] })).json();
    const tag = doc.failure_tags.find((x: any) => x.subcategory_id === 'tool_error_ignored');
    assert.ok(tag, JSON.stringify(doc.failure_tags));
    // faithfulness reads the answer's claim as the grounding detectors do: only weakly in its sources (the call's
    // error says "refund not issued"), so it counts half and fails, agreeing with the tag.
    assert.equal(tag.eval_metric_values.faithfulness, 0.5, JSON.stringify(tag.eval_metric_values));
    assert.equal(tag.scoring_breakdown.disagreement_penalty, 0);
    assert.equal(tag.severity_label, 'critical');
    assert.equal(tag.should_gate_ci, true);
    assert.equal(doc.summary.should_gate_ci, true);
    // An answer in the context's own words passes faithfulness, which reads only the text: no penalty.
    const worded = { ...refund, output: 'The duplicate charge refund is issued to the card that was charged.' };
    const passing = (await analyze({ project_name: 'ev-link', dataset: [worded], subcategories: ['tool_error_ignored'] })).json();
    const kept = passing.failure_tags.find((x: any) => x.subcategory_id === 'tool_error_ignored');
    assert.ok(kept.eval_metric_values.faithfulness >= 0.7, JSON.stringify(kept.eval_metric_values));
    assert.equal(kept.scoring_breakdown.disagreement_penalty, 0);
    assert.match(kept.scoring_breakdown.explanation, /faithfulness passes, but reads only the text/);
  });

  it("names the evaluation run's items from the run (none stored apart), readable only by whoever may read the run", async () => {
    const stamped = { ...invented, output: 'Order 1182 cost $249.', metadata: { timestamp: '2025-05-01T12:00:00Z' } };
    const doc = (await analyze({ project_name: 'ev-link', dataset: [invented, stamped] })).json();
    const [, second] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${doc.eval_run_id}/items` })).json();
    assert.equal(second.index, 1);
    assert.equal(second.full_output, 'Order 1182 cost $249.');
    const [{ n }] = await t.store.query<{ n: number }>('SELECT count(*)::int AS n FROM evaluation_items WHERE run_id = $1', [doc.eval_run_id]);
    assert.equal(Number(n), 0);
    const item = await t.request({ method: 'GET', url: `/v2/evaluate/items/${second.id}` });
    assert.equal(item.statusCode, 200);
    assert.deepEqual(item.json().metrics, second.metrics);
    assert.equal(item.json().timestamp, '2025-05-01T12:00:00.000Z');
    // Another user, an index past the run's end and the run's own id are unknown items.
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/items/${second.id}`, key: t.otherKey })).statusCode, 404);
    const past = second.id.slice(0, -12) + '000000000003';
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/items/${past}` })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/evaluate/items/${doc.eval_run_id}` })).statusCode, 404);
  });

  it('checks JSON validity only on items that ask for JSON, unless it is mandatory', async () => {
    const asks = { input: 'Return the order as JSON only.', output: 'Order 1182 cost $249.' };
    const doc = (await analyze({ project_name: 'ev-link', dataset: [invented, asks], buckets: ['instruction_compliance'] })).json();
    const run = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${doc.eval_run_id}` })).json();
    assert.deepEqual([run.metrics.json_validity.count, run.metrics.json_validity.skipped, run.metrics.json_validity.mean], [1, 1, 0]);
    const [prose] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${doc.eval_run_id}/items?limit=1` })).json();
    assert.match(prose.metrics.find((m: any) => m.name === 'json_validity').reason, /^Not applicable: the item asks for no JSON/);
    const json = doc.failure_tags.find((x: any) => x.subcategory_id === 'json_format_violation');
    assert.deepEqual([json.item_index, json.eval_metric_values.json_validity], [1, 0]);
    const everyItem = (
      await analyze({ project_name: 'ev-link', dataset: [invented, asks], buckets: ['instruction_compliance'], mandatory_eval_metrics: ['json_validity'] })
    ).json();
    const all = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${everyItem.eval_run_id}` })).json();
    assert.deepEqual([all.metrics.json_validity.count, all.metrics.json_validity.skipped], [2, 0]);
  });

  it('run_eval false skips metrics, but mandatory ones always run; unknown ones → 422', async () => {
    const off = (await analyze({ project_name: 'ev-link', dataset: [invented], run_eval: false })).json();
    assert.deepEqual([off.eval_metrics, off.eval_run_id], [null, null], 'evaluation did not run');
    const mandatory = (
      await analyze({ project_name: 'ev-link', dataset: [invented], run_eval: false, mandatory_eval_metrics: ['rouge_l', 'readability'] })
    ).json();
    assert.deepEqual(Object.keys(mandatory.eval_metrics), ['readability']);
    const run = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${mandatory.eval_run_id}` })).json();
    assert.equal(run.metrics.rouge_l.skipped, 1);
    const bad = await analyze({ project_name: 'ev-link', dataset: [invented], mandatory_eval_metrics: ['vibes'] });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().detail[0].loc, ['body', 'mandatory_eval_metrics']);
  });
});
