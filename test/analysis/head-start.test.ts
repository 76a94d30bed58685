import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { dropHeadStart, setHeadStart, startHeadStart, takeHeadStart } from '../../src/analysis/head-start.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { analyzeItemBlock, NO_LINKS } from '../../src/analysis/block-analysis.js';
import { closeThreadPool, configureThreadPool } from '../../src/runtime/thread-pool.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { PACK_FORMAT, packJson, unpackJson } from '../../src/store/packed-json.js';
import { makeDataset } from '../../bench/support/dataset.js';
import { itemBlockTexts } from '../../src/item-blocks/blocks.js';

describe('head start of large runs', () => {
  configureThreadPool(2);
  after(() => closeThreadPool());
  const dataset = makeDataset(1600, 3);
  const texts = itemBlockTexts(dataset);
  const blocks = texts.map((t) => ({ firstIndex: t.firstIndex, format: PACK_FORMAT.deflate, bytes: packJson(t.json) }));
  const plan = planDetectors(dataset.map(normalizeItem), detectFeatureKind(dataset.map(normalizeItem)), null);
  // Tag ids are random, and evidence ids name their tag (`<tag_id>:<position>`).
  const tagsOf = (bytes: Uint8Array) =>
    unpackJson<Record<string, unknown>[]>(bytes, PACK_FORMAT.deflate).map(({ tag_id: _id, evidence_items, ...tag }) => ({
      ...tag,
      evidence_items: (evidence_items as { item_id: string }[]).map(({ item_id: _e, ...e }) => e),
    }));

  it('analyses the first blocks, once each, as the job would from the stored (packed) blocks', async () => {
    startHeadStart('run-a', texts, plan, DEFAULT_THRESHOLDS, NO_LINKS);
    const first = takeHeadStart('run-a', 0);
    assert.ok(first);
    assert.equal(takeHeadStart('run-a', 0), null);
    const result = await first;
    assert.deepEqual(tagsOf(result.tags), tagsOf(analyzeItemBlock(blocks[0], plan, DEFAULT_THRESHOLDS).tags));
    // About the first 1,500 items are started; later blocks are left to the job.
    assert.ok(takeHeadStart('run-a', 1450));
    assert.equal(takeHeadStart('run-a', 1500), null);
  });

  it('forgets a run whose request failed, and starts nothing where no job worker runs', () => {
    startHeadStart('run-b', texts.slice(0, 3), plan, DEFAULT_THRESHOLDS, NO_LINKS);
    dropHeadStart('run-b');
    assert.equal(takeHeadStart('run-b', 0), null);
    setHeadStart(false);
    startHeadStart('run-c', texts.slice(0, 3), plan, DEFAULT_THRESHOLDS, NO_LINKS);
    setHeadStart(true);
    assert.equal(takeHeadStart('run-c', 0), null);
  });
});
