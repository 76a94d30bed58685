// `assay redteam`: start a red-team run (or resume a failed or cancelled one, or replay a completed one),
// follow it with a progress line, print attack success per vector; or compare two runs (redteam-compare.ts).
import { Command } from 'commander';
import { ApiClient } from './api-client.js';
import { print, table } from './output.js';
import { pollUntil } from './poll.js';
import { compareRuns } from './redteam-compare.js';
// The response types are the SDK's: one declaration of the API's shapes for both clients.
import type { RedTeamRun, RedTeamStartResponse } from '../../sdk/ts/src/index.js';
import { UsageError } from './errors.js';

const FINAL = new Set(['completed', 'failed', 'cancelled']);
const list = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const rate = (r: number | null) => (r === null ? '-' : `${(r * 100).toFixed(1)}%`);

export function successTable(run: RedTeamRun): string {
  const rows = Object.entries(run.by_vector).map(([vector, t]) => [
    vector,
    String(t.total),
    String(t.succeeded),
    String(t.resisted),
    String(t.errors),
    rate(t.attack_success_rate),
  ]);
  const o = run.overall;
  rows.push(['all', String(o.total), String(o.succeeded), String(o.resisted), String(o.errors), rate(o.attack_success_rate)]);
  return table([['VECTOR', 'ATTACKS', 'SUCCEEDED', 'RESISTED', 'ERRORS', 'SUCCESS RATE'], ...rows]);
}

interface RedTeamOptions {
  project?: string;
  runName?: string;
  vectors?: string[];
  vulnerabilities?: string[];
  targetUrl?: string;
  attacksPerVector?: number;
  seed?: number;
  purpose?: string;
  maxTurns?: number;
  maxAttackerCalls?: number;
  maxModelTokens?: number;
  llmKeyEnv?: string;
  resume?: string;
  replay?: string;
  compare?: string[];
  json?: boolean;
}

const httpTarget = (url: string) => ({ type: 'http', url });

/** The language-model key named by --llm-key-env (read from the environment, so it never shows in a process list). */
function modelKey(options: RedTeamOptions): string | undefined {
  if (options.llmKeyEnv === undefined) return undefined;
  const key = process.env[options.llmKeyEnv];
  if (!key) throw new UsageError(`--llm-key-env ${options.llmKeyEnv}: that environment variable is not set or is empty.`);
  return key;
}

/** Starts the run the options describe; says so on stderr. */
async function startRun(client: ApiClient, options: RedTeamOptions): Promise<RedTeamStartResponse> {
  const config: Record<string, unknown> = { target: options.targetUrl ? httpTarget(options.targetUrl) : { type: 'demo' } };
  if (options.seed !== undefined) config.seed = options.seed;
  if (options.purpose !== undefined) config.purpose = options.purpose;
  if (options.maxTurns !== undefined) config.max_turns = options.maxTurns;
  if (options.maxAttackerCalls !== undefined) config.max_attacker_calls = options.maxAttackerCalls;
  if (options.maxModelTokens !== undefined) config.max_model_tokens = options.maxModelTokens;
  const { body: started } = await client.request<RedTeamStartResponse>('POST', '/v2/security/redteam', {
    json: {
      project_name: options.project,
      run_name: options.runName,
      attack_vector_keys: options.vectors,
      target_vulnerabilities: options.vulnerabilities,
      attacks_per_vector: options.attacksPerVector,
      config,
      llm_api_key: modelKey(options),
    },
  });
  process.stderr.write(`Started red-team run ${started.run_name} (${started.run_id}) in project ${started.project_name}: ${started.total_attacks} attacks.\n`);
  return started;
}

/** Queues a failed or cancelled run again (the server sends only its pending attacks); says how many remain. */
async function resumeRun(client: ApiClient, runId: string): Promise<RedTeamStartResponse> {
  const { body: resumed } = await client.request<RedTeamStartResponse>('POST', `/v2/security/redteam/runs/${encodeURIComponent(runId)}/resume`);
  const { body: run } = await client.request<RedTeamRun>('GET', `/v2/security/redteam/runs/${encodeURIComponent(resumed.run_id)}`);
  process.stderr.write(
    `Resumed red-team run ${resumed.run_name} (${resumed.run_id}) in project ${resumed.project_name}: ${run.overall.pending} of ${resumed.total_attacks} attacks pending.\n`,
  );
  return resumed;
}

/** Starts a new run sending a completed run's stored attacks again (to --target-url when given); says so. */
async function replayRun(client: ApiClient, runId: string, options: RedTeamOptions): Promise<RedTeamStartResponse> {
  const { body: started } = await client.request<RedTeamStartResponse>('POST', `/v2/security/redteam/runs/${encodeURIComponent(runId)}/replay`, {
    json: {
      target: options.targetUrl ? httpTarget(options.targetUrl) : undefined,
      project_name: options.project,
      run_name: options.runName,
      llm_api_key: modelKey(options),
    },
  });
  process.stderr.write(
    `Replaying red-team run ${runId} as ${started.run_name} (${started.run_id}) in project ${started.project_name}: ${started.total_attacks} attacks.\n`,
  );
  return started;
}

