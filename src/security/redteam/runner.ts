// The job behind a red-team run: send the pending attacks (concurrency and rate limit per run), judge each
// answer, and record outcomes in small batches, each committed with the job's progress under its lease. An
// attack is recorded only while pending, so a worker that takes over after a crash re-sends what was in
// flight and records nothing twice.
import { setMaxListeners } from 'node:events';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { PermanentJobError, type JobContext, type JobHandler } from '../../jobs/worker.js';
import { noJudgeReason } from '../../models/judge/client.js';
import { requestKeys } from '../../jobs/request-keys.js';
import { AttackerBudget, failed, playRounds, tailor, type AttackerContext } from './attacker-loop.js';
import { modelsFor, sendTry, storedTry, type TryResult } from './exchange.js';
import { tryRandom } from './plan.js';
import * as store from './runs-store.js';
import { addressPolicy, DEFAULT_MAX_ATTACKER_CALLS, DEFAULT_MAX_TURNS, REDTEAM_CHANNEL, REDTEAM_JOB } from './service.js';
import { createTarget } from './targets/target.js';
import { vectorsByKey } from './vectors/registry.js';
import { vulnerabilitiesByKey } from './vulnerabilities/registry.js';

/** Attacks loaded at a time. */
const PAGE = 512;
/** Outcomes recorded per step: few enough that a crash loses little, enough to keep the store calm. */
const FLUSH_AT = 64;
/**
 * …or once their texts reach this many characters: a target that answers 200 KB made 64 outcomes one statement
 * of ~40 MB, which PGlite, on the event loop, took over a second to write (~50 ms for 250,000 characters).
 */
const FLUSH_AT_CHARS = 250_000;

/** The characters of an outcome's texts: its answer appears in its conversation and tries too. */
function outcomeChars(outcome: store.AttackOutcome): number {
  let chars = (outcome.response?.length ?? 0) + (outcome.error?.length ?? 0);
  for (const turn of outcome.conversation) chars += turn.content.length;
  for (const attempt of outcome.tries ?? []) for (const answer of attempt.answers) chars += answer.length;
  return chars;
}

/** At most `perSecond` acquisitions a second, evenly spaced; unlimited when null. */
export function rateLimiter(perSecond: number | null): () => Promise<void> {
  if (!perSecond) return async () => {};
  const gap = 1000 / perSecond;
  let next = Date.now();
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  };
}

/** How an attack is sent: its tries in order (one for most vectors), and whether they are kept one by one. */
interface TryPlan {
  count: number;
  turnsOf(tryNumber: number): string[];
  keepTries: boolean;
}

/** The tries of an offline vector (or a replay) for the planned `turns`, `tailored` when the base was rewritten. */
function tryPlan(attack: store.AttackRow, run: store.RunRow, turns: string[], tailored: boolean): TryPlan {
  // A replayed attack sends what the replayed run sent, try for try (a try without turns sent nothing).
  if (attack.replay_tries) {
    const sent = attack.replay_tries.filter((t) => t.length > 0);
    return { count: sent.length, turnsOf: (n) => sent[n - 1], keepTries: true };
  }
  const retry = vectorsByKey.get(attack.attack_vector)?.retry;
  if (!retry) return { count: 1, turnsOf: () => turns, keepTries: tailored };
  return {
    count: retry.maxTries(run.settings),
    turnsOf: (n) => retry.build({ base: attack.base, turns, random: tryRandom(run.seed, attack.idx, n) }, n),
    keepTries: true,
  };
}

/** The planned turns rebuilt by the attack's vector from a tailored base (seeded by the attack alone). */
function rebuiltTurns(attack: store.AttackRow, run: store.RunRow, base: string): string[] {
  const vulnerability = vulnerabilitiesByKey.get(attack.vulnerability)!;
  const baseIndex = Math.max(0, vulnerability.attacks.indexOf(attack.base));
  return vectorsByKey.get(attack.attack_vector)!.build({ base, baseIndex, vulnerability, random: tryRandom(run.seed, attack.idx, 0) });
}

/**
 * Sends an attack's tries in order and stops at the first success or error (a failing target is not tried N
 * times more). Nothing is recorded until the last try: a worker that dies mid-attack leaves it pending, and
 * the next one sends it again from try 1, drawing the same tries (an attacker model may write other ones).
 */
