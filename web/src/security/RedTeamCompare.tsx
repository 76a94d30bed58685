// Compare a run with another of the caller's: pick the other run (the base, "before"); this run is the head
// ("after"). Shows the overall change, the rows whose rate rose significantly (Fisher's exact test, as the server
// judges it), a warning when the two runs planned different attacks, and the heat map of the change per vector ×
// vulnerability (red where attack success rose, green where it fell; * marks a significant change).
import { useEffect, useState } from 'react';
import { useApi } from '../api/use-api';
import { ErrorMessage } from '../components/DataState';
import { Field } from '../components/Field';
import { dateTime, percent } from '../components/format-values';
import { type HeatCell, HeatMapGrid, heatColour } from './RedTeamHeatMap';
import type { ComparisonRow, RedTeamCatalog, RedTeamComparison, RedTeamRun } from './security-types';

/** A change in percentage points, signed ("+25 pp", "−10 pp", "±0 pp"); "—" when a side has nothing judged. */
export function points(change: number | null): string {
  if (change === null) return '—';
  const pp = Math.round(change * 1000) / 10;
  return `${pp > 0 ? '+' : pp < 0 ? '−' : '±'}${Math.abs(pp)} pp`;
}

function changeCell(r: ComparisonRow): HeatCell {
  const change = r.change ?? 0;
  const moved = r.change === null ? 'no change measured' : r.rose ? 'rose' : change < 0 ? 'fell' : 'same';
  const words = r.significant ? `${moved} significantly` : moved;
  return {
    background: r.change === null || change === 0 ? 'transparent' : heatColour(change > 0 ? 4 : 140, Math.abs(change)),
    dark: Math.abs(change) >= 0.9,
    content: (
      <>
        <strong>
          {points(r.change)}
          {r.significant && <abbr title="significant: Fisher's exact test, Holm-adjusted">*</abbr>}
        </strong>
        <span className="small">
          {' '}
          {words}: {percent(r.base.attack_success_rate)} → {percent(r.head.attack_success_rate)}
        </span>
      </>
    ),
  };
}

const rowName = (r: ComparisonRow) => r.attack_vector_key ?? r.vulnerability_key ?? 'overall';

/** The rule in words: "p < 0.05 (Fisher's exact test, Holm-adjusted) and at least 5 pp". */
const ruleOf = (c: RedTeamComparison) =>
  `p < ${c.significance.alpha} (Fisher's exact test, Holm-adjusted) and at least ${Math.round(c.significance.min_difference * 100)} pp`;

/** `tick` changes as this run records attacks: the comparison is read again then. */
export function RedTeamCompare({ run, catalog, tick }: { run: RedTeamRun; catalog: RedTeamCatalog | null; tick: number }) {
  const [other, setOther] = useState('');
  const runs = useApi<{ runs: RedTeamRun[] }>('/v2/security/redteam/runs?limit=100');
  const comparison = useApi<RedTeamComparison>(other ? `/v2/security/redteam/runs/${other}/compare/${run.run_id}` : null);
  const { reload } = comparison;
  useEffect(() => {
    if (tick > 0 && other) reload();
  }, [tick, other, reload]);
  const choices = runs.data?.runs.filter((r) => r.run_id !== run.run_id) ?? [];
  const c = other ? comparison.data : null;
  const cell = new Map(c?.cells.map((r) => [`${r.attack_vector_key}\u0000${r.vulnerability_key}`, r]) ?? []);
  return (
    <section aria-label="Compare with another run">
      <Field label="Compare with (base run)" inline>
        <select value={other} onChange={(e) => setOther(e.target.value)}>
          <option value="">— choose a run —</option>
          {choices.map((r) => (
            <option key={r.run_id} value={r.run_id}>
              {r.run_name} · {r.project_name} · {r.status} · {dateTime(r.created_at)}
            </option>
          ))}
        </select>
      </Field>
      <ErrorMessage error={runs.error ?? (other ? comparison.error : null)} />
      {runs.data && choices.length === 0 && <p className="muted">No other run to compare with yet.</p>}
      {c && c.base.run_id === other && (
        <>
          <p role="status">
            Overall attack success {percent(c.overall.base.attack_success_rate, 1)} in {c.base.run_name} → {percent(c.overall.head.attack_success_rate, 1)} in
            this run ({points(c.overall.change)}).{' '}
            {c.rate_rose
              ? `Rose significantly in ${c.regressions.length} of the vectors, vulnerabilities and overall: ${c.regressions.map(rowName).join(', ')}.`
              : 'No rate rose significantly.'}{' '}
            <span className="muted small">Significant: {ruleOf(c)}.</span>
          </p>
          {c.plan_differences.length > 0 && (
            <p className="callout">
              The two runs planned different attacks, so their rates measure different things:{' '}
              {c.plan_differences.map((d) => `${d.field} ${d.base} → ${d.head}`).join('; ')}.
            </p>
          )}
          {!c.complete && <p className="muted">A run is not complete yet: the attacks recorded so far are compared.</p>}
          <HeatMapGrid
            vectors={[...new Set(c.cells.map((r) => r.attack_vector_key!))]}
            vulnerabilities={[...new Set(c.cells.map((r) => r.vulnerability_key!))]}
            catalog={catalog}
            label="Change in attack success rate by attack vector and vulnerability"
            caption="Each cell: the change in percentage points from the base run to this one, and both rates; * marks a significant change. Red: more attacks got through; green: fewer; “—”: nothing judged on a side."
            cellOf={(vector, v) => {
              const r = cell.get(`${vector}\u0000${v}`);
              return r ? changeCell(r) : null;
            }}
          />
        </>
      )}
    </section>
  );
}
