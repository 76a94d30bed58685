// From a detector's finding to a scored tag, and from tags to a run's summary. Pure functions;
// docs/scoring.md explains the rules with a worked example.
import crypto from 'node:crypto';
import { detectorRuleId } from '../rulebook/reading-ids.js';
import type { Finding } from '../shapes/finding.js';
import type { EvidenceItem, FailureSummary, FailureTag, ItemStats, RiskCategory, SeverityLabel, Subcategory } from '../shapes/failure-analysis.js';
import { subcategoriesById, taxonomy } from '../taxonomy/index.js';
import type { Thresholds } from './thresholds.js';

export const SEVERITY_LABELS: SeverityLabel[] = ['critical', 'high', 'medium', 'low', 'info'];

/** How much a failure of each level weighs in the overall score. */
export const SEVERITY_WEIGHT: Record<SeverityLabel, number> = { critical: 1, high: 0.8, medium: 0.55, low: 0.3, info: 0.1 };

export const severityRank = (s: SeverityLabel): number => SEVERITY_LABELS.indexOf(s);

/** risk_category as the number the breakdown's risk holds. */
export const RISK_LEVEL: Record<RiskCategory, number> = { low: 0, medium: 1, high: 2 };

/** The level in words of impact + risk (0–5): 5 critical, 4 high, 3 medium, 2 low, 0–1 info. */
export function severityLabelOf(level: number): SeverityLabel {
  return level >= 5 ? 'critical' : level === 4 ? 'high' : level === 3 ? 'medium' : level === 2 ? 'low' : 'info';
}

const LABEL_LEVEL: Record<SeverityLabel, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1 };

/**
 * Impact and risk of a finding: the subcategory's, or, when the detector says this finding is worse or milder than
 * usual (a leaked private key against a leaked e-mail address), the impact that gives its level at the
 * subcategory's risk (the risk moves only when impact alone cannot reach the level).
 */
export function levelsOf(sub: Subcategory, override?: SeverityLabel): { impact: number; risk: number } {
  const risk = RISK_LEVEL[sub.risk_category];
  if (!override) return { impact: sub.impact_score, risk };
  const level = LABEL_LEVEL[override];
  const impact = Math.min(3, Math.max(0, level - risk));
  return { impact, risk: Math.min(2, Math.max(0, level - impact)) };
}

/** Places a failure is shown at in the item (quotes of its text, spans of its trace): 1 + 0.1 for each further one, at most 1.5. */
export function frequencyWeight(evidence: Pick<EvidenceItem, 'evidence_type'>[]): number {
  const places = evidence.filter((e) => e.evidence_type === 'content_snippet' || e.evidence_type === 'span').length;
  return round(1 + 0.1 * Math.min(5, Math.max(0, places - 1)));
}

/** Severity 0–5: (impact + risk) × frequency weight × confidence, at most 5, two decimals. */
export function severityOf(impact: number, risk: number, frequency: number, confidence: number): number {
  return Math.round(Math.min(5, (impact + risk) * frequency * confidence) * 100) / 100;
}

const severitySentence = (impact: number, risk: number, frequency: number, confidence: number, severity: number, label: SeverityLabel) =>
  `Severity (impact ${impact} + risk ${risk}) × frequency ${frequency} × confidence ${confidence} = ${severity} (${label}).`;

const round = (x: number) => Math.round(x * 1000) / 1000;
const clamp = (x: number) => Math.min(1, Math.max(0, x));

// The first explanation of a tag says nothing adjusted its score; recomputeTag drops that sentence once something has.
const UNADJUSTED_PREFIX = 'No judge, metric or security signal adjusted it, so the final confidence is ';
const UNADJUSTED_SENTENCE = new RegExp(`${UNADJUSTED_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9.]+\\. `);
const SEVERITY_SENTENCE = / ?Severity \(impact \d \+ risk \d\) × frequency [0-9.]+ × confidence [0-9.]+ = [0-9.]+ \([a-z]+\)\./;

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

/**
 * A piece of evidence with, unless said, full confidence (a quote or a reason is what it is). Its id is given
 * when its tag is final and stored (item-blocks/blocks.ts sealEvidenceIds): phases still add evidence until then.
 */
