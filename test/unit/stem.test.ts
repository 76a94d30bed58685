// The shared word form every detector and metric compares words by: a lemma from a maintained lemmatizer for
// words WordNet knows, light suffix rules for the rest.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectorRegistry } from '../../src/core/detectors/registry.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { stem } from '../../src/core/text/stem.js';

const same = (words: string[], lemma: string) => {
  for (const w of words) assert.equal(stem(w), lemma, w);
};

describe('stem (lemmas)', () => {
  it('meets a word and its regular inflections', () => {
    same(['ship', 'ships', 'shipped', 'shipping'], 'ship');
    same(['order', 'orders', 'ordered'], 'order');
    same(['study', 'studies', 'studied'], 'study');
    same(['plan', 'planned', 'planning'], 'plan');
    // The old rules made "carri" of "carried", and "includ" of "including" but "include" of "include".
    same(['carry', 'carries', 'carried'], 'carry');
    same(['include', 'includes', 'included', 'including'], 'include');
  });

  it('keeps words whole whose ending only looks like a suffix', () => {
    // The old suffix rules cut these to "emb", "bu", "ga", "new".
    same(['embed', 'embeds', 'embedded'], 'embed');
    same(['bus', 'buses'], 'bus');
    assert.equal(stem('gas'), 'gas');
    assert.equal(stem('news'), 'news');
    assert.notEqual(stem('university'), stem('universe'));
  });

  it('reads irregular plurals, and nouns before verbs', () => {
    assert.equal(stem('children'), 'child');
    assert.equal(stem('analyses'), 'analysis');
    assert.equal(stem('criteria'), 'criterion');
    assert.equal(stem('leaves'), 'leaf');
  });

  it('reads a word as a plural or a verb form only where the part-of-speech lexicon allows it', () => {
    // The lemmatizer alone made "doe" of "does", "discus" of "discuss" and "jam" of "James".
    same(['do', 'does', 'Does', 'doing'], 'do');
    same(['discuss', 'discusses', 'discussed'], 'discuss');
    same(['boss', 'bosses'], 'boss');
    same(['pass', 'passes'], 'pass');
    assert.equal(stem('James'), 'james');
    // Nouns of their own that look like verb forms stay whole; real verb forms still meet their verb.
    assert.equal(stem('clothes'), 'clothes');
    assert.equal(stem('headquarters'), 'headquarters');
    same(['remain', 'remains'], 'remain');
    same(['thank', 'thanks'], 'thank');
  });

  it('leaves irregular past forms alone: they are as often words of their own', () => {
    assert.equal(stem('left'), 'left');
    assert.equal(stem('found'), 'found');
  });

  it('falls back to plural and tense endings for words no lexicon lists', () => {
    assert.equal(stem('tokenizers'), 'tokenizer');
    assert.equal(stem('microservices'), 'microservice');
    assert.equal(stem('upserted'), 'upsert');
  });

  it('drops case and possessives', () => {
    assert.equal(stem("Company's"), 'company');
    assert.equal(stem('Orders’'), 'order');
  });
});

describe('stems in the grounding detectors', () => {
  it('a restatement in another tense is supported: no unsupported claim', () => {
    const item = normalizeItem(
      {
        input: 'Does unused leave roll over?',
        output: 'Unused vacation does not carry over to the next year.',
        context: ['Vacation days that are not used by December 31 are forfeited and cannot be carried over into the following year.'],
      },
      0,
    );
    const detector = detectorRegistry.find((d) => d.id === 'unsupported_claim');
    assert.ok(detector);
    assert.equal(detector.detect(item, new ItemText(item)), null);
  });
});
