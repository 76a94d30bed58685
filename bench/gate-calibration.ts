// `npm run bench:gate`: the CI gate on the labelled gate set (test/fixtures/gate-calibration/, items written
// for it): fail precision, gate recall, and per subcategory what failed and what gated on items a person would
// stop a release for (stop) and on the others (clean answers and undecidable paraphrases).
import { gateCalibrationSet } from '../test/fixtures/gate-calibration/index.js';
import { gateFigures } from '../test/support/gate-calibration.js';

const verbose = process.argv.includes('--items');
const f = gateFigures(gateCalibrationSet);
const count = (label: string) => gateCalibrationSet.filter((i) => i.label === label).length;
console.log(
  `Gate calibration set: ${gateCalibrationSet.length} items (${count('stop')} stop, ${count('ship')} ship, ${count('unclear')} unclear), deterministic detectors, default thresholds\n`,
);
console.log(`fail precision ${f.failPrecision.toFixed(3)} · gate recall ${f.gateRecall.toFixed(3)} · clean or unclear items gated ${f.falseGates}\n`);
console.log('| subcategory | fail on stop | fail on others | fail precision | gate on stop | gate on others | expected stop items gated |');
console.log('|---|---|---|---|---|---|---|');
for (const [id, d] of [...f.perDetector.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
  const fails = d.failStop + d.failOther;
  const precision = fails === 0 ? '—' : (d.failStop / fails).toFixed(2);
  console.log(
    `| ${id} | ${d.failStop} | ${d.failOther} | ${precision} | ${d.gateStop} | ${d.gateOther} | ${d.expected ? `${d.expectedGated} of ${d.expected}` : '—'} |`,
  );
}
if (verbose) {
  console.log('');
  for (const o of f.outcomes) {
    const tags = o.tags.map((t) => `${t.subcategory_id}:${t.decision}@${t.confidence}${t.should_gate_ci ? '*' : ''}`).join(' ');
    const wrong = (o.item.label === 'stop') !== o.gated || (o.item.label !== 'stop' && o.failed);
    console.log(`${wrong ? '✗' : ' '} [${o.item.label}] ${o.item.name}: ${tags || '(no tag)'}`);
  }
}
