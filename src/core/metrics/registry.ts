// Every evaluation metric, in display order. Adding a metric is adding a file here and a line below.
import { metric as answerRelevancy } from './answer-relevancy.js';
import { metric as bleu } from './bleu.js';
import { metric as completeness } from './completeness.js';
import { expectedStrings, metric as contains } from './contains.js';
import { metric as contextPrecision } from './context-precision.js';
import { metric as contextRecall } from './context-recall.js';
import { metric as contextRelevance } from './context-relevance.js';
import { metric as exactMatch } from './exact-match.js';
import { metric as faithfulness } from './faithfulness.js';
import { metric as jsonValidity } from './json-validity.js';
import { metric as languageConsistency } from './language-consistency.js';
import { metric as latencyMs } from './latency-ms.js';
import { metric as piiLeakage } from './pii-leakage.js';
import { metric as readability } from './readability.js';
import { metric as refusal } from './refusal.js';
import { metric as regex } from './regex.js';
import { metric as rougeL } from './rouge-l.js';
import { metric as schemaCompliance } from './schema-compliance.js';
import { metric as tokens } from './tokens.js';
import { metric as toolCallValidity } from './tool-call-validity.js';
import { metric as toolErrorRate } from './tool-error-rate.js';
import { metric as toxicity } from './toxicity.js';
import type { EvalItem, Metric, MetricInput, MetricSettings } from './types.js';

export const metrics: Metric[] = [
  faithfulness,
  answerRelevancy,
  contextRelevance,
  contextPrecision,
  contextRecall,
  completeness,
  toxicity,
  piiLeakage,
  refusal,
  jsonValidity,
  schemaCompliance,
  exactMatch,
  contains,
  regex,
  rougeL,
  bleu,
  toolCallValidity,
  toolErrorRate,
  readability,
  languageConsistency,
  latencyMs,
  tokens,
];

export const metricsByName: Map<string, Metric> = new Map(metrics.map((m) => [m.name, m]));
export const metricNames: string[] = metrics.map((m) => m.name);

/** The metrics of a run that names none: every metric but those that run only when named (Metric.inDefaultSet). */
export function defaultMetricNames(settings: MetricSettings): string[] {
  return metrics.filter((m) => m.inDefaultSet?.(settings) ?? true).map((m) => m.name);
}

const isBlank = (s: string | null): boolean => s === null || s.trim() === '';

function lacks(input: MetricInput, item: EvalItem, settings: MetricSettings): boolean {
  switch (input) {
    case 'context':
      return !item.context.some((chunk) => !isBlank(chunk));
    case 'reference':
      return isBlank(item.reference);
    case 'tool_calls':
      return item.toolCalls.length === 0;
    case 'json_schema':
      return settings.json_schema === undefined || settings.json_schema === null;
    case 'pattern':
      return settings.regex === undefined || settings.regex === null || settings.regex === '';
    case 'latency':
      return item.latencyMs === null;
    case 'tokens':
      return item.tokens === null;
  }
}

/** Which of the metric's required inputs the item and settings lack; empty when the metric can run. */
export function missingInputs(metric: Metric, item: EvalItem, settings: MetricSettings): MetricInput[] {
  return metric.requires.filter((input) => {
    // `contains` reads the reference only when config.contains lists no strings.
    if (metric.name === contains.name && input === 'reference' && expectedStrings(settings)) return false;
    return lacks(input, item, settings);
  });
}
