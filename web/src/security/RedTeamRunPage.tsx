// One red-team run, live: progress (a progressbar fed by the WebSocket), the tally, the heat map of attack
// success per vector × vulnerability, a comparison with another run, and the attacks. A queued or running run
// can be cancelled; a failed or cancelled one resumed (the server sends only its pending attacks), and is then
// followed again; a completed one replayed as a new run (same attacks, same target), which the page then opens.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { Badge } from '../components/Badge';
import { ErrorMessage } from '../components/DataState';
import { dateTime, duration, percent } from '../components/format-values';
import { RedTeamAttacks } from './RedTeamAttacks';
import { RedTeamCompare } from './RedTeamCompare';
import { RedTeamHeatMap } from './RedTeamHeatMap';
import { FINISHED, type RedTeamCatalog, type RedTeamMatrix, type RedTeamRun } from './security-types';
import { useRunStream } from './use-run-stream';

function Progress({ run, live }: { run: RedTeamRun; live: boolean }) {
  const done = run.overall.total - run.overall.pending;
  const value = run.overall.total ? Math.round((done / run.overall.total) * 100) : 100;
  return (
    <div className="progress-block">
      <div className="row">
        <span>
          Status <Badge value={run.status} />
        </span>
        <span className="muted" aria-live="polite">
          {done} of {run.overall.total} attacks done{live ? ' · live' : ''}
          {run.attacker_calls > 0 && (
            <>
              {' '}
              · {run.attacker_calls.toLocaleString()} of {run.max_attacker_calls.toLocaleString()} attacker calls
            </>
          )}
          {run.tokens_used > 0 && (
            <>
              {' '}
              · {run.tokens_used.toLocaleString()}
              {run.max_model_tokens !== null && <> of {run.max_model_tokens.toLocaleString()}</>} model tokens
            </>
          )}
        </span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="Attacks done"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className="progress-fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

function Tally({ run }: { run: RedTeamRun }) {
  const o = run.overall;
  const cards = [
    ['Attack success rate', percent(o.attack_success_rate, 1)],
    ['Succeeded', String(o.succeeded)],
    ['Resisted', String(o.resisted)],
    ['Errors', String(o.errors)],
    ['Pending', String(o.pending)],
    ['Duration', duration(run.duration_ms)],
  ];
  return (
    <section className="cards compact" aria-label="Tally">
      {cards.map(([label, value]) => (
        <div key={label} className="card">
          <div className="muted">{label}</div>
          <div className="value">{value}</div>
        </div>
      ))}
    </section>
  );
}

export function RedTeamRunPage() {
  const { runId = '' } = useParams();
  // Keyed by the run: opening a replay from here starts the new run's page afresh (no state of the replayed one).
  return <RunView key={runId} runId={runId} />;
}

function RunView({ runId }: { runId: string }) {
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [replaying, setReplaying] = useState(false);
  const { run, error, live, tick } = useRunStream(runId, round);
  const catalog = useApi<RedTeamCatalog>('/v2/security/redteam/catalog');
  const matrix = useApi<RedTeamMatrix>(`/v2/security/redteam/runs/${runId}/matrix`);
  const [actionError, setActionError] = useState<string | null>(null);
  const { reload: reloadMatrix } = matrix;
  useEffect(() => {
    if (tick > 0) reloadMatrix();
  }, [tick, reloadMatrix]);
  const act = (action: 'cancel' | 'resume') => {
    setActionError(null);
    return api(`/v2/security/redteam/runs/${runId}/${action}`, { method: 'POST' })
      .then(() => action === 'resume' && setRound((r) => r + 1))
      .catch((e: Error) => setActionError(e.message));
  };
  const replay = () => {
    setActionError(null);
    setReplaying(true);
    return api<{ run_id: string }>(`/v2/security/redteam/runs/${runId}/replay`, { body: {} })
      .then((started) => navigate(`/security/redteam/${started.run_id}`))
      .catch((e: Error) => {
        setActionError(e.message);
        setReplaying(false);
      });
  };
  const resumable = run?.status === 'failed' || run?.status === 'cancelled';
  return (
    <>
      <p>
        <Link to="/security">← Security</Link>
      </p>
      <h1>Red-team run{run ? `: ${run.run_name}` : ''}</h1>
      <ErrorMessage error={error ?? actionError} />
      {!run && !error && <p role="status">Loading…</p>}
      {run && (
        <>
          <p className="muted">
            Project <strong>{run.project_name}</strong> · target {run.target_type} · {run.attack_vector_keys.length} vectors ×{' '}
            {run.target_vulnerabilities.length} vulnerabilities × {run.attacks_per_vector} · seed {run.seed} · created {dateTime(run.created_at)}
            {run.replay_of && (
              <>
                {' '}
                · a replay of <Link to={`/security/redteam/${run.replay_of}`}>run {run.replay_of.slice(0, 8)}…</Link>
              </>
            )}
          </p>
          <Progress run={run} live={live} />
          {!FINISHED.has(run.status) && (
            <button type="button" className="danger" onClick={() => void act('cancel')}>
              Cancel run
            </button>
          )}
          {resumable && (
            <button type="button" onClick={() => void act('resume')}>
              Resume run
            </button>
          )}
          {run.status === 'completed' && (
            <button type="button" disabled={replaying} onClick={() => void replay()}>
              Replay run
            </button>
          )}
          {run.status === 'completed' && (
            <p className="muted hint">Replaying sends this run's attacks again, exactly as they were sent, to the same target as a new run.</p>
          )}
          {resumable && run.overall.pending > 0 && (
            <p className="muted">Resuming sends only the {run.overall.pending} pending attacks; those already judged are kept.</p>
          )}
          {run.error && <p className="error">{run.error}</p>}
          <Tally run={run} />
          <h2>Attack success by vector and vulnerability</h2>
          {matrix.data ? <RedTeamHeatMap matrix={matrix.data} catalog={catalog.data} /> : <ErrorMessage error={matrix.error} />}
          <h2>Compare with another run</h2>
          <RedTeamCompare run={run} catalog={catalog.data} tick={tick} />
          <h2>Attacks</h2>
          <RedTeamAttacks runId={runId} tick={tick} />
        </>
      )}
    </>
  );
}
