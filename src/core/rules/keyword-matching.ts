// Keyword rules matched without a regular expression: each keyword's first word found with indexOf, the rest
// word by word across white space, a word boundary checked beside letters and digits. RE2 spends ~0.3 ms an item
// on a ten-keyword alternation over 2,000 characters; this finds the same keywords in a few microseconds
// (docs/benchmarks.md, "Custom rules"). Texts that lower-casing would lengthen (İ) are left to RE2.

const WORD = /[\p{L}\p{N}_]/u;
const SPACE = /\s/;

export interface KeywordSpan {
  start: number;
  end: number;
}

/** Keywords as the matcher reads them: each a list of words, lower-cased unless case matters. */
export const keywordWords = (keywords: string[], caseSensitive: boolean): string[][] =>
  keywords
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => (caseSensitive ? k : k.toLowerCase()).split(/\s+/));

/** Where a keyword ends when it starts at `at` (its first word found there), or -1 when it does not match there. */
function keywordEnd(text: string, words: string[], at: number): number {
  const first = words[0];
  if (WORD.test(first[0]) && at > 0 && WORD.test(text[at - 1])) return -1;
  let end = at + first.length;
  for (let w = 1; w < words.length; w++) {
    const spaces = end;
    while (end < text.length && SPACE.test(text[end])) end++;
    if (end === spaces || !text.startsWith(words[w], end)) return -1;
    end += words[w].length;
  }
  const last = words[words.length - 1];
  if (WORD.test(last[last.length - 1]) && end < text.length && WORD.test(text[end])) return -1;
  return end;
}

/**
 * The keywords' matches in the text, leftmost first and not overlapping (the longer one where two start
 * together), at most `limit`; null when lower-casing would move the offsets (then RE2 matches the text).
 */
export function keywordSpans(keywords: string[][], caseSensitive: boolean, text: string, limit: number): KeywordSpan[] | null {
  const hay = caseSensitive ? text : text.toLowerCase();
  if (hay.length !== text.length) return null;
  const found: KeywordSpan[] = [];
  for (const words of keywords) {
    for (let at = hay.indexOf(words[0]); at !== -1; at = hay.indexOf(words[0], at + 1)) {
      const end = keywordEnd(hay, words, at);
      if (end !== -1) found.push({ start: at, end });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: KeywordSpan[] = [];
  for (const span of found) {
    if (kept.length === limit) break;
    if (kept.length === 0 || span.start >= kept[kept.length - 1].end) kept.push(span);
  }
  return kept;
}
