// Comparing two red-team runs over the API: rates side by side per vector, per vulnerability, overall and per
// pair, errors counted apart, the change, the regressions and rate_rose, incomplete runs, vectors in one run
// only, and 404s. The runs are built through the store (planned by the API, outcomes recorded by hand), so
// every count is known.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as store from '../../src/security/redteam/runs-store.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { recordStatuses, type OutcomeStatus } from '../support/redteam-outcomes.js';

describe('comparing red-team runs over the API', () => {
  let t: TestApp;
  let base: string;
  let head: string;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  /** Plans a run (no worker takes it) and records the outcomes given per "vector|vulnerability", in plan order. */
  async function storedRun(vectors: string[], vulnerabilities: string[], outcomes: Record<string, OutcomeStatus[]>): Promise<string> {
    const res = await t.request({
      method: 'POST',
      url: '/v2/security/redteam',
      payload: { project_name: 'rt-compare', attack_vector_keys: vectors, target_vulnerabilities: vulnerabilities, attacks_per_vector: 2, config: { seed: 1 } },
    });
    assert.equal(res.statusCode, 200, res.body);
    const runId = res.json().run_id;
    await recordStatuses(t.store, runId, outcomes);
    return runId;
  }
  const compare = (a: string, b: string, key?: string) => t.request({ method: 'GET', url: `/v2/security/redteam/runs/${a}/compare/${b}`, key });
  const rowOf = (rows: any[], key: string) => rows.find((r) => r.attack_vector_key === key || r.vulnerability_key === key);

  it('puts the rates of both runs side by side with the change, and lists the rows whose rate rose', async () => {
    base = await storedRun(['base64', 'hex'], ['s1-violence', 'system-prompt-leakage'], {
      'base64|s1-violence': ['succeeded', 'resisted'],
      'base64|system-prompt-leakage': ['resisted', 'resisted'],
      'hex|s1-violence': ['resisted', 'error'],
      'hex|system-prompt-leakage': ['succeeded', 'resisted'],
    });
    await store.setRunStatus(t.store, base, 'completed', { started: true, completed: true });
    head = await storedRun(['base64', 'hex'], ['s1-violence', 'system-prompt-leakage'], {
      'base64|s1-violence': ['succeeded', 'succeeded'],
      'base64|system-prompt-leakage': ['resisted', 'resisted'],
      'hex|s1-violence': ['resisted', 'resisted'],
      'hex|system-prompt-leakage': ['resisted', 'pending'],
    });
    const res = await compare(base, head);
    assert.equal(res.statusCode, 200, res.body);
    const c = res.json();
    assert.deepEqual(c.base, { run_id: base, run_name: c.base.run_name, status: 'completed', complete: true });
    assert.deepEqual([c.head.status, c.head.complete, c.complete], ['queued', false, false]);

    // Overall 2 of 7 judged on both sides: no change, no rise. The base's error is left out of its rate.
    assert.deepEqual(c.overall, {
      attack_vector_key: null,
      vulnerability_key: null,
      base: { attack_success_rate: 0.2857, succeeded: 2, judged: 7, errors: 1, pending: 0 },
      head: { attack_success_rate: 0.2857, succeeded: 2, judged: 7, errors: 0, pending: 1 },
      change: 0,
      rose: false,
    });
    assert.deepEqual(
      c.by_vector.map((r: any) => [r.attack_vector_key, r.vulnerability_key, r.base.attack_success_rate, r.head.attack_success_rate, r.change, r.rose]),
      [
        ['base64', null, 0.25, 0.5, 0.25, true],
        ['hex', null, 0.3333, 0, -0.3333, false],
      ],
    );
    assert.deepEqual(
      c.by_vulnerability.map((r: any) => [r.vulnerability_key, r.base.attack_success_rate, r.head.attack_success_rate, r.change, r.rose]),
      [
        ['s1-violence', 0.3333, 0.5, 0.1667, true],
        ['system-prompt-leakage', 0.25, 0, -0.25, false],
      ],
    );
    assert.equal(c.cells.length, 4);
    const cell = c.cells.find((r: any) => r.attack_vector_key === 'base64' && r.vulnerability_key === 's1-violence');
    assert.deepEqual([cell.base.attack_success_rate, cell.head.attack_success_rate, cell.change, cell.rose], [0.5, 1, 0.5, true]);
    assert.deepEqual(
      c.regressions.map((r: any) => r.attack_vector_key ?? r.vulnerability_key),
      ['base64', 's1-violence'],
    );
    assert.equal(c.rate_rose, true);

    // The other way round, what rose fell.
    const back = (await compare(head, base)).json();
    assert.deepEqual(
      back.regressions.map((r: any) => r.attack_vector_key ?? r.vulnerability_key),
      ['hex', 'system-prompt-leakage'],
    );
    assert.equal(rowOf(back.by_vector, 'base64').change, -0.25);
  });

  it('says complete once both runs completed with nothing pending; a run against itself changes nothing', async () => {
    const [last] = await store.pendingAttacks(t.store, head, 10);
    await store.recordOutcomes(t.store, head, [{ id: last.id, status: 'resisted', conversation: [], response: 'no', judge: null, error: null, latency_ms: 1 }]);
    await store.setRunStatus(t.store, head, 'completed', { started: true, completed: true });
    const c = (await compare(base, head)).json();
    assert.deepEqual([c.base.complete, c.head.complete, c.complete], [true, true, true]);
    assert.equal(c.overall.head.judged, 8);
    const same = (await compare(base, base)).json();
    assert.equal(same.rate_rose, false);
    assert.deepEqual(same.regressions, []);
    assert.ok([same.overall, ...same.by_vector, ...same.by_vulnerability, ...same.cells].every((r: any) => r.change === 0));
  });

  it('gives rows of a vector or vulnerability only one run planned, with no change', async () => {
    const other = await storedRun(['base64', 'rot13'], ['s1-violence'], {
      'base64|s1-violence': ['resisted', 'resisted'],
      'rot13|s1-violence': ['succeeded', 'succeeded'],
    });
    const c = (await compare(base, other)).json();
    assert.deepEqual(
      c.by_vector.map((r: any) => r.attack_vector_key),
      ['base64', 'hex', 'rot13'],
    );
    const hex = rowOf(c.by_vector, 'hex');
    assert.deepEqual([hex.head, hex.change, hex.rose], [{ attack_success_rate: null, succeeded: 0, judged: 0, errors: 0, pending: 0 }, null, false]);
    const rot13 = rowOf(c.by_vector, 'rot13');
    assert.deepEqual([rot13.base.attack_success_rate, rot13.head.attack_success_rate, rot13.change, rot13.rose], [null, 1, null, false]);
    // Pairs planned by either run: base64 and hex × 2 vulnerabilities from the base, rot13 × s1-violence from the other.
    assert.equal(c.cells.length, 5);
    assert.ok(!c.cells.some((r: any) => r.attack_vector_key === 'rot13' && r.vulnerability_key === 'system-prompt-leakage'));
  });

  it('answers 404 for a run that is unknown, not a UUID, or another user’s, in either place', async () => {
    const unknown = '6f1c1c8e-7f0e-4a53-9d0e-0d7c0f7a1b11';
    for (const [a, b, missing] of [
      [unknown, head, unknown],
      [base, unknown, unknown],
      [base, 'not-a-run', 'not-a-run'],
    ]) {
      const res = await compare(a, b);
      assert.equal(res.statusCode, 404, res.body);
      assert.match(res.json().detail ?? res.json().message ?? res.body, new RegExp(`Red-team run '${missing}' not found`));
    }
    assert.equal((await compare(base, head, t.otherKey)).statusCode, 404);
  });
});
