// `assay analyze [FILES]` (failure analysis of dataset files or of the suite file, the CI gate, reports) and
// `assay audit FILE`.
import fs from 'node:fs';
import { Command } from 'commander';
import { runAnalysis, runTraceAnalysis, type AnalysisSpec } from './analysis-run.js';
import { UsageError } from './errors.js';
import { checkReportFiles, type ReportFile } from './report-files.js';
import { readSuite, SUITE_FILE, type Suite } from './suite-file.js';
import { count, print, table } from './output.js';
import { itemPlaces } from './places.js';
// The response types are the SDK's: one declaration of the API's shapes for both clients.
import type { FailureAnalysisResponse } from '../../sdk/ts/src/index.js';
import { EXIT } from './exit-codes.js';
import { evaluateCommand } from './evaluate.js';
import { auditCommand } from './audit.js';

type AnalysisRun = FailureAnalysisResponse;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** The run for a person: counts, the primary failure, the decisions, and the first fail tags by where their item is. */
export function describeRun(run: AnalysisRun, places: string[] = []): string {
  const s = run.summary;
  const lines = [
    `Run ${run.run_id} (project ${run.project_name}): ${count(s.total_items, 'item')}, ${s.items_with_failures} with failures; ` +
      `${count(s.total_failures_detected, 'failure')}, ${s.total_uncertain} uncertain, ${count(s.total_passes, 'check')} passed; overall score ${s.overall_score.toFixed(2)}`,
    s.primary_failure
      ? `Primary failure: ${s.primary_failure_name} (${s.primary_bucket}/${s.primary_failure}), ${s.primary_severity_label ?? ''} at severity ${s.overall_severity.toFixed(2)} of 5, confidence ${s.overall_confidence.toFixed(2)}.`
      : 'No failure.',
    `Alert: ${yesNo(s.should_alert)}. Gate CI: ${yesNo(s.should_gate_ci)}. Human review: ${yesNo(s.needs_human_review)}.`,
  ];
  const fails = run.failure_tags.filter((t) => t.decision === 'fail').slice(0, 10);
  if (fails.length > 0) {
    lines.push(
      '',
      table([
        ['WHERE', 'SEVERITY', 'CONFIDENCE', 'SUBCATEGORY'],
        ...fails.map((t) => [
          places[t.item_index] ?? `item ${t.item_index + 1}`,
          `${t.severity_label} ${t.severity.toFixed(2)}`,
          t.confidence.toFixed(2),
          t.subcategory_id,
        ]),
      ]),
    );
  }
  return lines.join('\n');
}

function analyzeCommand(): Command {
  return new Command('analyze')
    .description(
      'Failure analysis of dataset files (.jsonl, .json or .csv), or of the suite file (assay.yaml) when no file is named; ' +
        'on the configured server, else in this process',
    )
    .argument('[files...]', 'dataset files; none: the suite file')
    .option('--suite <file>', `the suite file to run (default: ./${SUITE_FILE} when no dataset file is named)`)
    .option('--project <name>', 'project of the run (the server uses your default project when absent)')
    .option('--trace <id>', 'full mode: analyse a stored trace by its id, on the server (no dataset file)')
    .option('--local', 'analyse in this process, with no server, store or key (the same engine and document as the server)')
    .option('--gate', 'exit 1 when the run says to gate CI (summary.should_gate_ci); always on for a suite file')
    .option('-o, --output <file...>', 'write reports, by extension: .html, .csv, .json, .xml (JUnit), .sarif')
    .option('--junit <file>', 'write a JUnit XML report of fail tags')
    .option('--sarif <file>', 'write a SARIF 2.1.0 report of fail tags')
    .option('--sarif-base <dir>', "directory the SARIF report's paths are relative to (default: the repository holding the dataset file)")
    .option('--filter-failing <report>', 'analyse only the items a previous JSON report (-o result.json) found failing')
    .option('--where <key=value...>', 'analyse only items whose metadata has key = value (all of them, when several)')
    .option('--sample <n>', 'analyse a reproducible random sample of N items', positiveInteger('--sample'))
    .option('--seed <n>', 'the seed of --sample (default 1)', positiveInteger('--seed'))
    .option('--json', 'print the run as JSON')
    .action(async (files: string[], options: AnalyzeOptions) => {
      if (options.trace && (files.length > 0 || options.suite)) throw new UsageError('--trace analyses a stored trace: name no dataset file and no --suite.');
      const spec = specOf(files, options);
      const note = (line: string) => process.stderr.write(`assay: ${line}\n`);
      const { run, context } = options.trace ? await runTraceAnalysis(options.trace, spec.analysis) : await runAnalysis(spec.analysis, note);
      print(options.json, run, () => describeRun(run, itemPlaces(context.items.map((i) => i.source))));
      if ((options.gate || spec.fromSuite) && run.summary.should_gate_ci) {
        process.stderr.write(`assay: CI gate: ${run.summary.gate_reasons.join('; ') || 'the run says to gate'}\n`);
        process.exitCode = EXIT.checkFailed;
      }
    });
}

