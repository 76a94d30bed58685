// Custom rules through the API: a request's and a project's rules give tags like any detector's (detector_id
// "rule:<name>"), gate as they declare, run in the job of a large run as in the request of a small one, and a
// list that cannot run is refused with a 422 that names the rule and the field.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analysisJobHandler } from '../../src/analysis/pipeline.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { workUntilSettled } from '../support/jobs.js';
import { setPatternTimeLimits } from '../../src/runtime/pattern-thread/runner.js';

const refundRule = {
  name: 'refund_promise',
  description: 'The bot promised a refund',
  keywords: ['full refund', 'money back'],
  bucket_id: 'safety_security',
  severity_label: 'high',
  gates_ci: true,
  remediation: 'Only an agent may promise refunds.',
};

const item = (output: string, extra: object = {}) => ({ input: 'Can I return my order?', output, ...extra });

describe('custom rules (config.custom_rules and /v2/projects/{name}/custom-rules)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const analyze = (payload: object) => t.request({ method: 'POST', url: '/v2/failure-analysis/analyze', payload });
  const ruleTags = (doc: { failure_tags: any[] }): any[] => doc.failure_tags.filter((x) => x.detector_id.startsWith('rule:'));

  it('tags each item a rule matches, with the evidence, level, gate and remediation it declares', async () => {
    const res = await analyze({
      project_name: 'rules-request',
      run_security: false,
      run_eval: false,
      dataset: [item('Sure, you will get a FULL   refund today.'), item('Returns take five days.'), item('We give your money back.')],
      config: { custom_rules: [refundRule] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const doc = res.json();
    const tags = ruleTags(doc);
    assert.deepEqual(
      tags.map((x: any) => x.item_index),
      [0, 2],
    );
    const tag = tags.find((x: any) => x.item_index === 0);
    assert.equal(tag.detector_id, 'rule:refund_promise');
    assert.deepEqual([tag.bucket_id, tag.subcategory_id, tag.subcategory_name], ['safety_security', 'refund_promise', 'Refund promise']);
    assert.deepEqual([tag.decision, tag.severity_label, tag.detector_type_used, tag.confidence], ['fail', 'high', 'deterministic', 1]);
    assert.equal(tag.should_gate_ci, true);
    assert.equal(tag.remediation, refundRule.remediation);
    const quote = tag.evidence_items.find((e: any) => e.evidence_type === 'content_snippet');
    assert.deepEqual([quote.source, quote.content_snippet], ['output', 'FULL   refund']);
    const why = tag.evidence_items.find((e: any) => e.evidence_type === 'rationale');
    assert.match(why.description, /^The bot promised a refund: custom rule refund_promise matched once in the output\.$/);
    assert.ok(doc.detectors_run.includes('refund_promise'));
    assert.equal(doc.summary.should_gate_ci, true);
    assert.ok(
      doc.summary.gate_reasons.some((r: string) => r.includes('refund_promise')),
      doc.summary.gate_reasons.join('; '),
    );
    // A rule is one check on each item: the item it did not match counts a pass.
    assert.ok(doc.inputs[1].pass_count >= 1);
  });

  it('reads the places it is told to, and gates only when it says so', async () => {
    const rule = { name: 'internal_host', pattern: String.raw`\b[a-z]+\.corp\.example\b`, where: ['context', 'tool_results'], bucket_id: 'safety_security' };
    const res = await analyze({
      project_name: 'rules-request',
      run_security: false,
      run_eval: false,
      dataset: [
        item('Nothing here about db.corp.example', { context: ['first chunk', 'see wiki.corp.example'] }),
        item('fine', { tool_calls: [{ name: 'lookup', arguments: {}, result: 'host: api.corp.example' }] }),
      ],
      config: { custom_rules: [rule] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const tags = ruleTags(res.json());
    assert.equal(tags.length, 2);
    const [inContext, inTools] = tags as any[];
    const snippet = (tag: any) => tag.evidence_items.find((e: any) => e.evidence_type === 'content_snippet');
    assert.deepEqual([snippet(inContext).source, snippet(inContext).content_snippet], ['context', 'wiki.corp.example']);
    assert.deepEqual([snippet(inTools).source, snippet(inTools).content_snippet], ['tool_call', 'api.corp.example']);
    assert.ok(tags.every((x: any) => x.should_gate_ci === false && x.severity_label === 'medium'));
  });

  it('holds the one gate rule: a critical fail rule gates at any confidence and threshold, and cannot say it does not', async () => {
    const critical = { name: 'card_dump', keywords: ['card number'], bucket_id: 'safety_security', severity_label: 'critical', confidence: 0.5 };
    const res = await analyze({
      run_security: false,
      run_eval: false,
      dataset: [item('Here is the card number you asked for.')],
      config: { gate_threshold: 0.95, gate_subcategories: [], custom_rules: [critical] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const [tag] = ruleTags(res.json()) as any[];
    assert.deepEqual([tag.severity_label, tag.confidence, tag.should_gate_ci], ['critical', 0.5, true]);
    assert.equal(res.json().summary.should_gate_ci, true);
    // An unsure critical rule asks a person and never gates.
    const unsure = await analyze({ dataset: [item('the card number')], config: { custom_rules: [{ ...critical, decision: 'unsure' }] } });
    assert.equal((ruleTags(unsure.json())[0] as any).should_gate_ci, false);
    const contradiction = await analyze({ dataset: [item('x')], config: { custom_rules: [{ ...critical, gates_ci: false }] } });
    assert.equal(contradiction.statusCode, 422, contradiction.body);
    const [issue] = contradiction.json().detail;
    assert.deepEqual(issue.loc, ['body', 'config', 'custom_rules', 0, 'gates_ci']);
    assert.match(issue.msg, /critical fail always gates/);
  });

  it('refuses rules that cannot run, naming the rule and the field', async () => {
    const bad = [
      { name: 'both', pattern: 'a', keywords: ['a'], bucket_id: 'safety_security' },
      { name: 'lookbehind', pattern: '(?<=\\$)\\d+', bucket_id: 'safety_security' },
      { name: 'nowhere', keywords: ['x'], bucket_id: 'no_such_bucket' },
      { name: 'wrong_bucket', keywords: ['x'], bucket_id: 'safety_security', subcategory_id: 'unsupported_claim' },
      { name: 'lookbehind', keywords: ['y'], bucket_id: 'safety_security' },
    ];
    const first = await analyze({ dataset: [item('x')], config: { custom_rules: bad } });
    assert.equal(first.statusCode, 422, first.body);
    const locs = first.json().detail.map((d: any) => d.loc.join('.'));
    for (const loc of [
      'body.config.custom_rules.0',
      'body.config.custom_rules.2.bucket_id',
      'body.config.custom_rules.3.subcategory_id',
      'body.config.custom_rules.4.name',
    ])
      assert.ok(locs.includes(loc), `${loc} not in ${locs.join(', ')}`);
    // The pattern is compiled once the rest holds.
    const second = await analyze({ dataset: [item('x')], config: { custom_rules: [bad[1]] } });
    assert.equal(second.statusCode, 422, second.body);
    const [issue] = second.json().detail;
    assert.deepEqual(issue.loc, ['body', 'config', 'custom_rules', 0, 'pattern']);
    assert.match(issue.msg, /lookbehind/);
    const schema = await analyze({
      dataset: [item('x')],
      config: { custom_rules: [{ name: 'Bad Name', keywords: ['x'], bucket_id: 'safety_security', colour: 'red' }] },
    });
    assert.equal(schema.statusCode, 422, schema.body);
  });

  it("keeps a project's rules, runs them with the request's (which replace those of the same name), and scopes them", async () => {
    const url = '/v2/projects/rules-project/custom-rules';
    assert.equal((await t.request({ method: 'GET', url })).statusCode, 404);
    await t.request({ method: 'POST', url: '/v2/projects', payload: { name: 'rules-project' } });
    assert.deepEqual((await t.request({ method: 'GET', url })).json(), { custom_rules: [] });
    const projectRules = [refundRule, { name: 'apology', keywords: ['sorry'], bucket_id: 'response_quality', subcategory_name: 'Needless apology' }];
    const put = await t.request({ method: 'PUT', url, payload: { custom_rules: projectRules } });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual((await t.request({ method: 'GET', url })).json(), { custom_rules: projectRules });
    const refused = await t.request({ method: 'PUT', url, payload: { custom_rules: [{ ...refundRule, pattern: '(a' }] } });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual((await t.request({ method: 'GET', url })).json(), { custom_rules: projectRules }, 'a refused list changes nothing');

    const dataset = [item('Sorry, a full refund is on its way.')];
    const both = (await analyze({ project_name: 'rules-project', dataset, run_security: false, run_eval: false })).json();
    assert.deepEqual(
      ruleTags(both)
        .map((x: any) => x.subcategory_id)
        .sort(),
      ['apology', 'refund_promise'],
    );
    assert.equal(ruleTags(both).find((x: any) => x.subcategory_id === 'apology').subcategory_name, 'Needless apology');

    const replaced = await analyze({
      project_name: 'rules-project',
      dataset,
      run_security: false,
      run_eval: false,
      config: { custom_rules: [{ ...refundRule, severity_label: 'low', gates_ci: false }] },
    });
    const refund = ruleTags(replaced.json()).find((x: any) => x.subcategory_id === 'refund_promise');
    assert.deepEqual([refund.severity_label, refund.should_gate_ci], ['low', false]);

    // Naming a rule's own subcategory scopes the run to it: no detector runs, only that rule.
    const scoped = (await analyze({ project_name: 'rules-project', dataset, subcategories: ['apology'], run_security: false, run_eval: false })).json();
    assert.deepEqual(
      scoped.failure_tags.map((x: any) => x.detector_id),
      ['rule:apology'],
    );
    assert.deepEqual(scoped.detectors_run, ['apology']);
  });

  it("files a rule under a taxonomy subcategory with the taxonomy's name, and stops an item past the time limit", async () => {
    const rules = [
      { name: 'staging_links', pattern: String.raw`https://staging\.[a-z.]+`, bucket_id: 'hallucination_grounding', subcategory_id: 'unsupported_url' },
      // (a?){900}a{900} is linear on RE2 but ~10^8 steps on 100,000 characters: far past a 50 ms limit.
      { name: 'slow', pattern: '(a?){900}a{900}', bucket_id: 'response_quality' },
    ];
    const previous = setPatternTimeLimits({ itemMs: 50 });
    try {
      const res = await analyze({
        run_security: false,
        run_eval: false,
        dataset: [item('See https://staging.shop.example for details.'), item('a'.repeat(100_000))],
        config: { custom_rules: rules },
      });
      assert.equal(res.statusCode, 200, res.body);
      const tags = ruleTags(res.json()) as any[];
      const url = tags.find((x) => x.item_index === 0);
      assert.deepEqual([url.subcategory_id, url.subcategory_name, url.detector_id], ['unsupported_url', 'Unsupported URL', 'rule:staging_links']);
      const stopped = tags.filter((x) => x.item_index === 1);
      assert.deepEqual(
        stopped.map((x) => [x.detector_id, x.decision]),
        [
          ['rule:staging_links', 'unsure'],
          ['rule:slow', 'unsure'],
        ],
      );
      assert.match(stopped[0].evidence_items[0].description, /not checked on this item: matching took longer than 50 ms and was stopped/);
      assert.ok(stopped.every((x) => x.needs_human_review));
    } finally {
      setPatternTimeLimits(previous);
    }
  });

  it('gives a large run (a job) the same rule tags as a small one', async () => {
    const dataset = Array.from({ length: 600 }, (_, i) => item(i % 3 === 0 ? `Order ${i}: you get your money back.` : `Order ${i} ships soon.`));
    const payload = {
      project_name: 'rules-job',
      dataset,
      run_security: false,
      run_eval: false,
      config: { custom_rules: [refundRule], max_tags_in_response: 5000 },
    };
    const started = await analyze(payload);
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json().status, 'processing');
    const done = await workUntilSettled(t, [analysisJobHandler], `/v2/failure-analysis/runs/${started.json().run_id}`);
    assert.equal(done.status, 'completed', done.error);
    const jobTags = ruleTags(done);
    assert.equal(jobTags.length, 200);
    assert.deepEqual(
      jobTags.map((x: any) => x.item_index).sort((a: number, b: number) => a - b),
      dataset.flatMap((_, i) => (i % 3 === 0 ? [i] : [])),
    );
    assert.ok(done.summary.should_gate_ci);
  });
});
