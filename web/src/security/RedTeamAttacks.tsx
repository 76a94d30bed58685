// The attacks of a run, filtered by status and paged by the API (X-Total-Count says how many match, Link
// whether a next page exists); a row opens the attack's conversation and the verdict on it right under the row
// (where the person clicked), scrolled into view. The outcome and the latency are the row's columns, said once
// in one word and one duration; the details add what the row cannot hold. Re-read when the run page's tick says
// attacks have finished.
import { Fragment, useEffect, useRef, useState } from 'react';
import { query } from '../api/client';
import { useApi } from '../api/use-api';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { duration, percent } from '../components/format-values';
import type { RedTeamAttack, RedTeamTry } from './security-types';

const PAGE = 50;
/** The badge colour of an outcome: a succeeded attack is the target's failure. */
const OUTCOME_CLASS: Record<RedTeamAttack['status'], string> = { succeeded: 'fail', resisted: 'pass', error: 'failed', pending: 'queued' };

function Outcome({ status }: { status: RedTeamAttack['status'] }) {
  return <span className={`badge ${OUTCOME_CLASS[status]}`}>{status}</span>;
}

const columns: Column<RedTeamAttack>[] = [
  { id: 'index', header: '#', value: (a) => a.index, numeric: true },
  { id: 'vector', header: 'Vector', value: (a) => a.attack_vector_name },
  { id: 'vulnerability', header: 'Vulnerability', value: (a) => a.vulnerability_name },
  { id: 'status', header: 'Outcome', value: (a) => a.status, cell: (a) => <Outcome status={a.status} /> },
  { id: 'prompt', header: 'Prompt', value: (a) => a.input_short, cell: (a) => <span className="wrap clamp">{a.input_short}</span> },
  { id: 'response', header: 'Response', value: (a) => a.response_short, cell: (a) => <span className="wrap clamp">{a.response_short}</span> },
  { id: 'latency', header: 'Latency', value: (a) => a.latency_ms, cell: (a) => duration(a.latency_ms), numeric: true },
];

/** The tries before the last (whose conversation the details show): what was sent, answered and spent, folded. */
function EarlierTries({ tries }: { tries: RedTeamTry[] }) {
  return (
    <section className="stack" aria-label="Earlier tries">
      {tries.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tries are fixed and shown in the order sent; the position is the try
        <details key={i} className="attack-try">
          <summary>
            Try {i + 1}: {t.status}
            {t.attacker_calls > 0 && (
              <span className="muted">
                {' '}
                · {t.attacker_calls} attacker call{t.attacker_calls === 1 ? '' : 's'}
              </span>
            )}
          </summary>
          {t.error && <p className="error">{t.error}</p>}
          <ol className="conversation">
            {t.turns.map((turn, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a try's turns are fixed and shown in order
              <Fragment key={k}>
                <li className="message role-user">
                  <div className="message-role">red team</div>
                  <div className="message-text">{turn}</div>
                </li>
                {t.answers[k] !== undefined && (
                  <li className="message role-assistant">
                    <div className="message-role">target</div>
                    <div className="message-text">{t.answers[k]}</div>
                  </li>
                )}
              </Fragment>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}

function AttackDetails({ attack, onClose }: { attack: RedTeamAttack; onClose(): void }) {
  const ref = useRef<HTMLElement>(null);
  // Opened under its row: bring it into view and give it focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [attack.id]);
  // A try the attacker model gave nothing to send is said by the attack's error, not listed.
  const sent = attack.tries.filter((t) => t.turns.length > 0);
  return (
    <section className="panel attack-details" aria-labelledby="attack-title" ref={ref} tabIndex={-1}>
      <div className="row">
        <h3 id="attack-title">
          Attack #{attack.index}: {attack.attack_vector_name} × {attack.vulnerability_name}
          {attack.turn_count > 1 && <span className="muted"> ({attack.turn_count} turns)</span>}
        </h3>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {attack.judge && (
        <p>
          <strong>Why:</strong> {attack.judge.rationale}{' '}
          <span className="muted">
            (judged by {attack.judge.source}, confidence {percent(attack.judge.confidence)}
            {attack.judge.categories.length ? `, categories ${attack.judge.categories.join(', ')}` : ''})
          </span>
        </p>
      )}
      {attack.error && <p className="error">{attack.error}</p>}
      {sent.length > 1 && (
        <>
          <h4>
            {sent.length} tries sent, the last one below <span className="muted">(the earlier ones did not succeed)</span>
          </h4>
          <EarlierTries tries={sent.slice(0, -1)} />
        </>
      )}
      <ol className="conversation" aria-label="Attack conversation">
        {(attack.conversation.length ? attack.conversation : [{ role: 'user' as const, content: attack.prompt }]).map((turn, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a conversation's turns are fixed and shown in order; the position is the turn
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
  const [openId, setOpenId] = useState<string | null>(null);
  const attacks = useApi<RedTeamAttack[]>(`/v2/security/redteam/runs/${runId}/attacks${query({ status, limit: PAGE, offset })}`);
  // The attack as last read, so its details follow the re-reads while the run goes on.
  const open = attacks.data?.find((a) => a.id === openId) ?? null;
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
      <DataState state={attacks}>
        {(rows) => (
          <>
            <DataTable
              rows={rows}
              columns={columns}
              label="Attacks"
              rowKey={(a) => a.id}
              onOpen={(a) => setOpenId(a.id === openId ? null : a.id)}
              detail={open && { rowKey: open.id, content: <AttackDetails attack={open} onClose={() => setOpenId(null)} /> }}
              empty="No attacks match."
            />
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