export function evidenceItem(e: Omit<EvidenceItem, 'item_id' | 'confidence'> & { confidence?: number }): EvidenceItem {
  return {
    item_id: '',
    evidence_type: e.evidence_type,
    description: e.description,
    content_snippet: e.content_snippet,
    source: e.source,
    confidence: e.confidence ?? 1,
    metadata: e.metadata,
  };
}

export function scoreFinding(sub: Subcategory, finding: Finding, source: TagSource, thresholds: Thresholds, detectorId: string): FailureTag {
  const { impact, risk } = levelsOf(sub, finding.severity);
  const label = severityLabelOf(impact + risk);
  const base = clamp(finding.confidence);
  // Deterministic only, here: the judge's share and the metric/security adjustments join in their phases
  // (their fields are reported as 0/null so the breakdown always adds up).
  const final = round(base);
  // Every piece of evidence names the rule behind it: its own where a span says so, else the finding's first.
  const rules = finding.rules?.length ? finding.rules : [detectorRuleId(detectorId)];
  const evidence: EvidenceItem[] = finding.evidence.map((e) => {
    const text = source.texts[e.source] ?? '';
    const hasText = e.end > e.start && text.length > 0;
    return evidenceItem({
      evidence_type: 'content_snippet',
      source: e.source,
      content_snippet: e.snippet ?? (hasText ? snippet(text, e.start, e.end) : null),
      description: e.description,
      metadata: { start: e.start, end: e.end, rule_id: rules[0], ...(e.metadata ?? {}) },
    });
  });
  evidence.push(
    evidenceItem({
      evidence_type: 'rationale',
      source: 'detector',
      content_snippet: null,
      description: finding.rationale,
      metadata: rules.length > 1 ? { detector_id: detectorId, rule_id: rules[0], rule_ids: rules } : { detector_id: detectorId, rule_id: rules[0] },
    }),
  );
  const frequency = frequencyWeight(evidence);
  const severity = severityOf(impact, risk, frequency, final);
  return {
    tag_id: crypto.randomUUID(),
    bucket_id: sub.bucket_id,
    bucket_name: bucketNameOf(sub.bucket_id),
    subcategory_id: sub.subcategory_id,
    subcategory_name: sub.subcategory_name,
    item_index: source.itemIndex,
    decision: finding.decision,
    severity,
    confidence: final,
    detector_type_used: 'deterministic',
    judge_rationale: null,
    // Fields written out, not spread from a smaller object: spreading first made V8 build this object ~10× slower.
    scoring_breakdown: {
      impact,
      risk,
      frequency_weight: frequency,
      security_override: null,
      deterministic_weight: 1,
      judge_weight: 0,
      security_weight: 0,
      metric_agreement_bonus: 0,
      disagreement_penalty: 0,
      final_severity: severity,
      final_confidence: final,
      base_confidence: round(base),
      deterministic_score: round(base),
      judge_score: null,
      severity_weight: SEVERITY_WEIGHT[label],
      explanation:
        `Deterministic detector ${detectorId} reported ${finding.decision} at confidence ${round(base)}. ` +
        `${UNADJUSTED_PREFIX}${final}. ${severitySentence(impact, risk, frequency, final, severity, label)} ` +
        `Level ${label} weighs ${SEVERITY_WEIGHT[label]} in the run's overall score.`,
    },
    eval_metric_values: {},
    evidence_items: evidence,
    severity_label: label,
    trace_id: source.traceId,
    span_id: null,
    detector_id: detectorId,
    ...tagFlags(sub, finding.decision, label, final, thresholds),
    remediation: sub.remediation,
  };
}

const bucketNames = new Map(taxonomy.map((b) => [b.bucket_id, b.bucket_name]));
export const bucketNameOf = (bucketId: string): string => bucketNames.get(bucketId) ?? bucketId;

/**
 * A tag's confidence and severity again after adjustments to its breakdown or evidence: confidence = base +
 * security contribution + metric agreement bonus − disagreement penalty, clamped to [0, 1]; severity from it
 * (severityOf); flags decided again; `note` appended to the explanation.
 */
