// The security area's front page: red-team runs (and a form to start one on the demo target) and audit
// batches (those a failure analysis made marked as such), each newest first, filtered by project; a row opens
// its run or batch.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCursorList } from '../api/use-cursor-list';
import { Badge } from '../components/Badge';
import { CursorListFooter } from '../components/CursorListFooter';
import { DataTable, type Column } from '../components/DataTable';
import { dateTime, duration, percent } from '../components/format-values';
import type { AuditBatch, RedTeamRun } from './security-types';
import { StartRedTeamForm } from './StartRedTeamForm';

const runColumns: Column<RedTeamRun>[] = [
  { id: 'name', header: 'Run', value: (r) => r.run_name },
  { id: 'created', header: 'Started', value: (r) => r.created_at, cell: (r) => dateTime(r.created_at) },
  { id: 'project', header: 'Project', value: (r) => r.project_name },
  { id: 'target', header: 'Target', value: (r) => r.target_type },
  { id: 'status', header: 'Status', value: (r) => r.status, cell: (r) => <Badge value={r.status} /> },
  { id: 'attacks', header: 'Attacks', value: (r) => r.overall.total, numeric: true },
  { id: 'succeeded', header: 'Succeeded', value: (r) => r.overall.succeeded, numeric: true },
  { id: 'asr', header: 'Attack success', value: (r) => r.overall.attack_success_rate, cell: (r) => percent(r.overall.attack_success_rate, 1), numeric: true },
  { id: 'duration', header: 'Duration', value: (r) => r.duration_ms, cell: (r) => duration(r.duration_ms), numeric: true },
];

const batchColumns: Column<AuditBatch>[] = [
  { id: 'name', header: 'Batch', value: (b) => b.batch_name },
  { id: 'project', header: 'Project', value: (b) => b.project_name },
  { id: 'created', header: 'Created', value: (b) => b.created_at, cell: (b) => dateTime(b.created_at) },
  {
    id: 'made_by',
    header: 'Made by',
    value: (b) => (b.analysis_run_id ? 'failure analysis' : 'audit'),
    cell: (b) => (b.analysis_run_id ? <span className="badge">failure analysis</span> : 'audit'),
  },
  { id: 'status', header: 'Status', value: (b) => b.status, cell: (b) => <Badge value={b.status} /> },
  { id: 'items', header: 'Items', value: (b) => b.total_items, numeric: true },
  { id: 'unsafe_prompts', header: 'Unsafe prompts', value: (b) => b.unsafe_prompt_rate, cell: (b) => percent(b.unsafe_prompt_rate, 1), numeric: true },
  { id: 'unsafe_responses', header: 'Unsafe responses', value: (b) => b.unsafe_response_rate, cell: (b) => percent(b.unsafe_response_rate, 1), numeric: true },
  { id: 'refusals', header: 'Refusals', value: (b) => b.refusal_rate, cell: (b) => percent(b.refusal_rate, 1), numeric: true },
];

export function SecurityPage() {
  const navigate = useNavigate();
  const [project, setProject] = useState('');
  const filter = { project_name: project.trim() || undefined, limit: 25 };
  const runs = useCursorList<RedTeamRun>('/v2/security/redteam/runs', 'runs', filter);
  const batches = useCursorList<AuditBatch>('/v2/security/audit/batches', 'batches', filter);
  return (
    <>
      <h1>Security</h1>
      <div className="row filters">
        <label>
          Project
          <input value={project} onChange={(e) => setProject(e.target.value)} placeholder="All projects" />
        </label>
      </div>
      <h2>Red-team runs</h2>
      <StartRedTeamForm />
      {runs.loaded && (
        <DataTable
          rows={runs.rows}
          columns={runColumns}
          label="Red-team runs"
          rowKey={(r) => r.run_id}
          onOpen={(r) => navigate(`/security/redteam/${r.run_id}`)}
          empty="No red-team runs yet: start one above, or with POST /v2/security/redteam."
        />
      )}
      <CursorListFooter list={runs} noun="runs" />
      <h2>Audit batches</h2>
      {batches.loaded && (
        <DataTable
          rows={batches.rows}
          columns={batchColumns}
          label="Audit batches"
          rowKey={(b) => b.batch_id}
          onOpen={(b) => navigate(`/security/audits/${b.batch_id}`)}
          empty="No audit batches yet: audit a dataset with POST /v2/security/audit or `assay audit`."
        />
      )}
      <CursorListFooter list={batches} noun="batches" />
    </>
  );
}
