import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeDataset } from '../../bench/support/dataset.js';
import { detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { evalMetricsFor } from '../../src/analysis/eval-link.js';
import { analyzeLinked } from '../../src/analysis/item-links.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { addBlockTotals, resultBlocks } from '../../src/item-blocks/blocks.js';
import { securityLabelsFor } from '../../src/analysis/security-link.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { addResults, type MetricTotals } from '../../src/core/metrics/engine.js';
import { metricNames } from '../../src/core/metrics/registry.js';
import { addVerdict, emptyStats } from '../../src/core/safety/audit-stats.js';
import { unpackJson } from '../../src/store/packed-json.js';

describe('result blocks', () => {
  const dataset = makeDataset(130, 7);
  const items = dataset.map(normalizeItem);
  const plan = planDetectors(items, detectFeatureKind(items), null);
  const links = {
    security: { labels: securityLabelsFor(null, []) },
    evaluation: { metrics: evalMetricsFor(null, [], new Set(metricNames)) },
    scope: null,
    scan: null,
  };
  const linked = dataset.map((item, i) => analyzeLinked(item, i, plan, DEFAULT_THRESHOLDS, links));
  const blocks = resultBlocks(
    linked.map((l) => l.result),
    linked,
    50,
  );

  it('cut the items at the block size and keep every result, tag and verdict in its block', () => {
    assert.deepEqual(
      blocks.map((b) => [b.firstIndex, b.itemCount]),
      [
        [0, 50],
        [50, 50],
        [100, 30],
      ],
    );
    const inputs = blocks.flatMap((b) => unpackJson<unknown[]>(b.inputs, 1));
    assert.deepEqual(
      inputs,
      linked.map((l) => l.result.input),
    );
    const tags = blocks.flatMap((b) => unpackJson<{ tag_id: string }[]>(b.tags, 1));
    assert.deepEqual(
      tags.map((t) => t.tag_id),
      linked.flatMap((l) => l.result.tags.map((t) => t.tag_id)),
    );
    // Each tag row points at its tag: its place in its block's tags.
    for (const b of blocks) {
      const own = unpackJson<{ tag_id: string }[]>(b.tags, 1);
      assert.ok(b.tagRows.every((r) => own[r.position].tag_id === r.id));
    }
    assert.deepEqual(
      blocks.flatMap((b) => unpackJson<unknown[]>(b.verdicts!, 1)),
      linked.map((l) => l.verdict),
    );
  });

  it('add up to the totals of the items taken one by one: checks, audit statistics, metric totals', () => {
    const totals = addBlockTotals(blocks.map((b) => JSON.parse(JSON.stringify(b.totals))));
    assert.equal(
      totals.checks,
      linked.reduce((n, l) => n + l.result.checks, 0),
    );
    assert.deepEqual(totals.audit, linked.map((l) => l.verdict!).reduce(addVerdict, emptyStats()));
    const expected = new Map<string, MetricTotals>();
    for (const l of linked) addResults(expected, l.evalResults!);
    assert.deepEqual([...totals.metrics!.keys()].sort(), [...expected.keys()].sort());
    for (const [name, t] of expected) {
      const got = totals.metrics!.get(name)!;
      assert.deepEqual([got.count, got.passed, got.skipped], [t.count, t.passed, t.skipped], name);
      // Sums are added block by block: equal up to floating-point rounding.
      assert.ok(Math.abs(got.sum - t.sum) < 1e-9, name);
    }
    assert.ok(totals.checks > 0 && totals.audit!.judged_items === 130 && expected.size > 5);
  });

  it('without audit or metrics, have none to add up', () => {
    const plain = dataset
      .slice(0, 10)
      .map((item, i) => analyzeLinked(item, i, plan, DEFAULT_THRESHOLDS, { security: null, evaluation: null, scope: null, scan: null }));
    const [block] = resultBlocks(
      plain.map((l) => l.result),
      plain,
    );
    assert.equal(block.verdicts, null);
    assert.equal(block.evals, null);
    assert.deepEqual(addBlockTotals([block.totals]), { checks: plain.reduce((n, l) => n + l.result.checks, 0), audit: null, metrics: null });
  });
});
