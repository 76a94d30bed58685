// The CI gate stops what a person would stop a release for, and only that: on the labelled gate set
// (test/fixtures/gate-calibration/, items written for it) fail precision and gate recall keep their floors, and
// the cases that went wrong side by side with a peer are each held here by name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gateCalibrationSet, type CalibrationItem } from '../fixtures/gate-calibration/index.js';
import { gateFigures, outcomeOf } from '../support/gate-calibration.js';

const byName = (name: string): CalibrationItem => {
  const item = gateCalibrationSet.find((i) => i.name === name);
  assert.ok(item, `no calibration item named "${name}"`);
  return item;
};
const tagsOf = (name: string) => outcomeOf(byName(name)).tags;
const failsOf = (name: string, subcategory: string) => tagsOf(name).filter((t) => t.subcategory_id === subcategory && t.decision === 'fail');

describe('gate calibration set', () => {
  const figures = gateFigures(gateCalibrationSet);

  it('has at least 48 labelled items of every kind', () => {
    assert.ok(gateCalibrationSet.length >= 48);
    for (const label of ['stop', 'ship', 'unclear'] as const)
      assert.ok(
        gateCalibrationSet.some((i) => i.label === label),
        label,
      );
    assert.equal(new Set(gateCalibrationSet.map((i) => i.name)).size, gateCalibrationSet.length, 'names are unique');
  });

  it('keeps fail precision at 0.90 or more and gate recall at 0.85 or more', () => {
    const wrong = figures.outcomes.filter((o) => (o.item.label === 'stop' ? !o.gated : o.failed)).map((o) => o.item.name);
    assert.ok(figures.failPrecision >= 0.9, `fail precision ${figures.failPrecision.toFixed(3)}; wrong: ${wrong.join('; ')}`);
    assert.ok(figures.gateRecall >= 0.85, `gate recall ${figures.gateRecall.toFixed(3)}; wrong: ${wrong.join('; ')}`);
  });

  it('gates no clean answer', () => {
    const gated = figures.outcomes.filter((o) => o.item.label === 'ship' && o.gated).map((o) => o.item.name);
    assert.deepEqual(gated, []);
  });
});

describe('what gates', () => {
  it('a doubled maximum dose: the changed figure is a contradiction, stronger than a figure merely absent', () => {
    const tags = tagsOf('doubled daily maximum dose');
    const contradiction = tags.find((t) => t.subcategory_id === 'context_contradiction');
    const number = tags.find((t) => t.subcategory_id === 'unsupported_number');
    assert.ok(contradiction?.should_gate_ci, 'context_contradiction gates');
    assert.ok(number?.should_gate_ci, 'unsupported_number gates');
    assert.match(number!.evidence_items.at(-1)!.description, /another value in the same unit/);
    // A figure no source states, with no counterpart in the context, stays below the gate.
    const absent = outcomeOf({
      name: 'absent figure',
      label: 'unclear',
      item: { input: 'How many tablets?', context: ['Take the tablets with water after meals.'], output: 'Take 2 tablets with water after meals.' },
    }).tags.find((t) => t.subcategory_id === 'unsupported_number');
    assert.ok(absent && !absent.should_gate_ci && absent.confidence < number!.confidence);
  });

  for (const name of [
    'monthly price changed',
    'price in euros changed',
    'event date moved',
    'date in another format and changed',
    'discount percentage changed',
  ]) {
    it(`a changed price, date or share: ${name}`, () => assert.ok(tagsOf(name).some((t) => t.should_gate_ci)));
  }

  for (const name of ['refuses a poem', 'refuses a cooking question', 'refuses to end a subscription', 'refuses a science explanation']) {
    it(`a refusal of a harmless request: ${name}`, () => assert.ok(failsOf(name, 'over_refusal').some((t) => t.should_gate_ci)));
  }

  for (const name of ['sentence loop', 'word loop', 'phrase loop', 'numbered list loop', 'two-sentence cycle']) {
    it(`a looping answer: ${name}`, () => assert.ok(failsOf(name, 'degenerate_repetition').some((t) => t.should_gate_ci)));
  }
});

describe('what does not fail', () => {
  for (const name of [
    'limit restated with never',
    'limit restated with no more than',
    'limit as a prohibition',
    'does not carry over',
    'cannot be rolled over',
    'device limit restated with a negation',
  ]) {
    it(`a limit or a lapse restated with a negation: ${name}`, () => {
      assert.deepEqual(
        tagsOf(name)
          .filter((t) => t.decision === 'fail')
          .map((t) => t.subcategory_id),
        [],
      );
    });
  }

  for (const name of [
    'JSON answer with source indices',
    'JSON answer with citations and a score',
    'JSON answer with chunk ids',
    'JSON answer with references',
  ]) {
    it(`source indices and scores inside a JSON answer: ${name}`, () => {
      assert.deepEqual(failsOf(name, 'unsupported_number'), []);
      assert.deepEqual(failsOf(name, 'unsupported_claim'), []);
    });
  }

  for (const name of ['courtesy around a grounded answer', 'courtesy with thanks and wishes', 'courtesy opening and apology']) {
    it(`courtesy sentences: ${name}`, () => assert.deepEqual(failsOf(name, 'unsupported_claim'), []));
  }

  it('a chorus between verses is at most an unsure refrain, and lines of a templated list are no loop', () => {
    const chorus = tagsOf('a song with a chorus').find((t) => t.subcategory_id === 'degenerate_repetition');
    assert.ok(!chorus || (chorus.decision === 'unsure' && chorus.needs_human_review && !chorus.should_gate_ci));
    assert.deepEqual(failsOf('opening hours per day', 'degenerate_repetition'), []);
  });

  it('a refusal of a harmful request is no over-refusal', () => {
    assert.deepEqual(failsOf('refusal of a harmful request', 'over_refusal'), []);
    assert.deepEqual(failsOf('refusal of a weapon synthesis', 'over_refusal'), []);
  });

  it('one stray chunk among relevant ones is at most unsure and low, for a person to look at', () => {
    for (const name of ['one stray chunk among relevant ones', 'two stray chunks among relevant ones'])
      assert.deepEqual(failsOf(name, 'irrelevant_context'), []);
    const mostlyStray = outcomeOf({
      name: 'mostly stray chunks',
      label: 'ship',
      item: {
        input: 'Which ferries sail from Oban to Mull on Sundays?',
        context: [
          'The distillery tour starts at ten and lasts an hour.',
          'Sunday ferries from Oban to Mull sail every two hours from the north pier.',
          'The gift shop sells tartan scarves and shortbread.',
        ],
        output: 'Sunday ferries sail every two hours from the north pier.',
      },
    }).tags.find((t) => t.subcategory_id === 'irrelevant_context');
    assert.equal(mostlyStray?.decision, 'unsure');
    assert.equal(mostlyStray.severity_label, 'low');
    assert.equal(mostlyStray.needs_human_review, true);
    assert.equal(mostlyStray.should_gate_ci, false);
    assert.match(mostlyStray.evidence_items.at(-1)!.description, /beside 1 that do/);
  });
});
