// The S1–S23 registry and every category's own examples: unsafe prompts flagged in that category, look-alikes
// safe in every category, unsafe responses flagged on the response.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categories, findCategory } from '../../src/core/safety/categories/registry.js';
import { resolveCategories } from '../../src/security/category-ids.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import type { HttpError } from '../../src/http/errors.js';

const ALL = categories.map((c) => c.label);

describe('safety category registry', () => {
  it('holds S1..S23 in order with keys made of the label number and the kebab-case name', () => {
    assert.deepEqual(
      ALL,
      Array.from({ length: 23 }, (_, i) => `S${i + 1}`),
    );
    for (const c of categories) {
      assert.match(c.key, new RegExp(`^s${c.label.slice(1)}-[a-z0-9]+(?:-[a-z0-9]+)*$`));
      assert.ok(c.definition.length > 40 && c.signals.length > 0, c.label);
    }
    assert.equal(findCategory('s1-violence')?.label, 'S1');
    assert.equal(findCategory('s8-hate-identity-hate')?.label, 'S8');
    assert.equal(findCategory('s9-pii-privacy')?.label, 'S9');
    assert.equal(findCategory('S7')?.key, 's7-sexual-minor');
  });

  it('resolves labels and keys, in S-order without repeats, and rejects unknown ones listing the known', () => {
    assert.deepEqual(resolveCategories(['s9-pii-privacy', 'S1', 's1'], ['body']), ['S1', 'S9']);
    assert.throws(
      () => resolveCategories(['S1', 'S99', 'violence'], ['body', 'config', 'check_categories']),
      (err: HttpError) => {
        const detail = (err as unknown as { detail: { msg: string; loc: unknown[] }[] }).detail[0];
        assert.match(detail.msg, /S99, violence/);
        assert.match(detail.msg, /S23 \(s23-immoral-unethical\)/);
        assert.deepEqual(detail.loc, ['body', 'config', 'check_categories']);
        return true;
      },
    );
  });
});

for (const c of categories) {
  describe(`${c.label} ${c.name}`, () => {
    for (const prompt of c.examples.unsafe) {
      it(`flags the prompt: ${prompt.slice(0, 70)}`, () => {
        const v = classifyItem(prompt, null, ALL);
        assert.equal(v.prompt_verdict, 'unsafe');
        assert.ok(v.categories.includes(c.label), `expected ${c.label}, got ${v.categories.join(',') || 'none'}`);
      });
    }
    for (const prompt of c.examples.safe) {
      it(`keeps safe: ${prompt.slice(0, 70)}`, () => {
        const v = classifyItem(prompt, null, ALL);
        assert.equal(v.prompt_verdict, 'safe', `flagged ${v.categories.join(',')}: ${v.category_scores.map((s) => s.reason).join('; ')}`);
      });
    }
    for (const { prompt, response } of c.examples.unsafe_responses ?? []) {
      it(`flags the response to: ${prompt.slice(0, 60)}`, () => {
        const v = classifyItem(prompt, response, ALL);
        assert.equal(v.response_verdict, 'unsafe');
        assert.ok(
          v.category_scores.some((s) => s.target === 'response' && s.label === c.label),
          JSON.stringify(v.category_scores),
        );
      });
    }
  });
}
