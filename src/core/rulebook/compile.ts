// Rule sets compiled once per process and per thread (at module load): a set's rules, in order, are the
// alternatives of one expression, so a text is read once for the set; each match is credited to the rule that
// made it. Per-item state stays with the caller (the text's own context): nothing here remembers a text.
import type { NamedRule, RuleSet } from '../shapes/named-rule.js';
import { keywordsPattern } from '../text/keywords-pattern.js';

export interface CompiledRuleSet {
  set: RuleSet;
  /** `\b(?:rule 1|rule 2|…)\b` with the set's flags: what a text is read with. */
  union: RegExp;
  /** Each rule alone, sticky: which rule made a match of the union, tried in order at the match's index. */
  rules: { rule: NamedRule; at: RegExp }[];
}

/** A rule's alternative: its pattern, or its keywords as whole words, as custom rules read them (keywords-pattern.ts). */
export function ruleSource(rule: NamedRule): string {
  return 'pattern' in rule.match ? rule.match.pattern : keywordsPattern(rule.match.keywords);
}

export function compileRuleSet(set: RuleSet): CompiledRuleSet {
  const union = new RegExp(`\\b(?:${set.rules.map(ruleSource).join('|')})\\b`, set.flags);
  const stickyFlags = `${set.flags.replace(/[gy]/g, '')}y`;
  return { set, union, rules: set.rules.map((rule) => ({ rule, at: new RegExp(`\\b(?:${ruleSource(rule)})\\b`, stickyFlags) })) };
}

/**
 * The rule that made a match of the set's union: the first whose own expression matches at the same place. In
 * an ordered alternation that is the alternative the engine chose, so the credit is exact.
 */
export function ruleOf(compiled: CompiledRuleSet, text: string, index: number): NamedRule | null {
  for (const { rule, at } of compiled.rules) {
    at.lastIndex = index;
    if (at.test(text)) return rule;
  }
  return null;
}
