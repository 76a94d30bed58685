// Red-team runs stored before migration 0011 get the name a run started then would have been given.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/users.js';
import { applyMigrations, readMigrations } from '../../src/store/migrate.js';
import { openTestStore, type TestStore } from '../support/stores.js';

describe('migration 0011: red-team runs have a name', () => {
  let t: TestStore;
  const runId = crypto.randomUUID();
  before(async () => {
    t = await openTestStore({ migrated: false });
    const all = readMigrations();
    await t.store.withExclusiveLock(1, (s) =>
      applyMigrations(
        s,
        all.filter((m) => m.version < 11),
      ),
    );
    const owner = await createUser(t.store, { email: null, displayName: 'o', role: 'admin' });
    const [project] = await t.store.query<{ id: string }>(`INSERT INTO projects (id, owner_id, name) VALUES ($1, $2, 'p') RETURNING id`, [
      crypto.randomUUID(),
      owner.id,
    ]);
    await t.store.query(
      `INSERT INTO redteam_runs (id, project_id, owner_id, status, attack_vectors, vulnerabilities, attacks_per_vector, seed, total_attacks, settings, target, created_at)
       VALUES ($1, $2, $3, 'completed', '["hex"]', '["s12-profanity"]', 1, 1, 1, '{}', '{"type": "demo"}', '2025-05-01T14:00:00.123+02:00')`,
      [runId, project.id, owner.id],
    );
    await t.store.withExclusiveLock(1, (s) => applyMigrations(s, all));
  });
  after(() => t.close());

  it('names an older run from its creation time, in UTC to the second', async () => {
    const [row] = await t.store.query<{ name: string }>('SELECT name FROM redteam_runs WHERE id = $1', [runId]);
    assert.equal(row.name, 'redteam-2025-05-01T12:00:00Z');
  });
});
