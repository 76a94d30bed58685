// Failure analysis with a language-model judge configured: the judge-only subcategories run, their verdicts
// become llm_judge tags; an unusable answer is an unsure tag with the reason, never a silent pass.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

describe('failure analysis with a language-model judge', () => {
  let t: TestApp;
  let server: http.Server;
  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const prompt: string = JSON.parse(raw).messages[1].content;
        const content = prompt.includes('contradict itself')
          ? '{"decision": "fail", "confidence": 0.9, "rationale": "It says shipping is free and that it costs $5.", "evidence": [{"quote": "Shipping is free"}, {"quote": "shipping costs $5"}, {"quote": "never said this"}]}'
          : 'I would rather not say.';
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { total_tokens: 7 } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ config: { llmBaseUrl: `http://127.0.0.1:${port}/v1`, llmModel: 'judge-1', llmTimeoutMs: 2000 } });
  });
  after(async () => {
    await t.close();
    server.close();
  });

  it('judges self-contradiction and logical leaps, with quotes checked and tokens counted', async () => {
    const item = { input: 'Does the plan include shipping?', output: 'Shipping is free on this plan. Note that shipping costs $5 per order.' };
    const doc = (
      await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        payload: { project_name: 'judged', dataset: [item], buckets: ['reasoning_planning'], run_eval: false, run_security: false },
      })
    ).json();
    assert.ok(doc.detectors_run.includes('self_contradiction') && doc.detectors_run.includes('logical_leap'));
    assert.ok(!('self_contradiction' in doc.detectors_skipped_reasons));
    assert.equal(doc.tokens_used, 14);
    const contradiction = doc.failure_tags.find((x: any) => x.subcategory_id === 'self_contradiction');
    assert.deepEqual([contradiction.decision, contradiction.detector_type_used], ['fail', 'llm_judge']);
    assert.equal(contradiction.confidence, 0.7, 'one quote not in the answer costs 0.2');
    assert.equal(contradiction.scoring_breakdown.judge_weight, 1);
    assert.match(contradiction.judge_rationale, /free and that it costs \$5/);
    assert.equal(contradiction.evidence_items.filter((e: any) => e.evidence_type === 'content_snippet').length, 2);
    const leap = doc.failure_tags.find((x: any) => x.subcategory_id === 'logical_leap');
    assert.equal(leap.decision, 'unsure');
    assert.match(leap.judge_rationale, /could not decide: the judge's answer is not JSON/);
    assert.equal(leap.needs_human_review, true);
  });
});
