// The Wilcoxon signed-rank test for paired scores (two-sided). Pure. Zero differences are dropped (Wilcoxon's
// method); equal absolute differences share their average rank. Exact distribution for up to 25 pairs
// without tied ranks; otherwise the normal approximation with tie and continuity corrections.

const EXACT_MAX = 25;

/** Standard normal upper tail, via erfc (Abramowitz & Stegun 7.1.26; error < 1.5e-7). */
function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  const tail = erfc / 2;
  return z >= 0 ? tail : 1 - tail;
}

/** Number of subsets of {1..n} with each rank sum: the null distribution of W+ (2^n equally likely). */
function exactCounts(n: number): number[] {
  const max = (n * (n + 1)) / 2;
  const counts = new Array<number>(max + 1).fill(0);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank++) {
    for (let s = max; s >= rank; s--) counts[s] += counts[s - rank];
  }
  return counts;
}

export interface WilcoxonResult {
  /** Pairs with a non-zero difference. */
  n: number;
  /** Sum of the ranks of the positive differences. */
  wPlus: number;
  pValue: number | null;
  method: 'exact' | 'normal' | 'none';
}

export function wilcoxonSignedRank(base: number[], candidate: number[]): WilcoxonResult {
  const diffs = candidate.map((c, i) => c - base[i]).filter((d) => d !== 0 && Number.isFinite(d));
  const n = diffs.length;
  if (n === 0) return { n, wPlus: 0, pValue: null, method: 'none' };
  const order = diffs.map((d, i) => ({ abs: Math.abs(d), positive: d > 0, i })).sort((a, b) => a.abs - b.abs);
  const ranks = new Array<number>(n);
  let tieTerm = 0;
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && order[end + 1].abs === order[start].abs) end++;
    const rank = (start + end + 2) / 2;
    for (let k = start; k <= end; k++) ranks[k] = rank;
    const t = end - start + 1;
    tieTerm += t * t * t - t;
    start = end + 1;
  }
  const wPlus = order.reduce((sum, o, k) => sum + (o.positive ? ranks[k] : 0), 0);
  if (n <= EXACT_MAX && tieTerm === 0) {
    const counts = exactCounts(n);
    const total = 2 ** n;
    let below = 0;
    let above = 0;
    counts.forEach((c, s) => {
      if (s <= wPlus) below += c;
      if (s >= wPlus) above += c;
    });
    return { n, wPlus, pValue: Math.min(1, (2 * Math.min(below, above)) / total), method: 'exact' };
  }
  const mean = (n * (n + 1)) / 4;
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48;
  if (variance <= 0) return { n, wPlus, pValue: 1, method: 'normal' };
  const diff = wPlus - mean;
  const z = (Math.abs(diff) - 0.5) / Math.sqrt(variance);
  return { n, wPlus, pValue: Math.min(1, 2 * normalUpperTail(Math.max(0, z))), method: 'normal' };
}
