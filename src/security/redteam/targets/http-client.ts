// One HTTP request to a target: the address policy checked at connect time, no redirects followed, a
// timeout, and the body read as text (bounded). Built on node:http so the connect-time check is possible.
// Also what the http and openai targets share around it: the URL check, retries with backoff, the status check.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkAddress, guardedLookup, type AddressPolicy } from './address-policy.js';

/** Largest target answer read; more is cut off (a model answer is far smaller). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface TargetResponse {
  status: number;
  /** Seconds the target asks to wait (Retry-After), when it says. */
  retryAfter: number | null;
  text: string;
}

export class TargetError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

export async function requestTarget(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string | null; timeoutMs: number; policy: AddressPolicy; signal?: AbortSignal },
): Promise<TargetResponse> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal IP hosts never go through the lookup: check them here.
  if (net.isIP(host)) checkAddress(init.policy, host, host);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method,
        headers: { ...(init.body !== null ? { 'content-type': 'application/json' } : {}), ...init.headers },
        lookup: guardedLookup(init.policy),
        timeout: init.timeoutMs,
        signal: init.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY_BYTES) chunks.push(chunk);
        });
        res.on('end', () => {
          const retryAfter = Number(res.headers['retry-after']);
          resolve({ status: res.statusCode ?? 0, retryAfter: Number.isFinite(retryAfter) ? retryAfter : null, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (err) => reject(new TargetError(`the target's answer broke off (${err.message})`, true)));
      },
    );
    req.on('timeout', () => req.destroy(new TargetError(`the target did not answer within ${init.timeoutMs} ms`, true)));
    req.on('error', (err) => {
      if (err instanceof TargetError) reject(err);
      else if ((err as Error).name === 'TargetRefused') reject(new TargetError((err as Error).message, false));
      else if ((err as Error).name === 'AbortError') reject(new TargetError('the run was stopped', false));
      else reject(new TargetError(`the target could not be reached (${(err as NodeJS.ErrnoException).code ?? err.message})`, true));
    });
    if (init.body !== null) req.write(init.body);
    req.end();
  });
}

/** A target's address, parsed; only http and https are sent to. */
export function targetUrl(text: string): URL {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetError(`the target URL must be http or https, not ${url.protocol}`, false);
  return url;
}

/** Retries, with backoff (or the target's Retry-After), what failed with a retryable TargetError: 429, 5xx, network errors. */
export async function withRetries<T>(retries: number, signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
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

export function checkStatus(status: number, retryAfter: number | null, text: string): void {
  if (status === 429 || status >= 500) throw new TargetError(`the target answered HTTP ${status}`, true, retryAfter);
  if (status < 200 || status >= 300) throw new TargetError(`the target answered HTTP ${status}: ${text.slice(0, 200)}`, false);
}
