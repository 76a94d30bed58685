// Small helpers shared by the grounding detectors.
import type { ItemText } from '../../text/item-text.js';
import { stem, type Span, type TextView } from '../../text/text-view.js';
import { sentenceIndexAt } from './sentences.js';

/** Grounding can only be judged when there is something to ground in: a non-blank context or tool results. */
export function hasGroundingSource(text: ItemText): boolean {
  return !text.context.isBlank || !text.toolResults.isBlank;
}

/** A text for a rationale: quoted, on one line, cut to a readable length. */
export function quote(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? flat.slice(0, max - 1) + '…' : flat}"`;
}

/** The sentence of a view that contains an offset (binary search over the sentence list). */
export function sentenceAt(view: TextView, offset: number): Span | null {
  const i = sentenceIndexAt(view.sentences, offset);
  return i < 0 ? null : view.sentences[i];
}

/** Whether a list-marker number ("1." or "2)" at a line start) sits at this offset. */
export function isListMarker(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  if (i >= 0 && text[i] !== '\n') return false;
  return /^[.)]\s/.test(text.slice(end, end + 2)) || end === text.length;
}

const stems = new Map<string, string>();
const STEM_MEMO_LIMIT = 50_000;

/** stem() of a lower-cased word, remembered: the same words recur across sentences, detectors and items. */
export function stemOf(lower: string): string {
  let s = stems.get(lower);
  if (s === undefined) {
    if (stems.size >= STEM_MEMO_LIMIT) stems.clear();
    s = stem(lower);
    stems.set(lower, s);
  }
  return s;
}
