// `assay push result.json`: a run made in the CLI's process (--local) stored on a server. The server analyses
// the report's request again — its own engine, the same as the CLI's — rather than storing verdicts a client
// made, so what it keeps is what it would have found; the command says whether the two agree.
import { Command } from 'commander';
import { analysisOnServer } from './analysis-server.js';
import { UsageError } from './errors.js';
import { parseJsonText, readTextFile } from './text-files.js';
import { print } from './output.js';
import { JSON_REPORT_FORMAT, type AnalysisRun } from './report-files.js';
import { shownPath } from './places.js';

interface JsonReport {
  format: string;
  local: boolean;
  run: AnalysisRun;
  request: Record<string, unknown> | null;
}

function readReport(file: string): JsonReport {
  const report = parseJsonText(readTextFile(file), shownPath(file)) as JsonReport;
  if (report?.format !== JSON_REPORT_FORMAT || !report.run) throw new UsageError(`${file}: not an Assay JSON report (write one with -o result.json).`);
  if (!report.local) throw new UsageError(`${file}: its run ${report.run.run_id} was made on a server already; there is nothing to push.`);
  if (!report.request || !Array.isArray(report.request.dataset)) throw new UsageError(`${file}: the report holds no request to send.`);
  return report;
}

/** What differs between the local run and the server's, in a line each; empty when they agree. */
function differences(local: AnalysisRun, served: AnalysisRun): string[] {
  const a = local.summary;
  const b = served.summary;
  const out: string[] = [];
  const compare = (name: string, x: unknown, y: unknown) => {
    if (JSON.stringify(x) !== JSON.stringify(y)) out.push(`${name}: ${JSON.stringify(x)} locally, ${JSON.stringify(y)} on the server`);
  };
  compare('fail tags', a.total_failures_detected, b.total_failures_detected);
  compare('unsure tags', a.total_uncertain, b.total_uncertain);
  compare('gate', a.should_gate_ci, b.should_gate_ci);
  compare('thresholds', a.thresholds, b.thresholds);
  compare('detectors run', [...local.detectors_run].sort(), [...served.detectors_run].sort());
  return out;
}

export function pushCommand(): Command {
  return new Command('push')
    .description('Store a run made with --local on the server (ASSAY_URL, or the login): the server analyses its items again')
    .argument('<report>', 'a JSON report written with -o result.json')
    .option('--project <name>', "project to file it under (default: the report's)")
    .option('--json', "print the server's run as JSON")
    .action(async (file: string, options: { project?: string; json?: boolean }) => {
      const report = readReport(file);
      const request = { ...report.request, ...(options.project ? { project_name: options.project } : {}) };
      const served = await analysisOnServer(request, { allTags: false });
      const diff = differences(report.run, served);
      print(options.json, served, () =>
        [
          `Stored as run ${served.run_id} in project ${served.project_name}: ${served.summary.total_items} items, ${served.summary.total_failures_detected} fail tags.`,
          diff.length
            ? `It differs from the local run (the server's settings or version may differ):\n  ${diff.join('\n  ')}`
            : 'It agrees with the local run.',
        ].join('\n'),
      );
    });
}
