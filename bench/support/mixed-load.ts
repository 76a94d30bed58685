// The mixed HTTP load of issue 19: health probes, an authenticated listing and one-item analyses, in equal
// parts, with the bare GET /healthz rate of the same server measured alongside as the ceiling of the mix.
import autocannon from 'autocannon';
import { BENCH_KEY, type BenchServer } from './server.js';

const auth = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };
const oneItem = JSON.stringify({
  project_name: 'bench',
  dataset: [{ input: 'What is the capital of France?', output: 'The capital of France is Paris, on the Seine.' }],
});

/** Each connection sends these in turn: a third health, a third listing, a third analyses. */
export const MIXED_REQUESTS: autocannon.Request[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/v2/failure-analysis/runs?limit=20', headers: auth },
  { method: 'POST', path: '/v2/failure-analysis/analyze', headers: auth, body: oneItem },
];

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Responses other than 2xx, plus connection errors and timeouts. */
  failed: number;
  /** Server CPU per request (all its threads), ms: steadier than req/s on a shared machine. */
  cpuMsPerRequest: number;
  rssMb: number;
}

export async function measure(server: BenchServer, opts: { seconds: number; connections: number; mixed: boolean }): Promise<LoadFigures> {
  const cpuBefore = server.cpuSeconds();
  // The path goes in the URL: autocannon has no top-level `path` option (given one, it sent GET /, the dashboard).
  const result = await autocannon({
    url: opts.mixed ? server.url : `${server.url}/healthz`,
    connections: opts.connections,
    duration: opts.seconds,
    ...(opts.mixed ? { requests: MIXED_REQUESTS } : {}),
  } as autocannon.Options);
  const cpu = server.cpuSeconds() - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: Math.round((cpu * 1000 * 100) / Math.max(1, result.requests.total)) / 100,
    rssMb: server.rssMb(),
  };
}

/** Warms a server up (JIT, first run of the project, PGlite's caches) so the first measured round is not its start. */
export async function warmUp(server: BenchServer): Promise<void> {
  await autocannon({ url: server.url, connections: 4, amount: 300, requests: MIXED_REQUESTS } as autocannon.Options);
}
