// The job behind a red-team run: send the pending attacks (concurrency and rate limit per run), judge each
// answer, and record outcomes in small batches, each committed with the job's progress under its lease. An
// attack is recorded only while pending, so a worker that takes over after a crash re-sends what was in
// flight and records nothing twice.
import { PermanentJobError, type JobContext, type JobHandler } from '../../jobs/worker.js';
import { askGuard, guardModel, type GuardModel } from '../../models/guard/guard-client.js';
import { guardFor } from '../audit/audit-service.js';
import { judgeHarmfulCompliance } from '../../models/harm-judge.js';
import { JudgeSession, judgeSettings } from '../../models/judge/client.js';
import { judgeAnswer, type JudgeVerdict } from './judge.js';
import { tryRandom } from './plan.js';
import * as store from './runs-store.js';
import { addressPolicy, REDTEAM_CHANNEL, REDTEAM_JOB } from './service.js';
import { requestKeys } from '../../jobs/request-keys.js';
import type { Turn } from './targets/body-template.js';
import { createTarget, type TargetClient } from './targets/target.js';
import { vectorsByKey } from './vectors/registry.js';
import { vulnerabilitiesByKey } from './vulnerabilities/registry.js';

/** Attacks loaded at a time. */
const PAGE = 512;
/** Outcomes recorded per step: few enough that a crash loses little, enough to keep the store calm. */
const FLUSH_AT = 64;

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

/** The models that judge a run's answers besides the built-in judge (the run's request key, else the server's). */
interface RunJudges {
  guard: GuardModel | null;
  judge: JudgeSession | null;
}

function judgesFor(key: string | undefined): RunJudges {
  const guard = guardFor(key);
  const judge = judgeSettings(key);
  return { guard: guard ? guardModel(guard) : null, judge: judge ? new JudgeSession(judge) : null };
}

/** How an attack is sent: its tries in order (one for most vectors), and whether they are kept one by one. */
interface TryPlan {
  count: number;
  turnsOf(tryNumber: number): string[];
  keepTries: boolean;
}

function tryPlan(attack: store.AttackRow, run: store.RunRow): TryPlan {
  // A replayed attack sends what the replayed run sent, try for try.
  if (attack.replay_tries) return { count: attack.replay_tries.length, turnsOf: (n) => attack.replay_tries![n - 1], keepTries: true };
  const retry = vectorsByKey.get(attack.attack_vector)?.retry;
  if (!retry) return { count: 1, turnsOf: () => attack.turns, keepTries: false };
  return {
    count: retry.maxTries(run.settings),
    turnsOf: (n) => retry.build({ base: attack.base, turns: attack.turns, random: tryRandom(run.seed, attack.idx, n) }, n),
    keepTries: true,
  };
}

/** One try: its turns sent in order (each after the previous answer, with the history), the last answer judged. */
async function sendTry(
  attack: store.AttackRow,
  turns: string[],
  target: TargetClient,
  limit: () => Promise<void>,
  judges: RunJudges,
  signal: AbortSignal,
): Promise<{ conversation: Turn[]; response: string | null; judge: JudgeVerdict | null; status: store.AttackTry['status']; error: string | null }> {
  const conversation: Turn[] = [];
  const vulnerability = vulnerabilitiesByKey.get(attack.vulnerability)!;
  try {
    for (const turn of turns) {
      await limit();
      conversation.push({ role: 'user', content: turn });
      conversation.push({ role: 'assistant', content: await target.send(conversation, signal) });
    }
    const response = conversation[conversation.length - 1].content;
    const labels = vulnerability.label ? [vulnerability.label] : ['S9', 'S14'];
    // The answer is read against the base attack: the intent behind any encoding or role-play.
    const [guard, llm] = await Promise.all([
      judges.guard ? askGuard(judges.guard, attack.base, response, labels) : null,
      judges.judge ? judgeHarmfulCompliance(judges.judge, attack.base, response, labels) : null,
    ]);
    const { status, verdict } = judgeAnswer(vulnerability, attack.base, response, target.systemPrompt, guard, llm);
    return { conversation, response, judge: verdict, status, error: null };
  } catch (err) {
    if (signal.aborted) throw signal.reason ?? err;
    return { conversation, response: null, judge: null, status: 'error', error: (err as Error).message };
  }
}

/**
 * Sends an attack's tries in order and stops at the first success or error (a failing target is not tried N
 * times more). Nothing is recorded until the last try: a worker that dies mid-attack leaves it pending, and
 * the next one sends it again from try 1, drawing the same tries.
 */
async function sendAttack(
  attack: store.AttackRow,
  run: store.RunRow,
  target: TargetClient,
  limit: () => Promise<void>,
  judges: RunJudges,
  signal: AbortSignal,
): Promise<store.AttackOutcome> {
  const started = performance.now();
  const plan = tryPlan(attack, run);
  const tries: store.AttackTry[] = [];
  let last: Awaited<ReturnType<typeof sendTry>> | null = null;
  for (let n = 1; n <= plan.count; n++) {
    const turns = plan.turnsOf(n);
    last = await sendTry(attack, turns, target, limit, judges, signal);
    const answers = last.conversation.filter((t) => t.role === 'assistant').map((t) => t.content);
    tries.push({ turns, answers, status: last.status, error: last.error, judge_tokens: last.judge?.llm_judge?.tokens ?? 0 });
    if (last.status !== 'resisted') break;
  }
  const { status, conversation, response, judge, error } = last!;
  return {
    id: attack.id,
    status,
    tries: plan.keepTries ? tries : null,
    conversation,
    response,
    judge,
    error,
    latency_ms: Math.round(performance.now() - started),
  };
}

async function runAttacks(ctx: JobContext, run: store.RunRow): Promise<void> {
  const target = createTarget(run.target, { timeoutMs: run.settings.timeout_seconds * 1000, retries: run.settings.max_retries, policy: addressPolicy() });
  const limit = rateLimiter(run.settings.rate_limit_per_second);
  const judges = judgesFor(requestKeys.get(ctx.job.id));
  let recorded = Number(ctx.job.progress.done ?? 0);
  const buffer: store.AttackOutcome[] = [];
  let chain = Promise.resolve();
  const flush = () => {
    const batch = buffer.splice(0);
    if (batch.length === 0) return chain;
    chain = chain.then(async () => {
      recorded += await ctx.step((tx) => store.recordOutcomes(tx, run.id, batch), { done: recorded + batch.length, total: run.total_attacks });
      await ctx.db.query('SELECT pg_notify($1, $2)', [REDTEAM_CHANNEL, run.id]).catch(() => {}); // wakes WebSocket streams
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
        buffer.push(await sendAttack(page[i], run, target, limit, judges, ctx.signal));
        if (buffer.length >= FLUSH_AT) await flush();
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
