// A red-team target behind one interface: send the conversation so far (ending with a user turn), get the
// answer. Timeouts, retries with backoff on 429, 5xx and network errors, and the address policy live here.
import type { RedTeamTarget } from '../../schemas-redteam.js';
import { checkHost, type AddressPolicy } from './address-policy.js';
import { DEFAULT_BODY_TEMPLATE, fillTemplate, type Turn } from './body-template.js';
import { demoRespond, DEMO_SYSTEM_PROMPT } from './demo.js';
import { requestTarget, TargetError } from './http-client.js';
import { parseJsonPath, readPath } from './json-path.js';

export interface TargetClient {
  type: 'demo' | 'http' | 'openai';
  /** The system prompt the target runs with, when Assay knows it (demo, openai): for leakage judging. */
  systemPrompt: string | null;
  send(history: Turn[], signal?: AbortSignal): Promise<string>;
}

export interface SendOptions {
  timeoutMs: number;
  retries: number;
  policy: AddressPolicy;
}

/** Checks a target before a run starts: parsable path, allowed address. Throws with a message for a 422. */
export async function checkTarget(target: RedTeamTarget, policy: AddressPolicy): Promise<void> {
  if (target.type === 'demo') return;
  const url = new URL(target.type === 'http' ? target.url : target.base_url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetError(`the target URL must be http or https, not ${url.protocol}`, false);
  if (target.type === 'http' && target.response_path) parseJsonPath(target.response_path);
  await checkHost(policy, url.hostname);
}

async function withRetries<T>(retries: number, signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof TargetError) || !err.retryable || n >= retries || signal?.aborted) throw err;
      const wait = err.retryAfter !== null ? Math.min(10_000, err.retryAfter * 1000) : Math.min(10_000, 250 * 2 ** n);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

function checkStatus(status: number, retryAfter: number | null, text: string): void {
  if (status === 429 || status >= 500) throw new TargetError(`the target answered HTTP ${status}`, true, retryAfter);
  if (status < 200 || status >= 300) throw new TargetError(`the target answered HTTP ${status}: ${text.slice(0, 200)}`, false);
}

function httpTarget(target: Extract<RedTeamTarget, { type: 'http' }>, options: SendOptions): TargetClient {
  const url = new URL(target.url);
  const method = target.method ?? 'POST';
  const path = target.response_path ? parseJsonPath(target.response_path) : null;
  return {
    type: 'http',
    systemPrompt: null,
    send: (history, signal) =>
      withRetries(options.retries, signal, async () => {
        const prompt = history[history.length - 1].content;
        const body = method === 'GET' ? null : JSON.stringify(fillTemplate(target.body_template ?? DEFAULT_BODY_TEMPLATE, prompt, history));
        const res = await requestTarget(url, { method, headers: target.headers ?? {}, body, timeoutMs: options.timeoutMs, policy: options.policy, signal });
        checkStatus(res.status, res.retryAfter, res.text);
        if (!path) return res.text;
        let parsed: unknown;
        try {
          parsed = JSON.parse(res.text);
        } catch {
          throw new TargetError('the target did not answer JSON, so response_path cannot be read', false);
        }
        const value = readPath(parsed, path);
        if (value === undefined) throw new TargetError(`response_path ${target.response_path} found nothing in the target's answer`, false);
        return typeof value === 'string' ? value : JSON.stringify(value);
      }),
  };
}

function openaiTarget(target: Extract<RedTeamTarget, { type: 'openai' }>, options: SendOptions): TargetClient {
  const url = new URL(`${target.base_url.replace(/\/+$/, '')}/chat/completions`);
  return {
    type: 'openai',
    systemPrompt: target.system_prompt ?? null,
    send: (history, signal) =>
      withRetries(options.retries, signal, async () => {
        const messages = [...(target.system_prompt ? [{ role: 'system', content: target.system_prompt }] : []), ...history];
        const headers: Record<string, string> = target.api_key ? { authorization: `Bearer ${target.api_key}` } : {};
        const body = JSON.stringify({ model: target.model, messages });
        const res = await requestTarget(url, { method: 'POST', headers, body, timeoutMs: options.timeoutMs, policy: options.policy, signal });
        checkStatus(res.status, res.retryAfter, res.text);
        const content = (() => {
          try {
            return (JSON.parse(res.text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
          } catch {
            return undefined;
          }
        })();
        if (typeof content !== 'string') throw new TargetError('the endpoint answered without choices[0].message.content', false);
        return content;
      }),
  };
}

export function createTarget(target: RedTeamTarget | undefined, options: SendOptions): TargetClient {
  if (!target || target.type === 'demo') return { type: 'demo', systemPrompt: DEMO_SYSTEM_PROMPT, send: async (history) => demoRespond(history) };
  return target.type === 'http' ? httpTarget(target, options) : openaiTarget(target, options);
}
