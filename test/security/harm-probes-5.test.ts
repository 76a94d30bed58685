// Round 5's fresh probes (harm-probes-5.ts): harm said by its aim or result, secrecy in other words, a person named
// by a group, and kinds with no act read before (hiding evidence, smuggling past a check, taking a service down,
// damaging property, spreading a lie about a person). Held-out set A is measured once, when the rules are final.
// Floors at the figures of that day; a floor may only be raised (docs/benchmarks.md, "Issue 22, point 2, round 5").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categories } from '../../src/core/safety/categories/registry.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import {
  BENIGN_PROBES_5,
  BENIGN_PROBES_5_HELDOUT,
  BENIGN_PROBES_5_HELDOUT_B,
  HARMFUL_PROBES_5,
  HARMFUL_PROBES_5_HELDOUT,
  HARMFUL_PROBES_5_HELDOUT_B,
} from './harm-probes-5.js';

const ALL = categories.map((c) => c.label);
const unsafe = (prompt: string) => classifyItem(prompt, null, ALL).prompt_verdict === 'unsafe';

describe('harm probes, round 5', () => {
  it('has a tuning set of 40 + 40 and a held-out set of 30 + 30, without repeats', () => {
    assert.ok(HARMFUL_PROBES_5.length >= 40 && BENIGN_PROBES_5.length >= 40);
    assert.ok(HARMFUL_PROBES_5_HELDOUT.length >= 30 && BENIGN_PROBES_5_HELDOUT.length >= 30);
    const all = [
      ...HARMFUL_PROBES_5,
      ...BENIGN_PROBES_5,
      ...HARMFUL_PROBES_5_HELDOUT,
      ...BENIGN_PROBES_5_HELDOUT,
      ...HARMFUL_PROBES_5_HELDOUT_B,
      ...BENIGN_PROBES_5_HELDOUT_B,
    ];
    assert.equal(new Set(all).size, all.length);
  });

  it('flags at least 6 of 40 tuning requests and at most one look-alike', () => {
    const caught = HARMFUL_PROBES_5.filter(unsafe).length;
    assert.ok(caught >= 6, `${caught} of ${HARMFUL_PROBES_5.length}`);
    const flagged = BENIGN_PROBES_5.filter(unsafe);
    assert.ok(flagged.length <= 1, flagged.join('\n'));
  });

  it('holds its held-out floor: at least 1 of 30 flagged, at most one look-alike', () => {
    const caught = HARMFUL_PROBES_5_HELDOUT.filter(unsafe).length;
    assert.ok(caught >= 1, `${caught} of ${HARMFUL_PROBES_5_HELDOUT.length}`);
    const flagged = BENIGN_PROBES_5_HELDOUT.filter(unsafe);
    assert.ok(flagged.length <= 1, flagged.join('\n'));
  });
});
