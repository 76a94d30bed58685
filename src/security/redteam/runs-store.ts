// Red-team runs and attacks in the store. Attacks are planned in bulk at the start and recorded as they
// finish, only while still pending, so a resumed job never records one twice.
import crypto from 'node:crypto';
import { CREATED_LIST_WHERE, createdListParams, type CreatedListFilter } from '../../http/created-cursor.js';
import { isUuid } from '../../http/path-ids.js';
import { replaceUnstorableDeep } from '../../http/storable-text.js';
import type { Queryable } from '../../store/store.js';
import { readableBy, readerParams, type Reader } from '../../store/readers.js';
import { num } from '../../store/store.js';
import type { RedTeamTarget } from '../schemas-redteam.js';
import type { Turn } from './targets/body-template.js';
import type { JudgeVerdict } from './judge.js';
import type { PlannedAttack } from './plan.js';

const CHUNK = 1000;

export interface RunSettings {
  concurrency: number;
  rate_limit_per_second: number | null;
  timeout_seconds: number;
  max_retries: number;
  /** Most tries per attack of a vector that retries (best_of_n); absent on runs stored before it existed. */
  best_of_n?: number;
  /** Rounds of an attacker-model vector (tries of iterative, turns of attacker_conversation). */
  max_turns?: number;
  /** Attacker-model calls the run may make, all attacks together. */
  max_attacker_calls?: number;
  /** Language-model tokens (attacker and judge) the run may spend; absent: the server's budget. */
  max_model_tokens?: number;
  /** The target's stated purpose, when base attacks are tailored to it. */
  purpose?: string | null;
}

export interface RunRow {
  id: string;
  project_id: string;
  owner_id: string;
  job_id: string;
  name: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  attack_vectors: string[];
  vulnerabilities: string[];
  attacks_per_vector: number;
  seed: number;
  total_attacks: number;
  settings: RunSettings;
  target: RedTeamTarget | { type: 'demo' };
  /** The run this one replays (its stored attacks sent again); null for a planned run. */
  replay_of: string | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  project_name?: string;
  job_state?: string | null;
  job_error?: string | null;
  job_finished_at?: Date | null;
}

export interface AttackRow {
  id: string;
  run_id: string;
  idx: number;
  attack_vector: string;
  vulnerability: string;
  vulnerability_label: string | null;
  base: string;
  turns: string[];
  status: 'pending' | 'succeeded' | 'resisted' | 'error';
  /** Every try sent, for vectors that retry and for replayed attacks; null otherwise (one try: turns). */
  tries: AttackTry[] | null;
  /** On a replayed run: the turns of each try to send, in order, as the replayed run sent them. */
  replay_tries: string[][] | null;
  conversation: Turn[] | null;
  response: string | null;
  judge: JudgeVerdict | null;
  error: string | null;
  latency_ms: number | null;
  created_at: Date;
  completed_at: Date | null;
}

/** One try of an attack as sent: its user turns, the target's answers to them, and how it was judged. */
export interface AttackTry {
  turns: string[];
  answers: string[];
  status: 'succeeded' | 'resisted' | 'error';
  error: string | null;
  /** Tokens the model judge spent on this try; 0 when no model judged it. */
  judge_tokens: number;
  /** Calls to the attacker model for this try (its rewrite, its turns, the tailoring of the request), and their tokens. */
  attacker_calls: number;
  attacker_tokens: number;
}

export interface AttackOutcome {
  id: string;
  status: 'succeeded' | 'resisted' | 'error';
  /** Every try, when the attack was sent as tries (see AttackRow.tries); else null or absent. */
  tries?: AttackTry[] | null;
  conversation: Turn[];
  response: string | null;
  judge: JudgeVerdict | null;
  error: string | null;
  latency_ms: number;
}

