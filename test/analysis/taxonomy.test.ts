// The failure taxonomy: its shape, its fixed ids (detectors are written against them), its validity
// against the API schema, and that docs/taxonomy.md is the current rendering of it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { DetectorType, FeatureKind, RiskCategory, Subcategory } from '../../src/core/shapes/failure-analysis.js';
import { bucketsById, findBucket, findSubcategory, listSubcategories, subcategoriesById, taxonomy } from '../../src/core/taxonomy/index.js';
import { renderTaxonomyMarkdown } from '../../src/core/scoring/taxonomy-markdown.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Bucket → subcategory ids, exactly as the detectors use them, in display order.
const expected: Record<string, string[]> = {
  hallucination_grounding: [
    'unsupported_claim',
    'unsupported_number',
    'unsupported_date',
    'unsupported_entity',
    'unsupported_url',
    'fabricated_citation',
    'context_contradiction',
  ],
  instruction_compliance: [
    'json_format_violation',
    'list_format_violation',
    'length_constraint_violation',
    'language_mismatch',
    'ignored_negative_constraint',
    'over_refusal',
    'system_prompt_violation',
  ],
  retrieval_quality: ['empty_context', 'irrelevant_context', 'context_not_used', 'duplicate_context'],
  tool_use: [
    'malformed_tool_arguments',
    'tool_error_ignored',
    'tool_result_misreported',
    'repeated_tool_call',
    'action_claimed_without_call',
    'missing_tool_result',
  ],
  safety_security: ['pii_exposure', 'secret_leakage', 'harmful_content', 'prompt_injection_followed', 'system_prompt_leakage', 'toxic_language'],
  response_quality: ['empty_response', 'truncated_response', 'degenerate_repetition', 'template_artifact', 'off_topic_response', 'incomplete_answer'],
  reasoning_planning: ['arithmetic_error', 'self_contradiction', 'logical_leap', 'plan_deviation', 'goal_abandonment'],
  execution_system: [
    'tool_timeout',
    'rate_limit_error',
    'auth_error',
    'infinite_loop',
    'context_window_overflow',
    'latency_outlier',
    'premature_termination',
    'hidden_tool_error',
  ],
};

const evalMetrics = new Set([
  'faithfulness',
  'answer_relevancy',
  'context_relevance',
  'context_precision',
  'context_recall',
  'completeness',
  'toxicity',
  'pii_leakage',
  'refusal',
  'json_validity',
  'schema_compliance',
  'exact_match',
  'contains',
  'regex',
  'rouge_l',
  'bleu',
  'tool_call_validity',
  'tool_error_rate',
  'readability',
  'language_consistency',
  'latency_ms',
  'tokens',
]);

describe('failure taxonomy', () => {
  it('has at least 8 buckets and 40 subcategories', () => {
    assert.ok(taxonomy.length >= 8, `${taxonomy.length} buckets`);
    assert.ok(listSubcategories().length >= 40, `${listSubcategories().length} subcategories`);
  });

  it('has the buckets in the documented order', () => {
    assert.deepEqual(
      taxonomy.map((b) => b.bucket_id),
      Object.keys(expected),
    );
  });

  it('has unique bucket and subcategory ids', () => {
    const bucketIds = taxonomy.map((b) => b.bucket_id);
    assert.equal(new Set(bucketIds).size, bucketIds.length);
    const ids = listSubcategories().map((s) => s.subcategory_id);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(subcategoriesById.size, ids.length);
    assert.equal(bucketsById.size, bucketIds.length);
  });

  it('has every named subcategory id in its bucket', () => {
    for (const [bucketId, ids] of Object.entries(expected)) {
      const bucket = findBucket(bucketId);
      assert.ok(bucket, `bucket ${bucketId}`);
      for (const id of ids) {
        assert.equal(findSubcategory(id)?.bucket_id, bucketId, `subcategory ${id}`);
      }
      assert.deepEqual(bucket.subcategories.map((s) => s.subcategory_id).slice(0, ids.length), ids);
    }
  });

  it('stamps each subcategory with its bucket id', () => {
    for (const bucket of taxonomy) {
      for (const s of bucket.subcategories) assert.equal(s.bucket_id, bucket.bucket_id, s.subcategory_id);
    }
  });

  it('validates every subcategory against the Subcategory schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema(DetectorType);
    ajv.addSchema(FeatureKind);
    ajv.addSchema(RiskCategory);
    const validate = ajv.compile(Subcategory);
    for (const s of listSubcategories()) {
      assert.ok(validate(s), `${s.subcategory_id}: ${ajv.errorsText(validate.errors)}`);
    }
  });

  it('fills in the descriptive fields', () => {
    for (const s of listSubcategories()) {
      const id = s.subcategory_id;
      assert.ok(s.signals.length >= 3 && s.signals.length <= 5, `${id}: ${s.signals.length} signals`);
      assert.ok(s.examples.length >= 2 && s.examples.length <= 3, `${id}: ${s.examples.length} examples`);
      assert.ok(s.subcategory_name && s.description && s.remediation, id);
      for (const label of s.related_security_categories) assert.match(label, /^S([1-9]|1[0-9]|2[0-3])$/, id);
      for (const m of s.related_eval_metrics) assert.ok(evalMetrics.has(m), `${id}: unknown metric ${m}`);
      // A detector needing a trace cannot run on dataset items, and vice versa.
      assert.equal(s.minimal_mode_compatible, !s.required_inputs.includes('trace'), id);
      // The derived fields follow the inputs it needs.
      assert.equal(s.requires_retrieval, s.required_inputs.includes('context'), id);
      assert.equal(s.requires_tools, s.required_inputs.includes('tool_calls'), id);
      assert.ok(s.applies_to.length > 0, id);
      if (s.requires_tools)
        assert.ok(
          s.applies_to.every((k) => k === 'agent' || k === 'agentic_rag'),
          id,
        );
      if (s.requires_retrieval)
        assert.ok(
          s.applies_to.every((k) => k === 'rag' || k === 'agentic_rag'),
          id,
        );
      assert.ok(Number.isInteger(s.impact_score) && s.impact_score >= 0 && s.impact_score <= 3, id);
      assert.ok(['low', 'medium', 'high'].includes(s.risk_category), id);
    }
  });

  it('cannot be mutated by a caller', () => {
    assert.throws(() => {
      (taxonomy[0]!.subcategories[0] as unknown as { subcategory_name: string }).subcategory_name = 'changed';
    }, TypeError);
  });

  it('matches the committed docs/taxonomy.md (run npm run docs:taxonomy)', () => {
    const onDisk = fs.readFileSync(path.join(root, 'docs', 'taxonomy.md'), 'utf8');
    assert.equal(renderTaxonomyMarkdown(taxonomy), onDisk);
  });
});
