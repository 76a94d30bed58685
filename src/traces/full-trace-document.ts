// The rebuilt trace → the JSON text of the FullTrace document (GET /api/v1/traces/{trace_id}/full): spans keyed
// by span id, the execution tree split into its roots and its continuations. The reconstruction keeps lists,
// which full-mode analysis and evaluation read; the document's shape is made here, at the edge.
//
// Written as text rather than built as an object and stringified: the keys of `spans` then stay in start-time
// order whatever they look like (an object would move integer-like ids such as "7" to the front), and an id
// such as "__proto__" is a key like any other. The schema's serializer is not used either: its per-value checks
// of the nullable fields cost several times JSON.stringify on 10,000 spans. Nesting is bounded by the execution
// tree's design, so JSON.stringify cannot overflow.
import type { FullTrace, FullTraceDocument } from '../core/traces/trace-shapes.js';

const field = (name: keyof FullTraceDocument, json: string) => `${JSON.stringify(name)}:${json}`;

/** The FullTrace document for a rebuilt trace, as JSON text. */
export function fullTraceJson(trace: FullTrace): string {
  const spans = trace.spans.map((span) => `${JSON.stringify(span.span_id)}:${JSON.stringify(span)}`).join(',');
  const executionTree: FullTraceDocument['execution_tree'] = {
    roots: trace.execution_tree.filter((entry) => entry.depth === 0),
    continuations: trace.execution_tree.filter((entry) => entry.depth > 0),
  };
  return `{${[
    field('trace_id', JSON.stringify(trace.trace_id)),
    field('metadata', JSON.stringify(trace.metadata)),
    field('summary', JSON.stringify(trace.summary)),
    field('messages', JSON.stringify(trace.messages)),
    field('spans', `{${spans}}`),
    field('retrievals', JSON.stringify(trace.retrievals)),
    field('diagnostics', JSON.stringify(trace.diagnostics)),
    field('execution_tree', JSON.stringify(executionTree)),
  ].join(',')}}`;
}
