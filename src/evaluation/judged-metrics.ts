// With a language-model judge configured, the metrics that gain from judgment (faithfulness,
// answer_relevancy, completeness) are scored by it; the deterministic score stays the fallback when the judge
// cannot answer, and `source` says which one counts.
import { judgeFailure, JudgeSession, judgeSettings, noJudgeReason } from '../models/judge/client.js';
import { JUDGE_PROMPTS, METRIC_JUDGE_SYSTEM } from '../models/judge/metric-prompts.js';
import { readScore } from '../models/judge/verdict.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { passes } from '../core/metrics/engine.js';
import { metricsByName } from '../core/metrics/registry.js';
import type { EvaluationMetricResult } from './schemas.js';

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
            answer = await session.ask(METRIC_JUDGE_SYSTEM, prompt(item));
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
      if (r.name in JUDGE_PROMPTS && !r.skipped && r.score !== null)
        r.reason = `${r.reason} (Not scored by a judge: ${reason}; the deterministic score counts.)`;
    }
  }
  return 0;
}
