// Sets whose category reads one pattern on prompts and answers with different confidence or readings: each concept
// becomes an ask rule (input) and an answer rule (output), all the ask rules first, then all the answer rules.
import type { NamedRule } from '../../shapes/named-rule.js';

type Examples = NamedRule['examples'];

export interface Concept {
  /** The rule's last id part (lower-case, hyphens). */
  name: string;
  description: string;
  pattern: string;
  source: NamedRule['source'];
  ask: Examples;
  answer: Examples;
}

/** What the rules of one place share: confidence, and readings where the category had them. */
export type PlaceCommon = Pick<NamedRule, 'confidence'> & Partial<Pick<NamedRule, 'requires' | 'unless' | 'request'>>;

/** `<set>.ask.<name>` rules on prompts, then `<set>.answer.<name>` rules on answers. */
export function rulesByPlace(set: string, concepts: Concept[], ask: PlaceCommon, answer: PlaceCommon): NamedRule[] {
  const at = (place: 'ask' | 'answer', common: PlaceCommon): NamedRule[] =>
    concepts.map((c) => ({
      id: `${set}.${place}.${c.name}`,
      description: `${place === 'ask' ? 'In a prompt' : 'In an answer'}: ${c.description}`,
      match: { pattern: c.pattern },
      where: [place === 'ask' ? 'input' : 'output'],
      ...common,
      examples: c[place],
      source: c.source,
    }));
  return [...at('ask', ask), ...at('answer', answer)];
}
