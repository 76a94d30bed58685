// `assay analyze --local`: the run made in this process (analysis/local-run.ts), with the engine configured from
// the environment as a server's is (threads, and a model when ASSAY_LLM_* name one).
import { loadConfig } from '../config/config.js';
import { configureEngine } from '../engine.js';
import { HttpError } from '../http/errors.js';
import { closeThreadPool } from '../runtime/thread-pool.js';
import { analyseLocally } from '../analysis/local-run.js';
import type { FailureAnalysisResponse } from '../analysis/schemas.js';
import { UsageError } from './errors.js';

/** The request analysed in this process; the server's refusal (422) said as the CLI says a server's. */
export async function analyseItemsLocally(request: Record<string, unknown>, inputType: 'json' | 'csv' = 'json'): Promise<FailureAnalysisResponse> {
  configureEngine(loadConfig(process.env));
  try {
    return await analyseLocally(request, { inputType });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) throw new UsageError(`the request is invalid (${err.statusCode}): ${err.message}`);
    throw err;
  } finally {
    await closeThreadPool();
  }
}
