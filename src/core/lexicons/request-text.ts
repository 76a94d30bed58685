// A request as the act readings (harmful-acts.ts and its siblings) read it: findHarmfulRequests makes one per
// request and hands it to every reader, so the text is lower-cased, tokenised and split into words once, not
// once per reader.

export interface Token {
  word: string;
  start: number;
  end: number;
}

/** The characters JavaScript's \s matches (WhiteSpace and LineTerminator), by code unit. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
/** a-z or 0-9. */
const opensWord = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
/** a-z, 0-9, an apostrophe or a hyphen. */
const continuesWord = (c: number) => opensWord(c) || c === 0x27 || c === 0x2d;

/**
 * The words and marks of a lower-cased text, with where each sits: what /[a-z0-9][a-z0-9'-]*|[^\sa-z0-9]/g
 * matches (a word, or any one code unit that is neither a space nor a letter or digit), read without it.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (opensWord(c)) {
      let j = i + 1;
      while (j < n && continuesWord(text.charCodeAt(j))) j++;
      tokens.push({ word: text.slice(i, j), start: i, end: j });
      i = j;
    } else {
      if (!isSpace(c)) tokens.push({ word: text[i], start: i, end: i + 1 });
      i++;
    }
  }
  return tokens;
}

export class RequestText {
  /** The scanned text, its curly apostrophes made straight: the readings' offsets are into it. */
  readonly scan: string;
  /** The scan lower-cased. */
  readonly lower: string;
  /** The text's lower-cased words when the caller knows them (its word gate's), else undefined. */
  readonly words: Iterable<string> | undefined;
  private tokenList: Token[] | undefined;
  private letterWords: string[] | undefined;

  constructor(scan: string, words?: Iterable<string>) {
    this.scan = scan.replace(/[’‘]/g, "'");
    this.lower = this.scan.toLowerCase();
    this.words = words;
  }

  /** The lower-cased text's words and marks (tokenize), made at first need. Shared: never modify them. */
  get tokens(): readonly Token[] {
    this.tokenList ??= tokenize(this.lower);
    return this.tokenList;
  }

  /** The known words, or else the lower-cased text split at every character but a-z, ' and - (the cue tests' words). */
  get cueWords(): Iterable<string> {
    if (this.words) return this.words;
    this.letterWords ??= this.lower.split(/[^a-z'-]+/);
    return this.letterWords;
  }
}
