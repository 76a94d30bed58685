// `npm run bench:http`: requests/s of the service shell, measured as a client sees it.
// Starts `assay serve` (PGlite in a temp dir, or DATABASE_URL when set) as its own process, then drives
// it with autocannon from this process, so the server's figures are not shared with the load generator.
import os from 'node:os';
import autocannon from 'autocannon';
import { BENCH_KEY, startBenchServer } from './support/server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const server = await startBenchServer();
const url = server.url;

const auth = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };
const scenarios = [
  { name: 'GET /healthz (no auth, no store)', opts: { path: '/healthz' } },
  { name: 'GET /v2/projects (key lookup + query)', opts: { path: '/v2/projects', headers: auth } },
  { name: 'POST /v2/projects (create-or-get)', opts: { method: 'POST', path: '/v2/projects', headers: auth, body: JSON.stringify({ name: 'bench' }) } },
  { name: 'POST /v2/failure-analysis/analyze invalid → 422', opts: { method: 'POST', path: '/v2/failure-analysis/analyze', headers: auth, body: JSON.stringify({ project_name: 'bench', dataset: [{ input: 1 }] }) } },
];

console.log(`Assay shell HTTP benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
console.log(`store: PGlite; ${CONNECTIONS} connections, ${DURATION} s per scenario, load generator in a separate process from the server\n`);
console.log('| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx | server RSS MB |');
console.log('|---|---|---|---|---|---|');
for (const s of scenarios) {
  const { path: route, ...rest } = s.opts;
  const result = await autocannon({ url: url + route, connections: CONNECTIONS, duration: DURATION, ...rest } as autocannon.Options);
  console.log(
    `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${server.rssMb()} |`,
  );
}
await server.stop();
