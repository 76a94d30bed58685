// Per-metric summary of a run: mean, pass rate, items where it ran or was skipped, threshold and direction.
import { DataTable, type Column } from '../components/DataTable';
import { decimal, percent } from '../components/format-values';
import type { MetricSummary } from './evaluation-types';

type Row = MetricSummary & { name: string };

const columns: Column<Row>[] = [
  { id: 'name', header: 'Metric', value: (m) => m.name },
  { id: 'mean', header: 'Mean', value: (m) => m.mean, cell: (m) => decimal(m.mean), numeric: true },
  { id: 'pass_rate', header: 'Pass rate', value: (m) => m.pass_rate, cell: (m) => percent(m.pass_rate, 1), numeric: true },
  { id: 'count', header: 'Items', value: (m) => m.count, numeric: true },
  { id: 'skipped', header: 'Skipped', value: (m) => m.skipped, numeric: true },
  { id: 'threshold', header: 'Threshold', value: (m) => m.threshold, cell: (m) => `${m.higher_is_better ? '≥' : '≤'} ${decimal(m.threshold)}`, numeric: true },
];

export function MetricTable({ metrics }: { metrics: Record<string, MetricSummary> }) {
  const rows = Object.entries(metrics).map(([name, m]) => ({ name, ...m }));
  return <DataTable rows={rows} columns={columns} label="Metrics of the run" rowKey={(m) => m.name} empty="No metric results yet." />;
}
