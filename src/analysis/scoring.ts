// From a detector's finding to a scored tag, and from tags to a run's summary. Pure functions;
// docs/scoring.md explains the rules with a worked example.
import crypto from 'node:crypto';
import type { Finding } from './detectors/types.js';
import type { EvidenceItem, FailureSummary, FailureTag, Severity, Subcategory } from './schemas-response.js';
import type { Thresholds } from './thresholds.js';

export const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

/** How much a failure of each severity weighs in the overall score and ties. */
export const SEVERITY_WEIGHT: Record<Severity, number> = { critical: 1, high: 0.8, medium: 0.55, low: 0.3, info: 0.1 };

export const severityRank = (s: Severity): number => SEVERITY_ORDER.indexOf(s);

const round = (x: number) => Math.round(x * 1000) / 1000;
const clamp = (x: number) => Math.min(1, Math.max(0, x));

// The first explanation of a tag says nothing adjusted its score; recomputeTag drops that sentence once something has.
const UNADJUSTED_PREFIX = 'No judge, metric or security signal adjusted it, so the final confidence is ';
const UNADJUSTED_SENTENCE = new RegExp(`${UNADJUSTED_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9.]+\\. `);

export interface TagSource {
  /** The text the evidence offsets point into, by source. */
  texts: { input: string; output: string; context: string; tool_call: string };
  itemIndex: number;
  traceId: string | null;
}

const SNIPPET_MAX = 300;

function snippet(text: string, start: number, end: number): string {
  const s = text.slice(start, Math.min(end, start + SNIPPET_MAX));
  return end - start > SNIPPET_MAX ? `${s}…` : s;
}

export function scoreFinding(sub: Subcategory, finding: Finding, source: TagSource, thresholds: Thresholds, detectorId: string): FailureTag {
  const severity = finding.severity ?? sub.default_severity;
  const base = clamp(finding.confidence);
  // Deterministic only, for now: the judge's share and the metric/security adjustments join when those
  // areas run (their fields are reported as 0/null so the breakdown always adds up).
  const final = round(base);
  const evidence: EvidenceItem[] = finding.evidence.map((e) => {
    const text = source.texts[e.source] ?? '';
    const hasText = e.end > e.start && text.length > 0;
    return {
      evidence_type: 'content_snippet',
      source: e.source,
      content_snippet: hasText ? snippet(text, e.start, e.end) : null,
      description: e.description,
      metadata: { start: e.start, end: e.end, ...(e.metadata ?? {}) },
    };
  });
  evidence.push({ evidence_type: 'rationale', source: 'detector', content_snippet: null, description: finding.rationale, metadata: { detector_id: detectorId } });
  const flags = tagFlags(sub, finding.decision, severity, final, thresholds);
  return {
    tag_id: crypto.randomUUID(),
    item_index: source.itemIndex,
    trace_id: source.traceId,
    span_id: null,
    bucket_id: sub.bucket_id,
    subcategory_id: sub.id,
    subcategory_name: sub.name,
    decision: finding.decision,
    severity,
    confidence: final,
    detector_id: detectorId,
    detector_type: 'deterministic',
    evidence,
    scoring: {
      base_confidence: round(base),
      deterministic_score: round(base),
      judge_score: null,
      deterministic_weight: 1,
      judge_weight: 0,
      metric_agreement_bonus: 0,
      disagreement_penalty: 0,
      security_weight: 0,
      severity_weight: SEVERITY_WEIGHT[severity],
      final_confidence: final,
      explanation:
        `Deterministic detector ${detectorId} reported ${finding.decision} at confidence ${round(base)}. ` +
        `${UNADJUSTED_PREFIX}${final}. ` +
        `Severity ${severity} weighs ${SEVERITY_WEIGHT[severity]} in the run's overall score.`,
    },
    security_override: false,
    security_weight: null,
    eval_metric_values: {},
    judge_rationale: null,
    ...flags,
    remediation: sub.remediation,
  };
}

/**
 * A tag's confidence again after adjustments to its breakdown: base + security contribution + metric
 * agreement bonus − disagreement penalty, clamped to [0, 1]; flags decided again; `note` appended to the
 * explanation.
 */
export function recomputeTag(tag: FailureTag, sub: Subcategory, thresholds: Thresholds, note: string): FailureTag {
  const s = tag.scoring;
  const final = round(clamp(s.base_confidence + s.security_weight + s.metric_agreement_bonus - s.disagreement_penalty));
  // The first explanation said nothing adjusted the score; once something has, that sentence is no longer true.
  const before = s.explanation.replace(UNADJUSTED_SENTENCE, '');
  return {
    ...tag,
    confidence: final,
    scoring: { ...s, final_confidence: final, explanation: `${before} ${note} Final confidence ${final}.` },
    ...tagFlags(sub, tag.decision, tag.severity, final, thresholds),
  };
}

