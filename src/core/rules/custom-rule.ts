// A team's own check, declared as data (in a request, in a suite file, or per project on a server): a pattern or
// a keyword list, where to look, and the tag a match gives. Rules run on RE2 with a time limit per item, like
// every pattern a user supplies (runtime/pattern-thread); this file holds their shape and the checks the schema
// cannot make (the taxonomy, names used twice).
import { Type, type Static } from '@sinclair/typebox';
import { SeverityLabel, type Subcategory } from '../shapes/failure-analysis.js';
import { findBucket, subcategoriesById, taxonomy } from '../taxonomy/index.js';
import { keywordWords } from './keyword-matching.js';
import { keywordsPattern } from '../text/keywords-pattern.js';

export { keywordsPattern };

/** The texts a rule can read; `tool_results` is every tool result and error of the item, joined. */
export const RULE_PLACES = ['input', 'output', 'context', 'tool_results'] as const;
export type RulePlace = (typeof RULE_PLACES)[number];

const RuleId = (description: string) => Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$', description });

export const CustomRule = Type.Object(
  {
    name: RuleId("The rule's name, unique in the run (lower-case letters, digits and _): tags it gives say detector_id `rule:<name>`."),
    description: Type.Optional(Type.String({ maxLength: 500, description: "What the rule catches, for a person: the first words of its tags' rationale." })),
    pattern: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description:
          'A regular expression in JavaScript syntax, run on RE2 (linear time; no lookarounds or backreferences). Give pattern or keywords, not both.',
      }),
    ),
    keywords: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        maxItems: 500,
        description: 'Words or phrases, any of which matches as a whole word (spaces match any run of white space). Give pattern or keywords, not both.',
      }),
    ),
    case_sensitive: Type.Optional(Type.Boolean({ description: 'Match upper and lower case apart (default: case does not matter).' })),
    where: Type.Optional(
      Type.Array(Type.Union(RULE_PLACES.map((p) => Type.Literal(p))), {
        minItems: 1,
        uniqueItems: true,
        description: 'The texts to look in: input, output, context, tool_results (default: ["output"]).',
      }),
    ),
    bucket_id: Type.String({ minLength: 1, description: 'The taxonomy bucket its tags belong to (GET /v2/failure-analysis/taxonomy).' }),
    subcategory_id: Type.Optional(
      RuleId("The subcategory of its tags: one of the bucket's, or the team's own id (default: the rule's name). Rules may share their own subcategory."),
    ),
    subcategory_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, description: "The name of the team's own subcategory (default: from its id). Not for the taxonomy's." }),
    ),
    severity_label: Type.Optional(Type.Ref(SeverityLabel, { description: 'The level of a match: critical, high, medium, low or info (default: medium).' })),
    decision: Type.Optional(
      Type.Union([Type.Literal('fail'), Type.Literal('unsure')], { description: 'What a match is: fail (default), or unsure (for a person to look at).' }),
    ),
    confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'The confidence of its tags (default 1: a match is certain).' })),
    gates_ci: Type.Optional(
      Type.Boolean({
        description:
          'Whether a fail of this rule at the gate threshold sets should_gate_ci (default false). Decided by the rule alone: gate_subcategories does not change it. A critical fail always gates, so a critical fail rule cannot say false.',
      }),
    ),
    remediation: Type.Optional(
      Type.String({ minLength: 1, maxLength: 1000, description: "What to do about a match (default: the subcategory's remediation, or a general one)." }),
    ),
  },
  { $id: 'CustomRule', title: 'CustomRule', additionalProperties: false, description: "A team's own check: a pattern or keywords, and the tag a match gives." },
);
export type CustomRule = Static<typeof CustomRule>;

/** Most rules a run takes (the request's and its project's together). */
export const MAX_RULES = 100;

/** A rule with its defaults filled in: what a run stores and runs. */
export interface ResolvedRule {
  name: string;
  description: string | null;
  /** The pattern in JavaScript syntax, and its flags: the keywords are made into one. */
  source: string;
  flags: string;
  /** A keyword rule's keywords as lists of words (keyword-matching.ts), lower-cased unless case matters; null for a pattern. */
  keywords: string[][] | null;
  where: RulePlace[];
  bucket_id: string;
  subcategory_id: string;
  subcategory_name: string;
  severity_label: SeverityLabel;
  decision: 'fail' | 'unsure';
  confidence: number;
  gates_ci: boolean;
  remediation: string;
}

/** A problem with a list of rules: where (from the list's index) and what, in words a person can act on. */
export interface RuleProblem {
  path: (string | number)[];
  msg: string;
}

const nameOf = (id: string): string => id.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The rule as a run keeps it. The rule must have passed ruleProblems. */
export function resolveRule(rule: CustomRule): ResolvedRule {
  const subcategoryId = rule.subcategory_id ?? rule.name;
  const known = subcategoriesById.get(subcategoryId);
  return {
    name: rule.name,
    description: rule.description ?? null,
    source: rule.pattern ?? keywordsPattern(rule.keywords ?? []),
    flags: rule.case_sensitive ? '' : 'i',
    keywords: rule.keywords ? keywordWords(rule.keywords, rule.case_sensitive ?? false) : null,
    where: rule.where ?? ['output'],
    bucket_id: rule.bucket_id,
    subcategory_id: subcategoryId,
    subcategory_name: known?.subcategory_name ?? rule.subcategory_name ?? nameOf(subcategoryId),
    severity_label: rule.severity_label ?? 'medium',
    decision: rule.decision ?? 'fail',
    confidence: rule.confidence ?? 1,
    gates_ci: rule.gates_ci ?? false,
    remediation:
      rule.remediation ??
      known?.remediation ??
      `Read what rule ${rule.name} matched: change the application so it no longer says it, or narrow the rule if the match is wanted.`,
  };
}

