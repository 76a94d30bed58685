// `assay redteam --compare BASE HEAD`: attack success rates of two runs side by side, per vector and per
// vulnerability, with the change and its significance (Fisher's exact test, Holm-adjusted, as the server judges
// it), and a warning when the two runs planned different attacks; exit code 1 only when a rate rose
// significantly, so a CI job fails on a regression and not on noise.
import type { ApiClient } from './api-client.js';
import { print, table } from './output.js';
import type { RedTeamComparison } from '../../sdk/ts/src/index.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './errors.js';

type Row = RedTeamComparison['overall'];
type Side = Row['base'];

const side = (s: Side) => (s.attack_success_rate === null ? '-' : `${(s.attack_success_rate * 100).toFixed(1)}% (${s.succeeded}/${s.judged})`);
/** The change in percentage points, signed. */
const change = (r: Row) => (r.change === null ? '-' : `${r.change > 0 ? '+' : r.change < 0 ? '' : '±'}${(r.change * 100).toFixed(1)} pp`);
/** Whether the change counts: a significant rise or fall; a rise that is not significant says so. */
const verdict = (r: Row) => (r.significant ? (r.rose ? 'rose (significant)' : 'fell (significant)') : r.rose ? 'rose, not significant' : '');
const pValue = (r: Row) => (r.p_value === null ? '-' : String(r.p_value));

function rowsTable(title: string, rows: Row[], key: (r: Row) => string): string {
  return table([[title, 'BASE', 'HEAD', 'CHANGE', 'P', ''], ...rows.map((r) => [key(r), side(r.base), side(r.head), change(r), pValue(r), verdict(r)])]);
}

const rowName = (r: Row) => r.attack_vector_key ?? r.vulnerability_key ?? 'all';

export function comparisonText(c: RedTeamComparison): string {
  const incomplete = [c.base, c.head].filter((r) => !r.complete).map((r) => `${r.run_name} is ${r.status}`);
  const s = c.significance;
  const rule = `Fisher's exact test, Holm-adjusted, p < ${s.alpha} and a change of at least ${s.min_difference * 100} pp`;
  const lines = [
    `Base ${c.base.run_name} (${c.base.run_id}) → head ${c.head.run_name} (${c.head.run_id}).`,
    ...(incomplete.length ? [`Not complete (${incomplete.join(', ')}): comparing the attacks recorded so far.`] : []),
    ...(c.plan_differences.length
      ? [`Warning: the plans differ, so the rates measure different attacks: ${c.plan_differences.map((d) => `${d.field} ${d.base} → ${d.head}`).join('; ')}.`]
      : []),
    '',
    rowsTable('VECTOR', [...c.by_vector, c.overall], rowName),
    '',
    rowsTable('VULNERABILITY', c.by_vulnerability, rowName),
    '',
    c.rate_rose
      ? `Attack success rose significantly in ${c.regressions.length} row${c.regressions.length === 1 ? '' : 's'}: ${c.regressions.map(rowName).join(', ')} (${rule}).`
      : `No attack success rate rose significantly (${rule}).`,
  ];
  return lines.join('\n');
}

/** Prints the comparison (JSON with --json); sets exit code 1 when a rate rose significantly. */
export async function compareRuns(client: ApiClient, runIds: string[], json: boolean | undefined): Promise<void> {
  if (runIds.length !== 2) throw new UsageError(`--compare takes two run ids, BASE then HEAD; got ${runIds.length}.`);
  const [base, head] = runIds.map(encodeURIComponent);
  const { body } = await client.request<RedTeamComparison>('GET', `/v2/security/redteam/runs/${base}/compare/${head}`);
  print(json, body, () => comparisonText(body));
  if (body.rate_rose) process.exitCode = EXIT.checkFailed;
}
