// Runs stored before the service document became binding (tags with `scoring`, `evidence` and severity words;
// item counts with previews and fail_count; a summary with fail_count and primary_subcategory) read back in the
// document's shape, so no stored run is lost to the change (src/item-blocks/stored-legacy.ts).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { insertItemBlocks, insertResultBlocks } from '../../src/item-blocks/blocks-store.js';
import { packJson } from '../../src/store/packed-json.js';
import { assertRun } from '../contract/shapes.js';
import { createTestApp, type TestApp } from '../support/app.js';

const runId = crypto.randomUUID();
const tagId = crypto.randomUUID();
const items = [
  { input: 'When did order 1182 ship?', output: 'It shipped on May 9.', context: 'Order 1182 shipped on May 5.' },
  { input: 'Hello', output: 'Hi! How can I help?' },
];
const legacyTag = {
  tag_id: tagId,
  item_index: 0,
  trace_id: null,
  span_id: null,
  bucket_id: 'hallucination_grounding',
  subcategory_id: 'unsupported_date',
  subcategory_name: 'Unsupported date',
  decision: 'fail',
  severity: 'medium',
  confidence: 0.65,
  detector_id: 'unsupported_date',
  detector_type: 'deterministic',
  evidence: [
    {
      evidence_type: 'content_snippet',
      source: 'output',
      content_snippet: 'May 9',
      description: 'May 9 is not a date any source gives.',
      metadata: { start: 14, end: 19 },
    },
    {
      evidence_type: 'rationale',
      source: 'detector',
      content_snippet: null,
      description: 'The answer gives a date no source gives.',
      metadata: { detector_id: 'unsupported_date' },
    },
  ],
  scoring: {
    base_confidence: 0.65,
    deterministic_score: 0.65,
    judge_score: null,
    deterministic_weight: 1,
    judge_weight: 0,
    metric_agreement_bonus: 0,
    disagreement_penalty: 0,
    security_weight: 0,
    severity_weight: 0.55,
    final_confidence: 0.65,
    explanation: 'Deterministic detector unsupported_date reported fail at confidence 0.65.',
  },
  security_override: false,
  security_weight: null,
  eval_metric_values: {},
  judge_rationale: null,
  should_gate_ci: false,
  needs_human_review: false,
  remediation: 'Quote dates exactly as written in the context.',
};
const legacyInputs = [
  {
    item_index: 0,
    trace_id: null,
    input_preview: items[0].input,
    output_preview: items[0].output,
    input_chars: 25,
    output_chars: 20,
    tag_count: 30,
    fail_count: 1,
    unsure_count: 0,
    max_severity: 'medium',
  },
  {
    item_index: 1,
    trace_id: null,
    input_preview: items[1].input,
    output_preview: items[1].output,
    input_chars: 5,
    output_chars: 19,
    tag_count: 20,
    fail_count: 0,
    unsure_count: 0,
    max_severity: null,
  },
];
const legacyDocument = {
  run_id: runId,
  project_name: 'old',
  status: 'completed',
  error: null,
  mode: 'minimal',
  input_type: 'dataset',
  feature_kind: 'chat',
  trace_id: null,
  summary: {
    total_items: 2,
    items_with_failures: 1,
    total_tags: 50,
    fail_count: 1,
    unsure_count: 0,
    pass_count: 49,
    primary_bucket: 'hallucination_grounding',
    primary_subcategory: 'unsupported_date',
    max_severity: 'medium',
    overall_score: 0.82,
    severity_counts: { critical: 0, high: 0, medium: 1, low: 0, info: 0 },
    bucket_counts: { hallucination_grounding: 1 },
    should_alert: false,
    should_gate_ci: false,
    needs_human_review: false,
    gate_reasons: [],
    thresholds: { alert: 0.7, gate: 0.8, review: 0.6 },
  },
  tags_truncated: false,
  tags_total: 1,
  detectors_run: ['unsupported_date'],
  detectors_skipped: [],
  detectors_skipped_reasons: {},
  security_flags: {},
  security_batch_id: null,
  eval_metrics: {},
  eval_run_id: null,
  scan_upload_id: null,
  not_run: {},
  tokens_used: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  completed_at: '2026-11-20T10:00:00.012Z',
  duration_ms: 12.4,
};

