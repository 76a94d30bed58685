// The pattern thread: checks the patterns, JSON Schemas and custom rules requests supply, and computes the
// metrics and rules that run them, answering item by item so the calling thread can bound each item's time (runner.ts). It loads only
// these metrics and their engines, not the text analysis.
import { parentPort } from 'node:worker_threads';
import { regexScore } from '../../core/metrics/regex.js';
import { schemaComplianceScore, userSchemaValidator } from '../../core/metrics/schema-compliance.js';
import type { ComputedScore, MetricScore, MetricSettings } from '../../core/metrics/types.js';
import { patternProblem } from '../../core/metrics/user-patterns/re2-pattern.js';
import type { SchemaProblem } from '../../core/metrics/user-patterns/user-schema.js';
import { compileRules, matchRules, type RuleMatch, type RulePattern, type RuleTexts } from '../../core/rules/rule-matching.js';
import { lowerThisThreadsPriority } from '../background-priority.js';

// The event loop and sign-in's hash come first where cores are short (background-priority.ts).
lowerThisThreadsPriority();

/** The metrics that run user patterns, by name: what this thread can compute. */
const SCORERS: Record<string, (settings: MetricSettings, output: string) => MetricScore> = {
  regex: (settings, output) => regexScore(settings.regex ?? '', output),
  schema_compliance: (settings, output) => schemaComplianceScore(settings.json_schema, output),
};

export type PatternTask =
  | { id: number; kind: 'check_regex'; regex: string }
  | { id: number; kind: 'check_schema'; schema: Record<string, unknown> }
  | { id: number; kind: 'score'; metrics: string[]; settings: MetricSettings; outputs: string[] }
  | { id: number; kind: 'check_rules'; rules: Pick<RulePattern, 'source' | 'flags'>[] }
  | { id: number; kind: 'rules'; rules: RulePattern[]; items: RuleTexts[] };

/** A task as the caller writes it (the runner numbers it). */
export type PatternTaskBody = PatternTask extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/** One item's scores, by metric. */
export type ItemScores = Record<string, ComputedScore>;

export type PatternReply =
  | { id: number; problems: SchemaProblem[] }
  | { id: number; compiled: true }
  | { id: number; index: number; scores: ItemScores }
  | { id: number; index: number; matches: RuleMatch[] };

function scoreItem(metrics: string[], settings: MetricSettings, output: string): ItemScores {
  const scores: ItemScores = {};
  for (const name of metrics) {
    try {
      scores[name] = SCORERS[name](settings, output);
    } catch (err) {
      scores[name] = { error: (err as Error).message };
    }
  }
  return scores;
}

function handle(task: PatternTask): void {
  const port = parentPort!;
  if (task.kind === 'check_regex') {
    const problem = patternProblem(task.regex);
    port.postMessage({ id: task.id, problems: problem ? [{ path: [], msg: `This pattern cannot run: ${problem}` }] : [] } satisfies PatternReply);
  } else if (task.kind === 'check_schema') {
    const compiled = userSchemaValidator(task.schema);
    port.postMessage({ id: task.id, problems: Array.isArray(compiled) ? compiled : [] } satisfies PatternReply);
  } else if (task.kind === 'check_rules') {
    const problems: SchemaProblem[] = [];
    task.rules.forEach((rule, i) => {
      const problem = patternProblem(rule.source, rule.flags);
      if (problem) problems.push({ path: [i], msg: `This rule cannot run: ${problem}` });
    });
    port.postMessage({ id: task.id, problems } satisfies PatternReply);
  } else if (task.kind === 'rules') {
    const compiled = compileRules(task.rules);
    port.postMessage({ id: task.id, compiled: true } satisfies PatternReply);
    task.items.forEach((texts, index) => port.postMessage({ id: task.id, index, matches: matchRules(task.rules, compiled, texts) } satisfies PatternReply));
  } else {
    // Compiling the patterns (cached by the metrics) is its own step, timed apart from the items': scoring
    // the empty answer compiles them and matches nothing worth timing.
    scoreItem(task.metrics, task.settings, '');
    port.postMessage({ id: task.id, compiled: true } satisfies PatternReply);
    task.outputs.forEach((output, index) =>
      port.postMessage({ id: task.id, index, scores: scoreItem(task.metrics, task.settings, output) } satisfies PatternReply),
    );
  }
}

if (parentPort) {
  parentPort.on('message', handle);
  // Loaded: the caller starts timing tasks from here, not from the thread's start-up.
  parentPort.postMessage({ ready: true });
}
