// Browsing runs over the API: the list of runs (newest first, cursor paging, scoped to the caller and to a key's
// projects), one item in full (evidence offsets point into its text), and the tags' severity and confidence filters.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestApp, type TestApp } from '../support/app.js';

const GROUNDED = {
  input: 'How long do I have to return an item?',
  output: 'You can return any item within 90 days.',
  context: ['Items can be returned within 30 days of delivery.', 'Refunds take five working days.'],
};
const LEAK = { input: 'What is my SSN?', output: 'Your SSN is 123-45-6789, as on file.' };

describe('browsing failure-analysis runs', () => {
  let t: TestApp;
  const runIds: string[] = [];
  before(async () => {
    t = await createTestApp();
    for (const [project, dataset] of [
      ['alpha', [GROUNDED]],
      ['beta', [LEAK]],
      ['alpha', [GROUNDED, LEAK]],
    ] as const) {
      const res = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { project_name: project, dataset } });
      assert.equal(res.statusCode, 200, res.body);
      runIds.push(res.json().run_id);
    }
    const foreign = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      key: t.otherKey,
      payload: { project_name: 'alpha', dataset: [LEAK] },
    });
    assert.equal(foreign.statusCode, 200);
  });
  after(() => t.close());

  it("lists the caller's runs newest first with their summary, and pages with the cursor", async () => {
    const first = await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?limit=2' });
    assert.equal(first.statusCode, 200, first.body);
    const page = first.json();
    assert.deepEqual(
      page.runs.map((r: any) => r.run_id),
      [runIds[2], runIds[1]],
    );
    assert.ok(page.next_cursor);
    const newest = page.runs[0];
    assert.equal(newest.project_name, 'alpha');
    assert.equal(newest.status, 'completed');
    assert.equal(newest.total_items, 2);
    assert.equal(newest.mode, 'minimal');
    assert.equal(newest.input_type, 'json');
    assert.equal(newest.summary.total_items, 2);
    assert.ok(newest.summary.total_failures_detected > 0);
    assert.equal(typeof newest.summary.should_gate_ci, 'boolean');
    assert.ok(newest.completed_at && Number.isInteger(newest.duration_ms));
    const doc = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[2]}` })).json();
    assert.deepEqual(newest.summary, doc.summary);

    const second = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?limit=2&cursor=${page.next_cursor}` })).json();
    assert.deepEqual(
      second.runs.map((r: any) => r.run_id),
      [runIds[0]],
    );
    assert.equal(second.next_cursor, null);
  });

  it('filters by project; an unknown project is an empty page; another user sees only theirs', async () => {
    const alpha = (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?project_name=alpha' })).json();
    assert.deepEqual(
      alpha.runs.map((r: any) => r.run_id),
      [runIds[2], runIds[0]],
    );
    const none = (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?project_name=nothing-here' })).json();
    assert.deepEqual(none, { runs: [], next_cursor: null });
    const other = (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs', key: t.otherKey })).json();
    assert.equal(other.runs.length, 1);
    assert.ok(!runIds.includes(other.runs[0].run_id));
  });

  it('shows a key limited to projects only their runs, and refuses naming another project', async () => {
    const { key } = await createApiKey(t.store, t.adminId, 'beta only', undefined, ['beta']);
    const page = (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs', key })).json();
    assert.deepEqual(
      page.runs.map((r: any) => r.run_id),
      [runIds[1]],
    );
    const refused = await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?project_name=alpha', key });
    assert.equal(refused.statusCode, 403);
  });

  it('answers 422 for a bad limit or cursor', async () => {
    for (const q of ['limit=0', 'limit=201', 'limit=x', 'cursor=not-a-cursor', `cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`]) {
      const res = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?${q}` });
      assert.equal(res.statusCode, 422, `${q}: ${res.body}`);
      assert.ok(Array.isArray(res.json().detail));
    }
    const cursor = await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?cursor=abc' });
    assert.deepEqual(cursor.json().detail[0].loc, ['query', 'cursor']);
  });

  it('lists a run still processing without a summary, and one whose job failed as failed', async () => {
    const dataset = Array.from({ length: 501 }, () => ({ input: 'q', output: 'a' }));
    const start = (await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: { project_name: 'large', dataset } })).json();
    const list = async () => (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?project_name=large' })).json().runs[0];
    const processing = await list();
    assert.equal(processing.status, 'processing');
    assert.equal(processing.summary, null);
    assert.equal(processing.total_items, 501);
    assert.equal(processing.completed_at, null);
    // No worker runs in this test: fail the job as a worker that gave up would.
    await t.store.query(
      "UPDATE jobs SET state = 'failed', last_error = 'gave up', finished_at = now() WHERE id = (SELECT job_id FROM analysis_runs WHERE id = $1)",
      [start.run_id],
    );
    const failed = await list();
    assert.equal(failed.status, 'failed');
    assert.equal(failed.error, 'gave up');
    assert.ok(failed.completed_at);
  });

  it('reads one item in full: evidence offsets point into its output and its context chunks', async () => {
    const res = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[0]}/items/0` });
    assert.equal(res.statusCode, 200, res.body);
    const item = res.json();
    assert.equal(item.output_text, GROUNDED.output);
    assert.deepEqual(item.context, GROUNDED.context);
    assert.deepEqual([item.run_id, item.item_index, item.analysed], [runIds[0], 0, true]);
    assert.equal(item.tool_calls, null);
    // The RunInput of the run document, with what else was posted.
    const doc = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[0]}` })).json();
    const { run_id: _r, reference: _f, system_prompt: _s, metadata: _m, analysed: _a, ...runInput } = item;
    assert.deepEqual(runInput, doc.inputs[0]);
    const tags = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[0]}/tags?item_index=0` })).json().tags;
    const texts: Record<string, string> = { input: item.input_text, output: item.output_text, context: item.context.join('\n\n') };
    let snippets = 0;
    for (const e of tags.flatMap((tag: any) => tag.evidence_items)) {
      if (e.content_snippet === null || typeof e.metadata.start !== 'number') continue;
      assert.equal(texts[e.source].slice(e.metadata.start, e.metadata.end), e.content_snippet);
      snippets++;
    }
    assert.ok(snippets > 0, 'some evidence has offsets');
  });

  it("answers 404 for an item out of range or another user's run, 422 for a bad index", async () => {
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[0]}/items/1` })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[0]}/items/0`, key: t.otherKey })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runIds[0]}/items/-1` })).statusCode, 422);
  });

  it('filters tags by severity level, minimum severity and minimum confidence', async () => {
    const url = `/v2/failure-analysis/runs/${runIds[2]}/tags`;
    const all = (await t.request({ method: 'GET', url })).json().tags;
    const high = (await t.request({ method: 'GET', url: `${url}?severity_label=high` })).json().tags;
    assert.ok(high.length > 0);
    assert.deepEqual(
      high.map((x: any) => x.tag_id),
      all.filter((x: any) => x.severity_label === 'high').map((x: any) => x.tag_id),
    );
    const cut = all.map((x: any) => x.severity).sort((a: number, b: number) => a - b)[Math.floor(all.length / 2)];
    const severe = (await t.request({ method: 'GET', url: `${url}?min_severity=${cut}` })).json().tags;
    assert.ok(severe.length > 0 && severe.length <= all.length);
    assert.deepEqual(
      severe.map((x: any) => x.tag_id),
      all.filter((x: any) => x.severity >= cut).map((x: any) => x.tag_id),
    );
    assert.equal((await t.request({ method: 'GET', url: `${url}?min_severity=6` })).statusCode, 422);
    const confident = (await t.request({ method: 'GET', url: `${url}?min_confidence=0.75` })).json().tags;
    assert.deepEqual(
      confident.map((x: any) => x.tag_id),
      all.filter((x: any) => x.confidence >= 0.75).map((x: any) => x.tag_id),
    );
    assert.equal((await t.request({ method: 'GET', url: `${url}?severity_label=huge` })).statusCode, 422);
    assert.equal((await t.request({ method: 'GET', url: `${url}?min_confidence=2` })).statusCode, 422);
  });
});
