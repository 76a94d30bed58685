// `npm run bench:quality`: how well Assay's decisions agree with human labels on the public sets in
// ../shared/datasets (read when present; the table says so when absent). Every set is split in two halves by
// source document (support/halves.ts): rules are tuned on half A and kept only if they gain (or at least do not
// lose) on half B, so every row is printed for the whole set, half A and half B. Options:
//   BENCH_BASE_ROOT=<another checkout>  the same figures of that checkout too, and the change on each half
//   -- --grounding                      the grounding sets alone (the quick loop when tuning them)
//   -- --false-fails                    also the rows failed on half A by detector and kind of evidence
//   -- --safety                         the audit's verdicts alone (what bench:safety-halves printed)
//   -- --redteam                        the red team's judge alone (support/redteam-judge-tasks.ts)
//   BENCH_DATASETS=<folder>             the sets from there instead of ../shared/datasets
//   -- --judge [--judge-limit N]        the same table through the configured judge, N rows per set per half
import path from 'node:path';
import { loadCheckout } from './support/checkout.js';
import { FAITHFULNESS_HEAD, faithfulnessRows } from './support/faithfulness-quality.js';
import { falseFailLines } from './support/false-fails.js';
import { loadSharedSet } from './support/shared-sets.js';
import { DEFAULT_JUDGE_LIMIT, judgeMeasured, reachableJudge } from './support/judge-quality.js';
import { aimLines, failPrecisionLines, measure, summaryLines, tableLines } from './support/quality-table.js';
import { QUALITY_TASKS, type Load } from './support/quality-tasks.js';
import { REDTEAM_TASKS } from './support/redteam-judge-tasks.js';

const args = process.argv.slice(2);
const groundingOnly = args.includes('--grounding');
const safetyOnly = args.includes('--safety');
const redteamOnly = args.includes('--redteam');
const withJudge = args.includes('--judge');
const falseFails = args.includes('--false-fails');
const limitArg = args.indexOf('--judge-limit');
const judgeLimit = limitArg >= 0 ? Number(args[limitArg + 1]) : DEFAULT_JUDGE_LIMIT;
if (!Number.isInteger(judgeLimit) || judgeLimit < 1) {
  console.error(`--judge-limit takes a positive whole number of rows per set and half (got ${JSON.stringify(args[limitArg + 1] ?? null)}).`);
  process.exit(2);
}

const load: Load = loadSharedSet;

const tasks = redteamOnly
  ? REDTEAM_TASKS
  : [...QUALITY_TASKS, ...REDTEAM_TASKS].filter((t) => (groundingOnly ? t.task === 'hallucination_grounding' : safetyOnly ? t.task.endsWith('(audit)') : true));
const here = await loadCheckout(path.resolve(import.meta.dirname, '..'));
const baseRoot = process.env.BENCH_BASE_ROOT ? path.resolve(process.env.BENCH_BASE_ROOT) : null;
const base = baseRoot ? await loadCheckout(baseRoot) : null;

const now = tasks.map((t) => measure(t, load, here));
const before = base ? tasks.map((t) => measure(t, load, base)) : null;

console.log(`Quality on ../shared/datasets in halves by source document — ${new Date().toISOString()} (deterministic, no language model)`);
console.log('Half A is for tuning, half B is held out (keys and rules: docs/quality-method.md). Earlier sessions tuned on every shared');
console.log('row, so half B is held out only for rules written from issue 22 on: it flatters the figures of older rules. This checkout:\n');
for (const line of tableLines(now)) console.log(line);
if (here.missing.length) console.log(`\nNot loaded in this checkout: ${here.missing.join('; ')}.`);
if (before && base) {
  console.log(`\nBase checkout ${baseRoot}:\n`);
  for (const line of tableLines(before)) console.log(line);
  if (base.missing.length) console.log(`\nNot loaded in the base checkout (its rows print "—"): ${base.missing.join('; ')}.`);
}

if (!groundingOnly && !safetyOnly && !redteamOnly) {
  console.log('\nThe faithfulness metric as a hallucination detector (this checkout):\n');
  for (const line of [...FAITHFULNESS_HEAD, ...faithfulnessRows(load)]) console.log(line);
}

console.log(`\nSummary by half${before ? ', with the change against the base checkout' : ''}:\n`);
for (const line of summaryLines(now, before)) console.log(line);

const failLines = failPrecisionLines(now, before);
if (failLines.length > 2) {
  console.log(
    `\nFail precision of the grounding sets (issue 22 point 6: ≥ 0.90 on every set; unsure never counts as a fail)${before ? ', base → this checkout' : ''}:\n`,
  );
  for (const line of failLines) console.log(line);
}

if (falseFails) {
  console.log('\nFails on half A of the grounding sets by detector and kind of evidence (this checkout; a row counts once per fail tag):\n');
  for (const line of falseFailLines(tasks, load, here)) console.log(line);
}

if (!groundingOnly && !safetyOnly && !redteamOnly) {
  console.log('\nAims of issue 22 on half B (a ✓ from a rule written before issue 22 is no evidence: it was tuned on B too):\n');
  for (const line of aimLines(now, before)) console.log(line);
}

if (withJudge) {
  const judge = await reachableJudge();
  if ('problem' in judge) console.log(`\nWith a judge: not measured — ${judge.problem}. The deterministic figures above stand alone.`);
  else {
    const s = judge.session.settings;
    console.log(`\nWith the judge ${s.model} at ${s.baseUrl}, at most ${judgeLimit} rows per set and half:\n`);
    for (const line of tableLines(await judgeMeasured(tasks, load, judgeLimit, judge.session, here))) console.log(line);
    console.log(`\nJudge total: ${judge.session.tokensUsed} tokens, ${judge.session.calls} calls, ${judge.session.cacheHits} cache hits.`);
  }
}
