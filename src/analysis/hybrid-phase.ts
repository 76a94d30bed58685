// Hybrid subcategories (docs/scoring.md, "Hybrid tags"): with a judge configured, every item the
// deterministic detector checked is also put to the judge, and the two signals are combined —
// judge_weight 0.6, deterministic_weight 0.4, a disagreement penalty when one says fail and the other pass.
// The judge is asked on every checked item, not only where the detector fired, so it can add tags the
// detector missed (one-word edits of a paraphrase) as well as downgrade its false alarms.
import { judgeFailure, type JudgeSession } from '../models/judge/client.js';
import { readVerdict, unsure, type JudgeVerdict } from '../models/judge/verdict.js';
import { itemHas, withTags, type DetectorPlan, type ItemResult } from '../core/detectors/engine.js';
import { detectorsById } from '../core/detectors/registry.js';
import { HYBRID_QUESTIONS, JUDGE_SYSTEM } from '../models/judge/failure-questions.js';
import { normalizeItem } from '../core/text/normalize.js';
import type { MinimalInputItem } from './schemas.js';
import type { EvidenceItem, FailureTag, Subcategory } from '../core/shapes/failure-analysis.js';
import { evidenceItem, recomputeTag, scoreFinding } from '../core/scoring/scoring.js';
import { subcategoriesById } from '../core/taxonomy/index.js';
import type { Thresholds } from '../core/scoring/thresholds.js';
import { JUDGE_RULE_ID } from '../core/rulebook/reading-ids.js';

export const JUDGE_WEIGHT = 0.6;
export const DETERMINISTIC_WEIGHT = 0.4;
/** Subtracted when the detector and the judge take opposite sides (one fail, the other pass). */
export const JUDGE_DISAGREEMENT_PENALTY = 0.1;
/** The combined score from which the tag is a fail, and from which (below FAIL_AT) it is unsure. */
export const FAIL_AT = 0.5;
export const UNSURE_AT = 0.25;
/** Confidence of the unsure tag left when the judge could not answer and the detector found nothing. */
const UNANSWERED_CONFIDENCE = 0.3;

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The hybrid subcategories a run's plan has a detector for: the judge joins those. */
export function hybridSubcategories(plan: DetectorPlan): string[] {
  return plan.run.map((r) => r.subcategory.subcategory_id).filter((id) => id in HYBRID_QUESTIONS);
}

/** The deterministic signal as a fail score: the detector's confidence on a fail, 0.5 on unsure, 0 when it found nothing. */
export const deterministicScore = (tag: FailureTag | null): number =>
  tag === null ? 0 : tag.decision === 'fail' ? tag.scoring_breakdown.base_confidence : 0.5;

/** The judge's verdict as a fail score: its confidence on a fail, 1 − confidence on a pass, 0.5 when unsure. */
export const judgeScore = (v: JudgeVerdict): number => (v.decision === 'fail' ? v.confidence : v.decision === 'pass' ? round(1 - v.confidence) : 0.5);

function judgeEvidence(verdict: JudgeVerdict, output: string): EvidenceItem[] {
  const quotes: EvidenceItem[] = verdict.evidence
    .filter((e) => e.found)
    .map((e) => {
      const quote = e.quote.trim();
      const at = Math.max(0, output.toLowerCase().indexOf(quote.toLowerCase()));
      return evidenceItem({
        evidence_type: 'content_snippet',
        source: 'output',
        content_snippet: output.slice(at, at + quote.length),
        description: 'quoted by the judge',
        metadata: { start: at, end: at + quote.length, rule_id: JUDGE_RULE_ID },
      });
    });
  return [
    ...quotes,
    evidenceItem({
      evidence_type: 'rationale',
      source: 'detector',
      content_snippet: null,
      description: `Judge: ${verdict.rationale}`,
      metadata: { detector_id: 'llm_judge', rule_id: JUDGE_RULE_ID },
    }),
  ];
}

interface Place {
  item: MinimalInputItem;
  itemIndex: number;
  traceId: string | null;
}

/**
 * One hybrid check: the detector's tag (null when it found nothing) and the judge's verdict combined into the
 * item's tag for the subcategory, or null when the check passes. Pure; docs/scoring.md states the rules.
 */
