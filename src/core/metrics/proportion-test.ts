// Whether two proportions differ: Fisher's exact test on the 2×2 table of successes and failures in two samples,
// and Holm's adjustment of a family of p-values. Pure. Written here because no kept npm package does this test
// (the registry has hypergeometric distributions and a chi-square test, not Fisher's exact test).
//
// Fisher's exact test (Fisher 1922; Agresti, Categorical Data Analysis, §3.5): with both samples' sizes and the
// total of successes fixed, the successes in the second sample follow the hypergeometric distribution under the
// null hypothesis of equal proportions. The one-sided p-value of a rise is P(X ≥ observed), of a fall P(X ≤
// observed), summed exactly from log-factorials, so it holds for small samples where a z-test does not.
//
// Holm's step-down method (Holm 1979) controls the chance of any false finding in a family of tests at α: the k-th
// smallest of m p-values is multiplied by m − k + 1, and the adjusted values are kept non-decreasing.

/** ln(k!) for k = 0 … length − 1, grown on demand: sums of logarithms, exact enough for p-values. */
let lnFactorials = new Float64Array([0, 0]);
function lnFactorial(n: number): number {
  if (n >= lnFactorials.length) {
    const grown = new Float64Array(Math.max(n + 1, lnFactorials.length * 2));
    grown.set(lnFactorials);
    for (let k = lnFactorials.length; k < grown.length; k++) grown[k] = grown[k - 1] + Math.log(k);
    lnFactorials = grown;
  }
  return lnFactorials[n];
}
const lnChoose = (n: number, k: number) => lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k);

export interface Sample {
  successes: number;
  /** The sample's size: successes and failures (0 ≤ successes ≤ size). */
  size: number;
}

/**
 * Fisher's exact test that the second sample's proportion is higher ('greater') or lower ('less') than the
 * first's: the one-sided p-value. Both samples need at least one trial.
 */
export function fisherExact(first: Sample, second: Sample, alternative: 'greater' | 'less'): number {
  for (const s of [first, second]) {
    if (!Number.isInteger(s.successes) || !Number.isInteger(s.size) || s.size < 1 || s.successes < 0 || s.successes > s.size)
      throw new RangeError(`a sample needs whole numbers with 0 ≤ successes ≤ size and size ≥ 1 (got ${s.successes} of ${s.size})`);
  }
  const total = first.size + second.size;
  const successes = first.successes + second.successes;
  // X: successes in the second sample; its range given the margins.
  const low = Math.max(0, second.size - (total - successes));
  const high = Math.min(successes, second.size);
  const lnAll = lnChoose(total, second.size);
  const [from, to] = alternative === 'greater' ? [second.successes, high] : [low, second.successes];
  let p = 0;
  for (let x = from; x <= to; x++) p += Math.exp(lnChoose(successes, x) + lnChoose(total - successes, second.size - x) - lnAll);
  return Math.min(1, p);
}

/** Holm's adjusted p-values, in the order given: each ≥ its raw value, at most 1. */
export function holmAdjusted(pValues: number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, k) => {
    running = Math.max(running, Math.min(1, (m - k) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
