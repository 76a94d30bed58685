import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { detectFeatureKind, planDetectors } from '../../src/analysis/engine.js';
import { dropHeadStart, startHeadStart, takeHeadStart } from '../../src/analysis/head-start.js';
import { normalizeItem } from '../../src/analysis/normalize.js';
import { analyzeItemBlock, NO_LINKS } from '../../src/analysis/pool/block-analysis.js';
import { closeAnalysisPool, configureAnalysisPool } from '../../src/analysis/pool/analysis-pool.js';
import { DEFAULT_THRESHOLDS } from '../../src/analysis/thresholds.js';
import { PACK_FORMAT, packJson, unpackJson } from '../../src/store/packed-json.js';
import { makeDataset } from '../../bench/support/dataset.js';

describe('head start of large runs', () => {
  configureAnalysisPool(2);
  after(() => closeAnalysisPool());
  const dataset = makeDataset(1200, 3);
  const blocks = Array.from({ length: 24 }, (_, b) => ({ firstIndex: b * 50, count: 50, format: PACK_FORMAT.deflate, bytes: packJson(JSON.stringify(dataset.slice(b * 50, b * 50 + 50))) }));
  const plan = planDetectors(dataset.map(normalizeItem), detectFeatureKind(dataset.map(normalizeItem)), null);
  const tagsOf = (bytes: Uint8Array) => unpackJson<Record<string, unknown>[]>(bytes, PACK_FORMAT.deflate).map(({ tag_id: _id, ...tag }) => tag);

  it('analyses the first blocks, once each, as the job would from the same stored bytes', async () => {
    startHeadStart('run-a', blocks, plan, DEFAULT_THRESHOLDS, NO_LINKS);
    const first = takeHeadStart('run-a', 0);
    assert.ok(first);
    assert.equal(takeHeadStart('run-a', 0), null);
    const result = await first;
    assert.deepEqual(tagsOf(result.tags), tagsOf(analyzeItemBlock(blocks[0], plan, DEFAULT_THRESHOLDS).tags));
    // About the first thousand items are started; later blocks are left to the job.
    assert.ok(takeHeadStart('run-a', 950));
    assert.equal(takeHeadStart('run-a', 1000), null);
  });

  it('forgets a run whose request failed', () => {
    startHeadStart('run-b', blocks.slice(0, 3), plan, DEFAULT_THRESHOLDS, NO_LINKS);
    dropHeadStart('run-b');
    assert.equal(takeHeadStart('run-b', 0), null);
  });
});
