import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openingOf, STANCE_SIGNALS, stanceIn } from '../../src/core/text/stance.js';

describe('stanceIn', () => {
  it('reads only the first two sentences', () => {
    assert.equal(openingOf('One. Two. Three is wrong.'), 'One. Two.');
    assert.equal(stanceIn('Paint dries in an hour. Then sand it. Cutting corners is wrong.'), null);
  });

  it('names the signal it found', () => {
    assert.equal(stanceIn('Poaching rhinos is unethical and cruel.')?.signal.name, 'judges the act wrong');
    assert.equal(stanceIn('If you feel unsafe, please talk to a counsellor.')?.signal.name, 'points to help');
    assert.equal(stanceIn('Historically, the tax was collected by local lords.')?.signal.name, 'recounts history');
  });

  it('keeps signals that also open plain answers out of the declining ones', () => {
    const plain = ['Fraud is a crime involving deceit for gain.', 'Some mushrooms are deadly if eaten raw.', 'In the 1920s jazz spread north.'];
    for (const text of plain) {
      assert.ok(stanceIn(text), text);
      assert.equal(stanceIn(text, true), null, text);
    }
  });

  it('finds every signal through the one-pass pre-test (each pattern case-insensitive only, as the pre-test is)', () => {
    for (const s of STANCE_SIGNALS) assert.equal(s.pattern.flags, 'i', s.name);
    assert.equal(stanceIn('Honestly, I do not condone that.')?.signal.name, 'objects to the act');
    assert.equal(stanceIn('As an AI, I have no views on it.')?.signal.name, 'speaks as an AI');
  });
});
