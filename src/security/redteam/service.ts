// Red-team runs end to end, except sending (runner.ts) and the attacks' documents (attacks.ts): check the
// request, plan, store the run and its attacks with a job in one transaction, and read runs back.
import crypto from 'node:crypto';
import type { Config } from '../../config/config.js';
import { pageOf, type CreatedListFilter } from '../../http/created-cursor.js';
import { errors } from '../../http/errors.js';
import { isUuid } from '../../http/path-ids.js';
import { requestKeys } from '../../jobs/request-keys.js';
import { noJudgeReason } from '../../models/judge/client.js';
import { enqueueJob, notifyWorkers, requeueEndedJob, requestJobCancel } from '../../jobs/queue.js';
import { projectNameOr } from '../../accounts/default-project.js';
import { ensureProject } from '../../projects/projects.js';
import { ownerReader, type Reader } from '../../store/readers.js';
import type { Queryable, Store } from '../../store/store.js';
import { iso } from '../../store/store.js';
import type { RedTeamMatrix } from '../schemas-lists.js';
import { generatedName, replayName } from '../generated-name.js';
import type { RedTeamReplayRequest, RedTeamRequest, RedTeamRun, RedTeamStartResponse, RedTeamTarget } from '../schemas-redteam.js';
import { planAttacks, type PlannedAttack } from './plan.js';
import * as store from './runs-store.js';
import type { AddressPolicy } from './targets/address-policy.js';
import { checkTarget } from './targets/target.js';
import { DEFAULT_BEST_OF_N } from './vectors/best-of-n.js';
import { offlineVectors, vectors, vectorsByKey } from './vectors/registry.js';
import { vulnerabilityKeys } from './vulnerabilities/registry.js';

export const REDTEAM_JOB = 'redteam.run';
export const REDTEAM_CHANNEL = 'assay_redteam';
export const DEFAULT_ATTACKS_PER_VECTOR = 3;
/** Rounds of an attacker-model vector when config.max_turns is absent. */
export const DEFAULT_MAX_TURNS = 5;
/** Attacker-model calls a run may make when config.max_attacker_calls is absent. */
export const DEFAULT_MAX_ATTACKER_CALLS = 1000;
/** Largest plan a run may have. */
export const MAX_ATTACKS = 50_000;

let policy: AddressPolicy = { allowPrivate: false, allowlist: [] };
/** The operator's cap on a run's model tokens (ASSAY_LLM_TOKEN_BUDGET): config.max_model_tokens cannot raise it. */
let serverTokenBudget = Number.POSITIVE_INFINITY;
/** Reads the address policy for targets (ASSAY_ALLOW_PRIVATE_TARGETS, ASSAY_TARGET_ALLOWLIST) and the token cap. */
export function configureRedTeam(config: Config): void {
  serverTokenBudget = config.llmTokenBudget;
  policy = {
    allowPrivate: config.allowPrivateTargets,
    allowlist: config.targetAllowlist
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  };
}
export const addressPolicy = (): AddressPolicy => policy;

const vectorKeys = vectors.map((v) => v.key);
const offlineVectorKeys = offlineVectors.map((v) => v.key);

/** The keys asked for, without repeats, or the defaults when none were; unknown ones → 422 listing the known. */
function checkKeys(given: string[] | undefined, known: string[], field: string, what: string, defaults = known): string[] {
  if (!given) return defaults;
  const unknown = given.filter((k) => !known.includes(k));
  if (unknown.length) throw errors.invalid(['body', field], `Unknown ${what}: ${unknown.join(', ')}. Known: ${known.join(', ')}.`);
  return [...new Set(given)];
}

/**
 * Vectors driven by an attacker model, and tailoring to config.purpose, need a model for this request (its
 * llm_api_key, or the server's endpoint): without one the run is refused here, never run with them skipped.
 */
function checkAttackerModel(chosenVectors: string[], config: NonNullable<RedTeamRequest['config']>, llmApiKey: string | undefined): void {
  // The reason is worded for the judge; here the same model would write attacks.
  const reason = noJudgeReason(llmApiKey)?.replace('language-model judge', 'language model');
  if (!reason) return;
  const needing = chosenVectors.filter((k) => vectorsByKey.get(k)!.attacker);
  if (needing.length)
    throw errors.invalid(
      ['body', 'attack_vector_keys'],
      `The attack vector${needing.length > 1 ? 's' : ''} ${needing.join(', ')} need${needing.length > 1 ? '' : 's'} an attacker model, and this run has none: ${reason}. Leave ${needing.length > 1 ? 'them' : 'it'} out to run offline.`,
    );
  if (config.purpose !== undefined)
    throw errors.invalid(
      ['body', 'config', 'purpose'],
      `Tailoring attacks to config.purpose needs an attacker model, and this run has none: ${reason}. Leave purpose out to run offline.`,
    );
}

