// Hybrid subcategories: the deterministic detector and the judge combined (weights 0.6/0.4, disagreement
// penalty), over the API against a local OpenAI-compatible server that answers with canned verdicts,
// malformed JSON, refusals, 429s and silence.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { combineHybrid, DETERMINISTIC_WEIGHT, JUDGE_WEIGHT } from '../../src/analysis/hybrid-phase.js';
import { scoreFinding } from '../../src/core/scoring/scoring.js';
import { subcategoriesById } from '../../src/core/taxonomy/index.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { readVerdict, unsure } from '../../src/models/judge/verdict.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { startJudgeServer, verdict, type JudgeServer } from './judge-server.js';
import { workUntilSettled } from '../support/jobs.js';

const sub = subcategoriesById.get('unsupported_claim')!;
const item = { input: 'What is the refund window?', output: 'Refunds are accepted within 60 days.', context: ['Refunds are accepted within 30 days.'] };
const at = { item, itemIndex: 0, traceId: null };
const source = { texts: { input: item.input, output: item.output, context: item.context[0], tool_call: '' }, itemIndex: 0, traceId: null };
const detFail = (confidence: number) =>
  scoreFinding(
    sub,
    { decision: 'fail', confidence, rationale: 'no chunk supports it', evidence: [{ source: 'output', start: 0, end: 7, description: 'sentence' }] },
    source,
    DEFAULT_THRESHOLDS,
    'unsupported_claim',
  );

describe('hybrid scoring (combineHybrid)', () => {
  it('agreeing fail: 0.4 × deterministic + 0.6 × judge, no penalty, both rationales kept', () => {
    const tag = combineHybrid(
      sub,
      detFail(0.8),
      readVerdict(verdict('fail', 0.9, 'Says 60 days; context says 30.', ['within 60 days']), item.output),
      at,
      DEFAULT_THRESHOLDS,
    )!;
    assert.equal(tag.detector_type_used, 'hybrid');
    assert.equal(tag.decision, 'fail');
    assert.deepEqual([tag.scoring_breakdown.deterministic_weight, tag.scoring_breakdown.judge_weight], [DETERMINISTIC_WEIGHT, JUDGE_WEIGHT]);
    assert.deepEqual([tag.scoring_breakdown.deterministic_score, tag.scoring_breakdown.judge_score, tag.scoring_breakdown.disagreement_penalty], [0.8, 0.9, 0]);
    assert.equal(tag.confidence, 0.86);
    assert.equal(tag.scoring_breakdown.final_confidence, 0.86);
    assert.equal(tag.judge_rationale, 'Says 60 days; context says 30.');
    assert.ok(tag.evidence_items.some((e) => e.content_snippet === 'within 60 days' && e.description === 'quoted by the judge'));
    assert.ok(
      tag.evidence_items.some((e) => e.description === 'no chunk supports it'),
      'the detector evidence stays',
    );
  });

  it('judge fail where the detector found nothing: a fail when the judge is sure enough, with the disagreement penalty', () => {
    const sure = combineHybrid(sub, null, readVerdict(verdict('fail', 0.95, 'Changed 30 to 60.'), item.output), at, DEFAULT_THRESHOLDS)!;
    assert.deepEqual(
      [sure.decision, sure.scoring_breakdown.base_confidence, sure.scoring_breakdown.disagreement_penalty, sure.confidence],
      ['fail', 0.57, 0.1, 0.47],
    );
    assert.equal(sure.needs_human_review, true, 'below the review threshold');
    const hesitant = combineHybrid(sub, null, readVerdict(verdict('fail', 0.6, 'Maybe changed.'), item.output), at, DEFAULT_THRESHOLDS)!;
    assert.equal(hesitant.decision, 'unsure');
    assert.equal(combineHybrid(sub, null, readVerdict(verdict('fail', 0.3, 'Probably fine.'), item.output), at, DEFAULT_THRESHOLDS), null);
  });

  it('judge pass against a detector fail downgrades to unsure; both pass is no tag', () => {
    const tag = combineHybrid(sub, detFail(0.8), readVerdict(verdict('pass', 0.9, 'Supported.'), item.output), at, DEFAULT_THRESHOLDS)!;
    assert.deepEqual([tag.decision, tag.scoring_breakdown.judge_score, tag.scoring_breakdown.base_confidence, tag.confidence], ['unsure', 0.1, 0.38, 0.28]);
    assert.equal(combineHybrid(sub, null, readVerdict(verdict('pass', 0.9, 'Supported.'), item.output), at, DEFAULT_THRESHOLDS), null);
  });

  it('an unusable judge answer never passes silently', () => {
    const alone = combineHybrid(sub, null, unsure('the judge did not answer in time'), at, DEFAULT_THRESHOLDS)!;
    assert.deepEqual([alone.decision, alone.needs_human_review, alone.detector_type_used], ['unsure', true, 'hybrid']);
    assert.match(alone.judge_rationale!, /did not answer in time/);
    const kept = combineHybrid(sub, detFail(0.8), unsure("the judge's answer is not JSON"), at, DEFAULT_THRESHOLDS)!;
    assert.deepEqual([kept.decision, kept.confidence, kept.detector_type_used, kept.scoring_breakdown.judge_weight], ['fail', 0.8, 'deterministic', 0]);
    assert.match(kept.judge_rationale!, /not JSON/);
  });
});

