// One audit batch: its rates and prompt attacks, items flagged per category (bars), and its items with their verdicts
// and prompt attacks, a page at a time. A batch still processing is read again every two seconds until it completes.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState } from '../components/DataState';
import { FieldMappingNote } from '../components/FieldMappingNote';
import { DataTable, type Column } from '../components/DataTable';
import { dateTime, percent } from '../components/format-values';
import { CategoryBars } from './CategoryBars';
import { PromptAttackFlag } from './PromptAttackFlag';
import type { AuditBatch, AuditItem, SecurityCategory } from './security-types';

const PAGE = 50;

const itemColumns: Column<AuditItem>[] = [
  { id: 'index', header: '#', value: (i) => i.index, numeric: true },
  { id: 'input', header: 'Prompt', value: (i) => i.input, cell: (i) => <span className="wrap clamp">{i.input}</span> },
  { id: 'output', header: 'Response', value: (i) => i.output, cell: (i) => <span className="wrap clamp">{i.output ?? '—'}</span> },
  { id: 'prompt', header: 'Prompt verdict', value: (i) => i.prompt_verdict, cell: (i) => <Badge value={i.prompt_verdict === 'unsafe' ? 'fail' : 'pass'} /> },
  {
    id: 'attack',
    header: 'Prompt attack',
    value: (i) => i.prompt_attack?.kind ?? '',
    cell: (i) => <PromptAttackFlag attack={i.prompt_attack} />,
  },
  {
    id: 'response',
    header: 'Response verdict',
    value: (i) => i.response_verdict ?? '',
    cell: (i) => (i.response_verdict ? <Badge value={i.response_verdict === 'unsafe' ? 'fail' : 'pass'} /> : '—'),
  },
  { id: 'refusal', header: 'Refusal', value: (i) => (i.refusal ? 'yes' : 'no') },
  {
    id: 'categories',
    header: 'Categories',
    value: (i) => i.categories.join(' '),
    cell: (i) => i.category_scores.map((c) => `${c.label} (${c.target}, ${percent(c.confidence)}): ${c.reason}`).join('; ') || '—',
  },
];

function BatchView({ batch, categories }: { batch: AuditBatch; categories: SecurityCategory[] }) {
  const { batchId = '' } = useParams();
  const [offset, setOffset] = useState(0);
  const items = useApi<AuditItem[]>(`/v2/security/audit/batches/${batchId}/items?limit=${PAGE}&offset=${offset}`);
  const nameOf = new Map(categories.map((c) => [c.label, c.name]));
  const counts = Object.entries(batch.category_counts)
    .map(([label, count]) => ({ label, name: nameOf.get(label) ?? '', count }))
    .sort((a, b) => b.count - a.count);
  const cards = [
    ['Items', String(batch.total_items)],
    ['Unsafe prompts', `${percent(batch.unsafe_prompt_rate, 1)} (${batch.unsafe_prompts})`],
    ['Unsafe responses', `${percent(batch.unsafe_response_rate, 1)} (${batch.unsafe_responses})`],
    ['Refusals', `${percent(batch.refusal_rate, 1)} (${batch.refusals})`],
    // Counted whatever the verdicts: a jailbreak the model refused is still an attack on the application.
    ['Prompt attacks', String(batch.prompt_attacks)],
    ['Guard model', batch.guard_model_used ? 'used' : 'not used'],
  ];
  return (
    <>
      <p className="muted">
        Project <strong>{batch.project_name}</strong> · <Badge value={batch.status} /> · created {dateTime(batch.created_at)} ·{' '}
        {batch.categories_checked.length} categories checked
      </p>
      <FieldMappingNote mapping={batch.field_mapping} />
      {batch.analysis_run_id && (
        <p className="callout">
          Made by the security audit of a failure analysis: <Link to={`/analysis/runs/${batch.analysis_run_id}`}>open the analysis run</Link>.
        </p>
      )}
      <div className="cards compact">
        {cards.map(([label, value]) => (
          <div key={label} className="card">
            <div className="muted">{label}</div>
            <div className="value">{value}</div>
          </div>
        ))}
      </div>
      <h2>Items flagged per category</h2>
      <CategoryBars data={counts} title={`Items flagged per category in ${batch.batch_name}`} />
      <h2>Items</h2>
      <DataState state={items}>
        {(rows) => (
          <>
            <DataTable rows={rows} columns={itemColumns} label={`Items ${offset + 1} to ${offset + rows.length}`} rowKey={(i) => String(i.index)} />
            <div className="row list-footer">
              <button type="button" className="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Previous items
              </button>
              <span className="muted">
                Items {rows.length ? offset + 1 : 0}–{offset + rows.length} of {batch.total_items}
              </span>
              <button type="button" className="secondary" disabled={offset + PAGE >= batch.total_items} onClick={() => setOffset(offset + PAGE)}>
                Next items
              </button>
            </div>
          </>
        )}
      </DataState>
    </>
  );
}

export function AuditBatchPage() {
  const { batchId = '' } = useParams();
  const batch = useApi<AuditBatch>(`/v2/security/audit/batches/${batchId}`);
  const categories = useApi<SecurityCategory[]>('/v2/security/categories');
  const processing = batch.data?.status === 'processing';
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(batch.reload, 2000);
    return () => clearInterval(timer);
  }, [processing, batch.reload]);
  return (
    <>
      <p>
        <Link to="/security">← Security</Link>
      </p>
      <h1>Audit batch {batch.data?.batch_name ?? ''}</h1>
      <DataState state={batch}>{(b) => <BatchView batch={b} categories={categories.data ?? []} />}</DataState>
    </>
  );
}
