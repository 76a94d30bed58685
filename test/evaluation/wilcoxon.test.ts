import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { wilcoxonSignedRank } from '../../src/core/metrics/wilcoxon.js';

const close = (a: number | null, b: number, eps = 1e-3) => assert.ok(a !== null && Math.abs(a - b) < eps, `${a} ≉ ${b}`);

describe('Wilcoxon signed-rank test', () => {
  it('matches reference values: exact for small samples', () => {
    // scipy.stats.wilcoxon([1,2,3,4,5,6,7,8,9,10] vs +d) reference: all positive differences, n=10 → p = 2/1024.
    const base = Array.from({ length: 10 }, () => 0);
    const all = wilcoxonSignedRank(base, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.equal(all.method, 'exact');
    close(all.pValue, 2 / 1024, 1e-9);
    // d = [1,-2,3,-4,5,6,7,8] (n=8): W+ = 1+3+5+6+7+8 = 30; exact two-sided p = 2·P(W ≥ 30) = 2·14/256.
    const mixed = wilcoxonSignedRank(Array(8).fill(0), [1, -2, 3, -4, 5, 6, 7, 8]);
    assert.equal(mixed.wPlus, 30);
    close(mixed.pValue, (2 * 14) / 256, 1e-9);
  });

  it('uses the normal approximation with ties, and drops zero differences', () => {
    const r = wilcoxonSignedRank([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, -1, -1, 0, 0]);
    assert.equal(r.method, 'normal');
    assert.equal(r.n, 10);
    // Average rank 5.5 each: W+ = 44, mean 27.5, var = 96.25 − (1000 − 10)/48 = 75.625; z = (16.5 − 0.5)/8.696 → p ≈ 0.0658.
    close(r.pValue, 0.0658, 2e-3);
  });

  it('gives null without any non-zero difference, and large samples a tiny p', () => {
    assert.equal(wilcoxonSignedRank([1, 2], [1, 2]).pValue, null);
    const n = 200;
    const base = Array.from({ length: n }, (_, i) => (i % 10) / 10);
    const better = base.map((b, i) => b + 0.05 + (i % 7) / 1000);
    assert.ok(wilcoxonSignedRank(base, better).pValue! < 1e-10);
  });
});