describe('failure-analysis runs stored before the service document', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    const [project] = await t.store.query<{ id: string }>(`INSERT INTO projects (id, owner_id, name) VALUES ($1, $2, 'old') RETURNING id`, [
      crypto.randomUUID(),
      t.adminId,
    ]);
    const options = {
      project_name: 'old',
      mode: 'minimal',
      input_type: 'dataset',
      feature_kind: 'chat',
      scope: null,
      thresholds: { alert: 0.7, gate: 0.8, review: 0.6 },
      max_tags: 1000,
      not_run: {},
      detectors: ['unsupported_date'],
      skipped: {},
    };
    await t.store.query(
      `INSERT INTO analysis_runs (id, project_id, owner_id, status, total_items, options, document, created_at, completed_at) VALUES ($1, $2, $3, 'completed', 2, $4, $5, '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z')`,
      [runId, project.id, t.adminId, JSON.stringify(options), JSON.stringify(legacyDocument)],
    );
    await insertItemBlocks(t.store, runId, [{ firstIndex: 0, count: 2, items: packJson(JSON.stringify(items)) }]);
    await insertResultBlocks(t.store, runId, [
      {
        firstIndex: 0,
        itemCount: 2,
        inputs: packJson(JSON.stringify(legacyInputs)),
        tags: packJson(JSON.stringify([legacyTag])),
        verdicts: null,
        evals: null,
        // As migration 0013 leaves a row stored before it: the level's number.
        tagRows: [
          {
            id: tagId,
            item_index: 0,
            bucket_id: 'hallucination_grounding',
            subcategory_id: 'unsupported_date',
            decision: 'fail',
            decision_rank: 0,
            severity_rank: 2,
            severity: 3,
            confidence: 0.65,
            should_gate_ci: false,
            needs_human_review: false,
            position: 0,
          },
        ],
        totals: { checks: 50, audit: null, metrics: null },
      },
    ]);
  });
  after(() => t.close());

  it("reads the run in the document's shape, its summary made again from its tag rows", async () => {
    const res = await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runId}` });
    assert.equal(res.statusCode, 200, res.body);
    const run = res.json();
    assertRun(run, 'legacy run', 2);
    assert.deepEqual([run.input_type, run.feature_kind, run.duration_ms, run.security_flags, run.eval_metrics], ['json', 'generic_llm', 12, null, null]);
    assert.deepEqual([run.failure_tags_total, run.inputs_total], [1, 2]);
    const [tag] = run.failure_tags;
    assert.deepEqual([tag.severity, tag.severity_label, tag.detector_type_used, tag.bucket_name], [3, 'medium', 'deterministic', 'Hallucination & grounding']);
    assert.deepEqual(
      tag.evidence_items.map((e: any) => e.item_id),
      [`${tagId}:0`, `${tagId}:1`],
    );
    assert.equal(tag.scoring_breakdown.security_override, null);
    assert.equal(tag.scoring_breakdown.final_severity, 3);
    assert.deepEqual(run.summary.primary_failure, 'unsupported_date');
    assert.deepEqual([run.summary.total_passes, run.summary.overall_severity, run.summary.items_all_passed], [49, 3, 1]);
    assert.deepEqual(
      run.inputs.map((x: any) => [x.failure_count, x.pass_count, x.max_severity]),
      [
        [1, 29, 3],
        [0, 20, 0],
      ],
    );
    assert.deepEqual(run.inputs[0].context, ['Order 1182 shipped on May 5.'], 'a context stored as one string is one chunk');
  });

  it('lists it with the new summary, and pages its tags and items in the new shape', async () => {
    const list = (await t.request({ method: 'GET', url: '/v2/failure-analysis/runs?project_name=old' })).json();
    assert.equal(list.runs[0].summary.primary_failure, 'unsupported_date');
    assert.equal(list.runs[0].input_type, 'json');
    const tags = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runId}/tags?min_severity=3` })).json().tags;
    assert.deepEqual(
      tags.map((x: any) => x.severity_label),
      ['medium'],
    );
    const item = (await t.request({ method: 'GET', url: `/v2/failure-analysis/runs/${runId}/items/0` })).json();
    assert.deepEqual([item.input_text, item.failure_count, item.max_severity], [items[0].input, 1, 3]);
  });
});
