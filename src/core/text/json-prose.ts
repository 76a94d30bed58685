// The prose of an answer written as JSON: its string values, each read as a paragraph of its own, at the offsets
// they have in the answer. Keys, brackets, quotes and other values become spaces, with a paragraph break after each
// string value, so `{"answer": "…", "note": "Happy to help!"}` reads as two paragraphs, "…" and "Happy to help!":
// a reader of sentences sees the courtesy line as it would in prose, and every offset still points into the answer.

const WHITE = new Set([' ', '\t', '\n', '\r']);
const STRUCTURE = new Set(['{', '}', '[', ']', ',', ':']);
/** Escapes, two characters in the answer, written as two characters of prose. */
const ESCAPES: Record<string, string> = { n: '\n ', r: '  ', t: '  ', b: '  ', f: '  ', '/': ' /', '\\': ' \\', '"': ' "' };
const BARE = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)$/;
const BARE_CHAR = /[\w.+-]/;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * The answer's prose, as long as the answer, when the answer is a JSON object or array with a string value (a
 * document cut off before its end counts: answers get truncated); null otherwise, and the answer is read as it is.
 */
export function jsonProse(text: string): string | null {
  let i = 0;
  while (i < text.length && WHITE.has(text[i])) i++;
  if (text[i] !== '{' && text[i] !== '[') return null;
  const out: string[] = new Array<string>(text.length).fill(' ');
  let values = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      end = Math.min(end, text.length);
      let after = end + 1;
      while (after < text.length && WHITE.has(text[after])) after++;
      if (text[after] !== ':') {
        copyValue(text, i + 1, end, out);
        values++;
        // The closing quote and the character after it (structure, or the end) make the break.
        for (let b = end; b < Math.min(end + 2, text.length); b++) out[b] = '\n';
      }
      i = end + 1;
      continue;
    }
    if (WHITE.has(c) || STRUCTURE.has(c)) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && BARE_CHAR.test(text[end])) end++;
    // Anything else (prose around the document, a comment) is no JSON answer.
    if (end === i || !BARE.test(text.slice(i, end))) return null;
    i = end;
  }
  return values === 0 ? null : out.join('');
}

/** The characters of a string value from `from` to `to` (its quotes excluded), escapes written as prose. */
function copyValue(text: string, from: number, to: number, out: string[]): void {
  for (let p = from; p < to; p++) {
    if (text[p] !== '\\' || p + 1 >= to) {
      out[p] = text[p];
      continue;
    }
    const code = text[p + 1];
    if (code === 'u' && HEX4.test(text.slice(p + 2, p + 6))) {
      out[p] = String.fromCharCode(Number.parseInt(text.slice(p + 2, p + 6), 16));
      p += 5;
      continue;
    }
    const two = ESCAPES[code] ?? '  ';
    out[p] = two[0];
    out[p + 1] = two[1];
    p++;
  }
}
