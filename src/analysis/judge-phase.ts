// Subcategories only a language-model judge can decide (self-contradiction, logical leaps): with a judge
// configured, each item is asked about each of them in scope, and the verdict becomes a tag of detector type
// llm_judge. An answer the judge cannot give (malformed, refused, timed out, over budget) is an unsure tag
// with the reason — never a silent pass.
import { judgeFailure, type JudgeSession } from '../models/judge/client.js';
import { readVerdict, unsure, type JudgeVerdict } from '../models/judge/verdict.js';
import { withTags, type ItemResult } from '../core/detectors/engine.js';
import type { MinimalInputItem } from './schemas.js';
import { JUDGE_ONLY_QUESTIONS, JUDGE_SYSTEM } from '../models/judge/failure-questions.js';
import { scoreFinding } from '../core/scoring/scoring.js';
import type { FailureTag, Subcategory } from '../core/shapes/failure-analysis.js';
import { subcategoriesById } from '../core/taxonomy/index.js';
import type { Thresholds } from '../core/scoring/thresholds.js';

/** The question each judged subcategory asks (judge-questions.ts). */
export const JUDGE_QUESTIONS = JUDGE_ONLY_QUESTIONS;

/** Subcategories in scope that the judge decides. */
export function judgedSubcategories(scope: string[] | null, skipped: Record<string, string>): string[] {
  return Object.keys(JUDGE_QUESTIONS).filter((id) => (scope === null || scope.includes(id)) && id in skipped);
}

function tagOf(
  sub: Subcategory,
  verdict: JudgeVerdict,
  item: MinimalInputItem,
  itemIndex: number,
  traceId: string | null,
  thresholds: Thresholds,
): FailureTag | null {
  if (verdict.decision === 'pass') return null;
  const located = verdict.evidence
    .filter((e) => e.found)
    .map((e) => {
      const at = item.output.toLowerCase().indexOf(e.quote.toLowerCase().trim());
      return { source: 'output' as const, start: Math.max(0, at), end: Math.max(0, at) + e.quote.trim().length, description: 'quoted by the judge' };
    });
  const rationale = verdict.problem ? `The judge could not decide: ${verdict.problem}.` : verdict.rationale;
  const tag = scoreFinding(
    sub,
    { decision: verdict.decision === 'fail' ? 'fail' : 'unsure', confidence: verdict.problem ? 0.3 : verdict.confidence, rationale, evidence: located },
    { texts: { input: item.input, output: item.output, context: '', tool_call: '' }, itemIndex, traceId },
    thresholds,
    `judge:${sub.subcategory_id}`,
  );
  tag.detector_type_used = 'llm_judge';
  tag.judge_rationale = rationale;
  tag.scoring_breakdown = {
    ...tag.scoring_breakdown,
    deterministic_score: null,
    deterministic_weight: 0,
    judge_score: tag.scoring_breakdown.base_confidence,
    judge_weight: 1,
    explanation:
      `The language-model judge decided ${tag.decision} at confidence ${tag.confidence}${verdict.evidence.some((e) => !e.found) ? ' (lowered for quotes not found in the answer)' : ''}; no deterministic detector exists for this subcategory. ` +
      `Severity (impact ${tag.scoring_breakdown.impact} + risk ${tag.scoring_breakdown.risk}) × frequency ${tag.scoring_breakdown.frequency_weight} × confidence ${tag.confidence} = ${tag.severity} (${tag.severity_label}).`,
  };
  return tag;
}

/** Asks the judge about each item and subcategory; adds the tags and checks to the items' results. */
export async function judgeItemResults(
  results: ItemResult[],
  items: MinimalInputItem[],
  subs: string[],
  session: JudgeSession,
  thresholds: Thresholds,
): Promise<ItemResult[]> {
  return Promise.all(
    results.map(async (result, i) => {
      const tags = [...result.tags];
      for (const id of subs) {
        let verdict: JudgeVerdict;
        try {
          verdict = readVerdict(await session.ask(JUDGE_SYSTEM, JUDGE_QUESTIONS[id](items[i])), items[i].output);
        } catch (err) {
          verdict = unsure(judgeFailure(err));
        }
        const tag = tagOf(subcategoriesById.get(id)!, verdict, items[i], result.input.item_index, result.input.trace_id, thresholds);
        if (tag) tags.push(tag);
      }
      return withTags(result, tags, result.checks + subs.length);
    }),
  );
}
