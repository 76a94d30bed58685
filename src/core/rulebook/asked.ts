// What the categories' private patterns meant by "needs an ask", as rule fields, and the shape of a concept read on
// both roles (an ask on prompts, an answer on responses) so that a set states each pattern once.
import type { NamedRule } from '../shapes/named-rule.js';

/** A prompt that asks for it, not to understand (definitional), recall (historical) or protect; the ask is a request. */
const ASKED = {
  where: ['input'],
  requires: [{ reading: 'asks' }],
  unless: [{ reading: 'definitional' }, { reading: 'historical' }, { reading: 'protective' }],
  request: true,
} satisfies Pick<NamedRule, 'where' | 'requires' | 'unless' | 'request'>;

/** A rule written by hand (tuned on no labelled set), in the commit that introduced its pattern. */
export const handWritten = (commit: string, date: string): NamedRule['source'] => ({ set: 'hand-written', half: 'none', date, commit });

type Examples = NamedRule['examples'];

/** A concept read on prompts (when asked for) and on responses (whenever it reads so). */
export interface AskAndAnswer {
  name: string;
  description: string;
  pattern: string;
  source: NamedRule['source'];
  ask: Examples;
  answer: Examples;
}

/** The ask rules (input) and then the answer rules (output) of a set's concepts, each at its own confidence. */
export function askAndAnswerRules(setId: string, concepts: AskAndAnswer[], confidence: { ask: number; answer: number }): NamedRule[] {
  const rules = (place: 'ask' | 'answer'): NamedRule[] =>
    concepts.map((c) => ({
      id: `${setId}.${place}.${c.name}`,
      description: place === 'ask' ? `Asks for: ${c.description}` : `An answer that does it: ${c.description}`,
      match: { pattern: c.pattern },
      ...(place === 'ask' ? ASKED : { where: ['output'] }),
      confidence: confidence[place],
      examples: c[place],
      source: c.source,
    }));
  return [...rules('ask'), ...rules('answer')];
}

/** The fields of a rule asked for on prompts, at a confidence, from a source. */
export const asked = (confidence: number, source: NamedRule['source']) => ({ ...ASKED, confidence, source }) satisfies Partial<NamedRule>;
