// A run in the caller's process (assay analyze --local) answers the server's document for the same request:
// same tags, summary, audit flags and metric means, whether its items go to the threads or not; and the same
// 422 for the same mistakes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeThreadPool, configureThreadPool } from '../../src/runtime/thread-pool.js';
import { startAnalysis } from '../../src/analysis/pipeline.js';
import { analyseLocally } from '../../src/analysis/local-run.js';
import { threadTaskModules } from '../../src/thread-tasks.js';
import { HttpError } from '../../src/http/errors.js';
import type { FailureAnalysisResponse } from '../../src/analysis/schemas.js';
import type { Reader } from '../../src/store/readers.js';
import { makeDataset } from '../../bench/support/dataset.js';
import { openTestStoreWithOwner, type TestStore } from '../support/stores.js';

/** What names or times a run, not what it found: differs between any two runs. */
function comparable(doc: FailureAnalysisResponse) {
  const { run_id: _r, created_at: _c, completed_at: _d, duration_ms: _m, security_batch_id: _b, eval_run_id: _e, scan_upload_id: _s, ...rest } = doc;
  // Tag ids are random, and evidence ids name their tag.
  const failure_tags = rest.failure_tags.map(({ tag_id: _id, evidence_items, ...tag }) => ({
    ...tag,
    evidence_items: evidence_items.map(({ item_id: _i, ...e }) => e),
  }));
  // The primary tag is named by its (random) id: compared by what it is instead.
  const { primary_tag_id: _p, ...summary } = rest.summary;
  return { ...rest, summary, failure_tags };
}

