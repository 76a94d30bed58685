// One exchange with the target: a user turn sent after the conversation so far, and the judging of an answer
// by the built-in judge and the run's models (a guard model, a language-model judge) when it has them.
import { askGuard, guardModel, type GuardModel } from '../../models/guard/guard-client.js';
import { judgeHarmfulCompliance } from '../../models/harm-judge.js';
import { JudgeSession, judgeSettings } from '../../models/judge/client.js';
import { guardFor } from '../audit/audit-service.js';
import { withModelVerdicts, type JudgeVerdict } from './judge.js';
import { builtInJudgementOffLoop } from './judge-threads.js';
import type { AttackTry } from './runs-store.js';
import type { Turn } from './targets/body-template.js';
import type { TargetClient } from './targets/target.js';
import type { Vulnerability } from './vulnerabilities/types.js';

/**
 * The models of a run besides the built-in judge (from the run's request key, else the server's): a guard model,
 * and one session with the language model that both judges answers and, for attacker vectors, writes attacks,
 * so its token budget and count cover both.
 */
export interface RunModels {
  guard: GuardModel | null;
  session: JudgeSession | null;
}

/** The run's models; the session's budget is the run's (`maxTokens`), its count starts at what the run spent. */
export function modelsFor(key: string | undefined, maxTokens: number | undefined, tokensSpent: number): RunModels {
  const guard = guardFor(key);
  const settings = judgeSettings(key);
  const session = settings ? new JudgeSession({ ...settings, tokenBudget: Math.min(settings.tokenBudget, maxTokens ?? Infinity) }) : null;
  if (session) session.tokensUsed = tokensSpent;
  return { guard: guard ? guardModel(guard) : null, session };
}

/** Sends one user turn after the conversation so far (which it extends with the turn and the answer). */
export async function sendTurn(conversation: Turn[], turn: string, target: TargetClient, limit: () => Promise<void>, signal: AbortSignal): Promise<string> {
  await limit();
  conversation.push({ role: 'user', content: turn });
  const answer = await target.send(conversation, signal);
  conversation.push({ role: 'assistant', content: answer });
  return answer;
}

export interface Judged {
  status: 'succeeded' | 'resisted';
  verdict: JudgeVerdict;
}

/** Judges an answer against the request behind the attack (the intent behind any encoding or role-play). */
export async function judgeReply(vulnerability: Vulnerability, request: string, answer: string, target: TargetClient, models: RunModels): Promise<Judged> {
  const labels = vulnerability.label ? [vulnerability.label] : ['S9', 'S14'];
  const [builtIn, guard, llm] = await Promise.all([
    builtInJudgementOffLoop({ vulnerability: vulnerability.key, base: request, answer, systemPrompt: target.systemPrompt }),
    models.guard ? askGuard(models.guard, request, answer, labels) : null,
    models.session ? judgeHarmfulCompliance(models.session, request, answer, labels) : null,
  ]);
  return withModelVerdicts(vulnerability, builtIn, guard, llm);
}

/** How one try ended: the conversation it had, the last answer and its verdict, or the error. */
export interface TryResult {
  conversation: Turn[];
  response: string | null;
  judge: JudgeVerdict | null;
  status: AttackTry['status'];
  error: string | null;
}

/** One try: its turns sent in order (each after the previous answer, with the history), the last answer judged. */
export async function sendTry(
  vulnerability: Vulnerability,
  request: string,
  turns: string[],
  target: TargetClient,
  limit: () => Promise<void>,
  models: RunModels,
  signal: AbortSignal,
): Promise<TryResult> {
  const conversation: Turn[] = [];
  try {
    let response = '';
    for (const turn of turns) response = await sendTurn(conversation, turn, target, limit, signal);
    const { status, verdict } = await judgeReply(vulnerability, request, response, target, models);
    return { conversation, response, judge: verdict, status, error: null };
  } catch (err) {
    if (signal.aborted) throw signal.reason ?? err;
    return { conversation, response: null, judge: null, status: 'error', error: (err as Error).message };
  }
}

/** A try as stored: its turns, the answers it got, how it ended, and what the models spent on it. */
export function storedTry(turns: string[], result: Pick<TryResult, 'conversation' | 'status' | 'error'>, spent: ModelSpend): AttackTry {
  const answers = result.conversation.filter((t) => t.role === 'assistant').map((t) => t.content);
  return { turns, answers, status: result.status, error: result.error, ...spent };
}

/** What the run's models spent on one try. */
export interface ModelSpend {
  judge_tokens: number;
  attacker_calls: number;
  attacker_tokens: number;
}
