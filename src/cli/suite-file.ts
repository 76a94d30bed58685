// The suite file (assay.yaml, docs/suite.md): what a repository's CI checks — its dataset files, the
// subcategories in scope, thresholds, what gates, the reports to write and optionally the server to send to.
// Read with the yaml package, checked against a schema; every error names its line and column.
import path from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { ProjectName } from '../http/common-schemas.js';
import { makeAjv } from '../http/validation.js';
import { toValidationIssues } from '../http/validation-errors.js';
import { findBucket, subcategoriesById } from '../core/taxonomy/index.js';
import { patternProblem } from '../core/metrics/user-patterns/re2-pattern.js';
import { CustomRule, MAX_RULES, resolveRule, ruleProblems, ruleSubcategoryIds } from '../core/rules/custom-rule.js';
import { SeverityLabel } from '../core/shapes/failure-analysis.js';
import { UsageError } from './errors.js';
import { readTextFile } from './text-files.js';
import { shownPath } from './places.js';

export const SUITE_FILE = 'assay.yaml';

const Ids = (description: string) => Type.Optional(Type.Array(Type.String({ minLength: 1 }), { uniqueItems: true, description }));
const Threshold = (description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 1, description }));

export const SuiteFile = Type.Object(
  {
    version: Type.Optional(Type.Literal(1, { description: 'The suite file format: 1.' })),
    project: Type.Optional(ProjectName),
    datasets: Type.Union([Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })], {
      description: 'Dataset files (.jsonl, .json, .csv), relative to the suite file; analysed together as one run.',
    }),
    scope: Type.Optional(
      Type.Object(
        { subcategories: Ids('Subcategory ids to check.'), buckets: Ids('Bucket ids whose subcategories are all checked.') },
        { additionalProperties: false },
      ),
    ),
    thresholds: Type.Optional(
      Type.Object(
        {
          alert: Threshold('should_alert at this confidence.'),
          gate: Threshold('should_gate_ci at this confidence.'),
          review: Threshold('needs_human_review below this confidence.'),
        },
        { additionalProperties: false },
      ),
    ),
    gate: Type.Optional(
      Type.Object(
        { subcategories: Ids("The subcategories whose confident fails gate, in place of the taxonomy's defaults (critical fails always gate).") },
        { additionalProperties: false },
      ),
    ),
    custom_rules: Type.Optional(
      Type.Array(Type.Ref(CustomRule), {
        maxItems: MAX_RULES,
        description: "The team's own checks (docs/custom-rules.md): each match is a tag with detector_id rule:<name>.",
      }),
    ),
    audit: Type.Optional(Type.Boolean({ description: 'Run the security audit (S1–S23) on the items; default true.' })),
    metrics: Type.Optional(Type.Boolean({ description: 'Run the evaluation metrics related to the subcategories checked; default true.' })),
    outputs: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description: 'Reports to write, relative to the suite file, by extension: .html, .csv, .json, .xml (JUnit), .sarif.',
      }),
    ),
    server: Type.Optional(
      Type.Object(
        { url: Type.String({ format: 'uri', pattern: '^https?://', description: 'The Assay server; the key comes from ASSAY_API_KEY or `assay login`.' }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, $id: 'SuiteFile' },
);
export type SuiteFile = Static<typeof SuiteFile>;

export interface Suite extends SuiteFile {
  /** The suite file's path. */
  file: string;
  /** The dataset files, resolved against the suite file's directory. */
  datasetFiles: string[];
  /** The report files, resolved likewise. */
  outputFiles: string[];
}

let validate: ReturnType<ReturnType<typeof makeAjv>['compile']> | null = null;

/** Reads and checks a suite file; a mistake is a UsageError naming the file, line and column. */
export function readSuite(file: string): Suite {
  const shown = shownPath(file);
  const text = readTextFile(file);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const [syntax] = doc.errors;
  if (syntax) {
    const at = lines.linePos(syntax.pos[0]);
    throw new UsageError(`${shown}:${at.line}:${at.col}: ${syntax.message.split('\n')[0]}`);
  }
  const value = doc.toJS() ?? {};
  validate ??= makeAjv(false, [SeverityLabel, CustomRule]).compile(SuiteFile);
  if (!validate(value)) {
    const issues = toValidationIssues(validate.errors ?? [], 'body', value).map((issue) => {
      const where = issue.loc.slice(1);
      const at = positionOf(doc, lines, where, issue.type === 'extra_forbidden');
      return `${shown}:${at.line}:${at.col}: ${where.length ? `${where.join('.')}: ` : ''}${issue.msg}`;
    });
    throw new UsageError(issues.join('\n'));
  }
  const suite = value as SuiteFile;
  const unknown = problemsBeyondSchema(suite).map(({ loc, message }) => {
    const at = positionOf(doc, lines, loc, false);
    return `${shown}:${at.line}:${at.col}: ${loc.join('.')}: ${message}`;
  });
  if (unknown.length) throw new UsageError(unknown.join('\n'));
  const base = path.dirname(file);
  const datasets = typeof suite.datasets === 'string' ? [suite.datasets] : suite.datasets;
  return {
    ...suite,
    file,
    datasetFiles: datasets.map((d) => path.resolve(base, d)),
    outputFiles: (suite.outputs ?? []).map((o) => path.resolve(base, o)),
  };
}

/**
 * Subcategory and bucket ids the taxonomy (or the file's own rules) does not have, and rules that cannot run,
 * each where it is in the file.
 */
function problemsBeyondSchema(suite: SuiteFile): { loc: (string | number)[]; message: string }[] {
  const out: { loc: (string | number)[]; message: string }[] = [];
  const rules = suite.custom_rules ?? [];
  const problems = ruleProblems(rules, ['custom_rules']);
  out.push(...problems.map((p) => ({ loc: p.path, message: p.msg })));
  if (problems.length === 0) {
    rules.forEach((rule, i) => {
      const { source, flags } = resolveRule(rule);
      const problem = patternProblem(source, flags);
      if (problem) out.push({ loc: ['custom_rules', i, rule.pattern !== undefined ? 'pattern' : 'keywords'], message: `this rule cannot run: ${problem}` });
    });
  }
  const own = problems.length ? new Set<string>() : ruleSubcategoryIds(rules);
  const check = (ids: string[] | undefined, loc: string[], known: (id: string) => boolean, kind: string) =>
    (ids ?? []).forEach((id, i) => {
      if (!known(id)) out.push({ loc: [...loc, i], message: `unknown ${kind} '${id}' (docs/taxonomy.md lists them)` });
    });
  check(suite.scope?.subcategories, ['scope', 'subcategories'], (id) => subcategoriesById.has(id) || own.has(id), 'subcategory');
  check(suite.scope?.buckets, ['scope', 'buckets'], (id) => findBucket(id) !== undefined, 'bucket');
  check(suite.gate?.subcategories, ['gate', 'subcategories'], (id) => subcategoriesById.has(id), 'subcategory');
  return out;
}

/**
 * Where a value is in the file: the node at `loc`, or its key when it is a key that should not be there, or the
 * nearest enclosing node that exists (a missing field is reported at the map that lacks it).
 */
function positionOf(doc: Document, lines: LineCounter, loc: (string | number)[], atKey: boolean): { line: number; col: number } {
  for (let depth = loc.length; depth >= 0; depth--) {
    const at = loc.slice(0, depth);
    if (atKey && depth === loc.length && depth > 0) {
      const parent = at.length > 1 ? doc.getIn(at.slice(0, -1), true) : doc.contents;
      const pair = isMap(parent) ? parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === at[at.length - 1]) : undefined;
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return lines.linePos(range[0]);
    }
    const node = at.length ? doc.getIn(at, true) : doc.contents;
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return lines.linePos(range[0]);
  }
  return { line: 1, col: 1 };
}
