// One evaluation run: per-metric mean, pass rate and counts, and its items a page at a time (a row opens
// the item with its reasoning). A run still processing is read again every two seconds.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState } from '../components/DataState';
import { FieldMappingNote } from '../components/FieldMappingNote';
import { DataTable, type Column } from '../components/DataTable';
import { dateTime } from '../components/format-values';
import type { EvaluationItem, EvaluationRun, MetricResult } from './evaluation-types';
import { MetricTable } from './MetricTable';

const PAGE = 50;

function resultText(m: MetricResult | undefined): string {
  if (!m) return '—';
  if (m.skipped) return 'skipped';
  return `${m.score === null ? '—' : Number(m.score.toFixed(3))}${m.passed === false ? ' ✗' : m.passed ? ' ✓' : ''}`;
}

function ItemsTable({ run }: { run: EvaluationRun }) {
  const navigate = useNavigate();
  const [offset, setOffset] = useState(0);
  const items = useApi<EvaluationItem[]>(`/v2/evaluate/runs/${run.run_id}/items?limit=${PAGE}&offset=${offset}`);
  const metricNames = Object.keys(run.metrics);
  const columns: Column<EvaluationItem>[] = [
    { id: 'index', header: '#', value: (i) => i.index, numeric: true },
    { id: 'input', header: 'Input', value: (i) => i.full_input, cell: (i) => <span className="wrap clamp">{i.full_input}</span> },
    { id: 'failed', header: 'Failed metrics', value: (i) => i.metrics.filter((m) => m.passed === false).length, numeric: true },
    ...metricNames.map((name) => ({
      id: `m-${name}`,
      header: name,
      value: (i: EvaluationItem) => i.metrics.find((m) => m.name === name)?.score ?? null,
      cell: (i: EvaluationItem) => resultText(i.metrics.find((m) => m.name === name)),
      numeric: true,
    })),
  ];
  return (
    <DataState state={items}>
      {(rows) => (
        <>
          <DataTable rows={rows} columns={columns} label="Items of the run" rowKey={(i) => i.id} onOpen={(i) => navigate(`/evaluation/items/${i.id}`)} />
          <div className="row list-footer">
            <button type="button" className="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Previous items
            </button>
            <span className="muted">
              Items {rows.length ? offset + 1 : 0}–{offset + rows.length} of {run.total_items}
            </span>
            <button type="button" className="secondary" disabled={offset + PAGE >= run.total_items} onClick={() => setOffset(offset + PAGE)}>
              Next items
            </button>
          </div>
        </>
      )}
    </DataState>
  );
}

export function EvaluationRunPage() {
  const { runId = '' } = useParams();
  const run = useApi<EvaluationRun>(`/v2/evaluate/runs/${runId}`);
  const processing = run.data?.status === 'processing';
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(run.reload, 2000);
    return () => clearInterval(timer);
  }, [processing, run.reload]);
  return (
    <>
      <p>
        <Link to="/evaluation">← Evaluation</Link>
      </p>
      <h1>Evaluation run</h1>
      <DataState state={run}>
        {(r) => (
          <>
            <p className="muted">
              Project <strong>{r.project_name}</strong> · <Badge value={r.status} /> · {r.total_items} items ({r.input_type}) · created {dateTime(r.created_at)}
              {r.tokens_used > 0 && <> · {r.tokens_used.toLocaleString()} judge tokens</>}
            </p>
            <FieldMappingNote mapping={r.field_mapping} />
            {r.error && <p className="error">{r.error}</p>}
            <h2>Metrics</h2>
            <MetricTable metrics={r.metrics} />
            <h2>Items</h2>
            <ItemsTable run={r} />
          </>
        )}
      </DataState>
    </>
  );
}
