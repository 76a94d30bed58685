// The analysis of items: which detectors run (and why others do not), then every detector over every
// item with one shared text analysis per item. Pure: no I/O, so it is benchmarked and tested in-process.
import { detectorsById } from './registry.js';
import type { Detector, Finding, Requirement } from './types.js';
import type { NormalizedItem } from '../text/normalize.js';
import { itemStats, scoreFinding, type TagFacts } from '../scoring/scoring.js';
import type { FailureTag, FeatureKind, ItemStats, Subcategory } from '../shapes/failure-analysis.js';
import { ItemText } from '../text/item-text.js';
import { subcategoriesById, taxonomy } from '../taxonomy/index.js';
import type { Thresholds } from '../scoring/thresholds.js';
import { budgetNote, budgetSpent, cutNote, DEFAULT_ITEM_BUDGET, readWithinLimit, type ItemBudget } from '../text/limits.js';

export interface DetectorPlan {
  run: PlannedDetector[];
  skipped: Record<string, string>;
  /** Subcategories a language-model judge decides (judge-phase.ts), when one is configured. */
  judged?: string[];
  /** Subcategories whose detector the judge joins (hybrid-phase.ts), when one is configured. */
  hybrid?: string[];
}

export interface PlannedDetector {
  detector: Detector;
  subcategory: Subcategory;
}

/** The planned detectors of these ids, in order: a plan as stored with a run or sent to a thread (as ids). */
export const plannedDetectors = (ids: string[]): PlannedDetector[] =>
  ids.map((id) => ({ detector: detectorsById.get(id)!, subcategory: subcategoriesById.get(id)! }));

const REQUIREMENT_WORDS: Record<Requirement, string> = {
  context: 'context',
  tool_calls: 'tool_calls',
  system_prompt: 'a system_prompt',
  reference: 'a reference',
};

export function itemHas(item: NormalizedItem, requirement: Requirement): boolean {
  switch (requirement) {
    case 'context':
      return item.hasContextField;
    case 'tool_calls':
      return item.hasToolCallsField && item.toolCalls.length > 0;
    case 'system_prompt':
      return item.systemPrompt !== null;
    case 'reference':
      return item.reference !== null;
  }
}

/**
 * The application kind when the request does not say: tool calls and retrieved context → agentic_rag; tool
 * calls → agent; context → rag; else generic_llm.
 */
export function detectFeatureKind(items: NormalizedItem[]): FeatureKind {
  const tools = items.some((i) => i.toolCalls.length > 0);
  const retrieval = items.some((i) => i.hasContextField);
  if (tools) return retrieval ? 'agentic_rag' : 'agent';
  return retrieval ? 'rag' : 'generic_llm';
}

/** Decides the detectors of a run over these items; each subcategory not run gets its reason. */
export function planDetectors(
  items: NormalizedItem[],
  featureKind: FeatureKind,
  scope: Set<string> | null,
  mode: 'minimal' | 'full' = 'minimal',
): DetectorPlan {
  const plan: DetectorPlan = { run: [], skipped: {} };
  for (const bucket of taxonomy) {
    for (const sub of bucket.subcategories) {
      const id = sub.subcategory_id;
      if (scope && !scope.has(id)) continue;
      const skip = (reason: string) => (plan.skipped[id] = reason);
      if (mode === 'minimal' && !sub.minimal_mode_compatible) {
        skip('needs a trace: runs in full mode (analyze with trace_id)');
        continue;
      }
      const detector = detectorsById.get(id);
      if (!detector) {
        skip(
          sub.detection_approach === 'llm_judge'
            ? 'needs a language-model judge, and none is configured (set ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL, or send llm_api_key)'
            : 'no item-level detector: it is decided from a trace',
        );
        continue;
      }
      if (detector.featureKinds && !detector.featureKinds.includes(featureKind)) {
        skip(`does not apply to feature kind '${featureKind}'`);
        continue;
      }
      const missing = detector.requires.find((r) => !items.some((i) => itemHas(i, r)));
      if (missing) {
        skip(`needs ${REQUIREMENT_WORDS[missing]}: no item has it`);
        continue;
      }
      plan.run.push({ detector, subcategory: sub });
    }
  }
  return plan;
}

export interface ItemResult {
  /** The item's counts (stored per item; the document adds its texts: shapes/run-input.ts). */
  input: ItemStats;
  tags: FailureTag[];
  /** Checks made on the item (detectors whose requirements it met). */
  checks: number;
}

/** An unsure finding: what a person is asked to look at because the detector could not decide. */
const unsure = (rationale: string): Finding => ({ decision: 'unsure', confidence: 0.3, rationale, evidence: [] });

/**
 * Runs the planned detectors over one item. A detector that throws gives an unsure tag, never a crash. `text`
 * is the item's text analysis, when the caller shares it with other work on the item (item-links.ts).
 * Bounded (core/text/limits.ts): a text past CHECKED_TEXT_LIMIT is read up to it, and a detector that finds
 * nothing in the part read is unsure, not a pass; once the item's `budget` is spent, the detectors not yet
 * started give unsure tags saying they were not run.
 */
export function analyzeItem(
  item: NormalizedItem,
  plan: DetectorPlan,
  thresholds: Thresholds,
  traceId: string | null = null,
  text: ItemText = new ItemText(item),
  budget: ItemBudget = DEFAULT_ITEM_BUDGET,
): ItemResult {
  const start = budget.now();
  const tags: FailureTag[] = [];
  let checks = 0;
  const source = {
    texts: { input: item.input, output: item.output, context: text.context.text, tool_call: text.toolResults.text },
    itemIndex: item.index,
    traceId,
  };
  // Cut texts keep their offsets (a prefix of each text, and of the context's chunks): evidence is located in the whole.
  const read = readWithinLimit(item, text);
  const cut = read.cut.length === 0 ? null : cutNote(read.cut);
  for (const { detector, subcategory } of plan.run) {
    if (!detector.requires.every((r) => itemHas(item, r))) continue;
    checks++;
    let finding: Finding | null;
    if (budgetSpent(budget, start)) {
      finding = unsure(`The detector was ${budgetNote(budget)}; a person should look at this item.`);
    } else {
      try {
        finding = detector.detect(read.item, read.text);
      } catch (err) {
        finding = unsure(`The detector could not analyse this item (${(err as Error).message}); a person should look at it.`);
      }
      // A failure found in the part read stands; finding nothing there is no pass of the rest.
      if (cut && finding === null) finding = unsure(`No failure in the part read, but ${cut}; a person should look at the rest.`);
      else if (cut && finding?.decision === 'unsure') finding = { ...finding, rationale: `${finding.rationale} (${cut}.)` };
    }
    if (finding) tags.push(scoreFinding(subcategory, finding, source, thresholds, detector.id));
  }
  return { checks, tags, input: itemStats(item.index, traceId, tags, checks) };
}

/** An item's result with new tags and checks: its counts and worst severity made again. */
export function withTags(result: ItemResult, tags: FailureTag[], checks = result.checks): ItemResult {
  return { checks, tags, input: itemStats(result.input.item_index, result.input.trace_id, tags, checks) };
}

export function tagFacts(tag: FailureTag): TagFacts {
  return {
    tag_id: tag.tag_id,
    item_index: tag.item_index,
    bucket_id: tag.bucket_id,
    subcategory_id: tag.subcategory_id,
    decision: tag.decision,
    severity: tag.severity,
    severity_label: tag.severity_label,
    confidence: tag.confidence,
    should_gate_ci: tag.should_gate_ci,
    needs_human_review: tag.needs_human_review,
  };
}

export { subcategoriesById };
