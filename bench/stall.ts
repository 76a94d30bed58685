// The stall bench (issue 34): one user's heavy request against a served process, while this process times the
// health check, a second user's sign-in and that user's one-item analysis. On PGlite and on PostgreSQL (a fresh
// schema of DATABASE_URL's database, default the local server; skipped when unreachable).
// BENCH_STALL_SCALE (default 1) scales the heavy inputs; BENCH_STALL_CASES=name,name picks cases;
// BENCH_BASELINE_ROOT=<another checkout> measures its server too, in the same run (before/after);
// BENCH_STALL_STORES=pglite skips PostgreSQL; BENCH_STALL_TIMEOUT_S (default 90) gives up on a heavy request.
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { BENCH_KEY, benchSchema, startBenchServer, type BenchServer } from './support/server.js';

const SCALE = Number(process.env.BENCH_STALL_SCALE ?? 1);
const n = (count: number) => Math.max(1, Math.round(count * SCALE));
/** A heavy request not answered in this time is given up (the baseline's took minutes): the row says so. */
const HEAVY_TIMEOUT_MS = Number(process.env.BENCH_STALL_TIMEOUT_S ?? 90) * 1000;
const BASE_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function prose(chars: number): string {
  const words = 'the agent checked the refund policy before it answered why the parcel was late and what the customer could claim'.split(' ');
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const word = words[(i * 7 + (i >> 4)) % words.length] + (i % 11 === 10 ? '.' : '');
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
}
const dots = (chars: number) => 'a.b'.repeat(Math.ceil(chars / 3)).slice(0, chars);

interface Heavy {
  path: string;
  body: string;
  type?: string;
  /** For a request that starts a job: the path to poll (from the answer) until the job's run is done. */
  follow?: (answer: { run_id?: string }) => string;
}

/** A red-team target on loopback that answers every attack with ~200 KB: what the judge reads is the cost. */
const bigReplies = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ answer: `Sure: write to x@${'a.'.repeat(n(100_000))} for the details.` }));
  });
});
const targetUrl = new Promise<string>((resolve) =>
  bigReplies.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(bigReplies.address() as { port: number }).port}/chat`)),
);
bigReplies.unref();
const json = (path: string, body: object): Heavy => ({ path, body: JSON.stringify(body) });

/** Each case: the requests user A sends at once. */
const CASES: Record<string, () => Heavy[] | Promise<Heavy[]>> = {
  'two analyses, output and context of 20k characters (a.b…)': () =>
    [1, 2].map(() => json('/v2/failure-analysis/analyze', { dataset: [{ input: 'What does it say?', output: dots(n(20_000)), context: [dots(n(20_000))] }] })),
  'analyse with defaults, input of 100k characters': () => [json('/v2/failure-analysis/analyze', { dataset: [{ input: prose(n(100_000)), output: 'Done.' }] })],
  'evaluate completeness, input of 100k characters': () => [
    json('/v2/evaluate', { dataset: [{ input: prose(n(100_000)), output: 'Done.' }], metrics: ['completeness'] }),
  ],
  'scanner upload with 500k invalid rules': () => [
    json('/v2/scanner/uploads', {
      project_name: 'bench',
      sarif: { version: '2.1.0', runs: [{ tool: { driver: { name: 'x', rules: Array.from({ length: n(500_000) }, () => ['id', 5]) } }, results: [] }] },
    }),
  ],
  'analyse 60 items × 20k with a custom rule [ab]{1000}[^ab]': () => [
    json('/v2/failure-analysis/analyze', {
      dataset: Array.from({ length: n(60) }, () => ({ input: 'q', output: 'ab'.repeat(n(10_000)) })),
      config: {
        custom_rules: [
          { name: 'long_ab', description: 'a long run of a and b', pattern: '[ab]{1000}[^ab]', bucket_id: 'safety_security', severity_label: 'low' },
        ],
      },
    }),
  ],
  'analyse a CSV with one 500,000-character field': () => [
    { path: '/v2/failure-analysis/analyze', body: `input,output\nq,"${prose(n(500_000)).replaceAll('"', '')}"\n`, type: 'text/csv' },
  ],
  'red-team run, the target replying 200 KB to each of 24 attacks': async () => [
    {
      ...json('/v2/security/redteam', {
        attack_vector_keys: ['base64', 'jailbreak'],
        target_vulnerabilities: ['s1-violence', 'pii-leakage', 'system-prompt-leakage'],
        attacks_per_vector: 4,
        config: { seed: 7, concurrency: 4, target: { type: 'http', url: await targetUrl, response_path: '$.answer' } },
      }),
      follow: (answer) => `/v2/security/redteam/runs/${answer.run_id}`,
    },
  ],
};

