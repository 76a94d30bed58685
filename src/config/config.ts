// The one place that reads the environment. Parsed and validated once at start; everything else receives
// the resulting Config object, so tests can build apps with any settings without touching process.env.
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export const ConfigSchema = Type.Object({
  host: Type.String({ default: '127.0.0.1', description: 'HOST: address to listen on.' }),
  port: Type.Integer({ minimum: 0, maximum: 65535, default: 8000, description: 'PORT: port to listen on.' }),
  dataDir: Type.String({ default: './data', description: 'ASSAY_DATA_DIR: PGlite data and local files.' }),
  pgliteSharedBuffersMb: Type.Integer({
    minimum: 1,
    maximum: 4096,
    default: 16,
    description: 'ASSAY_PGLITE_SHARED_BUFFERS_MB: PostgreSQL shared_buffers of the embedded PGlite store, in MB.',
  }),
  databaseUrl: Type.Optional(Type.String({ description: 'DATABASE_URL: postgres://… to use PostgreSQL instead of PGlite.' })),
  initApiKey: Type.Optional(Type.String({ minLength: 32, description: 'ASSAY_INIT_API_KEY: admin key provisioned at start.' })),
  bodyLimitBytes: Type.Integer({ minimum: 1024, default: 64 * 1024 * 1024, description: 'ASSAY_BODY_LIMIT_BYTES.' }),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info', description: 'ASSAY_LOG_LEVEL.' },
  ),
  workerConcurrency: Type.Integer({ minimum: 1, maximum: 64, default: 2, description: 'ASSAY_WORKER_CONCURRENCY: jobs run at once per process.' }),
  jobLeaseSeconds: Type.Number({
    minimum: 1,
    maximum: 3600,
    default: 30,
    description: 'ASSAY_JOB_LEASE_SECONDS: a running job whose worker stops renewing its lease for this long is taken over.',
  }),
  jobPollMs: Type.Integer({
    minimum: 10,
    maximum: 60000,
    default: 1000,
    description: 'ASSAY_JOB_POLL_MS: how often idle workers look for due jobs besides notifications.',
  }),
  analysisThreads: Type.Integer({
    minimum: -1,
    maximum: 64,
    default: -1,
    description: 'ASSAY_ANALYSIS_THREADS: worker threads for failure analysis; -1 = one per core, 0 = analyse on the main thread.',
  }),
  guardBaseUrl: Type.String({
    default: '',
    description: 'ASSAY_GUARD_BASE_URL: OpenAI-compatible endpoint (…/v1) of a guard model for the security audit; empty = none.',
  }),
  guardModel: Type.String({
    default: '',
    description: 'ASSAY_GUARD_MODEL: model name of the guard model (e.g. llama-guard-3-8b); needed with ASSAY_GUARD_BASE_URL.',
  }),
  guardApiKey: Type.String({
    default: '',
    description: "ASSAY_GUARD_API_KEY: API key of the guard endpoint; a request's llm_api_key replaces it for that request.",
  }),
  guardStyle: Type.Union([Type.Literal('nemotron'), Type.Literal('llama-guard')], {
    default: 'nemotron',
    description: 'ASSAY_GUARD_STYLE: prompt style of the guard model: nemotron (one JSON verdict per item) or llama-guard (safe/unsafe per message).',
  }),
  guardTimeoutMs: Type.Integer({
    minimum: 100,
    maximum: 600000,
    default: 30000,
    description: 'ASSAY_GUARD_TIMEOUT_MS: longest wait for one guard-model answer.',
  }),
  warmUp: Type.Boolean({
    default: true,
    description:
      'ASSAY_WARM_UP: 0 skips judging built-in examples before serving (faster start; the first requests then build what the checks build at first use).',
  }),
  allowPrivateTargets: Type.Boolean({
    default: false,
    description: 'ASSAY_ALLOW_PRIVATE_TARGETS: 1 lets red-team targets have private, loopback and link-local addresses.',
  }),
  targetAllowlist: Type.String({
    default: '',
    description: 'ASSAY_TARGET_ALLOWLIST: comma-separated host names and CIDR networks red-team targets may use even when private.',
  }),
  tracesMaxInflight: Type.Integer({
    minimum: 1,
    maximum: 1024,
    default: 8,
    description: 'ASSAY_TRACES_MAX_INFLIGHT: trace ingestion requests handled at once per process; more get 429 with Retry-After.',
  }),
  llmBaseUrl: Type.String({
    default: '',
    description:
      "ASSAY_LLM_BASE_URL: OpenAI-compatible endpoint (…/v1) of the language-model judge; empty = none of the operator's (a request's llm_api_key then goes to the default provider, judge/client.ts).",
  }),
  llmModel: Type.String({
    default: '',
    description:
      'ASSAY_LLM_MODEL: the judge model; needed with ASSAY_LLM_BASE_URL; without it, the model request keys use at the default provider (else its default model).',
  }),
  llmApiKey: Type.String({ default: '', description: "ASSAY_LLM_API_KEY: the judge endpoint's key; a request's llm_api_key replaces it for that request." }),
  llmRequestKeys: Type.Union([Type.Literal('on'), Type.Literal('off')], {
    default: 'on',
    description:
      "ASSAY_LLM_REQUEST_KEYS: on = a request's llm_api_key turns the judges on (at ASSAY_LLM_BASE_URL, else at the default provider); off = request keys are ignored.",
  }),
  llmTimeoutMs: Type.Integer({
    minimum: 100,
    maximum: 600000,
    default: 60000,
    description: 'ASSAY_LLM_TIMEOUT_MS: longest wait for one judge answer (retried twice on 429, 5xx and timeouts).',
  }),
  llmConcurrency: Type.Integer({ minimum: 1, maximum: 256, default: 8, description: 'ASSAY_LLM_CONCURRENCY: judge calls in flight at once per run.' }),
  llmTokenBudget: Type.Integer({
    minimum: 1000,
    default: 2000000,
    description: 'ASSAY_LLM_TOKEN_BUDGET: judge tokens a run may use at most; beyond it verdicts are unsure.',
  }),
  publicUrl: Type.String({
    default: '',
    description: 'ASSAY_PUBLIC_URL: the address people reach Assay at, for links in mails and device login; empty = http://HOST:PORT.',
  }),
  sessionTtlHours: Type.Integer({ minimum: 1, maximum: 8760, default: 168, description: 'ASSAY_SESSION_TTL_HOURS: how long a dashboard login lasts.' }),
  keyCacheSeconds: Type.Number({
    minimum: 0,
    maximum: 3600,
    default: 10,
    description:
      'ASSAY_KEY_CACHE_SECONDS: how long a process reuses a checked API key without asking the store again; 0 = ask on every request. A revoke takes effect at once in the process that revoked, and on PostgreSQL in the others when its notification arrives (at the latest after this time).',
  }),
  devicePollSeconds: Type.Integer({
    minimum: 1,
    maximum: 60,
    default: 5,
    description: 'ASSAY_DEVICE_POLL_SECONDS: the polling interval device login (RFC 8628) asks clients to keep.',
  }),
  signup: Type.Union([Type.Literal('open'), Type.Literal('closed')], {
    default: 'open',
    description: 'ASSAY_SIGNUP: open = anyone may sign up; closed = only an admin (key or session) may create accounts through POST /v2/auth/signup.',
  }),
  trustProxy: Type.String({
    default: '',
    description:
      'ASSAY_TRUST_PROXY: reverse proxies whose X-Forwarded-For/-Proto are believed (comma-separated addresses or CIDRs, or "true" for any hop); empty = none, the connection\'s address counts.',
  }),
  smtpUrl: Type.String({
    default: '',
    description: 'ASSAY_SMTP_URL: smtp:// or smtps:// server for mails; empty = write each mail as an .eml file under <data dir>/outbox.',
  }),
  mailFrom: Type.String({ default: 'Assay <assay@localhost>', description: 'ASSAY_MAIL_FROM: the From address of mails.' }),
  shutdownTimeoutSeconds: Type.Number({
    minimum: 1,
    maximum: 600,
    default: 30,
    description: 'ASSAY_SHUTDOWN_TIMEOUT_SECONDS: longest wait for in-flight work on SIGTERM.',
  }),
});
export type Config = Static<typeof ConfigSchema>;

