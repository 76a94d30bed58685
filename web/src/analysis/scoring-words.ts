// A tag's scoring breakdown said in words, following docs/scoring.md: the detector's own confidence, the judge's
// share, metric agreement or disagreement, the security audit's contribution, and what the final confidence
// means against the run's thresholds (alert, CI gate, review).
import { formatUnit } from '../components/format';
import type { FailureSummary, FailureTag } from './types';

const n = formatUnit;

export function scoringInWords(tag: FailureTag, thresholds: FailureSummary['thresholds'] | null): string[] {
  const s = tag.scoring;
  const lines: string[] = [];
  const detector = `The ${tag.detector_type === 'llm_judge' ? 'language-model judge' : `${tag.detector_type} detector`} ${tag.detector_id}`;
  if (s.judge_score !== null && s.deterministic_score !== null) {
    lines.push(
      `${detector} combined two signals: the rules scored ${n(s.deterministic_score)} (weight ${n(s.deterministic_weight)}) and a language-model judge scored ${n(s.judge_score)} (weight ${n(s.judge_weight)}), giving ${n(s.base_confidence)}.`,
    );
  } else if (s.judge_score !== null) {
    lines.push(`${detector} was decided by a language-model judge, which scored it ${n(s.judge_score)}.`);
  } else {
    lines.push(`${detector} found this ${tag.decision === 'unsure' ? 'possible failure' : 'failure'} with a confidence of ${n(s.base_confidence)}; no language-model judge took part.`);
  }
  if (s.security_weight > 0) {
    lines.push(
      `The security audit found the response unsafe in a related category, which added ${n(s.security_weight)}` +
        (tag.security_override ? ' and raised the tag from unsure to fail.' : '.'),
    );
  }
  const metrics = Object.entries(tag.eval_metric_values).map(([m, v]) => `${m} ${n(v)}`);
  if (s.metric_agreement_bonus > 0) lines.push(`Related evaluation metrics that also failed agree with it: +${n(s.metric_agreement_bonus)}.`);
  if (s.disagreement_penalty > 0) lines.push(`Related evaluation metrics that passed disagree with it: −${n(s.disagreement_penalty)}.`);
  if (metrics.length) lines.push(`Metric values for this item: ${metrics.join(', ')}.`);
  lines.push(`Final confidence: ${n(s.final_confidence)} (the sum, kept between 0 and 1).`);
  if (thresholds && tag.decision === 'fail') {
    const c = s.final_confidence;
    lines.push(
      c >= thresholds.alert
        ? `That reaches the alert threshold (${n(thresholds.alert)}), so the run alerts.`
        : `That is below the alert threshold (${n(thresholds.alert)}), so this tag alone does not alert.`,
    );
    lines.push(
      tag.should_gate_ci
        ? `It gates CI: it reaches the gate threshold (${n(thresholds.gate)}) and its subcategory gates by default or it is critical.`
        : c >= thresholds.gate
          ? `It reaches the gate threshold (${n(thresholds.gate)}) but does not gate CI: its subcategory does not gate by default and it is not critical.`
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
  lines.push(`Its severity, ${tag.severity}, weighs ${n(s.severity_weight)} in the run's overall score.`);
  return lines;
}