/** A project_id that is not a UUID cannot name a project (and the store would refuse to cast it). */
export function projectIdNamesNothing(projectId: unknown): projectId is string {
  return typeof projectId === 'string' && !isUuid(projectId);
}

/** The run's project: by id (must be the caller's), by name (created if absent), or the caller's default. */
async function resolveProject(db: Queryable, caller: Reader, request: Pick<RedTeamRequest, 'project_id' | 'project_name'>) {
  if (request.project_id !== undefined) {
    const rows = projectIdNamesNothing(request.project_id)
      ? []
      : await db.query<{ id: string; name: string }>('SELECT id, name FROM projects WHERE id = $1 AND owner_id = $2', [request.project_id, caller.userId]);
    if (!rows[0]) throw errors.notFound('Project', request.project_id);
    if (request.project_name && request.project_name !== rows[0].name) {
      throw errors.invalid(
        ['body', 'project_name'],
        `project_name "${request.project_name}" and project_id ${request.project_id} ("${rows[0].name}") name different projects.`,
      );
    }
    return rows[0];
  }
  return (await ensureProject(db, caller.userId, projectNameOr(request.project_name, caller))).project;
}

/** A target the address policy refuses → 422 at `loc`. */
async function checkedTarget(target: RedTeamTarget | { type: 'demo' }, loc: string[]): Promise<void> {
  try {
    await checkTarget(target, policy);
  } catch (err) {
    throw errors.invalid(loc, `The target cannot be used: ${(err as Error).message}.`);
  }
}

export async function startRun(db: Store, caller: Reader, request: RedTeamRequest): Promise<RedTeamStartResponse> {
  const chosenVectors = checkKeys(request.attack_vector_keys, vectorKeys, 'attack_vector_keys', 'attack vector keys', offlineVectorKeys);
  const chosenVulnerabilities = checkKeys(request.target_vulnerabilities, vulnerabilityKeys, 'target_vulnerabilities', 'target vulnerabilities');
  const perVector = request.attacks_per_vector ?? DEFAULT_ATTACKS_PER_VECTOR;
  const total = chosenVectors.length * chosenVulnerabilities.length * perVector;
  if (total > MAX_ATTACKS)
    throw errors.invalid(
      ['body', 'attacks_per_vector'],
      `The plan would have ${total} attacks; at most ${MAX_ATTACKS} are allowed. Choose fewer vectors, vulnerabilities or attacks per vector.`,
    );
  const config = request.config ?? {};
  checkAttackerModel(chosenVectors, config, request.llm_api_key);
  const target = config.target ?? { type: 'demo' as const };
  await checkedTarget(target, ['body', 'config', 'target']);
  const project = await resolveProject(db, caller, request);
  const seed = config.seed ?? crypto.randomInt(0, 2 ** 32);
  const plan = planAttacks(chosenVectors, chosenVulnerabilities, perVector, seed);
  const runId = crypto.randomUUID();
  const name = request.run_name ?? generatedName('redteam', new Date());
  const settings: store.RunSettings = {
    concurrency: config.concurrency ?? 4,
    rate_limit_per_second: config.rate_limit_per_second ?? null,
    timeout_seconds: config.timeout_seconds ?? 30,
    max_retries: config.max_retries ?? 2,
    best_of_n: config.best_of_n ?? DEFAULT_BEST_OF_N,
    max_turns: config.max_turns ?? DEFAULT_MAX_TURNS,
    max_attacker_calls: config.max_attacker_calls ?? DEFAULT_MAX_ATTACKER_CALLS,
    max_model_tokens: Math.min(config.max_model_tokens ?? serverTokenBudget, serverTokenBudget),
    purpose: config.purpose ?? null,
  };
  return queueRun(
    db,
    caller,
    {
      id: runId,
      project_id: project.id,
      name,
      attack_vectors: chosenVectors,
      vulnerabilities: chosenVulnerabilities,
      attacks_per_vector: perVector,
      seed,
      total_attacks: plan.length,
      settings,
      target,
      replay_of: null,
    },
    plan,
    request.llm_api_key,
  );
}

