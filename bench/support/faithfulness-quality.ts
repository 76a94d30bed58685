// The faithfulness metric as a hallucination detector on the grounded halu_* sets (for bench:quality): its
// ROC AUC (hallucinated items should score lower) and the F1 at its best threshold, on the whole set and each half.
import { evaluateItem, toEvalItem } from '../../src/core/metrics/engine.js';
import { metricsByName } from '../../src/core/metrics/registry.js';
import { documentHalf, HALVES } from './halves.js';

type Load = (name: string) => Record<string, any>[] | null;

/** AUC by the rank-sum formula, ties counted half; positives are the hallucinated rows (lower score). */
function auc(scores: number[], positive: boolean[]): number {
  const pairs = scores.map((s, i) => ({ s: -s, p: positive[i] })).sort((a, b) => a.s - b.s);
  let rankSum = 0;
  for (let i = 0; i < pairs.length; ) {
    let j = i;
    while (j + 1 < pairs.length && pairs[j + 1].s === pairs[i].s) j++;
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) if (pairs[k].p) rankSum += rank;
    i = j + 1;
  }
  const nPos = positive.filter(Boolean).length;
  const nNeg = positive.length - nPos;
  return (rankSum - (nPos * (nPos + 1)) / 2) / (nPos * nNeg);
}

function bestF1(scores: number[], positive: boolean[]): { f1: number; threshold: number } {
  let best = { f1: 0, threshold: 0 };
  for (const threshold of [...new Set(scores)].sort((a, b) => a - b)) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    scores.forEach((s, i) => {
      const flagged = s <= threshold;
      if (flagged && positive[i]) tp++;
      else if (flagged) fp++;
      else if (positive[i]) fn++;
    });
    const f1 = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
    if (f1 > best.f1) best = { f1, threshold };
  }
  return best;
}

export const FAITHFULNESS_HEAD = ['| set | measure | half | n | ROC AUC | best F1 | note |', '|---|---|---|---|---|---|---|'];

/** The metric's ranking on each grounded set: the whole set, then half A and half B (support/halves.ts). */
export function faithfulnessRows(load: Load): string[] {
  const metric = metricsByName.get('faithfulness')!;
  const rows: string[] = [];
  for (const set of ['halu_begin', 'halu_faithbench', 'halu_summedits']) {
    const data = load(set)?.filter((r) => Array.isArray(r.context) && r.context.some((c: string) => c.trim()));
    if (!data) {
      rows.push(`| ${set} | faithfulness metric | — | — | — | — | dataset not present |`);
      continue;
    }
    const scores = data.map(
      (r, i) => evaluateItem(toEvalItem({ input: r.input ?? '', output: r.output ?? '', context: r.context }, i), [metric], {}, {})[0].score ?? 1,
    );
    const positive = data.map((r) => r.label === 'hallucinated');
    const halves = data.map((r) => documentHalf(set, r));
    for (const half of ['whole', ...HALVES] as const) {
      const keep = (_: unknown, i: number) => half === 'whole' || halves[i] === half;
      const [s, p] = [scores.filter(keep), positive.filter(keep)];
      const { f1, threshold } = bestF1(s, p);
      rows.push(
        `| ${set} | faithfulness metric | ${half} | ${s.length} | ${auc(s, p).toFixed(3)} | ${f1.toFixed(3)} | flagged at score ≤ ${threshold.toFixed(3)} |`,
      );
    }
  }
  return rows;
}