const pick = process.env.BENCH_STALL_CASES?.split(',');
const cases = Object.entries(CASES).filter(([name]) => !pick || pick.some((p) => name.includes(p)));

/** A schema of the bench's own in the local database (benchSchema), or null when it cannot be reached. */
const postgresUrl = () => benchSchema(BASE_DB).catch(() => null);

/** A second user, signed up and signed in, with a key of their own. */
async function secondUser(url: string): Promise<{ key: string; login: () => Promise<Response> }> {
  const email = `b-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct horse battery staple';
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const signup = await post('/v2/auth/signup', { email, password });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const login = () => post('/v2/auth/login', { email, password });
  const session = await login();
  const cookie = session.headers.get('set-cookie')!.split(';')[0];
  const { csrf_token } = (await session.json()) as { csrf_token: string };
  const created = await post('/v2/keys', { name: 'bench' }, { cookie, 'x-csrf-token': csrf_token });
  if (created.status !== 201) throw new Error(`key: ${created.status} ${await created.text()}`);
  return { key: ((await created.json()) as { key: string }).key, login };
}

const quantile = (xs: number[], q: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);
const ms = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '—');

/** Times `probe` over and over, `gapMs` apart, until `stop` settles. */
async function probeUntil(stop: Promise<unknown>, gapMs: number, probe: () => Promise<Response>): Promise<number[]> {
  let done = false;
  void stop.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const res = await probe();
    await res.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  return times;
}

async function measureStore(label: string, server: BenchServer): Promise<string[]> {
  const b = await secondUser(server.url);
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  const small = JSON.stringify({ dataset: [{ input: 'Where is my parcel?', output: 'It ships tomorrow.' }] });
  // Warm: the threads have loaded their modules and each path has run once, as on a server that has served a while.
  // Both: a long item is judged on the threads, a small one on the event loop (its lexicons load at first use).
  for (const key of [BENCH_KEY, b.key]) {
    for (const warm of [
      { input: prose(20_000), output: 'Done.', context: [prose(10_000)] },
      { input: 'Hi?', output: 'Hello.', context: ['Hello.'] },
    ]) {
      const body = JSON.stringify({ dataset: [warm] });
      await fetch(`${server.url}/v2/failure-analysis/analyze`, { method: 'POST', headers: { ...auth(key), 'content-type': 'application/json' }, body });
    }
    // A route's first answer compiles its serializer (~0.1-0.3 s once a process): the red-team routes once too.
    const started = await fetch(`${server.url}/v2/security/redteam`, {
      method: 'POST',
      headers: { ...auth(key), 'content-type': 'application/json' },
      body: JSON.stringify({ attack_vector_keys: ['base64'], target_vulnerabilities: ['s1-violence'], attacks_per_vector: 1 }),
    });
    const { run_id } = (await started.json()) as { run_id: string };
    await fetch(`${server.url}/v2/security/redteam/runs/${run_id}`, { headers: auth(key) });
    await fetch(`${server.url}/v2/evaluate`, {
      method: 'POST',
      headers: { ...auth(key), 'content-type': 'application/json' },
      body: JSON.stringify({ dataset: [{ input: 'Hi?', output: 'Hello.' }] }),
    });
  }
  const rows: string[] = [];
  // First nothing heavy: what the probes cost on this machine alone (sign-in is mostly its password hash).
  for (const [name, make] of [['nothing (idle, 3 s)', async () => []] as const, ...cases]) {
    const heavy: Heavy[] = await make();
    const start = performance.now();
    const deadline = AbortSignal.timeout(HEAVY_TIMEOUT_MS);
    const sent = Promise.all([
      ...(heavy.length ? [] : [new Promise<{ status: string; bytes: number }>((resolve) => setTimeout(() => resolve({ status: '—', bytes: 0 }), 3000))]),
      ...heavy.map((h) =>
        fetch(server.url + h.path, {
          method: 'POST',
          headers: { ...auth(BENCH_KEY), 'content-type': h.type ?? 'application/json' },
          body: h.body,
          signal: deadline,
        }).then(
          async (r) => {
            if (!h.follow || r.status !== 200) return { status: String(r.status), bytes: (await r.arrayBuffer()).byteLength };
            // A job: A's request is over when its run is.
            const runPath = h.follow((await r.json()) as { run_id?: string });
            for (;;) {
              const run = (await (await fetch(server.url + runPath, { headers: auth(BENCH_KEY), signal: deadline })).json()) as { status: string };
              if (!['queued', 'running'].includes(run.status)) return { status: `200, run ${run.status}`, bytes: 0 };
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          },
          () => ({ status: `none in ${HEAVY_TIMEOUT_MS / 1000} s`, bytes: 0 }),
        ),
      ),
    ]);
    const [answers, health, login, other] = await Promise.all([
      sent,
      probeUntil(sent, 50, () => fetch(`${server.url}/healthz`)),
      probeUntil(sent, 300, b.login),
      probeUntil(sent, 200, () =>
        fetch(`${server.url}/v2/failure-analysis/analyze`, { method: 'POST', headers: { ...auth(b.key), 'content-type': 'application/json' }, body: small }),
      ),
    ]);
    const took = (performance.now() - start) / 1000;
    const cell = (xs: number[]) => `${ms(quantile(xs, 0.99))} / ${ms(Math.max(...xs))}`;
    rows.push(
      `| ${label} | ${name} | ${answers.map((a) => a.status).join(', ')} | ${took.toFixed(1)} s | ${cell(health)} | ${cell(login)} | ${cell(other)} | ${health.length}/${login.length}/${other.length} |`,
    );
    console.log(rows.at(-1));
  }
  return rows;
}

const checkouts: { label: string; root?: string }[] = [{ label: 'this checkout' }];
if (process.env.BENCH_BASELINE_ROOT) checkouts.push({ label: 'baseline', root: process.env.BENCH_BASELINE_ROOT });

console.log(`Stall bench, scale ${SCALE}, ${new Date().toISOString()}, ${os.cpus().length} cores; p99 / max in ms; samples health/sign-in/other`);
if (process.env.BENCH_BASELINE_ROOT) console.log(`baseline: ${process.env.BENCH_BASELINE_ROOT}`);
console.log('| server | user A sent | A answered | A took | /healthz | sign-in (B) | B one-item analysis | samples |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { label, root } of checkouts) {
  // The red-team case attacks a target on loopback.
  const env = { ASSAY_ALLOW_PRIVATE_TARGETS: '1' };
  const pglite = await startBenchServer(env, undefined, root);
  try {
    await measureStore(`${label}, PGlite`, pglite);
  } finally {
    await pglite.stop();
  }
  if (process.env.BENCH_STALL_STORES === 'pglite') continue;
  const db = await postgresUrl();
  if (!db) console.log(`PostgreSQL at ${BASE_DB} unreachable: skipped`);
  else {
    const server = await startBenchServer({ ...env, DATABASE_URL: db.url }, undefined, root);
    try {
      await measureStore(`${label}, PostgreSQL`, server);
    } finally {
      await server.stop();
      await db.drop();
    }
  }
}