export const ENV_NAMES: Record<keyof Config, string> = {
  host: 'HOST',
  port: 'PORT',
  dataDir: 'ASSAY_DATA_DIR',
  pgliteSharedBuffersMb: 'ASSAY_PGLITE_SHARED_BUFFERS_MB',
  databaseUrl: 'DATABASE_URL',
  initApiKey: 'ASSAY_INIT_API_KEY',
  bodyLimitBytes: 'ASSAY_BODY_LIMIT_BYTES',
  logLevel: 'ASSAY_LOG_LEVEL',
  workerConcurrency: 'ASSAY_WORKER_CONCURRENCY',
  jobLeaseSeconds: 'ASSAY_JOB_LEASE_SECONDS',
  jobPollMs: 'ASSAY_JOB_POLL_MS',
  analysisThreads: 'ASSAY_ANALYSIS_THREADS',
  guardBaseUrl: 'ASSAY_GUARD_BASE_URL',
  guardModel: 'ASSAY_GUARD_MODEL',
  guardApiKey: 'ASSAY_GUARD_API_KEY',
  guardStyle: 'ASSAY_GUARD_STYLE',
  guardTimeoutMs: 'ASSAY_GUARD_TIMEOUT_MS',
  warmUp: 'ASSAY_WARM_UP',
  allowPrivateTargets: 'ASSAY_ALLOW_PRIVATE_TARGETS',
  targetAllowlist: 'ASSAY_TARGET_ALLOWLIST',
  tracesMaxInflight: 'ASSAY_TRACES_MAX_INFLIGHT',
  llmBaseUrl: 'ASSAY_LLM_BASE_URL',
  llmModel: 'ASSAY_LLM_MODEL',
  llmApiKey: 'ASSAY_LLM_API_KEY',
  llmRequestKeys: 'ASSAY_LLM_REQUEST_KEYS',
  llmTimeoutMs: 'ASSAY_LLM_TIMEOUT_MS',
  llmConcurrency: 'ASSAY_LLM_CONCURRENCY',
  llmTokenBudget: 'ASSAY_LLM_TOKEN_BUDGET',
  publicUrl: 'ASSAY_PUBLIC_URL',
  sessionTtlHours: 'ASSAY_SESSION_TTL_HOURS',
  keyCacheSeconds: 'ASSAY_KEY_CACHE_SECONDS',
  devicePollSeconds: 'ASSAY_DEVICE_POLL_SECONDS',
  signup: 'ASSAY_SIGNUP',
  trustProxy: 'ASSAY_TRUST_PROXY',
  smtpUrl: 'ASSAY_SMTP_URL',
  mailFrom: 'ASSAY_MAIL_FROM',
  shutdownTimeoutSeconds: 'ASSAY_SHUTDOWN_TIMEOUT_SECONDS',
};

