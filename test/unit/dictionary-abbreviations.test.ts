// Abbreviations a dictionary lists ("UK", "TV", "CEO"): an answer's one the sources never write is left unsure
// by the grounding detectors, with a reason a person can act on, while a made-up name or a changed figure beside
// it still fails (issue 22 points 6 and 7). Examples written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeItem, planDetectors } from '../../src/core/detectors/engine.js';
import { detectorRegistry } from '../../src/core/detectors/registry.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { isDictionaryAbbreviation } from '../../src/core/text/dictionary-abbreviations.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { normalizeItem } from '../../src/core/text/normalize.js';

function detect(id: string, item: { input: string; context: string[]; output: string }) {
  const normalized = normalizeItem(item, 0);
  return detectorRegistry.find((d) => d.id === id)!.detect(normalized, new ItemText(normalized));
}

const ELECTION = {
  input: 'Summarize the article.',
  context: ['The Conservative and Labour parties together spent 3 million pounds on the campaign in England and Wales, the Electoral Commission said.'],
};

describe('abbreviations a dictionary lists', () => {
  it('knows countries, titles and things by their short forms, as written in capitals', () => {
    for (const word of ['UK', "UK's", 'USA', 'TV', 'CEO', 'CEOs', 'DVD']) assert.ok(isDictionaryAbbreviation(word), word);
  });

  it('leaves out organisations, abbreviations WordNet lacks, and words not in capitals', () => {
    for (const word of ['NASA', 'FBI', 'NATO', 'FC', 'QB', 'Uk', 'uk', 'Television', 'U', 'BRITAIN']) assert.ok(!isDictionaryAbbreviation(word), word);
    // WordNet writes "car" and "pax" in small letters: a word in capitals is no abbreviation of them.
    for (const word of ['CAR', 'PAX']) assert.ok(!isDictionaryAbbreviation(word), word);
  });
});

describe('grounding detectors on an abbreviation no source writes', () => {
  const ukOnly = { ...ELECTION, output: 'Parties in the UK spent 3 million pounds on the campaign, the Electoral Commission said.' };

  it('leaves the claim unsure, saying what a person should check', () => {
    const finding = detect('unsupported_claim', ukOnly);
    assert.equal(finding?.decision, 'unsure');
    assert.match(finding!.rationale, /UK: an abbreviation no source writes/);
    assert.match(finding!.rationale, /cannot be verified without a model/i);
  });

  it('leaves the name unsure too', () => {
    const finding = detect('unsupported_entity', ukOnly);
    assert.equal(finding?.decision, 'unsure');
    assert.match(finding!.rationale, /"UK".*abbreviation a dictionary lists/);
  });

  it('sets needs_human_review and fails nothing on the item', () => {
    const item = normalizeItem(ukOnly, 0);
    const plan = planDetectors([item], 'rag', new Set(['unsupported_claim', 'unsupported_entity', 'unsupported_number', 'context_contradiction']));
    const result = analyzeItem(item, plan, DEFAULT_THRESHOLDS);
    assert.ok(result.tags.length > 0);
    assert.ok(result.tags.every((t) => t.decision !== 'fail'));
    assert.ok(result.tags.some((t) => t.decision === 'unsure' && t.needs_human_review));
  });

  it('still fails a made-up name beside it', () => {
    const output = 'Parties in the UK spent 3 million pounds on the campaign, the Electoral Commission and Margaret Oduya said.';
    assert.equal(detect('unsupported_claim', { ...ELECTION, output })?.decision, 'fail');
    assert.equal(detect('unsupported_entity', { ...ELECTION, output })?.decision, 'fail');
  });

  it('still fails an organisation no source names', () => {
    const output = 'Parties spent 3 million pounds on the campaign in England and Wales, the FBI said.';
    assert.equal(detect('unsupported_entity', { ...ELECTION, output })?.decision, 'fail');
  });

  it('still fails and gates a changed figure in the same sentence', () => {
    const dose = {
      input: 'How many tablets may I take?',
      context: ['In England and Wales the leaflet says adults may take up to 6 tablets in 24 hours.'],
      output: 'In the UK adults may take up to 8 tablets in 24 hours.',
    };
    const item = normalizeItem(dose, 0);
    const plan = planDetectors([item], 'rag', new Set(['unsupported_claim', 'unsupported_entity', 'unsupported_number', 'context_contradiction']));
    const tags = analyzeItem(item, plan, DEFAULT_THRESHOLDS).tags;
    assert.ok(
      tags.some((t) => t.decision === 'fail' && t.should_gate_ci),
      JSON.stringify(tags.map((t) => [t.subcategory_id, t.decision])),
    );
  });
});
