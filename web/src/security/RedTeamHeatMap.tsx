// Attack success per attack vector × vulnerability, as a table: each cell says its rate and counts in
// words and numbers, and its colour (white to red with the rate) only repeats them.
import { percent } from '../components/format-values';
import type { RedTeamCatalog, RedTeamMatrix, Tally } from './security-types';

function cellColour(t: Tally): string {
  if (t.attack_success_rate === null) return 'transparent';
  // From a pale pink to a strong red; text stays dark (contrast above 4.5:1) until the background is dark enough for white.
  const lightness = 96 - t.attack_success_rate * 50;
  return `hsl(4 80% ${lightness}%)`;
}

export function RedTeamHeatMap({ matrix, catalog }: { matrix: RedTeamMatrix; catalog: RedTeamCatalog | null }) {
  const vectorName = new Map(catalog?.attack_vectors.map((v) => [v.attack_vector_key, v.attack_vector_name]) ?? []);
  const vulnerabilityName = new Map(catalog?.vulnerabilities.map((v) => [v.vulnerability_key, v.vulnerability_name]) ?? []);
  const cell = new Map(matrix.cells.map((c) => [`${c.attack_vector_key}\u0000${c.vulnerability_key}`, c]));
  return (
    <div className="heatmap-scroll">
      <table className="heatmap" aria-label="Attack success rate by attack vector and vulnerability">
        <caption className="muted small">
          Each cell: attacks that succeeded out of those judged, and the rate. Darker red means more attacks got through; “—” means none judged yet.
        </caption>
        <thead>
          <tr>
            <th scope="col">Attack vector</th>
            {matrix.target_vulnerabilities.map((v) => (
              <th key={v} scope="col">
                {vulnerabilityName.get(v) ?? v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.attack_vector_keys.map((vector) => (
            <tr key={vector}>
              <th scope="row">{vectorName.get(vector) ?? vector}</th>
              {matrix.target_vulnerabilities.map((v) => {
                const t = cell.get(`${vector}\u0000${v}`);
                if (!t) return <td key={v}>—</td>;
                const judged = t.succeeded + t.resisted;
                const dark = (t.attack_success_rate ?? 0) >= 0.9;
                return (
                  <td key={v} className="num heat" style={{ background: cellColour(t), color: dark ? '#fff' : undefined }}>
                    <strong>{percent(t.attack_success_rate)}</strong>
                    <span className="small">
                      {' '}
                      {t.succeeded}/{judged}
                      {t.pending ? `, ${t.pending} pending` : ''}
                      {t.errors ? `, ${t.errors} errors` : ''}
                    </span>
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
