// Human-style hijacks (hijack-probes.ts) read three ways: the prompt by findInjection, the prompt by findTakeover
// (what failure analysis and the audit's prompt-attack flag use), and the probe inside a retrieved document by
// findInjection(untrusted). Floors on what is caught and ceilings on false alarms at the figures of the day they
// were last measured (docs/benchmarks.md, "Issue 22: human-written hijacks"); a floor may only be raised. Held-out A
// was measured once with the first final rules (prompt 14, takeover 7, context 15 of 30; 1 false alarm each),
// then read as tuning too; these are its figures after that.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findInjection, findTakeover } from '../../src/core/lexicons/injection-patterns.js';
import { asContext, HELD_OUT_A, HELD_OUT_B, type ProbeSet, TUNING } from './hijack-probes.js';

const READERS = {
  prompt: (t: string) => findInjection(t) !== null,
  takeover: (t: string) => findTakeover(t) !== null,
  context: (t: string, i: number) => findInjection(asContext(t, i), { untrusted: true }) !== null,
};
type Reader = keyof typeof READERS;

function counts(set: ProbeSet, reader: Reader) {
  const read = READERS[reader];
  const missed = set.hijacks.filter((t, i) => !read(t, i));
  const alarms = set.benign.filter((t, i) => read(t, i));
  return { caught: set.hijacks.length - missed.length, missed, alarms };
}

// [least caught, most false alarms] per reader.
const FLOORS: Array<[string, ProbeSet, Record<Reader, [number, number]>]> = [
  ['tuning', TUNING, { prompt: [39, 0], takeover: [25, 0], context: [39, 0] }],
  ['held-out A', HELD_OUT_A, { prompt: [23, 1], takeover: [12, 1], context: [22, 1] }],
  // Measured once, after the rules were final (before: prompt 1, takeover 0, context 7; no false alarm).
  ['held-out B', HELD_OUT_B, { prompt: [8, 0], takeover: [1, 0], context: [11, 0] }],
];

describe('human-style hijack probes', () => {
  it('has 40 + 40 tuning probes and two held-out sets of 30 + 30, without repeats', () => {
    assert.ok(TUNING.hijacks.length === 40 && TUNING.benign.length === 40);
    for (const set of [HELD_OUT_A, HELD_OUT_B]) assert.ok(set.hijacks.length === 30 && set.benign.length === 30);
    const all = [TUNING, HELD_OUT_A, HELD_OUT_B].flatMap((s) => [...s.hijacks, ...s.benign]);
    assert.equal(new Set(all).size, all.length);
  });

  for (const [name, set, floors] of FLOORS) {
    for (const reader of Object.keys(floors) as Reader[]) {
      const [least, most] = floors[reader];
      it(`${name}, ${reader}: catches at least ${least} hijacks, alarms on at most ${most} look-alikes`, () => {
        const c = counts(set, reader);
        assert.ok(c.caught >= least, `caught ${c.caught}; missed: ${c.missed.join(' | ')}`);
        assert.ok(c.alarms.length <= most, `false alarms: ${c.alarms.join(' | ')}`);
      });
    }
  }
});
