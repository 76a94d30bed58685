// `assay analyze --local`: the run made in this process (analysis/local-run.ts) from a dataset file, with the
// engine configured from the environment as a server's is (threads, and a model when ASSAY_LLM_* name one).
import { loadConfig } from '../config/config.js';
import { configureEngine } from '../engine.js';
import { HttpError } from '../http/errors.js';
import { closeThreadPool } from '../runtime/thread-pool.js';
import { parseCsvDataset } from '../analysis/csv.js';
import { analyseLocally } from '../analysis/local-run.js';
import type { FailureAnalysisResponse } from '../analysis/schemas.js';
import type { ThresholdSettings } from '../core/scoring/thresholds.js';
import type { DatasetFile } from './dataset-file.js';
import { UsageError } from './errors.js';

export interface LocalAnalysisOptions {
  project?: string;
  settings?: ThresholdSettings;
  /** Request fields beside the dataset (subcategories, buckets, config, …), as the API takes them. */
  request?: Record<string, unknown>;
}

export async function analyseFileLocally(file: string, dataset: DatasetFile, options: LocalAnalysisOptions = {}): Promise<FailureAnalysisResponse> {
  configureEngine(loadConfig(process.env));
  try {
    // A CSV file is read as the server reads a text/csv body: tool_calls and context columns as JSON.
    const items = dataset.format === 'csv' ? parseCsvAsServer(file, dataset.text) : dataset.items;
    const body = { ...options.request, project_name: options.project ?? options.request?.project_name, dataset: items };
    return await analyseLocally(body, { settings: options.settings, inputType: dataset.format === 'csv' ? 'csv' : 'json' });
  } catch (err) {
    // The server's refusal, said as the CLI says a server's: the fields to fix.
    if (err instanceof HttpError && err.statusCode < 500) throw new UsageError(`${file}: the request is invalid (${err.statusCode}): ${err.message}`);
    throw err;
  } finally {
    await closeThreadPool();
  }
}

function parseCsvAsServer(file: string, text: string) {
  try {
    return parseCsvDataset(text);
  } catch (err) {
    throw new UsageError(`${file}: ${err instanceof HttpError ? err.message : (err as Error).message}`);
  }
}
