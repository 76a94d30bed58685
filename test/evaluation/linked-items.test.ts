import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLinkedRunId, linkedItemId, linkedItemOf, newLinkedRunId } from '../../src/evaluation/linked-items.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids of a linked evaluation run and its items', () => {
  it('are UUIDs from which the run and the index are read back', () => {
    const run = newLinkedRunId();
    assert.match(run, UUID_V4);
    assert.ok(isLinkedRunId(run));
    for (const index of [0, 1, 9_999, 2 ** 40]) {
      const item = linkedItemId(run, index);
      assert.match(item, UUID_V4);
      assert.notEqual(item, run);
      assert.deepEqual(linkedItemOf(item), { runId: run, index });
      assert.deepEqual(linkedItemOf(item.toUpperCase()), { runId: run, index });
    }
  });

  it('differ from run to run, and are not read from other ids', () => {
    assert.notEqual(newLinkedRunId(), newLinkedRunId());
    assert.equal(linkedItemOf(newLinkedRunId()), null, 'a run id names no item');
    assert.equal(linkedItemOf('not-a-uuid-at-all-000000000001'), null);
    assert.equal(isLinkedRunId(crypto.randomUUID().slice(0, -1) + '1'), false);
    assert.throws(() => linkedItemId(newLinkedRunId(), -1), RangeError);
  });
});
