// `node --import tsx bench/classifier-speed.ts`: ms per item of the built-in classifier (classifyItem, every
// category, one thread) on synthetic support chats, JailbreakBench prompt + response and XSTest prompt +
// completion. With BENCH_BASE_ROOT=<another checkout> both checkouts are loaded in this process and timed in
// turns of 10 items, each first every other turn, so a burst of load on this shared machine (and the garbage of
// the turn before) falls on both alike; each round prints both figures, the table the lowest–highest of the rounds
// and each round's ratio. Settings: BENCH_ROUNDS (default 3), BENCH_ITEMS (synthetic chats, default 3,000).
// Reads ../shared/datasets.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeDataset } from './support/dataset.js';
import { loadSharedSet } from './support/shared-sets.js';

type Item = { input: string; output: string | null };
type Classify = (input: string, output: string | null, labels: string[]) => unknown;
const SETS: [name: string, items: Item[]][] = [
  ['synthetic support chats', makeDataset(Number(process.env.BENCH_ITEMS ?? 3000)).map((d) => ({ input: d.input, output: d.output ?? null }))],
  ['JailbreakBench prompt + response', (loadSharedSet('safety_jbb_responses') ?? []).map((r) => ({ input: r.prompt, output: r.response ?? null }))],
  ['XSTest prompt + completion', (loadSharedSet('refusal_xstest') ?? []).map((r) => ({ input: r.prompt, output: r.response ?? null }))],
];
const TURN = 10;

async function load(root: string): Promise<{ classify: Classify; labels: string[] }> {
  const { classifyItem } = await import(pathToFileURL(path.join(root, 'src/core/safety/classify.ts')).href);
  const { categories } = await import(pathToFileURL(path.join(root, 'src/core/safety/categories/registry.ts')).href);
  return { classify: classifyItem, labels: categories.map((c: { label: string }) => c.label) };
}

const self = path.resolve(import.meta.dirname, '..');
const names = process.env.BENCH_BASE_ROOT ? ['base', 'this checkout'] : ['this checkout'];
const checkouts = await Promise.all((process.env.BENCH_BASE_ROOT ? [path.resolve(process.env.BENCH_BASE_ROOT), self] : [self]).map(load));
// Warm-up: every item once on each checkout.
for (const [, items] of SETS) for (const { classify, labels } of checkouts) for (const item of items) classify(item.input, item.output, labels);

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** figures[set][checkout]: ms per item, one per round. */
const figures = SETS.map(() => checkouts.map(() => [] as number[]));
for (let round = 0; round < rounds; round++) {
  SETS.forEach(([, items], s) => {
    const spent = checkouts.map(() => 0);
    for (let from = 0; from < items.length; from += TURN) {
      const turn = items.slice(from, from + TURN);
      // Each goes first every other turn: the one after pays for the garbage of the one before.
      const order = (from / TURN) % 2 === 0 ? checkouts.map((_, c) => c) : checkouts.map((_, c) => c).reverse();
      for (const c of order) {
        const { classify, labels } = checkouts[c];
        const t0 = process.hrtime.bigint();
        for (const item of turn) classify(item.input, item.output, labels);
        spent[c] += Number(process.hrtime.bigint() - t0) / 1e6;
      }
    }
    spent.forEach((ms, c) => figures[s][c].push(items.length ? ms / items.length : Number.NaN));
  });
  console.error(`round ${round + 1}: ${SETS.map(([set], s) => `${set} ${figures[s].map((f) => f[round].toFixed(3)).join(' → ')}`).join('; ')}`);
}
const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;
// With a base: this checkout's time over the base's, round by round (the pairs share the machine's load).
const ratios = (s: number) => (checkouts.length < 2 ? [] : [figures[s][1].map((f, r) => (f / figures[s][0][r]).toFixed(2)).join(' / ')]);
const ratioHead = checkouts.length < 2 ? [] : ['this checkout / base, per round'];
console.log(`\n| items (ms per item, lowest–highest of ${rounds} rounds) | ${[...names, ...ratioHead].join(' | ')} |`);
console.log(`|---|${[...names, ...ratioHead].map(() => '---|').join('')}`);
SETS.forEach(([set], s) => console.log(`| ${set} | ${[...figures[s].map(range), ...ratios(s)].join(' | ')} |`));
