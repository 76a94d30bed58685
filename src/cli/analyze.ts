// `assay analyze FILE` (failure analysis, CI gate, JUnit and SARIF reports) and `assay audit FILE`.
import fs from 'node:fs';
import { Command } from 'commander';
import { VERSION } from '../app.js';
import { ApiClient } from './api-client.js';
import { readDatasetFile, type DatasetFile } from './dataset-file.js';
import { analyseFileLocally } from './local-analysis.js';
import { count, print, table } from './output.js';
import { pollUntil } from './poll.js';
// The response types are the SDK's: one declaration of the API's shapes for both clients.
import type { FailureAnalysisResponse, SecurityAuditBatch } from '../../sdk/ts/src/index.js';
import { junitReport, sarifReport, type ReportTag } from './reports.js';
import { relativeUri } from './repo-path.js';
import { EXIT } from './exit-codes.js';

type AnalysisRun = FailureAnalysisResponse;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

async function allFailTags(client: ApiClient, runId: string): Promise<AnalysisRun['failure_tags']> {
  const tags: AnalysisRun['failure_tags'] = [];
  let cursor: string | undefined;
  do {
    const { body } = await client.request<{ tags: AnalysisRun['failure_tags']; next_cursor: string | null }>('GET', `/v2/failure-analysis/runs/${runId}/tags`, {
      query: { decision: 'fail', limit: '1000', cursor },
    });
    tags.push(...body.tags);
    cursor = body.next_cursor ?? undefined;
  } while (cursor);
  return tags;
}

function describeRun(run: AnalysisRun): string {
  const s = run.summary;
  const lines = [
    `Run ${run.run_id} (project ${run.project_name}): ${count(s.total_items, 'item')}, ${s.items_with_failures} with failures; ` +
      `${count(s.total_failures_detected, 'failure')}, ${s.total_uncertain} uncertain, ${count(s.total_passes, 'check')} passed; overall score ${s.overall_score.toFixed(2)}`,
    s.primary_failure
      ? `Primary failure: ${s.primary_failure_name} (${s.primary_bucket}/${s.primary_failure}), severity ${s.overall_severity.toFixed(2)} of 5 at confidence ${s.overall_confidence.toFixed(2)}.`
      : 'No failure.',
    `Alert: ${yesNo(s.should_alert)}. Gate CI: ${yesNo(s.should_gate_ci)}. Human review: ${yesNo(s.needs_human_review)}.`,
  ];
  const fails = run.failure_tags.filter((t) => t.decision === 'fail').slice(0, 10);
  if (fails.length > 0) {
    lines.push(
      '',
      table([
        ['ITEM', 'SEVERITY', 'CONFIDENCE', 'SUBCATEGORY'],
        ...fails.map((t) => [String(t.item_index), `${t.severity.toFixed(2)} ${t.severity_label}`, t.confidence.toFixed(2), t.subcategory_id]),
      ]),
    );
  }
  return lines.join('\n');
}

function analyzeCommand(): Command {
  return new Command('analyze')
    .description('Failure analysis of a dataset file (.jsonl, .json or .csv)')
    .argument('<file>')
    .option('--project <name>', 'project of the run (the server uses your default project when absent)')
    .option('--local', 'analyse in this process, with no server, store or key (the same engine and document as the server)')
    .option('--gate', 'exit 1 when the run says to gate CI (summary.should_gate_ci)')
    .option('--junit <file>', 'write a JUnit XML report of fail tags')
    .option('--sarif <file>', 'write a SARIF 2.1.0 report of fail tags')
    .option('--sarif-base <dir>', "directory the SARIF report's paths are relative to (default: the repository holding the dataset file)")
    .option('--json', 'print the run as JSON')
    .action(async (file: string, options: AnalyzeOptions) => {
      const dataset = readDatasetFile(file);
      const run = options.local ? await analyseFileLocally(file, dataset, { project: options.project }) : await analyseOnServer(dataset, options);
      if (options.junit || options.sarif) writeReports(file, dataset, run, options);
      print(options.json, run, () => describeRun(run));
      if (options.gate && run.summary.should_gate_ci) {
        process.stderr.write(`assay: CI gate: ${run.summary.gate_reasons.join('; ') || 'the run says to gate'}\n`);
        process.exitCode = EXIT.checkFailed;
      }
    });
}

