// `npm run bench:metrics-apply` (issue 33 point 3): the default metric set on shared labelled sets, by document
// half (support/halves.ts; A tuning, B held out). Per half: which metrics a mean-based gate (`assay evaluate
// --gate`) fails on the rows labelled faithful (correct answers should pass); how many items json_validity
// scores; the faithfulness metric as a hallucination flag at its threshold; and how often a metric fails where
// its detectors pass (faithfulness vs unsupported_claim and the figure, date, name and contradiction detectors;
// answer_relevancy vs off_topic_response).
// Runs on any commit: a registry without defaultMetricNames (before issue 33) has every metric in its default set.
import { evaluateItem, toEvalItem } from '../src/core/metrics/engine.js';
import * as registry from '../src/core/metrics/registry.js';
import type { Metric } from '../src/core/metrics/types.js';
import { detectorsById } from '../src/core/detectors/registry.js';
import { normalizeItem } from '../src/core/text/normalize.js';
import { ItemText } from '../src/core/text/item-text.js';
import { documentHalf, HALVES } from './support/halves.js';
import { loadSharedSet } from './support/shared-sets.js';

type Row = Record<string, any>;
const withDefaults = registry as typeof registry & { defaultMetricNames?: (settings: object) => string[] };
const defaultSet: Metric[] = (withDefaults.defaultMetricNames?.({}) ?? registry.metricNames).map((n) => registry.metricsByName.get(n)!);
const PAIRS: [metric: string, detectors: string[]][] = [
  ['faithfulness', ['unsupported_claim', 'unsupported_number', 'unsupported_date', 'unsupported_entity', 'context_contradiction']],
  ['answer_relevancy', ['off_topic_response']],
];

function measure(rows: Row[]) {
  const sums = new Map<string, { sum: number; n: number; metric: Metric }>();
  let jsonScored = 0;
  const flag = { tp: 0, fp: 0, fn: 0 };
  const disagree = Object.fromEntries(PAIRS.map(([m]) => [m, { detectorPass: 0, metricFails: 0, metricZero: 0 }]));
  rows.forEach((row, i) => {
    const raw = { input: row.input ?? '', output: row.output ?? '', context: row.context ?? [] };
    const item = toEvalItem(raw, i);
    const text = new ItemText(item);
    const results = evaluateItem(item, defaultSet, {}, {}, text);
    const byName = new Map(results.map((r) => [r.name, r]));
    if (byName.get('json_validity')?.score != null) jsonScored++;
    if (row.label === 'faithful')
      for (const r of results) {
        if (r.score === null) continue;
        const s = sums.get(r.name) ?? { sum: 0, n: 0, metric: registry.metricsByName.get(r.name)! };
        s.sum += r.score;
        s.n++;
        sums.set(r.name, s);
      }
    const faith = byName.get('faithfulness');
    if (faith?.passed != null) {
      const flagged = !faith.passed;
      const positive = row.label === 'hallucinated';
      if (flagged && positive) flag.tp++;
      else if (flagged) flag.fp++;
      else if (positive) flag.fn++;
    }
    const normalized = normalizeItem(raw, i);
    for (const [metric, detectors] of PAIRS) {
      const r = byName.get(metric);
      if (r?.passed == null) continue;
      // No finding is a pass (an unsure finding is not).
      if (detectors.some((d) => detectorsById.get(d)!.detect(normalized, text))) continue;
      disagree[metric].detectorPass++;
      if (!r.passed) disagree[metric].metricFails++;
      if (r.score === 0) disagree[metric].metricZero++;
    }
  });
  const gateFails = [...sums.entries()]
    .filter(([, s]) => {
      const mean = s.sum / s.n;
      const threshold = s.metric.defaultThreshold;
      return s.metric.higherIsBetter ? mean < threshold : mean > threshold;
    })
    .map(([name, s]) => `${name} ${(s.sum / s.n).toFixed(2)}`);
  const precision = flag.tp / Math.max(1, flag.tp + flag.fp);
  const recall = flag.tp / Math.max(1, flag.tp + flag.fn);
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { gateFails, jsonScored, precision, recall, f1, disagree };
}

console.log(`Default metric set (${defaultSet.length}): ${defaultSet.map((m) => m.name).join(', ')}\n`);
console.log(
  '| set | half | rows (faithful) | gate on faithful rows: failing means | json_validity scored | faithfulness flag P / R / F1 | faithfulness < threshold where the grounding detectors pass | answer_relevancy < threshold where off_topic_response passes |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const set of ['halu_begin', 'halu_halueval_general']) {
  const data = loadSharedSet(set);
  if (!data) {
    console.log(`| ${set} | — | dataset not present | | | | | |`);
    continue;
  }
  for (const half of HALVES) {
    const rows = data.filter((r) => documentHalf(set, r) === half);
    const m = measure(rows);
    const faithful = rows.filter((r) => r.label === 'faithful').length;
    const d = (name: string) => `${m.disagree[name].metricFails} (${m.disagree[name].metricZero} at 0) of ${m.disagree[name].detectorPass}`;
    const flag = set === 'halu_begin' ? `${m.precision.toFixed(2)} / ${m.recall.toFixed(2)} / ${m.f1.toFixed(2)}` : '— (no context)';
    console.log(
      `| ${set} | ${half} | ${rows.length} (${faithful}) | ${m.gateFails.join(', ') || 'none: passes'} | ${m.jsonScored} | ${flag} | ${set === 'halu_begin' ? d('faithfulness') : '—'} | ${d('answer_relevancy')} |`,
    );
  }
}
