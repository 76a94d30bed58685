// The document's RunInput: an item's texts beside its counts. A run stores its items once, as posted, and per
// item only the counts (ItemStats); the document joins the two, so no text is stored twice.
import type { ItemStats, RunInput } from './failure-analysis.js';
import type { MinimalInputItem } from './input-item.js';

const PREVIEW = 200;

/** The first PREVIEW characters (code points, as Array.from counts them), then "…" when the text is longer. */
export function preview(text: string): string {
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
    if (length > PREVIEW) return `${text.slice(0, cut)}…`;
  }
  return text;
}

/** Context chunks of an item as posted: a list, or (in runs stored before the document was binding) one string. */
export function contextChunks(context: unknown): string[] | null {
  if (context === undefined || context === null) return null;
  return Array.isArray(context) ? (context as string[]) : [String(context)];
}

/** The RunInput of an item with its counts. */
export function runInputOf(item: MinimalInputItem, stats: ItemStats): RunInput {
  return {
    item_index: stats.item_index,
    input_text: item.input,
    output_text: item.output,
    input_preview: preview(item.input),
    output_preview: preview(item.output),
    context: contextChunks(item.context),
    tool_calls: item.tool_calls ?? null,
    trace_id: stats.trace_id,
    failure_count: stats.failure_count,
    pass_count: stats.pass_count,
    unsure_count: stats.unsure_count,
    max_severity: stats.max_severity,
  };
}