const PLAN_OPTIONS = [
  'project',
  'runName',
  'vectors',
  'vulnerabilities',
  'targetUrl',
  'attacksPerVector',
  'seed',
  'purpose',
  'maxTurns',
  'maxAttackerCalls',
  'maxModelTokens',
  'llmKeyEnv',
] as const;
/** What a replay may change: where the attacks go, where the new run is filed and its judge's key, never the attacks. */
const REPLAY_OPTIONS = new Set(['project', 'runName', 'targetUrl', 'llmKeyEnv']);
/** An option's flag as typed: runName → --run-name. */
const flag = (option: string) => `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function redteamCommand(): Command {
  return new Command('redteam')
    .description(
      'Run a red team against a target (the built-in demo bot unless --target-url) and print attack success per vector; or compare two runs with --compare BASE HEAD',
    )
    .option('--project <name>', 'project of the run (the server uses your default project when absent)')
    .option('--run-name <name>', 'name of the run (generated from the time when absent)')
    .option('--vectors <list>', 'comma-separated attack vector keys, attack_vector_keys (all when absent)', list)
    .option('--vulnerabilities <list>', 'comma-separated vulnerability keys, target_vulnerabilities (all when absent)', list)
    .option('--target-url <url>', 'an HTTP endpoint taking {"prompt": "…"} (see docs/redteam.md for other shapes)')
    .option('--attacks-per-vector <n>', 'attacks per vector and vulnerability', (v) => Number.parseInt(v, 10))
    .option('--seed <n>', 'seed of the plan (same seed, same attacks)', (v) => Number.parseInt(v, 10))
    .option('--purpose <text>', 'what the target is for ("a bank\'s support bot"): an attacker model tailors the attacks to it (needs a model)')
    .option('--max-turns <n>', 'rounds of the attacker-model vectors (iterative, attacker_conversation) per attack', (v) => Number.parseInt(v, 10))
    .option('--max-attacker-calls <n>', 'most attacker-model calls in the run', (v) => Number.parseInt(v, 10))
    .option('--max-model-tokens <n>', 'most language-model tokens in the run, attacker and judge together', (v) => Number.parseInt(v, 10))
    .option('--llm-key-env <name>', "environment variable holding a language-model key for the run's attacker and judge (sent as llm_api_key)")
    .option('--resume <run_id>', 'resume a failed or cancelled run instead: send only its pending attacks, then follow it')
    .option('--replay <run_id>', 'replay a completed run as a new run: its stored attacks, generated tries included, sent again (to --target-url when given)')
    .option(
      '--compare <base_and_head...>',
      'compare two runs instead, BASE then HEAD: attack success per vector and vulnerability with the change; exit code 1 when a rate rose',
    )
    .option('--json', 'print the finished run (or the comparison) as JSON')
    .action(async (options: RedTeamOptions) => {
      const client = ApiClient.fromEnvironment();
      if (options.compare !== undefined) {
        const given = [...PLAN_OPTIONS, 'resume' as const, 'replay' as const].filter((o) => options[o] !== undefined);
        if (given.length) throw new UsageError(`--compare reads two stored runs: leave out ${given.map(flag).join(', ')}.`);
        return compareRuns(client, options.compare, options.json);
      }
      if (options.resume !== undefined && options.replay !== undefined) throw new UsageError('--resume and --replay exclude each other: choose one.');
      if (options.resume !== undefined) {
        const given = PLAN_OPTIONS.filter((o) => options[o] !== undefined);
        if (given.length) throw new UsageError(`--resume continues the run as it was planned: leave out ${given.map(flag).join(', ')}.`);
      }
      if (options.replay !== undefined) {
        const given = PLAN_OPTIONS.filter((o) => options[o] !== undefined && !REPLAY_OPTIONS.has(o));
        if (given.length) throw new UsageError(`--replay sends the run's stored attacks as they were: leave out ${given.map(flag).join(', ')}.`);
      }
      const started =
        options.resume !== undefined
          ? await resumeRun(client, options.resume)
          : options.replay !== undefined
            ? await replayRun(client, options.replay, options)
            : await startRun(client, options);
      const run = await pollUntil(
        async () => (await client.request<RedTeamRun>('GET', `/v2/security/redteam/runs/${started.run_id}`)).body,
        (r) => FINAL.has(r.status),
        (r) =>
          `${r.status}: ${r.overall.total - r.overall.pending}/${r.overall.total} attacks done, ${r.overall.succeeded} succeeded` +
          (r.attacker_calls ? `, ${r.attacker_calls}/${r.max_attacker_calls} attacker calls` : '') +
          (r.tokens_used ? `, ${r.tokens_used} model tokens` : ''),
      );
      if (run.status !== 'completed') {
        const hint = run.status === 'failed' || run.status === 'cancelled' ? ` Resume it with: assay redteam --resume ${run.run_id}` : '';
        throw new Error(`the red-team run ${run.run_id} ${run.status}${run.error ? `: ${run.error}` : ''}.${hint}`);
      }
      print(options.json, run, () => `Run ${run.run_name} (${run.run_id}, project ${run.project_name}):\n${successTable(run)}`);
    });
}
