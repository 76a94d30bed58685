// Where a tag's evidence snippets are in the item's texts: the offsets in metadata (start/end, end exclusive;
// context offsets count the chunks joined by a blank line), checked against the snippet; when they do not match
// (or are absent), the snippet's first occurrence. An item without context (null) has no context text.
import type { TextRange } from '../components/HighlightedText';
import type { AnalysisItem, FailureTag } from './types';

export type TextSource = 'input' | 'output' | 'context';

export const CONTEXT_SEPARATOR = '\n\n';

export function itemTexts(item: AnalysisItem): Record<TextSource, string> {
  return { input: item.input_text, output: item.output_text, context: (item.context ?? []).join(CONTEXT_SEPARATOR) };
}

export function evidenceRanges(tag: FailureTag | null, texts: Record<TextSource, string>): Record<TextSource, TextRange[]> {
  const ranges: Record<TextSource, TextRange[]> = { input: [], output: [], context: [] };
  for (const e of tag?.evidence_items ?? []) {
    if (!e.content_snippet || !(e.source in ranges)) continue;
    const source = e.source as TextSource;
    const text = texts[source];
    const { start, end } = e.metadata as { start?: unknown; end?: unknown };
    let at: { start: number; end: number } | null = null;
    if (typeof start === 'number' && typeof end === 'number' && text.slice(start, end) === e.content_snippet) at = { start, end };
    else {
      const found = text.indexOf(e.content_snippet);
      if (found >= 0) at = { start: found, end: found + e.content_snippet.length };
    }
    if (at) ranges[source].push({ ...at, label: e.description });
  }
  return ranges;
}
