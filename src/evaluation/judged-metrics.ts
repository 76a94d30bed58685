// With a language-model judge configured, the metrics that gain from judgment (faithfulness,
// answer_relevancy, completeness) are scored by it; the deterministic score stays the fallback when the judge
// cannot answer, and `source` says which one counts.
import { judgeFailure, JudgeSession, judgeSettings, noJudgeReason } from '../models/judge/client.js';
import { readScore } from '../models/judge/verdict.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { passes } from '../core/metrics/engine.js';
import { metricsByName } from '../core/metrics/registry.js';
import type { EvaluationMetricResult } from './schemas.js';

const SYSTEM = 'You are a strict, fair evaluator of answers given by an AI assistant. Reply with one JSON object and nothing else.';
const clip = (s: string, n = 12_000) => (s.length > n ? `${s.slice(0, n)}\n[…]` : s);
// A single string is context as runs stored before 2026-11-26 may hold it.
const contextOf = (item: MinimalInputItem) => (Array.isArray(item.context) ? item.context.join('\n\n') : ((item.context as unknown as string | null | undefined) ?? ''));
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

/** Rescores the judged metrics of each item in place; returns the tokens the judge used. */
export async function judgeMetricResults(items: MinimalInputItem[], results: EvaluationMetricResult[][], session: JudgeSession): Promise<number> {
  const before = session.tokensUsed;
  const jobs: Promise<void>[] = [];
  items.forEach((item, i) => {
    for (const r of results[i]) {
      const prompt = JUDGE_PROMPTS[r.name];
      if (!prompt || r.skipped || r.score === null) continue;
      jobs.push(
        (async () => {
          let answer: string;
          try {
            answer = await session.ask(SYSTEM, prompt(item));
          } catch (err) {
            r.reason = `${r.reason} (A language-model judge is configured but ${judgeFailure(err)}; the deterministic score counts.)`;
            return;
          }
          const read = readScore(answer);
          if ('problem' in read) {
            r.reason = `${r.reason} (The judge's answer could not be used: ${read.problem}; the deterministic score counts.)`;
            return;
          }
          const metric = metricsByName.get(r.name)!;
          const deterministic = r.score;
          r.score = Math.round(read.score * 10000) / 10000;
          r.passed = passes(metric, r.score, r.threshold ?? metric.defaultThreshold);
          r.source = 'llm_judge';
          r.reason = `Judge: ${read.reason || 'no reason given'} (deterministic score ${deterministic}.)`;
        })(),
      );
    }
  });
  await Promise.all(jobs);
  return session.tokensUsed - before;
}

/**
 * The judge of an evaluation run: a session when one runs for the request's key (or the server's settings);
 * otherwise, when the request sent a key all the same, why it could not be used (noted on the judged metrics).
 */
export type RunJudge = { session: JudgeSession } | { unusedKeyReason: string | null };

export function runJudge(llmApiKey?: string): RunJudge {
  const settings = judgeSettings(llmApiKey);
  if (settings) return { session: new JudgeSession(settings) };
  return { unusedKeyReason: llmApiKey ? noJudgeReason(llmApiKey) : null };
}

/** Scores the judged metrics with the run's judge, or says on them why none did; returns the tokens used. */
export async function judgeWith(judge: RunJudge, items: MinimalInputItem[], results: EvaluationMetricResult[][]): Promise<number> {
  if ('session' in judge) return judgeMetricResults(items, results, judge.session);
  const reason = judge.unusedKeyReason;
  if (reason) {
    for (const r of results.flat()) {
      if (r.name in JUDGE_PROMPTS && !r.skipped && r.score !== null) r.reason = `${r.reason} (Not scored by a judge: ${reason}; the deterministic score counts.)`;
    }
  }
  return 0;
}
