// Realistic synthetic items for speed benchmarks: a ~300-character prompt, a ~1,500-character answer
// drawing on three ~1,000-character context chunks, tool calls on every fifth item. Seeded: the same
// items every run.
import type { MinimalInputItem } from '../../src/analysis/schemas.js';

const WORDS = `order shipment refund policy customer account invoice payment delivery warehouse product return
warranty subscription billing address support ticket priority escalation manager discount coupon carrier tracking
package damaged replacement exchange store credit balance statement quarter revenue growth forecast analysis report
contract renewal license seat usage limit region latency outage incident postmortem deployment release feature`.split(/\s+/);
const NAMES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Logistics', 'Stark Supply', 'Wayne Retail'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sentence(r: () => number, min: number, max: number): string {
  const n = min + Math.floor(r() * (max - min));
  const words = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]);
  if (r() < 0.4) words.splice(Math.floor(r() * n), 0, NAMES[Math.floor(r() * NAMES.length)]);
  if (r() < 0.5) words.splice(Math.floor(r() * n), 0, String(Math.floor(r() * 5000)));
  const s = words.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

function text(r: () => number, chars: number): string {
  let out = '';
  while (out.length < chars) out += (out ? ' ' : '') + sentence(r, 8, 18);
  return out;
}

export function makeDataset(count: number, seed = 42): MinimalInputItem[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const context = [text(r, 1000), text(r, 1000), text(r, 1000)];
    // The answer reuses context sentences (grounded) with some new ones (a realistic mix).
    const pool = context.join(' ').split(/(?<=\.) /);
    let output = '';
    while (output.length < 1500) output += (output ? ' ' : '') + (r() < 0.8 ? pool[Math.floor(r() * pool.length)] : sentence(r, 8, 18));
    const item: MinimalInputItem = { input: text(r, 300).replace(/\.$/, '?'), output, context };
    if (i % 5 === 0) {
      item.tool_calls = [
        { id: `call_${i}`, type: 'function', function: { name: 'lookup_order', arguments: JSON.stringify({ order_id: 1000 + i }) } },
        { tool_call_id: `call_${i}`, content: JSON.stringify({ status: 'shipped', total: Math.floor(r() * 500) }) },
      ];
    }
    return item;
  });
}
