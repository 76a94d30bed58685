import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';

describe('taxonomy and run status over the API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('GET /v2/failure-analysis/taxonomy lists every bucket; one bucket by id; unknown → 404', async () => {
    const all = await t.request({ method: 'GET', url: '/v2/failure-analysis/taxonomy' });
    assert.equal(all.statusCode, 200);
    assert.ok(all.json().length >= 8);
    assert.ok(all.json().reduce((n: number, b: any) => n + b.subcategories.length, 0) >= 40);
    const one = await t.request({ method: 'GET', url: '/v2/failure-analysis/taxonomy/tool_use' });
    assert.equal(one.statusCode, 200);
    assert.deepEqual([one.json().bucket_id, one.json().bucket_name], ['tool_use', 'Tool use']);
    assert.equal(typeof one.json().description, 'string');
    const types: Record<string, (x: any) => boolean> = {
      subcategory_id: (x) => typeof x === 'string',
      subcategory_name: (x) => typeof x === 'string',
      description: (x) => typeof x === 'string',
      detection_approach: (x) => ['deterministic', 'llm_judge', 'hybrid'].includes(x),
      applies_to: (x) => Array.isArray(x) && x.every((k: string) => ['rag', 'agent', 'agentic_rag', 'generic_llm'].includes(k)),
      requires_retrieval: (x) => typeof x === 'boolean',
      requires_tools: (x) => typeof x === 'boolean',
      minimal_mode_compatible: (x) => typeof x === 'boolean',
      required_inputs: (x) => Array.isArray(x) && x.every((k: unknown) => typeof k === 'string'),
      related_eval_metrics: (x) => Array.isArray(x),
      related_security_categories: (x) => Array.isArray(x),
      impact_score: (x) => Number.isInteger(x) && x >= 0 && x <= 3,
      risk_category: (x) => ['low', 'medium', 'high'].includes(x),
    };
    for (const s of one.json().subcategories) {
      assert.equal(s.bucket_id, 'tool_use');
      for (const [field, ok] of Object.entries(types)) assert.ok(ok(s[field]), `${s.subcategory_id}.${field}: ${JSON.stringify(s[field])}`);
    }
    assert.ok(one.json().subcategories.some((s: any) => s.requires_tools && s.applies_to.includes('agent')));
    const missing = await t.request({ method: 'GET', url: '/v2/failure-analysis/taxonomy/nope' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().detail, "Taxonomy bucket 'nope' not found.");
    assert.equal(
      (await t.request({ method: 'GET', url: `/v2/failure-analysis/taxonomy/${'b'.repeat(90)}` })).statusCode,
      404,
      'any text names no bucket: 404, not 422',
    );
  });

  it("a large run whose job failed answers 'failed' with the job's reason", async () => {
    const dataset = Array.from({ length: 501 }, () => ({ input: 'q', output: 'a' }));
    const start = (await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { project_name: 'p', dataset } })).json();
    assert.equal(start.status, 'processing');
    // No worker runs in this test: fail the job as a worker that gave up would.
    await t.store.query(
      "UPDATE jobs SET state = 'failed', last_error = 'the worker ran out of memory (gave up after 5 attempts)' WHERE id = (SELECT job_id FROM analysis_runs WHERE id = $1)",
      [start.run_id],
    );
    const run = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${start.run_id}` })).json();
    assert.equal(run.status, 'failed');
    assert.match(run.error, /ran out of memory/);
    assert.ok(run.completed_at);
  });
});