export async function insertRun(db: Queryable, run: Omit<RunRow, 'status' | 'error' | 'created_at' | 'started_at' | 'completed_at'>): Promise<void> {
  await db.query(
    `INSERT INTO redteam_runs (id, project_id, owner_id, job_id, name, status, attack_vectors, vulnerabilities, attacks_per_vector, seed, total_attacks, settings, target, replay_of)
     VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      run.id,
      run.project_id,
      run.owner_id,
      run.job_id,
      run.name,
      JSON.stringify(run.attack_vectors),
      JSON.stringify(run.vulnerabilities),
      run.attacks_per_vector,
      run.seed,
      run.total_attacks,
      JSON.stringify(run.settings),
      JSON.stringify(run.target),
      run.replay_of,
    ],
  );
}

export async function insertAttacks(db: Queryable, runId: string, plan: PlannedAttack[]): Promise<void> {
  for (let i = 0; i < plan.length; i += CHUNK) {
    const rows = plan
      .slice(i, i + CHUNK)
      .map((a) => ({ id: crypto.randomUUID(), idx: a.index, v: a.vector, vu: a.vulnerability, l: a.label, b: a.base, t: a.turns, rt: a.replayTries ?? null }));
    await db.query(
      `INSERT INTO redteam_attacks (id, run_id, idx, attack_vector, vulnerability, vulnerability_label, base, turns, replay_tries)
       SELECT x.id, $1, x.idx, x.v, x.vu, x.l, x.b, x.t, x.rt
         FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, idx integer, v text, vu text, l text, b text, t jsonb, rt jsonb)`,
      [runId, JSON.stringify(rows)],
    );
  }
}

/**
 * The run, if the reader may read it (projects/readers.ts; null reader: the worker, any owner). An id that is
 * not a UUID names no run: it is not sent to the store, which would refuse to cast it.
 */
export async function getRun(db: Queryable, runId: string, reader: Reader | null): Promise<RunRow | null> {
  if (!isUuid(runId)) return null;
  const rows = await db.query<RunRow>(
    `SELECT r.*, p.name AS project_name, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM redteam_runs r JOIN projects p ON p.id = r.project_id LEFT JOIN jobs j ON j.id = r.job_id
      WHERE r.id = $1 AND ${reader ? readableBy('r', 2) : 'true'}`,
    reader ? [runId, ...readerParams(reader)] : [runId],
  );
  const row = rows[0];
  if (row) row.seed = num(row.seed);
  return row ?? null;
}

/** The caller's runs, newest first, one more than the page (see http/created-cursor.ts). */
export async function listRuns(db: Queryable, f: CreatedListFilter): Promise<(RunRow & { cursor_at: string })[]> {
  const rows = await db.query<RunRow & { cursor_at: string }>(
    `SELECT r.*, r.created_at::text AS cursor_at, p.name AS project_name, j.state AS job_state, j.last_error AS job_error, j.finished_at AS job_finished_at
       FROM redteam_runs r JOIN projects p ON p.id = r.project_id LEFT JOIN jobs j ON j.id = r.job_id
      WHERE ${CREATED_LIST_WHERE}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $6`,
    [...createdListParams(f), f.limit + 1],
  );
  for (const row of rows) row.seed = num(row.seed);
  return rows;
}

export async function pendingAttacks(db: Queryable, runId: string, limit: number): Promise<AttackRow[]> {
  return db.query<AttackRow>(`SELECT * FROM redteam_attacks WHERE run_id = $1 AND status = 'pending' ORDER BY idx LIMIT $2`, [runId, limit]);
}

/** Records finished attacks that are still pending; returns how many were recorded. */
export async function recordOutcomes(db: Queryable, runId: string, outcomes: AttackOutcome[]): Promise<number> {
  if (outcomes.length === 0) return 0;
  // A target's reply (and what judges said of it) is text from outside: a NUL or a broken surrogate in it, which
  // PostgreSQL cannot store, becomes U+FFFD instead of failing the attack's record.
  const rows = outcomes.map((o) => ({
    id: o.id,
    s: o.status,
    t: replaceUnstorableDeep(o.tries ?? null),
    c: replaceUnstorableDeep(o.conversation),
    r: replaceUnstorableDeep(o.response),
    j: replaceUnstorableDeep(o.judge),
    e: replaceUnstorableDeep(o.error),
    l: o.latency_ms,
  }));
  const updated = await db.query(
    `UPDATE redteam_attacks a
        SET status = x.s, tries = x.t, conversation = x.c, response = x.r, judge = x.j, error = x.e, latency_ms = x.l,
            completed_at = now(), done_seq = nextval('redteam_attack_done_seq')
       FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, s text, t jsonb, c jsonb, r text, j jsonb, e text, l double precision)
      WHERE a.id = x.id AND a.run_id = $1 AND a.status = 'pending'
      RETURNING a.id`,
    [runId, JSON.stringify(rows)],
  );
  return updated.length;
}

/** What a replay needs of each attack of a run, in plan order: the plan, and the turns of every try it sent. */
export async function attacksToReplay(db: Queryable, runId: string): Promise<PlannedAttack[]> {
  const rows = await db.query<Pick<AttackRow, 'idx' | 'attack_vector' | 'vulnerability' | 'vulnerability_label' | 'base' | 'turns' | 'tries'>>(
    'SELECT idx, attack_vector, vulnerability, vulnerability_label, base, turns, tries FROM redteam_attacks WHERE run_id = $1 ORDER BY idx',
    [runId],
  );
  return rows.map((r) => ({
    index: r.idx,
    vector: r.attack_vector,
    vulnerability: r.vulnerability,
    label: r.vulnerability_label,
    base: r.base,
    turns: r.turns,
    replayTries: r.tries ? r.tries.map((t) => t.turns) : null,
  }));
}

// Model use of one attack: every try's judge and attacker tokens for an attack sent in tries (best_of_n,
// attacker vectors, replays), else its one judgement's; attacker calls from the tries (tries stored before
// attacker vectors existed have none).
const ATTACK_TOKENS = `CASE WHEN tries IS NULL THEN COALESCE((judge->'llm_judge'->>'tokens')::bigint, 0)
  ELSE (SELECT COALESCE(SUM((t->>'judge_tokens')::bigint + COALESCE((t->>'attacker_tokens')::bigint, 0)), 0) FROM jsonb_array_elements(tries) t) END`;
const ATTACK_CALLS = `(SELECT COALESCE(SUM((t->>'attacker_calls')::bigint), 0) FROM jsonb_array_elements(COALESCE(tries, '[]'::jsonb)) t)`;

/** Counts per vector and vulnerability and status, with the model tokens and attacker calls they spent. */
export async function tallies(
  db: Queryable,
  runId: string,
): Promise<{ attack_vector: string; vulnerability: string; status: string; n: number; tokens: number; attacker_calls: number }[]> {
  const rows = await db.query<{ attack_vector: string; vulnerability: string; status: string; n: unknown; tokens: unknown; attacker_calls: unknown }>(
    `SELECT attack_vector, vulnerability, status, count(*) AS n,
            COALESCE(SUM(${ATTACK_TOKENS}), 0) AS tokens, COALESCE(SUM(${ATTACK_CALLS}), 0) AS attacker_calls
       FROM redteam_attacks WHERE run_id = $1 GROUP BY 1, 2, 3`,
    [runId],
  );
  return rows.map((r) => ({ ...r, n: num(r.n), tokens: num(r.tokens), attacker_calls: num(r.attacker_calls) }));
}

/** What a run's recorded attacks spent on models: where a resumed job starts its budgets. */
export async function modelSpend(db: Queryable, runId: string): Promise<{ tokens: number; attacker_calls: number }> {
  const [row] = await db.query<{ tokens: unknown; attacker_calls: unknown }>(
    `SELECT COALESCE(SUM(${ATTACK_TOKENS}), 0) AS tokens, COALESCE(SUM(${ATTACK_CALLS}), 0) AS attacker_calls
       FROM redteam_attacks WHERE run_id = $1 AND status <> 'pending'`,
    [runId],
  );
  return { tokens: num(row.tokens), attacker_calls: num(row.attacker_calls) };
}

/** One group of a run's attacks in a comparison: a pair (both keys), a vector, a vulnerability, or the run (no key). */
export interface RateGroup {
  run_id: string;
  attack_vector: string | null;
  vulnerability: string | null;
  succeeded: number;
  resisted: number;
  errors: number;
  pending: number;
  rate: number | null;
}

/**
 * Counts and attack success rates of two runs per pair, vector, vulnerability and overall, grouped by the store
 * in one pass (GROUPING SETS), so a comparison of big runs reads no attack row into the process.
 */
export async function rateGroups(db: Queryable, runIds: [string, string]): Promise<RateGroup[]> {
  const rows = await db.query<Record<keyof RateGroup, unknown>>(
    `SELECT g.run_id::text AS run_id,
            CASE WHEN g.grouping_bits & 2 = 0 THEN g.attack_vector END AS attack_vector,
            CASE WHEN g.grouping_bits & 1 = 0 THEN g.vulnerability END AS vulnerability,
            g.succeeded, g.resisted, g.errors, g.pending,
            round(g.succeeded::numeric / NULLIF(g.succeeded + g.resisted, 0), 4)::float8 AS rate
       FROM (SELECT run_id, attack_vector, vulnerability, GROUPING(attack_vector, vulnerability) AS grouping_bits,
                    count(*) FILTER (WHERE status = 'succeeded') AS succeeded,
                    count(*) FILTER (WHERE status = 'resisted') AS resisted,
                    count(*) FILTER (WHERE status = 'error') AS errors,
                    count(*) FILTER (WHERE status = 'pending') AS pending
               FROM redteam_attacks WHERE run_id IN ($1, $2)
              GROUP BY GROUPING SETS ((run_id, attack_vector, vulnerability), (run_id, attack_vector), (run_id, vulnerability), (run_id))) g`,
    runIds,
  );
  return rows.map((r) => ({
    run_id: r.run_id as string,
    attack_vector: r.attack_vector as string | null,
    vulnerability: r.vulnerability as string | null,
    succeeded: num(r.succeeded),
    resisted: num(r.resisted),
    errors: num(r.errors),
    pending: num(r.pending),
    rate: r.rate === null ? null : num(r.rate),
  }));
}

/** Which attacks of a run to list (the query of GET …/attacks): exact status and keys, then a page. */
export interface AttackFilter {
  status?: string;
  attack_vector_key?: string;
  vulnerability_key?: string;
  limit: number;
  offset: number;
}

const ATTACK_FILTER_WHERE = `run_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR attack_vector = $3) AND ($4::text IS NULL OR vulnerability = $4)`;
const attackFilterParams = (runId: string, f: AttackFilter) => [runId, f.status ?? null, f.attack_vector_key ?? null, f.vulnerability_key ?? null];

/** The page of the run's attacks that match the filter, in plan order. */
export async function listAttacks(db: Queryable, runId: string, f: AttackFilter): Promise<AttackRow[]> {
  return db.query<AttackRow>(`SELECT * FROM redteam_attacks WHERE ${ATTACK_FILTER_WHERE} ORDER BY idx LIMIT $5 OFFSET $6`, [
    ...attackFilterParams(runId, f),
    f.limit,
    f.offset,
  ]);
}

/** How many of the run's attacks match the filter, over every page. */
export async function countAttacks(db: Queryable, runId: string, f: AttackFilter): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM redteam_attacks WHERE ${ATTACK_FILTER_WHERE}`, attackFilterParams(runId, f));
  return num(row.n);
}

