// `npm run bench:analysis`: failure analysis of 10,000 realistic items, in-process (detectors only) and
// end to end over HTTP (request, job, storage, polling), with peak memory of each.
import fs from 'node:fs';
import os from 'node:os';
import { analyzeItem, detectFeatureKind, planDetectors } from '../src/core/detectors/engine.js';
import { normalizeItem } from '../src/core/text/normalize.js';
import { DEFAULT_THRESHOLDS } from '../src/core/scoring/thresholds.js';
import { makeDataset } from './support/dataset.js';
import { BENCH_KEY, benchDataDir, startBenchServer } from './support/server.js';
import { analyzeItems } from '../src/analysis/threads.js';
import { ThreadPool } from '../src/runtime/thread-pool.js';

const COUNT = Number(process.env.BENCH_ITEMS ?? 10_000);
const dataset = makeDataset(COUNT);

console.log(
  `Failure-analysis benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
);
console.log(`${COUNT} items: ~300-char prompts, ~1,500-char answers, three ~1,000-char context chunks, tool calls on a fifth\n`);

/** In-process: the detectors alone (normalisation, shared text analysis, every planned detector, scoring). */
async function measureInProcess(): Promise<void> {
  const items = dataset.map(normalizeItem);
  const plan = planDetectors(items, detectFeatureKind(items), null);
  for (const item of items.slice(0, 200)) analyzeItem(item, plan, DEFAULT_THRESHOLDS); // warm-up
  const t0 = process.hrtime.bigint();
  let tags = 0;
  for (const item of items) tags += analyzeItem(item, plan, DEFAULT_THRESHOLDS).tags.length;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  // The same work on the analysis pool: one worker thread per core, as the service runs it.
  const pool = new ThreadPool(os.availableParallelism());
  const tasks = dataset.map((item, index) => ({ index, item }));
  await analyzeItems(pool, tasks.slice(0, 400), plan, DEFAULT_THRESHOLDS); // threads start and warm up
  const t2 = process.hrtime.bigint();
  await analyzeItems(pool, tasks, plan, DEFAULT_THRESHOLDS);
  const poolSeconds = Number(process.hrtime.bigint() - t2) / 1e9;
  await pool.close();
  console.log(`| detectors run per item | ${plan.run.length} |`);
  console.log(`| in-process, one thread: items/s | ${Math.round(COUNT / seconds)} (${seconds.toFixed(2)} s, ${tags} tags) |`);
  console.log(
    `| in-process, analysis pool (${os.availableParallelism()} threads): items/s | ${Math.round(COUNT / poolSeconds)} (${poolSeconds.toFixed(2)} s) |`,
  );
  console.log(`| in-process: peak RSS | ${Math.round(process.resourceUsage().maxRSS / 1024)} MB |`);
}

console.log('| measure | value |');
console.log('|---|---|');
// BENCH_ONLY=e2e skips the in-process part (when profiling the server, say).
if (process.env.BENCH_ONLY !== 'e2e') await measureInProcess();

// End to end: a real server on PGlite; POST the dataset, poll the run until it is completed. The data directory
// is created by a first start beforehand: PGlite's initdb on a first start leaves ~0.5 GB behind for a while
// (the first start's peak is reported apart), and a deployment starts on an existing directory every other time.
const dataDir = benchDataDir();
const firstStart = await startBenchServer({}, dataDir);
const firstStartPeak = firstStart.peakRssMb();
await firstStart.stop();
// The default body limit (64 MB) takes the 49 MB request.
const server = await startBenchServer({ ASSAY_JOB_POLL_MS: '100' }, dataDir);
const idleRss = server.rssMb();
const url = server.url;
const headers = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };
// The request's bytes are ready before the clock starts, as a client sending a file has them (curl --data-binary @file).
const body = Buffer.from(JSON.stringify({ project_name: 'bench', dataset }));

/** One dataset posted and polled to its end; prints its time and the server's CPU by thread meanwhile. */
async function endToEnd(label: string): Promise<void> {
  const idleCpu = server.cpuSeconds();
  const idleThreads = server.threadCpuSeconds();
  const t1 = Date.now();
  const started = await (await fetch(`${url}/v2/failure-analysis/analyze`, { method: 'POST', headers, body })).json();
  const posted = (Date.now() - t1) / 1000;
  let doc = started;
  while (doc.status === 'processing') {
    await new Promise((r) => setTimeout(r, 100));
    doc = await (await fetch(`${url}/v2/failure-analysis/runs/${started.run_id}`, { headers })).json();
  }
  const e2e = (Date.now() - t1) / 1000;
  const serverCpu = server.cpuSeconds() - idleCpu;
  // Per thread: the main thread (HTTP, the store), the two busiest others (the analysis threads, on two cores),
  // and the rest (V8's and libuv's helpers: concurrent GC and compilation, compression).
  const threadCpu = [...server.threadCpuSeconds()].map(([tid, s]) => ({ tid, s: s - (idleThreads.get(tid) ?? 0) }));
  const mainCpu = threadCpu.find((t) => t.tid === server.process.pid)!.s;
  const others = threadCpu
    .filter((t) => t.tid !== server.process.pid)
    .map((t) => t.s)
    .sort((a, b) => b - a);
  const analysisThreads = others.slice(0, os.availableParallelism());
  const helpers = others.slice(analysisThreads.length).reduce((a, b) => a + b, 0);

  console.log(
    `| end to end over HTTP, ${label}: ${COUNT} items | ${e2e.toFixed(2)} s (${Math.round(COUNT / e2e)} items/s), status ${doc.status}, ${doc.failure_tags_total} fail and unsure tags |`,
  );
  // CPU time says what the run cost when other work on the machine makes its wall-clock time mostly waiting.
  console.log(`| of which the POST (validation, storing the items, queueing the job) | ${posted.toFixed(2)} s |`);
  console.log(`| server CPU time during the run (all its threads) | ${serverCpu.toFixed(1)} s (load average ${os.loadavg()[0].toFixed(1)}) |`);
  console.log(
    `| of which the main thread / the busiest other threads / the rest | ${mainCpu.toFixed(1)} s / ${analysisThreads.map((x) => x.toFixed(1)).join(' + ')} s / ${helpers.toFixed(1)} s |`,
  );
  if (process.env.BENCH_THREADS)
    console.log(
      `other threads' CPU: ${others
        .filter((x) => x > 0)
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
}

// The first request after a start pays for V8 compiling the code that runs hot, in each thread apart (~4 s of
// CPU over the run); the second, on the same server, is what its users see from then on. (Warming the threads
// up at start with the detectors' examples was tried: it saved under 1 s of the first and cost ~150 MB.)
await endToEnd('first request after the start');
await endToEnd('second request');
console.log(`| server peak RSS during the run (PGlite included; started at ${idleRss} MB) | ${server.peakRssMb()} MB |`);
console.log(`| server peak RSS of a first start on an empty data directory (PGlite initdb), for comparison | ${firstStartPeak} MB |`);
console.log(`| request body | ${(body.length / 2 ** 20).toFixed(1)} MB |`);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
