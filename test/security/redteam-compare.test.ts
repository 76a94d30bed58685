// Comparing two red-team runs over the API: rates side by side per vector, per vulnerability, overall and per
// pair, errors counted apart, the change and its significance (Fisher's exact test, Holm-adjusted), the
// regressions (significant rises only) and rate_rose, how the plans differ, incomplete runs, vectors in one run
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
  async function storedRun(
    vectors: string[],
    vulnerabilities: string[],
    outcomes: Record<string, OutcomeStatus[]>,
    plan: { attacks_per_vector?: number; config?: Record<string, unknown> } = {},
  ): Promise<string> {
    const res = await t.request({
      method: 'POST',
      url: '/v2/security/redteam',
      payload: {
        project_name: 'rt-compare',
        attack_vector_keys: vectors,
        target_vulnerabilities: vulnerabilities,
        attacks_per_vector: plan.attacks_per_vector ?? 2,
        config: { seed: 1, ...plan.config },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const runId = res.json().run_id;
    await recordStatuses(t.store, runId, outcomes);
    return runId;
  }
  const compare = (a: string, b: string, key?: string) => t.request({ method: 'GET', url: `/v2/security/redteam/runs/${a}/compare/${b}`, key });
  const rowOf = (rows: any[], key: string) => rows.find((r) => r.attack_vector_key === key || r.vulnerability_key === key);

  it('puts the rates of both runs side by side with the change; rises this small are not significant', async () => {
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
      p_value: 1,
      significant: false,
    });
    assert.deepEqual(c.significance, { test: 'fisher_exact', adjustment: 'holm', alpha: 0.05, min_difference: 0.05 });
    assert.deepEqual(c.plan_differences, []);
    assert.deepEqual(
      c.by_vector.map((r: any) => [r.attack_vector_key, r.vulnerability_key, r.base.attack_success_rate, r.head.attack_success_rate, r.change, r.rose]),
      [
        ['base64', null, 0.25, 0.5, 0.25, true],
        ['hex', null, 0.3333, 0, -0.3333, false],
      ],
    );
    // base64 1 of 4 → 2 of 4: Fisher's one-sided p = 0.5 before Holm's adjustment; nothing this small is significant.
    assert.ok([c.overall, ...c.by_vector, ...c.by_vulnerability, ...c.cells].every((r: any) => r.p_value >= 0.5 && !r.significant));
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
    assert.deepEqual(c.regressions, []);
    assert.equal(c.rate_rose, false);

    // The other way round, what rose fell.
    const back = (await compare(head, base)).json();
    assert.deepEqual(
      [...back.by_vector, ...back.by_vulnerability].filter((r: any) => r.rose).map((r: any) => r.attack_vector_key ?? r.vulnerability_key),
      ['hex', 'system-prompt-leakage'],
    );
    assert.equal(rowOf(back.by_vector, 'base64').change, -0.25);
  });

  it('counts a rise as a regression when Fisher’s exact test, Holm-adjusted, finds it significant and it is 5 points or more', async () => {
    // 12 attacks a pair. rot13: 1 → 11 of 12 (significant); hex: 2 → 5 of 12 (p ≈ 0.19, not significant); base64: 6 → 4.
    const of = (succeeded: number) => Array.from({ length: 12 }, (_, i) => (i < succeeded ? 'succeeded' : 'resisted') as OutcomeStatus);
    const plan = { attacks_per_vector: 12 };
    const before = await storedRun(
      ['rot13', 'hex', 'base64'],
      ['s1-violence'],
      { 'rot13|s1-violence': of(1), 'hex|s1-violence': of(2), 'base64|s1-violence': of(6) },
      plan,
    );
    const afterFix = await storedRun(
      ['rot13', 'hex', 'base64'],
      ['s1-violence'],
      { 'rot13|s1-violence': of(11), 'hex|s1-violence': of(5), 'base64|s1-violence': of(4) },
      plan,
    );
    const c = (await compare(before, afterFix)).json();
    const rot13 = rowOf(c.by_vector, 'rot13');
    const hex = rowOf(c.by_vector, 'hex');
    assert.deepEqual([rot13.rose, rot13.significant, hex.rose, hex.significant], [true, true, true, false]);
    // Raw one-sided p of rot13: P(X ≥ 11 | 12 successes in 24, 12 drawn) = 145 / 2704156; five rows tested, Holm multiplies the smallest by 5.
    assert.equal(rot13.p_value, Number(((5 * 145) / 2704156).toPrecision(4)));
    assert.ok(hex.p_value > 0.05);
    // Overall (and its one vulnerability) 9 → 20 of 36 rose significantly too; hex rose without significance, base64 fell.
    assert.deepEqual(
      c.regressions.map((r: any) => r.attack_vector_key ?? r.vulnerability_key ?? 'overall'),
      ['overall', 'rot13', 's1-violence'],
    );
    assert.equal(c.rate_rose, true);
    assert.equal(rowOf(c.by_vector, 'base64').rose, false);
  });

  it('lists how the plans differ: vectors, vulnerabilities, attacks per vector, seed, target and attack settings', async () => {
    const a = await storedRun(['base64'], ['s1-violence'], {}, { attacks_per_vector: 2, config: { seed: 1 } });
    const b = await storedRun(['base64', 'hex'], ['s1-violence', 's2-sexual'], {}, { attacks_per_vector: 3, config: { seed: 2, max_turns: 4 } });
    const c = (await compare(a, b)).json();
    assert.deepEqual(
      c.plan_differences.map((d: any) => [d.field, d.base, d.head]),
      [
        ['attack_vector_keys', 'base64', 'base64, hex'],
        ['target_vulnerabilities', 's1-violence', 's1-violence, s2-sexual'],
        ['attacks_per_vector', '2', '3'],
        ['seed', '1', '2'],
        ['config.max_turns', c.plan_differences.find((d: any) => d.field === 'config.max_turns').base, '4'],
      ],
    );
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
