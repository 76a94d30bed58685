import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analysisJobHandler } from '../../src/analysis/pipeline.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { workUntilSettled } from '../support/jobs.js';
import { empty, grounded, hallucinated } from '../support/analysis-items.js';

describe('POST /v2/failure-analysis/analyze (minimal mode)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const analyze = (payload: object, key?: string) => t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload, key });

  it('analyses a dataset and fills every field of the response', async () => {
    const res = await analyze({ project_name: 'shop-bot', dataset: [grounded, hallucinated, empty] });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.equal(doc.status, 'completed');
    assert.equal(doc.mode, 'minimal');
    assert.equal(doc.input_type, 'json');
    assert.equal(doc.feature_kind, 'rag');
    assert.equal(doc.project_name, 'shop-bot');
    assert.equal(doc.inputs.length, 3);
    assert.deepEqual([doc.inputs_total, doc.inputs_truncated], [3, false]);
    assert.deepEqual(
      [doc.inputs[1].input_text, doc.inputs[1].output_text, doc.inputs[1].context],
      [hallucinated.input, hallucinated.output, hallucinated.context],
    );
    assert.deepEqual([doc.inputs[2].context, doc.inputs[2].tool_calls], [null, null]);
    assert.ok(Number.isInteger(doc.duration_ms));
    assert.equal(doc.summary.total_items, 3);
    assert.ok(doc.detectors_run.length >= 20, `only ${doc.detectors_run.length} detectors ran`);
    for (const id of doc.detectors_skipped) assert.ok(doc.detectors_skipped_reasons[id], `no reason for ${id}`);
    assert.match(doc.detectors_skipped_reasons.self_contradiction, /language-model judge/);
    assert.match(doc.detectors_skipped_reasons.infinite_loop, /trace/);
    assert.equal(doc.not_run.eval, undefined);
    assert.match(doc.eval_run_id, /^[0-9a-f-]{36}$/);
    assert.ok(doc.eval_metrics.faithfulness > 0 && doc.eval_metrics.faithfulness <= 1, JSON.stringify(doc.eval_metrics));
    assert.equal(doc.not_run.security, undefined);
    assert.equal(Object.keys(doc.security_flags).length, 23);
    assert.ok(Object.values(doc.security_flags).every((v) => v === 'safe'));
    assert.match(doc.security_batch_id, /^[0-9a-f-]{36}$/);

    const failedSubs = (index: number) =>
      doc.failure_tags.filter((x: any) => x.item_index === index && x.decision === 'fail').map((x: any) => x.subcategory_id);
    assert.deepEqual(failedSubs(0), [], 'the grounded answer is clean');
    assert.ok(failedSubs(1).includes('unsupported_number'), failedSubs(1).join(','));
    assert.ok(failedSubs(2).includes('empty_response'));
    const fails = doc.failure_tags.filter((x: any) => x.decision === 'fail');
    assert.ok(doc.inputs[2].max_severity > 0);
    assert.equal(doc.inputs[0].max_severity, 0);
    for (const input of doc.inputs) {
      const mine = fails.filter((x: any) => x.item_index === input.item_index);
      assert.equal(input.failure_count, mine.length);
      assert.equal(input.max_severity, Math.max(0, ...mine.map((x: any) => x.severity)));
      assert.ok(input.pass_count > 0);
    }
    assert.equal(doc.summary.items_with_failures, 2);
    assert.equal(doc.summary.items_all_passed, 1);
    assert.equal(doc.summary.total_failures_detected, fails.length);
    const top = Math.max(...fails.map((x: any) => x.severity));
    assert.equal(doc.summary.overall_severity, top);
    assert.ok(
      fails.some((x: any) => x.severity === top && x.subcategory_id === doc.summary.primary_failure && x.subcategory_name === doc.summary.primary_failure_name),
    );
    assert.deepEqual(doc.summary.buckets_affected, [...new Set(fails.map((x: any) => x.bucket_id))].sort());

    const tag = doc.failure_tags.find((x: any) => x.subcategory_id === 'unsupported_number');
    const snippet = tag.evidence_items.find((e: any) => e.evidence_type === 'content_snippet');
    assert.equal(snippet.source, 'output');
    assert.equal(hallucinated.output.slice(snippet.metadata.start, snippet.metadata.end), snippet.content_snippet);
    assert.ok(tag.evidence_items.some((e: any) => e.evidence_type === 'rationale'));
    assert.deepEqual(
      tag.evidence_items.map((e: any) => e.item_id),
      tag.evidence_items.map((_: unknown, k: number) => `${tag.tag_id}:${k}`),
    );
    assert.equal(tag.scoring_breakdown.final_confidence, tag.confidence);
    assert.equal(tag.scoring_breakdown.final_severity, tag.severity);
    assert.equal(tag.bucket_name, 'Hallucination & grounding');
    assert.equal(tag.severity_label, 'high');
    const b = tag.scoring_breakdown;
    assert.equal(tag.severity, Math.round(Math.min(5, (b.impact + b.risk) * b.frequency_weight * b.final_confidence) * 100) / 100);

    const again = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}` });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(
      again
        .json()
        .failure_tags.map((x: any) => x.tag_id)
        .sort(),
      doc.failure_tags.map((x: any) => x.tag_id).sort(),
    );
    assert.deepEqual({ ...(again.json() as object), failure_tags: [] }, { ...doc, failure_tags: [] });
  });

  it('does not fail an answer for paraphrasing its sources, and still fails what they do not say', async () => {
    const status = { input: 'Where is order 5531?', context: ['Order 5531: status in_transit, ETA Friday.'] };
    const refund = { input: 'What is the refund window?' };
    const res = await analyze({
      dataset: [
        { ...refund, context: ['Items can be returned within 30 days of delivery.'], output: 'Items can be returned within 30 days of delivery.' },
        { ...status, output: 'Order 5531 is currently in transit and should arrive on Friday.' },
        { ...status, output: 'Order 5531 is currently in transit and should arrive on Monday.' },
        {
          ...refund,
          context: ['Standard shipping takes three to five business days; express shipping arrives the next day.'],
          output: 'Refunds are possible within 30 days.',
        },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const failed = (index: number) =>
      res
        .json()
        .failure_tags.filter((x: any) => x.item_index === index && x.decision === 'fail')
        .map((x: any) => x.subcategory_id);
    assert.ok(!failed(0).includes('irrelevant_context'), failed(0).join(','));
    assert.ok(!failed(1).includes('unsupported_claim'), failed(1).join(','));
    assert.ok(failed(2).includes('unsupported_claim'), failed(2).join(','));
    assert.ok(failed(3).includes('irrelevant_context'), failed(3).join(','));
  });

  it('rejects neither or both of dataset and trace_id, an empty dataset and unknown ids', async () => {
    const neither = await analyze({ project_name: 'p' });
    assert.equal(neither.statusCode, 422);
    assert.match(neither.json().detail[0].msg, /dataset .* or a trace_id/);
    const nulls = await analyze({ project_name: 'p', dataset: null, trace_id: null });
    assert.equal(nulls.statusCode, 422, 'null means absent');
    const both = await analyze({ project_name: 'p', dataset: [empty], trace_id: 'abc' });
    assert.equal(both.statusCode, 422);
    assert.match(both.json().detail[0].msg, /not both/);
    const emptyList = await analyze({ project_name: 'p', dataset: [] });
    assert.equal(emptyList.statusCode, 422);
    assert.deepEqual(emptyList.json().detail[0].loc, ['body', 'dataset']);
    const unknown = await analyze({ project_name: 'p', dataset: [empty], subcategories: ['nope', 'empty_response'], buckets: ['wat'] });
    assert.equal(unknown.statusCode, 422);
    const msgs = unknown
      .json()
      .detail.map((d: any) => d.msg)
      .join(' | ');
    assert.match(msgs, /Unknown subcategories: nope\. Known: .*empty_response/);
    assert.match(msgs, /Unknown buckets: wat\. Known: .*tool_use/);
    const kind = await analyze({ project_name: 'p', dataset: [empty], feature_kind: 'robot' });
    assert.equal(kind.statusCode, 422);
    assert.ok(
      kind.json().detail.some((d: any) => d.loc.join('.') === 'body.feature_kind'),
      kind.body,
    );
    const stringContext = await analyze({ dataset: [{ input: 'q', output: 'a', context: 'one string' }] });
    assert.equal(stringContext.statusCode, 422, 'context is a list of chunks, as the document types it');
    const noOutput = await analyze({ dataset: [{ input: 'q' }] });
    assert.equal(noOutput.statusCode, 422);
    assert.deepEqual(noOutput.json().detail[0].loc, ['body', 'dataset', 0, 'output']);
    const notBool = await analyze({ dataset: [empty], run_eval: 'yes' });
    assert.equal(notBool.statusCode, 422);
  });

  it('checks the union of subcategories and buckets, and takes feature_kind as given', async () => {
    const res = await analyze({
      project_name: 'p',
      dataset: [empty, hallucinated],
      subcategories: ['empty_response'],
      buckets: ['retrieval_quality'],
      feature_kind: 'generic_llm',
    });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    assert.equal(doc.feature_kind, 'generic_llm');
    const all = [...doc.detectors_run, ...doc.detectors_skipped].sort();
    assert.deepEqual(all, ['context_not_used', 'duplicate_context', 'empty_context', 'empty_response', 'irrelevant_context']);
  });

  it('analyses odd content without error', async () => {
    const big = 'All good here. '.repeat(70_000);
    const res = await analyze({
      project_name: 'p',
      dataset: [
        { input: '', output: '' },
        { input: 'Résume en français', output: big },
        { input: '日本語で答えてください', output: 'これはテストです。東京は日本の首都です。', context: ['東京は日本の首都です。'] },
        { input: 'Book it', output: 'Done, booked.', tool_calls: [{ name: 'book', arguments: '{"date": 2024-05-0', output: 'ok' }] },
        {
          input: 'x',
          output: 'y',
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } },
            { tool_call_id: 'c1', content: 'error: 500' },
          ],
        },
      ],
    });
    assert.equal(res.statusCode, 200, res.body.slice(0, 500));
    const doc = res.json();
    assert.equal(doc.inputs[1].output_text, big);
    assert.equal(Array.from(doc.inputs[1].output_preview).length, 201);
    assert.ok(doc.failure_tags.some((x: any) => x.item_index === 3 && x.subcategory_id === 'malformed_tool_arguments'));
  });

  it('accepts a CSV body and names the line of malformed CSV', async () => {
    const csv = 'input,output,context\n"When did it ship?","It shipped on May 9.","It shipped on May 5."\n"Hi","",""\n';
    const ok = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze?project_name=csv-proj',
      payload: csv,
      headers: { 'content-type': 'text/csv' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().input_type, 'csv');
    assert.equal(ok.json().inputs.length, 2);
    const bad = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze?project_name=csv-proj',
      payload: 'input,output\n"a","b"\n"c","d","e"\n',
      headers: { 'content-type': 'text/csv' },
    });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.json().detail[0].msg, /line 3/);
    assert.deepEqual(ok.json().inputs[0].context, ['It shipped on May 5.'], 'a plain context cell is one chunk');
    const noProject = await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload: csv, headers: { 'content-type': 'text/csv' } });
    assert.equal(noProject.statusCode, 200, "the caller's default project");
    assert.equal(noProject.json().project_name, 'default');
  });

  it('pages tags with filters and a cursor; foreign runs are 404', async () => {
    const dataset = Array.from({ length: 30 }, () => empty);
    const doc = (await analyze({ project_name: 'p', dataset, subcategories: ['empty_response'] })).json();
    assert.equal(doc.summary.total_failures_detected, 30);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v2/failure-analysis/runs/${doc.run_id}/tags?limit=7&decision=fail${cursor ? `&cursor=${cursor}` : ''}`;
      const page: any = (await t.request({ method: 'GET', url })).json();
      seen.push(...page.tags.map((x: any) => x.tag_id));
      cursor = page.next_cursor;
    } while (cursor);
    assert.equal(new Set(seen).size, 30);
    const one = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}/tags?item_index=4` })).json();
    assert.deepEqual(
      one.tags.map((x: any) => x.item_index),
      [4],
    );
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}`, key: t.otherKey })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}/tags`, key: t.otherKey })).statusCode, 404);
    const badCursor = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${doc.run_id}/tags?cursor=zzz` });
    assert.equal(badCursor.statusCode, 422);
  });

  it('uses the project’s thresholds, overridden by the request', async () => {
    await analyze({ project_name: 'strict', dataset: [grounded] });
    const put = await t.request({ method: 'PUT', url: '/v2/projects/strict/settings', payload: { gate_threshold: 0.99, alert_threshold: 0.95 } });
    assert.equal(put.statusCode, 200);
    assert.deepEqual(put.json(), { alert_threshold: 0.95, gate_threshold: 0.99, review_threshold: 0.6 });
    assert.deepEqual((await t.request({ method: 'GET', url: '/v2/projects/strict/settings' })).json(), put.json());
    const doc = (await analyze({ project_name: 'strict', dataset: [empty] })).json();
    assert.deepEqual(doc.summary.thresholds, { alert: 0.95, gate: 0.99, review: 0.6 });
    const override = (await analyze({ project_name: 'strict', dataset: [empty], config: { gate_threshold: 0.1 } })).json();
    assert.equal(override.summary.thresholds.gate, 0.1);
    assert.equal(override.summary.should_gate_ci, true);
    assert.ok(override.summary.gate_reasons[0].includes('empty_response'));
    assert.equal((await t.request({ method: 'GET', url: '/v2/projects/nope/settings' })).statusCode, 404);
    const bad = await t.request({ method: 'PUT', url: '/v2/projects/strict/settings', payload: { gate_threshold: 2 } });
    assert.equal(bad.statusCode, 422);
  });

  it('runs datasets over 500 items as a job: processing, then completed', async () => {
    const dataset = Array.from({ length: 900 }, (_, i) => (i % 3 === 0 ? empty : grounded));
    const start = await analyze({ project_name: 'big', dataset });
    assert.equal(start.statusCode, 200);
    assert.equal(start.json().status, 'processing');
    const runId = start.json().run_id;
    const doc = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${runId}`, 300);
    assert.equal(doc.status, 'completed');
    assert.equal(doc.inputs.length, 900);
    assert.deepEqual([doc.inputs_total, doc.inputs_truncated], [900, false]);
    assert.equal(doc.summary.total_items, 900);
    assert.ok(doc.summary.total_failures_detected >= 300);
    assert.equal(doc.failure_tags_total >= doc.failure_tags.length, true);
    // The audit ran in the job too, batch by batch, and its batch is complete.
    assert.equal(Object.keys(doc.security_flags).length, 23);
    const batch = (await t.request({ method: 'GET', url: `/v2/security/audit/batches/${doc.security_batch_id}` })).json();
    assert.deepEqual([batch.status, batch.total_items], ['completed', 900]);
    // The linked audit batch and evaluation run hold the dataset's items, in order (copied inside the store).
    const page = (url: string) => t.request({ method: 'GET', url: `${url}?offset=298&limit=3` }).then((r) => r.json());
    const expected = dataset.slice(298, 301).map((d, k) => [298 + k, d.input, d.output]);
    const audited = await page(`/v2/security/audit/batches/${doc.security_batch_id}/items`);
    assert.deepEqual(
      audited.map((i: any) => [i.index, i.input, i.output]),
      expected,
    );
    const evaluated = await page(`/v2/evaluate/runs/${doc.eval_run_id}/items`);
    assert.deepEqual(
      evaluated.map((i: any) => [i.index, i.full_input, i.full_output]),
      expected,
    );
    assert.ok(
      evaluated.every((i: any) => i.metrics.length > 0),
      JSON.stringify(evaluated[0]),
    );
  });
});

describe('identical runs give identical documents', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  // Ids and times differ by nature; everything else, the order of tags and of gate reasons included, may not.
  const VARYING = new Set(['run_id', 'tag_id', 'primary_tag_id', 'item_id', 'eval_run_id', 'security_batch_id', 'created_at', 'completed_at', 'duration_ms']);
  const stable = (doc: unknown) => JSON.stringify(doc, (k, v) => (VARYING.has(k) ? undefined : v));

  it('in the request and, for a large run, read back from the store', async () => {
    // Many tags tie on item, severity and confidence (the same empty answer, item after item): only a stable order keeps them in step.
    const small = Array.from({ length: 40 }, (_, i) => (i % 2 ? empty : { ...hallucinated, input: `${hallucinated.input} (${i})` }));
    const a = (
      await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        payload: { project_name: 'same', dataset: small, config: { gate_threshold: 0.5 } },
      })
    ).json();
    const b = (
      await t.request({
        method: 'POST',
        url: '/v2/failure-analysis/analyze',
        payload: { project_name: 'same', dataset: small, config: { gate_threshold: 0.5 } },
      })
    ).json();
    assert.ok(a.summary.gate_reasons.length > 1, 'several gate reasons to order');
    assert.equal(stable(b), stable(a));
    const readA = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${a.run_id}` })).json();
    const readB = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${b.run_id}` })).json();
    assert.equal(stable(readB), stable(readA));
    const page = async (id: string) => (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${id}/tags?limit=1000` })).json();
    assert.equal(stable(await page(b.run_id)), stable(await page(a.run_id)));

    // The job's summary is made from the stored tag rows: gating tags of several subcategories in one item test its order.
    const large = Array.from({ length: 520 }, (_, i) => [empty, hallucinated, grounded][i % 3]);
    const docs = [];
    for (const _ of [1, 2]) {
      const payload = { project_name: 'same', dataset: large, run_eval: false, config: { gate_threshold: 0.5 } };
      const start = (await t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload })).json();
      docs.push(await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${start.run_id}`, 300));
    }
    assert.equal(docs[0].status, 'completed');
    assert.ok(docs[0].summary.gate_reasons.length > 1);
    assert.equal(stable(docs[1]), stable(docs[0]));
  });
});
