// `npm run bench:traces`: OTLP ingestion (JSON and protobuf) in spans/s and full-trace read times, each beside
// a baseline measured in the same run: a bare multi-row INSERT of the same rows into the same table, and
// JSON.parse of the same payload. Starts `assay serve` (PGlite in a temp dir, or PostgreSQL when DATABASE_URL
// is set — the bench then works in a fresh schema of that database and drops it) as its own process.
import crypto from 'node:crypto';
import os from 'node:os';
import { migrate } from '../src/store/migrate.js';
import { openPgliteStore } from '../src/store/pglite-store.js';
import { openPostgresStore } from '../src/store/postgres-store.js';
import type { Store } from '../src/store/store.js';
import { encodeTraceRequest } from '../src/traces/otlp/otlp-protobuf.js';
import { convertOtlpRequest, type OtlpTraceRequest } from '../src/traces/otlp/otlp-spans.js';
import { otlpRequests } from './support/otlp-payload.js';
import { BENCH_KEY, benchSchema, startBenchServer } from './support/server.js';

const SPANS = Number(process.env.BENCH_SPANS ?? 100_000);
const PER_REQUEST = Number(process.env.BENCH_SPANS_PER_REQUEST ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const READS = 9;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** PostgreSQL when DATABASE_URL is set: a schema of our own in its database (benchSchema). */
const db = process.env.DATABASE_URL ? await benchSchema(process.env.DATABASE_URL) : { url: null, drop: async () => {} };
const server = await startBenchServer({
  ...(db.url ? { DATABASE_URL: db.url } : {}),
  ASSAY_BODY_LIMIT_BYTES: String(200 * 2 ** 20),
});
const headers = { authorization: `Bearer ${BENCH_KEY}` };

async function post(body: string | Uint8Array<ArrayBuffer>, type: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${server.url}/v1/traces`, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
    const text = await res.arrayBuffer();
    if (res.status === 429) continue;
    if (res.status !== 200) throw new Error(`POST /v1/traces → ${res.status}: ${Buffer.from(text).toString()}`);
    return;
  }
}

/** Sends every body with CONCURRENCY requests in flight; returns seconds. */
async function send(bodies: (string | Uint8Array<ArrayBuffer>)[], type: string): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) await post(bodies[next++], type);
    }),
  );
  return (performance.now() - t0) / 1000;
}

/** The baseline: the same rows, already normalised, by bare multi-row INSERTs into a store of the same kind. */
async function bareInsertSeconds(requests: object[]): Promise<number> {
  const store: Store = db.url ? await openPostgresStore(db.url) : await openPgliteStore(null);
  if (!db.url) await migrate(store);
  const owner = crypto.randomUUID();
  const rows = requests.flatMap((r) => convertOtlpRequest(r as OtlpTraceRequest).resources.flatMap((x) => x.spans));
  const t0 = performance.now();
  const COLS = 12;
  for (let i = 0; i < rows.length; i += PER_REQUEST) {
    const chunk = rows.slice(i, i + PER_REQUEST);
    const params: unknown[] = [];
    const values = chunk.map((s, j) => {
      params.push(
        owner,
        s.trace_id,
        s.span_id,
        s.parent_span_id,
        s.name,
        s.otel_kind,
        s.start_ms,
        s.end_ms,
        s.status,
        s.status_message,
        JSON.stringify(s.attributes),
        s.events && JSON.stringify(s.events),
      );
      return `(${Array.from({ length: COLS }, (_, k) => `$${j * COLS + k + 1}`).join(', ')})`;
    });
    await store.query(
      `INSERT INTO trace_spans (owner_id, trace_id, span_id, parent_span_id, name, otel_kind, start_ms, end_ms, status, status_message, attributes, events)
       VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      params,
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  await store.close();
  return seconds;
}

function parseSeconds(bodies: string[]): number {
  const t0 = performance.now();
  for (const b of bodies) JSON.parse(b);
  return (performance.now() - t0) / 1000;
}

const storeName = db.url ? 'PostgreSQL' : 'PGlite';
console.log(
  `Assay traces benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
);
console.log(`store: ${storeName}; ${fmt(SPANS)} spans per encoding in requests of ${PER_REQUEST} spans, ${CONCURRENCY} in flight; server in its own process\n`);

// Warm-up: a first request pays for project creation and JIT.
await post(JSON.stringify(otlpRequests(1, 10, 10).requests[0]), 'application/json');

const jsonSet = otlpRequests(SPANS / 100, 100, PER_REQUEST);
const jsonBodies = jsonSet.requests.map((r) => JSON.stringify(r));
const jsonSeconds = await send(jsonBodies, 'application/json');
const pbSet = otlpRequests(SPANS / 100, 100, PER_REQUEST);
const pbBodies = pbSet.requests.map((r) => new Uint8Array(encodeTraceRequest(r as Record<string, unknown>)));
const pbSeconds = await send(pbBodies, 'application/x-protobuf');
const bareSeconds = await bareInsertSeconds(otlpRequests(SPANS / 100, 100, PER_REQUEST).requests);
const parse = parseSeconds(jsonBodies);
const mb = (bodies: (string | Uint8Array)[]) =>
  (bodies.reduce((n, b) => n + (typeof b === 'string' ? Buffer.byteLength(b) : b.byteLength), 0) / 2 ** 20).toFixed(1);

console.log('| ingestion | spans/s | seconds | payload MB |');
console.log('|---|---|---|---|');
console.log(`| OTLP/JSON over HTTP (decode, normalise, store) | ${fmt(SPANS / jsonSeconds)} | ${jsonSeconds.toFixed(2)} | ${mb(jsonBodies)} |`);
console.log(`| OTLP/protobuf over HTTP (decode, normalise, store) | ${fmt(SPANS / pbSeconds)} | ${pbSeconds.toFixed(2)} | ${mb(pbBodies)} |`);
console.log(`| baseline: bare multi-row INSERT of the same rows, in process | ${fmt(SPANS / bareSeconds)} | ${bareSeconds.toFixed(2)} | |`);
console.log(`| baseline: JSON.parse of the JSON payloads | ${fmt(SPANS / parse)} | ${parse.toFixed(2)} | |`);

console.log('\n| full-trace read (GET /api/v1/traces/{id}/full) | median ms | response MB | baseline: JSON.parse of the response, ms |');
console.log('|---|---|---|---|');
for (const [label, count, chain] of [
  ['1,000 spans', 1000, false],
  ['10,000 spans', 10_000, false],
  ['10,000-deep chain', 10_000, true],
] as const) {
  const set = otlpRequests(1, count, PER_REQUEST, chain);
  await send(
    set.requests.map((r) => JSON.stringify(r)),
    'application/json',
  );
  const times: number[] = [];
  let body = '';
  // One read first, not counted: it pays for compiling the reconstruction code, as any first request does.
  for (let k = -1; k < READS; k++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/v1/traces/${set.traceIds[0]}/full`, { headers });
    body = await res.text();
    if (k >= 0) times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET full → ${res.status}: ${body.slice(0, 300)}`);
  }
  const parses = Array.from({ length: READS }, () => {
    const t0 = performance.now();
    JSON.parse(body);
    return performance.now() - t0;
  });
  // The document read is the whole trace: every span under its id, and one tree of roots and continuations.
  const doc = JSON.parse(body) as { spans: Record<string, unknown>; execution_tree: { roots: unknown[]; continuations: unknown[] } };
  const treeEntries = doc.execution_tree.roots.length + doc.execution_tree.continuations.length;
  if (Object.keys(doc.spans).length !== count || treeEntries === 0)
    throw new Error(`GET full: ${Object.keys(doc.spans).length} spans, ${treeEntries} tree entries for ${count} spans sent`);
  console.log(`| ${label} | ${median(times).toFixed(0)} | ${(Buffer.byteLength(body) / 2 ** 20).toFixed(1)} | ${median(parses).toFixed(1)} |`);
}
console.log(`\nserver peak RSS: ${server.peakRssMb()} MB`);
await server.stop();
await db.drop();
