// `npm run bench:quality -- --judge [--judge-limit N]`: the same table with the language-model judge, on a
// bounded sample (at most N rows per set per half, every k-th row so the sample spans the set). The judge is
// configured as the service configures it (ASSAY_LLM_BASE_URL, ASSAY_LLM_MODEL, ASSAY_LLM_API_KEY…, read by
// loadConfig): the grounding sets go through the hybrid path (src/analysis/hybrid-phase.ts), responses through
// the harmful-compliance judge combined as the audit combines it; tasks the service asks no judge about keep
// their deterministic figures on the same sample, and say so.
import { hybridItemResults, hybridSubcategories } from '../../src/analysis/hybrid-phase.js';
import { loadConfig } from '../../src/config/config.js';
import { judgeHarmfulCompliance } from '../../src/models/harm-judge.js';
import { configureJudge, judgeFailure, JudgeSession, judgeSettings } from '../../src/models/judge/client.js';
import { combineWithGuard, combineWithJudge } from '../../src/security/audit/combine.js';
import type { Checkout } from './checkout.js';
import { HALVES } from './halves.js';
import { measure, splitConfusions, type Measured } from './quality-table.js';
import type { Labelled, Load, QualityTask, Row } from './quality-tasks.js';

export const DEFAULT_JUDGE_LIMIT = 200;

/** At most `limit` rows of each half, every k-th so the sample spans the half (sets are often ordered by label). */
export function sampleHalves(rows: Labelled[], limit: number): Labelled[] {
  return HALVES.flatMap((half) => {
    const mine = rows.filter((r) => r.half === half);
    if (mine.length <= limit) return mine;
    const step = mine.length / limit;
    return Array.from({ length: limit }, (_, i) => mine[Math.floor(i * step)]);
  });
}

/** The judge session, or why the judge path cannot run (not configured, or the endpoint does not answer). */
export async function reachableJudge(env: NodeJS.ProcessEnv = process.env): Promise<{ session: JudgeSession } | { problem: string }> {
  configureJudge(loadConfig(env));
  const settings = judgeSettings();
  if (!settings) return { problem: 'no judge is configured (ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL are not set)' };
  const probe = new JudgeSession({ ...settings, maxRetries: 0, timeoutMs: Math.min(settings.timeoutMs, 15_000) });
  try {
    await probe.complete(`Reply with the JSON {"ok": true}. (probe ${Date.now()})`, { maxTokens: 10 });
  } catch (err) {
    return { problem: `${settings.baseUrl} (${settings.model}) did not answer: ${judgeFailure(err)}` };
  }
  return { session: new JudgeSession(settings) };
}

type Judged = (rows: Row[], session: JudgeSession, c: Checkout) => Promise<{ predictions: boolean[]; unusable: number }>;

const JUDGED: Record<NonNullable<QualityTask['judged']>, Judged> = {
  /** The detectors' tags with the judge joining the hybrid subcategories, as failure analysis runs them. */
  grounding: async (rows, session, c) => {
    const raw = rows.map((r) => ({ input: r.input ?? '', output: r.output ?? '', context: r.context as string[] }));
    const items = raw.map((r, i) => c.normalizeItem!(r, i));
    const plan = c.planDetectors!(items, 'rag', c.groundingScope);
    const detected = items.map((item) => c.analyzeItem!(item, plan, c.thresholds));
    const judged = await hybridItemResults(detected, raw, hybridSubcategories(plan), session, c.thresholds as never);
    const unusable = judged.filter((r) =>
      r.tags.some((t) => t.detector_type_used === 'hybrid' && t.judge_rationale?.startsWith('The judge could not decide')),
    ).length;
    return { predictions: judged.map((r) => r.tags.some((t) => t.decision === 'fail')), unusable };
  },
  /** The built-in verdict, made unsafe when the judge finds harmful compliance (the audit's combine). */
  'harmful compliance': async (rows, session, c) => {
    const labels = c.labels!;
    let unusable = 0;
    const predictions = await Promise.all(
      rows.map(async (r) => {
        const input = r.prompt ?? '';
        const output = r.response?.trim() ? (r.response as string) : null;
        const builtIn = combineWithGuard(c.classifyItem!(input, output, labels), null);
        const harm = output === null ? null : await judgeHarmfulCompliance(session, input, output, labels);
        if (harm?.reason) unusable++;
        return combineWithJudge(builtIn, harm, labels, false).response_verdict === 'unsafe';
      }),
    );
    return { predictions, unusable };
  },
};

/**
 * The table's tasks on the sample: for a task with a judge path, its deterministic figures on the same sample
 * and then the judge's; for the others, the deterministic figures on the sample with a note.
 */
export async function judgeMeasured(tasks: QualityTask[], load: Load, limit: number, session: JudgeSession, c: Checkout): Promise<Measured[]> {
  const out: Measured[] = [];
  for (const task of tasks) {
    const all = task.rows(load);
    if (typeof all === 'string') {
      out.push({ task, scopes: null, note: all });
      continue;
    }
    const sample = sampleHalves(all, limit);
    const sampled = { ...task, rows: () => sample };
    if (!task.judged) {
      out.push(measure({ ...sampled, note: 'no judge path for this decision: deterministic, same sample' }, load, c));
      continue;
    }
    out.push(measure({ ...sampled, task: `${task.task}, deterministic (same sample)` }, load, c));
    const before = { tokens: session.tokensUsed, calls: session.calls, hits: session.cacheHits };
    const judgedTask = { ...task, task: `${task.task}, with judge` };
    try {
      const { predictions, unusable } = await JUDGED[task.judged](
        sample.map((r) => r.row),
        session,
        c,
      );
      const usage = `judge: ${session.tokensUsed - before.tokens} tokens, ${session.calls - before.calls} calls, ${session.cacheHits - before.hits} cache hits; ${unusable} unusable answers`;
      out.push({ task: judgedTask, scopes: splitConfusions(sample, predictions), note: usage });
    } catch (err) {
      out.push({ task: judgedTask, scopes: null, note: `judge path failed: ${(err as Error).message.split('\n')[0]}` });
    }
  }
  return out;
}
