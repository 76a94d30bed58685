// The CLI's connection to a running Assay: where (ASSAY_URL, else the stored login, else the default
// address), with which key (ASSAY_API_KEY, else the stored login's), through the built-in fetch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from './errors.js';

export const DEFAULT_URL = 'http://127.0.0.1:8000';

export interface Credentials {
  url: string;
  api_key: string;
  created_at: string;
}

/** $XDG_CONFIG_HOME/assay/credentials.json, else ~/.config/assay/credentials.json. */
export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  return path.join(base, 'assay', 'credentials.json');
}

export function readCredentials(env: NodeJS.ProcessEnv = process.env): Credentials | null {
  try {
    return JSON.parse(fs.readFileSync(credentialsPath(env), 'utf8')) as Credentials;
  } catch {
    return null;
  }
}

/** Written readable by the user only (0600, directory 0700): the file holds a key. */
export function writeCredentials(credentials: Credentials, env: NodeJS.ProcessEnv = process.env): string {
  const file = credentialsPath(env);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an existing file keeps its mode on write
  return file;
}

export function removeCredentials(env: NodeJS.ProcessEnv = process.env): boolean {
  const file = credentialsPath(env);
  if (!fs.existsSync(file)) return false;
  fs.rmSync(file);
  return true;
}

/** An answer the server refused: its status and its detail, said in one line. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the server answered ${status}: ${describeDetail(body)}`);
  }
}

function describeDetail(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail.map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).join('.')}: ${d.msg}`).join('; ');
  }
  return typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body).slice(0, 300);
}

export interface RequestOptions {
  json?: unknown;
  body?: string;
  contentType?: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  /** Statuses to return instead of throwing (e.g. 400 while polling a device login). */
  accept?: number[];
}

/** A failed connection said in words, not as its error code. */
const CONNECT_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
};

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly apiKey: string | null,
  ) {}

  /** ASSAY_URL, else `url` (a suite file's server), else the stored login's, else the default address. */
  static fromEnvironment(options: { needKey?: boolean; url?: string } = { needKey: true }, env: NodeJS.ProcessEnv = process.env): ApiClient {
    const stored = readCredentials(env);
    const url = (env.ASSAY_URL || options.url || stored?.url || DEFAULT_URL).replace(/\/+$/, '');
    const key = env.ASSAY_API_KEY || (stored && stored.url === url ? stored.api_key : null);
    if (options.needKey !== false && !key) {
      throw new UsageError(`no API key for ${url}: run \`assay login\`, or set ASSAY_API_KEY.`);
    }
    return new ApiClient(url, key);
  }

  async request<T = unknown>(method: string, pathname: string, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
    const url = new URL(this.baseUrl + pathname);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    let body: string | undefined = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = (cause?.code && CONNECT_PROBLEMS[cause.code]) ?? cause?.message ?? String(err);
      throw new Error(`cannot reach Assay at ${this.baseUrl} (${why}): is it running, and is ASSAY_URL right?`);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text for the message
    }
    if (!res.ok && !(options.accept ?? []).includes(res.status)) throw new ApiError(res.status, parsed);
    return { status: res.status, body: parsed as T };
  }
}
