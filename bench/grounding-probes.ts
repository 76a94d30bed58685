// `npm run bench:grounding-probes`: the grounding probe sets of issue 33 point 4 (test/fixtures/grounding-probes/,
// items written for Assay) by half: A is for tuning, B is held out, C was written after the rules were final. Per class: failing probes caught, passing
// probes failed, precision and recall. `-- --items` lists every probe with the tags it got.
import { groundingProbeSets } from '../test/fixtures/grounding-probes/index.js';
import { halfFigures } from '../test/support/grounding-probes.js';

const verbose = process.argv.includes('--items');
console.log('Grounding probes by half (A tuning, B held out, C written after the rules), deterministic detectors, default thresholds\n');
console.log('| class | half | fail probes caught | pass probes failed | precision | recall |');
console.log('|---|---|---|---|---|---|');
const listed: string[] = [];
for (const [key, set] of Object.entries(groundingProbeSets)) {
  for (const half of ['A', 'B', 'C'] as const) {
    const f = halfFigures(set, set[half] ?? []);
    if (f.fails + f.passes === 0) continue;
    console.log(
      `| ${set.title} | ${half} | ${f.caught} of ${f.fails} | ${f.falseAlarms} of ${f.passes} | ${f.precision.toFixed(2)} | ${f.recall.toFixed(2)} |`,
    );
    if (!verbose) continue;
    listed.push(`\n${key}, half ${half}:`);
    for (const o of f.outcomes) {
      const wrong = (o.probe.expect === 'fail') !== o.failedBy.length > 0;
      const tags = o.tags.map((t) => `${t.subcategory_id}:${t.decision}@${t.confidence}`).join(' ');
      listed.push(`${wrong ? '✗' : ' '} [${o.probe.expect}] ${o.template}: ${o.probe.item.output.slice(0, 80).replace(/\n/g, ' ')} → ${tags || '(no tag)'}`);
    }
  }
}
for (const line of listed) console.log(line);