interface AnalyzeOptions {
  suite?: string;
  trace?: string;
  project?: string;
  local?: boolean;
  gate?: boolean;
  output?: string[];
  junit?: string;
  sarif?: string;
  sarifBase?: string;
  filterFailing?: string;
  where?: string[];
  sample?: number;
  seed?: number;
  json?: boolean;
}

const positiveInteger = (flag: string) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} ${value}: expected a whole number of 1 or more.`);
  return n;
};

/** The run the command asks for: dataset files with flags, or the suite file with flags on top. */
function specOf(files: string[], options: AnalyzeOptions): { analysis: AnalysisSpec; fromSuite: boolean } {
  const suiteFile = options.suite ?? (files.length === 0 && !options.trace ? SUITE_FILE : undefined);
  if (suiteFile && files.length > 0) throw new UsageError('name dataset files or --suite, not both: the suite file names its datasets.');
  if (suiteFile && !fs.existsSync(suiteFile) && !options.suite) {
    throw new UsageError(`no dataset file named and no ${SUITE_FILE} here: name a file (assay analyze outputs.jsonl) or write a suite (assay init).`);
  }
  const suite = suiteFile ? readSuite(suiteFile) : null;
  const outputs: ReportFile[] = [...(suite?.outputFiles ?? []), ...(options.output ?? [])].map((file) => ({ file }));
  if (options.junit) outputs.push({ file: options.junit, kind: 'junit' });
  if (options.sarif) outputs.push({ file: options.sarif, kind: 'sarif' });
  checkReportFiles(outputs);
  const analysis: AnalysisSpec = {
    files: suite?.datasetFiles ?? files,
    request: requestOf(suite, options.project),
    local: Boolean(options.local),
    serverUrl: suite?.server?.url,
    outputs,
    sarifBase: options.sarifBase,
    filterFailing: options.filterFailing,
    where: options.where,
    sample: options.sample,
    seed: options.seed,
    csvAsText: !suite && files.length === 1 && files[0].toLowerCase().endsWith('.csv'),
  };
  return { analysis, fromSuite: suite !== null };
}

/** The request fields a suite file sets: scope, what runs beside the detectors, thresholds, what gates and the team's rules. */
function requestOf(suite: Suite | null, project: string | undefined): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  if (suite?.thresholds?.alert !== undefined) config.alert_threshold = suite.thresholds.alert;
  if (suite?.thresholds?.gate !== undefined) config.gate_threshold = suite.thresholds.gate;
  if (suite?.thresholds?.review !== undefined) config.review_threshold = suite.thresholds.review;
  if (suite?.gate?.subcategories) config.gate_subcategories = suite.gate.subcategories;
  if (suite?.custom_rules?.length) config.custom_rules = suite.custom_rules;
  const request: Record<string, unknown> = {
    project_name: project ?? suite?.project,
    subcategories: suite?.scope?.subcategories,
    buckets: suite?.scope?.buckets,
    run_security: suite?.audit,
    run_eval: suite?.metrics,
    config: Object.keys(config).length ? config : undefined,
  };
  for (const key of Object.keys(request)) if (request[key] === undefined) delete request[key];
  return request;
}

export function analysisCommands(): Command[] {
  return [analyzeCommand(), auditCommand(), evaluateCommand()];
}
