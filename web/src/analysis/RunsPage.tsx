// /analysis — the caller's failure-analysis runs, newest first (optionally of one project), and the upload form.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, query } from '../api/client';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { ErrorMessage } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { Field } from '../components/Field';
import { formatTime, formatUnit } from '../components/format';
import type { Project } from '../account/types';
import { DatasetUploadForm } from './DatasetUploadForm';
import { RunFlags } from './RunFlags';
import { OverallSeverity } from './severity';
import type { RunListItem, RunPage } from './types';

const PAGE = 50;

const COLUMNS: Column<RunListItem>[] = [
  { id: 'created', header: 'Started', value: (r) => r.created_at, cell: (r) => formatTime(r.created_at) },
  { id: 'project', header: 'Project', value: (r) => r.project_name },
  { id: 'status', header: 'Status', value: (r) => r.status, cell: (r) => <Badge value={r.status} /> },
  { id: 'items', header: 'Items', value: (r) => r.total_items, numeric: true },
  { id: 'fails', header: 'Fail tags', value: (r) => r.summary?.total_failures_detected, numeric: true },
  {
    id: 'primary',
    header: 'Primary failure',
    value: (r) => r.summary?.primary_failure_name ?? '',
    cell: (r) => r.summary?.primary_failure_name ?? <span className="muted">none</span>,
  },
  {
    id: 'severity',
    header: 'Severity',
    value: (r) => r.summary?.overall_severity ?? -1,
    cell: (r) => <OverallSeverity summary={r.summary} />,
  },
  { id: 'score', header: 'Score', value: (r) => r.summary?.overall_score, cell: (r) => formatUnit(r.summary?.overall_score), numeric: true },
  {
    id: 'gate',
    header: 'Flags',
    value: (r) => (r.summary ? Number(r.summary.should_gate_ci) * 4 + Number(r.summary.should_alert) * 2 + Number(r.summary.needs_human_review) : -1),
    cell: (r) => <RunFlags summary={r.summary} />,
  },
];

function useRunPages(project: string) {
  const [runs, setRuns] = useState<RunListItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    async (after: string | null, signal?: AbortSignal) => {
      try {
        const page = await api<RunPage>(`/v2/failure-analysis/runs${query({ project_name: project, limit: PAGE, cursor: after })}`, { signal });
        setRuns((prev) => (after ? [...(prev ?? []), ...page.runs] : page.runs));
        setCursor(page.next_cursor);
      } catch (e) {
        if (!signal?.aborted) setError((e as Error).message);
      }
    },
    [project],
  );
  useEffect(() => {
    const controller = new AbortController();
    setRuns(null);
    setError(null);
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);
  return { runs, error, more: cursor ? () => void load(cursor) : null };
}

export function RunsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const project = params.get('project') ?? '';
  const projects = useApi<Project[]>('/v2/projects');
  const projectNames = (projects.data ?? []).map((p) => p.name);
  const { runs, error, more } = useRunPages(project);
  return (
    <>
      <h1>Failure analysis</h1>
      <DatasetUploadForm projects={projectNames} defaultProject={project} />
      <section aria-labelledby="runs-heading">
        <div className="section-head">
          <h2 id="runs-heading">Runs</h2>
          <Field label="Show project" inline>
            <select value={project} onChange={(e) => setParams(e.target.value ? { project: e.target.value } : {})}>
              <option value="">All projects</option>
              {projectNames.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <ErrorMessage error={error} />
        {runs === null && !error ? (
          <p role="status">Loading…</p>
        ) : (
          runs && (
            <DataTable
              label="Failure-analysis runs"
              rows={runs}
              columns={COLUMNS}
              rowKey={(r) => r.run_id}
              onOpen={(r) => navigate(`/analysis/runs/${r.run_id}`)}
              empty="No runs yet: analyse a dataset above."
            />
          )
        )}
        {more && (
          <button type="button" className="secondary" onClick={more}>
            Load more runs
          </button>
        )}
      </section>
    </>
  );
}
