// A word's base form as WordNet's "morphy" finds it, for the word-class lookups (word-classes.ts): the word
// itself, a few irregular forms, then its endings undone; a phrasal verb or compound by its inflected part.
// Irregular forms WordNet's exception files would give (the package ships none): the few a request uses.
const IRREGULAR: Record<string, string> = Object.fromEntries(
  (
    'children child licence license licences license coworker co-worker coworkers co-worker women woman men man people people ' +
    'mice mouse teeth tooth feet foot stole steal stolen steal shot shoot beaten beat hit hit slain slay slew slay'
  )
    .split(' ')
    .flatMap((w, k, all) => (k % 2 === 0 ? [[w, all[k + 1]]] : [])),
);
/** Endings undone to find a base form, and what replaces them ("ies" → "y"). */
export const NOUN_ENDINGS = pairs('ses s xes x ches ch shes sh men man ies y s -');
export const VERB_ENDINGS = pairs('ies y es e es - s - ied y ed e ed - ing e ing -');
function pairs(list: string): [string, string][] {
  const words = list.split(' ').map((w) => (w === '-' ? '' : w));
  return words.flatMap((w, k) => (k % 2 === 0 ? [[w, words[k + 1]] as [string, string]] : []));
}

/** One part of speech of a lookup, as classesOf reads it. */
export type Table = { get(word: string): number | undefined };

/** The classes of a word's base form (WordNet's "morphy": the word itself, then its endings undone). */
export function classesOf(map: Table, word: string, endings: [string, string][]): number {
  const direct = map.get(word) ?? map.get(IRREGULAR[word] ?? '');
  if (direct !== undefined) return direct;
  // A phrasal verb or compound inflects its first word ("beating up") or its last ("pipe bombs").
  const space = word.indexOf(' ');
  if (space > 0 && endings === VERB_ENDINGS) {
    const rest = word.slice(space);
    for (const base of baseForms(word.slice(0, space), endings)) {
      const found = map.get(base + rest);
      if (found !== undefined) return found;
    }
    return 0;
  }
  for (const base of baseForms(word, endings)) {
    const found = map.get(base);
    if (found !== undefined) return found;
  }
  return 0;
}

/** Candidate base forms of an inflected word: irregular, then each ending undone (and a doubled consonant). */
function baseForms(word: string, endings: [string, string][]): string[] {
  const forms = IRREGULAR[word] ? [IRREGULAR[word]] : [];
  for (const [ending, base] of endings) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length) + base;
    forms.push(stem);
    if (base === '' && /([^aeiouls])\1$/.test(stem)) forms.push(stem.slice(0, -1));
  }
  return forms;
}
