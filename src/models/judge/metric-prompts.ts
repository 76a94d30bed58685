// What the language-model judge is asked for the metrics that gain from judgment (faithfulness,
// answer_relevancy, completeness): the prompts, written for Assay, each answered with a score and a reason.
import type { MinimalInputItem } from '../../core/shapes/input-item.js';

export const METRIC_JUDGE_SYSTEM = 'You are a strict, fair evaluator of answers given by an AI assistant. Reply with one JSON object and nothing else.';
const clip = (s: string, n = 12_000) => (s.length > n ? `${s.slice(0, n)}\n[…]` : s);
// A single string is context as runs stored before 2026-11-26 may hold it.
const contextOf = (item: MinimalInputItem) =>
  Array.isArray(item.context) ? item.context.join('\n\n') : ((item.context as unknown as string | null | undefined) ?? '');
const ASK = 'Reply as JSON: {"score": <a number from 0 to 1>, "reason": "<one or two sentences>"}.';

/** The prompts, written for Assay: what each judged metric asks. */
export const JUDGE_PROMPTS: Record<string, (item: MinimalInputItem) => string> = {
  faithfulness: (item) =>
    `Context:\n${clip(contextOf(item))}\n\nAnswer:\n${clip(item.output)}\n\nConsider every factual claim the answer makes. What share of them does the context support (1: all of them, or the answer makes no claim; 0: none)? A claim that adds, changes or contradicts a detail of the context is not supported. Name the first unsupported claim in the reason. ${ASK}`,
  answer_relevancy: (item) =>
    `Question:\n${clip(item.input)}\n\nAnswer:\n${clip(item.output)}\n\nHow directly and usefully does the answer address the question (1: fully on point; 0: ignores it or refuses a harmless question)? ${ASK}`,
  completeness: (item) =>
    `Question:\n${clip(item.input)}\n\nAnswer:\n${clip(item.output)}\n\nList the parts the question asks for. What share of them does the answer cover (1: all)? Name a missing part in the reason. ${ASK}`,
};

/** Of the given metrics, those the judge scores when one is configured. */
export const judgedMetricsOf = (names: string[]): string[] => names.filter((n) => n in JUDGE_PROMPTS);
