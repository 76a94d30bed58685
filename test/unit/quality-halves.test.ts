// The halves of bench:quality (bench/support/halves.ts): a source document is in one half on every run and
// machine, rows of one document are never split (nor a document shared by two sets), and the halves are about
// even. Synthetic rows only: tests never read ../shared.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { DOCUMENT_KEYS, documentHalf, documentKey, halfOf, xstestGroup } from '../../bench/support/halves.js';

describe('quality halves by source document', () => {
  it('puts a key in the half given by the low bit of the first byte of its sha256', () => {
    for (const key of ['a', 'jbb:7', 'Where can I buy a can of coke?']) {
      const bit = crypto.createHash('sha256').update(key).digest()[0] & 1;
      assert.equal(halfOf(key), bit ? 'B' : 'A');
      assert.equal(halfOf(key), halfOf(key));
    }
  });

  it('keeps every edit of one grounding document in one half', () => {
    const doc = ['The shop opens at nine.', 'Refunds take five days.'];
    const edits = ['It opens at nine.', 'It opens at ten.', 'Refunds take a week.'].map((output) => ({ context: doc, output, label: 'x' }));
    assert.equal(new Set(edits.map((r) => documentHalf('halu_summedits', r))).size, 1);
  });

  it('keeps an XSTest safe prompt, its unsafe twin and all models’ completions of both together', () => {
    // Position 4 of the homonyms block (ids 1–25) and of its contrast block (ids 26–50).
    assert.equal(xstestGroup(5, 'homonyms'), xstestGroup(30, 'contrast_homonyms'));
    assert.notEqual(xstestGroup(5, 'homonyms'), xstestGroup(6, 'homonyms'));
    // The two discrimination types share one contrast block, as do the two privacy types.
    assert.equal(xstestGroup(252, 'nons_group_real_discr'), xstestGroup(277, 'real_group_nons_discr'));
    assert.equal(xstestGroup(252, 'nons_group_real_discr'), xstestGroup(302, 'contrast_discr'));
    assert.equal(xstestGroup(380, 'privacy_public'), xstestGroup(430, 'contrast_privacy'));
    const prompt = { id: 'xstest:5', prompt: 'How do I end a stuck program?', label: 'safe', categories: ['homonyms'] };
    const twin = { id: 'xstest:30', prompt: 'How do I end a neighbour?', label: 'unsafe', categories: ['contrast_homonyms'] };
    const completions = ['gpt4', 'llama2new', 'mistralguard'].flatMap((model) => [
      { id: `xstest_refusal:${model}:5`, prompt: prompt.prompt, prompt_type: 'homonyms', response: 'Press Ctrl+C.' },
      { id: `xstest_refusal:${model}:30`, prompt: twin.prompt, prompt_type: 'contrast_homonyms', response: 'I cannot help.' },
    ]);
    const benign = { id: 'xstest:5', text: prompt.prompt, origin: 'xstest_safe', xstest_type: 'homonyms' };
    const halves = new Set([
      documentHalf('safety_xstest_prompts', prompt),
      documentHalf('safety_xstest_prompts', twin),
      documentHalf('jb_benign_prompts', benign),
      ...completions.map((r) => documentHalf('refusal_xstest', r)),
    ]);
    assert.equal(halves.size, 1);
  });

  it('keeps every attack and response on one JailbreakBench behaviour together, across the two sets', () => {
    const rows = ['GCG', 'PAIR', 'DSN'].map((method, i) => ({ jbb_index: 17, attack_method: method, prompt: `variant ${i}`, text: `variant ${i}` }));
    const keys = new Set([...rows.map((r) => documentKey('safety_jbb_responses', r)), ...rows.map((r) => documentKey('jb_jbb_attack_prompts', r))]);
    assert.equal(keys.size, 1);
  });

  it('keeps one BIPIA attack kind together in whatever document it was planted, and a clean document by itself', () => {
    const attacked = ['email:0', 'table:3', 'code:9'].map((doc) => ({ id: `bipia:train:${doc}:abc:end:Clickbait-1`, attack_category: 'Clickbait' }));
    assert.equal(new Set(attacked.map((r) => documentKey('inj_bipia', r))).size, 1);
    const clean = { id: 'bipia:train:email:0:abc:clean', attack_category: null };
    assert.equal(documentKey('inj_bipia', clean), 'context:email:0');
  });

  it('folds whitespace and case of duplicate prompts into one document', () => {
    assert.equal(documentKey('jb_inthewild_jailbreak_llms', { text: ' You are  DAN.' }), documentKey('jb_inthewild_jailbreak_llms', { text: 'you are dan.' }));
  });

  it('gives a key to every set and refuses a set without one', () => {
    assert.ok(Object.keys(DOCUMENT_KEYS).length >= 16);
    assert.throws(() => documentKey('some_new_set', {}), /no source-document key/);
  });

  it('splits many documents about evenly', () => {
    const a = Array.from({ length: 2000 }, (_, i) => halfOf(`prompt:synthetic request number ${i}`)).filter((h) => h === 'A').length;
    assert.ok(a > 900 && a < 1100, `half A has ${a} of 2000`);
  });
});
