// Two runs side by side: per metric both means (bars, recharts, with the numbers in the table below), the
// delta, wins/losses/ties item by item and the Wilcoxon p-value; then, for a chosen metric, every paired
// item's two scores on one row.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useApi } from '../api/use-api';
import { useCursorList } from '../api/use-cursor-list';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { decimal } from '../components/format-values';
import { ComparePicker } from './EvaluationRunsPage';
import type { EvaluationComparison, EvaluationItem, EvaluationRun, MetricComparison } from './evaluation-types';

type Row = MetricComparison & { name: string };
const PAIRS_SHOWN = 100;

const verdict = (m: Row) =>
  m.p_value === null ? 'no difference' : m.p_value < 0.05 ? (m.wins > m.losses ? 'candidate better' : 'candidate worse') : 'not significant';

const columns: Column<Row>[] = [
  { id: 'name', header: 'Metric', value: (m) => m.name },
  { id: 'base', header: 'Base mean', value: (m) => m.base_mean, cell: (m) => decimal(m.base_mean), numeric: true },
  { id: 'candidate', header: 'Candidate mean', value: (m) => m.candidate_mean, cell: (m) => decimal(m.candidate_mean), numeric: true },
  {
    id: 'delta',
    header: 'Delta',
    value: (m) => m.delta,
    cell: (m) => (m.delta === null ? '—' : `${m.delta > 0 ? '+' : ''}${decimal(m.delta)}`),
    numeric: true,
  },
  { id: 'wins', header: 'Wins', value: (m) => m.wins, numeric: true },
  { id: 'losses', header: 'Losses', value: (m) => m.losses, numeric: true },
  { id: 'ties', header: 'Ties', value: (m) => m.ties, numeric: true },
  { id: 'p', header: 'p-value', value: (m) => m.p_value, cell: (m) => decimal(m.p_value, 4), numeric: true },
  { id: 'verdict', header: 'Reading (p < 0.05)', value: verdict },
];

function MeansChart({ rows }: { rows: Row[] }) {
  const summary = rows.map((r) => `${r.name}: base ${decimal(r.base_mean)}, candidate ${decimal(r.candidate_mean)}`).join('; ');
  return (
    <figure className="chart-figure">
      <figcaption>Mean per metric, base and candidate</figcaption>
      <div role="img" aria-label={`Mean per metric. ${summary}.`} className="chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ left: 0, right: 8, top: 8, bottom: 8 }}>
            <CartesianGrid vertical={false} stroke="#e5e9ee" />
            <XAxis dataKey="name" interval={0} tick={{ fontSize: 12 }} />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="base_mean" name="Base" fill="#8c959f" isAnimationActive={false} />
            <Bar dataKey="candidate_mean" name="Candidate" fill="#0b57d0" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function PairedItems({ base, candidate, metrics }: { base: string; candidate: string; metrics: string[] }) {
  const [metric, setMetric] = useState(metrics[0] ?? '');
  const left = useApi<EvaluationItem[]>(`/v2/evaluate/runs/${base}/items?limit=${PAIRS_SHOWN}`);
  const right = useApi<EvaluationItem[]>(`/v2/evaluate/runs/${candidate}/items?limit=${PAIRS_SHOWN}`);
  if (!left.data || !right.data) return <DataState state={left.error ? left : right}>{() => null}</DataState>;
  const rightByIndex = new Map(right.data.map((i) => [i.index, i]));
  type Pair = { index: number; input: string; base: number | null; candidate: number | null; baseOutput: string; candidateOutput: string };
  const score = (i: EvaluationItem | undefined) => i?.metrics.find((m) => m.name === metric)?.score ?? null;
  const pairs: Pair[] = left.data.map((l) => {
    const r = rightByIndex.get(l.index);
    return { index: l.index, input: l.full_input, base: score(l), candidate: score(r), baseOutput: l.full_output, candidateOutput: r?.full_output ?? '' };
  });
  const pairColumns: Column<Pair>[] = [
    { id: 'index', header: '#', value: (p) => p.index, numeric: true },
    { id: 'input', header: 'Input', value: (p) => p.input, cell: (p) => <span className="wrap clamp">{p.input}</span> },
    { id: 'base_out', header: 'Base output', value: (p) => p.baseOutput, cell: (p) => <span className="wrap clamp">{p.baseOutput}</span> },
    { id: 'cand_out', header: 'Candidate output', value: (p) => p.candidateOutput, cell: (p) => <span className="wrap clamp">{p.candidateOutput}</span> },
    { id: 'base', header: `Base ${metric}`, value: (p) => p.base, cell: (p) => decimal(p.base), numeric: true },
    { id: 'candidate', header: `Candidate ${metric}`, value: (p) => p.candidate, cell: (p) => decimal(p.candidate), numeric: true },
  ];
  return (
    <>
      <div className="row filters">
        <label>
          Metric
          <select value={metric} onChange={(e) => setMetric(e.target.value)}>
            {metrics.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <span className="muted">The first {PAIRS_SHOWN} items, paired by index.</span>
      </div>
      <DataTable rows={pairs} columns={pairColumns} label="Items side by side" rowKey={(p) => String(p.index)} />
    </>
  );
}

export function EvaluationComparePage() {
  const [params] = useSearchParams();
  const base = params.get('base') ?? '';
  const candidate = params.get('candidate') ?? '';
  const runs = useCursorList<EvaluationRun>('/v2/evaluate/runs', 'runs', { limit: 200 });
  const comparison = useApi<EvaluationComparison>(base && candidate ? `/v2/evaluate/compare?base=${base}&candidate=${candidate}` : null);
  return (
    <>
      <p>
        <Link to="/evaluation">← Evaluation</Link>
      </p>
      <h1>Compare evaluation runs</h1>
      {runs.loaded && <ComparePicker key={`${base}-${candidate}`} runs={runs.rows} base={base} candidate={candidate} />}
      {base && candidate && (
        <DataState state={comparison}>
          {(c) => {
            const rows = Object.entries(c.metrics).map(([name, m]) => ({ name, ...m }));
            return (
              <>
                <p className="muted">
                  {c.items} items paired by index. <Link to={`/evaluation/runs/${base}`}>Base run</Link> ·{' '}
                  <Link to={`/evaluation/runs/${candidate}`}>Candidate run</Link>
                </p>
                <DataTable rows={rows} columns={columns} label="Metrics compared" rowKey={(m) => m.name} empty="No metric ran in both runs." />
                {rows.length > 0 && <MeansChart rows={rows} />}
                <h2>Items side by side</h2>
                <PairedItems base={base} candidate={candidate} metrics={rows.map((r) => r.name)} />
              </>
            );
          }}
        </DataState>
      )}
    </>
  );
}
