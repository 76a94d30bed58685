// The dashboard's one way to call the API: same-origin fetch with the session cookie, the CSRF token on
// every request that changes something, and the API's `detail` turned into a message a person can read.
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

interface ValidationIssue {
  loc?: (string | number)[];
  msg?: string;
}

/** A readable message from an error body: a string detail, or FastAPI-style issues joined with their place. */
export function messageOf(body: unknown, fallback: string): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return (detail as ValidationIssue[])
      .map((d) => (d.loc?.length ? `${d.loc.filter((p) => p !== 'body').join('.')}: ${d.msg}` : d.msg))
      .filter(Boolean)
      .join('; ');
  }
  const description = (body as { error_description?: unknown } | null)?.error_description;
  return typeof description === 'string' ? description : fallback;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** A raw body (e.g. CSV text) sent with this content type instead of JSON. */
  raw?: { text: string; contentType: string };
  signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** The body and the headers of a response (listings that say their paging in headers: X-Total-Count, Link). */
export async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? (options.body !== undefined || options.raw ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET' && method !== 'HEAD' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let body: string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.text;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  if (res.status === 204) return { data: undefined as T, headers: res.headers };
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) throw new ApiError(res.status, messageOf(data, `${res.status} ${res.statusText}`), data);
  return { data: data as T, headers: res.headers };
}

/** A query string from defined, non-empty values. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
