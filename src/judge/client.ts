// One client for any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server, LiteLLM): server
// settings ASSAY_LLM_*, a request's key for that request only, timeouts and retries (the openai package's,
// with backoff on 429 and 5xx), a concurrency limit, a per-run token budget, and a cache of answers keyed by
// the prompt's hash. The key is sent to the configured base URL only; it is never stored or logged.
import crypto from 'node:crypto';
import { OpenAI } from 'openai';
import type { Config } from '../config/config.js';

export interface JudgeSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  maxRetries: number;
  concurrency: number;
  /** Tokens a run may use at most; calls beyond it are refused (the verdict is unsure). */
  tokenBudget: number;
}

let server: JudgeSettings | null = null;

export function configureJudge(config: Config): void {
  server = config.llmBaseUrl && config.llmModel
    ? { baseUrl: config.llmBaseUrl, model: config.llmModel, apiKey: config.llmApiKey, timeoutMs: config.llmTimeoutMs, maxRetries: 2, concurrency: config.llmConcurrency, tokenBudget: config.llmTokenBudget }
    : null;
}

/** The judge settings for a request (the server's, with the request's key when given); null when none is configured. */
export function judgeSettings(llmApiKey?: string): JudgeSettings | null {
  return server && { ...server, apiKey: llmApiKey ?? server.apiKey };
}

const CACHE_MAX = 5000;
const cache = new Map<string, { text: string; tokens: number }>();

/** Waits for a free slot among `limit`, per settings object (one per run). */
class Slots {
  private active = 0;
  private waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export class JudgeBudgetExceeded extends Error {}

/** A judge for one run: counts the tokens it uses against the budget. */
export class JudgeSession {
  tokensUsed = 0;
  private readonly client: OpenAI;
  private readonly slots: Slots;

  constructor(readonly settings: JudgeSettings) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey || 'none', timeout: settings.timeoutMs, maxRetries: settings.maxRetries });
    this.slots = new Slots(settings.concurrency);
  }

  /** The judge's answer to a prompt (from the cache when the same model saw the same prompt). */
  async ask(system: string, prompt: string): Promise<string> {
    const key = crypto.createHash('sha256').update(`${this.settings.baseUrl}\n${this.settings.model}\n${system}\n${prompt}`).digest('hex');
    const hit = cache.get(key);
    if (hit) return hit.text;
    if (this.tokensUsed >= this.settings.tokenBudget) throw new JudgeBudgetExceeded(`the run's judge token budget (${this.settings.tokenBudget}) is spent`);
    const completion = await this.slots.run(() =>
      this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: prompt },
        ],
      }),
    );
    const text = completion.choices?.[0]?.message?.content ?? '';
    const tokens = completion.usage?.total_tokens ?? 0;
    this.tokensUsed += tokens;
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { text, tokens });
    return text;
  }
}

/** A message for a failed call, without the key or the prompt. */
export function judgeFailure(err: unknown): string {
  if (err instanceof JudgeBudgetExceeded) return err.message;
  const e = err as { status?: number; name?: string; message?: string };
  if (e?.name === 'APIConnectionTimeoutError') return 'the judge did not answer in time';
  if (e?.status) return `the judge endpoint answered HTTP ${e.status}`;
  return `the judge could not be reached (${e?.name ?? 'error'})`;
}