/** Attacks finished after `afterSeq`, in the order they finished (for the WebSocket). */
export async function attacksDoneAfter(db: Queryable, runId: string, afterSeq: number, limit: number): Promise<(AttackRow & { done_seq: number })[]> {
  const rows = await db.query<AttackRow & { done_seq: unknown }>(
    `SELECT * FROM redteam_attacks WHERE run_id = $1 AND done_seq > $2 ORDER BY done_seq LIMIT $3`,
    [runId, afterSeq, limit],
  );
  return rows.map((r) => ({ ...r, done_seq: num(r.done_seq) }));
}

export async function setRunStatus(
  db: Queryable,
  runId: string,
  status: RunRow['status'],
  fields: { started?: boolean; completed?: boolean; error?: string | null } = {},
): Promise<void> {
  await db.query(
    `UPDATE redteam_runs SET status = $2,
        started_at = CASE WHEN $3 THEN coalesce(started_at, now()) ELSE started_at END,
        completed_at = CASE WHEN $4 THEN now() ELSE completed_at END,
        error = coalesce($5, error)
      WHERE id = $1`,
    [runId, status, fields.started ?? false, fields.completed ?? false, fields.error ?? null],
  );
}

/** Ends a run that did not complete (its job failed for good or was cancelled), with the job's reason. */
export async function endRun(db: Queryable, runId: string, status: 'failed' | 'cancelled', error: string | null): Promise<void> {
  await db.query(`UPDATE redteam_runs SET status = $2, error = $3, completed_at = now() WHERE id = $1 AND status <> $2`, [
    runId,
    status,
    status === 'failed' ? (error ?? 'the run failed') : null,
  ]);
}

/**
 * Opens a failed or cancelled run again (queued, error and end cleared), under a lock on its row; returns the
 * status it had, so the caller can refuse the others.
 */
export async function reopenRun(tx: Queryable, runId: string): Promise<RunRow['status']> {
  const [row] = await tx.query<{ status: RunRow['status'] }>('SELECT status FROM redteam_runs WHERE id = $1 FOR UPDATE', [runId]);
  if (row.status === 'failed' || row.status === 'cancelled') {
    await tx.query("UPDATE redteam_runs SET status = 'queued', error = NULL, completed_at = NULL WHERE id = $1", [runId]);
  }
  return row.status;
}
