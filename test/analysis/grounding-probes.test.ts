// The grounding probes of issue 33 point 4 (test/fixtures/grounding-probes/): per class and half, floors on the
// failing probes caught and ceilings on the passing probes failed, at the figures of the day they were last
// measured (docs/benchmarks.md, "Issue 33: grounding probes"); a floor may only be raised, a ceiling only lowered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groundingProbeSets, type ProbeSet } from '../fixtures/grounding-probes/index.js';
import { halfFigures } from '../support/grounding-probes.js';

/** [least caught, most false alarms] on half A (tuning), half B (held out) and half C (written after the rules). */
const FLOORS: Record<string, Record<'A' | 'B' | 'C', [number, number]>> = {
  jsonCourtesy: { A: [8, 0], B: [8, 0], C: [3, 0] },
  offTopic: { A: [6, 0], B: [2, 1], C: [3, 2] },
  contradictions: { A: [8, 0], B: [8, 1], C: [4, 1] },
  derivedFigures: { A: [10, 1], B: [10, 0], C: [4, 0] },
  synonyms: { A: [9, 1], B: [10, 3], C: [3, 0] },
};

describe('grounding probes', () => {
  it('splits every set by template: no template, and no probe, in two halves', () => {
    for (const set of Object.values(groundingProbeSets) as ProbeSet[]) {
      const halves = [set.A, set.B, set.C ?? []];
      const names = halves.flatMap((h) => h.map((t) => t.name));
      assert.equal(new Set(names).size, names.length, `${set.title}: a template name repeats`);
      const outputs = halves.flatMap((h) => h.flatMap((t) => t.probes.map((p) => `${p.item.input}\u0000${p.item.output}`)));
      assert.equal(new Set(outputs).size, outputs.length, `${set.title}: a probe repeats`);
      for (const h of [set.A, set.B])
        assert.ok(h.some((t) => t.probes.some((p) => p.expect === 'fail')) && h.some((t) => t.probes.some((p) => p.expect === 'pass')));
    }
  });

  for (const [key, set] of Object.entries(groundingProbeSets)) {
    for (const half of ['A', 'B', 'C'] as const) {
      const probes = set[half];
      if (!probes || probes.length === 0) continue;
      const [least, most] = FLOORS[key][half];
      it(`${set.title}, half ${half}: catches at least ${least}, fails at most ${most} passing probes`, () => {
        const f = halfFigures(set, probes);
        const missed = f.outcomes.filter((o) => o.probe.expect === 'fail' && o.failedBy.length === 0).map((o) => o.probe.item.output);
        const alarms = f.outcomes.filter((o) => o.probe.expect === 'pass' && o.failedBy.length > 0).map((o) => o.probe.item.output);
        assert.ok(f.caught >= least, `caught ${f.caught}; missed: ${missed.join(' | ')}`);
        assert.ok(f.falseAlarms <= most, `false alarms: ${alarms.join(' | ')}`);
      });
    }
  }
});