async function sendAttack(attack: store.AttackRow, run: store.RunRow, ctx: AttackerContext): Promise<store.AttackOutcome> {
  const started = performance.now();
  const vulnerability = vulnerabilitiesByKey.get(attack.vulnerability)!;
  const strategy = attack.replay_tries ? undefined : vectorsByKey.get(attack.attack_vector)?.attacker;
  let request = attack.base;
  let turns = attack.turns;
  const tailored = ctx.purpose && !attack.replay_tries ? await tailor(ctx, ctx.purpose, attack.base) : null;
  if (tailored && 'message' in tailored) {
    request = tailored.message;
    turns = rebuiltTurns(attack, run, request);
  }
  let tries: store.AttackTry[] = [];
  let last: TryResult;
  let keepTries = true;
  if (tailored && 'problem' in tailored) {
    last = failed(`the request could not be tailored to config.purpose: ${tailored.problem}`);
  } else if (strategy) {
    ({ tries, last } = await playRounds(ctx, strategy, vulnerability, request, turns));
  } else {
    const plan = tryPlan(attack, run, turns, ctx.purpose !== null);
    keepTries = plan.keepTries;
    last = failed('the replayed run sent nothing for this attack');
    for (let n = 1; n <= plan.count; n++) {
      const sent = plan.turnsOf(n);
      last = await sendTry(vulnerability, request, sent, ctx.target, ctx.limit, ctx.models, ctx.signal);
      tries.push(storedTry(sent, last, { judge_tokens: last.judge?.llm_judge?.tokens ?? 0, attacker_calls: 0, attacker_tokens: 0 }));
      if (last.status !== 'resisted') break;
    }
  }
  // The tailoring call counts with the attack's first try (a try of its own when it failed).
  if (tailored) {
    if (!tries[0]) tries.push(storedTry([], last, { judge_tokens: 0, attacker_calls: 0, attacker_tokens: 0 }));
    tries[0].attacker_calls += tailored.calls;
    tries[0].attacker_tokens += tailored.tokens;
  }
  const { status, conversation, response, judge, error } = last;
  return { id: attack.id, status, tries: keepTries ? tries : null, conversation, response, judge, error, latency_ms: Math.round(performance.now() - started) };
}

async function runAttacks(ctx: JobContext, run: store.RunRow): Promise<void> {
  const target = createTarget(run.target, { timeoutMs: run.settings.timeout_seconds * 1000, retries: run.settings.max_retries, policy: addressPolicy() });
  // Every request in flight listens to the job's signal (one per lane, a few more for retries): not a leak.
  setMaxListeners(10 + 2 * run.settings.concurrency, ctx.signal);
  const key = requestKeys.get(ctx.job.id);
  // A resumed job starts its counts from what the run already recorded, so the budgets hold over a crash.
  const spent = await store.modelSpend(ctx.db, run.id);
  const attacker: AttackerContext = {
    models: modelsFor(key, run.settings.max_model_tokens, spent.tokens),
    budget: new AttackerBudget(run.settings.max_attacker_calls ?? DEFAULT_MAX_ATTACKER_CALLS, spent.attacker_calls),
    noModelReason: key
      ? (noJudgeReason(key) ?? '')
      : `${noJudgeReason()} (a run's llm_api_key stays in the memory of the process that took the request: a run resumed by another process has the server's model only)`,
    purpose: run.settings.purpose ?? null,
    maxTurns: run.settings.max_turns ?? DEFAULT_MAX_TURNS,
    target,
    limit: rateLimiter(run.settings.rate_limit_per_second),
    signal: ctx.signal,
  };
  let recorded = Number(ctx.job.progress.done ?? 0);
  const buffer: store.AttackOutcome[] = [];
  let bufferedChars = 0;
  let chain = Promise.resolve();
  const flush = () => {
    const batch = buffer.splice(0);
    bufferedChars = 0;
    if (batch.length === 0) return chain;
    chain = chain.then(async () => {
      recorded += await ctx.step((tx) => store.recordOutcomes(tx, run.id, batch), { done: recorded + batch.length, total: run.total_attacks });
      await ctx.db.query('SELECT pg_notify($1, $2)', [REDTEAM_CHANNEL, run.id]).catch(() => {}); // wakes WebSocket streams
      // An embedded store (PGlite) writes on this thread, and its queries resolve without letting the loop run.
      await yieldToLoop();
    });
    return chain;
  };
  for (;;) {
    const page = await store.pendingAttacks(ctx.db, run.id, PAGE);
    if (page.length === 0) break;
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < page.length; i = next++) {
        if (ctx.signal.aborted) return;
        const outcome = await sendAttack(page[i], run, attacker);
        buffer.push(outcome);
        bufferedChars += outcomeChars(outcome);
        if (buffer.length >= FLUSH_AT || bufferedChars >= FLUSH_AT_CHARS) await flush();
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(run.settings.concurrency, page.length) }, lane));
    await flush();
    const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
    if (failed) throw failed.reason;
    if (ctx.signal.aborted) throw ctx.signal.reason;
  }
}

export const redTeamJobHandler: JobHandler = {
  kind: REDTEAM_JOB,
  async run(ctx) {
    const runId = String(ctx.job.payload.run_id);
    const run = await store.getRun(ctx.db, runId, null);
    if (!run) throw new PermanentJobError(`red-team run ${runId} no longer exists`);
    await ctx.step((tx) => store.setRunStatus(tx, runId, 'running', { started: true }));
    // A failure here fails the job attempt; the queue retries it and, when it gives up, `ended` marks the run
    // failed with the job's reason.
    await runAttacks(ctx, run);
    await ctx.step((tx) => store.setRunStatus(tx, runId, 'completed', { completed: true }));
    await ctx.db.query('SELECT pg_notify($1, $2)', [REDTEAM_CHANNEL, runId]).catch(() => {});
    requestKeys.forget(ctx.job.id);
    return { run_id: runId };
  },
  async ended(tx, job, state, error) {
    await store.endRun(tx, String(job.payload.run_id), state, error);
  },
};
