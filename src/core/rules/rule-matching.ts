// Rules over an item's texts: each rule's compiled pattern searched in the places it names. Run on the pattern
// thread (runtime/pattern-thread), whose time limit bounds an item, since RE2's linear time is still time.
import type { RE2JS } from 're2js';
import { compileUserPattern } from '../metrics/user-patterns/re2-pattern.js';
import type { RulePlace } from './custom-rule.js';
import { keywordSpans } from './keyword-matching.js';

/** The texts of an item a rule can read (context chunks and tool results joined as the detectors see them). */
export type RuleTexts = Record<RulePlace, string>;

/** What the pattern thread needs of a rule. */
export interface RulePattern {
  source: string;
  flags: string;
  where: RulePlace[];
  /** A keyword rule's keywords as lists of words (keyword-matching.ts); null for a pattern. */
  keywords: string[][] | null;
}

export interface RuleSpan {
  place: RulePlace;
  start: number;
  end: number;
}

/** A rule that matched an item: where (the first few places) and how many times in all (counted up to a bound). */
export interface RuleMatch {
  rule: number;
  spans: RuleSpan[];
  count: number;
}

/** Places kept as evidence per rule and item; matches counted past them up to MAX_COUNTED. */
const MAX_SPANS = 5;
const MAX_COUNTED = 100;

/** The rules' patterns compiled for RE2; throws UnsupportedPattern for one that cannot run (checked before, on arrival). */
export const compileRules = (rules: RulePattern[]): RE2JS[] => rules.map((r) => compileUserPattern(r.source, r.flags));

/** Every rule that matches the item, in the rules' order. Empty matches (a pattern like `x*`) do not count. */
export function matchRules(rules: RulePattern[], compiled: RE2JS[], texts: RuleTexts): RuleMatch[] {
  const matches: RuleMatch[] = [];
  rules.forEach((rule, index) => {
    const spans: RuleSpan[] = [];
    let count = 0;
    for (const place of rule.where) {
      const text = texts[place];
      if (!text) continue;
      // Keywords without a regular expression; RE2 only for a text lower-casing would change in length.
      const found = rule.keywords ? keywordSpans(rule.keywords, rule.flags === '', text, MAX_COUNTED - count) : null;
      if (found) {
        for (const span of found) if (spans.length < MAX_SPANS) spans.push({ place, ...span });
        count += found.length;
        continue;
      }
      const m = compiled[index].matcher(text);
      while (count < MAX_COUNTED && m.find()) {
        if (m.end() === m.start()) continue;
        count++;
        if (spans.length < MAX_SPANS) spans.push({ place, start: m.start(), end: m.end() });
      }
    }
    if (count > 0) matches.push({ rule: index, spans, count });
  });
  return matches;
}
