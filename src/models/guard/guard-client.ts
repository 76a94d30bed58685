// Asking an OpenAI-compatible guard model about one item, through the judge client. The API key is used for
// the call only: never logged, stored or put in an error message.
import { llamaGuardPrompt, nemotronPrompt } from './guard-prompt.js';
import { parseGuardAnswer, type GuardRating } from './guard-parse.js';
import { JudgeSession, judgeFailure } from '../judge/client.js';

export interface GuardSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  style: 'nemotron' | 'llama-guard';
  timeoutMs: number;
}

/** What the guard model said about one item; stored with the item's verdict. */
export interface GuardVerdict {
  prompt: GuardRating;
  /** null when the item has no response. */
  response: GuardRating | null;
  categories: string[];
  /** Why a rating is unsure (an unreadable answer, a failed call); null otherwise. */
  reason: string | null;
}

/** Guard-model calls in flight at once for one batch or red-team run. */
export const GUARD_CONCURRENCY = 8;

/**
 * A session with the guard model through the one OpenAI-compatible client (src/models/judge/client.ts): its own
 * endpoint, key and timeout, two retries with backoff on 429, 5xx and timeouts, answers cached by prompt hash.
 * Guard prompts carry no system message and need a short answer.
 */
export interface GuardModel {
  session: JudgeSession;
  style: GuardSettings['style'];
}

export function guardModel(settings: GuardSettings): GuardModel {
  return {
    style: settings.style,
    session: new JudgeSession({
      baseUrl: settings.baseUrl,
      model: settings.model,
      apiKey: settings.apiKey,
      timeoutMs: settings.timeoutMs,
      maxRetries: 2,
      concurrency: GUARD_CONCURRENCY,
      tokenBudget: Number.POSITIVE_INFINITY,
    }),
  };
}

const complete = async (session: JudgeSession, content: string) => (await session.complete(content, { maxTokens: 100 })).text;

/** Rates one item; a failed call or an unreadable answer gives "unsure" with the reason, never an exception. */
export async function askGuard({ session, style }: GuardModel, prompt: string, response: string | null, labels: string[]): Promise<GuardVerdict> {
  const keep = (cats: string[]) => cats.filter((c) => labels.includes(c));
  try {
    if (style === 'nemotron') {
      const reading = parseGuardAnswer(await complete(session, nemotronPrompt(prompt, response, labels)), response === null ? 'prompt' : 'response');
      return {
        prompt: reading.prompt ?? 'unsure',
        response: response === null ? null : (reading.response ?? 'unsure'),
        categories: keep(reading.categories),
        reason:
          reading.problem ??
          (reading.prompt === null || (response !== null && reading.response === null) ? 'the guard model did not rate every message' : null),
      };
    }
    // Llama Guard rates the last message only: one call for the prompt, one for the response.
    const onPrompt = parseGuardAnswer(await complete(session, llamaGuardPrompt(prompt, null, labels)), 'prompt');
    const onResponse = response === null ? null : parseGuardAnswer(await complete(session, llamaGuardPrompt(prompt, response, labels)), 'response');
    return {
      prompt: onPrompt.prompt ?? 'unsure',
      response: onResponse ? (onResponse.response ?? 'unsure') : null,
      categories: keep([...new Set([...onPrompt.categories, ...(onResponse?.categories ?? [])])].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))),
      reason: onPrompt.problem ?? onResponse?.problem ?? null,
    };
  } catch (err) {
    return {
      prompt: 'unsure',
      response: response === null ? null : 'unsure',
      categories: [],
      reason: `the guard model call failed: ${judgeFailure(err, 'the guard model')}`,
    };
  }
}
