// Failure analysis with a language-model judge configured: the related metrics that gain from judgment
// (faithfulness here) are scored by the judge before they adjust the tags, as in an evaluation run of their
// own; their tokens count on the analysis run and on its linked evaluation run. Sync runs and jobs alike.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { startJudgeServer, verdict, type JudgeServer } from './judge-server.js';
import { workUntilSettled } from '../support/jobs.js';

const context = ['Refunds are accepted within 30 days of delivery.'];

describe('failure analysis with judged metrics', () => {
  let t: TestApp;
  let judge: JudgeServer;
  before(async () => {
    judge = await startJudgeServer([
      {
        when: 'share of them does the context support',
        reply: { content: '{"score": 0.2, "reason": "The refund window in the answer is not the context\'s 30 days."}', tokens: 9 },
      },
      {
        when: 'Does the answer state a fact that the context does not support',
        reply: { content: verdict('fail', 0.9, 'Another refund window than the context.'), tokens: 10 },
      },
    ]);
    t = await createTestApp({ config: { llmBaseUrl: judge.url, llmModel: 'judge-1', llmTimeoutMs: 2000 } });
  });
  after(async () => {
    await t.close();
    await judge.close();
  });

  const analyze = (dataset: object[]) =>
    t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload: { project_name: 'judged-metrics', dataset, subcategories: ['unsupported_claim'], run_security: false },
    });

  async function checkLinkedRun(evalRunId: string, tokens: number) {
    const run = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${evalRunId}` })).json();
    assert.equal(run.metrics.faithfulness.mean, 0.2);
    assert.equal(run.metrics.faithfulness.pass_rate, 0);
    assert.equal(run.tokens_used, tokens, 'the evaluation run counts the tokens of its judged metrics');
    const [first] = (await t.request({ method: 'GET', url: `/v2/evaluate/runs/${evalRunId}/items?limit=1` })).json();
    const faithfulness = first.metrics.find((m: any) => m.name === 'faithfulness');
    assert.equal(faithfulness.source, 'llm_judge');
    assert.match(faithfulness.reason, /^Judge: The refund window/);
    assert.match(faithfulness.reason, /deterministic score/);
  }

  it('scores faithfulness with the judge during the request, and the tag reads the judged value', async () => {
    const res = await analyze([{ input: 'What is the refund window?', output: 'Refunds are accepted within 60 days of delivery.', context }]);
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.equal(doc.eval_metrics.faithfulness, 0.2);
    assert.equal(doc.tokens_used, 19, 'the hybrid check (10) and the judged metric (9)');
    const [tag] = doc.failure_tags.filter((x: any) => x.subcategory_id === 'unsupported_claim');
    assert.equal(tag.eval_metric_values.faithfulness, 0.2);
    assert.equal(tag.scoring_breakdown.metric_agreement_bonus, 0.05, 'the judged metric fails the item too');
    await checkLinkedRun(doc.eval_run_id, 9);
    const stored = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}` })).json();
    assert.equal(stored.eval_metrics.faithfulness, 0.2);
  });

  it('without a judge-scored metric in play nothing extra is asked, and run_eval: false asks for no metric', async () => {
    const before = judge.seen.length;
    const doc = (
      await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        payload: {
          project_name: 'judged-metrics',
          dataset: [{ input: 'What is the refund window?', output: 'Refunds are accepted within 45 days of delivery.', context }],
          subcategories: ['unsupported_claim'],
          run_security: false,
          run_eval: false,
        },
      })
    ).json();
    assert.equal(doc.eval_run_id, null);
    assert.equal(judge.seen.length - before, 1, 'only the hybrid check');
    assert.ok(judge.seen.slice(before).every((s) => !s.prompt.includes('share of them does the context support')));
  });

  it('a large run (a job) judges its metrics on the main thread and counts their tokens on the evaluation run', async () => {
    const { analysisJobHandler, SYNC_MAX_ITEMS } = await import('../../src/analysis/pipeline.js');
    // Identical items: one call per prompt, the rest from the judge client's cache.
    const dataset = Array.from({ length: SYNC_MAX_ITEMS + 2 }, () => ({
      input: 'What is the refund window?',
      output: 'Refunds are accepted within 90 days of delivery.',
      context,
    }));
    const start = (await analyze(dataset)).json();
    assert.equal(start.status, 'processing');
    const doc = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${start.run_id}`, 600);
    assert.equal(doc.status, 'completed', doc.error);
    assert.equal(doc.eval_metrics.faithfulness, 0.2);
    assert.equal(doc.tokens_used, 19);
    assert.ok(doc.failure_tags.every((x: any) => x.eval_metric_values.faithfulness === 0.2));
    await checkLinkedRun(doc.eval_run_id, 9);
  });
});
