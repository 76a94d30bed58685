// `npm run bench:parts`: the time per item of each detector and each metric alone (on a fresh ItemText that the
// other detectors or metrics have warmed, so shared text analysis is not counted), and of all together.
import { detectFeatureKind, itemHas, planDetectors } from '../src/core/detectors/engine.js';
import { normalizeItem } from '../src/core/text/normalize.js';
import { makeDataset } from '../bench/support/dataset.js';
import { ItemText } from '../src/core/text/item-text.js';
import { evalItemOf } from '../src/core/metrics/engine.js';
import { metrics } from '../src/core/metrics/registry.js';
const N = Number(process.env.N ?? 2000);
const dataset = makeDataset(N).map((d, i) => ({ ...d, reference: d.output.slice(0, 400), metadata: { latency_ms: 800 + (i % 50) * 20, tokens: 900 } }));
const items = dataset.map(normalizeItem);
const plan = planDetectors(items, detectFeatureKind(items), null);
const settings = { json_schema: { type: 'object' }, regex: '\\border\\b', contains: ['order'] };
const rows: [string, number][] = [];
const elapsedMs = (fn: () => void) => {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
};
// Cost of the whole (shared) pass for comparison.
const texts = () => items.map((it) => new ItemText(it));
for (let round = 0; round < 2; round++) {
  rows.length = 0;
  const all = texts();
  rows.push([
    'ALL detectors, in order',
    elapsedMs(() =>
      items.forEach((it, k) =>
        plan.run.forEach(({ detector }) => {
          if (detector.requires.every((r) => itemHas(it, r))) {
            try {
              detector.detect(it, all[k]);
            } catch {}
          }
        }),
      ),
    ),
  ]);
  for (const { detector } of plan.run) {
    const ts = texts();
    // Shared parts warmed by a prior pass of all detectors, so each is timed on its own work.
    items.forEach((it, k) =>
      plan.run.forEach(({ detector: d }) => {
        if (d !== detector)
          try {
            d.detect(it, ts[k]);
          } catch {}
      }),
    );
    rows.push([
      `det ${detector.id}`,
      elapsedMs(() =>
        items.forEach((it, k) => {
          try {
            detector.detect(it, ts[k]);
          } catch {}
        }),
      ),
    ]);
  }
  const evs = items.map(evalItemOf);
  const all2 = texts();
  rows.push([
    'ALL metrics',
    elapsedMs(() =>
      evs.forEach((it, k) =>
        metrics.forEach((m) => {
          try {
            m.compute(it, all2[k], settings);
          } catch {}
        }),
      ),
    ),
  ]);
  for (const m of metrics) {
    const ts = texts();
    evs.forEach((it, k) =>
      metrics.forEach((o) => {
        if (o !== m)
          try {
            o.compute(it, ts[k], settings);
          } catch {}
      }),
    );
    rows.push([
      `met ${m.name}`,
      elapsedMs(() =>
        evs.forEach((it, k) => {
          try {
            m.compute(it, ts[k], settings);
          } catch {}
        }),
      ),
    ]);
  }
}
rows.sort((a, b) => b[1] - a[1]);
for (const [name, ms] of rows) console.log(`${((ms * 1000) / N).toFixed(1).padStart(8)} µs/item  ${name}`);
