// Stored traces → evaluation items: the same model turns full-mode analysis reads (core/trace-detectors/trace-items.ts),
// each with the latency of its answer's span and the tokens that span reports, for latency_ms and tokens.
import { deriveItems } from '../core/trace-detectors/trace-items.js';
import { TraceView } from '../core/trace-detectors/trace-view.js';
import type { MinimalInputItem } from '../core/shapes/input-item.js';
import { errors } from '../http/errors.js';
import type { Reader } from '../store/readers.js';
import type { Queryable } from '../store/store.js';
import { readAiFacts } from '../core/traces/attributes/ai-facts.js';
import { loadFullTrace } from '../traces/traces-store.js';

export async function itemsFromTraces(db: Queryable, reader: Reader, traceIds: string[]): Promise<{ item: MinimalInputItem; traceId: string }[]> {
  const out: { item: MinimalInputItem; traceId: string }[] = [];
  for (const traceId of [...new Set(traceIds)]) {
    const trace = await loadFullTrace(db, reader, traceId);
    if (!trace) throw errors.notFound('Trace', traceId);
    const view = new TraceView(trace);
    for (const turn of deriveItems(view)) {
      const span = turn.span_id ? view.spanById.get(turn.span_id) : undefined;
      const facts = span ? readAiFacts({ attributes: span.attributes, events: [] }) : null;
      const tokens = facts && (facts.input_tokens !== null || facts.output_tokens !== null) ? (facts.input_tokens ?? 0) + (facts.output_tokens ?? 0) : null;
      const metadata = { ...(turn.item.metadata ?? {}), span_id: turn.span_id, latency_ms: span?.duration_ms ?? null, tokens };
      out.push({ item: { ...turn.item, metadata }, traceId });
    }
  }
  return out;
}
