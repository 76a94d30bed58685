// Evaluation runs, newest first, filtered by project; a row opens its run, and two runs can be picked to
// compare side by side.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCursorList } from '../api/use-cursor-list';
import { Badge } from '../components/Badge';
import { CursorListFooter } from '../components/CursorListFooter';
import { DataTable, type Column } from '../components/DataTable';
import { dateTime } from '../components/format-values';
import { runLabel, type EvaluationRun } from './evaluation-types';

const columns: Column<EvaluationRun>[] = [
  { id: 'created', header: 'Created', value: (r) => r.created_at, cell: (r) => dateTime(r.created_at) },
  { id: 'project', header: 'Project', value: (r) => r.project_name },
  { id: 'status', header: 'Status', value: (r) => r.status, cell: (r) => <Badge value={r.status} /> },
  { id: 'input', header: 'Input', value: (r) => r.input_type },
  { id: 'items', header: 'Items', value: (r) => r.total_items, numeric: true },
  { id: 'metrics', header: 'Metrics', value: (r) => Object.keys(r.metrics).join(', ') || r.metrics_requested.join(', ') },
];

export function ComparePicker({ runs, base = '', candidate = '' }: { runs: EvaluationRun[]; base?: string; candidate?: string }) {
  const navigate = useNavigate();
  const [b, setB] = useState(base);
  const [c, setC] = useState(candidate);
  const completed = runs.filter((r) => r.status === 'completed');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/evaluation/compare?base=${b}&candidate=${c}`);
  };
  const picker = (label: string, value: string, set: (v: string) => void) => (
    <label>
      {label}
      <select value={value} onChange={(e) => set(e.target.value)} required>
        <option value="">Choose a run…</option>
        {completed.map((r) => (
          <option key={r.run_id} value={r.run_id}>
            {runLabel(r)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="row filters" onSubmit={submit} aria-label="Compare two runs">
      {picker('Base run', b, setB)}
      {picker('Candidate run', c, setC)}
      <button type="submit" disabled={!b || !c || b === c}>
        Compare
      </button>
    </form>
  );
}

export function EvaluationRunsPage() {
  const navigate = useNavigate();
  const [project, setProject] = useState('');
  const list = useCursorList<EvaluationRun>('/v2/evaluate/runs', 'runs', { project_name: project.trim() || undefined, limit: 50 });
  return (
    <>
      <h1>Evaluation</h1>
      <div className="row filters">
        <label>
          Project
          <input value={project} onChange={(e) => setProject(e.target.value)} placeholder="All projects" />
        </label>
      </div>
      <h2>Compare two runs</h2>
      <ComparePicker runs={list.rows} />
      <h2>Runs</h2>
      {list.loaded && (
        <DataTable
          rows={list.rows}
          columns={columns}
          label="Evaluation runs"
          rowKey={(r) => r.run_id}
          onOpen={(r) => navigate(`/evaluation/runs/${r.run_id}`)}
          empty="No evaluation runs yet: evaluate a dataset or traces with POST /v2/evaluate."
        />
      )}
      <CursorListFooter list={list} noun="runs" />
    </>
  );
}
