// One CLI failure analysis, from what the command line and the suite file ask to its run: the items read and
// narrowed (analysis-input.ts), analysed in this process or on a server, and the reports written.
import { VERSION } from '../version.js';
import { analysisOnServer, serverConfigured } from './analysis-server.js';
import { failingSources, readItems, sample, sourceKey, whereFilter, type SourcedItem } from './analysis-input.js';
import { UsageError } from './errors.js';
import { shownPath } from './places.js';
import { writeReports, type AnalysisRun, type ReportContext, type ReportFile } from './report-files.js';

export interface AnalysisSpec {
  files: string[];
  /** Request fields beside the dataset: project_name, subcategories, buckets, run_eval, run_security, config. */
  request: Record<string, unknown>;
  /** --local; else a server when one is configured (serverUrl, ASSAY_URL, `assay login`), else this process too. */
  local: boolean;
  serverUrl?: string;
  outputs: ReportFile[];
  sarifBase?: string;
  filterFailing?: string;
  where?: string[];
  sample?: number;
  seed?: number;
  /** A single CSV file on a server is sent as text/csv, as before the suite file (input_type "csv"). */
  csvAsText?: boolean;
}

export interface AnalysisOutcome {
  run: AnalysisRun;
  context: ReportContext;
  /** Items read before narrowing, and after. */
  read: number;
}

export async function runAnalysis(spec: AnalysisSpec, note: (line: string) => void): Promise<AnalysisOutcome> {
  const all = readItems(spec.files);
  let items: SourcedItem[] = all;
  if (spec.filterFailing) {
    const failing = failingSources(spec.filterFailing);
    items = items.filter((i) => failing.has(sourceKey(i.source)));
  }
  if (spec.where?.length) {
    const keep = whereFilter(spec.where);
    items = items.filter((i) => keep(i.read));
  }
  if (spec.sample !== undefined) items = sample(items, spec.sample, spec.seed ?? 1);
  if (items.length === 0) throw new UsageError(`no item to analyse: ${describeNarrowing(spec, all.length)}`);
  if (items.length < all.length) note(`analysing ${items.length} of ${all.length} items (${describeNarrowing(spec, all.length)})`);

  const dataset = items.map((i) => i.item);
  const request = { ...spec.request, dataset };
  const local = spec.local || !serverConfigured(spec.serverUrl);
  if (!spec.local && local) note("no server configured (ASSAY_URL, `assay login` or the suite file's server): analysing in this process (--local)");
  // The engine is loaded only for a local run: a run on a server needs none of it (docs/benchmarks.md, bench:cli).
  const run = local
    ? await (await import('./local-analysis.js')).analyseItemsLocally(request, spec.files.every((f) => f.toLowerCase().endsWith('.csv')) ? 'csv' : 'json')
    : await analysisOnServer(request, {
        serverUrl: spec.serverUrl,
        csv: spec.csvAsText && items.length === all.length ? spec.files[0] : undefined,
        allTags: spec.outputs.length > 0,
      });
  const context: ReportContext = {
    run,
    items: items.map((i) => ({
      input: typeof i.read.input === 'string' ? i.read.input : '',
      output: typeof i.read.output === 'string' ? i.read.output : '',
      source: i.source,
    })),
    version: VERSION,
    local,
    request,
    sarifBase: spec.sarifBase,
  };
  writeReports(spec.outputs, context);
  return { run, context, read: all.length };
}

/**
 * `assay analyze --trace ID`: full mode, a stored trace analysed on the server (its model turns as items, plus the
 * trace-level detectors; docs/full-mode.md). Only a server holds traces, so there is no local run of one.
 */
export async function runTraceAnalysis(
  traceId: string,
  spec: Pick<AnalysisSpec, 'request' | 'local' | 'serverUrl' | 'outputs' | 'sarifBase'>,
): Promise<AnalysisOutcome> {
  if (spec.local || !serverConfigured(spec.serverUrl)) {
    throw new UsageError(
      `--trace ${traceId}: a stored trace is analysed on the server that holds it; set ASSAY_URL and ASSAY_API_KEY (or \`assay login\`), without --local.`,
    );
  }
  const request = { ...spec.request, trace_id: traceId };
  const run = await analysisOnServer(request, { serverUrl: spec.serverUrl, allTags: spec.outputs.length > 0 });
  const context: ReportContext = {
    run,
    items: run.inputs.map((i) => ({ input: i.input_text, output: i.output_text })),
    version: VERSION,
    local: false,
    request,
    sarifBase: spec.sarifBase,
  };
  writeReports(spec.outputs, context);
  return { run, context, read: run.inputs_total };
}

function describeNarrowing(spec: AnalysisSpec, read: number): string {
  const parts = [`${read} read from ${spec.files.map((f) => shownPath(f)).join(', ')}`];
  if (spec.filterFailing) parts.push(`only those failing in ${shownPath(spec.filterFailing)}`);
  if (spec.where?.length) parts.push(`metadata ${spec.where.join(', ')}`);
  if (spec.sample !== undefined) parts.push(`a sample of ${spec.sample} (seed ${spec.seed ?? 1})`);
  return parts.join('; ');
}