/** Stores the run and its attacks with its job in one transaction, keeps the request's model key, wakes workers. */
async function queueRun(
  db: Store,
  caller: Reader,
  run: Omit<store.RunRow, 'owner_id' | 'job_id' | 'status' | 'error' | 'created_at' | 'started_at' | 'completed_at'>,
  plan: PlannedAttack[],
  llmApiKey: string | undefined,
): Promise<RedTeamStartResponse> {
  const ownerId = caller.userId;
  const jobId = await db.transaction(async (tx) => {
    const job = await enqueueJob(tx, { kind: REDTEAM_JOB, payload: { run_id: run.id }, ownerId, projectId: run.project_id });
    await store.insertRun(tx, { ...run, owner_id: ownerId, job_id: job.id });
    await store.insertAttacks(tx, run.id, plan);
    return job.id;
  });
  requestKeys.remember(jobId, llmApiKey);
  await notifyWorkers(db);
  return startAnswer((await store.getRun(db, run.id, ownerReader(ownerId)))!);
}

/**
 * Starts a new run that sends a completed run's attacks again, exactly as they were sent (a retried attack's
 * stored tries in order, stopping again at the first success), judged afresh: to the same target, or to
 * `request.target`. Unknown or foreign run → 404; a run not completed → 409 (its attacks are not all known yet).
 */
export async function replayRun(db: Store, runId: string, caller: Reader, request: RedTeamReplayRequest): Promise<RedTeamStartResponse> {
  const original = await store.getRun(db, runId, caller);
  if (!original) throw errors.notFound('Red-team run', runId);
  if (original.status !== 'completed') throw errors.runNotReplayable(runId, original.status);
  const target = request.target ?? original.target;
  if (request.target) await checkedTarget(request.target, ['body', 'target']);
  const project = await resolveProject(db, caller, { project_name: request.project_name ?? original.project_name });
  const plan = await store.attacksToReplay(db, runId);
  return queueRun(
    db,
    caller,
    {
      id: crypto.randomUUID(),
      project_id: project.id,
      name: request.run_name ?? replayName(original.name, new Date()),
      attack_vectors: original.attack_vectors,
      vulnerabilities: original.vulnerabilities,
      attacks_per_vector: original.attacks_per_vector,
      seed: original.seed,
      total_attacks: plan.length,
      settings: original.settings,
      target,
      replay_of: original.id,
    },
    plan,
    request.llm_api_key,
  );
}

/** What starting (or resuming) a run answers: the run as queued. */
function startAnswer(row: store.RunRow): RedTeamStartResponse {
  return {
    job_id: row.job_id,
    run_id: row.id,
    run_name: row.name,
    status: 'queued',
    project_name: row.project_name!,
    total_attacks: row.total_attacks,
    attack_vector_keys: row.attack_vectors,
    target_vulnerabilities: row.vulnerabilities,
    attacks_per_vector: row.attacks_per_vector,
    seed: row.seed,
    created_at: iso(row.created_at)!,
  };
}

/**
 * Queues a failed or cancelled run again, on its own job, which sends only the attacks still pending: those
 * already recorded (judged, or errors) are kept and never sent again. Other statuses → 409.
 */
export async function resumeRun(db: Store, runId: string, reader: Reader): Promise<RedTeamStartResponse> {
  const row = await store.getRun(db, runId, reader);
  if (!row) throw errors.notFound('Red-team run', runId);
  await db.transaction(async (tx) => {
    const status = await store.reopenRun(tx, runId);
    if (status !== 'failed' && status !== 'cancelled') throw errors.runNotResumable(runId, status);
    // The run and its job end together, so an ended run has an ended job; a job that is not (a store edited
    // by hand) is refused rather than run twice.
    if (!(await requeueEndedJob(tx, row.job_id))) throw errors.runNotResumable(runId, row.job_state ?? status);
  });
  await notifyWorkers(db);
  return startAnswer((await store.getRun(db, runId, reader))!);
}

type Tally = RedTeamRun['overall'];
const emptyTally = (): Tally => ({ total: 0, succeeded: 0, resisted: 0, errors: 0, pending: 0, attack_success_rate: null });
function add(t: Tally, status: string, n: number): void {
  t.total += n;
  if (status === 'succeeded') t.succeeded += n;
  else if (status === 'resisted') t.resisted += n;
  else if (status === 'error') t.errors += n;
  else t.pending += n;
  const judged = t.succeeded + t.resisted;
  t.attack_success_rate = judged === 0 ? null : Math.round((t.succeeded / judged) * 10000) / 10000;
}

export async function getRunDocument(db: Queryable, runId: string, reader: Reader): Promise<RedTeamRun> {
  const row = await store.getRun(db, runId, reader);
  if (!row) throw errors.notFound('Red-team run', runId);
  return runDocument(db, row);
}

