import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarize, type TagFacts } from '../../src/analysis/scoring.js';
import { DEFAULT_THRESHOLDS, resolveThresholds } from '../../src/analysis/thresholds.js';

describe('summary scoring', () => {
  it('matches the worked example of docs/scoring.md', () => {
    const tags: TagFacts[] = [
      { item_index: 1, bucket_id: 'hallucination_grounding', subcategory_id: 'unsupported_number', decision: 'fail', severity: 'high', confidence: 0.85, should_gate_ci: true, needs_human_review: false },
      { item_index: 2, bucket_id: 'response_quality', subcategory_id: 'empty_response', decision: 'fail', severity: 'high', confidence: 0.95, should_gate_ci: true, needs_human_review: false },
      { item_index: 2, bucket_id: 'response_quality', subcategory_id: 'incomplete_answer', decision: 'unsure', severity: 'medium', confidence: 0.4, should_gate_ci: false, needs_human_review: true },
    ];
    const s = summarize(tags, 3, 60, DEFAULT_THRESHOLDS);
    assert.equal(s.overall_score, 0.52);
    assert.equal(s.fail_count, 2);
    assert.equal(s.unsure_count, 1);
    assert.equal(s.pass_count, 57);
    assert.equal(s.total_tags, 60);
    assert.equal(s.items_with_failures, 2);
    assert.equal(s.max_severity, 'high');
    assert.equal(s.severity_counts.high, 2);
    assert.equal(s.primary_subcategory, 'empty_response');
    assert.equal(s.primary_bucket, 'response_quality');
    assert.equal(s.should_alert, true);
    assert.equal(s.should_gate_ci, true);
    assert.equal(s.gate_reasons.length, 2);
    assert.equal(s.needs_human_review, true);
  });

  it('is healthy with no failures', () => {
    const s = summarize([], 5, 100, DEFAULT_THRESHOLDS);
    assert.equal(s.overall_score, 1);
    assert.equal(s.primary_bucket, null);
    assert.equal(s.max_severity, null);
    assert.equal(s.should_gate_ci, false);
    assert.deepEqual(s.gate_reasons, []);
  });

  it('takes thresholds from the request over the project over the defaults', () => {
    assert.deepEqual(resolveThresholds({ gate_threshold: 0.9 }, { alert_threshold: 0.5 }), { alert: 0.5, gate: 0.9, review: 0.6 });
  });
});
