// What the sets moved from category patterns share: the readings of a `needsAsk` pattern, and a hand-written source.
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

/** The fields of a rule asked for on prompts, at a confidence, from a source. */
export const asked = (confidence: number, source: NamedRule['source']) => ({ where: ['input'], ...ASKED, confidence, source }) satisfies Partial<NamedRule>;
