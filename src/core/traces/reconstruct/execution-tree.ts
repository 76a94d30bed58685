// The execution tree and the structural diagnostics (orphans, missing parents, cycles, clock skew).
// Built with explicit stacks and queues, never recursion, so a 10,000-deep chain is as safe as a flat trace;
// nesting per entry is bounded (EXECUTION_TREE_MAX_NESTING) so that serialising it is safe too.
import { EXECUTION_TREE_MAX_NESTING, type ExecutionNode, type SpanKind } from '../trace-shapes.js';
import type { StoredSpan } from '../span-model.js';

export interface TreeSpan {
  span: StoredSpan;
  kind: SpanKind;
  duration_ms: number | null;
}

export interface TreeResult {
  execution_tree: ExecutionNode[];
  orphan_spans: string[];
  missing_parents: string[];
  clock_skew: { span_id: string; detail: string }[];
  warnings: string[];
}

const ms = (x: number) => `${Math.round(x * 1000) / 1000} ms`;

function clockSkew(t: TreeSpan, parent: TreeSpan | undefined): string | null {
  const s = t.span;
  if (s.end_ms !== null && s.end_ms < s.start_ms) return `ends ${ms(s.start_ms - s.end_ms)} before it starts`;
  if (!parent) return null;
  const p = parent.span;
  if (s.start_ms < p.start_ms) return `starts ${ms(p.start_ms - s.start_ms)} before its parent`;
  if (s.end_ms !== null && p.end_ms !== null && s.end_ms > p.end_ms) return `ends ${ms(s.end_ms - p.end_ms)} after its parent`;
  return null;
}

/** spans: every span of the trace, already sorted by start time. */
export function buildExecutionTree(spans: TreeSpan[]): TreeResult {
  const byId = new Map<string, TreeSpan>();
  for (const t of spans) byId.set(t.span.span_id, t);
  const children = new Map<string, TreeSpan[]>();
  const roots: TreeSpan[] = [];
  const orphan_spans: string[] = [];
  const missing = new Set<string>();
  const clock_skew: TreeResult['clock_skew'] = [];
  for (const t of spans) {
    const parentId = t.span.parent_span_id;
    const parent = parentId === null ? undefined : byId.get(parentId);
    if (parentId === null) roots.push(t);
    else if (!parent) {
      roots.push(t);
      orphan_spans.push(t.span.span_id);
      missing.add(parentId);
    } else {
      let list = children.get(parentId);
      if (!list) children.set(parentId, (list = []));
      list.push(t);
    }
    const skew = clockSkew(t, parent);
    if (skew) clock_skew.push({ span_id: t.span.span_id, detail: skew });
  }
  // Input is sorted by start, so every children list already is.

  const warnings: string[] = [];
  const visited = new Set<string>();
  const execution_tree: ExecutionNode[] = [];
  const entries: { t: TreeSpan; depth: number }[] = roots.map((t) => ({ t, depth: 0 }));
  const toNode = (t: TreeSpan, depth: number): ExecutionNode => ({
    span_id: t.span.span_id,
    parent_span_id: t.span.parent_span_id,
    name: t.span.name,
    kind: t.kind,
    status: t.span.status,
    duration_ms: t.duration_ms,
    depth,
    children: [],
    children_continued: false,
  });

  // Spans are marked visited when placed (or queued as a continuation), so a parent cycle cannot loop.
  const walk = (entry: { t: TreeSpan; depth: number }) => {
    const top = toNode(entry.t, entry.depth);
    visited.add(entry.t.span.span_id);
    execution_tree.push(top);
    const stack: { node: ExecutionNode; level: number }[] = [{ node: top, level: 0 }];
    while (stack.length) {
      const { node, level } = stack.pop()!;
      const kids = children.get(node.span_id)?.filter((k) => !visited.has(k.span.span_id));
      if (!kids?.length) continue;
      if (level === EXECUTION_TREE_MAX_NESTING - 1) {
        node.children_continued = true;
        for (const k of kids) {
          visited.add(k.span.span_id);
          entries.push({ t: k, depth: node.depth + 1 });
        }
        continue;
      }
      for (const k of kids) {
        const child = toNode(k, node.depth + 1);
        visited.add(k.span.span_id);
        node.children.push(child);
        stack.push({ node: child, level: level + 1 });
      }
    }
  };

  for (let i = 0; i < entries.length; i++) walk(entries[i]);
  // Spans whose parent chain loops back on itself are reachable from no root: list each loop from its
  // earliest span, so no span is missing from the tree.
  if (visited.size < spans.length) {
    const cyclic = spans.filter((t) => !visited.has(t.span.span_id));
    warnings.push(`${cyclic.length} span(s) form parent cycles (e.g. ${cyclic[0].span.span_id}); each cycle is shown from its earliest span.`);
    for (const t of cyclic) {
      if (visited.has(t.span.span_id)) continue;
      const start = entries.length;
      entries.push({ t, depth: 0 });
      for (let i = start; i < entries.length; i++) walk(entries[i]);
    }
  }
  return { execution_tree, orphan_spans, missing_parents: [...missing], clock_skew, warnings };
}
