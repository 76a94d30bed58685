// `assay redteam --compare BASE HEAD`: attack success rates of two runs side by side, per vector and per
// vulnerability, with the change; exit code 1 when any rate rose, so a CI job fails on a regression.
import type { ApiClient } from './api-client.js';
import { print, table } from './output.js';
import type { RedTeamComparison } from '../../sdk/ts/src/index.js';
import { EXIT } from './exit-codes.js';
import { UsageError } from './errors.js';

type Row = RedTeamComparison['overall'];
type Side = Row['base'];

const side = (s: Side) => (s.attack_success_rate === null ? '-' : `${(s.attack_success_rate * 100).toFixed(1)}% (${s.succeeded}/${s.judged})`);
/** The change in percentage points, signed; "rose" marks the rows that count as regressions. */
const change = (r: Row) =>
  r.change === null ? '-' : `${r.change > 0 ? '+' : r.change < 0 ? '' : '±'}${(r.change * 100).toFixed(1)} pp${r.rose ? '  rose' : ''}`;

function rowsTable(title: string, rows: Row[], key: (r: Row) => string): string {
  return table([[title, 'BASE', 'HEAD', 'CHANGE'], ...rows.map((r) => [key(r), side(r.base), side(r.head), change(r)])]);
}

export function comparisonText(c: RedTeamComparison): string {
  const incomplete = [c.base, c.head].filter((r) => !r.complete).map((r) => `${r.run_name} is ${r.status}`);
  const lines = [
    `Base ${c.base.run_name} (${c.base.run_id}) → head ${c.head.run_name} (${c.head.run_id}).`,
    ...(incomplete.length ? [`Not complete (${incomplete.join(', ')}): comparing the attacks recorded so far.`] : []),
    '',
    rowsTable('VECTOR', [...c.by_vector, c.overall], (r) => r.attack_vector_key ?? 'all'),
    '',
    rowsTable('VULNERABILITY', c.by_vulnerability, (r) => r.vulnerability_key ?? 'all'),
    '',
    c.rate_rose
      ? `Attack success rose in ${c.regressions.length} row${c.regressions.length === 1 ? '' : 's'}: ${c.regressions.map((r) => r.attack_vector_key ?? r.vulnerability_key ?? 'all').join(', ')}.`
      : 'No attack success rate rose.',
  ];
  return lines.join('\n');
}

/** Prints the comparison (JSON with --json); sets exit code 1 when a rate rose. */
export async function compareRuns(client: ApiClient, runIds: string[], json: boolean | undefined): Promise<void> {
  if (runIds.length !== 2) throw new UsageError(`--compare takes two run ids, BASE then HEAD; got ${runIds.length}.`);
  const [base, head] = runIds.map(encodeURIComponent);
  const { body } = await client.request<RedTeamComparison>('GET', `/v2/security/redteam/runs/${base}/compare/${head}`);
  print(json, body, () => comparisonText(body));
  if (body.rate_rose) process.exitCode = EXIT.checkFailed;
}
