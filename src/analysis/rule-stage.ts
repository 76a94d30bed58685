// The custom-rules stage of a run (pipeline.ts), after every other item stage so that a rule's tag is exactly
// what the rule declares (no audit verdict or metric moves it): the rules the run takes, planned and checked,
// then matched on the pattern thread (runtime/pattern-thread) with its time limit per item.
import { errors } from '../http/errors.js';
import { matchRulesOnPatternThread } from '../runtime/pattern-thread/runner.js';
import { ruleIssues } from '../projects/custom-rules.js';
import { withTags, type ItemResult } from '../core/detectors/engine.js';
import { mergeRules, resolveRule, ruleProblems, type CustomRule, type ResolvedRule } from '../core/rules/custom-rule.js';
import { ruleTags, ruleTexts } from '../core/rules/rule-tags.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import { normalizeItem } from '../core/text/normalize.js';
import type * as runs from './runs-store.js';
import type { FailureAnalysisRequest, MinimalInputItem } from './schemas.js';
import { callsModels } from './run-steps.js';

const AT = ['body', 'config', 'custom_rules'];

/**
 * The rules a run takes: the project's with the request's (checked; 422 otherwise), those in the request's scope
 * — all when it names no subcategories or buckets, else those whose subcategory or bucket it names.
 */
export async function planRules(projectRules: CustomRule[], request: FailureAnalysisRequest): Promise<ResolvedRule[]> {
  const own = request.config?.custom_rules ?? [];
  const issues = await ruleIssues(own, AT);
  if (issues.length) throw errors.validation(issues);
  const merged = mergeRules(projectRules, own);
  // Each list was checked alone; together, a subcategory of the team's own must still have one bucket and one name.
  const clashes = ruleProblems(merged, []);
  if (clashes.length) throw errors.invalid(AT, `These rules and the project's disagree: ${clashes.map((c) => c.msg).join(' ')}`);
  const subcategories = request.subcategories ?? [];
  const buckets = request.buckets ?? [];
  const scoped = subcategories.length === 0 && buckets.length === 0;
  return merged.map(resolveRule).filter((r) => scoped || subcategories.includes(r.subcategory_id) || buckets.includes(r.bucket_id));
}

/** A run analysed on this thread, whatever its size: it calls a model, or has rules for the pattern thread. */
export const runsHere = (options: runs.RunOptions): boolean => callsModels(options) || Boolean(options.custom_rules?.length);

/** The rules' tags added to the items' results (each rule one check on each item). */
export async function withRuleTags(
  results: ItemResult[],
  items: MinimalInputItem[],
  rules: ResolvedRule[] | undefined,
  thresholds: Thresholds,
): Promise<ItemResult[]> {
  if (!rules?.length) return results;
  const texts = items.map((item, k) => ruleTexts(normalizeItem(item, results[k].input.item_index)));
  const outcomes = await matchRulesOnPatternThread(rules, texts);
  return results.map((r, k) => {
    const place = { itemIndex: r.input.item_index, traceId: r.input.trace_id };
    return withTags(r, [...r.tags, ...ruleTags(rules, outcomes[k], texts[k], place, thresholds)], r.checks + rules.length);
  });
}
