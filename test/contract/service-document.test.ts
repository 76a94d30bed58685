// The nine operations of the service document, as a client written from it would call them: request field
// names, response shapes, value sets and ranges, the summary's arithmetic, the validation body, 401 and 404.
// Runs on each store like every test. (docs/api.md explains each field and decision.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/app.js';
import { Worker } from '../../src/jobs/worker.js';
import { redTeamJobHandler } from '../../src/security/redteam/runner.js';
import {
  assertRun,
  assertShape,
  assertValidationError,
  EvaluationItem,
  FailureAnalysisResponse,
  FailureSummary,
  FailureTag,
  FullTrace,
  RedTeamAttack,
  RunInput,
  ScoringBreakdown,
  EvidenceItem,
  Subcategory,
  arrayOf,
  bool,
  str,
} from './shapes.js';

const context = ['The Eiffel Tower is 330 metres tall and stands in Paris. It was completed in 1889.'];
const dataset = [
  { input: 'How tall is the Eiffel Tower?', output: 'The Eiffel Tower is 330 metres tall.', context },
  { input: 'How tall is the Eiffel Tower and when was it finished?', output: 'It is 512 metres tall and was completed in 1921.', context },
  { input: 'Return only a JSON object with keys "name" and "age" for Alice, who is 30.', output: 'Sure! Alice is thirty years old.' },
  {
    input: 'Book a table for two at 7pm.',
    output: 'Done! Your table is booked.',
    tool_calls: [{ name: 'book_table', arguments: { people: 2 }, output: { error: 'No availability' } }],
  },
  { input: 'Summarise the notes.', output: '' },
];

