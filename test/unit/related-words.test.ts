// The lexical resources the grounding and retrieval detectors fall back on when a word is not in a source as
// written: WordNet's related words (most frequent sense only), identifier parts and abbreviation phrases.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { relatedStems, senseCount } from '../../src/core/text/related-words.js';
import { stem, TextView } from '../../src/core/text/text-view.js';
import { abbreviationStems, identifierPartStems, identifierStems } from '../../src/core/text/word-parts.js';

describe('related words (WordNet)', () => {
  it('relates a word to the synonyms of its most frequent sense and to derived forms', () => {
    assert.ok(relatedStems('refund').includes('return'));
    assert.ok(relatedStems('arrive').includes('arrival'));
    assert.ok(relatedStems('currently').includes('presently'));
  });

  it('leaves out the synonyms of less frequent senses', () => {
    // "return" means "refund" only in its tenth verb sense; its first is "go back".
    assert.ok(!relatedStems('return').includes('refund'));
    assert.ok(relatedStems('return').includes('revert'));
  });

  it('knows nothing of words WordNet lacks', () => {
    assert.deepEqual(relatedStems('zzqxv'), []);
    assert.equal(senseCount('zzqxv'), 0);
  });

  it("counts a word's senses over its parts of speech", () => {
    assert.equal(senseCount('physician'), 1);
    assert.ok(senseCount('play') > 30);
  });
});

describe('identifier parts and abbreviations', () => {
  it('reads the words of snake_case and camelCase identifiers', () => {
    assert.deepEqual(identifierPartStems('in_transit'), ['transit']);
    assert.deepEqual(identifierPartStems('inTransit'), ['transit']);
    assert.deepEqual(identifierPartStems('order_status_code'), ['order', 'status', 'code']);
    assert.deepEqual(identifierStems(new TextView('status: out_for_delivery')), new Set(['delivery']));
  });

  it('leaves plain and hyphenated words whole', () => {
    assert.deepEqual(identifierPartStems('transit'), []);
    assert.deepEqual(identifierPartStems('Transit'), []);
    // "non-violent" must not say "violent".
    assert.deepEqual(identifierPartStems('non-violent'), []);
  });

  it('expands common abbreviations a text uses, in any case', () => {
    assert.deepEqual(abbreviationStems(new TextView('Order 5531: ETA Friday.')), new Set(['estimated', 'time', 'arrival'].map(stem)));
    assert.ok(abbreviationStems(new TextView('Qty 3')).has('quantity'));
    assert.equal(abbreviationStems(new TextView('Order 5531 ships on Friday.')).size, 0);
  });
});