/**
 * What the schema cannot check: one of pattern and keywords, the bucket and subcategory against the taxonomy,
 * names used twice, and a subcategory of the team's own given two buckets or two names. `at` is the list's path.
 */
export function ruleProblems(rules: CustomRule[], at: (string | number)[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (rules.length > MAX_RULES) problems.push({ path: at, msg: `At most ${MAX_RULES} rules run at once; this list has ${rules.length}.` });
  const names = new Map<string, number>();
  const own = new Map<string, { index: number; bucket: string; name?: string }>();
  rules.forEach((rule, i) => {
    const here = (...field: string[]) => [...at, i, ...field];
    if (names.has(rule.name)) problems.push({ path: here('name'), msg: `The name "${rule.name}" is already used by rule ${names.get(rule.name)}.` });
    else names.set(rule.name, i);
    if ((rule.pattern === undefined) === (rule.keywords === undefined)) {
      problems.push({ path: here(), msg: 'Give either pattern (a regular expression) or keywords (a list of words), not both and not neither.' });
    }
    if (rule.severity_label === 'critical' && rule.gates_ci === false && (rule.decision ?? 'fail') === 'fail') {
      problems.push({
        path: here('gates_ci'),
        msg: 'A critical fail always gates CI (docs/scoring.md, "The gate"): leave gates_ci out, or give the rule severity_label high or lower, or decision unsure.',
      });
    }
    const bucket = findBucket(rule.bucket_id);
    if (!bucket) {
      problems.push({ path: here('bucket_id'), msg: `Unknown bucket "${rule.bucket_id}". Known: ${taxonomy.map((b) => b.bucket_id).join(', ')}.` });
      return;
    }
    const subcategoryId = rule.subcategory_id ?? rule.name;
    const field = rule.subcategory_id === undefined ? 'name' : 'subcategory_id';
    const known = subcategoriesById.get(subcategoryId);
    if (known) {
      if (known.bucket_id !== bucket.bucket_id) {
        problems.push({
          path: here(field),
          msg: `"${subcategoryId}" is a subcategory of ${known.bucket_id}, not of ${bucket.bucket_id}: name another subcategory, or set bucket_id to ${known.bucket_id}.`,
        });
      }
      if (rule.subcategory_name !== undefined) {
        problems.push({ path: here('subcategory_name'), msg: `"${subcategoryId}" is the taxonomy's and keeps its name: leave subcategory_name out.` });
      }
      return;
    }
    const first = own.get(subcategoryId);
    if (!first) own.set(subcategoryId, { index: i, bucket: bucket.bucket_id, name: rule.subcategory_name });
    else if (first.bucket !== bucket.bucket_id) {
      problems.push({
        path: here('bucket_id'),
        msg: `Rule ${first.index} puts the subcategory "${subcategoryId}" in ${first.bucket}: a subcategory has one bucket.`,
      });
    } else if (rule.subcategory_name !== undefined && first.name !== undefined && first.name !== rule.subcategory_name) {
      problems.push({
        path: here('subcategory_name'),
        msg: `Rule ${first.index} names the subcategory "${subcategoryId}" "${first.name}": a subcategory has one name.`,
      });
    }
  });
  return problems;
}

/**
 * The rules a run takes: the project's, each replaced by the request's rule of the same name, then the request's
 * others. Both lists were checked on their own; together they must still agree (ruleProblems).
 */
export function mergeRules(projectRules: CustomRule[], requestRules: CustomRule[]): CustomRule[] {
  const fromRequest = new Map(requestRules.map((r) => [r.name, r]));
  const merged = projectRules.map((r) => fromRequest.get(r.name) ?? r);
  const kept = new Set(merged.map((r) => r.name));
  return [...merged, ...requestRules.filter((r) => !kept.has(r.name))];
}

/** The subcategories these rules tag (their own, or the taxonomy's they name): ids a run's subcategories may name. */
export const ruleSubcategoryIds = (rules: CustomRule[]): Set<string> => new Set(rules.map((r) => r.subcategory_id ?? r.name));

/** The names of the rules' own subcategories (the taxonomy's have theirs), for a summary's primary_failure_name. */
export const ruleSubcategoryNames = (rules: ResolvedRule[] | undefined): ReadonlyMap<string, string> =>
  new Map((rules ?? []).map((r) => [r.subcategory_id, r.subcategory_name]));

/** The subcategory a rule's tags are scored with: the taxonomy's, or one made from the rule. */
export function ruleSubcategory(rule: ResolvedRule): Subcategory {
  const known = subcategoriesById.get(rule.subcategory_id);
  if (known) return known;
  return {
    subcategory_id: rule.subcategory_id,
    subcategory_name: rule.subcategory_name,
    description: rule.description ?? `A team's own check (rule ${rule.name}).`,
    detection_approach: 'deterministic',
    applies_to: ['rag', 'agent', 'agentic_rag', 'generic_llm'],
    requires_retrieval: false,
    requires_tools: false,
    minimal_mode_compatible: true,
    required_inputs: [],
    related_eval_metrics: [],
    related_security_categories: [],
    impact_score: 2,
    risk_category: 'medium',
    bucket_id: rule.bucket_id,
    signals: [],
    examples: [],
    remediation: rule.remediation,
    gates_ci_by_default: rule.gates_ci,
  };
}
