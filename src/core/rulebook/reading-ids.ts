// Ids of the rules that are readings in code (issue 35): the grammar-based readers stay code, but each is a named
// rule, so a tag can say which one fired. A detector as a whole is `detector.<its subcategory, in kebab case>`; the
// safety kit's shared readings are `reading.<name>`. The catalogue (core/catalogue/) lists them with their examples.

/** The rule id of a detector that reads in code: `unsupported_claim` → `detector.unsupported-claim`. */
export const detectorRuleId = (detectorId: string): string => `detector.${detectorId.replace(/_/g, '-')}`;

/** The safety kit's shared readings, by name (core/safety/categories/kit.ts). */
export const READING_IDS = {
  harmfulRequest: 'reading.harmful-request',
  harmTopic: 'reading.harm-topic',
  toxic: 'reading.toxic-language',
  /** Harmful help in an answer is the harmful_content detector's reading: one concept, one rule. */
  assistance: 'detector.harmful-content',
  compliance: 'reading.complies-with-harmful-ask',
} as const;

/** A team's own rule (core/rules/): `rule:<name>`, as its tags' detector_id says. */
export const customRuleId = (name: string): string => `rule:${name}`;

/** The language-model judge's verdicts (analysis/hybrid-phase.ts): a model, not a rule, named so that tags say so. */
export const JUDGE_RULE_ID = 'model.llm-judge';

/** The guard model's categories (security/audit/combine.ts). */
export const GUARD_RULE_ID = 'model.guard';
