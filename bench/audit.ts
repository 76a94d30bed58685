// `npm run bench:audit`: items/s of the built-in S1–S23 classifier in-process (every category, prompt and
// response judged apart), on realistic synthetic items and, when ../shared/datasets is present, on real
// harmful prompts with model responses (JailbreakBench), which take the slower paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categories } from '../src/core/safety/categories/registry.js';
import { classifyItem } from '../src/core/safety/classify.js';
import { makeDataset } from './support/dataset.js';
import { ThreadPool } from '../src/runtime/thread-pool.js';
import { classifyItems } from '../src/security/audit/threads.js';

const COUNT = Number(process.env.BENCH_ITEMS ?? 10_000);
const labels = categories.map((c) => c.label);

function measure(name: string, items: { input: string; output: string | null }[]): string {
  for (const item of items.slice(0, 200)) classifyItem(item.input, item.output, labels); // warm-up
  const rss0 = process.memoryUsage().rss;
  const t0 = process.hrtime.bigint();
  let unsafe = 0;
  for (const item of items) if (classifyItem(item.input, item.output, labels).prompt_verdict === 'unsafe') unsafe++;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const rss = Math.round(Math.max(rss0, process.memoryUsage().rss) / 2 ** 20);
  return `| ${name} | ${items.length} | ${Math.round(items.length / seconds).toLocaleString('en')} | ${((seconds * 1000) / items.length).toFixed(3)} | ${unsafe} | ${rss} |`;
}

/** The same items on the analysis pool's threads (one per core), as the service judges them. */
async function measurePool(name: string, items: { input: string; output: string | null }[]): Promise<string> {
  const pool = new ThreadPool(os.availableParallelism());
  await classifyItems(pool, items.slice(0, 500), labels, true); // threads start and warm up
  const t0 = process.hrtime.bigint();
  const verdicts = await classifyItems(pool, items, labels, true);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  await pool.close();
  const unsafe = verdicts.filter((v) => v.prompt_verdict === 'unsafe').length;
  return `| ${name}, analysis pool (${os.availableParallelism()} threads) | ${items.length} | ${Math.round(items.length / seconds).toLocaleString('en')} | ${((seconds * 1000) / items.length).toFixed(3)} | ${unsafe} | — |`;
}

console.log(`Security-audit benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| items | n | items/s | ms/item | unsafe prompts | RSS MiB |');
console.log('|---|---|---|---|---|---|');
const synthetic = makeDataset(COUNT).map((d) => ({ input: d.input, output: d.output }));
console.log(measure('synthetic support chats (~300-char prompt, ~1,500-char answer), one thread', synthetic));
console.log(await measurePool('synthetic support chats', synthetic));

const jbb = path.resolve(import.meta.dirname, '../../shared/datasets/safety_jbb_responses/safety_jbb_responses.jsonl');
if (fs.existsSync(jbb)) {
  const rows = fs
    .readFileSync(jbb, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const items = Array.from({ length: COUNT }, (_, i) => rows[i % rows.length]).map((r) => ({ input: r.prompt, output: r.response ?? null }));
  console.log(measure('JailbreakBench attack prompts + responses (cycled)', items));
} else {
  console.log('| JailbreakBench prompts + responses | — | — | — | — | ../shared/datasets not present |');
}