/** Whether a tag gates CI (a confident fail of a gating subcategory, or critical) and needs a person's review. */
export function tagFlags(sub: Subcategory, decision: FailureTag['decision'], severity: Severity, final: number, thresholds: Thresholds) {
  const fail = decision === 'fail';
  return {
    should_gate_ci: fail && (sub.gates_ci_by_default || severity === 'critical') && final >= thresholds.gate,
    needs_human_review: decision === 'unsure' || (fail && final < thresholds.review),
  };
}

/** The fields of a tag that the summary needs; enough to summarise runs whose tags live in the store. */
export interface TagFacts {
  item_index: number;
  bucket_id: string;
  subcategory_id: string;
  decision: 'fail' | 'unsure' | 'pass';
  severity: Severity;
  confidence: number;
  should_gate_ci: boolean;
  needs_human_review: boolean;
}

export function summarize(tags: TagFacts[], totalItems: number, checksRun: number, thresholds: Thresholds): FailureSummary {
  const severity_counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  const bucket_counts: Record<string, number> = {};
  const subcategoryCounts = new Map<string, { n: number; worst: number; bucket: string }>();
  const bucketWorst = new Map<string, number>();
  const itemRisk = new Map<number, number>();
  let fail = 0;
  let unsure = 0;
  let shouldAlert = false;
  let review = false;
  const gating = new Map<string, { n: number; severity: Severity; min: number }>();
  for (const t of tags) {
    if (t.needs_human_review) review = true;
    if (t.decision === 'unsure') unsure++;
    if (t.decision !== 'fail') continue;
    fail++;
    severity_counts[t.severity]++;
    bucket_counts[t.bucket_id] = (bucket_counts[t.bucket_id] ?? 0) + 1;
    const rank = severityRank(t.severity);
    const sc = subcategoryCounts.get(t.subcategory_id) ?? { n: 0, worst: 9, bucket: t.bucket_id };
    sc.n++;
    sc.worst = Math.min(sc.worst, rank);
    subcategoryCounts.set(t.subcategory_id, sc);
    bucketWorst.set(t.bucket_id, Math.min(bucketWorst.get(t.bucket_id) ?? 9, rank));
    itemRisk.set(t.item_index, Math.max(itemRisk.get(t.item_index) ?? 0, SEVERITY_WEIGHT[t.severity] * t.confidence));
    if (t.confidence >= thresholds.alert) shouldAlert = true;
    if (t.should_gate_ci) {
      const g = gating.get(t.subcategory_id) ?? { n: 0, severity: t.severity, min: 1 };
      g.n++;
      g.min = Math.min(g.min, t.confidence);
      if (severityRank(t.severity) < severityRank(g.severity)) g.severity = t.severity;
      gating.set(t.subcategory_id, g);
    }
  }
  // Most fail tags wins; ties go to the worse severity, then to the id for a stable answer.
  const pick = (entries: [string, number][], worst: (id: string) => number) =>
    entries.sort((a, b) => b[1] - a[1] || worst(a[0]) - worst(b[0]) || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  const primary_subcategory = pick(
    [...subcategoryCounts.entries()].map(([id, v]) => [id, v.n]),
    (id) => subcategoryCounts.get(id)?.worst ?? 9,
  );
  // Among tied buckets, the primary subcategory's own bucket wins, so the two never disagree on a tie.
  const primaryHome = primary_subcategory ? subcategoryCounts.get(primary_subcategory)!.bucket : null;
  const primary_bucket = pick(Object.entries(bucket_counts), (id) => (bucketWorst.get(id) ?? 9) * 2 + (id === primaryHome ? 0 : 1));
  const max_severity = SEVERITY_ORDER.find((s) => severity_counts[s] > 0) ?? null;
  const risk = [...itemRisk.values()].reduce((a, b) => a + b, 0);
  const gate_reasons = [...gating.entries()].map(
    ([id, g]) => `${g.n} fail tag${g.n === 1 ? '' : 's'} of ${id} (${g.severity}) at confidence ≥ ${round(g.min)} (gate threshold ${thresholds.gate}).`,
  );
  return {
    total_items: totalItems,
    items_with_failures: itemRisk.size,
    total_tags: Math.max(checksRun, fail + unsure),
    fail_count: fail,
    unsure_count: unsure,
    pass_count: Math.max(0, checksRun - fail - unsure),
    primary_bucket,
    primary_subcategory,
    max_severity,
    overall_score: totalItems === 0 ? 1 : round(clamp(1 - risk / totalItems)),
    severity_counts,
    bucket_counts,
    should_alert: shouldAlert,
    should_gate_ci: gate_reasons.length > 0,
    needs_human_review: review,
    gate_reasons,
    thresholds: { alert: thresholds.alert, gate: thresholds.gate, review: thresholds.review },
  };
}
