// The analysis of items: which detectors run (and why others do not), then every detector over every
// item with one shared text analysis per item. Pure: no I/O, so it is benchmarked and tested in-process.
import { detectorsById } from './detectors/registry.js';
import type { Detector, Finding, Requirement } from './detectors/types.js';
import type { NormalizedItem } from './normalize.js';
import { scoreFinding, type TagFacts } from './scoring.js';
import type { FailureTag, FeatureKind, RunInput, Severity, Subcategory } from './schemas-response.js';
import { ItemText } from './text/item-text.js';
import { subcategoriesById, taxonomy } from './taxonomy/index.js';
import type { Thresholds } from './thresholds.js';
import { SEVERITY_ORDER } from './scoring.js';

export interface DetectorPlan {
  run: { detector: Detector; subcategory: Subcategory }[];
  skipped: Record<string, string>;
  /** Subcategories a language-model judge decides (judge-phase.ts), when one is configured. */
  judged?: string[];
  /** Subcategories whose detector the judge joins (hybrid-phase.ts), when one is configured. */
  hybrid?: string[];
}

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
 * Feature kind when the request does not say: tool calls → agent; context → rag; a conversation
 * (metadata.messages or metadata.history) → chat; else completion.
 */
export function detectFeatureKind(items: NormalizedItem[]): FeatureKind {
  if (items.some((i) => i.toolCalls.length > 0)) return 'agent';
  if (items.some((i) => i.hasContextField)) return 'rag';
  if (items.some((i) => Array.isArray(i.metadata.messages) || Array.isArray(i.metadata.history))) return 'chat';
  return 'completion';
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
      if (scope && !scope.has(sub.id)) continue;
      const skip = (reason: string) => (plan.skipped[sub.id] = reason);
      if (mode === 'minimal' && !sub.minimal_compatible) {
        skip('needs a trace: runs in full mode (analyze with trace_id)');
        continue;
      }
      const detector = detectorsById.get(sub.id);
      if (!detector) {
        skip(
          sub.requires.includes('llm')
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
  input: RunInput;
  tags: FailureTag[];
  /** Checks made on the item (detectors whose requirements it met). */
  checks: number;
}

const PREVIEW = 200;

/** The first PREVIEW characters (code points, as Array.from counts them) and the length in code points. */
export function preview(text: string): { text: string; length: number } {
  // Counted without building an array of every character: answers are long and previews short.
  let length = 0;
  let cut = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point; a lone surrogate counts alone.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    if (++length === PREVIEW) cut = i + 1;
  }
  return { text: length > PREVIEW ? `${text.slice(0, cut)}…` : text, length };
}

/**
 * Runs the planned detectors over one item. A detector that throws gives an unsure tag, never a crash. `text`
 * is the item's text analysis, when the caller shares it with other work on the item (item-links.ts).
 */
export function analyzeItem(
  item: NormalizedItem,
  plan: DetectorPlan,
  thresholds: Thresholds,
  traceId: string | null = null,
  text: ItemText = new ItemText(item),
): ItemResult {
  const tags: FailureTag[] = [];
  let checks = 0;
  const source = {
    texts: { input: item.input, output: item.output, context: text.context.text, tool_call: text.toolResults.text },
    itemIndex: item.index,
    traceId,
  };
  for (const { detector, subcategory } of plan.run) {
    if (!detector.requires.every((r) => itemHas(item, r))) continue;
    checks++;
    let finding: Finding | null;
    try {
      finding = detector.detect(item, text);
    } catch (err) {
      finding = {
        decision: 'unsure',
        confidence: 0.3,
        rationale: `The detector could not analyse this item (${(err as Error).message}); a person should look at it.`,
        evidence: [],
      };
    }
    if (finding) tags.push(scoreFinding(subcategory, finding, source, thresholds, detector.id));
  }
  const fails = tags.filter((t) => t.decision === 'fail');
  const worst = SEVERITY_ORDER.find((s) => fails.some((t) => t.severity === s)) ?? null;
  const input = preview(item.input);
  const output = preview(item.output);
  return {
    checks,
    tags,
    input: {
      item_index: item.index,
      trace_id: traceId,
      input_preview: input.text,
      output_preview: output.text,
      input_chars: input.length,
      output_chars: output.length,
      tag_count: checks,
      fail_count: fails.length,
      unsure_count: tags.length - fails.length,
      max_severity: worst as Severity | null,
    },
  };
}

export function tagFacts(tag: FailureTag): TagFacts {
  return {
    item_index: tag.item_index,
    bucket_id: tag.bucket_id,
    subcategory_id: tag.subcategory_id,
    decision: tag.decision,
    severity: tag.severity,
    confidence: tag.confidence,
    should_gate_ci: tag.should_gate_ci,
    needs_human_review: tag.needs_human_review,
  };
}

export { subcategoriesById };
