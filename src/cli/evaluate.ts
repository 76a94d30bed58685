// `assay evaluate FILE`: quality metrics (faithfulness, relevance, regex, …) on a file's items — on the configured
// server, or in this process with --local or when no server is named (the same metrics and run document, with
// every item's results in it). --gate ends in exit 1 when a metric's mean is on the wrong side of its threshold.
import { Command } from 'commander';
import type { EvaluationRun } from '../../sdk/ts/src/index.js';
import { serverConfigured } from './analysis-server.js';
import { ApiClient } from './api-client.js';
import { readDatasetFile } from './dataset-file.js';
import { CheckFailed } from './errors.js';
import { count, print, table } from './output.js';
import { pollUntil } from './poll.js';

async function evaluateOnServer(request: Record<string, unknown>): Promise<EvaluationRun> {
  const client = ApiClient.fromEnvironment();
  let run = (await client.request<EvaluationRun>('POST', '/v2/evaluate', { json: request })).body;
  if (run.status === 'processing') {
    run = await pollUntil(
      async () => (await client.request<EvaluationRun>('GET', `/v2/evaluate/runs/${run.run_id}`)).body,
      (r) => r.status !== 'processing',
      (r) => `evaluating ${count(r.total_items, 'item')}: ${r.status}`,
    );
  }
  if (run.status === 'failed') throw new Error(`the evaluation run ${run.run_id} failed: ${run.error ?? 'no reason given'}`);
  return run;
}

const figure = (x: number | null | undefined) => (x === null || x === undefined ? '—' : x.toFixed(3));

/** The metrics whose mean is on the wrong side of their threshold, in words (what --gate fails on). */
export function belowThreshold(run: EvaluationRun): string[] {
  return Object.entries(run.metrics).flatMap(([name, m]) => {
    if (m.mean === null || m.mean === undefined) return [];
    const bad = m.higher_is_better ? m.mean < m.threshold : m.mean > m.threshold;
    return bad ? [`${name} mean ${figure(m.mean)} is ${m.higher_is_better ? 'below' : 'above'} its threshold ${m.threshold}`] : [];
  });
}

function describeRun(run: EvaluationRun): string {
  const rows = Object.entries(run.metrics).map(([name, m]) => [
    name,
    figure(m.mean),
    figure(m.pass_rate),
    String(m.threshold),
    String(m.count),
    String(m.skipped),
  ]);
  return [
    `Run ${run.run_id} (project ${run.project_name}): ${count(run.total_items, 'item')}, ${count(Object.keys(run.metrics).length, 'metric')}.`,
    rows.length ? table([['METRIC', 'MEAN', 'PASS RATE', 'THRESHOLD', 'SCORED', 'SKIPPED'], ...rows]) : 'No metric applied to these items.',
  ].join('\n');
}

export function evaluateCommand(): Command {
  return new Command('evaluate')
    .description('Quality metrics on a dataset file (.jsonl, .json or .csv); on the configured server, else in this process')
    .argument('<file>')
    .option('--metrics <names>', 'metrics to run, comma-separated (all that apply when absent)')
    .option('--project <name>', 'project of the run', 'default')
    .option('--local', 'evaluate in this process, with no server, store or key (the same metrics and document)')
    .option('--gate', "exit 1 when a metric's mean is on the wrong side of its threshold")
    .option('--json', 'print the run as JSON (locally, with every item and its results in "items")')
    .action(async (file: string, options: { metrics?: string; project: string; local?: boolean; gate?: boolean; json?: boolean }) => {
      const metrics = options.metrics
        ?.split(',')
        .map((m) => m.trim())
        .filter(Boolean);
      const request = { project_name: options.project, dataset: readDatasetFile(file).items, metrics };
      let run: EvaluationRun;
      if (options.local || !serverConfigured()) {
        if (!options.local) process.stderr.write('assay: no server configured (ASSAY_URL or `assay login`): evaluating in this process (--local)\n');
        // The engine is loaded only for a local run.
        run = await (await import('./local-analysis.js')).evaluateItemsLocally(request);
      } else run = await evaluateOnServer(request);
      print(options.json, run, () => describeRun(run));
      const failed = options.gate ? belowThreshold(run) : [];
      if (failed.length) throw new CheckFailed(`metric gate: ${failed.join('; ')}`);
    });
}
