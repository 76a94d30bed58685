// The attacks of a run, filtered by status and paged by the API (X-Total-Count says how many match, Link
// whether a next page exists); a row opens the attack's conversation and the verdict on it. Re-read when the
// run page's tick says attacks have finished.
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
  { id: 'vector', header: 'Vector', value: (a) => a.attack_vector_name },
  { id: 'vulnerability', header: 'Vulnerability', value: (a) => a.vulnerability_name },
  { id: 'status', header: 'Outcome', value: (a) => a.status, cell: (a) => <><Badge value={STATUS_BADGE[a.status]} /> {a.status}</> },
  { id: 'prompt', header: 'Prompt', value: (a) => a.input_short, cell: (a) => <span className="wrap clamp">{a.input_short}</span> },
  { id: 'response', header: 'Response', value: (a) => a.response_short, cell: (a) => <span className="wrap clamp">{a.response_short}</span> },
  { id: 'latency', header: 'Latency', value: (a) => a.latency_ms, cell: (a) => duration(a.latency_ms), numeric: true },
];

function AttackDetails({ attack, onClose }: { attack: RedTeamAttack; onClose(): void }) {
  return (
    <section className="panel" aria-labelledby="attack-title">
      <div className="row">
        <h3 id="attack-title">
          Attack #{attack.index}: {attack.attack_vector_name} × {attack.vulnerability_name}
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

/** "51–100 of 132", from the page's offset and size and the listing's X-Total-Count. */
function pageSummary(offset: number, shown: number, total: string | null | undefined): string {
  const of = total ? ` of ${total}` : '';
  return shown === 0 ? `None${of}` : `${offset + 1}–${offset + shown}${of}`;
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
            <DataTable rows={rows} columns={columns} label="Attacks" rowKey={(a) => a.id} onOpen={setOpen} empty="No attacks match." />
            <div className="row list-footer">
              <button type="button" className="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Previous attacks
              </button>
              <span className="muted">{pageSummary(offset, rows.length, attacks.headers?.get('x-total-count'))}</span>
              <button type="button" className="secondary" disabled={!attacks.headers?.has('link')} onClick={() => setOffset(offset + PAGE)}>
                Next attacks
              </button>
            </div>
          </>
        )}
      </DataState>
    </>
  );
}
