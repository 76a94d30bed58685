// A tag's scoring breakdown said in words, following docs/scoring.md: how the confidence was reached (the detector,
// the judge's share, metric agreement or disagreement, the security audit), how the severity was reached
// ((impact + risk) × frequency × confidence, with its level), and what the confidence means against the run's
// thresholds (alert, CI gate, review).
import { formatUnit } from '../components/format';
import { formatSeverity } from './severity';
import type { FailureSummary, FailureTag, ScoringBreakdown } from './types';

const n = formatUnit;

const IMPACT_WORDS = ['no harm', 'mild harm', 'serious harm', 'severe harm'];
const RISK_WORDS = ['low', 'medium', 'high'];

/** Places the failure is shown at in the item, from the frequency weight (1 + 0.1 per further place, at most 1.5). */
function placesOf(frequency: number): string {
  if (frequency <= 1) return 'not repeated in the item';
  const places = Math.round((frequency - 1) * 10) + 1;
  return frequency >= 1.5 ? `shown in ${places} or more places in the item` : `shown in ${places} places in the item`;
}

function confidenceLines(tag: FailureTag, s: ScoringBreakdown): string[] {
  const lines: string[] = [];
  const kind = tag.detector_type_used;
  const detector = `The ${kind === 'llm_judge' ? 'language-model judge' : `${kind} detector`} ${tag.detector_id}`;
  if (s.judge_score !== null && s.deterministic_score !== null) {
    lines.push(
      `${detector} combined two signals: the rules scored ${n(s.deterministic_score)} (weight ${n(s.deterministic_weight)}) and a language-model judge scored ${n(s.judge_score)} (weight ${n(s.judge_weight)}), giving ${n(s.base_confidence)}.`,
    );
  } else if (s.judge_score !== null) {
    lines.push(`${detector} was decided by a language-model judge, which scored it ${n(s.judge_score)}.`);
  } else {
    lines.push(
      `${detector} found this ${tag.decision === 'unsure' ? 'possible failure' : 'failure'} with a confidence of ${n(s.base_confidence)}; no language-model judge took part.`,
    );
  }
  if (s.security_override) {
    lines.push(
      `The security audit found the response unsafe in ${s.security_override}, a related category: that added ${n(s.security_weight)} and raised the tag from unsure to fail.`,
    );
  } else if (s.security_weight > 0) {
    lines.push(`The security audit found the response unsafe in a related category, which added ${n(s.security_weight)}.`);
  }
  const metrics = Object.entries(tag.eval_metric_values).map(([m, v]) => `${m} ${n(v)}`);
  if (s.metric_agreement_bonus > 0) lines.push(`Related evaluation metrics that also failed agree with it: +${n(s.metric_agreement_bonus)}.`);
  if (s.disagreement_penalty > 0) lines.push(`Related evaluation metrics that passed disagree with it: −${n(s.disagreement_penalty)}.`);
  if (metrics.length) lines.push(`Metric values for this item: ${metrics.join(', ')}.`);
  lines.push(`Final confidence: ${n(s.final_confidence)} (the sum, kept between 0 and 1).`);
  return lines;
}

function severityLines(tag: FailureTag, s: ScoringBreakdown): string[] {
  const level = s.impact + s.risk;
  const product = level * s.frequency_weight * s.final_confidence;
  return [
    `Impact ${s.impact} of 3 (${IMPACT_WORDS[s.impact] ?? 'harm'} from one occurrence) and risk ${s.risk} of 2 (${RISK_WORDS[s.risk] ?? ''} exposure for the user or the business) make level ${level}: ${tag.severity_label}.`,
    `Frequency weight ${s.frequency_weight}: ${placesOf(s.frequency_weight)}.`,
    `Severity: (impact ${s.impact} + risk ${s.risk}) × frequency ${s.frequency_weight} × confidence ${n(s.final_confidence)} = ${formatSeverity(s.final_severity)} of 5` +
      (product > 5 ? ' (capped at 5).' : '.'),
  ];
}

function thresholdLines(tag: FailureTag, thresholds: FailureSummary['thresholds'] | null): string[] {
  const lines: string[] = [];
  if (thresholds && tag.decision === 'fail') {
    const c = tag.scoring_breakdown.final_confidence;
    lines.push(
      c >= thresholds.alert
        ? `Its confidence reaches the alert threshold (${n(thresholds.alert)}), so the run alerts.`
        : `Its confidence is below the alert threshold (${n(thresholds.alert)}), so this tag alone does not alert.`,
    );
    lines.push(
      tag.should_gate_ci
        ? `It gates CI: it reaches the gate threshold (${n(thresholds.gate)}) and its subcategory gates by default or its level is critical.`
        : c >= thresholds.gate
          ? `It reaches the gate threshold (${n(thresholds.gate)}) but does not gate CI: its subcategory does not gate by default and its level is not critical.`
          : `It stays below the gate threshold (${n(thresholds.gate)}), so it does not gate CI.`,
    );
  }
  if (tag.needs_human_review) {
    lines.push(
      tag.decision === 'unsure'
        ? 'A person should review it: the detector was unsure.'
        : `A person should review it: its confidence is below the review threshold${thresholds ? ` (${n(thresholds.review)})` : ''}.`,
    );
  }
  return lines;
}

export function scoringInWords(tag: FailureTag, thresholds: FailureSummary['thresholds'] | null): string[] {
  const s = tag.scoring_breakdown;
  return [
    ...confidenceLines(tag, s),
    ...severityLines(tag, s),
    ...thresholdLines(tag, thresholds),
    `Its level, ${tag.severity_label}, weighs ${n(s.severity_weight)} in the run's overall score.`,
  ];
}
