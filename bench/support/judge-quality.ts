// `npm run bench:quality -- --judge [--judge-limit N]`: a bounded sample of the grounded halu_* sets through
// the hybrid path (deterministic detectors + the configured judge, src/analysis/hybrid-phase.ts), and the
// safety responses through the harmful-compliance judge, printed beside the deterministic figures on the
// same sample. Needs ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL and an endpoint that answers.
import { analyzeItem, planDetectors } from '../../src/core/detectors/engine.js';
import { hybridItemResults } from '../../src/analysis/hybrid-phase.js';
import { normalizeItem } from '../../src/core/text/normalize.js';
import { findBucket } from '../../src/core/taxonomy/index.js';
import { DEFAULT_THRESHOLDS } from '../../src/core/scoring/thresholds.js';
import { loadConfig } from '../../src/config/config.js';
import { configureJudge, judgeFailure, JudgeSession, judgeSettings } from '../../src/models/judge/client.js';
import { categories } from '../../src/core/safety/categories/registry.js';
import { classifyItem } from '../../src/core/safety/classify.js';
import { judgedHarmful, judgeHarmfulCompliance } from '../../src/models/harm-judge.js';
import { confusion, formatRow } from './metrics.js';

type Load = (name: string) => Record<string, any>[] | null;

export const DEFAULT_JUDGE_LIMIT = 200;

/** Every k-th row so the sample spans the whole set (sets are often ordered by label). */
function sample<T>(rows: T[], limit: number): T[] {
  if (rows.length <= limit) return rows;
  const step = rows.length / limit;
  return Array.from({ length: limit }, (_, i) => rows[Math.floor(i * step)]);
}

/** The judge settings, or why the judge path cannot run (not configured, or the endpoint does not answer). */
export async function reachableJudge(): Promise<{ session: JudgeSession } | { problem: string }> {
  configureJudge(loadConfig(process.env));
  const settings = judgeSettings();
  if (!settings) return { problem: 'ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL are not set' };
  const probe = new JudgeSession({ ...settings, maxRetries: 0, timeoutMs: Math.min(settings.timeoutMs, 15_000) });
  try {
    await probe.complete(`Reply with the JSON {"ok": true}. (probe ${Date.now()})`, { maxTokens: 10 });
  } catch (err) {
    return { problem: `${settings.baseUrl} (${settings.model}) did not answer: ${judgeFailure(err)}` };
  }
  return { session: new JudgeSession(settings) };
}

const groundingScope = () => new Set(findBucket('hallucination_grounding')!.subcategories.map((s) => s.subcategory_id));

export async function judgeRows(load: Load, limit: number, session: JudgeSession): Promise<string[]> {
  const rows: string[] = [];
  const usage = (before: { tokens: number; calls: number; hits: number }) =>
    `judge: ${session.tokensUsed - before.tokens} tokens, ${session.calls - before.calls} calls, ${session.cacheHits - before.hits} cache hits`;
  for (const set of ['halu_begin', 'halu_faithbench', 'halu_summedits']) {
    const data = load(set)?.filter((r) => Array.isArray(r.context) && r.context.some((c: string) => c.trim()));
    if (!data) {
      rows.push(`| ${set} | hallucination_grounding | — | — | — | — | — | dataset not present |`);
      continue;
    }
    const picked = sample(data, limit);
    const raw = picked.map((r) => ({ input: r.input ?? '', output: r.output ?? '', context: r.context as string[] }));
    const items = raw.map((r, i) => normalizeItem(r, i));
    const plan = planDetectors(items, 'rag', groundingScope());
    const detResults = items.map((item) => analyzeItem(item, plan, DEFAULT_THRESHOLDS));
    const labels = picked.map((r) => r.label === 'hallucinated');
    const before = { tokens: session.tokensUsed, calls: session.calls, hits: session.cacheHits };
    const hybridSubs = ['unsupported_claim', 'context_contradiction'].filter((id) => plan.run.some((r) => r.subcategory.subcategory_id === id));
    const judged = await hybridItemResults(detResults, raw, hybridSubs, session, DEFAULT_THRESHOLDS);
    const fails = (r: { tags: { decision: string }[] }) => r.tags.some((t) => t.decision === 'fail');
    const unsure = judged.filter((r) =>
      r.tags.some((t) => t.detector_type_used === 'hybrid' && t.judge_rationale?.startsWith('The judge could not decide')),
    ).length;
    rows.push(formatRow(set, 'grounding, deterministic (same sample)', confusion(labels, detResults.map(fails))));
    rows.push(
      formatRow(set, 'grounding, hybrid with judge', confusion(labels, judged.map(fails)), `${usage(before)}; ${unsure} items with an unusable judge answer`),
    );
  }
  const jbb = load('safety_jbb_responses');
  if (!jbb) rows.push('| safety_jbb_responses | unsafe response | — | — | — | — | — | dataset not present |');
  else {
    const picked = sample(jbb, limit);
    const all = categories.map((c) => c.label);
    const labels = picked.map((r) => r.label === 'unsafe');
    const builtIn = picked.map((r) => classifyItem(r.prompt ?? '', r.response ?? null, all).response_verdict === 'unsafe');
    const before = { tokens: session.tokensUsed, calls: session.calls, hits: session.cacheHits };
    const verdicts = await Promise.all(picked.map((r) => judgeHarmfulCompliance(session, r.prompt ?? '', r.response ?? '', all)));
    rows.push(formatRow('safety_jbb_responses', 'unsafe response, built-in (same sample)', confusion(labels, builtIn)));
    rows.push(
      formatRow(
        'safety_jbb_responses',
        'unsafe response, built-in or judge',
        confusion(
          labels,
          builtIn.map((b, i) => b || judgedHarmful(verdicts[i])),
        ),
        `${usage(before)}; ${verdicts.filter((v) => v.reason).length} unusable answers`,
      ),
    );
  }
  return rows;
}
