import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { analyzeBlocks, analyzeItems } from '../../src/analysis/threads.js';
import { ThreadPool } from '../../src/runtime/thread-pool.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { resultBlocks, type ResultBlock } from '../../src/item-blocks/blocks.js';
import { PACK_FORMAT, packJson, unpackJson } from '../../src/store/packed-json.js';
import { makeDataset } from '../../bench/support/dataset.js';

describe('analysis on the thread pool', () => {
  const threaded = new ThreadPool(2);
  const inline = new ThreadPool(0);
  after(() => threaded.close());

  it('gives the same results on threads as in-line, in item order', async () => {
    const dataset = makeDataset(150, 7);
    dataset[3] = { input: 'Summarise it.', output: '' };
    const items = dataset.map((item, index) => ({ index, item }));
    const plan = planDetectors(dataset.map(normalizeItem), detectFeatureKind(dataset.map(normalizeItem)), null);
    const strip = (results: Awaited<ReturnType<typeof analyzeItems>>) => results.map((r) => ({ ...r, tags: r.tags.map(({ tag_id: _id, ...rest }) => rest) }));
    const a = await analyzeItems(threaded, items, plan, DEFAULT_THRESHOLDS);
    const b = await analyzeItems(inline, items, plan, DEFAULT_THRESHOLDS);
    assert.equal(a.length, 150);
    assert.deepEqual(
      a.map((r) => r.input.item_index),
      items.map((i) => i.index),
    );
    assert.deepEqual(strip(a), strip(b));
    assert.ok(a[3].tags.some((t) => t.subcategory_id === 'empty_response'));
  });

  it('gives the same result blocks from stored item blocks, on threads and in-line, as from the results', async () => {
    const dataset = makeDataset(120, 9);
    const items = dataset.map((item, index) => ({ index: index + 1000, item }));
    const blocks = [0, 50, 100].map((k) => ({ firstIndex: 1000 + k, format: PACK_FORMAT.deflate, bytes: packJson(JSON.stringify(dataset.slice(k, k + 50))) }));
    const plan = planDetectors(dataset.map(normalizeItem), detectFeatureKind(dataset.map(normalizeItem)), null);
    // Tag ids are random: everything else must be equal.
    const contentOf = (parts: ResultBlock[]) =>
      parts.map((b) => ({
        firstIndex: b.firstIndex,
        itemCount: b.itemCount,
        inputs: unpackJson(b.inputs, PACK_FORMAT.deflate),
        // Evidence ids name their tag (`<tag_id>:<position>`): random too.
        tags: unpackJson<Record<string, unknown>[]>(b.tags, PACK_FORMAT.deflate).map(({ tag_id: _id, evidence_items, ...tag }) => ({
          ...tag,
          evidence_items: (evidence_items as { item_id: string }[]).map(({ item_id: _e, ...e }) => e),
        })),
        tagRows: b.tagRows.map(({ id: _id, ...row }) => row),
        verdicts: b.verdicts,
        evals: b.evals,
      }));
    const expected = contentOf(resultBlocks(await analyzeItems(inline, items, plan, DEFAULT_THRESHOLDS)));
    assert.deepEqual(
      expected.map((b) => [b.firstIndex, b.itemCount]),
      [
        [1000, 50],
        [1050, 50],
        [1100, 20],
      ],
    );
    assert.ok(expected[0].tags.length > 0 && expected[0].tagRows.every((r, k) => r.position === k));
    assert.deepEqual(contentOf(await Promise.all(analyzeBlocks(threaded, blocks, plan, DEFAULT_THRESHOLDS))), expected);
    assert.deepEqual(contentOf(await Promise.all(analyzeBlocks(inline, blocks, plan, DEFAULT_THRESHOLDS))), expected);
  });
});
