// The service document's resource shapes as checks: each names the field that falls short, so a failing test
// says what a client written from the document would trip on. Extra fields are allowed everywhere; a missing,
// renamed or mistyped field is not. (Written from docs/api.md for Assay's own tests; nothing is read from
// the document's folder.)
import assert from 'node:assert/strict';

type Check = (x: unknown) => boolean;
const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
export const str: Check = (x) => typeof x === 'string';
export const num: Check = (x) => typeof x === 'number' && Number.isFinite(x);
export const int: Check = (x) => Number.isInteger(x);
export const bool: Check = (x) => typeof x === 'boolean';
export const obj: Check = isObj;
export const date: Check = (x) => typeof x === 'string' && /^\d{4}-\d\d-\d\dT/.test(x) && !Number.isNaN(Date.parse(x));
export const orNull =
  (c: Check): Check =>
  (x) =>
    x === null || c(x);
export const range =
  (lo: number, hi: number): Check =>
  (x) =>
    num(x) && (x as number) >= lo && (x as number) <= hi;
export const intRange =
  (lo: number, hi: number): Check =>
  (x) =>
    int(x) && (x as number) >= lo && (x as number) <= hi;
export const oneOf =
  (...values: unknown[]): Check =>
  (x) =>
    values.includes(x);
export const arrayOf =
  (c: Check): Check =>
  (x) =>
    Array.isArray(x) && x.every(c);
export const mapOf =
  (c: Check): Check =>
  (x) =>
    isObj(x) && Object.values(x).every(c);

/** A shape: field → [check, required]. */
export type Shape = Record<string, [Check, boolean]>;
const R = true;
const O = false;

/** Asserts `value` has the shape; `where` names it in the message. */
export function assertShape(value: unknown, shape: Shape, where: string): asserts value is Record<string, any> {
  assert.ok(isObj(value), `${where}: an object (got ${JSON.stringify(value)?.slice(0, 80)})`);
  for (const [field, [check, required]] of Object.entries(shape)) {
    const v = value[field];
    if (v === undefined) {
      assert.ok(!required, `${where}.${field}: missing`);
      continue;
    }
    assert.ok(check(v), `${where}.${field}: wrong type or value (${JSON.stringify(v)?.slice(0, 80)})`);
  }
}

export const ScoringBreakdown: Shape = {
  impact: [intRange(0, 3), R],
  risk: [intRange(0, 2), R],
  frequency_weight: [num, O],
  security_override: [orNull(str), O],
  deterministic_weight: [num, O],
  judge_weight: [num, O],
  security_weight: [num, O],
  metric_agreement_bonus: [num, O],
  disagreement_penalty: [num, O],
  final_severity: [range(0, 5), R],
  final_confidence: [range(0, 1), R],
};
export const EvidenceItem: Shape = {
  item_id: [str, R],
  evidence_type: [str, R],
  description: [str, R],
  content_snippet: [orNull(str), O],
  source: [str, R],
  confidence: [range(0, 1), O],
  metadata: [obj, O],
};
export const FailureTag: Shape = {
  tag_id: [str, R],
  bucket_id: [str, R],
  bucket_name: [str, R],
  subcategory_id: [str, R],
  subcategory_name: [str, R],
  item_index: [orNull(int), O],
  decision: [oneOf('pass', 'fail', 'unsure'), R],
  severity: [range(0, 5), R],
  confidence: [range(0, 1), R],
  detector_type_used: [oneOf('deterministic', 'llm_judge', 'hybrid'), R],
  judge_rationale: [orNull(str), O],
  scoring_breakdown: [obj, R],
  eval_metric_values: [mapOf(num), O],
  evidence_items: [Array.isArray, O],
};
export const RunInput: Shape = {
  item_index: [int, R],
  input_text: [str, R],
  output_text: [str, R],
  input_preview: [str, O],
  output_preview: [str, O],
  context: [orNull(arrayOf(str)), O],
  tool_calls: [orNull(arrayOf(obj)), O],
  trace_id: [orNull(str), O],
  failure_count: [int, O],
  pass_count: [int, O],
  unsure_count: [int, O],
  max_severity: [range(0, 5), O],
};
export const FailureSummary: Shape = {
  primary_failure: [orNull(str), O],
  primary_failure_name: [orNull(str), O],
  overall_severity: [range(0, 5), O],
  overall_confidence: [range(0, 1), O],
  total_failures_detected: [int, O],
  total_passes: [int, O],
  total_uncertain: [int, O],
  total_items: [int, O],
  items_with_failures: [int, O],
  items_all_passed: [int, O],
  buckets_affected: [arrayOf(str), O],
  should_alert: [bool, O],
  should_gate_ci: [bool, O],
  needs_human_review: [bool, O],
};
export const FailureAnalysisResponse: Shape = {
  run_id: [str, R],
  status: [oneOf('completed', 'processing', 'failed'), R],
  mode: [oneOf('minimal', 'full'), R],
  input_type: [oneOf('trace', 'json', 'csv'), R],
  feature_kind: [str, R],
  summary: [obj, R],
  failure_tags: [Array.isArray, O],
  inputs: [Array.isArray, O],
  eval_metrics: [orNull(mapOf(num)), O],
  eval_run_id: [orNull(str), O],
  security_flags: [orNull(mapOf(str)), O],
  security_batch_id: [orNull(str), O],
  detectors_run: [arrayOf(str), O],
  detectors_skipped: [arrayOf(str), O],
  duration_ms: [int, O],
  tokens_used: [int, O],
  created_at: [date, O],
};
export const Subcategory: Shape = {
  subcategory_id: [str, R],
  subcategory_name: [str, R],
  description: [str, R],
  detection_approach: [str, R],
  applies_to: [arrayOf(str), R],
  requires_retrieval: [bool, R],
  requires_tools: [bool, R],
  minimal_mode_compatible: [bool, R],
  required_inputs: [arrayOf(str), R],
  related_eval_metrics: [arrayOf(str), R],
  related_security_categories: [arrayOf(str), R],
  impact_score: [int, R],
  risk_category: [str, R],
};
export const RedTeamAttack: Shape = {
  id: [str, R],
  timestamp: [date, R],
  input_short: [str, R],
  response_short: [str, R],
  attack_vector_name: [str, R],
  vulnerability_name: [str, R],
  status: [str, R],
};
export const FullTrace: Shape = {
  trace_id: [str, R],
  metadata: [obj, R],
  summary: [obj, R],
  messages: [arrayOf(obj), R],
  spans: [obj, R],
  retrievals: [Array.isArray, R],
  diagnostics: [obj, R],
  execution_tree: [obj, R],
};
export const EvaluationItem: Shape = {
  id: [str, R],
  run_id: [str, R],
  timestamp: [date, R],
  full_input: [str, R],
  full_output: [str, R],
  retrieved_context: [str, R],
  eval_reasoning: [str, R],
  item_metadata: [obj, R],
  metrics: [arrayOf(obj), R],
  created_at: [date, R],
};

