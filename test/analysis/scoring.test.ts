import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  frequencyWeight,
  levelsOf,
  recomputeTag,
  scoreFinding,
  severityLabelOf,
  severityOf,
  summarize,
  tagFlags,
  gatesCi,
  type TagFacts,
} from '../../src/core/scoring/scoring.js';
import { subcategoriesById } from '../../src/core/taxonomy/index.js';
import { DEFAULT_THRESHOLDS, resolveThresholds } from '../../src/core/scoring/thresholds.js';

const sub = (id: string) => subcategoriesById.get(id)!;

describe('severity', () => {
  it('is (impact + risk) × frequency weight × confidence, at most 5, two decimals', () => {
    assert.equal(severityOf(2, 2, 1.1, 0.7), 3.08);
    assert.equal(severityOf(3, 2, 1.5, 1), 5);
    assert.equal(severityOf(0, 0, 1, 1), 0);
    assert.equal(severityOf(3, 1, 1, 0.95), 3.8);
  });

  it('has a level in words from impact + risk', () => {
    assert.deepEqual([5, 4, 3, 2, 1, 0].map(severityLabelOf), ['critical', 'high', 'medium', 'low', 'info', 'info']);
  });

  it("takes impact and risk from the subcategory, or the finding's own level at the subcategory's risk", () => {
    assert.deepEqual(levelsOf(sub('unsupported_number')), { impact: 2, risk: 2 });
    assert.deepEqual(levelsOf(sub('pii_exposure'), 'high'), { impact: 2, risk: 2 });
    assert.deepEqual(levelsOf(sub('pii_exposure'), 'critical'), { impact: 3, risk: 2 });
    // A level the subcategory's risk cannot reach with impact alone moves the risk too.
    assert.deepEqual(levelsOf(sub('list_format_violation'), 'critical'), { impact: 3, risk: 2 });
    assert.deepEqual(levelsOf(sub('empty_response'), 'info'), { impact: 0, risk: 1 });
  });

  it('weighs each further place the failure is quoted at 0.1, at most 1.5', () => {
    const snippet = { evidence_type: 'content_snippet' };
    assert.equal(frequencyWeight([{ evidence_type: 'rationale' }]), 1);
    assert.equal(frequencyWeight([snippet, { evidence_type: 'rationale' }]), 1);
    assert.equal(frequencyWeight([snippet, snippet, { evidence_type: 'rationale' }]), 1.1);
    assert.equal(frequencyWeight([snippet, { evidence_type: 'span' }, snippet]), 1.2);
    assert.equal(frequencyWeight(Array(12).fill(snippet)), 1.5);
  });
});

