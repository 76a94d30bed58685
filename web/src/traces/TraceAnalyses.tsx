// The failure-analysis runs of one trace (GET /v2/failure-analysis/runs?trace_id=…), newest first, each opening
// its run, and "Analyse this trace" (analyze with trace_id, in the trace's project), which opens the new run.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, query } from '../api/client';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState, ErrorMessage } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatTime } from '../components/format';
import { RunFlags } from '../analysis/RunFlags';
import { OverallSeverity } from '../analysis/severity';
import type { RunListItem, RunPage } from '../analysis/types';

/** Runs shown; a trace analysed more often than this links to the full list. */
const SHOWN = 20;

const COLUMNS: Column<RunListItem>[] = [
  { id: 'created', header: 'Started', value: (r) => r.created_at, cell: (r) => formatTime(r.created_at) },
  { id: 'status', header: 'Status', value: (r) => r.status, cell: (r) => <Badge value={r.status} /> },
  { id: 'fails', header: 'Fail tags', value: (r) => r.summary?.total_failures_detected, numeric: true },
  {
    id: 'primary',
    header: 'Primary failure',
    value: (r) => r.summary?.primary_failure_name ?? '',
    cell: (r) => r.summary?.primary_failure_name ?? <span className="muted">none</span>,
  },
  { id: 'severity', header: 'Severity', value: (r) => r.summary?.overall_severity ?? -1, cell: (r) => <OverallSeverity summary={r.summary} /> },
  { id: 'flags', header: 'Flags', value: (r) => (r.summary ? Number(r.summary.should_gate_ci) : -1), cell: (r) => <RunFlags summary={r.summary} /> },
];

export function TraceAnalyses({ traceId, projectName }: { traceId: string; projectName: string }) {
  const navigate = useNavigate();
  const runs = useApi<RunPage>(`/v2/failure-analysis/runs${query({ trace_id: traceId, project_name: projectName, limit: SHOWN })}`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const analyse = async () => {
    setBusy(true);
    setError(null);
    try {
      const run = await api<{ run_id: string }>('/v2/failure-analysis/analyze', { body: { project_name: projectName, trace_id: traceId } });
      navigate(`/analysis/runs/${run.run_id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="trace-analyses-heading">
      <h2 id="trace-analyses-heading">Failure analyses of this trace</h2>
      <div className="row">
        <button type="button" onClick={() => void analyse()} disabled={busy}>
          {busy ? 'Analysing…' : 'Analyse this trace'}
        </button>
        <span className="muted">Runs the failure analysis on this trace (full mode) in project {projectName}.</span>
      </div>
      <ErrorMessage error={error} />
      <DataState state={runs}>
        {(page) => (
          <>
            <DataTable
              label="Failure analyses of this trace"
              rows={page.runs}
              columns={COLUMNS}
              rowKey={(r) => r.run_id}
              onOpen={(r) => navigate(`/analysis/runs/${r.run_id}`)}
              empty="Not analysed yet."
            />
            {page.next_cursor && <p className="muted">The {SHOWN} newest analyses; older ones are under Failure analysis.</p>}
          </>
        )}
      </DataState>
    </section>
  );
}
