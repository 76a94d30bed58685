// A built-in rule as data (issue 35): a stable id, what it matches, where it looks, its exceptions, its
// confidence, its examples and its source. One schema for every built-in rule set (core/rulebook/), checked
// by one registry-wide test (test/unit/rulebook.test.ts); a tag can then say which rule fired.
import { Type, type Static } from '@sinclair/typebox';

/** Namespaced, stable: `harm.dual-use.lock-picking`. */
export const RuleId = Type.String({ pattern: '^[a-z][a-z0-9-]*(?:\\.[a-z0-9][a-z0-9-]*){1,4}$', maxLength: 96 });

/** The texts a rule reads: a prompt (input), an answer (output), retrieved context, tool results, a system prompt. */
export const RulePlace = Type.Union([
  Type.Literal('input'),
  Type.Literal('output'),
  Type.Literal('context'),
  Type.Literal('tool_results'),
  Type.Literal('system_prompt'),
]);

/** A reading of a text that stays code (grammar, framing), named so that rules can require it or be excepted by it. */
export const ReadingName = Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 48 });

/**
 * What a rule matches: a pattern (JavaScript syntax, its own word boundaries; the set gives the flags) or listed
 * keywords (whole words).
 */
export const RuleMatch = Type.Union([
  Type.Object({ pattern: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
  Type.Object({ keywords: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }) }, { additionalProperties: false }),
]);

/** A named reading of the text (or of the match) as data: in `requires` it must hold, in `unless` it must not. */
export const RuleReading = Type.Object({ reading: ReadingName }, { additionalProperties: false });

export const RuleSource = Type.Object(
  {
    /** The labelled set the rule was tuned on, or `hand-written` (no set). */
    set: Type.String({ minLength: 1 }),
    /** The half of that set it was tuned on (the other is held out); `none` for a hand-written rule. */
    half: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('none')]),
    /** When it was written or last tuned. */
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    commit: Type.Optional(Type.String({ pattern: '^[0-9a-f]{7,40}$' })),
  },
  { additionalProperties: false },
);

export const NamedRule = Type.Object(
  {
    id: RuleId,
    description: Type.String({ minLength: 10, maxLength: 300 }),
    match: RuleMatch,
    where: Type.Array(RulePlace, { minItems: 1, uniqueItems: true }),
    /** Readings that must hold for the rule to fire (e.g. `asks`: the text asks for something). */
    requires: Type.Optional(Type.Array(RuleReading)),
    /** Exceptions as data: readings under which the rule does not fire (e.g. `protective`). */
    unless: Type.Optional(Type.Array(RuleReading)),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    /** Safety sets, prompts: a match is an ask for help with the harm, so complying with it is harmful too. */
    request: Type.Optional(Type.Boolean()),
    /** Texts this rule must fire on, and look-alikes it must not (read at its places, its exceptions applied). */
    examples: Type.Object(
      { match: Type.Array(Type.String(), { minItems: 1 }), no_match: Type.Array(Type.String(), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    source: RuleSource,
  },
  { $id: 'NamedRule', additionalProperties: false },
);
export type NamedRule = Static<typeof NamedRule>;

/**
 * Rules compiled together: at each place, the patterns of the rules that look there are, in order, the
 * alternatives of one expression with the set's flags, so a text is read once for the whole set; a match is
 * credited to the first rule that matches there.
 */
export const RuleSet = Type.Object(
  {
    id: RuleId,
    description: Type.String({ minLength: 10, maxLength: 300 }),
    flags: Type.String({ pattern: '^[gimsuy]*$' }),
    /**
     * Listed trigger words kept from before the move so that no verdict changes: a text must also hold one of them
     * (as a word, or the first four letters of a word for longer triggers).
     */
    triggers: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    rules: Type.Array(NamedRule, { minItems: 1 }),
  },
  { $id: 'RuleSet', additionalProperties: false },
);
export type RuleSet = Static<typeof RuleSet>;