describe('a scored tag (the worked example of docs/scoring.md)', () => {
  const output = 'The Pro plan costs $39 a month and includes 50 GB.';
  const finding = {
    decision: 'fail' as const,
    confidence: 0.65,
    rationale: 'The answer states 39 and 50, which no source mentions.',
    evidence: [
      { source: 'output' as const, start: 19, end: 22, description: '39 appears in no source.' },
      { source: 'output' as const, start: 44, end: 49, description: '50 appears in no source.' },
    ],
  };
  const tag = scoreFinding(
    sub('unsupported_number'),
    finding,
    { texts: { input: '', output, context: '', tool_call: '' }, itemIndex: 0, traceId: null },
    DEFAULT_THRESHOLDS,
    'unsupported_number',
  );

  it("carries the document's fields", () => {
    assert.equal(tag.bucket_id, 'hallucination_grounding');
    assert.equal(tag.bucket_name, 'Hallucination & grounding');
    assert.equal(tag.detector_type_used, 'deterministic');
    assert.equal(tag.severity_label, 'high');
    assert.equal(tag.evidence_items.length, 3);
    assert.ok(tag.evidence_items.every((e) => typeof e.item_id === 'string' && e.confidence === 1));
    assert.deepEqual(
      tag.evidence_items.slice(0, 2).map((e) => e.content_snippet),
      ['$39', '50 GB'],
    );
  });

  it('scores severity from impact, risk, frequency and confidence', () => {
    const b = tag.scoring_breakdown;
    assert.deepEqual([b.impact, b.risk, b.frequency_weight, b.final_confidence], [2, 2, 1.1, 0.65]);
    assert.equal(tag.severity, 2.86);
    assert.equal(b.final_severity, tag.severity);
    assert.equal(b.security_override, null);
    assert.match(b.explanation, /Severity \(impact 2 \+ risk 2\) × frequency 1\.1 × confidence 0\.65 = 2\.86 \(high\)\./);
  });

  it('recomputes severity when an adjustment moves the confidence', () => {
    const agreed = { ...tag, scoring_breakdown: { ...tag.scoring_breakdown, metric_agreement_bonus: 0.05 } };
    const again = recomputeTag(agreed, sub('unsupported_number'), DEFAULT_THRESHOLDS, 'Related metrics: faithfulness agrees (+0.05).');
    assert.equal(again.confidence, 0.7);
    assert.equal(again.severity, 3.08);
    assert.equal(again.scoring_breakdown.final_severity, 3.08);
    assert.equal((again.scoring_breakdown.explanation.match(/Severity \(/g) ?? []).length, 1, 'one severity sentence, the current one');
    assert.match(again.scoring_breakdown.explanation, /= 3\.08 \(high\)\.$/);
  });
});

describe('summary scoring', () => {
  const fact = (
    f: Partial<TagFacts> & Pick<TagFacts, 'item_index' | 'subcategory_id' | 'bucket_id' | 'decision' | 'severity' | 'severity_label' | 'confidence'>,
  ): TagFacts => ({
    tag_id: `tag-${f.item_index}-${f.subcategory_id}`,
    should_gate_ci: false,
    needs_human_review: false,
    ...f,
  });
  const tags: TagFacts[] = [
    fact({
      item_index: 1,
      bucket_id: 'hallucination_grounding',
      subcategory_id: 'unsupported_number',
      decision: 'fail',
      severity: 3.08,
      severity_label: 'high',
      confidence: 0.7,
    }),
    fact({
      item_index: 2,
      bucket_id: 'response_quality',
      subcategory_id: 'empty_response',
      decision: 'fail',
      severity: 3.8,
      severity_label: 'high',
      confidence: 0.95,
      should_gate_ci: true,
    }),
    fact({
      item_index: 2,
      bucket_id: 'response_quality',
      subcategory_id: 'incomplete_answer',
      decision: 'unsure',
      severity: 1.2,
      severity_label: 'medium',
      confidence: 0.4,
      needs_human_review: true,
    }),
  ];

  it('matches the worked example of docs/scoring.md', () => {
    const s = summarize(tags, 3, 60, DEFAULT_THRESHOLDS);
    assert.equal(s.primary_failure, 'empty_response');
    assert.equal(s.primary_failure_name, 'Empty response');
    assert.equal(s.primary_bucket, 'response_quality');
    assert.equal(s.overall_severity, 3.8);
    assert.equal(s.overall_confidence, 0.95);
    assert.equal(s.primary_tag_id, 'tag-2-empty_response');
    assert.equal(s.primary_severity_label, 'high');
    assert.equal(s.total_failures_detected, 2);
    assert.equal(s.total_uncertain, 1);
    assert.equal(s.total_passes, 57);
    assert.equal(s.total_items, 3);
    assert.equal(s.items_with_failures, 2);
    assert.equal(s.items_all_passed, 1);
    assert.deepEqual(s.buckets_affected, ['hallucination_grounding', 'response_quality']);
    assert.equal(s.overall_score, 0.56);
    assert.equal(s.severity_counts.high, 2);
    assert.equal(s.should_alert, true);
    assert.equal(s.should_gate_ci, true);
    assert.equal(s.gate_reasons.length, 1);
    assert.equal(s.needs_human_review, true);
  });

  it('names the highest-severity failure as primary even when another subcategory fails more often', () => {
    const many = [1, 2, 3].map((i) =>
      fact({
        item_index: i,
        bucket_id: 'response_quality',
        subcategory_id: 'template_artifact',
        decision: 'fail',
        severity: 1.8,
        severity_label: 'low',
        confidence: 0.9,
      }),
    );
    const s = summarize([...many, tags[0]], 4, 10, DEFAULT_THRESHOLDS);
    assert.equal(s.primary_failure, 'unsupported_number');
    assert.equal(s.overall_severity, 3.08);
    assert.deepEqual(s.buckets_affected, ['hallucination_grounding', 'response_quality']);
  });

  it('breaks a severity tie by the number of fail tags, then the confidence, then the id', () => {
    const t = (item: number, id: string, confidence: number) =>
      fact({ item_index: item, bucket_id: 'response_quality', subcategory_id: id, decision: 'fail', severity: 2, severity_label: 'medium', confidence });
    assert.equal(
      summarize([t(0, 'truncated_response', 0.5), t(1, 'off_topic_response', 0.9), t(2, 'truncated_response', 0.5)], 3, 9, DEFAULT_THRESHOLDS).primary_failure,
      'truncated_response',
    );
    assert.equal(summarize([t(0, 'truncated_response', 0.5), t(1, 'off_topic_response', 0.9)], 2, 9, DEFAULT_THRESHOLDS).primary_failure, 'off_topic_response');
    assert.equal(summarize([t(0, 'truncated_response', 0.5), t(1, 'off_topic_response', 0.5)], 2, 9, DEFAULT_THRESHOLDS).primary_failure, 'off_topic_response');
  });

  it('never ranks a critical fail below a high one: the primary tag is of the highest level, then severity', () => {
    const critical = fact({
      item_index: 3,
      bucket_id: 'safety_security',
      subcategory_id: 'harmful_content',
      decision: 'fail',
      severity: 2.6,
      severity_label: 'critical',
      confidence: 0.52,
      should_gate_ci: true,
    });
    const s = summarize([...tags, critical], 4, 60, DEFAULT_THRESHOLDS);
    assert.equal(s.primary_failure, 'harmful_content');
    assert.equal(s.primary_tag_id, critical.tag_id);
    assert.equal(s.primary_severity_label, 'critical');
    // One tag: the severity and confidence shown are the critical tag's own, lower than the high tag's 3.8.
    assert.equal(s.overall_severity, 2.6);
    assert.equal(s.overall_confidence, 0.52);
    assert.equal(s.primary_bucket, 'safety_security');
    assert.ok(
      s.gate_reasons.includes('a fail tag of harmful_content (critical) at confidence 0.52, a critical fail gates at any confidence'),
      s.gate_reasons.join('; '),
    );
  });

  it('is healthy with no failures', () => {
    const s = summarize([], 5, 100, DEFAULT_THRESHOLDS);
    assert.equal(s.overall_score, 1);
    assert.equal(s.primary_failure, null);
    assert.equal(s.primary_failure_name, null);
    assert.equal(s.primary_bucket, null);
    assert.equal(s.primary_tag_id, null);
    assert.equal(s.primary_severity_label, null);
    assert.equal(s.overall_severity, 0);
    assert.equal(s.overall_confidence, 0);
    assert.equal(s.items_all_passed, 5);
    assert.deepEqual(s.buckets_affected, []);
    assert.equal(s.should_gate_ci, false);
    assert.deepEqual(s.gate_reasons, []);
  });

  it('takes thresholds from the request over the project over the defaults', () => {
    assert.deepEqual(resolveThresholds({ gate_threshold: 0.9 }, { alert_threshold: 0.5 }), { alert: 0.5, gate: 0.9, review: 0.6 });
  });
});

describe('the gate rule (docs/scoring.md, "The gate")', () => {
  const at = (gate: number, gating?: string[]) => ({ ...DEFAULT_THRESHOLDS, gate, ...(gating ? { gating } : {}) });

  it('gates a critical fail whatever its confidence, the gate threshold or the gating list', () => {
    for (const thresholds of [at(0.8), at(0.9), at(1), at(0.8, [])]) {
      assert.equal(tagFlags(sub('harmful_content'), 'fail', 'critical', 0.55, thresholds).should_gate_ci, true);
      // A finding of a subcategory that does not gate by default, made critical by its detector, gates too.
      assert.equal(tagFlags(sub('hidden_tool_error'), 'fail', 'critical', 0.7, thresholds).should_gate_ci, true);
    }
  });

  it('gates another fail only when its subcategory gates and its confidence reaches the threshold', () => {
    assert.equal(tagFlags(sub('over_refusal'), 'fail', 'medium', 0.84, at(0.8)).should_gate_ci, true);
    assert.equal(tagFlags(sub('over_refusal'), 'fail', 'medium', 0.84, at(0.9)).should_gate_ci, false);
    assert.equal(tagFlags(sub('unsupported_number'), 'fail', 'high', 0.95, at(0.8, [])).should_gate_ci, false);
    assert.equal(tagFlags(sub('hidden_tool_error'), 'fail', 'high', 0.95, at(0.8)).should_gate_ci, false);
  });

  it('never gates an unsure tag, even a critical one', () => {
    assert.equal(tagFlags(sub('harmful_content'), 'unsure', 'critical', 0.99, at(0.5)).should_gate_ci, false);
    assert.equal(gatesCi('unsure', 'critical', true), false);
  });
});
