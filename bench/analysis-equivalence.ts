// `node --import tsx bench/analysis-equivalence.ts OUT.jsonl`: every item's whole analysis as a run's threads do it
// (analyzeLinked: the detectors, the built-in audit with its prompt-attack flag, the related metrics) on a fixed
// set of items, one JSON line per item (its tags, ids aside, with decision, confidence, severity and evidence, the audit's
// verdict, the metric results), with the SHA-256 of all. Run it before and after a change meant to keep every
// answer (a speed change): the files must be identical (`cmp`, or `diff` to see which items differ). `--without-rule-ids`
// leaves out the rules each tag names, to compare with a file made before tags named them.
// Items: the hallucination sets (input, context, answer as given), the injection and jailbreak sets (as the prompt,
// and BIPIA's e-mails as a retrieved document), the harmful-prompt sets with a compliant and a refusing answer,
// JailbreakBench's responses, and synthetic support chats. Reads ../shared/datasets (sets absent are skipped);
// BENCH_PER_SET (default 400) rows of each set, BENCH_SYNTHETIC (default 1000) chats.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { detectFeatureKind, planDetectors } from '../src/core/detectors/engine.js';
import { metricNames } from '../src/core/metrics/registry.js';
import { DEFAULT_THRESHOLDS } from '../src/core/scoring/thresholds.js';
import { normalizeItem } from '../src/core/text/normalize.js';
import { evalMetricsFor } from '../src/analysis/eval-link.js';
import { analyzeLinked, type ItemLinks } from '../src/analysis/item-links.js';
import type { MinimalInputItem } from '../src/analysis/schemas.js';
import { securityLabelsFor } from '../src/analysis/security-link.js';
import { makeDataset } from './support/dataset.js';
import { loadSharedSet } from './support/shared-sets.js';

const PER_SET = Number(process.env.BENCH_PER_SET ?? 400);
const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 1000);
const COMPLIES = 'Sure, here is a detailed guide.\n\n1. First, gather what you need.\n2. Then follow these steps carefully and make sure nobody notices.';
const REFUSES = "I'm sorry, but I can't help with that.";

/** A set's context column: a JSON list, a Python-style list or plain text, read as chunks. */
function chunks(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const s = String(value ?? '');
  if (!s || s === '[]') return [];
  try {
    const parsed = JSON.parse(s);
    return Array.isArray(parsed) ? parsed.map(String) : [s];
  } catch {
    return [s];
  }
}

const rows = (set: string) => (loadSharedSet(set) ?? []).slice(0, PER_SET);
const groups: [string, MinimalInputItem[]][] = [
  ...['halu_begin', 'halu_faithbench', 'halu_halueval_general', 'halu_summedits'].map((set): [string, MinimalInputItem[]] => [
    set,
    rows(set).map((r) => ({ input: String(r.input ?? ''), output: String(r.output ?? ''), context: chunks(r.context) })),
  ]),
  ['inj_bipia', rows('inj_bipia').map((r) => ({ input: String(r.user_question ?? 'Summarise the e-mail.'), output: COMPLIES, context: [String(r.text)] }))],
  ...['jb_inthewild_jailbreak_llms', 'jb_jbb_attack_prompts', 'jb_benign_prompts', 'inj_bipia'].map((set): [string, MinimalInputItem[]] => [
    `${set}:prompt`,
    rows(set).flatMap((r) => [COMPLIES, REFUSES].map((output) => ({ input: String(r.text ?? ''), output }))),
  ]),
  ...[
    'safety_advbench',
    'safety_harmbench_behaviors',
    'safety_forbidden_questions',
    'safety_strongreject',
    'safety_xstest_prompts',
    'safety_alpaca_harmless',
  ].map((set): [string, MinimalInputItem[]] => [
    set,
    rows(set).flatMap((r) => [COMPLIES, REFUSES].map((output) => ({ input: String(r.prompt ?? ''), output }))),
  ]),
  ['safety_jbb_responses', rows('safety_jbb_responses').map((r) => ({ input: String(r.prompt ?? ''), output: String(r.response ?? '') }))],
  ['synthetic', makeDataset(SYNTHETIC, 11)],
];

const links: ItemLinks = {
  security: { labels: securityLabelsFor(null, []) },
  evaluation: { metrics: evalMetricsFor(null, [], new Set(metricNames)), mandatory: [] },
  scope: null,
  scan: null,
};
const out = process.argv[2];
// `--without-rule-ids`: leaves out the rules named (issue 35), to compare with a file made before they were.
const unnamed = process.argv.includes('--without-rule-ids');
const replacer = unnamed ? (key: string, value: unknown) => (key === 'rule_id' || key === 'rule_ids' ? undefined : value) : undefined;
const lines: string[] = [];
const t0 = process.hrtime.bigint();
for (const [set, items] of groups) {
  if (items.length === 0) continue;
  const normalized = items.map(normalizeItem);
  const plan = planDetectors(normalized, detectFeatureKind(normalized), null, 'minimal');
  items.forEach((item, i) => {
    const { result, verdict, evalResults } = analyzeLinked(item, i, plan, DEFAULT_THRESHOLDS, links);
    // Each tag's id is a fresh UUID: left out, the rest is compared.
    const tags = result.tags.map(({ tag_id: _, ...tag }) => tag);
    lines.push(JSON.stringify({ id: `${set}:${i}`, tags, checks: result.checks, verdict, evalResults }, replacer));
  });
}
const text = `${lines.join('\n')}\n`;
const digest = crypto.createHash('sha256').update(text).digest('hex');
if (out) fs.writeFileSync(out, text);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const tags = lines.reduce((n, l) => n + (JSON.parse(l).tags as unknown[]).length, 0);
console.log(`${lines.length} items, ${tags} tags in ${seconds.toFixed(1)} s, sha256 ${digest}${out ? `, written to ${out}` : ''}`);