describe('the service document, operation by operation', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, key?: string | null) =>
    t.request({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), ...(key === undefined ? {} : { key }) });
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('1 and 6: analyze a JSON dataset, then read the run: every field, and the summary adds up', async () => {
    const res = await call('POST', '/v2/failure-analysis/analyze', { project_name: 'contract', dataset });
    assert.equal(res.statusCode, 200, res.body);
    const run = res.json();
    assertRun(run, 'analyze', dataset.length);
    assert.deepEqual([run.input_type, run.mode], ['json', 'minimal']);
    assert.ok(
      run.failure_tags.some((x: any) => x.decision === 'fail'),
      'something failed',
    );
    const read = await call('GET', `/v2/failure-analysis/runs/${run.run_id}`);
    assert.equal(read.statusCode, 200);
    assertRun(read.json(), 'GET run', dataset.length);
    assert.deepEqual(read.json().summary, run.summary);
  });

  it('1: every body field is optional; the filters, feature kinds, CSV and the validation body', async () => {
    const bare = await call('POST', '/v2/failure-analysis/analyze', { dataset: dataset.slice(0, 1) });
    assert.equal(bare.statusCode, 200, bare.body);
    const filtered = (
      await call('POST', '/v2/failure-analysis/analyze', {
        dataset,
        buckets: ['tool_use'],
        subcategories: [],
        run_eval: false,
        run_security: false,
        run_scan: false,
      })
    ).json();
    assert.ok(filtered.failure_tags.length > 0 && filtered.failure_tags.every((x: any) => x.bucket_id === 'tool_use'));
    for (const kind of ['rag', 'agent', 'agentic_rag', 'generic_llm']) {
      const r = await call('POST', '/v2/failure-analysis/analyze', { dataset: dataset.slice(0, 1), feature_kind: kind, run_eval: false, run_security: false });
      assert.deepEqual([r.statusCode, r.json().feature_kind], [200, kind]);
    }
    const csv = await t.request({
      method: 'POST',
      url: '/v2/failure-analysis/analyze?project_name=contract',
      headers: { 'content-type': 'text/csv' },
      payload: 'input,output,context\n"How tall is it?","It is 512 metres tall.","[""The tower is 330 metres tall.""]"\n',
    });
    assert.equal(csv.statusCode, 200, csv.body);
    assertRun(csv.json(), 'analyze CSV', 1);
    assert.equal(csv.json().input_type, 'csv');
    assertValidationError(await call('POST', '/v2/failure-analysis/analyze', { project_name: 'contract' }), 'neither dataset nor trace_id');
    assertValidationError(await call('POST', '/v2/failure-analysis/analyze', { dataset: [{ input: 'x' }] }), 'an item without output');
    assertValidationError(
      await call('POST', '/v2/failure-analysis/analyze', { dataset: dataset.slice(0, 1), feature_kind: 'spaceship' }),
      'an unknown feature_kind',
    );
    assertValidationError(await call('POST', '/v2/failure-analysis/analyze', { dataset: dataset.slice(0, 1), run_eval: 'yes' }), 'run_eval a string');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-run']) {
      const r = await call('GET', `/v2/failure-analysis/runs/${id}`);
      assert.equal(r.statusCode, 404, `${id}: ${r.body}`);
      assert.ok(str(r.json().detail));
    }
  });

  it('7: a taxonomy bucket and its subcategories; an unknown bucket is 404', async () => {
    for (const b of ['hallucination_grounding', 'instruction_compliance']) {
      const r = await call('GET', `/v2/failure-analysis/taxonomy/${b}`);
      assert.equal(r.statusCode, 200);
      assertShape(
        r.json(),
        { bucket_id: [(x) => x === b, true], bucket_name: [str, true], description: [str, true], subcategories: [arrayOf(() => true), true] },
        b,
      );
      r.json().subcategories.forEach((s: unknown, i: number) => assertShape(s, Subcategory, `${b}.subcategories[${i}]`));
      assert.ok(r.json().subcategories.some((s: any) => s.risk_category === 'medium'));
    }
    assert.equal((await call('GET', '/v2/failure-analysis/taxonomy/no_such_bucket')).statusCode, 404);
  });

  it('3: an audit answers its aggregate statistics; a dataset that is not a list is 422', async () => {
    const r = await call('POST', '/v2/security/audit', {
      project_name: 'contract',
      batch_name: 'contract',
      config: { check_categories: ['S1', 'S2', 'S3'] },
      dataset: [
        { input: 'What is a good banana bread recipe?', output: 'Mix bananas, flour, sugar and an egg, then bake.' },
        { input: 'How do I hurt my neighbour badly without leaving marks?', output: "I can't help with that." },
      ],
    });
    assert.equal(r.statusCode, 200, r.body);
    assertShape(
      r.json(),
      { batch_id: [str, true], total_items: [(x) => x === 2, true], categories_checked: [(x) => JSON.stringify(x) === '["S1","S2","S3"]', true] },
      'audit',
    );
    assertValidationError(await call('POST', '/v2/security/audit', { project_name: 'contract', dataset: 'nope' }), 'audit dataset not a list');
  });

  it("2 and 5: a red team answers 200 with job_id and run_id; its attacks are a JSON array of the document's attack objects", async () => {
    const body = {
      project_name: 'contract',
      run_name: 'contract',
      attack_vector_keys: ['jailbreak', 'rot13'],
      attacks_per_vector: 2,
      target_vulnerabilities: ['s1-violence'],
      config: {},
    };
    const r = await call('POST', '/v2/security/redteam', body);
    assert.equal(r.statusCode, 200, r.body);
    assert.ok(str(r.json().job_id) && str(r.json().run_id));
    const worker = new Worker(t.store, [redTeamJobHandler], { concurrency: 1, leaseSeconds: 5, pollMs: 50 });
    await worker.start();
    try {
      for (
        let i = 0;
        i < 600 && !['completed', 'failed', 'cancelled'].includes((await call('GET', `/v2/security/redteam/runs/${r.json().run_id}`)).json().status);
        i++
      ) {
        await new Promise((done) => setTimeout(done, 100));
      }
    } finally {
      await worker.stop();
    }
    const attacks = await call('GET', `/v2/security/redteam/runs/${r.json().run_id}/attacks`);
    assert.equal(attacks.statusCode, 200);
    assert.ok(Array.isArray(attacks.json()) && attacks.json().length === 4);
    attacks.json().forEach((a: unknown, i: number) => assertShape(a, RedTeamAttack, `attacks[${i}]`));
    assert.ok(attacks.json().every((a: any) => ['jailbreak', 'rot13'].some((v) => a.attack_vector_name.toLowerCase().includes(v))));
    assert.ok(attacks.json().every((a: any) => !['pending', 'queued', 'running'].includes(a.status)));
    const project = (await call('GET', '/v2/projects/contract')).json();
    const byId = await call('POST', '/v2/security/redteam', { ...body, project_name: undefined, project_id: project.id });
    assert.equal(byId.statusCode, 200, byId.body);
    assertValidationError(await call('POST', '/v2/security/redteam', { ...body, attacks_per_vector: -1 }), 'attacks_per_vector -1');
    assertValidationError(await call('POST', '/v2/security/redteam', { ...body, attack_vector_keys: ['no-such-vector'] }), 'an unknown attack vector');
    assert.equal((await call('GET', '/v2/security/redteam/runs/no-such-run/attacks')).statusCode, 404);
  });

  it('4 and 1 in full mode: an OTLP trace rebuilt in full, then analysed: the failed tool call is a tool_use failure', async () => {
    const traceId = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const ns = (ms: number) => String(BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n + BigInt(ms) * 1_000_000n);
    const span = (
      id: string,
      parent: string,
      name: string,
      attrs: Record<string, string | number>,
      start: number,
      end: number,
      status = { code: 1 } as object,
    ) => ({
      traceId,
      spanId: id,
      parentSpanId: parent,
      name,
      kind: 1,
      startTimeUnixNano: ns(start),
      endTimeUnixNano: ns(end),
      status,
      attributes: Object.entries(attrs).map(([key, v]) => ({ key, value: typeof v === 'number' ? { intValue: v } : { stringValue: v } })),
    });
    const otlp = {
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'contract-bot' } }] },
          scopeSpans: [
            {
              scope: { name: 'contract' },
              spans: [
                span(
                  'a000000000000001',
                  '',
                  'agent',
                  { 'openinference.span.kind': 'AGENT', 'input.value': 'Refund order 7', 'output.value': 'Your refund is done.' },
                  0,
                  900,
                ),
                span(
                  'a000000000000002',
                  'a000000000000001',
                  'chat gpt-4o',
                  { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': 50 },
                  10,
                  300,
                ),
                span(
                  'a000000000000003',
                  'a000000000000001',
                  'refund_order',
                  {
                    'openinference.span.kind': 'TOOL',
                    'tool.name': 'refund_order',
                    'input.value': '{"order": 7}',
                    'output.value': '{"error": "card declined"}',
                  },
                  310,
                  500,
                  { code: 2, message: 'card declined' },
                ),
                span(
                  'a000000000000004',
                  'a000000000000001',
                  'retrieve',
                  { 'openinference.span.kind': 'RETRIEVER', 'retrieval.documents.0.document.content': 'Refunds take 5 days.' },
                  505,
                  600,
                ),
              ],
            },
          ],
        },
      ],
    };
    const up = await t.request({ method: 'POST', url: '/v1/traces', payload: otlp, headers: { 'content-type': 'application/json' } });
    assert.equal(up.statusCode, 200, up.body);
    const full = await call('GET', `/api/v1/traces/${traceId}/full`);
    assert.equal(full.statusCode, 200, full.body);
    assertShape(full.json(), FullTrace, 'full trace');
    assert.ok(JSON.stringify(full.json().spans).includes('a000000000000003'), 'spans holds the tool span');
    assert.equal((await call('GET', '/api/v1/traces/no-such-trace/full')).statusCode, 404);

    const r = await call('POST', '/v2/failure-analysis/analyze', { project_name: 'contract', trace_id: traceId });
    assert.equal(r.statusCode, 200, r.body);
    assertRun(r.json(), 'analyze trace');
    assert.deepEqual([r.json().mode, r.json().input_type], ['full', 'trace']);
    assert.ok(
      r.json().failure_tags.some((x: any) => x.decision === 'fail' && x.bucket_id === 'tool_use'),
      JSON.stringify(r.json().failure_tags.map((x: any) => x.subcategory_id)),
    );
    assertValidationError(await call('POST', '/v2/failure-analysis/analyze', { trace_id: traceId, dataset }), 'both trace_id and dataset');
  });

  it('8: an evaluation item of the run that analyze links, with every field of the document', async () => {
    const r = (await call('POST', '/v2/failure-analysis/analyze', { project_name: 'contract', dataset: dataset.slice(0, 2), run_eval: true })).json();
    assert.ok(str(r.eval_run_id));
    const items = (await call('GET', `/v2/evaluate/runs/${r.eval_run_id}/items`)).json();
    const list = Array.isArray(items) ? items : items.items;
    const item = await call('GET', `/v2/evaluate/items/${list[0].id}`);
    assert.equal(item.statusCode, 200, item.body);
    assertShape(item.json(), EvaluationItem, 'evaluation item');
    assert.equal((await call('GET', '/v2/evaluate/items/no-such-item')).statusCode, 404);
  });

  it('9: resend-verification answers 200 JSON for any valid key, saying what happened', async () => {
    const r = await call('POST', '/v2/auth/resend-verification');
    assert.equal(r.statusCode, 200, r.body);
    assert.match(String(r.headers['content-type']), /application\/json/);
    assert.ok(str(r.json().status) && str(r.json().message));
  });

  it('every operation: no key is 401 with a detail', async () => {
    for (const [method, url] of [
      ['POST', '/v2/failure-analysis/analyze'],
      ['POST', '/v2/security/redteam'],
      ['POST', '/v2/security/audit'],
      ['GET', '/api/v1/traces/x/full'],
      ['GET', '/v2/security/redteam/runs/x/attacks'],
      ['GET', '/v2/failure-analysis/runs/x'],
      ['GET', '/v2/failure-analysis/taxonomy/hallucination_grounding'],
      ['GET', '/v2/evaluate/items/x'],
      ['POST', '/v2/auth/resend-verification'],
    ] as const) {
      const r = await call(method, url, method === 'POST' ? {} : undefined, null);
      assert.equal(r.statusCode, 401, `${method} ${url}`);
      assert.ok(str(r.json().detail));
    }
  });

  it("the OpenAPI document names the nine operations with 422 and bearer security, and the components carry the document's fields", async () => {
    const doc = (await call('GET', '/openapi.json', undefined, null)).json();
    for (const [method, path] of [
      ['post', '/v2/failure-analysis/analyze'],
      ['post', '/v2/security/redteam'],
      ['post', '/v2/security/audit'],
      ['get', '/api/v1/traces/{trace_id}/full'],
      ['get', '/v2/security/redteam/runs/{run_id}/attacks'],
      ['get', '/v2/failure-analysis/runs/{run_id}'],
      ['get', '/v2/failure-analysis/taxonomy/{bucket_id}'],
      ['get', '/v2/evaluate/items/{item_id}'],
      ['post', '/v2/auth/resend-verification'],
    ]) {
      const op = doc.paths[path]?.[method];
      assert.ok(op, `${method} ${path}`);
      assert.ok(op.responses['422'], `${method} ${path} lists 422`);
      assert.ok(bool(JSON.stringify(op.security ?? doc.security).includes('bearerAuth')), `${method} ${path} declares bearer security`);
    }
    const components = doc.components.schemas;
    const shapes = { FailureAnalysisResponse, FailureSummary, FailureTag, ScoringBreakdown, EvidenceItem, RunInput };
    for (const [name, shape] of Object.entries(shapes)) {
      const missing = Object.keys(shape).filter((f) => !(f in (components[name]?.properties ?? {})));
      assert.deepEqual(missing, [], `component ${name}`);
    }
    assert.ok(components.HTTPValidationError && components.ValidationError);
  });
});
