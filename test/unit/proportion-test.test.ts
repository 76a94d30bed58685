// Fisher's exact test and Holm's adjustment (src/core/metrics/proportion-test.ts) against published values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fisherExact, holmAdjusted } from '../../src/core/metrics/proportion-test.js';

const close = (a: number, b: number, eps: number) => assert.ok(Math.abs(a - b) < eps, `${a} ≉ ${b}`);

describe("Fisher's exact test", () => {
  it('matches the tea-tasting example (Fisher 1935; R: fisher.test(TeaTasting, alternative = "greater"), p = 0.2429)', () => {
    // The lady named 3 of the 4 milk-first cups right: 3 of 4 against 1 of 4. P(X ≥ 3) = (16 + 1) / 70.
    close(fisherExact({ successes: 1, size: 4 }, { successes: 3, size: 4 }, 'greater'), 17 / 70, 1e-12);
    close(fisherExact({ successes: 1, size: 4 }, { successes: 3, size: 4 }, 'less'), 69 / 70, 1e-12);
  });

  it("matches McDonald's Handbook of Biological Statistics table [[1, 9], [11, 3]]: two-tailed p = 0.0027594", () => {
    // P(X = 0) = 66 / C(24, 10) and P(X = 1) = 2640 / C(24, 10); the table is symmetric, so the two-tailed p is twice the lower tail.
    const less = fisherExact({ successes: 11, size: 14 }, { successes: 1, size: 10 }, 'less');
    close(less, (66 + 2640) / 1961256, 1e-12);
    close(2 * less, 0.0027594, 1e-7);
    close(fisherExact({ successes: 11, size: 14 }, { successes: 1, size: 10 }, 'greater'), 1 - 66 / 1961256, 1e-12);
  });

  it('gives exact tails at the extremes, 1 for no change in the other direction, and works on large samples', () => {
    // 0 of 5 → 5 of 5: only the observed table is as extreme, 1 / C(10, 5).
    close(fisherExact({ successes: 0, size: 5 }, { successes: 5, size: 5 }, 'greater'), 1 / 252, 1e-12);
    assert.equal(fisherExact({ successes: 3, size: 10 }, { successes: 3, size: 10 }, 'greater') > 0.5, true);
    assert.equal(fisherExact({ successes: 0, size: 10 }, { successes: 0, size: 10 }, 'greater'), 1);
    // 10,000 attacks a side: 20% → 22% is significant, 20% → 20.5% is not (the normal approximation agrees).
    assert.ok(fisherExact({ successes: 2000, size: 10000 }, { successes: 2200, size: 10000 }, 'greater') < 1e-3);
    assert.ok(fisherExact({ successes: 2000, size: 10000 }, { successes: 2050, size: 10000 }, 'greater') > 0.1);
  });

  it('refuses a sample that is not one', () => {
    assert.throws(() => fisherExact({ successes: 3, size: 2 }, { successes: 0, size: 1 }, 'greater'), RangeError);
    assert.throws(() => fisherExact({ successes: 0, size: 0 }, { successes: 0, size: 1 }, 'greater'), RangeError);
  });
});

describe("Holm's adjustment", () => {
  it('matches R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") = 0.03 0.06 0.06 0.02', () => {
    const adjusted = holmAdjusted([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => close(adjusted[i], p, 1e-12));
    assert.deepEqual(holmAdjusted([]), []);
    assert.deepEqual(holmAdjusted([0.5, 0.9]), [1, 1]);
  });
});