/** The caller's runs, newest first, as the documents GET /v2/security/redteam/runs/{id} answers. */
export async function listRunDocuments(db: Queryable, filter: CreatedListFilter): Promise<{ runs: RedTeamRun[]; next_cursor: string | null }> {
  const page = pageOf(await store.listRuns(db, filter), filter.limit);
  const docs: RedTeamRun[] = [];
  for (const row of page.rows) docs.push(await runDocument(db, row));
  return { runs: docs, next_cursor: page.next_cursor };
}

/** Tallies per attack vector × vulnerability, every pair of the plan included (zeros before any attack ran). */
export async function runMatrix(db: Queryable, runId: string, reader: Reader): Promise<RedTeamMatrix> {
  const row = await store.getRun(db, runId, reader);
  if (!row) throw errors.notFound('Red-team run', runId);
  const cells = new Map<string, RedTeamMatrix['cells'][number]>();
  const cellOf = (vector: string, vulnerability: string) => {
    const key = JSON.stringify([vector, vulnerability]);
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { attack_vector_key: vector, vulnerability_key: vulnerability, ...emptyTally() }));
    return cell;
  };
  for (const v of row.attack_vectors) for (const u of row.vulnerabilities) cellOf(v, u);
  for (const t of await store.tallies(db, runId)) add(cellOf(t.attack_vector, t.vulnerability), t.status, t.n);
  return { run_id: row.id, attack_vector_keys: row.attack_vectors, target_vulnerabilities: row.vulnerabilities, cells: [...cells.values()] };
}

async function runDocument(db: Queryable, row: store.RunRow): Promise<RedTeamRun> {
  const runId = row.id;
  const overall = emptyTally();
  const byVector: Record<string, Tally> = Object.fromEntries(row.attack_vectors.map((k) => [k, emptyTally()]));
  const byVulnerability: Record<string, Tally> = Object.fromEntries(row.vulnerabilities.map((k) => [k, emptyTally()]));
  let tokensUsed = 0;
  let attackerCalls = 0;
  for (const t of await store.tallies(db, runId)) {
    tokensUsed += t.tokens;
    attackerCalls += t.attacker_calls;
    add(overall, t.status, t.n);
    add((byVector[t.attack_vector] ??= emptyTally()), t.status, t.n);
    add((byVulnerability[t.vulnerability] ??= emptyTally()), t.status, t.n);
  }
  // As stored: a job's end (failed, cancelled) is written to its run in the same transaction.
  const status = row.status;
  const completedAt = iso(row.completed_at) ?? (status === 'cancelled' || status === 'failed' ? iso(row.job_finished_at) : null);
  const startedAt = iso(row.started_at);
  return {
    run_id: row.id,
    job_id: row.job_id,
    run_name: row.name,
    project_name: row.project_name!,
    status,
    error: status === 'failed' ? (row.error ?? row.job_error ?? 'the run failed') : null,
    target_type: row.target.type,
    attack_vector_keys: row.attack_vectors,
    target_vulnerabilities: row.vulnerabilities,
    attacks_per_vector: row.attacks_per_vector,
    seed: row.seed,
    replay_of: row.replay_of,
    overall,
    by_vector: byVector,
    by_vulnerability: byVulnerability,
    created_at: iso(row.created_at)!,
    started_at: startedAt,
    completed_at: completedAt,
    duration_ms: completedAt && startedAt ? Math.max(0, Date.parse(completedAt) - Date.parse(startedAt)) : null,
    tokens_used: tokensUsed,
    attacker_calls: attackerCalls,
    // Runs stored before the budgets existed had the defaults' bound on calls and the server's on tokens.
    max_attacker_calls: row.settings.max_attacker_calls ?? DEFAULT_MAX_ATTACKER_CALLS,
    max_model_tokens: row.settings.max_model_tokens ?? null,
    purpose: row.settings.purpose ?? null,
  };
}

export async function cancelRun(db: Store, runId: string, reader: Reader): Promise<RedTeamRun> {
  const row = await store.getRun(db, runId, reader);
  if (!row) throw errors.notFound('Red-team run', runId);
  await db.transaction(async (tx) => {
    // A queued job is cancelled here and now, so the run is too; a running one is ended by its worker.
    const job = await requestJobCancel(tx, row.job_id, reader);
    if (job?.state === 'cancelled' && row.status !== 'cancelled') await store.endRun(tx, runId, 'cancelled', null);
  });
  return getRunDocument(db, runId, reader);
}
