// Each detector's own examples: its fail examples must produce a fail finding with evidence that points
// into the text, and its pass examples must not. ASSAY_DETECTORS=id1,id2 narrows the run while developing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectorRegistry } from '../../src/core/detectors/registry.js';
import type { ExampleItem } from '../../src/core/detectors/types.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { ItemText } from '../../src/core/text/item-text.js';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';

const only = process.env.ASSAY_DETECTORS?.split(',').filter(Boolean);

function run(detectorId: string, example: ExampleItem) {
  const detector = detectorRegistry.find((d) => d.id === detectorId)!;
  const item = normalizeItem(example as MinimalInputItem, 0);
  const text = new ItemText(item);
  return { finding: detector.detect(item, text), item, text };
}

function sourceText(source: string, r: ReturnType<typeof run>): string {
  if (source === 'input') return r.item.input;
  if (source === 'output') return r.item.output;
  if (source === 'context') return r.text.context.text;
  return r.text.toolResults.text;
}

for (const detector of detectorRegistry.filter((d) => !only || only.includes(d.id))) {
  describe(`detector ${detector.id}`, () => {
    detector.examples.fail.forEach((example, i) => {
      it(`flags fail example ${i + 1}`, () => {
        const r = run(detector.id, example);
        assert.ok(r.finding, `expected a finding for ${JSON.stringify(example).slice(0, 300)}`);
        assert.equal(r.finding.decision, 'fail');
        assert.ok(r.finding.confidence > 0 && r.finding.confidence <= 1);
        assert.ok(r.finding.rationale.length > 10);
        for (const e of r.finding.evidence) {
          if (e.source === 'tool_call') continue;
          const text = sourceText(e.source, r);
          assert.ok(e.start >= 0 && e.end <= text.length && e.start <= e.end, `offsets ${e.start}-${e.end} out of ${e.source}`);
        }
      });
    });
    detector.examples.pass.forEach((example, i) => {
      it(`passes pass example ${i + 1}`, () => {
        const r = run(detector.id, example);
        assert.equal(r.finding?.decision === 'fail' ? 'fail' : 'no fail', 'no fail', `unexpected finding: ${r.finding?.rationale}`);
      });
    });
  });
}
