// One evaluated item: the full input, output, retrieved context and reference, the reasoning, and every
// metric with its score, threshold, verdict and who computed it.
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { dateTime, decimal } from '../components/format-values';
import type { EvaluationItem, MetricResult } from './evaluation-types';

const columns: Column<MetricResult>[] = [
  { id: 'name', header: 'Metric', value: (m) => m.name },
  { id: 'score', header: 'Score', value: (m) => m.score, cell: (m) => decimal(m.score), numeric: true },
  { id: 'threshold', header: 'Threshold', value: (m) => m.threshold, cell: (m) => decimal(m.threshold), numeric: true },
  {
    id: 'passed',
    header: 'Verdict',
    value: (m) => (m.skipped ? 'skipped' : m.passed === null ? '' : m.passed ? 'pass' : 'fail'),
    cell: (m) => (m.skipped ? 'skipped' : m.passed === null ? '—' : <Badge value={m.passed ? 'pass' : 'fail'} />),
  },
  { id: 'source', header: 'Source', value: (m) => m.source, cell: (m) => (m.source === 'llm_judge' ? 'language-model judge' : 'deterministic') },
  { id: 'reason', header: 'Reason', value: (m) => m.reason, cell: (m) => <span className="wrap">{m.reason}</span> },
];

/** A text of the item; an empty one (no context, no reference) says so. */
function Text({ title, text }: { title: string; text: string | null }) {
  return (
    <section className="panel">
      <h2>{title}</h2>
      {text ? <pre>{text}</pre> : <p className="muted">None.</p>}
    </section>
  );
}

export function EvaluationItemPage() {
  const { itemId = '' } = useParams();
  const item = useApi<EvaluationItem>(`/v2/evaluate/items/${itemId}`);
  return (
    <DataState state={item}>
      {(i) => (
        <>
          <p>
            <Link to={`/evaluation/runs/${i.run_id}`}>← Run</Link>
            {i.trace_id && (
              <>
                {' · '}
                <Link to={`/traces/${encodeURIComponent(i.trace_id)}`}>Trace {i.trace_id}</Link>
              </>
            )}
          </p>
          <h1>Item #{i.index}</h1>
          <p className="muted">Took place {dateTime(i.timestamp)}</p>
          <section className="panel">
            <h2>Reasoning</h2>
            {i.eval_reasoning ? <p className="wrap">{i.eval_reasoning}</p> : <p className="muted">No metric results (yet).</p>}
          </section>
          <h2>Metrics</h2>
          <DataTable rows={i.metrics} columns={columns} label="Metrics of the item" rowKey={(m) => m.name} empty="Not evaluated yet." />
          <div className="two-columns" style={{ marginTop: '1rem' }}>
            <Text title="Input" text={i.full_input} />
            <Text title="Output" text={i.full_output} />
            <Text title="Retrieved context" text={i.retrieved_context} />
            <Text title="Reference" text={i.reference} />
          </div>
        </>
      )}
    </DataState>
  );
}
