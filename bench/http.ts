// `npm run bench:http`: requests/s of the service shell, measured as a client sees it.
// Starts `assay serve` (PGlite in a temp dir) as its own process, then drives it with autocannon from this
// process, so the server's figures are not shared with the load generator.
//
// First the mixed load of issue 19 (mixed-load.ts) with the bare GET /healthz rate of the same server as its
// ceiling; then single routes. BENCH_BASELINE_ROOT=<another checkout> runs the mixed rounds against that
// checkout's server too, interleaved with this one's, so before and after share the machine's conditions.
// BENCH_SOAK_SECONDS=300 adds a long mixed run, reported in windows of 30 s (rate and memory over time).
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { BENCH_KEY, startBenchServer, type BenchServer } from './support/server.js';
import { measure, warmUp, MIXED_REQUESTS } from './support/mixed-load.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BASELINE = process.env.BENCH_BASELINE_ROOT;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (BASELINE ? 2 : 1));
const SOAK = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

console.log(
  `Assay shell HTTP benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
);
console.log(`store: PGlite; ${CONNECTIONS} connections, ${DURATION} s per scenario, load generator in a separate process from the server`);
console.log(`load average at start (1/5/15 min): ${loadAverage()}\n`);

const servers: { label: string; server: BenchServer }[] = [{ label: 'this checkout', server: await startBenchServer() }];
if (BASELINE) {
  if (!fs.existsSync(`${BASELINE}/bin/assay.mjs`)) throw new Error(`BENCH_BASELINE_ROOT=${BASELINE} is not an Assay checkout`);
  servers.push({ label: `baseline (${BASELINE})`, server: await startBenchServer({}, undefined, BASELINE) });
}
for (const s of servers) await warmUp(s.server);

console.log(`Mixed load (each connection in turn: ${MIXED_REQUESTS.map((r) => `${r.method} ${r.path!.split('?')[0]}`).join(', ')})`);
console.log(
  '| round | server | GET /healthz alone req/s (ceiling) | mixed req/s | mixed p50 ms | mixed p99 ms | failed | server CPU ms/req (mixed) | server RSS MB | load avg |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (let round = 1; round <= ROUNDS; round++) {
  // Alternate which server goes first, so neither always gets the quieter moment.
  const order = round % 2 ? servers : [...servers].reverse();
  for (const { label, server } of order) {
    const ceiling = await measure(server, { seconds: DURATION, connections: CONNECTIONS, mixed: false });
    const mixed = await measure(server, { seconds: DURATION, connections: CONNECTIONS, mixed: true });
    console.log(
      `| ${round} | ${label} | ${ceiling.rps} | ${mixed.rps} | ${mixed.p50} | ${mixed.p99} | ${mixed.failed + ceiling.failed} | ${mixed.cpuMsPerRequest} | ${mixed.rssMb} | ${loadAverage()} |`,
    );
  }
}
for (const { server } of servers.slice(1)) await server.stop();
const { server } = servers[0];

if (SOAK > 0) {
  // In windows of 30 s, so a rate that declines as the store fills shows as a trend, not hidden in one mean.
  console.log(`\nSoak: the mixed load for ${SOAK} s on this checkout's server, in windows of 30 s`);
  console.log('| window | mixed req/s | p50 ms | p99 ms | failed | server CPU ms/req | server RSS MB |');
  console.log('|---|---|---|---|---|---|---|');
  for (let window = 0; window * 30 < SOAK; window++) {
    const w = await measure(server, { seconds: Math.min(30, SOAK - window * 30), connections: CONNECTIONS, mixed: true });
    console.log(`| ${window * 30}–${Math.min(SOAK, window * 30 + 30)} s | ${w.rps} | ${w.p50} | ${w.p99} | ${w.failed} | ${w.cpuMsPerRequest} | ${w.rssMb} |`);
  }
}

const auth = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };
const scenarios = [
  { name: 'GET /v2/projects (key lookup + query)', opts: { path: '/v2/projects', headers: auth } },
  { name: 'POST /v2/projects (create-or-get)', opts: { method: 'POST', path: '/v2/projects', headers: auth, body: JSON.stringify({ name: 'bench' }) } },
  {
    name: 'POST /v2/failure-analysis/analyze invalid → 422',
    opts: { method: 'POST', path: '/v2/failure-analysis/analyze', headers: auth, body: JSON.stringify({ project_name: 'bench', dataset: [{ input: 1 }] }) },
  },
];
console.log('\nSingle routes (this checkout)');
console.log('| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx | server RSS MB |');
console.log('|---|---|---|---|---|---|');
for (const s of scenarios) {
  const { path: route, ...rest } = s.opts;
  const result = await autocannon({ url: server.url + route, connections: CONNECTIONS, duration: DURATION, ...rest } as autocannon.Options);
  console.log(`| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${server.rssMb()} |`);
}
console.log(`\nload average at end: ${loadAverage()}`);
await server.stop();
