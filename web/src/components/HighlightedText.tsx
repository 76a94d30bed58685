// A text with marked ranges: each range becomes a <mark> (with its label as a title and for screen readers),
// the rest stays plain. Ranges are [start, end) offsets into the text; overlapping ones are merged.
import { Fragment, type ReactNode } from 'react';

export interface TextRange {
  start: number;
  end: number;
  /** Why the range is marked (shown on hover, and read after the mark). */
  label?: string;
}

function merged(ranges: TextRange[], length: number): TextRange[] {
  const sorted = ranges
    .map((r) => ({ ...r, start: Math.max(0, r.start), end: Math.min(length, r.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const out: TextRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) {
      last.end = Math.max(last.end, r.end);
      if (r.label && r.label !== last.label) last.label = last.label ? `${last.label}; ${r.label}` : r.label;
    } else out.push({ ...r });
  }
  return out;
}

export function HighlightedText({ text, ranges }: { text: string; ranges: TextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  // Keyed by offset: merged ranges never overlap, so each plain part and each mark starts at its own offset.
  for (const r of merged(ranges, text.length)) {
    if (r.start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, r.start)}</Fragment>);
    parts.push(
      <mark key={`m${r.start}`} title={r.label}>
        {text.slice(r.start, r.end)}
      </mark>,
    );
    at = r.end;
  }
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
