// The run's items with their counts: the run document's inputs, and when the document holds only the first of them
// (inputs_truncated), the rest paged from GET …/runs/{id}/inputs. A row opens the item.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, query } from '../api/client';
import { ErrorMessage } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatSeverity } from './severity';
import type { FailureAnalysisResponse, InputPage, RunInput } from './types';

/** Items read per request (the endpoint's largest page). */
const PAGE = 1000;

const COLUMNS: Column<RunInput>[] = [
  { id: 'item', header: 'Item', value: (i) => i.item_index, numeric: true },
  { id: 'input', header: 'Input', value: (i) => i.input_preview },
  { id: 'output', header: 'Output', value: (i) => i.output_preview },
  { id: 'fails', header: 'Fail', value: (i) => i.failure_count, numeric: true },
  { id: 'unsure', header: 'Unsure', value: (i) => i.unsure_count, numeric: true },
  { id: 'passes', header: 'Passed', value: (i) => i.pass_count, numeric: true },
  {
    id: 'severity',
    header: 'Max severity',
    value: (i) => i.max_severity,
    cell: (i) => (i.failure_count ? formatSeverity(i.max_severity) : <span className="muted">—</span>),
    numeric: true,
  },
];

export function InputsTable({ run }: { run: FailureAnalysisResponse }) {
  const navigate = useNavigate();
  const [extra, setExtra] = useState<RunInput[]>([]);
  // undefined: the rest not read yet (the next read starts at the first page); null: every item is shown.
  const [cursor, setCursor] = useState<string | null | undefined>(run.inputs_truncated ? undefined : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = extra.length ? [...run.inputs, ...extra] : run.inputs;

  async function loadMore() {
    setBusy(true);
    setError(null);
    try {
      // The cursor is opaque, so the pages start at the first item; items the table already has are skipped.
      const last = rows.length ? rows[rows.length - 1].item_index : -1;
      let next: string | null | undefined = cursor;
      let fresh: RunInput[] = [];
      do {
        const page: InputPage = await api<InputPage>(`/v2/failure-analysis/runs/${run.run_id}/inputs${query({ limit: PAGE, cursor: next })}`);
        fresh = page.inputs.filter((i) => i.item_index > last);
        next = page.next_cursor;
      } while (!fresh.length && next);
      setExtra((prev) => [...prev, ...fresh]);
      setCursor(next);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading">Items</h2>
      {run.inputs_truncated && (
        <p className="callout" role="note">
          The run's document holds the first {run.inputs.length.toLocaleString()} of its {run.inputs_total.toLocaleString()} items
          (config.max_inputs_in_response); {cursor === null ? 'the rest were read page by page.' : 'the rest are read page by page.'}
        </p>
      )}
      <p className="muted hint">
        {rows.length.toLocaleString()} of {run.inputs_total.toLocaleString()} item{run.inputs_total === 1 ? '' : 's'} shown. Open a row to see the item in full.
      </p>
      <DataTable
        label="Items of the run"
        rows={rows}
        columns={COLUMNS}
        rowKey={(i) => String(i.item_index)}
        onOpen={(i) => navigate(`/analysis/runs/${run.run_id}/items/${i.item_index}`)}
        empty="The run has no items."
        virtualHeight={420}
      />
      <ErrorMessage error={error} />
      {cursor !== null && (
        <button type="button" className="secondary" disabled={busy} onClick={() => void loadMore()}>
          {busy ? 'Loading items…' : 'Load more items'}
        </button>
      )}
    </section>
  );
}
