// Names written inside a hyphenated word: "ex-Port Vale" names Port Vale, "AI-based" is about AI. Only the
// capitalised parts are taken: splitting every hyphen ("non-violent" → "violent") lost on the grounding sets
// (word-parts.ts), but a capitalised part is a name the text states whatever is joined to it.
import { stem } from '../../text/stem.js';
import type { TextView } from '../../text/text-view.js';

const CAPITALISED = /^\p{Lu}/u;

/** The capitalised parts of a hyphenated word ("ex-Port" → ["Port"], "AI-based" → ["AI"]); none for other words. */
export function hyphenNameParts(word: string): string[] {
  if (!word.includes('-')) return [];
  const parts = word.split('-').filter((p) => p.length >= 2);
  return parts.length > 1 ? parts.filter((p) => CAPITALISED.test(p)) : [];
}

/** Stems of the names inside a view's hyphenated words. */
export function hyphenNameStems(view: TextView): Set<string> {
  const out = new Set<string>();
  for (const w of view.words) for (const p of hyphenNameParts(w.text)) out.add(stem(p));
  return out;
}