/** A run document: every shape, then the arithmetic that ties its summary to its tags and inputs. */
export function assertRun(run: unknown, where: string, items?: number): asserts run is Record<string, any> {
  assertShape(run, FailureAnalysisResponse, where);
  const s = run.summary;
  assertShape(s, FailureSummary, `${where}.summary`);
  const tags: Record<string, any>[] = run.failure_tags ?? [];
  tags.forEach((t, i) => {
    assertShape(t, FailureTag, `${where}.failure_tags[${i}]`);
    assertShape(t.scoring_breakdown, ScoringBreakdown, `${where}.failure_tags[${i}].scoring_breakdown`);
    (t.evidence_items ?? []).forEach((e: unknown, j: number) => assertShape(e, EvidenceItem, `${where}.failure_tags[${i}].evidence_items[${j}]`));
  });
  (run.inputs ?? []).forEach((x: unknown, i: number) => assertShape(x, RunInput, `${where}.inputs[${i}]`));
  if (run.status !== 'completed') return;
  // A completed run says every summary field (the document gives them defaults) and lists its tags and inputs.
  for (const f of Object.keys(FailureSummary)) assert.ok(f in s, `${where}.summary.${f}: missing on a completed run`);
  assert.ok(Array.isArray(run.failure_tags) && Array.isArray(run.inputs), `${where}: failure_tags and inputs on a completed run`);
  const fails = tags.filter((t) => t.decision === 'fail');
  if (items !== undefined) assert.equal(s.total_items, items, `${where}.summary.total_items`);
  assert.equal(s.total_failures_detected, fails.length, `${where}.summary.total_failures_detected`);
  assert.equal(s.total_uncertain, tags.filter((t) => t.decision === 'unsure').length, `${where}.summary.total_uncertain`);
  assert.ok(s.total_passes >= 0);
  assert.equal(s.items_with_failures + s.items_all_passed, s.total_items, `${where}: items_with_failures + items_all_passed`);
  assert.equal(s.items_with_failures, new Set(fails.map((t) => t.item_index)).size, `${where}.summary.items_with_failures`);
  assert.deepEqual([...s.buckets_affected].sort(), [...new Set(fails.map((t) => t.bucket_id))].sort(), `${where}.summary.buckets_affected`);
  if (fails.length) {
    const top = Math.max(...fails.map((t) => t.severity));
    const atTop = fails.filter((t) => t.severity === top);
    assert.ok(
      atTop.some((t) => t.subcategory_id === s.primary_failure && t.subcategory_name === s.primary_failure_name),
      `${where}: primary_failure is a highest-severity fail`,
    );
    assert.equal(s.overall_severity, top, `${where}.summary.overall_severity`);
  } else {
    assert.equal(s.primary_failure, null);
  }
  for (const x of run.inputs) {
    const mine = fails.filter((t) => t.item_index === x.item_index);
    assert.equal(x.failure_count, mine.length, `${where}.inputs[${x.item_index}].failure_count`);
    assert.equal(
      x.unsure_count,
      tags.filter((t) => t.item_index === x.item_index && t.decision === 'unsure').length,
      `${where}.inputs[${x.item_index}].unsure_count`,
    );
    assert.equal(x.max_severity, mine.length ? Math.max(...mine.map((t) => t.severity)) : 0, `${where}.inputs[${x.item_index}].max_severity`);
  }
  assert.ok([...(run.detectors_run ?? []), ...(run.detectors_skipped ?? [])].length > 0, `${where}: the subcategories considered are listed`);
}

/** The FastAPI validation body: {detail: [{loc, msg, type}]}. */
export function assertValidationError(res: { statusCode: number; body: string }, where: string): void {
  assert.equal(res.statusCode, 422, `${where}: ${res.body.slice(0, 200)}`);
  const detail = JSON.parse(res.body).detail;
  assert.ok(
    Array.isArray(detail) &&
      detail.length > 0 &&
      detail.every((e: any) => Array.isArray(e.loc) && e.loc.every((p: unknown) => str(p) || int(p)) && str(e.msg) && str(e.type)),
    `${where}: HTTPValidationError body (${res.body.slice(0, 200)})`,
  );
}
