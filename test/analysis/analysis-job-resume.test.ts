import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeThreadPool } from '../../src/runtime/thread-pool.js';
import { analysisJobHandler, startAnalysis } from '../../src/analysis/pipeline.js';
import { getRunDocument } from '../../src/analysis/run-document.js';
import { pageTags } from '../../src/item-blocks/blocks-store.js';
import { getItemDocument, listRunItems } from '../../src/evaluation/service.js';
import { getBatchDocument, listBatchItems } from '../../src/security/audit/audit-service.js';
import { JobInterrupted, type JobContext, type JobProgress } from '../../src/jobs/worker.js';
import type { ClaimedJob } from '../../src/jobs/queue.js';
import type { Reader } from '../../src/store/readers.js';
import type { Store } from '../../src/store/store.js';
import { makeDataset } from '../../bench/support/dataset.js';
import { openTestStoreWithOwner, type TestStore } from '../support/stores.js';

/** Runs a run's job by hand: steps commit with their progress; `stopBefore` interrupts it as a shutdown would. */
async function runJob(store: Store, runId: string, saved: { progress: JobProgress }, stopBefore = Infinity): Promise<void> {
  const [job] = await store.query<ClaimedJob>('SELECT * FROM jobs WHERE id = (SELECT job_id FROM analysis_runs WHERE id = $1)', [runId]);
  let steps = 0;
  const ctx: JobContext = {
    job: { ...job, progress: saved.progress, taken_over: false, previous_owner: null },
    db: store,
    signal: new AbortController().signal,
    async step(fn, next) {
      if (steps++ >= stopBefore) throw new JobInterrupted('shutdown');
      const result = await store.transaction(fn);
      if (next) saved.progress = next;
      return result;
    },
    async setProgress(next) {
      saved.progress = next;
    },
  };
  await analysisJobHandler.run(ctx);
}

/** Every tag of a run without its (random) id, in a stable order: ties in the response order break by id. */
async function allTags(store: Store, runId: string) {
  const { tags } = await pageTags(store, runId, { limit: 100_000 });
  // Tag ids are random, and evidence ids name their tag.
  return tags
    .map(({ tag_id: _id, evidence_items, ...tag }) => JSON.stringify({ ...tag, evidence_items: evidence_items.map(({ item_id: _e, ...e }) => e) }))
    .sort();
}

describe('a failure-analysis job interrupted and resumed', () => {
  let t: TestStore;
  let reader: Reader;
  before(async () => {
    ({ reader, ...t } = await openTestStoreWithOwner());
  });
  after(async () => {
    await closeThreadPool();
    await t.close();
  });

  it('saves every item once and ends as a run that never stopped', async () => {
    const dataset = makeDataset(1240, 11);
    const whole = await startAnalysis(t.store, reader, { project_name: 'resume', dataset });
    await runJob(t.store, whole.run_id, { progress: {} });
    const resumed = await startAnalysis(t.store, reader, { project_name: 'resume', dataset });
    assert.equal(resumed.status, 'processing');
    // The first run stops after two steps (the first step reads the run); the second starts after them.
    const saved = { progress: {} };
    await assert.rejects(runJob(t.store, resumed.run_id, saved, 3), JobInterrupted);
    assert.deepEqual(saved.progress, { next: 500, done: 500, total: 1240 });
    const [{ blocks }] = await t.store.query<{ blocks: number }>('SELECT count(*)::int AS blocks FROM analysis_result_blocks WHERE run_id = $1', [
      resumed.run_id,
    ]);
    assert.equal(Number(blocks), 10);
    await runJob(t.store, resumed.run_id, saved);

    const a = await getRunDocument(t.store, whole.run_id, reader);
    const b = await getRunDocument(t.store, resumed.run_id, reader);
    assert.equal(b.status, 'completed');
    assert.deepEqual([b.inputs.length, b.inputs_total, b.inputs_truncated], [1000, 1240, true]);
    assert.deepEqual(b.inputs, a.inputs);
    // The primary tag is named by its (random) id; the tags themselves are compared below.
    const { primary_tag_id: _pa, ...summaryA } = a.summary;
    const { primary_tag_id: _pb, ...summaryB } = b.summary;
    assert.deepEqual(summaryB, summaryA);
    assert.deepEqual(await allTags(t.store, resumed.run_id), await allTags(t.store, whole.run_id));
    assert.equal(b.failure_tags.length, a.failure_tags.length);
    assert.equal(b.failure_tags_total, a.failure_tags_total);
    assert.deepEqual(b.eval_metrics, a.eval_metrics);
    assert.deepEqual(b.security_flags, a.security_flags);

    // The linked audit batch and evaluation run read the same blocks: complete, every item judged and evaluated.
    const batch = await getBatchDocument(t.store, b.security_batch_id!, reader);
    assert.equal(batch.status, 'completed');
    assert.equal(batch.total_items, 1240);
    const judged = await listBatchItems(t.store, b.security_batch_id!, reader, 5, 1237);
    assert.deepEqual(
      judged.map((i) => [i.index, i.judged, i.input]),
      [1237, 1238, 1239].map((k) => [k, true, dataset[k].input]),
    );
    const items = await listRunItems(t.store, b.eval_run_id!, reader, 3, 600);
    assert.deepEqual(
      items.map((i) => [i.index, i.full_output]),
      [600, 601, 602].map((k) => [k, dataset[k].output]),
    );
    assert.ok(items.every((i) => i.metrics.length > 0 && !i.eval_reasoning.startsWith('Not evaluated')));
    assert.deepEqual((await getItemDocument(t.store, items[1].id, reader)).metrics, items[1].metrics);
  });
});
