// Attack vector × vulnerability as a table (HeatMapGrid), filled two ways: a run's attack success (white to red
// with the rate) and, in RedTeamCompare.tsx, the change between two runs. Each cell says its value and counts in
// words and numbers; its colour only repeats them.
import type { ReactNode } from 'react';
import { percent } from '../components/format-values';
import type { RedTeamCatalog, RedTeamMatrix, Tally } from './security-types';

export interface HeatCell {
  /** Background colour; text turns white when `dark`, so contrast stays above 4.5:1. */
  background: string;
  dark: boolean;
  content: ReactNode;
}

/** The lightness of a cell from pale (0) to strong (1), in a hue: 4 (red) or 140 (green). */
export function heatColour(hue: number, strength: number): string {
  return `hsl(${hue} ${hue === 4 ? 80 : 45}% ${96 - strength * 50}%)`;
}

export function HeatMapGrid(props: {
  vectors: string[];
  vulnerabilities: string[];
  catalog: RedTeamCatalog | null;
  label: string;
  caption: string;
  cellOf: (vector: string, vulnerability: string) => HeatCell | null;
}) {
  const { vectors, vulnerabilities, catalog, cellOf } = props;
  const vectorName = new Map(catalog?.attack_vectors.map((v) => [v.attack_vector_key, v.attack_vector_name]) ?? []);
  const vulnerabilityName = new Map(catalog?.vulnerabilities.map((v) => [v.vulnerability_key, v.vulnerability_name]) ?? []);
  return (
    <div className="heatmap-scroll">
      <table className="heatmap" aria-label={props.label}>
        <caption className="muted small">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Attack vector</th>
            {vulnerabilities.map((v) => (
              <th key={v} scope="col">
                {vulnerabilityName.get(v) ?? v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vectors.map((vector) => (
            <tr key={vector}>
              <th scope="row">{vectorName.get(vector) ?? vector}</th>
              {vulnerabilities.map((v) => {
                const c = cellOf(vector, v);
                if (!c) return <td key={v}>—</td>;
                return (
                  <td key={v} className="num heat" style={{ background: c.background, color: c.dark ? '#fff' : undefined }}>
                    {c.content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function tallyCell(t: Tally): HeatCell {
  const judged = t.succeeded + t.resisted;
  const rate = t.attack_success_rate;
  return {
    background: rate === null ? 'transparent' : heatColour(4, rate),
    dark: (rate ?? 0) >= 0.9,
    content: (
      <>
        <strong>{percent(rate)}</strong>
        <span className="small">
          {' '}
          {t.succeeded}/{judged}
          {t.pending ? `, ${t.pending} pending` : ''}
          {t.errors ? `, ${t.errors} errors` : ''}
        </span>
      </>
    ),
  };
}

export function RedTeamHeatMap({ matrix, catalog }: { matrix: RedTeamMatrix; catalog: RedTeamCatalog | null }) {
  const cell = new Map(matrix.cells.map((c) => [`${c.attack_vector_key}\u0000${c.vulnerability_key}`, c]));
  return (
    <HeatMapGrid
      vectors={matrix.attack_vector_keys}
      vulnerabilities={matrix.target_vulnerabilities}
      catalog={catalog}
      label="Attack success rate by attack vector and vulnerability"
      caption="Each cell: attacks that succeeded out of those judged, and the rate. Darker red means more attacks got through; “—” means none judged yet."
      cellOf={(vector, v) => {
        const t = cell.get(`${vector}\u0000${v}`);
        return t ? tallyCell(t) : null;
      }}
    />
  );
}
