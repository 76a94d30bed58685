// `npm run bench:quality`: how well the deterministic detectors agree with human labels on the public
// sets in ../shared/datasets (read when present; the figures say so when absent). No language model, unless
// `-- --judge [--judge-limit N]`: then a sample also goes through the configured judge (support/judge-quality.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { analyzeItem, planDetectors } from '../src/core/detectors/engine.js';
import { normalizeItem } from '../src/core/text/normalize.js';
import { findRefusal } from '../src/core/text/refusal.js';
import { DEFAULT_THRESHOLDS } from '../src/core/scoring/thresholds.js';
import { findBucket } from '../src/core/taxonomy/index.js';
import { findInjection } from '../src/core/lexicons/injection-patterns.js';
import { confusion, formatRow, type Confusion } from './support/metrics.js';
import { securityRows } from './support/security-quality.js';
import { faithfulnessRows } from './support/faithfulness-quality.js';
import { DEFAULT_JUDGE_LIMIT, judgeRows, reachableJudge } from './support/judge-quality.js';

const args = process.argv.slice(2);
/** `-- --grounding`: the grounding sets alone (the quick loop when tuning the grounding detectors). */
const groundingOnly = args.includes('--grounding');
const withJudge = args.includes('--judge');
const limitArg = args.indexOf('--judge-limit');
const judgeLimit = limitArg >= 0 ? Number(args[limitArg + 1]) : DEFAULT_JUDGE_LIMIT;
if (!Number.isInteger(judgeLimit) || judgeLimit < 1) {
  console.error(`--judge-limit takes a positive whole number of rows per set (got ${JSON.stringify(args[limitArg + 1] ?? null)}).`);
  process.exit(2);
}

const DATASETS = path.resolve(import.meta.dirname, '../../shared/datasets');

function load(name: string): Record<string, any>[] | null {
  const file = path.join(DATASETS, name, `${name}.jsonl`);
  if (!fs.existsSync(file)) return null;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

const rows: string[] = [];
function report(set: string, task: string, c: Confusion | null, note = '') {
  rows.push(c ? formatRow(set, task, c, note) : `| ${set} | ${task} | — | — | — | — | — | ${note || 'dataset not present'} |`);
}

/** The half a row's source document falls in, by a stable hash of its text: the same every run and machine. */
function documentHalf(context: string[]): 'A' | 'B' {
  return crypto.createHash('sha256').update(context.join('\n')).digest()[0] & 1 ? 'B' : 'A';
}

// Hallucination & grounding: a row is predicted hallucinated when any detector of the bucket fails it.
const groundingScope = new Set(findBucket('hallucination_grounding')!.subcategories.map((s) => s.subcategory_id));
for (const set of ['halu_begin', 'halu_faithbench', 'halu_summedits', 'halu_halueval_general']) {
  const data = load(set);
  if (!data) {
    report(set, 'hallucination_grounding', null);
    continue;
  }
  const grounded = data.filter((r) => Array.isArray(r.context) && r.context.some((c: string) => c.trim()));
  if (grounded.length === 0) {
    report(set, 'hallucination_grounding', null, `no context in this set (${data.length} rows): grounding detectors do not apply`);
    continue;
  }
  const items = grounded.map((r, i) => normalizeItem({ input: r.input ?? '', output: r.output ?? '', context: r.context }, i));
  const plan = planDetectors(items, 'rag', groundingScope);
  const predictions = items.map((item) => analyzeItem(item, plan, DEFAULT_THRESHOLDS).tags.some((t) => t.decision === 'fail'));
  const labels = grounded.map((r) => r.label === 'hallucinated');
  report(set, 'hallucination_grounding', confusion(labels, predictions));
  // Rules are tuned on half A only and kept when they do not lose on half B: rows of one source document
  // stay in one half, so a rule cannot learn a document on one side and be measured on it on the other.
  for (const half of ['A', 'B'] as const) {
    const mine = grounded.map((r) => documentHalf(r.context) === half);
    report(
      `${set} half ${half}${half === 'A' ? ' (tuning)' : ' (held out)'}`,
      'hallucination_grounding',
      confusion(
        labels.filter((_, i) => mine[i]),
        predictions.filter((_, i) => mine[i]),
      ),
    );
  }
}

if (!groundingOnly) otherRows();
function otherRows(): void {
  // Refusal detection on model answers.
  const refusals = load('refusal_xstest');
  if (refusals)
    report(
      'refusal_xstest',
      'refusal detection',
      confusion(
        refusals.map((r) => r.label === 'refusal'),
        refusals.map((r) => findRefusal(r.response ?? '') !== null),
      ),
    );
  else report('refusal_xstest', 'refusal detection', null);

  // Injected instructions in inputs and context: injection/jailbreak sets against benign ones. BIPIA's texts
  // are third-party content (e-mails, tables, code) placed in the context, so they are read as untrusted.
  const bipia = load('inj_bipia');
  if (bipia)
    report(
      'inj_bipia',
      'injection in context',
      confusion(
        bipia.map((r) => r.label === 'injection'),
        bipia.map((r) => findInjection(r.text, { untrusted: true }) !== null),
      ),
    );
  else report('inj_bipia', 'injection in context', null);
  const benign = load('jb_benign_prompts');
  for (const set of ['jb_inthewild_jailbreak_llms', 'jb_jbb_attack_prompts']) {
    const attacks = load(set);
    if (!attacks || !benign) {
      report(set, 'jailbreak in input', null);
      continue;
    }
    const all = [...attacks, ...benign];
    report(
      `${set} + jb_benign_prompts`,
      'jailbreak in input',
      confusion(
        all.map((r) => r.label !== 'benign'),
        all.map((r) => findInjection(r.text) !== null),
      ),
    );
  }

  // The security audit's built-in classifier on the safety sets.
  securityRows(load, report);
}

console.log(`Detector quality on ../shared/datasets — ${new Date().toISOString()} (deterministic detectors, no language model)\n`);
console.log('| set | task | n | precision | recall | F1 | balanced accuracy | note |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);

// The faithfulness metric as a hallucination detector: ranking quality (AUC) and its best F1.
if (!groundingOnly) {
  console.log('\n| set | measure | n | ROC AUC | best F1 | note |');
  console.log('|---|---|---|---|---|---|');
  for (const r of faithfulnessRows(load)) console.log(r);
}

// The judge's figures beside the deterministic ones, on a bounded sample per set.
if (withJudge) {
  const judge = await reachableJudge();
  if ('problem' in judge) console.log(`\nJudge figures not computed: ${judge.problem}. The deterministic figures above stand alone.`);
  else {
    const s = judge.session.settings;
    console.log(
      `\nWith the judge ${s.model} at ${s.baseUrl}, at most ${judgeLimit} rows per set (every k-th row), deterministic figures on the same sample first:\n`,
    );
    console.log('| set | task | n | precision | recall | F1 | balanced accuracy | note |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of await judgeRows(load, judgeLimit, judge.session)) console.log(r);
    console.log(`\nJudge total: ${judge.session.tokensUsed} tokens, ${judge.session.calls} calls, ${judge.session.cacheHits} cache hits.`);
  }
}
