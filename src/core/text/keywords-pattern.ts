// Listed keywords as one pattern, for custom rules (core/rules/) and built-in keyword rules (core/rulebook/) alike.

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Keywords as one pattern: each a whole word or phrase, its spaces any run of white space. */
export function keywordsPattern(keywords: string[]): string {
  const alternatives = keywords
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => {
      const body = k.split(/\s+/).map(escapeForPattern).join('\\s+');
      // A boundary only beside a word character: "C++" or "#tag" would never match with one.
      return `${WORD_CHAR.test(k[0]) ? '\\b' : ''}${body}${WORD_CHAR.test(k[k.length - 1]) ? '\\b' : ''}`;
    });
  return `(?:${alternatives.join('|')})`;
}
