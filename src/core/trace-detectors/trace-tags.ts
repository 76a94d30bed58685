// Full mode's trace-level part: which trace detectors run (and why others do not), their findings as
// tags placed on the derived items, and the items' results updated with them. Pure.
import { withTags, type ItemResult } from '../detectors/engine.js';
import type { FailureTag } from '../shapes/failure-analysis.js';
import { evidenceItem, recomputeTag, scoreFinding } from '../scoring/scoring.js';
import { detectorRuleId } from '../rulebook/reading-ids.js';
import { subcategoriesById } from '../taxonomy/index.js';
import type { Thresholds } from '../scoring/thresholds.js';
import type { DerivedItem } from './trace-items.js';
import { traceDetectorRegistry } from './registry.js';
import type { TraceView } from './trace-view.js';
import type { TraceDetector, TraceFinding } from './types.js';

const JUDGE_ONLY = 'decided from the trace by a language-model judge, and none is configured (set ASSAY_LLM_BASE_URL and ASSAY_LLM_MODEL, or send llm_api_key)';

/** Trace detectors whose subcategory is in scope; their subcategories are no longer skipped. */
export function planTraceDetectors(scope: Set<string> | null, skipped: Record<string, string>): TraceDetector[] {
  const run = traceDetectorRegistry.filter((d) => !scope || scope.has(d.subcategory));
  for (const d of run) delete skipped[d.subcategory];
  // Trace subcategories left (plan deviation, goal abandonment) compare a plan or a goal with what was done.
  for (const id of Object.keys(skipped)) if (!subcategoriesById.get(id)!.minimal_mode_compatible) skipped[id] = JUDGE_ONLY;
  return run;
}

/** The item a finding belongs to: the one whose messages came from its span (or an ancestor's), else the turn that followed it, else the last. */
export function itemForSpan(view: TraceView, items: DerivedItem[], spanId: string | null): number {
  if (items.length === 0 || spanId === null) return Math.max(0, items.length - 1);
  const span = view.spanById.get(spanId);
  const own = items.findIndex((it) => it.span_id === spanId || it.spans.has(spanId));
  if (own >= 0) return own;
  if (!span) return items.length - 1;
  const start = Date.parse(span.start_time);
  const next = items.findIndex((it) => it.time >= start);
  return next >= 0 ? next : items.length - 1;
}

function tagOf(view: TraceView, detector: TraceDetector, finding: TraceFinding, itemIndex: number, thresholds: Thresholds): FailureTag {
  const sub = subcategoriesById.get(detector.subcategory)!;
  const span = finding.span_id ? view.spanById.get(finding.span_id) : undefined;
  const texts = { input: '', output: '', context: '', tool_call: '' };
  const tag = scoreFinding(
    sub,
    { decision: finding.decision, confidence: finding.confidence, rationale: finding.rationale, evidence: [], severity: finding.severity },
    { texts, itemIndex, traceId: view.trace.trace_id },
    thresholds,
    detector.id,
  );
  tag.span_id = finding.span_id;
  tag.evidence_items.unshift(
    evidenceItem({
      evidence_type: 'span',
      source: 'trace',
      content_snippet: finding.snippet,
      description: span ? `Span "${span.name}" (${span.kind}, ${span.status})` : 'The trace as a whole',
      metadata: { span_id: finding.span_id, rule_id: detectorRuleId(detector.id), ...(finding.metadata ?? {}) },
    }),
  );
  // The span is a place the failure shows: frequency and severity count it.
  return recomputeTag(tag, sub, thresholds, `Found in the trace${finding.span_id ? ` (span ${finding.span_id})` : ''}.`);
}

/**
 * Runs the trace detectors and adds their tags to the items' results. A subcategory an item already has a
 * tag for (from its item detector) keeps that tag alone: one finding, not two, per subcategory and item.
 */
export function addTraceTags(
  view: TraceView,
  items: DerivedItem[],
  results: ItemResult[],
  detectors: TraceDetector[],
  thresholds: Thresholds,
): { results: ItemResult[]; checks: number } {
  const extra = results.map(() => [] as FailureTag[]);
  let checks = 0;
  for (const detector of detectors) {
    let findings: TraceFinding[];
    try {
      findings = detector.detect(view);
    } catch (err) {
      findings = [
        {
          decision: 'unsure',
          confidence: 0.3,
          span_id: null,
          rationale: `The trace detector could not analyse this trace (${(err as Error).message}); a person should look at it.`,
          snippet: null,
        },
      ];
    }
    checks += Math.max(1, findings.length);
    for (const f of findings) {
      const index = itemForSpan(view, items, f.span_id);
      const taken = [...results[index].tags, ...extra[index]].some((t) => t.subcategory_id === detector.subcategory);
      if (!taken) extra[index].push(tagOf(view, detector, f, index, thresholds));
    }
  }
  const merged = results.map((r, i) => (extra[i].length === 0 ? r : withTags(r, [...r.tags, ...extra[i]], r.checks + extra[i].length)));
  return { results: merged, checks };
}
