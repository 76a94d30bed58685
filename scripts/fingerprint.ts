// Fingerprint of every result the per-item work gives (detector tags, audit verdicts, metric results) on the
// bench items and the shared datasets: a refactor that keeps every decision prints the same hashes.
import crypto from 'node:crypto';
import { detectFeatureKind, planDetectors } from '../src/core/detectors/engine.js';
import { normalizeItem } from '../src/core/text/normalize.js';
import { DEFAULT_THRESHOLDS } from '../src/core/scoring/thresholds.js';
import { makeDataset } from '../bench/support/dataset.js';
import { loadSharedSet } from '../bench/support/shared-sets.js';
import { analyzeLinked } from '../src/analysis/item-links.js';
import { requestedExtras } from '../src/analysis/run-steps.js';
import { evaluateItem, toEvalItem } from '../src/core/metrics/engine.js';
import { metrics } from '../src/core/metrics/registry.js';
import type { MinimalInputItem } from '../src/analysis/schemas.js';

const load = (name: string): Record<string, any>[] => loadSharedSet(name) ?? [];
// Ids are random per run: a tag's, and since 2026-11-26 each evidence item's.
const strip = (k: string, v: unknown) => (k === 'tag_id' || k === 'item_id' ? undefined : v);
const sets: Record<string, MinimalInputItem[]> = {
  bench: makeDataset(Number(process.env.N ?? 2000), 7).map((d, i) => ({
    ...d,
    ...(i % 3 === 0 ? { reference: d.output.slice(0, 300) } : {}),
    ...(i % 7 === 0 ? { system_prompt: 'Answer in JSON. Never mention Globex. Reply in under 100 words.' } : {}),
  })),
};
for (const s of ['halu_begin', 'halu_faithbench', 'halu_summedits', 'halu_halueval_general'])
  sets[s] = load(s).map((r) => ({ input: r.input ?? '', output: r.output ?? '', ...(r.context ? { context: r.context } : {}) }));
for (const s of ['safety_jbb_responses', 'safety_xstest_prompts', 'safety_advbench', 'safety_forbidden_questions', 'refusal_xstest', 'safety_alpaca_harmless'])
  sets[s] = load(s).map((r) => ({ input: r.prompt ?? '', output: r.response ?? '' }));
for (const s of ['inj_bipia', 'jb_inthewild_jailbreak_llms', 'jb_jbb_attack_prompts', 'jb_benign_prompts'])
  sets[s] = load(s).map((r, i) =>
    i % 2
      ? { input: r.text, output: 'Sure, here is the answer you asked for.' }
      : { input: 'Summarise this.', output: 'It asks the reader to act.', context: [r.text] },
  );
/** A tag's decision: subcategory, decision, confidence, flags and severity level (a word before 2026-11-26, then severity_label). */
function decisionOf(t: Record<string, any>) {
  const level = typeof t.severity === 'string' ? t.severity : t.severity_label;
  return [t.item_index, t.subcategory_id, t.decision, t.confidence, t.should_gate_ci, t.needs_human_review, level];
}
const only = process.env.SETS?.split(',');
const settings = { json_schema: { type: 'object' }, regex: '\\border\\b', contains: ['order'] };
const all = crypto.createHash('sha256');
for (const [name, dataset] of Object.entries(sets)) {
  if (only && !only.includes(name)) continue;
  if (!dataset.length) {
    console.log(`${name.padEnd(28)} absent`);
    continue;
  }
  const items = dataset.map(normalizeItem);
  const plan = planDetectors(items, detectFeatureKind(items), null);
  const extras = requestedExtras({ project_name: 'x', dataset } as never, null);
  const links = { security: { labels: extras.securityLabels }, evaluation: { metrics: extras.evalMetrics }, scope: null, scan: null };
  const h = {
    decisions: crypto.createHash('sha256'),
    tags: crypto.createHash('sha256'),
    audit: crypto.createHash('sha256'),
    linked: crypto.createHash('sha256'),
    metrics: crypto.createHash('sha256'),
  };
  dataset.forEach((item, i) => {
    const l = analyzeLinked(item, i, plan, DEFAULT_THRESHOLDS, links);
    h.tags.update(JSON.stringify(l.result, strip));
    // The decisions alone, in a form that does not depend on the document's field names: what a refactor of
    // the tag's shape (or of severity's form) must keep.
    h.decisions.update(JSON.stringify(l.result.tags.map(decisionOf)));
    h.audit.update(JSON.stringify(l.verdict));
    h.linked.update(JSON.stringify(l.evalResults));
    h.metrics.update(JSON.stringify(evaluateItem(toEvalItem(item, i), metrics, settings, {})));
  });
  const d = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.digest('hex').slice(0, 12)]));
  all.update(JSON.stringify(d));
  console.log(
    `${name.padEnd(28)} n=${String(dataset.length).padEnd(5)} decisions ${d.decisions}  tags ${d.tags}  audit ${d.audit}  linked-metrics ${d.linked}  all-metrics ${d.metrics}`,
  );
}
console.log(`ALL ${all.digest('hex').slice(0, 16)}`);