describe('failure analysis in the caller process', () => {
  let t: TestStore;
  let reader: Reader;
  before(async () => {
    ({ reader, ...t } = await openTestStoreWithOwner());
  });
  after(async () => {
    await closeThreadPool();
    await t.close();
  });

  it('answers the document the server answers, on this thread and on the threads', async () => {
    const dataset = makeDataset(300, 7);
    const request = { project_name: 'local', dataset, run_scan: false, config: { max_tags_in_response: 100_000 } };
    const served = await startAnalysis(t.store, reader, structuredClone(request));
    assert.equal(served.status, 'completed');
    assert.ok(served.summary.total_failures_detected > 0, 'the synthetic set has failures to compare');
    configureThreadPool(0, threadTaskModules);
    const inline = await analyseLocally(structuredClone(request));
    assert.deepEqual(comparable(inline), comparable(served));
    await closeThreadPool();
    configureThreadPool(2, threadTaskModules);
    const threaded = await analyseLocally(structuredClone(request));
    assert.deepEqual(comparable(threaded), comparable(served));
    assert.ok(served.security_flags && served.eval_metrics, 'the audit and the metrics ran');
  });

  it("runs a request's custom rules as the server does, on the threads and on this thread", async () => {
    const dataset = makeDataset(120, 5);
    const custom_rules = [
      { name: 'says_sorry', keywords: ['sorry', 'apologise'], bucket_id: 'response_quality', severity_label: 'low' as const },
      { name: 'long_number', pattern: String.raw`\d{3,}`, where: ['input' as const, 'output' as const], bucket_id: 'safety_security', gates_ci: true },
    ];
    const request = { project_name: 'local-rules', dataset, run_scan: false, config: { max_tags_in_response: 100_000, custom_rules } };
    const served = await startAnalysis(t.store, reader, structuredClone(request));
    const ruled = served.failure_tags.filter((x) => x.detector_id.startsWith('rule:'));
    assert.ok(ruled.length > 0, 'the rules matched some items');
    const local = await analyseLocally(structuredClone(request));
    assert.deepEqual(comparable(local), comparable(served));
    configureThreadPool(0, threadTaskModules);
    assert.deepEqual(comparable(await analyseLocally(structuredClone(request))), comparable(served));
    await closeThreadPool();
    configureThreadPool(2, threadTaskModules);
  });

  it('lists every tag and item unless the request limits them', async () => {
    const dataset = makeDataset(40, 3);
    const whole = await analyseLocally({ dataset });
    assert.equal(whole.failure_tags.length, whole.failure_tags_total);
    assert.deepEqual([whole.inputs.length, whole.inputs_truncated, whole.failure_tags_truncated], [40, false, false]);
    assert.equal(whole.project_name, 'default');
    const limited = await analyseLocally({ dataset, config: { max_tags_in_response: 1, max_inputs_in_response: 2 } });
    assert.deepEqual([limited.failure_tags.length, limited.inputs.length, limited.inputs_truncated], [1, 2, true]);
  });

  it('refuses what the server refuses, with the same 422 detail', async () => {
    const refusal = async (body: unknown) => {
      try {
        await analyseLocally(body);
      } catch (err) {
        assert.ok(err instanceof HttpError);
        return [err.statusCode, err.detail];
      }
      assert.fail('accepted');
    };
    assert.deepEqual(await refusal({ dataset: [] }), [422, [{ loc: ['body', 'dataset'], msg: 'List should have at least 1 item', type: 'too_short' }]]);
    const [status, detail] = (await refusal({ dataset: [{ input: 'a', output: 5 }], subcategories: ['nope'] })) as [number, { loc: unknown[] }[]];
    assert.equal(status, 422);
    assert.deepEqual(detail[0].loc, ['body', 'dataset', 0, 'output']);
    const [, unknown] = (await refusal({ dataset: [{ input: 'a', output: 'b' }], subcategories: ['nope'] })) as [number, { msg: string }[]];
    assert.match(unknown[0].msg, /^Unknown subcategories: nope\. Known: /);
    const [, trace] = (await refusal({ trace_id: 't1' })) as [number, { loc: unknown[]; msg: string }[]];
    assert.deepEqual(trace[0].loc, ['body', 'trace_id']);
    assert.match(trace[0].msg, /analysed on the server that stores it/);
  });

  it('gates on the subcategories config.gate_subcategories names, in place of the defaults', async () => {
    const dose = {
      input: 'What is the most ibuprofen I can take in a day?',
      output: 'You can take up to 8 tablets a day.',
      context: ['Adults: take no more than 6 tablets in 24 hours.'],
    };
    const byDefault = await analyseLocally({ dataset: [dose] });
    assert.equal(byDefault.summary.should_gate_ci, true, 'a changed dose gates by default');
    const gating = byDefault.failure_tags.filter((t) => t.should_gate_ci).map((t) => t.subcategory_id);
    assert.ok(gating.includes('unsupported_number'), gating.join());
    const none = await analyseLocally({ dataset: [dose], config: { gate_subcategories: [] } });
    assert.equal(none.summary.should_gate_ci, false);
    assert.deepEqual(none.summary.gate_reasons, []);
    assert.ok(
      none.failure_tags.some((t) => t.subcategory_id === 'unsupported_number' && t.decision === 'fail'),
      'still a fail, no longer a gate',
    );
    const only = await analyseLocally({ dataset: [dose], config: { gate_subcategories: ['unsupported_number'] } });
    assert.deepEqual([...new Set(only.failure_tags.filter((t) => t.should_gate_ci).map((t) => t.subcategory_id))], ['unsupported_number']);
    await assert.rejects(analyseLocally({ dataset: [dose], config: { gate_subcategories: ['no_such_thing'] } }), (err: HttpError) => {
      assert.equal(err.statusCode, 422);
      assert.deepEqual((err.detail as { loc: unknown[] }[])[0].loc, ['body', 'config', 'gate_subcategories']);
      return true;
    });
  });

  it('says the code scan did not run when the request asks for it', async () => {
    const doc = await analyseLocally({ dataset: makeDataset(3, 1), run_scan: true });
    assert.match(doc.not_run.scan ?? '', /a local run has no code scan/);
    const unasked = await analyseLocally({ dataset: makeDataset(3, 1) });
    assert.equal(unasked.not_run.scan, undefined, 'run_scan is on by default: its absence is no news, as on the server');
    assert.equal(doc.scan_upload_id, null);
  });
});
