// `node --import tsx bench/classifier-speed.ts`: ms per item of the built-in classifier (classifyItem, every
// category, one thread; the fastest of three timed passes, which other processes on the machine disturb least) on synthetic support chats, JailbreakBench prompt + response and XSTest prompt +
// completion. With BENCH_BASE_ROOT=<another checkout> the two checkouts are measured in turns, each round in a
// fresh process per checkout, and the lowest–highest of the rounds printed (this VM varies by ±30% run to run).
// Settings: BENCH_ROUNDS (default 3), BENCH_ITEMS (synthetic chats, default 3,000). Reads ../shared/datasets.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeDataset } from './support/dataset.js';
import { loadSharedSet } from './support/shared-sets.js';

type Item = { input: string; output: string | null };
const SETS: [name: string, items: () => Item[]][] = [
  ['synthetic support chats', () => makeDataset(Number(process.env.BENCH_ITEMS ?? 3000)).map((d) => ({ input: d.input, output: d.output ?? null }))],
  ['JailbreakBench prompt + response', () => (loadSharedSet('safety_jbb_responses') ?? []).map((r) => ({ input: r.prompt, output: r.response ?? null }))],
  ['XSTest prompt + completion', () => (loadSharedSet('refusal_xstest') ?? []).map((r) => ({ input: r.prompt, output: r.response ?? null }))],
];

/** One checkout's ms per item on each set, in this process: a warm-up pass over the set, then the fastest of PASSES timed ones. */
const PASSES = 3;
async function measure(root: string): Promise<number[]> {
  const { classifyItem } = await import(pathToFileURL(path.join(root, 'src/core/safety/classify.ts')).href);
  const { categories } = await import(pathToFileURL(path.join(root, 'src/core/safety/categories/registry.ts')).href);
  const labels = categories.map((c: { label: string }) => c.label);
  return SETS.map(([, make]) => {
    const items = make();
    for (const item of items) classifyItem(item.input, item.output, labels);
    let best = Number.POSITIVE_INFINITY;
    for (let pass = 0; pass < PASSES; pass++) {
      const t0 = process.hrtime.bigint();
      for (const item of items) classifyItem(item.input, item.output, labels);
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return items.length ? best / items.length : Number.NaN;
  });
}

const childRoot = process.argv.indexOf('--child');
if (childRoot >= 0) {
  console.log(JSON.stringify(await measure(process.argv[childRoot + 1])));
} else {
  const self = path.resolve(import.meta.dirname, '..');
  const roots: [string, string][] = process.env.BENCH_BASE_ROOT
    ? [
        ['base', path.resolve(process.env.BENCH_BASE_ROOT)],
        ['this checkout', self],
      ]
    : [['this checkout', self]];
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const runs = new Map<string, number[][]>(roots.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, root] of roots) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--child', root], { encoding: 'utf8' });
      const figures: number[] = JSON.parse(out.trim().split('\n').at(-1)!);
      runs.get(name)!.push(figures);
      console.error(`round ${round + 1}, ${name}: ${figures.map((f) => f.toFixed(3)).join(' / ')} ms per item`);
    }
  }
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;
  console.log(`\n| items (ms per item, lowest–highest of ${rounds} runs) | ${roots.map(([name]) => name).join(' | ')} |`);
  console.log(`|---|${roots.map(() => '---|').join('')}`);
  SETS.forEach(([set], i) => console.log(`| ${set} | ${roots.map(([name]) => range(runs.get(name)!.map((r) => r[i]))).join(' | ')} |`));
}
