// Rule sets compiled once per process and per thread (at module load): at each place, the set's rules that look
// there are, in order, the alternatives of one expression, so a text is read once for the set; each match is
// credited to the rule that made it. Per-item state stays with the caller (the text's own context): nothing here
// remembers a text.
import type { NamedRule, RuleSet } from '../shapes/named-rule.js';
import { keywordsPattern } from '../text/keywords-pattern.js';

export type RulePlace = NamedRule['where'][number];

export interface CompiledPlace {
  /**
   * `rule 1|rule 2|…` with the set's flags, over the rules that look at this place. Not wrapped in groups: ordered
   * alternation is associative, and the shared gate reads each top-level alternative for the words it requires
   * (lexicons/regex-gate.ts), which it cannot see inside a group, so a wrapped rule would keep texts open.
   */
  union: RegExp;
  /** Each of those rules alone, sticky: which rule made a match of the union, tried in order at its index. */
  rules: { rule: NamedRule; at: RegExp }[];
}

export interface CompiledRuleSet {
  set: RuleSet;
  /** Per place, the rules that look there; absent where none does. */
  places: Partial<Record<RulePlace, CompiledPlace>>;
}

/** A rule's alternative: its pattern, or its keywords as whole words, as custom rules read them (keywords-pattern.ts). */
export function ruleSource(rule: NamedRule): string {
  return 'pattern' in rule.match ? rule.match.pattern : keywordsPattern(rule.match.keywords);
}

function compilePlace(rules: NamedRule[], flags: string): CompiledPlace {
  const stickyFlags = `${flags.replace(/[gy]/g, '')}y`;
  return {
    union: new RegExp(rules.map(ruleSource).join('|'), flags),
    rules: rules.map((rule) => ({ rule, at: new RegExp(ruleSource(rule), stickyFlags) })),
  };
}

export function compileRuleSet(set: RuleSet): CompiledRuleSet {
  const places: CompiledRuleSet['places'] = {};
  for (const place of new Set(set.rules.flatMap((rule) => rule.where))) {
    places[place] = compilePlace(
      set.rules.filter((rule) => rule.where.includes(place)),
      set.flags,
    );
  }
  return { set, places };
}

/**
 * The rule that made a match of a place's union: the first whose own expression matches at the same index. In an
 * ordered alternation that is the alternative the engine chose, so the credit is exact.
 */
export function ruleOf(compiled: CompiledPlace, text: string, index: number): NamedRule | null {
  for (const { rule, at } of compiled.rules) {
    at.lastIndex = index;
    if (at.test(text)) return rule;
  }
  return null;
}
