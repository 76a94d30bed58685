// A SARIF log → the findings Assay keeps: rule, level, message, file, line, tool, tags and CWE ids, one
// shape whatever the tool (Semgrep puts CWEs in rule tags, CodeQL in "external/cwe/cwe-078" tags, Bandit
// in rule properties). Pure. Also the one rule the schema cannot say: a result names its rule.
import { errors, type ValidationIssue } from '../http/errors.js';
import type { SarifLog } from './schemas.js';

export type SarifLevel = 'error' | 'warning' | 'note' | 'none';

export interface ScanFinding {
  rule_id: string;
  /** The rule's name or short description, when the log gives its rules. */
  rule_name: string | null;
  level: SarifLevel;
  message: string;
  file: string | null;
  line: number | null;
  tool: string;
  /** Tags of the rule and the result, lower-cased. */
  tags: string[];
  /** CWE ids as "CWE-78". */
  cwe: string[];
}

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

const CWE = /\bcwe[-_/ :]?0*(\d{1,4})\b/gi;

function cweIds(texts: string[]): string[] {
  const ids = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(CWE)) ids.add(`CWE-${Number(m[1])}`);
  return [...ids];
}

/** 422 naming each result without a rule id (ruleId, or rule.id). */
export function checkRuleIds(log: SarifLog): void {
  const issues: ValidationIssue[] = [];
  log.runs.forEach((run, r) =>
    (run.results ?? []).forEach((result, i) => {
      if (!result.ruleId && !result.rule?.id) {
        issues.push({
          loc: ['body', 'sarif', 'runs', r, 'results', i, 'ruleId'],
          msg: 'Field required: a result names its rule with ruleId (or rule.id).',
          type: 'missing',
        });
      }
    }),
  );
  if (issues.length) throw errors.validation(issues.slice(0, 20));
}

export function extractFindings(log: SarifLog): ScanFinding[] {
  const findings: ScanFinding[] = [];
  for (const run of log.runs) {
    const driver = obj(obj(run.tool).driver);
    const rules = Array.isArray(driver.rules) ? (driver.rules as unknown[]).map(obj) : [];
    const ruleById = new Map(rules.map((r) => [String(r.id ?? ''), r]));
    for (const result of run.results ?? []) {
      const raw = result as Loose;
      const ruleId = result.ruleId ?? result.rule?.id ?? '';
      const rule = ruleById.get(ruleId) ?? (typeof raw.ruleIndex === 'number' ? rules[raw.ruleIndex] : undefined) ?? {};
      const ruleProps = obj(rule.properties);
      const tags = [...strings(ruleProps.tags), ...strings(obj(raw.properties).tags)].map((t) => t.toLowerCase());
      const cweTexts = [...tags, ...strings(ruleProps.cwe), String(ruleProps.cwe ?? ''), ruleId];
      const location = obj(obj(result.locations?.[0]).physicalLocation);
      const defaultLevel = obj(rule.defaultConfiguration).level;
      const ruleText = [rule.name, obj(rule.shortDescription).text].filter((x) => typeof x === 'string').join(' ');
      findings.push({
        rule_id: ruleId,
        rule_name: ruleText || null,
        level: result.level ?? ((['error', 'warning', 'note', 'none'] as unknown[]).includes(defaultLevel) ? (defaultLevel as SarifLevel) : 'warning'),
        message: result.message.text ?? result.message.id ?? ruleText,
        file: obj(location.artifactLocation).uri !== undefined ? String(obj(location.artifactLocation).uri) : null,
        line: typeof obj(location.region).startLine === 'number' ? (obj(location.region).startLine as number) : null,
        tool: String(driver.name),
        tags,
        cwe: cweIds(cweTexts),
      });
    }
  }
  return findings;
}

export function countByLevel(findings: ScanFinding[]): Record<SarifLevel, number> {
  const counts = { error: 0, warning: 0, note: 0, none: 0 };
  for (const f of findings) counts[f.level]++;
  return counts;
}
