import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../src/accounts/users.js';
import { analyzeItem, detectFeatureKind, planDetectors } from '../../src/core/detectors/engine.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { loadItemsWithStats, loadTagFacts, pageTags, topTags, type TagPlace } from '../../src/item-blocks/blocks-store.js';
import { severityRank } from '../../src/core/scoring/scoring.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { applyMigrations, readMigrations } from '../../src/store/migrate.js';
import { makeDataset } from '../../bench/support/dataset.js';
import { openTestStore, type TestStore } from '../support/stores.js';

// Runs stored before migration 0010 (items, results and tags as jsonb rows) read the same afterwards.
describe('migration 0010: runs move into packed blocks', () => {
  let t: TestStore;
  const done = crypto.randomUUID();
  const busy = crypto.randomUUID();
  const evalRun = crypto.randomUUID();
  const batch = crypto.randomUUID();
  const job = crypto.randomUUID();
  const dataset = makeDataset(600, 4);
  const items = dataset.map(normalizeItem);
  const plan = planDetectors(items, detectFeatureKind(items), null);
  const results = items.map((item) => analyzeItem(item, plan, DEFAULT_THRESHOLDS));

  before(async () => {
    t = await openTestStore({ migrated: false });
    const all = readMigrations();
    await t.store.withExclusiveLock(1, (s) =>
      applyMigrations(
        s,
        all.filter((m) => m.version < 10),
      ),
    );
    const owner = await createUser(t.store, { email: null, displayName: 'o', role: 'admin' });
    const [project] = await t.store.query<{ id: string }>(`INSERT INTO projects (id, owner_id, name) VALUES ($1, $2, 'p') RETURNING id`, [
      crypto.randomUUID(),
      owner.id,
    ]);
    const run = (id: string, status: string, options: object, document: object | null, jobId: string | null) =>
      t.store.query(
        `INSERT INTO analysis_runs (id, project_id, owner_id, status, total_items, options, document, job_id) VALUES ($1, $2, $3, $4, 600, $5, $6, $7)`,
        [id, project.id, owner.id, status, JSON.stringify(options), document && JSON.stringify(document), jobId],
      );
    await run(done, 'completed', { max_tags: 1000 }, { summary: { total_items: 600 }, inputs: results.map((r) => r.input) }, null);
    await t.store.query(`INSERT INTO jobs (id, kind, payload, progress) VALUES ($1, 'analysis.run', '{}', '{"next": 500, "done": 500}')`, [job]);
    await run(busy, 'processing', { evaluation: { run_id: evalRun }, security: { batch_id: batch } }, null, job);
    await t.store.query(
      `INSERT INTO evaluation_runs (id, project_id, owner_id, status, input_type, total_items, options) VALUES ($1, $2, $3, 'processing', 'dataset', 600, '{"metrics": []}')`,
      [evalRun, project.id, owner.id],
    );
    await t.store.query(
      `INSERT INTO security_batches (id, project_id, owner_id, name, status, total_items, options) VALUES ($1, $2, $3, 'b', 'processing', 600, '{}')`,
      [batch, project.id, owner.id],
    );
    for (const runId of [done, busy]) {
      const analysed = runId === done ? 600 : 500;
      await t.store.query(
        `INSERT INTO analysis_items (run_id, item_index, item, result) SELECT $1, x.i, x.item, x.result FROM jsonb_to_recordset($2::jsonb) AS x(i int, item jsonb, result jsonb)`,
        [runId, JSON.stringify(dataset.map((item, i) => ({ i, item, result: i < analysed ? results[i].input : null })))],
      );
      // Tag ids are unique across runs: the second run's tags get their own.
      const tags = results
        .slice(0, analysed)
        .flatMap((r) => r.tags)
        .map((tag) => (runId === done ? tag : { ...tag, tag_id: crypto.randomUUID() }));
      await t.store.query(
        `INSERT INTO analysis_tags (id, run_id, item_index, bucket_id, subcategory_id, decision, decision_rank, severity_rank, confidence, tag)
         SELECT x.id, $1, x.i, x.b, x.s, x.d, x.dr, x.sr, x.c, x.tag FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, i int, b text, s text, d text, dr int, sr int, c float8, tag jsonb)`,
        [
          runId,
          JSON.stringify(
            tags.map((tag) => ({
              id: tag.tag_id,
              i: tag.item_index,
              b: tag.bucket_id,
              s: tag.subcategory_id,
              d: tag.decision,
              dr: tag.decision === 'fail' ? 0 : 1,
              sr: severityRank(tag.severity_label),
              c: tag.confidence,
              tag,
            })),
          ),
        ],
      );
    }
    await t.store.query(`INSERT INTO evaluation_items (id, run_id, idx, item) SELECT gen_random_uuid(), $1, i, '{}' FROM generate_series(0, 599) i`, [evalRun]);
    await t.store.query(`INSERT INTO security_items (batch_id, item_index, input) SELECT $1, i, 'q' FROM generate_series(0, 599) i`, [batch]);
    await t.store.withExclusiveLock(1, (s) => applyMigrations(s, all));
  });
  after(() => t.close());

  it('keeps a completed run: items, inputs, tags in order and their facts', async () => {
    assert.deepEqual(await loadItemsWithStats(t.store, done, 599, 600), [{ index: 599, item: dataset[599], stats: results[599].input }]);
    assert.deepEqual(
      (await loadItemsWithStats(t.store, done, 0, 600)).map((x) => x.stats),
      results.map((r) => r.input),
    );
    const tags = results.flatMap((r) => r.tags);
    const byPage = [];
    for (
      let after: TagPlace | undefined, page: Awaited<ReturnType<typeof pageTags>>;
      (page = await pageTags(t.store, done, { after, limit: 97 })).tags.length;
    ) {
      byPage.push(...page.tags);
      after = page.places[page.places.length - 1];
    }
    assert.equal(byPage.length, tags.length);
    assert.deepEqual(new Set(byPage.map((x) => x.tag_id)), new Set(tags.map((x) => x.tag_id)));
    assert.deepEqual(
      byPage.find((x) => x.tag_id === tags[7].tag_id),
      tags[7],
    );
    const facts = await loadTagFacts(t.store, done);
    assert.equal(facts.filter((f) => f.should_gate_ci).length, tags.filter((x) => x.should_gate_ci).length);
    assert.deepEqual((await topTags(t.store, done, 1))[0].decision, 'fail');
    const [{ document }] = await t.store.query<{ document: Record<string, unknown> }>('SELECT document FROM analysis_runs WHERE id = $1', [done]);
    assert.equal(document.inputs, undefined);
  });

  it('starts a run still processing again, its items kept and its linked batch and evaluation reading its blocks', async () => {
    assert.ok((await loadItemsWithStats(t.store, busy, 0, 600)).every((x) => x.stats === null));
    assert.equal((await loadTagFacts(t.store, busy)).length, 0);
    assert.deepEqual((await loadItemsWithStats(t.store, busy, 42, 43))[0]?.item, dataset[42]);
    const [{ progress }] = await t.store.query<{ progress: object }>('SELECT progress FROM jobs WHERE id = $1', [job]);
    assert.deepEqual(progress, {});
    const [e] = await t.store.query<{ options: { analysis_run_id: string } }>('SELECT options FROM evaluation_runs WHERE id = $1', [evalRun]);
    assert.equal(e.options.analysis_run_id, busy);
    const [{ n, kept }] = await t.store.query<{ n: number; kept: number }>(
      'SELECT count(*)::int AS n, count(item)::int AS kept FROM evaluation_items WHERE run_id = $1',
      [evalRun],
    );
    assert.deepEqual([Number(n), Number(kept)], [600, 0]);
    const [s] = await t.store.query<{ options: { analysis_run_id: string } }>('SELECT options FROM security_batches WHERE id = $1', [batch]);
    assert.equal(s.options.analysis_run_id, busy);
    assert.equal((await t.store.query('SELECT 1 FROM security_items WHERE batch_id = $1', [batch])).length, 0);
  });
});
