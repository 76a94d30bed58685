// What the sets moved from category patterns share: the readings of a `needsAsk` pattern, a hand-written source,
// and the ask and answer rules of a concept read on both roles.
import type { NamedRule } from '../../shapes/named-rule.js';

/**
 * A category's `needsAsk` pattern as data: the rule fires on a prompt that asks for something, and not to
 * understand (what is, what happened) or to protect; its match is an ask for help with the harm.
 */
export const ASKED = {
  requires: [{ reading: 'asks' }],
  unless: [{ reading: 'definitional' }, { reading: 'historical' }, { reading: 'protective' }],
  request: true,
} satisfies Pick<NamedRule, 'requires' | 'unless' | 'request'>;

/** A rule written by hand (tuned on no labelled set), in the commit that introduced it. */
export const handWritten = (date: string, commit: string): NamedRule['source'] => ({ set: 'hand-written', half: 'none', date, commit });

/** A concept read on prompts (when asked for) and on responses (whenever it reads so). */
export interface AskAndAnswer {
  name: string;
  description: string;
  pattern: string;
  source: NamedRule['source'];
  ask: NamedRule['examples'];
  answer: NamedRule['examples'];
}

/** The ask rules (input) and then the answer rules (output) of a set's concepts, each role at its own confidence. */
export function askAndAnswerRules(setId: string, concepts: AskAndAnswer[], confidence: { ask: number; answer: number }): NamedRule[] {
  const rules = (place: 'ask' | 'answer'): NamedRule[] =>
    concepts.map((c) => ({
      id: `${setId}.${place}.${c.name}`,
      description: place === 'ask' ? `Asks for: ${c.description}` : `An answer that helps with: ${c.description}`,
      match: { pattern: c.pattern },
      where: [place === 'ask' ? 'input' : 'output'],
      ...(place === 'ask' ? ASKED : {}),
      confidence: confidence[place],
      examples: c[place],
      source: c.source,
    }));
  return [...rules('ask'), ...rules('answer')];
}
