// A run's items and results as the store keeps them: blocks of consecutive items, each a packed JSON array
// (store/packed-json.ts), and one slim row per tag for filters and order. Pure, so the analysis threads build
// the result blocks and the main thread, which runs the store, only passes bytes along.
import { packJson } from '../store/packed-json.js';
import { addResults, type MetricTotals } from '../core/metrics/engine.js';
import { addVerdict, emptyStats, mergeStats, type BatchStats } from '../core/safety/audit-stats.js';
import type { ItemResult } from '../core/detectors/engine.js';
import type { ItemVerdict } from '../core/safety/classify.js';
import type { EvaluationMetricResult } from '../core/shapes/metric-result.js';
import type { FailureTag } from '../core/shapes/failure-analysis.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { severityRank } from '../core/scoring/scoring.js';

/** What the audit and the metrics added to an analysed item, when the run asked for them. */
export interface LinkedParts {
  verdict: ItemVerdict | null;
  evalResults: EvaluationMetricResult[] | null;
}

/** Items per block: the unit a thread analyses at once, and what an item view unpacks to show one item. */
export const BLOCK_ITEMS = 50;

/** The blocks of a dataset, as JSON array texts (packed by the caller), by first item index. */
export function itemBlockTexts(dataset: MinimalInputItem[], blockItems = BLOCK_ITEMS): { firstIndex: number; count: number; json: string }[] {
  const out = [];
  for (let first = 0; first < dataset.length; first += blockItems) {
    const items = dataset.slice(first, first + blockItems);
    out.push({ firstIndex: first, count: items.length, json: JSON.stringify(items) });
  }
  return out;
}

/** A tag's row: what the tags endpoint filters and orders by, and where its JSON sits in its block. */
export interface TagRow {
  id: string;
  item_index: number;
  bucket_id: string;
  subcategory_id: string;
  decision: string;
  decision_rank: number;
  /** The level in words, as its rank (0 critical … 4 info), for the severity_label filter. */
  severity_rank: number;
  severity: number;
  confidence: number;
  should_gate_ci: boolean;
  needs_human_review: boolean;
  /** The tag's index in its block's tags array. */
  position: number;
}

/** What a block of analysed items adds to the store: packed arrays, one entry per item, and the tags' rows. */
export interface ResultBlock {
  firstIndex: number;
  itemCount: number;
  inputs: Uint8Array;
  tags: Uint8Array;
  /** Audit verdicts (null entries for items not audited), when the run audits; else null. */
  verdicts: Uint8Array | null;
  /** Metric results, when the run evaluates; else null. */
  evals: Uint8Array | null;
  tagRows: TagRow[];
  totals: BlockTotals;
}

/**
 * What a run's completion adds up over its blocks: the checks made, the audit's statistics and the metrics'
 * totals. Kept beside each block, so completing a run of 10,000 items reads a few hundred small values instead
 * of every item's results again.
 */
export interface BlockTotals {
  checks: number;
  /** The block's audit statistics (stats.ts), when the run audits. */
  audit: BatchStats | null;
  /** The block's metric totals by metric name, when the run evaluates. */
  metrics: Record<string, MetricTotals> | null;
}

/** The totals of analysed items with their audit verdicts and metric results. */
export function blockTotals(results: ItemResult[], linked?: LinkedParts[]): BlockTotals {
  let audit: BatchStats | null = null;
  let metrics: Map<string, MetricTotals> | null = null;
  for (const l of linked ?? []) {
    if (l.verdict) addVerdict((audit ??= emptyStats()), l.verdict);
    if (l.evalResults) addResults((metrics ??= new Map()), l.evalResults);
  }
  return { checks: results.reduce((n, r) => n + r.checks, 0), audit, metrics: metrics && Object.fromEntries(metrics) };
}

/** The totals of a run's blocks, added up (in block order, as the items would be). */
export function addBlockTotals(blocks: BlockTotals[]): { checks: number; audit: BatchStats | null; metrics: Map<string, MetricTotals> | null } {
  let checks = 0;
  let audit: BatchStats | null = null;
  let metrics: Map<string, MetricTotals> | null = null;
  for (const b of blocks) {
    checks += b.checks;
    if (b.audit) audit = mergeStats((audit ??= emptyStats()), b.audit);
    for (const [name, t] of Object.entries(b.metrics ?? {})) {
      const sum = (metrics ??= new Map()).get(name) ?? { sum: 0, count: 0, passed: 0, skipped: 0 };
      metrics.set(name, { sum: sum.sum + t.sum, count: sum.count + t.count, passed: sum.passed + t.passed, skipped: sum.skipped + t.skipped });
    }
  }
  return { checks, audit, metrics };
}

const DECISION_RANK = { fail: 0, unsure: 1, pass: 2 } as const;

/** Gives each final tag's evidence its id, `<tag_id>:<position>` (the tags are then stored, and answered as they are). */
export function sealEvidenceIds(tags: FailureTag[]): void {
  for (const t of tags) t.evidence_items.forEach((e, k) => (e.item_id = `${t.tag_id}:${k}`));
}

/** The result block of analysed items (in item order, starting at firstIndex), with their audit and metrics when linked. */
export function resultBlock(firstIndex: number, results: ItemResult[], linked?: LinkedParts[]): ResultBlock {
  const tags = results.flatMap((r) => r.tags);
  sealEvidenceIds(tags);
  return {
    firstIndex,
    itemCount: results.length,
    inputs: packJson(JSON.stringify(results.map((r) => r.input))),
    tags: packJson(JSON.stringify(tags)),
    verdicts: linked?.some((l) => l.verdict) ? packJson(JSON.stringify(linked.map((l) => l.verdict))) : null,
    evals: linked?.some((l) => l.evalResults) ? packJson(JSON.stringify(linked.map((l) => l.evalResults))) : null,
    tagRows: tags.map((t, position) => ({
      id: t.tag_id,
      item_index: t.item_index,
      bucket_id: t.bucket_id,
      subcategory_id: t.subcategory_id,
      decision: t.decision,
      decision_rank: DECISION_RANK[t.decision],
      severity_rank: severityRank(t.severity_label),
      severity: t.severity,
      confidence: t.confidence,
      should_gate_ci: t.should_gate_ci,
      needs_human_review: t.needs_human_review,
      position,
    })),
    totals: blockTotals(results, linked),
  };
}

/** Result blocks of results in item order, cut at the same boundaries as the item blocks. */
export function resultBlocks(results: ItemResult[], linked?: LinkedParts[], blockItems = BLOCK_ITEMS): ResultBlock[] {
  const out: ResultBlock[] = [];
  for (let first = 0; first < results.length; first += blockItems) {
    out.push(resultBlock(results[first].input.item_index, results.slice(first, first + blockItems), linked?.slice(first, first + blockItems)));
  }
  return out;
}
