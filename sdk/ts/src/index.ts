// A small typed client for Assay's HTTP API: the nine operations of the service document and a few more. Its
// types are generated from /openapi.json (openapi-types.ts). No dependencies: the built-in fetch of Node ≥ 18
// and browsers. Errors are thrown as AssayError with the server's detail.

// The API's shapes, generated from the service's /openapi.json (openapi-types.ts, `npm run sdk:types`).
import type { components } from './openapi-types.js';

export type { components, operations, paths } from './openapi-types.js';

export interface AssayClientOptions {
  /** e.g. http://127.0.0.1:8000 */
  baseUrl: string;
  apiKey: string;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
}

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class AssayError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[] | unknown,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`Assay answered ${status}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
    this.name = 'AssayError';
  }
}

type Schemas = components['schemas'];

export type DatasetItem = Schemas['MinimalInputItem'];
export type FailureAnalysisRequest = Schemas['FailureAnalysisRequest'];
export type FailureAnalysisResponse = Schemas['FailureAnalysisResponse'];
export type FailureSummary = Schemas['FailureSummary'];
export type FailureTag = Schemas['FailureTag'];
export type RunInput = Schemas['RunInput'];
export type TaxonomyBucket = Schemas['TaxonomyBucket'];
export type SecurityAuditRequest = Schemas['SecurityAuditRequest'];
export type SecurityAuditBatch = Schemas['SecurityAuditBatch'];
export type RedTeamRequest = Schemas['RedTeamRequest'];
export type RedTeamStartResponse = Schemas['RedTeamStartResponse'];
export type RedTeamReplayRequest = Schemas['RedTeamReplayRequest'];
export type RedTeamAttack = Schemas['RedTeamAttack'];
export type RedTeamTally = Schemas['RedTeamTally'];
export type RedTeamRun = Schemas['RedTeamRun'];
export type RedTeamComparison = Schemas['RedTeamComparison'];
export type EvaluationRequest = Schemas['EvaluationRequest'];
export type EvaluationRun = Schemas['EvaluationRun'];
export type EvaluationItem = Schemas['EvaluationItem'];
export type NativeTraceBatch = Schemas['NativeTraceBatch'];
export type NativeTraceBatchResult = Schemas['NativeTraceBatchResult'];
export type FullTrace = Schemas['FullTrace'];
export type Me = Schemas['Me'];
export type ApiKeyCreate = Schemas['ApiKeyCreate'];
export type ApiKeyCreated = Schemas['ApiKeyCreated'];
export type ResendVerificationResponse = Schemas['ResendVerificationResponse'];

/** Every operation the client calls, by method and OpenAPI path (a test checks them against /openapi.json). */
export const OPERATIONS = {
  analyze: ['post', '/v2/failure-analysis/analyze'],
  getAnalysisRun: ['get', '/v2/failure-analysis/runs/{run_id}'],
  getTaxonomyBucket: ['get', '/v2/failure-analysis/taxonomy/{bucket_id}'],
  audit: ['post', '/v2/security/audit'],
  startRedTeam: ['post', '/v2/security/redteam'],
  getRedTeamRun: ['get', '/v2/security/redteam/runs/{run_id}'],
  resumeRedTeamRun: ['post', '/v2/security/redteam/runs/{run_id}/resume'],
  replayRedTeamRun: ['post', '/v2/security/redteam/runs/{run_id}/replay'],
  listRedTeamAttacks: ['get', '/v2/security/redteam/runs/{run_id}/attacks'],
  compareRedTeamRuns: ['get', '/v2/security/redteam/runs/{run_id}/compare/{other_run_id}'],
  evaluate: ['post', '/v2/evaluate'],
  getEvaluationItem: ['get', '/v2/evaluate/items/{item_id}'],
  ingestTraces: ['post', '/api/v1/traces'],
  getFullTrace: ['get', '/api/v1/traces/{trace_id}/full'],
  me: ['get', '/v2/auth/me'],
  createKey: ['post', '/v2/keys'],
  resendVerification: ['post', '/v2/auth/resend-verification'],
} as const;

/** For analyze and audit: a key of the caller's choosing (1-255 printable characters) that makes a retry safe. */
export interface RetryOptions {
  idempotencyKey?: string;
}

const idempotencyHeader = (options: RetryOptions): Record<string, string> =>
  options.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey };

export class AssayClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: AssayClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await this.fetchImpl(this.baseUrl + path, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${this.options.apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : null;
    if (!res.ok && res.status !== 207) {
      const retry = res.headers.get('retry-after');
      throw new AssayError(res.status, parsed?.detail ?? parsed, retry === null ? null : Number(retry));
    }
    return parsed as T;
  }

  private call<T>(
    operation: keyof typeof OPERATIONS,
    params: Record<string, string> = {},
    body?: unknown,
    query = '',
    headers: Record<string, string> = {},
  ): Promise<T> {
    const [method, template] = OPERATIONS[operation];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
    return this.request<T>(method, query ? `${path}?${query}` : path, body, headers);
  }

  /** `idempotencyKey`: sent as Idempotency-Key, so a retry of this call returns the first run (docs/api.md). */
  analyze(request: FailureAnalysisRequest, options: RetryOptions = {}) {
    return this.call<FailureAnalysisResponse>('analyze', {}, request, '', idempotencyHeader(options));
  }
  getAnalysisRun(runId: string) {
    return this.call<FailureAnalysisResponse>('getAnalysisRun', { run_id: runId });
  }
  getTaxonomyBucket(bucketId: string) {
    return this.call<TaxonomyBucket>('getTaxonomyBucket', { bucket_id: bucketId });
  }
  audit(request: SecurityAuditRequest, options: RetryOptions = {}) {
    return this.call<SecurityAuditBatch>('audit', {}, request, '', idempotencyHeader(options));
  }
  startRedTeam(request: RedTeamRequest) {
    return this.call<RedTeamStartResponse>('startRedTeam', {}, request);
  }
  getRedTeamRun(runId: string) {
    return this.call<RedTeamRun>('getRedTeamRun', { run_id: runId });
  }

  /** Queues a failed or cancelled run again; only its pending attacks are sent (409 for other statuses). */
  resumeRedTeamRun(runId: string) {
    return this.call<RedTeamStartResponse>('resumeRedTeamRun', { run_id: runId });
  }
  /** Sends a completed run's stored attacks (generated tries included) again, as a new run (409 if not completed). */
  replayRedTeamRun(runId: string, request: RedTeamReplayRequest = {}) {
    return this.call<RedTeamStartResponse>('replayRedTeamRun', { run_id: runId }, request);
  }
  /** Attack success rates of a base and a head run side by side, with the change and the rows whose rate rose. */
  compareRedTeamRuns(baseRunId: string, headRunId: string) {
    return this.call<RedTeamComparison>('compareRedTeamRuns', { run_id: baseRunId, other_run_id: headRunId });
  }
  /** The attacks of a run, one page (the run's total is the response header X-Total-Count). */
  listRedTeamAttacks(runId: string, query: { status?: string; attack_vector_key?: string; vulnerability_key?: string; limit?: number; offset?: number } = {}) {
    const search = new URLSearchParams(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    return this.call<RedTeamAttack[]>('listRedTeamAttacks', { run_id: runId }, undefined, search.toString());
  }
  evaluate(request: EvaluationRequest) {
    return this.call<EvaluationRun>('evaluate', {}, request);
  }
  getEvaluationItem(itemId: string) {
    return this.call<EvaluationItem>('getEvaluationItem', { item_id: itemId });
  }
  ingestTraces(batch: NativeTraceBatch) {
    return this.call<NativeTraceBatchResult>('ingestTraces', {}, batch);
  }
  getFullTrace(traceId: string) {
    return this.call<FullTrace>('getFullTrace', { trace_id: traceId });
  }
  me() {
    return this.call<Me>('me');
  }
  createKey(request: ApiKeyCreate) {
    return this.call<ApiKeyCreated>('createKey', {}, request);
  }
  resendVerification() {
    return this.call<ResendVerificationResponse>('resendVerification');
  }

  /** Polls a red-team run until it is completed, failed or cancelled. */
  async waitForRedTeamRun(runId: string, intervalMs = 1000): Promise<RedTeamRun> {
    for (;;) {
      const run = await this.getRedTeamRun(runId);
      if (run.status === 'completed' || run.status === 'failed' || run.status === 'cancelled') return run;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
