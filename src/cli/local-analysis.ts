// `assay analyze --local`, `assay audit --local` and `assay evaluate --local`: runs made in this process
// (analysis/local-run.ts, security/audit/local-audit.ts, evaluation/local-run.ts), with the engine configured from the environment as a server's is (threads, and
// a model when ASSAY_LLM_* name one).
import { loadConfig } from '../config/config.js';
import { configureEngine } from '../engine.js';
import { HttpError } from '../http/errors.js';
import { closeThreadPool } from '../runtime/thread-pool.js';
import { analyseLocally } from '../analysis/local-run.js';
import type { FailureAnalysisResponse } from '../analysis/schemas.js';
import { auditLocally } from '../security/audit/local-audit.js';
import { evaluateLocally } from '../evaluation/local-run.js';
import { UsageError } from './errors.js';

/** Runs `fn` on the configured engine, then stops its threads; the server's refusal (422) said as the CLI says a server's. */
async function withLocalEngine<T>(fn: () => Promise<T>): Promise<T> {
  // No warm-up: the run itself is the first use, and its threads have its work to do.
  configureEngine({ ...loadConfig(process.env), warmUp: false });
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) throw new UsageError(`the request is invalid (${err.statusCode}): ${err.message}`);
    throw err;
  } finally {
    await closeThreadPool();
  }
}

export function analyseItemsLocally(request: Record<string, unknown>, inputType: 'json' | 'csv' = 'json'): Promise<FailureAnalysisResponse> {
  return withLocalEngine(() => analyseLocally(request, { inputType }));
}

export function evaluateItemsLocally(request: Record<string, unknown>): ReturnType<typeof evaluateLocally> {
  return withLocalEngine(() => evaluateLocally(request));
}

export function auditItemsLocally(request: Record<string, unknown>): ReturnType<typeof auditLocally> {
  return withLocalEngine(() => auditLocally(request));
}
