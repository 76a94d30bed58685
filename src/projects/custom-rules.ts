// A project's custom rules (core/rules/custom-rule.ts): stored with the project, run by each of its failure
// analyses beside the request's own. A list is checked whole before it is kept or run: the schema's limits, the
// taxonomy, names used twice, and each pattern compiled on the pattern thread within its time limit.
import type { ValidationIssue } from '../http/errors.js';
import { errors } from '../http/errors.js';
import { checkRulePatterns } from '../runtime/pattern-thread/runner.js';
import type { Queryable } from '../store/store.js';
import { resolveRule, ruleProblems, type CustomRule } from '../core/rules/custom-rule.js';

/** Problems with a list of rules at `at` (a request's, a project's, or the two together), as a 422 lists them. */
export async function ruleIssues(rules: CustomRule[], at: (string | number)[]): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = ruleProblems(rules, at).map((p) => ({ loc: p.path, msg: p.msg, type: 'value_error' }));
  if (issues.length) return issues;
  const patterns = rules.map((rule) => ({ ...resolveRule(rule), field: rule.pattern !== undefined ? 'pattern' : 'keywords' }));
  return checkRulePatterns(patterns, at);
}

/** The project's rules, [] when it has none. */
export async function getProjectRules(db: Queryable, projectId: string): Promise<CustomRule[]> {
  const rows = await db.query<{ custom_rules: CustomRule[] }>('SELECT custom_rules FROM projects WHERE id = $1', [projectId]);
  return rows[0]?.custom_rules ?? [];
}

/** The rules of the owner's project of that name; [] when there is no such project yet. */
export async function projectRulesByName(db: Queryable, ownerId: string, name: string): Promise<CustomRule[]> {
  const rows = await db.query<{ custom_rules: CustomRule[] }>('SELECT custom_rules FROM projects WHERE owner_id = $1 AND name = $2', [ownerId, name]);
  return rows[0]?.custom_rules ?? [];
}

/** Replaces the project's rules, once the whole list is checked (422 otherwise); answers them. */
export async function putProjectRules(db: Queryable, projectId: string, rules: CustomRule[]): Promise<CustomRule[]> {
  const issues = await ruleIssues(rules, ['body', 'custom_rules']);
  if (issues.length) throw errors.validation(issues);
  await db.query('UPDATE projects SET custom_rules = $2 WHERE id = $1', [projectId, JSON.stringify(rules)]);
  return rules;
}
