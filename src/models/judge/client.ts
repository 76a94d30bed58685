// One client for any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server, LiteLLM): server
// settings ASSAY_LLM_*, a request's key for that request only, timeouts and retries (the openai package's,
// with backoff on 429 and 5xx), a concurrency limit, a per-run token budget, and a cache of answers keyed by
// the prompt's hash. A key is sent to the resolved base URL only (resolveJudgeSettings); it is never stored or
// logged.
import crypto from 'node:crypto';
import { APIConnectionTimeoutError, APIError, OpenAI } from 'openai';
import type { Config } from '../../config/config.js';

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

/**
 * Where a request key goes when the operator configured no judge endpoint: the service document makes
 * llm_api_key alone enough to turn the judges on, so it needs a provider to mean. OpenAI's API, with a small,
 * cheap current chat model; ASSAY_LLM_MODEL replaces the model, ASSAY_LLM_BASE_URL the whole provider.
 */
export const DEFAULT_JUDGE_PROVIDER = { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' } as const;

export type JudgeConfig = Pick<Config, 'llmBaseUrl' | 'llmModel' | 'llmApiKey' | 'llmRequestKeys' | 'llmTimeoutMs' | 'llmConcurrency' | 'llmTokenBudget'>;

/**
 * Which endpoint, model and key judge a request. The operator's endpoint (ASSAY_LLM_BASE_URL and
 * ASSAY_LLM_MODEL) always wins, with the request's key in place of ASSAY_LLM_API_KEY when request keys are on;
 * without one, a request's key (when on) goes to the default provider; otherwise no judge (null). The key
 * returned goes to the returned base URL only.
 */
export function resolveJudgeSettings(config: JudgeConfig, llmApiKey?: string): JudgeSettings | null {
  const requestKey = config.llmRequestKeys === 'on' && llmApiKey ? llmApiKey : undefined;
  const limits = { timeoutMs: config.llmTimeoutMs, maxRetries: 2, concurrency: config.llmConcurrency, tokenBudget: config.llmTokenBudget };
  // loadConfig refuses a base URL without a model; were one to come through, no key goes anywhere.
  if (config.llmBaseUrl)
    return config.llmModel ? { baseUrl: config.llmBaseUrl, model: config.llmModel, apiKey: requestKey ?? config.llmApiKey, ...limits } : null;
  if (!requestKey) return null;
  return { baseUrl: DEFAULT_JUDGE_PROVIDER.baseUrl, model: config.llmModel || DEFAULT_JUDGE_PROVIDER.model, apiKey: requestKey, ...limits };
}

let server: JudgeConfig | null = null;

export function configureJudge(config: Config): void {
  server = config;
}

/** The judge settings for a request (llm_api_key, when it gives one); null when no judge runs for it. */
export function judgeSettings(llmApiKey?: string): JudgeSettings | null {
  return server && resolveJudgeSettings(server, llmApiKey);
}

/**
 * A request's key where it may replace a key of the operator's other endpoints (the guard model's): only
 * when request keys are on and the judge endpoint is the operator's too. Without one, a request key is meant
 * for the default provider and goes there only.
 */
export function requestKeyForOperatorEndpoints(llmApiKey?: string): string | undefined {
  return server?.llmRequestKeys === 'on' && server.llmBaseUrl ? llmApiKey : undefined;
}

/** Why no judge runs for a request, for the places that report it; null when one does. */
export function noJudgeReason(llmApiKey?: string): string | null {
  if (judgeSettings(llmApiKey)) return null;
  if (server?.llmRequestKeys === 'off') {
    return llmApiKey
      ? 'no language-model judge: this server ignores llm_api_key (ASSAY_LLM_REQUEST_KEYS=off) and configures no judge endpoint (ASSAY_LLM_BASE_URL, ASSAY_LLM_MODEL)'
      : 'no language-model judge is configured (set ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL; this server ignores llm_api_key)';
  }
  return 'no language-model judge is configured (set ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL, or send llm_api_key)';
}

const CACHE_MAX = 5000;
const cache = new Map<string, { text: string; tokens: number }>();
const inFlight = new Map<string, Promise<string>>();

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
/** An answer without a message to read (an endpoint that is not OpenAI-compatible, or a broken one). */
export class JudgeAnswerMissing extends Error {}

/** A judge for one run: counts the tokens it uses against the budget. */
export class JudgeSession {
  tokensUsed = 0;
  /** Calls sent to the endpoint (retries inside one call not counted) and answers taken from the cache. */
  calls = 0;
  cacheHits = 0;
  private readonly client: OpenAI;
  private readonly slots: Slots;

  constructor(readonly settings: JudgeSettings) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey || 'none', timeout: settings.timeoutMs, maxRetries: settings.maxRetries });
    this.slots = new Slots(settings.concurrency);
  }

  /** The judge's answer to a prompt (from the cache when the same model saw the same prompt). */
  async ask(system: string, prompt: string): Promise<string> {
    return (await this.complete(prompt, { system })).text;
  }

  /**
   * The answer with its usage: `tokens` this call spent (0 when it came from the cache). Without `system` the
   * prompt goes as the only (user) message, as guard models expect; `maxTokens` caps the answer's length.
   */
  async complete(prompt: string, options: { system?: string; maxTokens?: number } = {}): Promise<{ text: string; tokens: number; cached: boolean }> {
    const { system, maxTokens } = options;
    const key = crypto
      .createHash('sha256')
      .update(`${this.settings.baseUrl}\n${this.settings.model}\n${maxTokens ?? ''}\n${system ?? ''}\n${prompt}`)
      .digest('hex');
    const hit = cache.get(key);
    if (hit) {
      this.cacheHits++;
      return { text: hit.text, tokens: 0, cached: true };
    }
    // The same prompt already on its way (identical items judged side by side): wait for that answer.
    const pending = inFlight.get(key);
    if (pending) {
      const text = await pending;
      this.cacheHits++;
      return { text, tokens: 0, cached: true };
    }
    const call = this.call(key, prompt, system, maxTokens);
    inFlight.set(
      key,
      call.then((r) => r.text),
    );
    inFlight.get(key)!.catch(() => {});
    try {
      return await call;
    } finally {
      inFlight.delete(key);
    }
  }

  private async call(
    key: string,
    prompt: string,
    system: string | undefined,
    maxTokens: number | undefined,
  ): Promise<{ text: string; tokens: number; cached: boolean }> {
    if (this.tokensUsed >= this.settings.tokenBudget)
      throw new JudgeBudgetExceeded(`the run's language-model token budget (${this.settings.tokenBudget}) is spent`);
    const completion = await this.slots.run(() => {
      this.calls++;
      return this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        ...(maxTokens ? { max_tokens: maxTokens } : {}),
        messages: [...(system === undefined ? [] : [{ role: 'system' as const, content: system }]), { role: 'user' as const, content: prompt }],
      });
    });
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new JudgeAnswerMissing('the endpoint answered without choices[0].message.content');
    const tokens = completion.usage?.total_tokens ?? 0;
    this.tokensUsed += tokens;
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { text: content, tokens });
    return { text: content, tokens, cached: false };
  }
}

/** A message for a failed call, without the key or the prompt; `who` names the model asked. */
export function judgeFailure(err: unknown, who = 'the judge'): string {
  if (err instanceof JudgeBudgetExceeded || err instanceof JudgeAnswerMissing) return err.message;
  // openai's error classes do not all set `name`: told apart by class.
  if (err instanceof APIConnectionTimeoutError) return `${who} did not answer in time`;
  const status = err instanceof APIError ? err.status : undefined;
  if (status) return `${who === 'the judge' ? 'the judge endpoint' : 'the endpoint'} answered HTTP ${status}${status === 401 ? ' (check the API key)' : ''}`;
  const e = err as { name?: string; constructor?: { name?: string } };
  return `${who} could not be reached (${e?.constructor?.name ?? e?.name ?? 'error'})`;
}
