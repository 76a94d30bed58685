// `npm run bench:fuzz`: the generated-request fuzz of test/api at full size, over HTTP against a served process
// (issue 34, point 6). The test sends one seed in-process; this sends BENCH_FUZZ_SEEDS seeds (default 10, ~20,000
// requests) over sockets, BENCH_FUZZ_CONCURRENCY (default 4) at a time, on PGlite and on PostgreSQL (a fresh schema
// of DATABASE_URL's database; BENCH_FUZZ_STORES=pglite skips it). It counts answers of 5xx, answers not in the
// service's shape, answers slower than 2 s and requests with no answer in 30 s; it prints the first problems.
import os from 'node:os';
import { BENCH_KEY, benchSchema, startBenchServer, type BenchServer } from './support/server.js';
import { SchemaSampler, seededRandom } from '../test/support/request-generator.js';
import { operationsOf, problemWith, requestsFor, type GeneratedRequest } from '../test/support/generated-requests.js';

const SEEDS = Number(process.env.BENCH_FUZZ_SEEDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_FUZZ_CONCURRENCY ?? 4);
const SLOW_MS = 2_000;
const GIVE_UP_MS = 30_000;
const BASE_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Tally {
  sent: number;
  fiveHundreds: number;
  problems: string[];
  slow: string[];
  unanswered: string[];
  times: number[];
}

async function send(server: BenchServer, request: GeneratedRequest): Promise<{ problem: string | null; ms: number | null }> {
  const start = performance.now();
  // fetch sends no body with a GET (inject does): those go without.
  const withBody = request.body !== undefined && request.method !== 'GET';
  try {
    const res = await fetch(server.url + request.url, {
      method: request.method,
      headers: { authorization: `Bearer ${BENCH_KEY}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      body: withBody ? request.body : undefined,
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
    const body = await res.text();
    const ms = performance.now() - start;
    return { problem: problemWith(request, { statusCode: res.status, body, json: () => JSON.parse(body) }), ms };
  } catch {
    return { problem: null, ms: null };
  }
}

async function fuzz(label: string, server: BenchServer): Promise<string> {
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Record<string, any>;
  const tally: Tally = { sent: 0, fiveHundreds: 0, problems: [], slow: [], unanswered: [], times: [] };
  const started = performance.now();
  for (let seed = 1; seed <= SEEDS; seed++) {
    const random = seededRandom(seed);
    const sampler = new SchemaSampler(doc, random);
    const queue = operationsOf(doc).flatMap((operation) => requestsFor(operation, sampler, random).map((request) => ({ operation, request })));
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { operation, request } = next;
        const name = `seed ${seed} ${operation.method} ${operation.path} [${request.label}]`;
        const { problem, ms } = await send(server, request);
        tally.sent++;
        if (ms === null) tally.unanswered.push(name);
        else {
          tally.times.push(ms);
          if (ms > SLOW_MS) tally.slow.push(`${name}: ${Math.round(ms)} ms`);
        }
        if (problem?.startsWith('status 5')) tally.fiveHundreds++;
        if (problem) tally.problems.push(`${name}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  }
  const health = await fetch(`${server.url}/healthz`);
  const sorted = [...tally.times].sort((a, b) => a - b);
  const p99 = sorted[Math.floor(0.99 * (sorted.length - 1))] ?? NaN;
  for (const [what, list] of [
    ['problems', tally.problems],
    ['slow', tally.slow],
    ['unanswered', tally.unanswered],
  ] as const) {
    for (const line of list.slice(0, 10)) console.log(`  ${label}, ${what}: ${line}`);
  }
  return `| ${label} | ${tally.sent.toLocaleString('en-US')} | ${tally.fiveHundreds} | ${tally.problems.length} | ${tally.slow.length} | ${tally.unanswered.length} | ${Math.round(p99)} / ${Math.round(sorted.at(-1) ?? NaN)} | ${((performance.now() - started) / 1000).toFixed(0)} s | ${health.status} |`;
}

console.log(`Fuzz bench, ${SEEDS} seeds, ${CONCURRENCY} at a time, ${new Date().toISOString()}, ${os.cpus().length} cores`);
const rows: string[] = [];
const pglite = await startBenchServer();
try {
  rows.push(await fuzz('PGlite', pglite));
} finally {
  await pglite.stop();
}
if (process.env.BENCH_FUZZ_STORES !== 'pglite') {
  const db = await benchSchema(BASE_DB).catch(() => null);
  if (!db) console.log(`PostgreSQL at ${BASE_DB} unreachable: skipped`);
  else {
    const server = await startBenchServer({ DATABASE_URL: db.url });
    try {
      rows.push(await fuzz('PostgreSQL', server));
    } finally {
      await server.stop();
      await db.drop();
    }
  }
}
console.log(
  '\n| store | requests | 5xx | not in the service shape (5xx included) | slower than 2 s | no answer in 30 s | p99 / max ms | took | /healthz after |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
