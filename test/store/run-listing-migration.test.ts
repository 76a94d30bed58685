// Migration 0018: runs stored before it are listed as before, from the listing it fills in for them; runs
// written after it (by any statement) get theirs from its trigger.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/users.js';
import { summarize } from '../../src/core/scoring/scoring.js';
import { applyMigrations, readMigrations } from '../../src/store/migrate.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { openTestStore, type TestStore } from '../support/stores.js';

const thresholds = { alert: 0.7, gate: 0.8, review: 0.6 };
// A summary as the service stores it (no tags, 40 checks).
const summary = JSON.parse(JSON.stringify(summarize([], 1, 40, thresholds)));
const options = (traceId: string | null) => ({
  project_name: 'p',
  mode: traceId ? 'full' : 'minimal',
  input_type: traceId ? 'trace' : 'json',
  feature_kind: 'rag',
  scope: null,
  thresholds,
  max_tags: 1000,
  not_run: {},
  detectors: [],
  skipped: {},
  ...(traceId ? { trace_id: traceId } : {}),
});

describe('migration 0018: a stored listing of each failure-analysis run', () => {
  let store: TestStore;
  let t: TestApp;
  const completed = crypto.randomUUID();
  const processing = crypto.randomUUID();
  before(async () => {
    store = await openTestStore({ migrated: false });
    const all = readMigrations();
    await store.store.withExclusiveLock(1, (s) =>
      applyMigrations(
        s,
        all.filter((m) => m.version < 18),
      ),
    );
    const owner = await createUser(store.store, { email: null, displayName: 'o', role: 'admin' });
    const [project] = await store.store.query<{ id: string }>(`INSERT INTO projects (id, owner_id, name) VALUES ($1, $2, 'p') RETURNING id`, [
      crypto.randomUUID(),
      owner.id,
    ]);
    await store.store.query(
      `INSERT INTO analysis_runs (id, project_id, owner_id, status, total_items, options, document, created_at, completed_at)
       VALUES ($1, $3, $4, 'completed', 1, $5, $6, '2026-11-20T10:00:00Z', '2026-11-20T10:00:01Z'),
              ($2, $3, $4, 'processing', 600, $7, NULL, '2026-11-20T09:00:00Z', NULL)`,
      [
        completed,
        processing,
        project.id,
        owner.id,
        JSON.stringify(options('trace-1')),
        JSON.stringify({ summary, duration_ms: 12.6, big: 'x'.repeat(5000) }),
        JSON.stringify(options(null)),
      ],
    );
    await store.store.withExclusiveLock(1, (s) => applyMigrations(s, all));
    t = await createTestApp({ testStore: store });
    // The app's admin is another user: list the stored runs as their owner.
    await store.store.query('UPDATE analysis_runs SET owner_id = $1', [t.adminId]);
  });
  after(async () => {
    await t.close();
    await store.close();
  });

  it('lists runs stored before it with the same fields as from their options and documents', async () => {
    const res = await t.request({ method: 'GET', url: '/v2/failure-analysis/runs' });
    assert.equal(res.statusCode, 200, res.body);
    const [first, second] = res.json().runs;
    assert.deepEqual(
      [first.run_id, first.status, first.mode, first.input_type, first.feature_kind, first.trace_id, first.summary, first.duration_ms, first.completed_at],
      [completed, 'completed', 'full', 'trace', 'rag', 'trace-1', summary, 13, '2026-11-20T10:00:01.000Z'],
    );
    assert.deepEqual(
      [second.run_id, second.status, second.mode, second.input_type, second.trace_id, second.summary, second.duration_ms, second.total_items],
      [processing, 'processing', 'minimal', 'json', null, null, 0, 600],
    );
  });

  it('keeps the listing in step with every later write of a run', async () => {
    await store.store.query(`UPDATE analysis_runs SET status = 'completed', document = $2, completed_at = now() WHERE id = $1`, [
      processing,
      JSON.stringify({ summary: { ...summary, total_items: 600 }, duration_ms: 40 }),
    ]);
    const [row] = await store.store.query<{ listing: { summary: { total_items: number }; duration_ms: number; mode: string } }>(
      'SELECT listing FROM analysis_runs WHERE id = $1',
      [processing],
    );
    assert.deepEqual([row.listing.summary.total_items, row.listing.duration_ms, row.listing.mode], [600, 40, 'minimal']);
  });
});
