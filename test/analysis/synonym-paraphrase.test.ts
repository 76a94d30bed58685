// unsupported_claim's synonym reading (synonym-paraphrase.ts): a sentence short of the context's words only by
// WordNet synonyms of them is left unsure with the pairs as its reason, neither passed nor confidently failed;
// a synonym beside an invented fact, or a word that only looks like one, still fails.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectorRegistry } from '../../src/core/detectors/registry.js';
import type { MinimalInputItem } from '../../src/analysis/schemas.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { normalizeItem } from '../../src/core/text/normalize.js';

const detector = detectorRegistry.find((d) => d.id === 'unsupported_claim')!;

function judge(context: string, output: string, input = 'What should I do?') {
  const item = normalizeItem({ input, context: [context], output } as MinimalInputItem, 0);
  return detector.detect(item, new ItemText(item));
}

const RASH = 'See a doctor about any rash that lasts more than a week.';

describe('unsupported_claim: synonyms of the context', () => {
  it('leaves a sentence short only by a synonym unsure, with the pair as its reason', () => {
    const finding = judge(RASH, 'You should see a physician about the rash.');
    assert.equal(finding?.decision, 'unsure');
    assert.ok(finding.confidence < 0.5);
    assert.match(finding.rationale, /other words: physician ~ doctor/);
  });

  it('still fails a word that is no synonym in its most frequent sense', () => {
    assert.equal(judge(RASH, 'You should see a pharmacist about the rash.')?.decision, 'fail');
  });

  it('still fails a synonym beside an invented fact', () => {
    const finding = judge(RASH, 'You should see a physician about the rash and apply steroid cream twice daily.');
    assert.equal(finding?.decision, 'fail');
  });
});