export class ConfigError extends Error {}

/** Builds a Config from environment-like strings plus overrides; throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const raw: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof Config, string][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const schema = ConfigSchema.properties[key] as { type?: string };
    if (schema.type === 'boolean') raw[key] = /^(?:1|true|yes|on)$/i.test(value) ? true : /^(?:0|false|no|off)$/i.test(value) ? false : value;
    else raw[key] = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
  }
  const merged = Value.Default(ConfigSchema, { ...raw, ...overrides }) as Config;
  const errors = [...Value.Errors(ConfigSchema, merged)];
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const key = e.path.slice(1) as keyof Config;
      return `${ENV_NAMES[key] ?? key}: ${describe(key, e.message)}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${[...new Set(lines)].join('\n  ')}`);
  }
  if (merged.databaseUrl && !/^postgres(ql)?:\/\//.test(merged.databaseUrl)) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: must start with postgres:// or postgresql://');
  }
  // A base URL alone would leave the judge without a model; a request key must never fall back to the default
  // provider when the operator pointed the judge elsewhere, so this is refused rather than guessed.
  if (merged.llmBaseUrl && !merged.llmModel) {
    throw new ConfigError('Invalid configuration:\n  ASSAY_LLM_MODEL: needed with ASSAY_LLM_BASE_URL (the judge model at that endpoint)');
  }
  if (merged.smtpUrl && !/^smtps?:\/\//.test(merged.smtpUrl)) {
    throw new ConfigError('Invalid configuration:\n  ASSAY_SMTP_URL: must start with smtp:// or smtps://');
  }
  return { ...merged, dataDir: path.resolve(merged.dataDir) };
}

/** Fastify's trustProxy from ASSAY_TRUST_PROXY: false, true (any hop), or the list of proxy addresses. */
export function trustProxyOption(config: Config): boolean | string {
  const value = config.trustProxy.trim();
  if (!value || /^(?:false|0|no)$/i.test(value)) return false;
  if (/^(?:true|1|yes)$/i.test(value)) return true;
  return value;
}

/** Where people reach this server: ASSAY_PUBLIC_URL, else http://HOST:PORT (no trailing slash). */
export function publicBaseUrl(config: Config): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

function describe(key: keyof Config, message: string): string {
  if (key === 'initApiKey') return 'must be at least 32 characters long (use e.g. `openssl rand -hex 32`)';
  return message;
}
