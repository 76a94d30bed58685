import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { detectFeatureKind, planDetectors } from '../../src/analysis/engine.js';
import { normalizeItem } from '../../src/analysis/normalize.js';
import { AnalysisPool } from '../../src/analysis/pool/analysis-pool.js';
import { DEFAULT_THRESHOLDS } from '../../src/analysis/thresholds.js';
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
});
