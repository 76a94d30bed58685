import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { storedForm } from '../../src/analysis/head-start.js';
import { openTestStore } from '../support/stores.js';

describe('head start of large runs', () => {
  it('sees items as the store gives them back (jsonb key order), as the job does', async () => {
    const testStore = await openTestStore({ migrated: false });
    after(() => testStore.close());
    const item = {
      output: 'ok',
      input: 'q',
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: { zeta: 1, a: [{ bb: 2, a: null }], éa: 'x', eb: 'y', 'é': 1, z: 2 } } }],
      metadata: { b: 1.5, aa: -2, a: true },
    };
    const [row] = await testStore.store.query<{ item: string }>('SELECT $1::jsonb::text AS item', [JSON.stringify(item)]);
    assert.equal(JSON.stringify(storedForm(item)), JSON.stringify(JSON.parse(row.item)));
  });
});
