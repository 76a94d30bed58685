// `npm run bench:http`: requests/s of the service shell, measured as a client sees it.
// Starts `assay serve` (PGlite in a temp dir, or DATABASE_URL when set) as its own process, then drives
// it with autocannon from this process, so the server's figures are not shared with the load generator.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const KEY = 'bench-key-0123456789abcdefghijklmnopqrstuvwxyz';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bench-'));
const server = spawn(process.execPath, [path.join(ROOT, 'bin/assay.mjs'), 'serve'], {
  env: { ...process.env, PORT: '0', ASSAY_DATA_DIR: dataDir, ASSAY_INIT_API_KEY: KEY, ASSAY_LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
const url: string = await new Promise((resolve, reject) => {
  server.stdout!.on('data', (d) => {
    out += d;
    const m = /"address":"(http:\/\/[^"]+)"/.exec(out);
    if (m) resolve(m[1]);
  });
  server.on('exit', () => reject(new Error(`server exited:\n${out}`)));
});
// The server logs one line per request at info, as in production; the lines are read and dropped here.

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
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
    `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${rssMb(server.pid!)} |`,
  );
}
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
