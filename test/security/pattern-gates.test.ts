// Category patterns run behind gates derived from the patterns (kit.ts `gated`, regex-gate.ts): every pattern
// a category reads is gated, and no gate is shut on a text its pattern matches — the category examples, and
// random matches in awkward contexts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categories } from '../../src/core/safety/categories/registry.js';
import { patternGate, runnable } from '../../src/core/safety/categories/kit.js';
import { AuditText } from '../../src/core/safety/audit-text.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import { checkGate, samples, seeded } from '../support/regex-samples.js';

const ALL = categories.map((c) => c.label);
const examples = categories.flatMap((c) => [
  ...c.examples.unsafe,
  ...c.examples.safe,
  ...(c.examples.unsafe_responses ?? []).flatMap((r) => [r.prompt, r.response]),
]);

describe('category pattern gates', () => {
  it('gates every pattern the categories read', () => {
    const read = new Set<RegExp>();
    const matches = AuditText.prototype.matches;
    AuditText.prototype.matches = function (re: RegExp) {
      read.add(re);
      return matches.call(this, re);
    };
    try {
      // Prompts of every category as prompts and as responses, so that every pattern of either role is read.
      for (const text of examples) classifyItem(text, `${text} ${'and so on '.repeat(20)}`, ALL);
    } finally {
      AuditText.prototype.matches = matches;
    }
    const gated = new Set(patternGate().patterns);
    assert.ok(read.size >= 30, `${read.size} patterns read`);
    for (const re of read) assert.ok(gated.has(re), `not gated: ${re.source.slice(0, 80)}`);
  });

  it('opens the gate of every pattern on the examples it matches', () => {
    const gate = patternGate();
    const matched = gate.patterns.map((_, k) => checkGate(gate, k, examples)).reduce((a, b) => a + b, 0);
    assert.ok(matched >= 30, `${matched} example matches`);
  });

  it('never shuts a pattern on a text it matches (random matches)', () => {
    const gate = patternGate();
    const rnd = seeded(11);
    gate.patterns.forEach((re, k) => {
      const matched = checkGate(gate, k, samples(re, 400, rnd));
      assert.ok(matched >= 50, `${re.source.slice(0, 60)}: only ${matched} samples matched`);
    });
  });

  it('keeps most patterns shut on an everyday answer', () => {
    const open = patternGate().open(
      'Sure. To reset your password, open Settings, choose Account, then follow the link we e-mail you. It expires after one hour.',
    );
    assert.ok(open.reduce((a, b) => a + b, 0) <= 4, `${open.reduce((a, b) => a + b, 0)} of ${open.length} open`);
  });

  it('runs a copy of a pattern narrowed to the open alternatives that matches as the whole pattern does', () => {
    const rnd = seeded(13);
    const spans = (re: RegExp | null, text: string) => (re === null ? [] : [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`));
    let narrowedRuns = 0;
    for (const re of patternGate().patterns) {
      // Samples of several patterns in one text, so that some alternatives are open and others shut.
      const texts = [...examples, ...samples(re, 100, rnd).map((t, i) => `${t} ${examples[i % examples.length]}`)];
      for (const text of texts) {
        const run = runnable(new AuditText(text), re);
        if (run !== null && run !== re) narrowedRuns++;
        if (run === null) continue;
        assert.deepEqual(spans(run, text), spans(re, text), `${re.source.slice(0, 60)}: ${JSON.stringify(text.slice(0, 120))}`);
      }
    }
    assert.ok(narrowedRuns >= 100, `${narrowedRuns} narrowed runs`);
  });
});