export function combineHybrid(sub: Subcategory, detTag: FailureTag | null, verdict: JudgeVerdict, at: Place, thresholds: Thresholds): FailureTag | null {
  const output = at.item.output;
  if (verdict.problem) {
    const why = `The judge could not decide: ${verdict.problem}.`;
    // The detector's finding stands alone; a check it passed is left for a person, never passed silently.
    if (detTag)
      return {
        ...detTag,
        judge_rationale: why,
        scoring_breakdown: { ...detTag.scoring_breakdown, explanation: `${detTag.scoring_breakdown.explanation} ${why}` },
      };
    const tag = scoreFinding(
      sub,
      {
        decision: 'unsure',
        confidence: UNANSWERED_CONFIDENCE,
        rationale: `${why} The deterministic detector found nothing.`,
        evidence: [],
        rules: [JUDGE_RULE_ID],
      },
      sourceOf(at),
      thresholds,
      sub.subcategory_id,
    );
    return {
      ...tag,
      detector_type_used: 'hybrid',
      judge_rationale: why,
      scoring_breakdown: {
        ...tag.scoring_breakdown,
        deterministic_score: 0,
        explanation: `${why} The deterministic detector found nothing, so a person should look; confidence ${UNANSWERED_CONFIDENCE}.`,
      },
    };
  }
  const ds = deterministicScore(detTag);
  const js = judgeScore(verdict);
  const combined = round(DETERMINISTIC_WEIGHT * ds + JUDGE_WEIGHT * js);
  const detSide = detTag === null ? 'pass' : detTag.decision;
  const disagree = (detSide === 'fail' && verdict.decision === 'pass') || (detSide === 'pass' && verdict.decision === 'fail');
  const decision = combined >= FAIL_AT ? 'fail' : combined >= UNSURE_AT ? 'unsure' : null;
  if (decision === null) return null;
  const base =
    detTag ??
    scoreFinding(
      sub,
      { decision, confidence: combined, rationale: 'The deterministic detector found nothing here.', evidence: [], rules: [JUDGE_RULE_ID] },
      sourceOf(at),
      thresholds,
      sub.subcategory_id,
    );
  const penalty = disagree ? JUDGE_DISAGREEMENT_PENALTY : 0;
  const said =
    `Hybrid: the deterministic detector ${detTag ? `reported ${detTag.decision} at ${ds}` : 'found nothing (0)'}, the judge said ${verdict.decision} at confidence ${verdict.confidence} (score ${js})` +
    `${verdict.evidence.some((e) => !e.found) ? ', lowered for quotes not found in the answer' : ''}; ${DETERMINISTIC_WEIGHT} × ${ds} + ${JUDGE_WEIGHT} × ${js} = ${combined} → ${decision}` +
    `${disagree ? `; they disagree (−${penalty})` : ''}.`;
  const tag: FailureTag = {
    ...base,
    decision,
    detector_type_used: 'hybrid',
    judge_rationale: verdict.rationale,
    evidence_items: [...base.evidence_items, ...judgeEvidence(verdict, output)],
    scoring_breakdown: {
      ...base.scoring_breakdown,
      base_confidence: combined,
      deterministic_score: ds,
      judge_score: js,
      deterministic_weight: DETERMINISTIC_WEIGHT,
      judge_weight: JUDGE_WEIGHT,
      disagreement_penalty: round(base.scoring_breakdown.disagreement_penalty + penalty),
      explanation: said,
    },
  };
  return recomputeTag(tag, sub, thresholds, `Level ${tag.severity_label} weighs ${tag.scoring_breakdown.severity_weight} in the run's overall score.`);
}

const sourceOf = (at: Place) => ({
  texts: { input: at.item.input, output: at.item.output, context: '', tool_call: '' },
  itemIndex: at.itemIndex,
  traceId: at.traceId,
});

/** Asks the judge about every checked item and hybrid subcategory, and combines its verdicts with the detectors' tags. */
export async function hybridItemResults(
  results: ItemResult[],
  items: MinimalInputItem[],
  subs: string[],
  session: JudgeSession,
  thresholds: Thresholds,
): Promise<ItemResult[]> {
  return Promise.all(
    results.map(async (result, i) => {
      const normalized = normalizeItem(items[i], result.input.item_index);
      const at = { item: items[i], itemIndex: result.input.item_index, traceId: result.input.trace_id };
      let tags = result.tags;
      for (const id of subs) {
        // Only where the detector checked the item (its requirements met): the judge shares its scope.
        if (!detectorsById.get(id)!.requires.every((r) => itemHas(normalized, r))) continue;
        let verdict: JudgeVerdict;
        try {
          verdict = readVerdict(await session.ask(JUDGE_SYSTEM, HYBRID_QUESTIONS[id](items[i])), items[i].output);
        } catch (err) {
          verdict = unsure(judgeFailure(err));
        }
        const detTag = tags.find((t) => t.subcategory_id === id) ?? null;
        const tag = combineHybrid(subcategoriesById.get(id)!, detTag, verdict, at, thresholds);
        tags = [...tags.filter((t) => t !== detTag), ...(tag ? [tag] : [])];
      }
      return withTags(result, tags, result.checks);
    }),
  );
}
