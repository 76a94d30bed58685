// A small typed client for Assay's HTTP API (see /openapi.json for every field). No dependencies: the
// built-in fetch of Node ≥ 18 and browsers. Errors are thrown as AssayError with the server's detail.

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

export interface DatasetItem {
  input: string;
  output?: string | null;
  context?: string[] | string;
  reference?: string;
  system_prompt?: string;
  tool_calls?: unknown[];
  metadata?: Record<string, unknown>;
}

export interface FailureSummary {
  total_items: number;
  items_with_failures: number;
  fail_count: number;
  unsure_count: number;
  overall_score: number;
  max_severity: string | null;
  primary_bucket: string | null;
  primary_subcategory: string | null;
  should_alert: boolean;
  should_gate_ci: boolean;
  needs_human_review: boolean;
  gate_reasons: string[];
  [field: string]: unknown;
}

export interface FailureTag {
  tag_id: string;
  item_index: number;
  bucket_id: string;
  subcategory_id: string;
  decision: 'fail' | 'pass' | 'unsure';
  severity: string;
  confidence: number;
  [field: string]: unknown;
}

export interface FailureAnalysisResponse {
  run_id: string;
  project_name: string;
  status: 'processing' | 'completed' | 'failed';
  error: string | null;
  summary: FailureSummary;
  tags: FailureTag[];
  [field: string]: unknown;
}

export interface SecurityAuditBatch {
  batch_id: string;
  project_name: string;
  status: 'processing' | 'completed' | 'failed';
  total_items: number;
  unsafe_prompts: number;
  unsafe_responses: number;
  refusals: number;
  category_counts: Record<string, number>;
  [field: string]: unknown;
}

export interface RedTeamTally {
  total: number;
  succeeded: number;
  resisted: number;
  errors: number;
  pending: number;
  attack_success_rate: number | null;
}

export interface RedTeamRun {
  run_id: string;
  project_name: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  error: string | null;
  overall: RedTeamTally;
  by_vector: Record<string, RedTeamTally>;
  by_vulnerability: Record<string, RedTeamTally>;
  [field: string]: unknown;
}

export interface Me {
  user: { id: string; email: string | null; display_name: string; role: 'admin' | 'member'; email_verified: boolean };
  auth: 'key' | 'session';
  key_id: string | null;
  projects: string[] | null;
}

export interface ApiKeyCreated {
  id: string;
  name: string;
  key: string;
  projects: string[] | null;
  [field: string]: unknown;
}

export interface ResendVerificationResponse {
  status: 'sent' | 'already_verified';
  email: string;
  message: string;
  retry_after_seconds: number | null;
}

/** Every operation the client calls, by method and OpenAPI path (a test checks them against /openapi.json). */
export const OPERATIONS = {
  analyze: ['post', '/v2/failure-analysis/analyze'],
  getAnalysisRun: ['get', '/v2/failure-analysis/runs/{run_id}'],
  audit: ['post', '/v2/security/audit'],
  startRedTeam: ['post', '/v2/security/redteam'],
  getRedTeamRun: ['get', '/v2/security/redteam/runs/{run_id}'],
  evaluate: ['post', '/v2/evaluate'],
  ingestTraces: ['post', '/api/v1/traces'],
  getFullTrace: ['get', '/api/v1/traces/{trace_id}/full'],
  me: ['get', '/v2/auth/me'],
  createKey: ['post', '/v2/keys'],
  resendVerification: ['post', '/v2/auth/resend-verification'],
} as const;

export class AssayClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: AssayClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetchImpl(this.baseUrl + path, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${this.options.apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
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

  private call<T>(operation: keyof typeof OPERATIONS, params: Record<string, string> = {}, body?: unknown): Promise<T> {
    const [method, template] = OPERATIONS[operation];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
    return this.request<T>(method, path, body);
  }

  analyze(request: { project_name: string; dataset: DatasetItem[]; [option: string]: unknown }) {
    return this.call<FailureAnalysisResponse>('analyze', {}, request);
  }
  getAnalysisRun(runId: string) {
    return this.call<FailureAnalysisResponse>('getAnalysisRun', { run_id: runId });
  }
  audit(request: { project_name: string; dataset: { input: string; output?: string | null }[]; [option: string]: unknown }) {
    return this.call<SecurityAuditBatch>('audit', {}, request);
  }
  startRedTeam(request: { project_name: string; attack_vectors?: string[]; vulnerabilities?: string[]; [option: string]: unknown }) {
    return this.call<{ run_id: string; job_id: string; total_attacks: number; status: string }>('startRedTeam', {}, request);
  }
  getRedTeamRun(runId: string) {
    return this.call<RedTeamRun>('getRedTeamRun', { run_id: runId });
  }
  evaluate(request: { project_name: string; dataset: DatasetItem[]; metrics?: string[]; [option: string]: unknown }) {
    return this.call<Record<string, unknown>>('evaluate', {}, request);
  }
  ingestTraces(batch: { project_name?: string; items: Record<string, unknown>[] }) {
    return this.call<{ project_name: string; stored: number; duplicates: number; rejected: number }>('ingestTraces', {}, batch);
  }
  getFullTrace(traceId: string) {
    return this.call<Record<string, unknown>>('getFullTrace', { trace_id: traceId });
  }
  me() {
    return this.call<Me>('me');
  }
  createKey(request: { name: string; projects?: string[] }) {
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