export function recomputeTag(tag: FailureTag, sub: Subcategory, thresholds: Thresholds, note: string): FailureTag {
  const s = tag.scoring_breakdown;
  const final = round(clamp(s.base_confidence + s.security_weight + s.metric_agreement_bonus - s.disagreement_penalty));
  const frequency = frequencyWeight(tag.evidence_items);
  const severity = severityOf(s.impact, s.risk, frequency, final);
  // The first explanation said nothing adjusted the score; once something has, that sentence is no longer true.
  const before = s.explanation.replace(UNADJUSTED_SENTENCE, '').replace(SEVERITY_SENTENCE, '');
  const explanation = `${before} ${note} Final confidence ${final}. ${severitySentence(s.impact, s.risk, frequency, final, severity, tag.severity_label)}`;
  return {
    ...tag,
    severity,
    confidence: final,
    scoring_breakdown: { ...s, frequency_weight: frequency, final_severity: severity, final_confidence: final, explanation },
    ...tagFlags(sub, tag.decision, tag.severity_label, final, thresholds),
  };
}

/**
 * Whether a tag gates CI and needs a person's review. The one gate rule (docs/scoring.md, "The gate"): a fail of
 * level critical always gates, whatever its confidence, the gate threshold or the gating list — a detector unsure
 * of a critical finding says `unsure`, which never gates; any other fail gates when its subcategory gates (the
 * taxonomy's `gates_ci_by_default`, or the run's own list) and its confidence reaches the gate threshold.
 */
export function tagFlags(sub: Subcategory, decision: FailureTag['decision'], label: SeverityLabel, final: number, thresholds: Thresholds) {
  return {
    should_gate_ci: gatesCi(decision, label, gates(sub, thresholds) && final >= thresholds.gate),
    needs_human_review: decision === 'unsure' || (decision === 'fail' && final < thresholds.review),
  };
}

/** The gate rule itself, for every kind of tag: a critical fail gates; another fail gates when it gates confidently. */
export const gatesCi = (decision: FailureTag['decision'], label: SeverityLabel, confidentGatingFail: boolean): boolean =>
  decision === 'fail' && (label === 'critical' || confidentGatingFail);

const gates = (sub: Subcategory, thresholds: Thresholds): boolean =>
  thresholds.gating ? thresholds.gating.includes(sub.subcategory_id) : sub.gates_ci_by_default;

/** An item's counts from its tags and the checks made on it: what the document's RunInput reports beside the texts. */
export function itemStats(itemIndex: number, traceId: string | null, tags: Pick<FailureTag, 'decision' | 'severity'>[], checks: number): ItemStats {
  let failures = 0;
  let unsure = 0;
  let worst = 0;
  for (const t of tags) {
    if (t.decision === 'fail') {
      failures++;
      worst = Math.max(worst, t.severity);
    } else if (t.decision === 'unsure') unsure++;
  }
  return {
    item_index: itemIndex,
    trace_id: traceId,
    failure_count: failures,
    pass_count: Math.max(0, checks - failures - unsure),
    unsure_count: unsure,
    max_severity: worst,
  };
}

/** The fields of a tag that the summary needs; enough to summarise runs whose tags live in the store. */
export interface TagFacts {
  tag_id: string;
  item_index: number;
  bucket_id: string;
  subcategory_id: string;
  decision: 'fail' | 'unsure' | 'pass';
  severity: number;
  severity_label: SeverityLabel;
  confidence: number;
  should_gate_ci: boolean;
  needs_human_review: boolean;
}

const BUCKET_ORDER = new Map(taxonomy.map((b, i) => [b.bucket_id, i]));

