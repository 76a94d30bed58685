// One rule as the catalogue lists it (GET /v2/rules, `assay rules`, docs/rules.md): built-in rules as data, the
// readings in code (detectors, the safety kit's readings, a category's own reading), the models, and a project's
// custom rules — every id a tag's evidence can name as `metadata.rule_id`.
import { Type, type Static } from '@sinclair/typebox';

const Example = Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())], {
  description: 'A text, or for a detector an item (input, output, context, …) or a trace summary.',
});

export const CatalogueRule = Type.Object(
  {
    id: Type.String({ description: 'The id tags name in `evidence_items[].metadata.rule_id`.' }),
    origin: Type.Union([Type.Literal('built-in'), Type.Literal('project')], { description: "Assay's own, or the project's custom rule." }),
    kind: Type.Union([Type.Literal('pattern'), Type.Literal('keywords'), Type.Literal('reading'), Type.Literal('model'), Type.Literal('custom')], {
      description:
        'pattern / keywords: a built-in rule as data; reading: a reader in code (a detector, a safety reading); model: the guard ' +
        'or the judge; custom: a team rule.',
    }),
    set: Type.Union([Type.String(), Type.Null()], { description: 'The rule set it belongs to (built-in data rules), else null.' }),
    area: Type.Union([Type.Literal('failure-analysis'), Type.Literal('security'), Type.Literal('both')], { description: 'Where its verdicts appear.' }),
    description: Type.String(),
    where: Type.Array(Type.String(), { description: 'The texts it reads: input, output, context, tool_results, system_prompt, trace.' }),
    confidence: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Its fixed confidence; null where each finding sets its own.',
    }),
    requires: Type.Array(Type.String(), { description: 'Readings that must hold for it to fire.' }),
    unless: Type.Array(Type.String(), { description: 'Readings under which it does not fire (its exceptions).' }),
    match: Type.Union([Type.String(), Type.Null()], { description: 'Its pattern, or its keywords joined by ", "; null for readings and models.' }),
    examples: Type.Object({ match: Type.Array(Example), no_match: Type.Array(Example) }, { description: 'What it fires on, and look-alikes it does not.' }),
    source: Type.Union(
      [
        Type.Object({
          set: Type.String(),
          half: Type.String(),
          date: Type.String(),
          commit: Type.Optional(Type.String()),
        }),
        Type.Null(),
      ],
      { description: 'The labelled set and half it was tuned on (or hand-written), and when; null for models and custom rules.' },
    ),
    precision: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Its measured precision on the held-out halves of the shared sets (bench:quality); null until measured.',
    }),
  },
  { $id: 'CatalogueRule', title: 'CatalogueRule', description: 'One named rule: what it reads, its examples, its source.' },
);
export type CatalogueRule = Static<typeof CatalogueRule>;

export const RuleCatalogue = Type.Object(
  { rules: Type.Array(Type.Ref(CatalogueRule)), total: Type.Integer({ minimum: 0, description: 'How many rules are listed.' }) },
  { $id: 'RuleCatalogue', title: 'RuleCatalogue', description: 'The named rules: built-in, and the project’s own when one is named.' },
);
