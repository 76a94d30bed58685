// Comparing two evaluation runs over the same items, metric by metric: means, the delta, wins, losses
// and ties item by item (in each metric's direction), and a Wilcoxon signed-rank p-value.
import { errors } from '../http/errors.js';
import type { Reader } from '../store/readers.js';
import type { Queryable } from '../store/store.js';
import { metricsByName } from '../core/metrics/registry.js';
import * as runs from './runs-store.js';
import type { EvaluationComparison } from './schemas.js';
import { wilcoxonSignedRank } from '../core/metrics/wilcoxon.js';

const round = (x: number) => Math.round(x * 10000) / 10000;
const mean = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

export async function compareRuns(db: Queryable, reader: Reader, baseId: string, candidateId: string): Promise<EvaluationComparison> {
  const [base, candidate] = await Promise.all([runs.getRun(db, baseId, reader), runs.getRun(db, candidateId, reader)]);
  if (!base) throw errors.notFound('Evaluation run', baseId);
  if (!candidate) throw errors.notFound('Evaluation run', candidateId);
  for (const [name, r] of [
    ['base', base],
    ['candidate', candidate],
  ] as const) {
    if (r.status !== 'completed')
      throw errors.invalid(['query', name], `Run ${r.id} is still ${r.status === 'processing' ? 'processing' : r.status}; compare completed runs.`);
  }
  if (base.total_items !== candidate.total_items) {
    throw errors.invalid(
      ['query'],
      `The runs do not cover the same items: base has ${base.total_items}, candidate ${candidate.total_items}. Items are paired by index.`,
    );
  }
  const [a, b] = await Promise.all([runs.loadResults(db, base), runs.loadResults(db, candidate)]);
  const names = base.options.metrics.filter((n) => candidate.options.metrics.includes(n));
  const out: EvaluationComparison['metrics'] = {};
  for (const name of names) {
    const metric = metricsByName.get(name)!;
    const xs: number[] = [];
    const ys: number[] = [];
    a.forEach((results, i) => {
      const x = results?.find((r) => r.name === name)?.score;
      const y = b[i]?.find((r) => r.name === name)?.score;
      if (typeof x === 'number' && typeof y === 'number') {
        xs.push(x);
        ys.push(y);
      }
    });
    if (xs.length === 0) continue;
    let wins = 0;
    let losses = 0;
    xs.forEach((x, i) => {
      const better = metric.higherIsBetter ? ys[i] > x : ys[i] < x;
      const worse = metric.higherIsBetter ? ys[i] < x : ys[i] > x;
      if (better) wins++;
      else if (worse) losses++;
    });
    const baseMean = mean(xs);
    const candidateMean = mean(ys);
    out[name] = {
      base_mean: baseMean,
      candidate_mean: candidateMean,
      delta: baseMean !== null && candidateMean !== null ? round(candidateMean - baseMean) : null,
      pairs: xs.length,
      wins,
      losses,
      ties: xs.length - wins - losses,
      test: 'wilcoxon_signed_rank',
      p_value: wilcoxonSignedRank(xs, ys).pValue,
    };
  }
  return { base_run_id: baseId, candidate_run_id: candidateId, items: base.total_items, metrics: out };
}
