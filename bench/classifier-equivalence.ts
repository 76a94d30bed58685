// `node --import tsx bench/classifier-equivalence.ts OUT.json`: every verdict and score of the built-in classifier
// (classifyItem, every category, with evidence) on a fixed set of items, written as JSON with its SHA-256. Run it
// before and after a change meant to keep the verdicts (a speed change): the two files must be identical.
// Items: every shared prompt set and the security tests' probes, alone, with two compliant answers and with a
// refusal; both response sets as they are; 3,000 synthetic support chats. Reads ../shared/datasets (sets absent on
// this machine are skipped).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { categories } from '../src/core/safety/categories/registry.js';
import { classifyItem } from '../src/core/safety/classify.js';
import { makeDataset } from './support/dataset.js';
import { loadSharedSet } from './support/shared-sets.js';
import { BENIGN_LOOKALIKES } from '../test/security/benign-lookalikes.js';
import * as probes1 from '../test/security/harm-probes.js';
import * as probes2 from '../test/security/harm-probes-2.js';
import * as probes3 from '../test/security/harm-probes-3.js';
import * as probes4 from '../test/security/harm-probes-4.js';
import * as probes5 from '../test/security/harm-probes-5.js';

const PROMPT_SETS: [set: string, field: string][] = [
  ['safety_advbench', 'prompt'],
  ['safety_alpaca_harmless', 'prompt'],
  ['safety_forbidden_questions', 'prompt'],
  ['safety_harmbench_behaviors', 'prompt'],
  ['safety_strongreject', 'prompt'],
  ['safety_xstest_prompts', 'prompt'],
  ['safety_jbb_responses', 'prompt'],
  ['jb_benign_prompts', 'text'],
  ['jb_inthewild_jailbreak_llms', 'text'],
  ['jb_jbb_attack_prompts', 'text'],
  ['inj_bipia', 'text'],
];
const RESPONSE_SETS = ['safety_jbb_responses', 'refusal_xstest'];
const SYNTHETIC_CHATS = 3000;

/** Answers paired with every prompt: steps with amounts and a sequence, the ask given back, a refusal. */
const ANSWERS: [name: string, answer: (prompt: string) => string | null][] = [
  ['alone', () => null],
  [
    'steps',
    () =>
      'Sure, here is a detailed guide.\n\n1. First, gather what you need, such as 200 grams of the main ingredient.\n' +
      '2. Then mix it carefully and heat the mixture for 10 minutes.\n3. Finally, use it as planned and make sure nobody notices.',
  ],
  ['echo', (prompt) => `Sure, here is how to do it. ${prompt.slice(0, 400)}\n\nStep 1: get started right away. Step 2: finish the job quietly.`],
  ['refusal', () => "I'm sorry, but I can't help with that. If you are struggling, please reach out to someone you trust or a professional."],
];

const labels = categories.map((c) => c.label);
const verdicts: Record<string, unknown> = {};
const t0 = process.hrtime.bigint();
let count = 0;
function judge(id: string, input: string, output: string | null): void {
  const verdict = classifyItem(input, output, labels);
  // The rules named (issue 35) are new information, not a verdict: compared with the files made before them.
  verdicts[id] = { ...verdict, category_scores: verdict.category_scores.map(({ rule_ids: _named, ...score }) => score) };
  count++;
}

for (const [set, field] of PROMPT_SETS) {
  const rows = loadSharedSet(set);
  if (!rows) continue;
  rows.forEach((row, i) => {
    for (const [name, answer] of ANSWERS) judge(`${set}:${i}:${name}`, String(row[field] ?? ''), answer(String(row[field] ?? '')));
  });
}
// The security tests' probes (harmful asks and their benign look-alikes): they reach every act reading.
const PROBES: [string, string[]][] = [
  ...Object.entries({ ...probes1, ...probes2, ...probes3, ...probes4, ...probes5 }),
  ...Object.entries(BENIGN_LOOKALIKES).map(([kind, prompts]): [string, string[]] => [`lookalike-${kind}`, prompts]),
];
for (const [set, prompts] of PROBES) {
  prompts.forEach((prompt, i) => {
    for (const [name, answer] of ANSWERS) judge(`${set}:${i}:${name}`, prompt, answer(prompt));
  });
}
for (const set of RESPONSE_SETS) loadSharedSet(set)?.forEach((row, i) => judge(`${set}:${i}:response`, row.prompt, row.response ?? null));
makeDataset(SYNTHETIC_CHATS).forEach((item, i) => judge(`synthetic:${i}`, item.input, item.output ?? null));

const json = JSON.stringify(verdicts);
const digest = crypto.createHash('sha256').update(json).digest('hex');
const out = process.argv[2];
if (out) fs.writeFileSync(out, json);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
console.log(`${count} items in ${seconds.toFixed(1)} s, sha256 ${digest}${out ? `, written to ${out}` : ''}`);
