// WordNet's sibling terms (nouns of one kind under their most frequent sense) and the swaps they make: an answer
// that names one where its source names another contradicts it; a synonym, a list of both, or an insertion does not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findWordSwap } from '../../src/core/detectors/hallucination_grounding/word-swap.js';
import { TextView } from '../../src/core/text/text-view.js';
import { siblingClass } from '../../src/core/text/word-siblings.js';

const swap = (answer: string, context: string) => findWordSwap(new TextView(answer), new TextView(context));

describe('sibling terms (WordNet)', () => {
  it('puts things of one kind in one kind and different things in different groups', () => {
    for (const [a, b] of [
      ['monday', 'tuesday'],
      ['copper', 'zinc'],
      ['mars', 'venus'],
      ['euro', 'dollar'],
      ['january', 'june'],
      ['gram', 'kilogram'],
    ]) {
      const x = siblingClass(a);
      const y = siblingClass(b);
      assert.ok(x && y, `${a} and ${b} have siblings`);
      assert.equal(x.kind, y.kind, `${a} and ${b} are of one kind`);
      assert.notEqual(x.group, y.group, `${a} and ${b} are different things`);
    }
  });

  it('keeps words of one synset in one group', () => {
    assert.deepEqual(siblingClass('mon'), siblingClass('monday'));
  });

  it('leaves out artifacts, acts and indefinite quantities, whose siblings are often paraphrases', () => {
    assert.equal(siblingClass('ship'), undefined);
    assert.equal(siblingClass('study'), undefined);
    assert.equal(siblingClass('lot'), undefined);
    assert.equal(siblingClass('zzqxv'), undefined);
  });
});

describe('swaps of sibling terms', () => {
  it('reads a changed weekday, metal, planet or currency as a contradiction', () => {
    const cases: [string, string, string][] = [
      ['The clinic reopens on Tuesday after the repairs.', 'The clinic reopens on Monday after the repairs, the council said.', 'Monday'],
      [
        'The wires in the old wing are made of zinc and must be replaced.',
        'The wires in the old wing are made of copper and must be replaced by spring.',
        'copper',
      ],
      ['The probe will reach Venus in orbit late next year.', 'Engineers expect the probe will reach Mars in orbit late next year.', 'Mars'],
      ['The ticket costs 40 dollars at the door.', 'At the festival, the ticket costs 40 euros at the door.', 'euros'],
    ];
    for (const [answer, context, other] of cases) {
      const found = swap(answer, context);
      assert.ok(found, `a swap in: ${answer}`);
      assert.equal(found.other.text, other);
    }
  });

  it('does not read a paraphrase, a synonym or an unchanged word as a swap', () => {
    assert.equal(swap('The clinic reopens on Monday after the repairs.', 'The clinic reopens on Monday after the repairs.'), null);
    assert.equal(swap('The clinic reopens on Mon after the repairs.', 'The clinic reopens on Monday after the repairs.'), null);
    assert.equal(swap('The ferry left the harbour at dawn.', 'The ship left the harbour at dawn.'), null);
    assert.equal(swap('The survey of the river found little.', 'The study of the river found little.'), null);
  });

  it('does not read two siblings listed or compared in one sentence as a swap', () => {
    assert.equal(swap('Talks between Peru and Chile resumed in the capital.', 'Talks between Chile and Peru resumed in the capital.'), null);
    assert.equal(swap('I like green, but not yellow or blue paint.', 'Green lies between blue and yellow paint on the wheel.'), null);
  });
});
