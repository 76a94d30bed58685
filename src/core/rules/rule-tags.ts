// From the rules' matches on an item to its tags: scored as a detector's finding is (scoring.ts), with the level,
// decision, confidence, gate and remediation the rule declares.
import { customRuleId } from '../rulebook/reading-ids.js';
import { gatesCi, scoreFinding, type TagSource } from '../scoring/scoring.js';
import type { Thresholds } from '../scoring/thresholds.js';
import type { EvidenceSpan, Finding } from '../shapes/finding.js';
import type { FailureTag } from '../shapes/failure-analysis.js';
import { CONTEXT_SEPARATOR, toolResultsText } from '../text/item-text.js';
import type { NormalizedItem } from '../text/normalize.js';
import { ruleSubcategory, type ResolvedRule, type RulePlace } from './custom-rule.js';
import type { RuleMatch, RuleTexts } from './rule-matching.js';

/** The item's texts as the rules read them; the offsets of their matches point into these. */
export const ruleTexts = (item: NormalizedItem): RuleTexts => ({
  input: item.input,
  output: item.output,
  context: item.context.join(CONTEXT_SEPARATOR),
  tool_results: toolResultsText(item),
});

/** What the rules of an item came to: their matches, or why they could not finish (the item's time ran out). */
export type RuleOutcome = { matches: RuleMatch[] } | { stopped: string };

const EVIDENCE_SOURCE: Record<RulePlace, EvidenceSpan['source']> = { input: 'input', output: 'output', context: 'context', tool_results: 'tool_call' };

const PLACE_WORDS: Record<RulePlace, string> = { input: 'the input', output: 'the output', context: 'the context', tool_results: 'the tool results' };

const times = (n: number): string => (n === 1 ? 'once' : n >= 100 ? '100 times or more' : `${n} times`);

function matchFinding(rule: ResolvedRule, match: RuleMatch): Finding {
  const places = [...new Set(match.spans.map((s) => PLACE_WORDS[s.place]))].join(' and ');
  const what = rule.description ? `${rule.description.replace(/[.\s]+$/, '')}: ` : '';
  return {
    decision: rule.decision,
    confidence: rule.confidence,
    rationale: `${what}custom rule ${rule.name} matched ${times(match.count)} in ${places}.`,
    evidence: match.spans.map((s) => ({ source: EVIDENCE_SOURCE[s.place], start: s.start, end: s.end, description: `Matched by rule ${rule.name}` })),
    severity: rule.severity_label,
    rules: [customRuleId(rule.name)],
  };
}

const stoppedFinding = (rule: ResolvedRule, why: string): Finding => ({
  decision: 'unsure',
  confidence: 0.3,
  rationale: `Custom rule ${rule.name} was not checked on this item: ${why}`,
  evidence: [],
  severity: rule.severity_label,
  rules: [customRuleId(rule.name)],
});

/**
 * A rule's tag: the detector's scoring, then the rule's own gate and remediation (not the subcategory's). The gate
 * rule is every tag's (scoring.ts gatesCi): a critical fail gates; another gates when the rule does and is confident.
 */
function ruleTag(rule: ResolvedRule, finding: Finding, source: TagSource, thresholds: Thresholds): FailureTag {
  const tag = scoreFinding(ruleSubcategory(rule), finding, source, thresholds, customRuleId(rule.name));
  return {
    ...tag,
    should_gate_ci: gatesCi(tag.decision, tag.severity_label, rule.gates_ci && tag.confidence >= thresholds.gate),
    remediation: rule.remediation,
  };
}

/** The tags the rules give an item: one per rule that matched, or an unsure one per rule when they were stopped. */
export function ruleTags(
  rules: ResolvedRule[],
  outcome: RuleOutcome,
  texts: RuleTexts,
  place: Pick<TagSource, 'itemIndex' | 'traceId'>,
  thresholds: Thresholds,
): FailureTag[] {
  const source: TagSource = { ...place, texts: { input: texts.input, output: texts.output, context: texts.context, tool_call: texts.tool_results } };
  if ('stopped' in outcome) return rules.map((rule) => ruleTag(rule, stoppedFinding(rule, outcome.stopped), source, thresholds));
  return outcome.matches.map((m) => ruleTag(rules[m.rule], matchFinding(rules[m.rule], m), source, thresholds));
}
