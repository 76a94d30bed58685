// Runs stored before the service document became binding (2026-11-26) keep their tags, item counts and
// documents in the earlier shape: `scoring`, `evidence`, `detector_type`, severity as a word. They are read
// back in the document's shape, so no stored run is lost to the change. Their severity is the number of their
// level (critical 5, high 4, medium 3, low 2, info 1), as migration 0013 gave their tag rows; frequency weight 1.
import type { EvidenceItem, FailureTag, FeatureKind, ItemStats, SeverityLabel } from '../core/shapes/failure-analysis.js';
import { bucketNameOf, RISK_LEVEL, SEVERITY_LABELS, SEVERITY_WEIGHT } from '../core/scoring/scoring.js';
import { subcategoriesById } from '../core/taxonomy/index.js';

const LEVEL: Record<SeverityLabel, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1 };
// biome-ignore lint/suspicious/noExplicitAny: documents stored by earlier versions, read field by field whatever their shape
type Legacy = Record<string, any>;

const isLabel = (x: unknown): x is SeverityLabel => typeof x === 'string' && (SEVERITY_LABELS as string[]).includes(x);

/** The number a stored severity word stands for. */
export const legacySeverity = (word: unknown): number => (isLabel(word) ? LEVEL[word] : 0);

/** A stored tag in the document's shape (tags stored since are returned as they are). */
export function upgradeTag(stored: unknown): FailureTag {
  const t = stored as Legacy;
  if (!('scoring' in t)) return stored as FailureTag;
  const label: SeverityLabel = isLabel(t.severity) ? t.severity : 'info';
  const sub = subcategoriesById.get(t.subcategory_id);
  const risk = sub ? RISK_LEVEL[sub.risk_category] : 1;
  const impact = Math.min(3, Math.max(0, LEVEL[label] - risk));
  const severity = LEVEL[label];
  const evidence: EvidenceItem[] = (t.evidence ?? []).map((e: Legacy, k: number) => ({
    item_id: `${t.tag_id}:${k}`,
    evidence_type: e.evidence_type,
    description: e.description,
    content_snippet: e.content_snippet ?? null,
    source: e.source,
    confidence: 1,
    metadata: e.metadata ?? {},
  }));
  // The category that raised the tag was said in its security evidence or its explanation only.
  const overrideLabel = t.security_override
    ? ((evidence.find((e) => e.evidence_type === 'security')?.metadata.label as string | undefined) ??
      /unsafe in (S\d+)/.exec(String(t.scoring.explanation ?? ''))?.[1] ??
      'unknown')
    : null;
  return {
    tag_id: t.tag_id,
    bucket_id: t.bucket_id,
    bucket_name: bucketNameOf(t.bucket_id),
    subcategory_id: t.subcategory_id,
    subcategory_name: t.subcategory_name,
    item_index: t.item_index,
    decision: t.decision,
    severity,
    confidence: t.confidence,
    detector_type_used: t.detector_type,
    judge_rationale: t.judge_rationale ?? null,
    scoring_breakdown: {
      impact,
      risk: Math.min(2, Math.max(0, LEVEL[label] - impact)),
      frequency_weight: 1,
      security_override: overrideLabel,
      deterministic_weight: t.scoring.deterministic_weight,
      judge_weight: t.scoring.judge_weight,
      security_weight: t.scoring.security_weight,
      metric_agreement_bonus: t.scoring.metric_agreement_bonus,
      disagreement_penalty: t.scoring.disagreement_penalty,
      final_severity: severity,
      final_confidence: t.scoring.final_confidence,
      base_confidence: t.scoring.base_confidence,
      deterministic_score: t.scoring.deterministic_score,
      judge_score: t.scoring.judge_score,
      severity_weight: t.scoring.severity_weight ?? SEVERITY_WEIGHT[label],
      explanation: `${t.scoring.explanation} (Stored before severity was a number: severity is the level's number, ${severity}.)`,
    },
    eval_metric_values: t.eval_metric_values ?? {},
    evidence_items: evidence,
    severity_label: label,
    trace_id: t.trace_id ?? null,
    span_id: t.span_id ?? null,
    detector_id: t.detector_id,
    should_gate_ci: t.should_gate_ci,
    needs_human_review: t.needs_human_review,
    remediation: t.remediation ?? sub?.remediation ?? '',
  };
}

/** A stored item's counts in the current shape (earlier runs stored a RunInput with previews and fail_count). */
export function upgradeStats(stored: unknown): ItemStats {
  const s = stored as Legacy;
  if (!('fail_count' in s)) return stored as ItemStats;
  // Earlier, every tag that was not a fail counted as unsure, and tag_count was the checks made.
  return {
    item_index: s.item_index,
    trace_id: s.trace_id ?? null,
    failure_count: s.fail_count,
    pass_count: Math.max(0, s.tag_count - s.fail_count - s.unsure_count),
    unsure_count: s.unsure_count,
    max_severity: legacySeverity(s.max_severity),
  };
}

/** The document's application kind of a stored run: earlier runs said chat or completion where it says generic_llm. */
export const documentFeatureKind = (kind: string): FeatureKind => (kind === 'chat' || kind === 'completion' ? 'generic_llm' : (kind as FeatureKind));

/** The document's input type of a stored run: earlier runs said dataset where it says json. */
export const documentInputType = (type: string): 'json' | 'csv' | 'trace' => (type === 'dataset' ? 'json' : (type as 'json' | 'csv' | 'trace'));

/** Whether a stored run document is in the earlier shape (its summary is then made again from the tag rows). */
export const isLegacyDocument = (document: Legacy): boolean => 'fail_count' in (document.summary ?? {});

/** The fields of an earlier stored document that the current one names differently. */
export function upgradeDocumentFields(document: Legacy): Legacy {
  const { tags_total, tags_truncated: _t, input_type, security_flags, eval_metrics, duration_ms, summary: _s, ...rest } = document;
  return {
    ...rest,
    input_type: documentInputType(input_type),
    feature_kind: documentFeatureKind(rest.feature_kind),
    failure_tags_total: tags_total ?? 0,
    security_flags: security_flags && Object.keys(security_flags).length ? security_flags : null,
    eval_metrics: eval_metrics && Object.keys(eval_metrics).length ? eval_metrics : null,
    duration_ms: Math.round(duration_ms ?? 0),
  };
}
