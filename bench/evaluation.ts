// `npm run bench:eval`: every metric on 10,000 realistic items in-process (one thread), with a reference and
// the settings the configurable metrics need, so none is skipped for lack of input. BENCH_METRICS=a,b keeps
// only those metrics; the metrics that run user patterns are then also timed as the service runs them, on the
// pattern thread.
import os from 'node:os';
import { evaluateItem, toEvalItem } from '../src/core/metrics/engine.js';
import { metrics as allMetrics } from '../src/core/metrics/registry.js';
import { closePatternThread, scoreOnPatternThread } from '../src/runtime/pattern-thread/runner.js';
import { makeDataset } from './support/dataset.js';

const COUNT = Number(process.env.BENCH_ITEMS ?? 10_000);
const dataset = makeDataset(COUNT).map((d, i) => ({ ...d, reference: d.output.slice(0, 400), metadata: { latency_ms: 800 + (i % 50) * 20, tokens: 900 } }));
const settings = { json_schema: { type: 'object' }, regex: '\\border\\b', contains: ['order'] };
const items = dataset.map(toEvalItem);
const only = process.env.BENCH_METRICS?.split(',').map((n) => n.trim());
const metrics = only ? allMetrics.filter((m) => only.includes(m.name)) : allMetrics;

for (const item of items.slice(0, 200)) evaluateItem(item, metrics, settings, {}); // warm-up
const t0 = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
let skipped = 0;
for (const item of items) skipped += evaluateItem(item, metrics, settings, {}).filter((r) => r.skipped).length;
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
// CPU time of the process (the collector's threads included): on a machine shared with other work, wall
// time mostly says how long the run waited for a core, CPU time what the work cost.
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

console.log(`Evaluation benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| measure | value |');
console.log('|---|---|');
console.log(`| items (~300-char prompt, ~1,500-char answer, three ~1,000-char chunks, reference, tool calls on a fifth) | ${COUNT.toLocaleString('en')} |`);
console.log(`| metrics per item | ${metrics.length} (${(skipped / COUNT).toFixed(1)} skipped on average: tool metrics without tool calls) |`);
console.log(`| all metrics together, one thread | ${Math.round(COUNT / seconds).toLocaleString('en')} items/s (${seconds.toFixed(1)} s) |`);
console.log(
  `| the same, per second of CPU time (less sensitive to other load) | ${Math.round(COUNT / cpuSeconds).toLocaleString('en')} items/s (${cpuSeconds.toFixed(1)} s CPU, ${os.loadavg()[0].toFixed(1)} load average) |`,
);
console.log(`| peak RSS | ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB |`);

// The service computes these on the pattern thread (src/runtime/pattern-thread/runner.ts): in-process above,
// through the thread here, messages included, in tasks of the size a synchronous request has at most.
const onThread = metrics.filter((m) => m.runsUserPatterns).map((m) => m.name);
if (only && onThread.length) {
  const outputs = items.map((item) => item.output);
  await scoreOnPatternThread(onThread, settings, outputs.slice(0, 200)); // start-up and warm-up
  const started = process.hrtime.bigint();
  for (let from = 0; from < outputs.length; from += 1000) await scoreOnPatternThread(onThread, settings, outputs.slice(from, from + 1000));
  const threadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `| ${onThread.join(' and ')} on the pattern thread, as the service runs them | ${Math.round(COUNT / threadSeconds).toLocaleString('en')} items/s (${threadSeconds.toFixed(1)} s) |`,
  );
  await closePatternThread();
}
