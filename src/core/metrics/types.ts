// What an evaluation metric is: metadata plus one pure function over an item. Adding a metric is adding a
// file here and listing it in registry.ts.
import type { ItemText } from '../text/item-text.js';
import type { NormalizedItem } from '../text/normalize.js';

/** Inputs a metric needs; when one is missing the metric is skipped with the reason. */
export type MetricInput =
  | 'context' // retrieved context chunks
  | 'reference' // a reference answer
  | 'tool_calls' // tool calls of the item
  | 'json_schema' // config.json_schema of the request
  | 'pattern' // config.regex of the request
  | 'latency' // item.metadata.latency_ms (or derived from a trace)
  | 'tokens'; // item.metadata.tokens / usage (or derived from a trace)

/** Request-level settings some metrics read (config of POST /v2/evaluate). */
export interface MetricSettings {
  json_schema?: Record<string, unknown>;
  /** For `regex`: a regular expression source (JavaScript syntax, run on RE2) the output must match. */
  regex?: string;
  /** For `contains`: strings the output must contain (case-insensitive); the reference is used when absent. */
  contains?: string[];
}

export interface EvalItem extends NormalizedItem {
  /** Milliseconds the model took, when known (metadata.latency_ms or the trace). */
  latencyMs: number | null;
  /** Tokens used (input + output), when known (metadata.tokens, metadata.usage or the trace). */
  tokens: number | null;
}

export interface MetricScore {
  /** The value, in the metric's range. */
  score: number;
  /** One or two sentences a person can act on: why this score. */
  reason: string;
}

/** A metric's result computed elsewhere (the pattern thread): a score, or the error that kept it from one. */
export type ComputedScore = MetricScore | { error: string };

export interface Metric {
  name: string;
  description: string;
  /** [min, max]; max null when unbounded (latency, tokens). */
  range: [number, number | null];
  /** True when a higher score is better. */
  higherIsBetter: boolean;
  requires: MetricInput[];
  /**
   * Whether the metric applies to an item that has its inputs: null when it does, else why not (reported as
   * "Not applicable: …", no score, left out of means and the gate). Absent: it applies wherever its inputs are.
   * A metric the request names runs on every item with its inputs: naming it says it applies.
   */
  appliesTo?(item: EvalItem, text: ItemText, settings: MetricSettings): string | null;
  /**
   * Whether a run that names no metrics includes this one. Absent: it does. Metrics that compare wording
   * (exact_match, bleu, rouge_l) score a correct paraphrase low, so they run only when named.
   */
  inDefaultSet?(settings: MetricSettings): boolean;
  /** The score passes when ≥ (higher is better) or ≤ (lower is better) this. */
  defaultThreshold: number;
  /**
   * Runs patterns the request supplied (config.regex, config.json_schema): the service computes it on the
   * pattern thread, each item's time bounded (user-patterns/runner.ts), never on the event loop.
   */
  runsUserPatterns?: true;
  /** Pure: the same item and settings give the same score. */
  compute(item: EvalItem, text: ItemText, settings: MetricSettings): MetricScore;
  /** Items with the expected score range, run by the metric tests: [item, min, max]. */
  examples: { item: Partial<EvalItem> & { input: string; output: string }; settings?: MetricSettings; min: number; max: number }[];
}
