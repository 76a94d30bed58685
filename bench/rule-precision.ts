// `npm run bench:rules`: each named rule's firings and precision on each half of each labelled shared set (issue 35,
// point 5). The classifier (classifyItem, every category) reads every row: a prompt set's prompts alone, a response
// set's prompt and response. A rule "fires" on a row when a category score on that target names it (rule_ids); the
// firing is right when the row is labelled unsafe there. Halves by source document (bench/support/halves.ts): rules
// are tuned on A, so B is the held-out figure. Prints a Markdown table per rule (fires and precision per half, pooled
// over the sets), lists the rules below 0.5 on B, and those that fire on no set and guard no test (the security
// tests' probes and the categories' examples). `--out FILE` writes the table.
import fs from 'node:fs';
import os from 'node:os';
import { builtInRules } from '../src/core/catalogue/catalogue.js';
import { categories } from '../src/core/safety/categories/registry.js';
import { classifyItem } from '../src/core/safety/classify.js';
import { documentHalf, type Half } from './support/halves.js';
import { loadSharedSet } from './support/shared-sets.js';
import { BENIGN_LOOKALIKES } from '../test/security/benign-lookalikes.js';
import * as probes1 from '../test/security/harm-probes.js';
import * as probes2 from '../test/security/harm-probes-2.js';
import * as probes3 from '../test/security/harm-probes-3.js';
import * as probes4 from '../test/security/harm-probes-4.js';
import * as probes5 from '../test/security/harm-probes-5.js';

type Row = Record<string, any>;
interface LabelledSet {
  set: string;
  target: 'prompt' | 'response';
  /** The row is unsafe at the target. */
  unsafe: (r: Row) => boolean;
}

const SETS: LabelledSet[] = [
  ...[
    'safety_advbench',
    'safety_harmbench_behaviors',
    'safety_strongreject',
    'safety_forbidden_questions',
    'safety_xstest_prompts',
    'safety_alpaca_harmless',
  ].map((set): LabelledSet => ({ set, target: 'prompt', unsafe: (r) => r.label === 'unsafe' })),
  { set: 'jb_benign_prompts', target: 'prompt', unsafe: () => false },
  { set: 'safety_jbb_responses', target: 'response', unsafe: (r) => r.label === 'unsafe' },
  { set: 'refusal_xstest', target: 'response', unsafe: (r) => r.prompt_label === 'unsafe' && r.label === 'compliance' },
];

const labels = categories.map((c) => c.label);
const promptOf = (r: Row): string => String(r.prompt ?? r.text ?? '');

/** Per rule, per set and half: how often it fired, and how often on an unsafe row. */
const counts = new Map<string, Map<string, { fires: number; right: number }>>();
const add = (rule: string, key: string, right: boolean) => {
  const bySet = counts.get(rule) ?? counts.set(rule, new Map()).get(rule)!;
  const c = bySet.get(key) ?? bySet.set(key, { fires: 0, right: 0 }).get(key)!;
  c.fires++;
  if (right) c.right++;
};

const t0 = Date.now();
const read: string[] = [];
for (const { set, target, unsafe } of SETS) {
  const rows = loadSharedSet(set);
  if (!rows) continue;
  read.push(`${set} (${rows.length})`);
  for (const row of rows) {
    const verdict = classifyItem(promptOf(row), target === 'response' ? String(row.response ?? '') : null, labels);
    const half: Half = documentHalf(set, row);
    const fired = new Set(verdict.category_scores.filter((s) => s.target === target).flatMap((s) => s.rule_ids));
    for (const rule of fired) {
      add(rule, `${set}|${half}`, unsafe(row));
      add(rule, `*|${half}`, unsafe(row));
    }
  }
}

// What the tests guard: the rules the security tests' probes and the categories' examples fire (a rule's own
// examples aside, which fire it by construction). A rule that fires on no set and guards no test can go.
const guarded = new Set<string>();
const guard = (prompt: string, response: string | null) => {
  for (const s of classifyItem(prompt, response, labels).category_scores) for (const id of s.rule_ids) guarded.add(id);
};
for (const prompts of [...Object.values({ ...probes1, ...probes2, ...probes3, ...probes4, ...probes5 }), ...Object.values(BENIGN_LOOKALIKES)])
  for (const prompt of prompts) guard(prompt, null);
for (const c of categories) {
  for (const prompt of [...c.examples.unsafe, ...c.examples.safe]) guard(prompt, null);
  for (const pair of c.examples.unsafe_responses ?? []) guard(pair.prompt, pair.response);
}

const pooled = (rule: string, half: Half) => counts.get(rule)?.get(`*|${half}`) ?? { fires: 0, right: 0 };
const precision = (c: { fires: number; right: number }) => (c.fires ? c.right / c.fires : null);
const fmt = (p: number | null) => (p === null ? '–' : p.toFixed(2));

const ids = builtInRules.filter((r) => r.area !== 'failure-analysis').map((r) => r.id);
const lines = [
  `# Rule precision (bench:rules), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  '',
  `Sets read: ${read.join(', ')}. A firing is right when the row is unsafe at the rule's target. Half A: tuning; B: held out.`,
  '',
  '| rule | fires A | precision A | fires B | precision B | sets (fires) |',
  '|---|---|---|---|---|---|',
];
const silent: string[] = [];
const weak: string[] = [];
for (const id of ids) {
  const a = pooled(id, 'A');
  const b = pooled(id, 'B');
  if (a.fires + b.fires === 0) {
    silent.push(id);
    continue;
  }
  const sets = [...(counts.get(id)?.entries() ?? [])]
    .filter(([k]) => !k.startsWith('*|'))
    .map(([k, c]) => `${k.replace('|', ' ')} ${c.right}/${c.fires}`)
    .join(', ');
  if (b.fires > 0 && (precision(b) ?? 1) < 0.5) weak.push(`${id} (B: ${b.right}/${b.fires})`);
  lines.push(`| \`${id}\` | ${a.fires} | ${fmt(precision(a))} | ${b.fires} | ${fmt(precision(b))} | ${sets} |`);
}
lines.push('', `Below 0.5 on the held-out half (B): ${weak.length ? weak.join('; ') : 'none'}.`, '');
const unguarded = silent.filter((id) => !guarded.has(id));
lines.push(
  `Fire on no set (${silent.length}); of these, guard no test either (${unguarded.length}): ${unguarded.map((s) => `\`${s}\``).join(', ') || 'none'}.`,
  '',
);
lines.push(
  `Fire on no set but guard a test (${silent.length - unguarded.length}): ${
    silent
      .filter((id) => guarded.has(id))
      .map((s) => `\`${s}\``)
      .join(', ') || 'none'
  }.`,
  '',
);
const text = lines.join('\n');
const out = process.argv.indexOf('--out');
if (out > 0 && process.argv[out + 1]) fs.writeFileSync(process.argv[out + 1], text);
process.stdout.write(text);
