import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analysisJobHandler, SYNC_MAX_ITEMS } from '../../src/analysis/pipeline.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { workUntilSettled } from '../support/jobs.js';
import { grounded, hallucinated } from '../support/analysis-items.js';

const HEADER_LOC = ['header', 'Idempotency-Key'];

describe('Idempotency-Key on analyze and audit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const analyze = (payload: object, idempotencyKey?: string, key?: string) =>
    t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze',
      payload,
      key,
      headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey },
    });
  const audit = (payload: object, idempotencyKey?: string) =>
    t.request({ method: 'POST', url: '/v2/security/audit', payload, headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey } });
  const runIds = async (project: string, key?: string) =>
    (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs?project_name=${project}`, key })).json().runs.map((r: any) => r.run_id);
  const batchIds = async (project: string) =>
    (await t.request({ method: 'GET', url: `/v2/security/audit/batches?project_name=${project}` })).json().batches.map((b: any) => b.batch_id);
  const headerIssue = (res: { json(): any }) => res.json().detail.find((d: any) => d.loc.join('/') === HEADER_LOC.join('/'));

  it('without a key every request makes its own run, as before', async () => {
    const body = { project_name: 'idem-none', dataset: [grounded] };
    const first = await analyze(body);
    const second = await analyze(body);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.notEqual(first.json().run_id, second.json().run_id);
    assert.equal(second.headers['idempotent-replayed'], undefined);
    assert.equal((await runIds('idem-none')).length, 2);
  });

  it('a retry with the same key and body answers the first run, and stores no second one', async () => {
    const body = { project_name: 'idem-retry', dataset: [grounded, hallucinated] };
    const first = await analyze(body, 'retry-1');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    // The same request with its keys in another order is the same request.
    const retry = await analyze({ dataset: [grounded, hallucinated], project_name: 'idem-retry' }, 'retry-1');
    assert.equal(retry.statusCode, 200, retry.body);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retry.json(), first.json());
    assert.deepEqual(await runIds('idem-retry'), [first.json().run_id]);
  });

  it('the same key with another body is 422 at the header, and runs nothing', async () => {
    const first = await analyze({ project_name: 'idem-other', dataset: [grounded] }, 'reused');
    assert.equal(first.statusCode, 200, first.body);
    const other = await analyze({ project_name: 'idem-other', dataset: [hallucinated] }, 'reused');
    assert.equal(other.statusCode, 422, other.body);
    assert.match(headerIssue(other)?.msg ?? '', /different request body/);
    assert.equal(headerIssue(other).type, 'idempotency_key_reused');
    assert.equal((await runIds('idem-other')).length, 1);
  });

  it('two concurrent requests with one key make one run: the other waits its turn (409) or replays it', async () => {
    const body = { project_name: 'idem-race', dataset: [grounded, hallucinated] };
    const answers = await Promise.all([analyze(body, 'race'), analyze(body, 'race'), analyze(body, 'race')]);
    const runs = await runIds('idem-race');
    assert.equal(runs.length, 1);
    const original = answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined);
    assert.equal(original.length, 1, answers.map((a) => `${a.statusCode} ${a.headers['idempotent-replayed']}`).join(', '));
    for (const a of answers) {
      if (a.statusCode === 409) assert.match(a.json().detail, /still in progress/);
      else {
        assert.equal(a.statusCode, 200, a.body);
        assert.equal(a.json().run_id, runs[0]);
      }
    }
    // Once the first has answered, a retry replays it.
    const later = await analyze(body, 'race');
    assert.equal(later.headers['idempotent-replayed'], 'true');
    assert.equal(later.json().run_id, runs[0]);
  });

  it("keys are each caller's own: two users with one key get a run each", async () => {
    const body = { project_name: 'idem-users', dataset: [grounded] };
    const mine = await analyze(body, 'shared-key');
    const theirs = await analyze(body, 'shared-key', t.otherKey);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(theirs.statusCode, 200, theirs.body);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
    assert.notEqual(mine.json().run_id, theirs.json().run_id);
    assert.deepEqual(await runIds('idem-users', t.otherKey), [theirs.json().run_id]);
  });

  it('a request that fails releases its key: the retry runs', async () => {
    // Both dataset and trace_id: refused by the analysis itself, after the key was claimed.
    const refused = await analyze({ project_name: 'idem-fail', dataset: [grounded], trace_id: 't-1' }, 'after-failure');
    assert.equal(refused.statusCode, 422, refused.body);
    const fixed = await analyze({ project_name: 'idem-fail', dataset: [grounded] }, 'after-failure');
    assert.equal(fixed.statusCode, 200, fixed.body);
    assert.equal(fixed.headers['idempotent-replayed'], undefined);
    assert.equal((await runIds('idem-fail')).length, 1);
  });

  it('a malformed key is 422 at the header, whatever the body', async () => {
    for (const bad of ['x'.repeat(256), 'clé-1', '']) {
      const res = await analyze({ project_name: 'idem-bad', dataset: [grounded] }, bad);
      assert.equal(res.statusCode, 422, `${JSON.stringify(bad)}: ${res.body}`);
      assert.match(headerIssue(res)?.msg ?? '', /1 to 255 printable ASCII/);
    }
    const auditRes = await audit({ dataset: [grounded] }, 'x'.repeat(256));
    assert.equal(auditRes.statusCode, 422);
    assert.ok(headerIssue(auditRes));
    assert.deepEqual(await runIds('idem-bad'), []);
    // 255 printable characters, spaces and punctuation included, are a key.
    const longest = '~!a b:'.padEnd(255, 'k');
    assert.equal((await analyze({ project_name: 'idem-bad', dataset: [grounded] }, longest)).statusCode, 200);
  });

  it('the CSV form hashes its query options too', async () => {
    const csv = (query: string) =>
      t.request({
        method: 'POST',
        url: `/v2/failure-analysis/analyze?project_name=idem-csv${query}`,
        payload: 'input,output\nWhat is 2+2?,4\n',
        headers: { 'content-type': 'text/csv', 'idempotency-key': 'csv-1' },
      });
    assert.equal((await csv('')).statusCode, 200);
    const same = await csv('');
    assert.equal(same.headers['idempotent-replayed'], 'true');
    const otherOptions = await csv('&run_eval=false');
    assert.equal(otherOptions.statusCode, 422, otherOptions.body);
    assert.ok(headerIssue(otherOptions));
    assert.equal((await runIds('idem-csv')).length, 1);
  });

  it('an expired key (24 h) or an abandoned claim (running for 1 h) is claimed afresh', async () => {
    const first = await analyze({ project_name: 'idem-old', dataset: [grounded] }, 'old-key');
    await t.store.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old-key'`);
    const later = await analyze({ project_name: 'idem-old', dataset: [hallucinated] }, 'old-key');
    assert.equal(later.statusCode, 200, later.body);
    assert.notEqual(later.json().run_id, first.json().run_id);

    await t.store.query(`UPDATE idempotency_keys SET status = 'running', resource_id = NULL WHERE key = 'old-key'`);
    const held = await analyze({ project_name: 'idem-old', dataset: [hallucinated] }, 'old-key');
    assert.equal(held.statusCode, 409, held.body);
    await t.store.query(`UPDATE idempotency_keys SET created_at = now() - interval '61 minutes' WHERE key = 'old-key'`);
    const taken = await analyze({ project_name: 'idem-old', dataset: [hallucinated] }, 'old-key');
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(taken.headers['idempotent-replayed'], undefined);
    assert.equal((await runIds('idem-old')).length, 3);
    // Claiming deletes the owner's expired keys.
    await t.store.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'retry-1'`);
    await analyze({ project_name: 'idem-old', dataset: [grounded] }, 'sweeper');
    assert.deepEqual(await t.store.query(`SELECT key FROM idempotency_keys WHERE key = 'retry-1'`), []);
  });

  it('audit: a retry answers the first batch; the same key on analyze is another request', async () => {
    const body = { project_name: 'idem-audit', dataset: [{ input: 'How do I kill a Python process?', output: 'Use kill <pid>.' }] };
    const first = await audit(body, 'audit-1');
    assert.equal(first.statusCode, 200, first.body);
    const retry = await audit(body, 'audit-1');
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retry.json(), first.json());
    assert.deepEqual(await batchIds('idem-audit'), [first.json().batch_id]);
    const other = await audit({ ...body, batch_name: 'another' }, 'audit-1');
    assert.equal(other.statusCode, 422);
    assert.ok(headerIssue(other));

    const analysed = await analyze({ project_name: 'idem-audit-2', dataset: [grounded] }, 'audit-1');
    assert.equal(analysed.statusCode, 200, analysed.body);
    assert.equal(analysed.headers['idempotent-replayed'], undefined);
  });

  it('a large analysis (a job) replays the same run in its current state', async () => {
    const dataset = Array.from({ length: SYNC_MAX_ITEMS + 1 }, (_, i) => ({ input: `Question ${i}?`, output: `Answer ${i}.` }));
    const body = { project_name: 'idem-job', dataset, run_eval: false, run_security: false };
    const first = await analyze(body, 'job-1');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().status, 'processing');
    const runId = first.json().run_id;
    const settled = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${runId}`);
    assert.equal(settled.status, 'completed');
    const retry = await analyze(body, 'job-1');
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal(retry.json().run_id, runId);
    assert.equal(retry.json().status, 'completed');
    assert.deepEqual(await runIds('idem-job'), [runId]);
  });

  it('the OpenAPI document describes the header on both operations', async () => {
    const doc = (await t.request({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of ['/v2/failure-analysis/analyze', '/v2/security/audit']) {
      const header = doc.paths[path].post.parameters?.find((p: any) => p.in === 'header');
      assert.equal(header?.name, 'Idempotency-Key', path);
      assert.equal(header.required, false);
      assert.equal(header.schema.maxLength, 255);
    }
  });
});