/** `names`: subcategories outside the taxonomy (custom rules' own), by id, for primary_failure_name. */
export function summarize(
  tags: TagFacts[],
  totalItems: number,
  checksRun: number,
  thresholds: Thresholds,
  names: ReadonlyMap<string, string> = new Map(),
): FailureSummary {
  const severity_counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  const bucket_counts: Record<string, number> = {};
  const failsPerSubcategory = new Map<string, number>();
  const itemRisk = new Map<number, number>();
  let fail = 0;
  let unsure = 0;
  let shouldAlert = false;
  let review = false;
  let top: TagFacts | null = null;
  const gating = new Map<string, { n: number; label: SeverityLabel; min: number }>();
  for (const t of tags) {
    if (t.needs_human_review) review = true;
    if (t.decision === 'unsure') unsure++;
    if (t.decision !== 'fail') continue;
    fail++;
    severity_counts[t.severity_label]++;
    bucket_counts[t.bucket_id] = (bucket_counts[t.bucket_id] ?? 0) + 1;
    failsPerSubcategory.set(t.subcategory_id, (failsPerSubcategory.get(t.subcategory_id) ?? 0) + 1);
    itemRisk.set(t.item_index, Math.max(itemRisk.get(t.item_index) ?? 0, SEVERITY_WEIGHT[t.severity_label] * t.confidence));
    if (t.confidence >= thresholds.alert) shouldAlert = true;
    if (t.should_gate_ci) {
      const g = gating.get(t.subcategory_id) ?? { n: 0, label: t.severity_label, min: 1 };
      g.n++;
      g.min = Math.min(g.min, t.confidence);
      if (severityRank(t.severity_label) < severityRank(g.label)) g.label = t.severity_label;
      gating.set(t.subcategory_id, g);
    }
  }
  // The primary failure is the fail of the highest level (a critical one is never ranked below a high one), then
  // of the highest severity; ties go to the subcategory with more fail tags, then to the more confident tag, then
  // to the id, so the answer is the same on every read. overall_severity and overall_confidence are its own.
  for (const t of tags) {
    if (t.decision !== 'fail') continue;
    if (
      top === null ||
      (severityRank(top.severity_label) - severityRank(t.severity_label) ||
        t.severity - top.severity ||
        failsPerSubcategory.get(t.subcategory_id)! - failsPerSubcategory.get(top.subcategory_id)! ||
        t.confidence - top.confidence ||
        top.subcategory_id.localeCompare(t.subcategory_id)) > 0
    )
      top = t;
  }
  const risk = [...itemRisk.values()].reduce((a, b) => a + b, 0);
  // One sentence per gating subcategory, without a final stop, so that reasons join cleanly ("…; …").
  const gate_reasons = [...gating.entries()].map(([id, g]) => {
    const confidence = g.n === 1 || g.min === 1 ? `${round(g.min)}` : `${round(g.min)} or more`;
    // A critical fail gates whatever the threshold: the reason says so rather than set it beside the threshold.
    const against = g.label === 'critical' ? 'a critical fail gates at any confidence' : `gate threshold ${thresholds.gate}`;
    return `${g.n === 1 ? 'a fail tag' : `${g.n} fail tags`} of ${id} (${g.label}) at confidence ${confidence}, ${against}`;
  });
  const primary = top ? subcategoriesById.get(top.subcategory_id) : undefined;
  return {
    primary_failure: top?.subcategory_id ?? null,
    primary_failure_name: primary?.subcategory_name ?? (top ? (names.get(top.subcategory_id) ?? top.subcategory_id) : null),
    overall_severity: top?.severity ?? 0,
    overall_confidence: top?.confidence ?? 0,
    total_failures_detected: fail,
    total_passes: Math.max(0, checksRun - fail - unsure),
    total_uncertain: unsure,
    total_items: totalItems,
    items_with_failures: itemRisk.size,
    items_all_passed: Math.max(0, totalItems - itemRisk.size),
    buckets_affected: Object.keys(bucket_counts).sort((a, b) => (BUCKET_ORDER.get(a) ?? 99) - (BUCKET_ORDER.get(b) ?? 99) || a.localeCompare(b)),
    should_alert: shouldAlert,
    should_gate_ci: gate_reasons.length > 0,
    needs_human_review: review,
    primary_bucket: top?.bucket_id ?? null,
    primary_tag_id: top?.tag_id ?? null,
    primary_severity_label: top?.severity_label ?? null,
    overall_score: totalItems === 0 ? 1 : round(clamp(1 - risk / totalItems)),
    severity_counts,
    bucket_counts,
    gate_reasons,
    thresholds: { alert: thresholds.alert, gate: thresholds.gate, review: thresholds.review },
  };
}