describe('failure analysis with hybrid subcategories', () => {
  let t: TestApp;
  let judge: JudgeServer;
  before(async () => {
    judge = await startJudgeServer([
      {
        when: 'days of purchase',
        reply: { content: verdict('fail', 0.95, 'The context counts from delivery, not purchase.', ['30 days of purchase']), tokens: 11 },
      },
      { when: 'Malformed case', reply: { content: 'Looks grounded to me!' } },
      { when: 'Refused case', reply: { content: "I'm sorry, I can't help with evaluating this." } },
      { when: 'Busy case', reply: { status: 429, retryAfter: '0' } },
      { when: 'Silent case', reply: { hang: true } },
    ]);
    // 2 s: under a loaded CI machine a 300 ms timeout turned the canned 429 into a timeout (the silent case waits it out).
    t = await createTestApp({ config: { llmBaseUrl: judge.url, llmModel: 'judge-1', llmTimeoutMs: 2000 } });
  });
  after(async () => {
    await t.close();
    await judge.close();
  });

  const analyze = (dataset: object[], subcategories: string[]) =>
    t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload: { project_name: 'hybrid', dataset, subcategories, run_eval: false, run_security: false },
    });

  it('lets the judge add a tag the detector missed, and turns every unusable answer into unsure with the reason', async () => {
    const context = ['Refunds are accepted within 30 days of delivery.'];
    const dataset = [
      { input: 'What is the refund window?', output: 'Refunds are accepted within 30 days of purchase.', context },
      { input: 'Malformed case: refund window?', output: 'Refunds are accepted within 30 days of delivery.', context },
      { input: 'Refused case: refund window?', output: 'Refunds are accepted within 30 days of delivery.', context },
      { input: 'Busy case: refund window?', output: 'Refunds are accepted within 30 days of delivery.', context },
      { input: 'Silent case: refund window?', output: 'Refunds are accepted within 30 days of delivery.', context },
      { input: 'Any refund window?', output: 'Refunds are accepted within 30 days of delivery.', context },
    ];
    const res = await analyze(dataset, ['unsupported_claim']);
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    const byItem = (i: number) => doc.failure_tags.filter((x: any) => x.item_index === i && x.subcategory_id === 'unsupported_claim');
    const [added] = byItem(0);
    assert.deepEqual(
      [added.decision, added.detector_type_used, added.scoring_breakdown.judge_weight, added.scoring_breakdown.deterministic_weight],
      ['fail', 'hybrid', 0.6, 0.4],
    );
    assert.equal(added.scoring_breakdown.disagreement_penalty, 0.1);
    assert.match(added.judge_rationale, /not purchase/);
    assert.equal(added.scoring_breakdown.deterministic_score, 0, 'the detector missed the one-word edit');
    assert.match(byItem(1)[0].judge_rationale, /could not decide: the judge's answer is not JSON/);
    assert.match(byItem(2)[0].judge_rationale, /refused/);
    assert.match(byItem(3)[0].judge_rationale, /HTTP 429/);
    assert.match(byItem(4)[0].judge_rationale, /did not answer in time/);
    for (const i of [1, 2, 3, 4]) assert.deepEqual([byItem(i)[0].decision, byItem(i)[0].needs_human_review], ['unsure', true]);
    assert.equal(byItem(5).length, 0, 'the judge passed it and the detector found nothing');
    assert.equal(doc.summary.total_passes, 1);
    // Tokens: 11 for the verdict, 10 each for the malformed and refused answers and the pass; none for errors.
    assert.equal(doc.tokens_used, 41);
    assert.equal(judge.seen.filter((s) => s.prompt.includes('Busy case')).length, 3, 'a 429 is retried twice');
  });

  it('without a judge in scope nothing asks it: checks the detector cannot make are not put to the judge', async () => {
    const before = judge.seen.length;
    const doc = (await analyze([{ input: 'Hi', output: 'Hello! How can I help?' }], ['unsupported_claim'])).json();
    assert.equal(judge.seen.length, before, 'no context: the detector and the judge both skip');
    assert.match(doc.detectors_skipped_reasons.unsupported_claim, /needs context/);
    assert.equal(doc.tokens_used, 0);
  });

  it('a large run (a job) combines on the main thread, with cached answers for repeated prompts', async () => {
    const { analysisJobHandler, SYNC_MAX_ITEMS } = await import('../../src/analysis/pipeline.js');
    const context = ['Refunds are accepted within 30 days of delivery.'];
    const dataset = Array.from({ length: SYNC_MAX_ITEMS + 4 }, (_, i) => ({
      input: 'What is the refund window?',
      output: i % 2 ? 'Refunds are accepted within 30 days of purchase.' : 'Refunds are accepted within 30 days.',
      context,
    }));
    const start = (await analyze(dataset, ['unsupported_claim'])).json();
    assert.equal(start.status, 'processing');
    const doc = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${start.run_id}`);
    assert.equal(doc.status, 'completed');
    assert.equal(doc.summary.total_failures_detected, dataset.length / 2);
    assert.ok(doc.failure_tags.every((x: any) => x.detector_type_used === 'hybrid'));
    // The purchase prompt was answered (11 tokens) in the first test: every repeat came from the cache.
    assert.equal(doc.tokens_used, 10, 'one call for the 30-days prompt, the rest from the cache');
  });

  it("a large run's job judges with the request's llm_api_key, kept in memory for it", async () => {
    const { analysisJobHandler, SYNC_MAX_ITEMS } = await import('../../src/analysis/pipeline.js');
    const context = ['Deliveries take 3 to 5 working days.'];
    const dataset = Array.from({ length: SYNC_MAX_ITEMS + 2 }, () => ({
      input: 'How long is delivery?',
      output: 'Deliveries take 3 to 5 working days.',
      context,
    }));
    const start = (
      await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        payload: {
          project_name: 'hybrid',
          dataset,
          subcategories: ['unsupported_claim'],
          run_eval: false,
          run_security: false,
          llm_api_key: 'request-key-123',
        },
      })
    ).json();
    assert.equal(start.status, 'processing');
    const before = judge.seen.length;
    const doc = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${start.run_id}`);
    assert.equal(doc.status, 'completed');
    const calls = judge.seen.slice(before);
    assert.ok(calls.length > 0, 'the job asked the judge');
    assert.ok(
      calls.every((c) => c.auth === 'Bearer request-key-123'),
      JSON.stringify(calls.map((c) => c.auth)),
    );
  });
});
