// The shared word form every detector and metric compares words by: a lemma from a maintained lemmatizer for
// words WordNet knows, light suffix rules for the rest.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
