// Light stemming, shared by the text analysis and the detectors.

const stemCache = new Map<string, string>();

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Doubled before -ed/-ing only after one short vowel: "shipp" → "ship"; not "add", "fall", "miss", "staff", "buzz". */
const UNDOUBLED = new Set(['b', 'd', 'g', 'm', 'n', 'p', 'r', 't']);

/** "shipp(ed)" → "ship", "planning" → "plan": the consonant doubled by the suffix goes (consonant, vowel, double). */
function undouble(w: string): string {
  const n = w.length;
  if (n < 4) return w;
  const last = w[n - 1];
  return last === w[n - 2] && UNDOUBLED.has(last) && VOWELS.has(w[n - 3]) && !VOWELS.has(w[n - 4]) ? w.slice(0, -1) : w;
}

/** Light stemming so "shipped"/"ships"/"ship" and "orders"/"order" meet; good enough for overlap tests. */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let w = word
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[’']/g, '');
  if (w.length > 5 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 4 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  else if (w.length > 3 && w.endsWith('es') && /(?:ch|sh|x|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // Words repeat across items, so stems are kept; the cache is bounded to keep memory flat on big runs.
  if (stemCache.size > 100_000) stemCache.clear();
  stemCache.set(word, w);
  return w;
}
