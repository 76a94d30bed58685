// What a report is made from: the run, its items with where each came from, and how it was made. Shared by
// the report writers (report-files.ts, report-html.ts).
import type { FailureAnalysisResponse } from '../../sdk/ts/src/index.js';

export type AnalysisRun = FailureAnalysisResponse;
export type ReportTagFull = AnalysisRun['failure_tags'][number];

/** Where an item came from: its dataset file, its index there, and its line when the format has one per item. */
export interface ItemSource {
  file: string;
  index: number;
  line: number | null;
}

export interface ReportItem {
  input: string;
  output: string;
  source?: ItemSource;
}

export interface ReportContext {
  run: AnalysisRun;
  items: ReportItem[];
  version: string;
  /** Analysed in the CLI's process (--local). */
  local: boolean;
  /** The request that made the run (its dataset included, never a key): what `assay push` sends. */
  request?: Record<string, unknown>;
  /** The directory SARIF paths are relative to (default: the repository holding each dataset file). */
  sarifBase?: string;
}
