// Asking an OpenAI-compatible guard model about one item. The API key is used for the call only: never
// logged, stored or put in an error message.
import { llamaGuardPrompt, nemotronPrompt } from './guard-prompt.js';
import { parseGuardAnswer, type GuardRating } from './guard-parse.js';

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

const RETRIES = 2;

async function complete(settings: GuardSettings, content: string): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let last = '';
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
        body: JSON.stringify({ model: settings.model, messages: [{ role: 'user', content }], temperature: 0, max_tokens: 100 }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      last = (err as Error).name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : `the endpoint could not be reached (${(err as Error).message})`;
      continue;
    }
    if (res.status === 429 || res.status >= 500) {
      last = `the endpoint answered HTTP ${res.status}`;
      continue;
    }
    if (!res.ok) throw new Error(`the endpoint answered HTTP ${res.status}${res.status === 401 ? ' (check the API key)' : ''}`);
    const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    const text = body?.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new Error('the endpoint answered without choices[0].message.content');
    return text;
  }
  throw new Error(last);
}

/** Rates one item; a failed call or an unreadable answer gives "unsure" with the reason, never an exception. */
export async function askGuard(settings: GuardSettings, prompt: string, response: string | null, labels: string[]): Promise<GuardVerdict> {
  const keep = (cats: string[]) => cats.filter((c) => labels.includes(c));
  try {
    if (settings.style === 'nemotron') {
      const reading = parseGuardAnswer(await complete(settings, nemotronPrompt(prompt, response, labels)), response === null ? 'prompt' : 'response');
      return {
        prompt: reading.prompt ?? 'unsure',
        response: response === null ? null : (reading.response ?? 'unsure'),
        categories: keep(reading.categories),
        reason: reading.problem ?? (reading.prompt === null || (response !== null && reading.response === null) ? 'the guard model did not rate every message' : null),
      };
    }
    // Llama Guard rates the last message only: one call for the prompt, one for the response.
    const onPrompt = parseGuardAnswer(await complete(settings, llamaGuardPrompt(prompt, null, labels)), 'prompt');
    const onResponse = response === null ? null : parseGuardAnswer(await complete(settings, llamaGuardPrompt(prompt, response, labels)), 'response');
    return {
      prompt: onPrompt.prompt ?? 'unsure',
      response: onResponse ? (onResponse.response ?? 'unsure') : null,
      categories: keep([...new Set([...onPrompt.categories, ...(onResponse?.categories ?? [])])].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))),
      reason: onPrompt.problem ?? onResponse?.problem ?? null,
    };
  } catch (err) {
    return { prompt: 'unsure', response: response === null ? null : 'unsure', categories: [], reason: `the guard model call failed: ${(err as Error).message}` };
  }
}
