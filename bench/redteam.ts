// `npm run bench:redteam`, two parts, each through a real `assay serve` (PGlite; planning, job, judging,
// recording):
// 1. Offline: a run of ~10,000 attacks (every vector that needs no model) against the built-in demo target at
//    concurrency 32. The demo target answers at once, so the figure measures the service, not a model. Prints
//    attacks/s, the time to read every attack back page by page, and server memory.
// 2. Adaptive: against a scripted local model and a loopback target behind a keyword guard
//    (support/scripted-redteam.ts), the written attacks that carry the request in plain words, then the
//    iterative and attacker_conversation vectors: attack success, turns needed, attacker calls and tokens.
//    `--adaptive-only` skips part 1.
import os from 'node:os';
import { vulnerabilities } from '../src/security/redteam/vulnerabilities/registry.js';
import { startGuardedTarget, startScriptedModel } from './support/scripted-redteam.js';
import { BENCH_KEY, startBenchServer, type BenchServer } from './support/server.js';

const PER_VECTOR = Number(process.env.BENCH_ATTACKS_PER_VECTOR ?? 26); // 16 vectors × 26 vulnerabilities × 26 = 10,816
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const headers = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };

/** Starts a run and polls it to its end; the run document, the start's answer and the time from start to end. */
async function runToEnd(server: BenchServer, body: object): Promise<{ run: any; started: any; planMs: number; wallMs: number }> {
  const t0 = performance.now();
  const res = await fetch(`${server.url}/v2/security/redteam`, { method: 'POST', headers, body: JSON.stringify(body) });
  const started = (await res.json()) as any;
  const planMs = performance.now() - t0;
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${JSON.stringify(started)}`);
  let run: any;
  for (;;) {
    run = await (await fetch(`${server.url}/v2/security/redteam/runs/${started.run_id}`, { headers })).json();
    if (!['queued', 'running'].includes(run.status)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { run, started, planMs, wallMs: performance.now() - t0 };
}

/** Every attack of a run, read as a client of the document would: pages of 1,000, each next from its Link header. */
async function readAttacks(server: BenchServer, runId: string): Promise<{ attacks: any[]; pages: number; total: number }> {
  let next: string | null = `/v2/security/redteam/runs/${runId}/attacks?limit=1000`;
  const attacks: any[] = [];
  let pages = 0;
  let total = 0;
  while (next) {
    const page: Response = await fetch(server.url + next, { headers });
    total = Number(page.headers.get('x-total-count'));
    attacks.push(...((await page.json()) as unknown[]));
    pages++;
    next = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
  }
  return { attacks, pages, total };
}

const rate = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);

async function offline(): Promise<void> {
  const server = await startBenchServer();
  try {
    const { run, started, planMs, wallMs } = await runToEnd(server, {
      project_name: 'bench',
      run_name: 'bench',
      attacks_per_vector: PER_VECTOR,
      config: { seed: 1, concurrency: CONCURRENCY, target: { type: 'demo' } },
    });
    const seconds = run.duration_ms / 1000;
    const t1 = performance.now();
    const { attacks, pages, total } = await readAttacks(server, started.run_id);
    const readMs = performance.now() - t1;
    if (attacks.length !== started.total_attacks || total !== attacks.length)
      throw new Error(`read ${attacks.length} of ${total}, ${started.total_attacks} planned`);
    console.log('### 1. Offline: the demo target\n');
    console.log('| measure | value |');
    console.log('|---|---|');
    console.log(
      `| attacks planned | ${started.total_attacks.toLocaleString('en')} (${started.attack_vector_keys.length} vectors × ${started.target_vulnerabilities.length} vulnerabilities × ${PER_VECTOR}) |`,
    );
    console.log(`| start request (plan + store + queue) | ${Math.round(planMs)} ms |`);
    console.log(`| run status | ${run.status}; ${run.overall.succeeded} succeeded, ${run.overall.resisted} resisted, ${run.overall.errors} errors |`);
    console.log(
      `| sending, judging and recording at concurrency ${CONCURRENCY} | ${Math.round(started.total_attacks / seconds).toLocaleString('en')} attacks/s (${seconds.toFixed(1)} s) |`,
    );
    console.log(`| end to end, start to completed | ${(wallMs / 1000).toFixed(1)} s |`);
    console.log(`| reading every attack back (${pages} ${pages === 1 ? 'page' : 'pages'} of up to 1,000, following Link) | ${Math.round(readMs)} ms |`);
    console.log(`| server peak RSS (PGlite included) | ${server.peakRssMb()} MB |\n`);
  } finally {
    await server.stop();
  }
}

const WRITTEN = ['jailbreak', 'roleplay', 'refusal_suppression', 'prompt_injection', 'many_shot', 'crescendo'];
const ADAPTIVE_PER_VECTOR = Number(process.env.BENCH_ADAPTIVE_PER_VECTOR ?? 4);
const MAX_TURNS = 5;

/** Median and highest of a list of counts. */
function spread(xs: number[]): string {
  if (xs.length === 0) return '–';
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return `mean ${mean.toFixed(2)}, median ${sorted[Math.floor(sorted.length / 2)]}, most ${sorted[sorted.length - 1]}`;
}

async function adaptive(): Promise<void> {
  const inScope = vulnerabilities.filter((v) => v.label !== null);
  const model = await startScriptedModel();
  const target = await startGuardedTarget(inScope.flatMap((v) => v.attacks));
  const server = await startBenchServer({ ASSAY_LLM_BASE_URL: `${model.url}/v1`, ASSAY_LLM_MODEL: 'scripted', ASSAY_ALLOW_PRIVATE_TARGETS: 'true' });
  try {
    const plan = (vectors: string[]) => ({
      project_name: 'bench-adaptive',
      attack_vector_keys: vectors,
      target_vulnerabilities: inScope.map((v) => v.key),
      attacks_per_vector: ADAPTIVE_PER_VECTOR,
      config: { seed: 2, concurrency: CONCURRENCY, max_turns: MAX_TURNS, max_attacker_calls: 100_000, target: { type: 'http', url: `${target.url}/chat` } },
    });
    console.log(
      `### 2. Adaptive: a scripted model and a keyword-guarded loopback target (${inScope.length} S-category vulnerabilities × ${ADAPTIVE_PER_VECTOR} attacks per vector, max_turns ${MAX_TURNS})\n`,
    );
    console.log('| vectors | attacks | success rate | turns to success (successes only) | attacker calls | model tokens | attacks/s |');
    console.log('|---|---|---|---|---|---|---|');
    for (const vectors of [WRITTEN, ['iterative'], ['attacker_conversation']]) {
      const { run, started } = await runToEnd(server, plan(vectors));
      if (run.status !== 'completed') throw new Error(`run ${run.status}: ${run.error}`);
      const { attacks } = await readAttacks(server, started.run_id);
      // Turns to success: tries of iterative (each try one turn), turns of the conversation, turns of a written attack.
      const turns = attacks
        .filter((a) => a.status === 'succeeded')
        .map((a) => (a.attack_vector_key === 'iterative' ? a.tries.length : a.tries[a.tries.length - 1].turns.length));
      const perSecond = started.total_attacks / (run.duration_ms / 1000);
      console.log(
        `| ${vectors.join(', ')} | ${started.total_attacks} | ${rate(run.overall.attack_success_rate)} | ${spread(turns)} | ${run.attacker_calls.toLocaleString('en')} | ${run.tokens_used.toLocaleString('en')} | ${perSecond.toFixed(1)} |`,
      );
    }
    console.log(`\nThe target answered ${target.served().toLocaleString('en')} requests; the scripted model ${model.served().toLocaleString('en')}.`);
  } finally {
    await server.stop();
    await target.close();
    await model.close();
  }
}

console.log(`Red-team benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, PGlite\n`);
if (!process.argv.includes('--adaptive-only')) await offline();
await adaptive();
