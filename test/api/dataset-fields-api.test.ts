// The fields people bring, over the API: each tool's export (Ragas, DeepEval, promptfoo, Phoenix) read by
// analyze, evaluate and audit, each run saying what it mapped in field_mapping (also when read back, and on an
// analysis run's linked evaluation run and audit batch); an unknown field a 422 naming it with the nearest known
// name and no other branch's noise; two names for one field; CSV with aliases, and its header error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analysisJobHandler } from '../../src/analysis/pipeline.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { exportCases, interaction } from '../support/dataset-exports.js';
import { workUntilSettled } from '../support/jobs.js';

describe('dataset fields under the names of other tools', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });
  const get = async (url: string) => (await t.request({ method: 'GET', url })).json();
  const analyze = (dataset: object[], extra: object = {}) =>
    post('/v2/failure-analysis/analyze', { project_name: 'fields', dataset, run_eval: false, run_security: false, ...extra });
  const evaluate = (dataset: object[]) => post('/v2/evaluate', { project_name: 'fields', dataset });
  const audit = (dataset: object[]) => post('/v2/security/audit', { project_name: 'fields', dataset });

  for (const c of exportCases) {
    it(`reads ${c.tool} in analyze, evaluate and audit, and says what it mapped`, async () => {
      const analysed = await analyze([c.item]);
      assert.equal(analysed.statusCode, 200, analysed.body);
      const run = analysed.json();
      assert.deepEqual(run.field_mapping, c.mapping);
      assert.deepEqual([run.inputs[0].input_text, run.inputs[0].output_text], [c.reads.input, c.reads.output]);
      assert.deepEqual(run.inputs[0].context, c.reads.context ?? null);
      assert.deepEqual((await get(`/v2/failure-analysis/runs/${run.run_id}`)).field_mapping, c.mapping, 'kept with the run');

      const evaluated = await evaluate([c.item]);
      assert.equal(evaluated.statusCode, 200, evaluated.body);
      assert.deepEqual(evaluated.json().field_mapping, c.mapping);
      const [item] = await get(`/v2/evaluate/runs/${evaluated.json().run_id}/items`);
      assert.deepEqual([item.full_input, item.full_output, item.reference], [c.reads.input, c.reads.output, c.reads.reference ?? null]);
      for (const [key, value] of Object.entries(c.reads.metadata ?? {})) assert.deepEqual(item.item_metadata[key], value, `metadata.${key}`);
      assert.deepEqual((await get(`/v2/evaluate/runs/${evaluated.json().run_id}`)).field_mapping, c.mapping);

      const audited = await audit([c.item]);
      assert.equal(audited.statusCode, 200, audited.body);
      assert.deepEqual(audited.json().field_mapping, c.mapping);
      const [auditItem] = await get(`/v2/security/audit/batches/${audited.json().batch_id}/items`);
      assert.deepEqual([auditItem.input, auditItem.output], [c.reads.input, c.reads.output]);
      assert.deepEqual((await get(`/v2/security/audit/batches/${audited.json().batch_id}`)).field_mapping, c.mapping);
    });
  }

  it("maps nothing for Assay's own names and for a trace; an analysis run's linked runs say the same mapping", async () => {
    const own = await analyze([interaction]);
    assert.deepEqual(own.json().field_mapping, {});
    assert.deepEqual((await evaluate([interaction])).json().field_mapping, {});
    const ragas = { question: interaction.input, answer: interaction.output, contexts: interaction.context };
    const linked = (await post('/v2/failure-analysis/analyze', { project_name: 'fields', dataset: [ragas] })).json();
    const mapping = { question: 'input', answer: 'output', contexts: 'context' };
    assert.deepEqual(linked.field_mapping, mapping);
    assert.deepEqual((await get(`/v2/evaluate/runs/${linked.eval_run_id}`)).field_mapping, mapping);
    assert.deepEqual((await get(`/v2/security/audit/batches/${linked.security_batch_id}`)).field_mapping, mapping);
    // What the client sends as field_mapping is not taken: the run says what it read.
    assert.deepEqual((await analyze([interaction], { field_mapping: { made: 'up' } })).json().field_mapping, {});
  });

  it('a large dataset run as a job keeps its mapping from processing to completed', async () => {
    const dataset = Array.from({ length: 501 }, (_, i) => ({ user_input: `Question ${i}?`, response: i % 2 ? 'Yes.' : '' }));
    const started = await analyze(dataset, { subcategories: ['empty_response'] });
    assert.equal(started.json().status, 'processing');
    assert.deepEqual(started.json().field_mapping, { user_input: 'input', response: 'output' });
    const done = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${started.json().run_id}`);
    assert.equal(done.status, 'completed');
    assert.deepEqual(done.field_mapping, { user_input: 'input', response: 'output' });
    assert.equal(done.summary.total_failures_detected, 251);
  });

  for (const [operation, send] of [
    ['analyze', analyze],
    ['evaluate', evaluate],
    ['audit', audit],
  ] as const) {
    it(`${operation}: an unknown field is a 422 naming it and the nearest known name, and nothing else`, async () => {
      const res = await send([
        { question: 'q', answer: 'a' },
        { questoin: 'q', answer: 'a' },
      ]);
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(
        res.json().detail.map((d: any) => [d.loc, d.type]),
        [[['body', 'dataset', 1, 'questoin'], 'extra_forbidden']],
      );
      assert.match(res.json().detail[0].msg, /Unknown field 'questoin'; the nearest known name is 'question' \(read as input\)/);

      const twice = await send([{ input: 'q', question: 'q', output: 'a' }]);
      assert.deepEqual(
        twice.json().detail.map((d: any) => d.loc),
        [['body', 'dataset', 0, 'question']],
      );
      assert.match(twice.json().detail[0].msg, /Both 'input' and 'question' give the item's input/);
    });
  }

  it('a bad item names only its field: no "Input should be null" from the trace_id branch', async () => {
    for (const item of [{ input: 'q', output: 5 }, { input: 'q' }, { question: 'q', answer: ['a'] }]) {
      const res = await analyze([item]);
      assert.equal(res.statusCode, 422, res.body);
      const detail = res.json().detail;
      assert.equal(detail.length, 1, JSON.stringify(detail));
      assert.equal(detail[0].loc.length, 4, JSON.stringify(detail));
      assert.doesNotMatch(detail[0].msg, /null/);
    }
  });

  it('says a problem every item has once, with how many more items have it', async () => {
    const res = await analyze(Array.from({ length: 40 }, () => ({ input: 'q', output: 'a', contxt: ['c'] })));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().detail.length, 1);
    assert.deepEqual(res.json().detail[0].loc, ['body', 'dataset', 0, 'contxt']);
    assert.match(res.json().detail[0].msg, /nearest known name is 'context'.*\(and in 39 more items\)$/);
  });

  const csv = (text: string) =>
    t.request({ method: 'POST', url: '/v2/failure-analysis/analyze?project_name=fields', payload: text, headers: { 'content-type': 'text/csv' } });

  it("reads a CSV under Ragas's column names, its Python lists too", async () => {
    const res = await csv(
      `question,answer,contexts,ground_truth\n"${interaction.input}","${interaction.output}","['${interaction.context[0]}', '${interaction.context[1]}']",x\n`,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().input_type, 'csv');
    assert.deepEqual(res.json().field_mapping, { question: 'input', answer: 'output', contexts: 'context', ground_truth: 'reference' });
    assert.deepEqual(res.json().inputs[0].context, interaction.context);
  });

  it('a CSV header error lists the columns found and the columns known; a row names its line and column', async () => {
    const res = await csv('questoin,answer\nq,a\n');
    assert.equal(res.statusCode, 422);
    const detail = res.json().detail;
    assert.deepEqual(
      detail.map((d: any) => [d.loc, d.type]),
      [
        [['body', 1, 'questoin'], 'extra_forbidden'],
        [['body', 1], 'missing'],
      ],
    );
    assert.match(detail[0].msg, /^CSV line 1 \(header\): unknown column 'questoin'; the nearest known name is 'question'/);
    assert.match(detail[1].msg, /no column gives the input \(input or question or user_input or query or prompt\)/);
    assert.match(detail[1].msg, /Columns found: "questoin", "answer"\. Columns known: input, output, context, reference, system_prompt, tool_calls, metadata/);
    const row = await csv('input,output,tool_calls\nq,a,"[{""name"": ""x"""\n');
    assert.equal(row.statusCode, 422);
    assert.deepEqual(row.json().detail[0].loc, ['body', 2, 'tool_calls']);
    assert.match(row.json().detail[0].msg, /^CSV line 2, column tool_calls: not valid JSON/);
    const twice = await csv('input,question,output\nq,q,a\n\nq,q,a\n');
    assert.deepEqual(twice.json().detail[0].loc, ['body', 2, 'question'], 'a row names its line');
  });
});
