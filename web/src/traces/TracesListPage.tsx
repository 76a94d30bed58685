// The traces, newest first, filtered by project, service, root span name and errors (the API filters);
// a row opens its trace.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCursorList } from '../api/use-cursor-list';
import { CursorListFooter } from '../components/CursorListFooter';
import { DataTable, type Column } from '../components/DataTable';
import { dateTime, duration } from '../components/format-values';
import type { TraceListItem } from './trace-types';

interface Filters {
  project: string;
  service: string;
  name: string;
  has_error: '' | 'true' | 'false';
}
const NO_FILTERS: Filters = { project: '', service: '', name: '', has_error: '' };

const columns: Column<TraceListItem>[] = [
  { id: 'name', header: 'Root span', value: (t) => t.name, cell: (t) => t.name ?? <span className="muted">(no root)</span> },
  { id: 'trace_id', header: 'Trace id', value: (t) => t.trace_id, cell: (t) => <code>{t.trace_id}</code> },
  { id: 'project', header: 'Project', value: (t) => t.project_name },
  { id: 'service', header: 'Service', value: (t) => t.service_name },
  { id: 'start', header: 'Started', value: (t) => t.start_time, cell: (t) => dateTime(t.start_time) },
  { id: 'duration', header: 'Duration', value: (t) => t.duration_ms, cell: (t) => duration(t.duration_ms), numeric: true },
  { id: 'spans', header: 'Spans', value: (t) => t.span_count, numeric: true },
  {
    id: 'errors',
    header: 'Errors',
    value: (t) => t.error_count,
    cell: (t) => (t.error_count ? <strong className="error">{t.error_count}</strong> : '0'),
    numeric: true,
  },
];

export function TracesListPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = useCursorList<TraceListItem>('/api/v1/traces', 'traces', { ...filters, limit: 50 });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft, project: draft.project.trim(), service: draft.service.trim(), name: draft.name.trim() });
  };
  const field = (key: 'project' | 'service' | 'name', label: string) => (
    <label>
      {label}
      <input value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </label>
  );
  return (
    <>
      <h1>Traces</h1>
      <form className="row filters" onSubmit={apply} aria-label="Filter traces">
        {field('project', 'Project')}
        {field('service', 'Service')}
        {field('name', 'Root span name')}
        <label>
          Errors
          <select value={draft.has_error} onChange={(e) => setDraft({ ...draft, has_error: e.target.value as Filters['has_error'] })}>
            <option value="">All traces</option>
            <option value="true">With errors</option>
            <option value="false">Without errors</option>
          </select>
        </label>
        <button type="submit">Apply filters</button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            setFilters(NO_FILTERS);
          }}
        >
          Clear
        </button>
      </form>
      {list.loaded && (
        <DataTable
          rows={list.rows}
          columns={columns}
          label="Traces"
          rowKey={(t) => t.trace_id}
          onOpen={(t) => navigate(`/traces/${encodeURIComponent(t.trace_id)}`)}
          empty="No traces match. Send spans with POST /api/v1/traces or OTLP to /v1/traces."
        />
      )}
      <CursorListFooter list={list} noun="traces" />
    </>
  );
}
