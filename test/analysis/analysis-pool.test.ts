import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { detectFeatureKind, planDetectors } from '../../src/analysis/engine.js';
import { normalizeItem } from '../../src/analysis/normalize.js';
import { AnalysisPool } from '../../src/analysis/pool/analysis-pool.js';
import { DEFAULT_THRESHOLDS } from '../../src/analysis/thresholds.js';
import { joinRowArrays, serializeRows, type SerializedRows } from '../../src/analysis/result-rows.js';
import { makeDataset } from '../../bench/support/dataset.js';

describe('analysis pool', () => {
  const threaded = new AnalysisPool(2);
  const inline = new AnalysisPool(0);
  after(() => threaded.close());

  it('gives the same results on threads as in-line, in item order', async () => {
    const dataset = makeDataset(150, 7);
    dataset[3] = { input: 'Summarise it.', output: '' };
    const items = dataset.map((item, index) => ({ index, item }));
    const plan = planDetectors(dataset.map(normalizeItem), detectFeatureKind(dataset.map(normalizeItem)), null);
    const strip = (results: Awaited<ReturnType<AnalysisPool['analyze']>>) =>
      results.map((r) => ({ ...r, tags: r.tags.map(({ tag_id: _id, ...rest }) => rest) }));
    const a = await threaded.analyze(items, plan, DEFAULT_THRESHOLDS);
    const b = await inline.analyze(items, plan, DEFAULT_THRESHOLDS);
    assert.equal(a.length, 150);
    assert.deepEqual(a.map((r) => r.input.item_index), items.map((i) => i.index));
    assert.deepEqual(strip(a), strip(b));
    assert.ok(a[3].tags.some((t) => t.subcategory_id === 'empty_response'));
  });

  it('gives the same rows from stored JSON texts, on threads and in-line, as from the results', async () => {
    const dataset = makeDataset(120, 9);
    const items = dataset.map((item, index) => ({ index: index + 1000, item }));
    const stored = items.map(({ index, item }) => ({ index, json: JSON.stringify(item) }));
    const plan = planDetectors(dataset.map(normalizeItem), detectFeatureKind(dataset.map(normalizeItem)), null);
    const rowsOf = (parts: SerializedRows[]) => {
      const [inputs] = joinRowArrays(parts.map((p) => ({ json: p.inputs, count: p.inputCount })), 1e6).map((j) => JSON.parse(j));
      const [tags] = joinRowArrays(parts.map((p) => ({ json: p.tags, count: p.tagCount })), 1e6).map((j) => JSON.parse(j));
      return { inputs, tags: tags.map(({ id: _id, tag: { tag_id: _t, ...tag }, ...row }: Record<string, any>) => ({ ...row, tag })) };
    };
    const results = await inline.analyze(items, plan, DEFAULT_THRESHOLDS);
    const expected = rowsOf([serializeRows(results)]);
    assert.equal(expected.inputs.length, 120);
    assert.deepEqual(rowsOf(await threaded.analyzeStored(stored, plan, DEFAULT_THRESHOLDS)), expected);
    assert.deepEqual(rowsOf(await inline.analyzeStored(stored, plan, DEFAULT_THRESHOLDS)), expected);
  });
});
