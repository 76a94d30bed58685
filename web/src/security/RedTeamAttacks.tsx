// The attacks of a run, filtered by status and paged by the API; a row opens the attack's conversation and
// the verdict on it. Re-read when the run page's tick says attacks have finished.
import { useEffect, useState } from 'react';
import { query } from '../api/client';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { duration, percent } from '../components/format-values';
import type { RedTeamAttack } from './security-types';

const PAGE = 50;
const STATUS_BADGE: Record<string, string> = { succeeded: 'fail', resisted: 'pass', error: 'failed', pending: 'queued' };

const columns: Column<RedTeamAttack>[] = [
  { id: 'index', header: '#', value: (a) => a.index, numeric: true },
  { id: 'vector', header: 'Vector', value: (a) => a.attack_vector },
  { id: 'vulnerability', header: 'Vulnerability', value: (a) => a.vulnerability_label ?? a.vulnerability, cell: (a) => (a.vulnerability_label ? `${a.vulnerability_label} ${a.vulnerability}` : a.vulnerability) },
  { id: 'status', header: 'Outcome', value: (a) => a.status, cell: (a) => <><Badge value={STATUS_BADGE[a.status]} /> {a.status}</> },
  { id: 'prompt', header: 'Prompt', value: (a) => a.prompt, cell: (a) => <span className="wrap clamp">{a.prompt}</span> },
  { id: 'latency', header: 'Latency', value: (a) => a.latency_ms, cell: (a) => duration(a.latency_ms), numeric: true },
];

function AttackDetails({ attack, onClose }: { attack: RedTeamAttack; onClose(): void }) {
  return (
    <section className="panel" aria-labelledby="attack-title">
      <div className="row">
        <h3 id="attack-title">
          Attack #{attack.index}: {attack.attack_vector} × {attack.vulnerability}
        </h3>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {attack.judge && (
        <p>
          <strong>Verdict:</strong> {attack.status} ({attack.judge.source}, confidence {percent(attack.judge.confidence)}
          {attack.judge.categories.length ? `, ${attack.judge.categories.join(', ')}` : ''}): {attack.judge.rationale}
        </p>
      )}
      {attack.error && <p className="error">{attack.error}</p>}
      <ol className="conversation" aria-label="Attack conversation">
        {(attack.conversation.length ? attack.conversation : [{ role: 'user' as const, content: attack.prompt }]).map((turn, i) => (
          <li key={i} className={`message role-${turn.role}`}>
            <div className="message-role">{turn.role === 'user' ? 'red team' : 'target'}</div>
            <div className="message-text">{turn.content}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function RedTeamAttacks({ runId, tick }: { runId: string; tick: number }) {
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<RedTeamAttack | null>(null);
  const attacks = useApi<RedTeamAttack[]>(`/v2/security/redteam/runs/${runId}/attacks${query({ status, limit: PAGE, offset })}`);
  const { reload } = attacks;
  useEffect(() => {
    if (tick > 0) reload();
  }, [tick, reload]);
  return (
    <>
      <div className="row filters">
        <label>
          Outcome
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setOffset(0);
            }}
          >
            <option value="">All attacks</option>
            <option value="succeeded">Succeeded</option>
            <option value="resisted">Resisted</option>
            <option value="error">Errors</option>
            <option value="pending">Pending</option>
          </select>
        </label>
      </div>
      {open && <AttackDetails attack={open} onClose={() => setOpen(null)} />}
      <DataState state={attacks}>
        {(rows) => (
          <>
            <DataTable rows={rows} columns={columns} label="Attacks" rowKey={(a) => a.attack_id} onOpen={setOpen} empty="No attacks match." />
            <div className="row list-footer">
              <button type="button" className="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Previous attacks
              </button>
              <button type="button" className="secondary" disabled={rows.length < PAGE} onClick={() => setOffset(offset + PAGE)}>
                Next attacks
              </button>
            </div>
          </>
        )}
      </DataState>
    </>
  );
}
