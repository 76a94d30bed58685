// Light stemming, shared by the text analysis and the detectors.

const stemCache = new Map<string, string>();

/** Light stemming so "shipped"/"ships"/"ship" and "orders"/"order" meet; good enough for overlap tests. */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let w = word.toLowerCase().replace(/[’']s$/, '').replace(/[’']/g, '');
  if (w.length > 5 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 4 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('es') && /(?:ch|sh|x|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // Words repeat across items, so stems are kept; the cache is bounded to keep memory flat on big runs.
  if (stemCache.size > 100_000) stemCache.clear();
  stemCache.set(word, w);
  return w;
}