interface AnalyzeOptions {
  project?: string;
  local?: boolean;
  gate?: boolean;
  junit?: string;
  sarif?: string;
  sarifBase?: string;
  json?: boolean;
}

/** The run on the server (ASSAY_URL, the stored login): followed until done, with every fail tag for the reports. */
async function analyseOnServer(dataset: DatasetFile, options: AnalyzeOptions): Promise<AnalysisRun> {
  const client = ApiClient.fromEnvironment();
  const started =
    dataset.format === 'csv'
      ? await client.request<AnalysisRun>('POST', '/v2/failure-analysis/analyze', {
          body: dataset.text,
          contentType: 'text/csv',
          query: options.project ? { project_name: options.project } : {},
        })
      : await client.request<AnalysisRun>('POST', '/v2/failure-analysis/analyze', { json: { project_name: options.project, dataset: dataset.items } });
  let run = started.body;
  if (run.status === 'processing') {
    run = await pollUntil(
      async () => (await client.request<AnalysisRun>('GET', `/v2/failure-analysis/runs/${run.run_id}`)).body,
      (r) => r.status !== 'processing',
      (r) => `analysing ${count(r.summary.total_items, 'item')}: ${r.status}`,
    );
  }
  if (run.status === 'failed') throw new Error(`the analysis failed: ${run.error ?? 'no reason given'}`);
  // The response holds the first tags; the reports need every fail tag.
  if ((options.junit || options.sarif) && run.failure_tags_truncated) run = { ...run, failure_tags: await allFailTags(client, run.run_id) };
  return run;
}

/** JUnit and SARIF reports of the run's fail tags. */
function writeReports(file: string, dataset: DatasetFile, run: AnalysisRun, options: AnalyzeOptions): void {
  const tags: ReportTag[] = run.failure_tags.filter((t) => t.decision === 'fail');
  const inputs = run.summary.total_items === dataset.items.length ? dataset.items.map((item) => (typeof item.input === 'string' ? item.input : '')) : [];
  const report = { run_id: run.run_id, project_name: run.project_name, total_items: run.summary.total_items, inputs };
  if (options.junit) fs.writeFileSync(options.junit, junitReport(report, tags));
  if (options.sarif) {
    const where = relativeUri(file, options.sarifBase);
    if (where.outside) process.stderr.write(`assay: ${file} is outside ${where.base}; the SARIF report names it "${where.uri}" (set --sarif-base)\n`);
    const sarif = sarifReport(report, tags, { uri: where.uri, lineOfItem: dataset.lineOfItem }, VERSION);
    fs.writeFileSync(options.sarif, JSON.stringify(sarif, null, 2) + '\n');
  }
}

function auditCommand(): Command {
  return new Command('audit')
    .description('Security audit (S1–S23) of a dataset file of prompts and responses (.jsonl, .json or .csv)')
    .argument('<file>')
    .option('--project <name>', 'project of the batch (the server uses your default project when absent)')
    .option('--json', 'print the batch as JSON')
    .action(async (file: string, options: { project?: string; json?: boolean }) => {
      const { items } = readDatasetFile(file);
      const client = ApiClient.fromEnvironment();
      let batch = (await client.request<SecurityAuditBatch>('POST', '/v2/security/audit', { json: { project_name: options.project, dataset: items } })).body;
      if (batch.status === 'processing') {
        batch = await pollUntil(
          async () => (await client.request<SecurityAuditBatch>('GET', `/v2/security/audit/batches/${batch.batch_id}`)).body,
          (b) => b.status !== 'processing',
          (b) => `auditing ${count(b.total_items, 'item')}: ${b.status}`,
        );
      }
      if (batch.status === 'failed') throw new Error(`the audit batch ${batch.batch_id} failed.`);
      print(options.json, batch, () =>
        [
          `Batch ${batch.batch_id} (project ${batch.project_name}): ${count(batch.total_items, 'item')}, ${count(batch.unsafe_prompts, 'unsafe prompt')}, ` +
            `${count(batch.unsafe_responses, 'unsafe response')}, ${count(batch.refusals, 'refusal')}.`,
          Object.keys(batch.category_counts).length > 0
            ? table([['CATEGORY', 'ITEMS'], ...Object.entries(batch.category_counts).map(([c, n]) => [c, String(n)])])
            : 'No category flagged.',
        ].join('\n'),
      );
    });
}

export function analysisCommands(): Command[] {
  return [analyzeCommand(), auditCommand()];
}
