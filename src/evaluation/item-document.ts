// A stored evaluation item → the EvaluationItem document (GET /v2/evaluate/items/{item_id}, and each entry
// of a run's items): the full texts, every metric's result with the reasoning, and when the evaluated
// interaction took place.
import { makeAjv } from '../http/validation.js';
import { iso } from '../store/store.js';
import { reasoningOf } from '../core/metrics/engine.js';
import type { ItemRow } from './runs-store.js';
import type { EvaluationItem } from './schemas.js';

// "A valid date-time" is what the API accepts as one (RFC 3339, as the request validators check it), and
// that a Date can hold (a leap second, 23:59:60, cannot).
const dateTimeFormat = makeAjv(false, []).compile<string>({ type: 'string', format: 'date-time' });
const isDateTime = (value: unknown): value is string => dateTimeFormat(value) && Number.isFinite(Date.parse(value.toUpperCase()));

/**
 * When the evaluated interaction took place: for an item from a stored trace, the start of its answer's span
 * (else of the trace); for a dataset item, its metadata.timestamp when that is a valid date-time; else when
 * the item was evaluated (its creation, while the run has not evaluated it yet).
 */
export function interactionTime(row: ItemRow): string {
  if (row.trace_time_ms !== null) return new Date(row.trace_time_ms).toISOString();
  const given = row.item.metadata?.timestamp;
  if (isDateTime(given)) return new Date(given.toUpperCase()).toISOString();
  return iso(row.results ? row.updated_at : row.created_at)!;
}

export function itemDocument(row: ItemRow): EvaluationItem {
  // A list of chunks; a single string in items stored before the document was binding (and in evaluation requests).
  const raw = row.item.context as string[] | string | null | undefined;
  const context = Array.isArray(raw) ? raw.join('\n\n') : (raw ?? '');
  const results = row.results ?? [];
  return {
    id: row.id,
    run_id: row.run_id,
    index: row.idx,
    timestamp: interactionTime(row),
    full_input: row.item.input,
    full_output: row.item.output,
    retrieved_context: context,
    reference: row.item.reference ?? null,
    eval_reasoning: reasoningOf(results),
    item_metadata: row.item.metadata ?? {},
    metrics: results,
    trace_id: row.trace_id,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
