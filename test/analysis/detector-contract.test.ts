// The contract every detector of the registry keeps, whatever bucket it belongs to.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectorRegistry, detectorsById } from '../../src/core/detectors/registry.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { ItemText } from '../../src/core/text/item-text.js';
import { listSubcategories, subcategoriesById } from '../../src/core/taxonomy/index.js';

const oddItems = [
  { input: '', output: '' },
  { input: '   ', output: '\n\n\t' },
  { input: 'Q?', output: 'word '.repeat(200_000) },
  { input: 'Résumé des données — 東京 — Привет — مرحبا', output: 'これはテストです。Ответ: да. 答えは42です。', context: ['東京は日本の首都です。', ''] },
  {
    input: 'call it',
    output: '{"broken": ',
    tool_calls: [
      { name: 'x', arguments: '{"a": [1, 2' },
      { id: 'q', type: 'function', function: { name: 'y', arguments: 7 } },
      { tool_call_id: 'q', content: null },
    ],
  },
  { input: '\u0000\u0001', output: '\uFFFD\uD800', context: [], system_prompt: '', reference: '' },
  { input: '1'.repeat(5000), output: '2 + 2 = 5 '.repeat(1000), context: ['x'.repeat(100_000)] },
];

describe('detector registry contract', () => {
  it('has one detector per id, each for a subcategory of the taxonomy with the same requirements', () => {
    assert.equal(detectorsById.size, detectorRegistry.length, 'duplicate detector ids');
    for (const d of detectorRegistry) {
      const sub = subcategoriesById.get(d.id);
      assert.ok(sub, `detector ${d.id} has no subcategory`);
      assert.ok(sub.minimal_mode_compatible, `${d.id} runs on items but its subcategory needs a trace`);
      for (const r of d.requires) assert.ok(sub.required_inputs.includes(r as never), `${d.id} requires ${r}, its subcategory does not say so`);
    }
  });

  it('covers every minimal-compatible subcategory that does not need a language model', () => {
    const missing = listSubcategories()
      .filter((s) => s.minimal_mode_compatible && s.detection_approach !== 'llm_judge')
      .filter((s) => !detectorsById.has(s.subcategory_id))
      .map((s) => s.subcategory_id);
    assert.deepEqual(missing, []);
  });

  it('gives each detector at least three examples that must fail and three that must not', () => {
    for (const d of detectorRegistry) {
      assert.ok(d.examples.fail.length >= 3, `${d.id}: ${d.examples.fail.length} fail examples`);
      assert.ok(d.examples.pass.length >= 3, `${d.id}: ${d.examples.pass.length} pass examples`);
    }
  });

  it('never throws and keeps findings well-formed on odd content', () => {
    for (const raw of oddItems) {
      const item = normalizeItem(raw as never, 0);
      const text = new ItemText(item);
      for (const d of detectorRegistry) {
        const finding = d.detect(item, text);
        if (!finding) continue;
        assert.ok(['fail', 'unsure'].includes(finding.decision), d.id);
        assert.ok(finding.confidence >= 0 && finding.confidence <= 1, `${d.id} confidence ${finding.confidence}`);
        assert.ok(finding.rationale.length > 0, d.id);
      }
    }
  });

  it('is deterministic: the same item gives the same finding', () => {
    for (const d of detectorRegistry) {
      for (const example of d.examples.fail.slice(0, 1)) {
        const a = d.detect(normalizeItem(example as never, 0), new ItemText(normalizeItem(example as never, 0)));
        const b = d.detect(normalizeItem(example as never, 0), new ItemText(normalizeItem(example as never, 0)));
        assert.deepEqual(a, b, d.id);
      }
    }
  });
});
