// Two runs side by side: attack success rate (succeeded / judged; errors apart) overall, per vector, per
// vulnerability and per pair, with the change from base to head and the rows whose rate rose. The store
// groups the counts (runs-store.ts, rateGroups); this only pairs the groups of both runs up.
import { errors } from '../../http/errors.js';
import type { Reader } from '../../store/readers.js';
import type { Queryable } from '../../store/store.js';
import type { RedTeamComparison, RedTeamComparisonRow } from '../schemas-redteam-compare.js';
import * as store from './runs-store.js';

type Side = RedTeamComparisonRow['base'];
const NONE: Side = { attack_success_rate: null, succeeded: 0, judged: 0, errors: 0, pending: 0 };

function sideOf(g: store.RateGroup | undefined): Side {
  if (!g) return NONE;
  return { attack_success_rate: g.rate, succeeded: g.succeeded, judged: g.succeeded + g.resisted, errors: g.errors, pending: g.pending };
}

function rowOf(vector: string | null, vulnerability: string | null, base: Side, head: Side): RedTeamComparisonRow {
  const both = base.judged > 0 && head.judged > 0;
  return {
    attack_vector_key: vector,
    vulnerability_key: vulnerability,
    base,
    head,
    change: both ? Math.round((head.succeeded / head.judged - base.succeeded / base.judged) * 10000) / 10000 : null,
    // Cross-multiplied counts, not rounded rates: a rise of less than 0.00005 still counts, and equal rates never do.
    rose: both && head.succeeded * base.judged > base.succeeded * head.judged,
  };
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
/** A group's key: its run, vector and vulnerability (null for "all"). */
const groupKey = (runId: string, vector: string | null, vulnerability: string | null) => `${runId}\u0000${vector ?? ''}\u0000${vulnerability ?? ''}`;
const complete = (run: store.RunRow, groups: Map<string, store.RateGroup>) =>
  run.status === 'completed' && (groups.get(groupKey(run.id, null, null))?.pending ?? 0) === 0;

export async function compareRuns(db: Queryable, baseId: string, headId: string, reader: Reader): Promise<RedTeamComparison> {
  const base = await store.getRun(db, baseId, reader);
  if (!base) throw errors.notFound('Red-team run', baseId);
  const head = await store.getRun(db, headId, reader);
  if (!head) throw errors.notFound('Red-team run', headId);
  const groups = new Map<string, store.RateGroup>();
  for (const g of await store.rateGroups(db, [base.id, head.id])) groups.set(groupKey(g.run_id, g.attack_vector, g.vulnerability), g);
  const row = (vector: string | null, vulnerability: string | null) =>
    rowOf(vector, vulnerability, sideOf(groups.get(groupKey(base.id, vector, vulnerability))), sideOf(groups.get(groupKey(head.id, vector, vulnerability))));
  const vectors = union(base.attack_vectors, head.attack_vectors);
  const vulnerabilities = union(base.vulnerabilities, head.vulnerabilities);
  const planned = (run: store.RunRow, v: string, u: string) => run.attack_vectors.includes(v) && run.vulnerabilities.includes(u);
  const overall = row(null, null);
  const byVector = vectors.map((v) => row(v, null));
  const byVulnerability = vulnerabilities.map((u) => row(null, u));
  const cells = vectors.flatMap((v) => vulnerabilities.filter((u) => planned(base, v, u) || planned(head, v, u)).map((u) => row(v, u)));
  const regressions = [overall, ...byVector, ...byVulnerability].filter((r) => r.rose);
  const described = (run: store.RunRow) => ({ run_id: run.id, run_name: run.name, status: run.status, complete: complete(run, groups) });
  return {
    base: described(base),
    head: described(head),
    complete: complete(base, groups) && complete(head, groups),
    overall,
    by_vector: byVector,
    by_vulnerability: byVulnerability,
    cells,
    regressions,
    rate_rose: regressions.length > 0,
  };
}
