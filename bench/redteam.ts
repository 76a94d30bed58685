// `npm run bench:redteam`: a red-team run of ~10,000 attacks against the built-in demo target at
// concurrency 32, through a real `assay serve` (PGlite; planning, job, judging, recording). The demo target
// answers at once, so the figure measures the service, not a model. Prints attacks/s, the time to read every
// attack back page by page, and server memory.
import os from 'node:os';
import { BENCH_KEY, startBenchServer } from './support/server.js';

const PER_VECTOR = Number(process.env.BENCH_ATTACKS_PER_VECTOR ?? 26); // 15 vectors × 26 vulnerabilities × 26 = 10,140
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const server = await startBenchServer();
const headers = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };

try {
  const t0 = performance.now();
  const res = await fetch(`${server.url}/v2/security/redteam`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      project_name: 'bench',
      run_name: 'bench',
      attacks_per_vector: PER_VECTOR,
      config: { seed: 1, concurrency: CONCURRENCY, target: { type: 'demo' } },
    }),
  });
  const started = (await res.json()) as { run_id: string; total_attacks: number };
  const planMs = performance.now() - t0;
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${JSON.stringify(started)}`);
  let run: any;
  for (;;) {
    run = await (await fetch(`${server.url}/v2/security/redteam/runs/${started.run_id}`, { headers })).json();
    if (!['queued', 'running'].includes(run.status)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const wallMs = performance.now() - t0;
  const seconds = run.duration_ms / 1000;
  // Every attack read back as a client of the document would: pages of 1,000, each next page from its Link header.
  const t1 = performance.now();
  let next: string | null = `/v2/security/redteam/runs/${started.run_id}/attacks?limit=1000`;
  let read = 0;
  let pages = 0;
  let total = 0;
  while (next) {
    const page: Response = await fetch(server.url + next, { headers });
    total = Number(page.headers.get('x-total-count'));
    read += ((await page.json()) as unknown[]).length;
    pages++;
    next = /<([^>]+)>;\s*rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
  }
  const readMs = performance.now() - t1;
  if (read !== started.total_attacks || total !== read) throw new Error(`read ${read} attacks of ${total} (X-Total-Count), ${started.total_attacks} planned`);
  console.log(`Red-team benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, PGlite\n`);
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| attacks planned | ${started.total_attacks.toLocaleString('en')} (15 vectors × 26 vulnerabilities × ${PER_VECTOR}) |`);
  console.log(`| start request (plan + store + queue) | ${Math.round(planMs)} ms |`);
  console.log(`| run status | ${run.status}; ${run.overall.succeeded} succeeded, ${run.overall.resisted} resisted, ${run.overall.errors} errors |`);
  console.log(
    `| sending, judging and recording at concurrency ${CONCURRENCY} | ${Math.round(started.total_attacks / seconds).toLocaleString('en')} attacks/s (${seconds.toFixed(1)} s) |`,
  );
  console.log(`| end to end, start to completed | ${(wallMs / 1000).toFixed(1)} s |`);
  console.log(`| reading every attack back (${pages} ${pages === 1 ? 'page' : 'pages'} of up to 1,000, following Link) | ${Math.round(readMs)} ms |`);
  console.log(`| server peak RSS (PGlite included) | ${server.peakRssMb()} MB |`);
} finally {
  await server.stop();
}
