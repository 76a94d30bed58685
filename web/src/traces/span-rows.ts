// The execution tree as rows for the span list: one row per span in tree order, with its depth, its
// children's ids and its place in time. Continuation entries (execution_tree.continuations: trees deeper than
// 100 levels, see docs/traces.md) are put back under their parent, so the list shows one tree however deep it is.
// Everything is iterative: a 10,000-deep chain must not overflow the stack.
import type { ExecutionNode, FullTrace, TraceSpan } from './trace-types';

export interface SpanRow {
  id: string;
  parentId: string | null;
  name: string;
  kind: string;
  status: string;
  depth: number;
  childIds: string[];
  /** Start and duration relative to the trace, in milliseconds. */
  offsetMs: number;
  durationMs: number | null;
  span: TraceSpan | undefined;
}

export interface SpanForest {
  byId: Map<string, SpanRow>;
  roots: string[];
  traceStartMs: number;
  traceDurationMs: number;
}

export function buildForest(trace: FullTrace): SpanForest {
  const spans = trace.spans;
  const spanOf = (id: string): TraceSpan | undefined => (Object.hasOwn(spans, id) ? spans[id] : undefined);
  const traceStartMs = trace.summary.start_time ? Date.parse(trace.summary.start_time) : 0;
  const traceEndMs = trace.summary.end_time ? Date.parse(trace.summary.end_time) : traceStartMs;
  const byId = new Map<string, SpanRow>();
  const { roots: rootEntries, continuations } = trace.execution_tree;
  const roots = rootEntries.map((entry) => entry.span_id);
  const pending: ExecutionNode[] = [...rootEntries, ...continuations];
  while (pending.length) {
    const node = pending.pop()!;
    const span = spanOf(node.span_id);
    const start = span ? Date.parse(span.start_time) : traceStartMs;
    const existing = byId.get(node.span_id);
    byId.set(node.span_id, {
      id: node.span_id,
      parentId: node.parent_span_id,
      name: node.name,
      kind: node.kind,
      status: node.status,
      depth: node.depth,
      childIds: [...(existing?.childIds ?? []), ...node.children.map((c) => c.span_id)],
      offsetMs: start - traceStartMs,
      durationMs: node.duration_ms,
      span,
    });
    for (const child of node.children) pending.push(child);
  }
  // Continuation entries hang under the node that stopped at the nesting limit.
  for (const entry of continuations) {
    const parent = entry.parent_span_id === null ? undefined : byId.get(entry.parent_span_id);
    if (parent && !parent.childIds.includes(entry.span_id)) parent.childIds.push(entry.span_id);
  }
  return { byId, roots, traceStartMs, traceDurationMs: Math.max(1, traceEndMs - traceStartMs) };
}

/** The rows shown: tree order, skipping the descendants of collapsed spans. */
export function visibleRows(forest: SpanForest, collapsed: ReadonlySet<string>): SpanRow[] {
  const out: SpanRow[] = [];
  const stack = [...forest.roots].reverse();
  while (stack.length) {
    const row = forest.byId.get(stack.pop()!);
    if (!row) continue;
    out.push(row);
    if (!collapsed.has(row.id)) for (let i = row.childIds.length - 1; i >= 0; i--) stack.push(row.childIds[i]);
  }
  return out;
}
