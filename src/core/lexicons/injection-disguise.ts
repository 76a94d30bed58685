// Hijacks in disguise, undone before a second reading: key words mistyped ("ignroe all previus instrucitons",
// "ur"), written in digits for letters ("1gn0r3"), or the whole order in Morse code, Base64 or ROT13. findInjection reads
// the undone text only when the text as written carries no injection.
import { ENGLISH_STOPWORDS } from '../text/stopwords.js';

// Words an override needs, as people mistype them ("ignroe all previus instrucitons", "ur"): repaired to the
// spelling the families read when one or two letters are off (swapped, dropped, doubled or changed).
const KEY_WORDS = [
  'ignore',
  'disregard',
  'forget',
  'previous',
  'instructions',
  'instruction',
  'password',
  'override',
  'above',
  'prompt',
  'translation',
  'secret',
];
const SHORTHAND: Record<string, string> = {
  ur: 'your',
  u: 'you',
  pls: 'please',
  plz: 'please',
  pw: 'password',
  pwd: 'password',
  passwd: 'password',
  instrs: 'instructions',
};

// Words already compared with the key words, and the key each is a mistype of (null for none): most words recur.
const NEAR = new Map<string, string | null>();
const KEYS_BY_LETTER = new Map<string, string[]>();
for (const k of KEY_WORDS) KEYS_BY_LETTER.set(k[0], [...(KEYS_BY_LETTER.get(k[0]) ?? []), k]);

function nearWord(word: string, key: string): boolean {
  const limit = key.length >= 7 ? 2 : 1;
  if (Math.abs(word.length - key.length) > limit || word[0] !== key[0]) return false;
  // Damerau–Levenshtein distance (adjacent swaps count once), stopped once past the limit.
  const a = word;
  const b = key;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > limit) return false;
  }
  return d[a.length][b.length] <= limit;
}

/** The text with mistyped key words repaired, or null when none was. */
/** The key word a letter run (lower-cased) is a mistype or a shorthand of, or null. */
function repairOf(lower: string): string | null {
  // An own key only: "constructor" is no shorthand.
  if (Object.hasOwn(SHORTHAND, lower)) return SHORTHAND[lower];
  if (lower.length < 5) return null;
  // Only a word of a key's first letter and about its length can be near it: most words stop here.
  const keys = KEYS_BY_LETTER.get(lower[0]);
  if (!keys || !keys.some((k) => Math.abs(k.length - lower.length) <= (k.length >= 7 ? 2 : 1)) || KEY_WORDS.includes(lower)) return null;
  let key = NEAR.get(lower);
  if (key === undefined) {
    key = KEY_WORDS.find((k) => nearWord(lower, k)) ?? null;
    if (NEAR.size >= 20_000) NEAR.clear();
    NEAR.set(lower, key);
  }
  return key;
}

function repairKeyWords(text: string): string | null {
  if (text.length > 5_000) return null;
  let changed = false;
  const repaired = text.replace(/[A-Za-z]{2,14}/g, (word) => {
    const key = repairOf(word.toLowerCase());
    if (!key) return word;
    changed = true;
    return key;
  });
  return changed ? repaired : null;
}

/**
 * Whether any letter run of a text's distinct lower-cased words (cut in runs of 14 as repairKeyWords cuts them)
 * would be repaired: a look at each distinct word once, instead of every word in place.
 */
function mayRepair(words: Iterable<string>): boolean {
  for (const word of words) {
    if (word.length <= 14 && /^[a-z]+$/.test(word)) {
      if (word.length >= 2 && repairOf(word)) return true;
      continue;
    }
    for (const run of word.match(/[a-z]+/g) ?? []) {
      for (let at = 0; at < run.length; at += 14) {
        const piece = run.slice(at, at + 14);
        if (piece.length >= 2 && repairOf(piece)) return true;
      }
    }
  }
  return false;
}

// Digits and signs people put for letters inside a word ("pr3v10us", "p@ssw0rd").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Whether an ASCII letter stands next to a digit, "@" or "$" (as /[a-z][0-9@$]|[0-9@$][a-z]/i tests, read in one pass). */
function mixesLettersAndSigns(text: string): boolean {
  let before = 0; // 1: the last character was an ASCII letter, 2: a digit or sign, 0: anything else
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const kind = (c | 0x20) >= 97 && (c | 0x20) <= 122 ? 1 : (c >= 48 && c <= 57) || c === 64 || c === 36 ? 2 : 0;
    if (kind !== 0 && before !== 0 && kind !== before) return true;
    before = kind;
  }
  return false;
}

function unleet(text: string): string | null {
  if (!mixesLettersAndSigns(text)) return null;
  let changed = false;
  const out = text.replace(/[A-Za-z0-9@$]*[A-Za-z][A-Za-z0-9@$]*/g, (word) => {
    // A word mixing letters with digits or signs.
    // Read so only in the second reading: a code read as letters ("5kg" as "skg") is harmless there.
    if (word.length < 3 || !/[0-9@$]/.test(word) || (word.match(/[A-Za-z]/g)?.length ?? 0) < 2) return word;
    changed = true;
    return word.replace(/[0-9@$]/g, (c) => LEET[c] ?? c);
  });
  return changed ? out : null;
}

const MORSE: Record<string, string> = {
  '.-': 'a',
  '-...': 'b',
  '-.-.': 'c',
  '-..': 'd',
  '.': 'e',
  '..-.': 'f',
  '--.': 'g',
  '....': 'h',
  '..': 'i',
  '.---': 'j',
  '-.-': 'k',
  '.-..': 'l',
  '--': 'm',
  '-.': 'n',
  '---': 'o',
  '.--.': 'p',
  '--.-': 'q',
  '.-.': 'r',
  '...': 's',
  '-': 't',
  '..-': 'u',
  '...-': 'v',
  '.--': 'w',
  '-..-': 'x',
  '-.--': 'y',
  '--..': 'z',
  '.-.-.-': '.',
  '--..--': ',',
  '..--..': '?',
};

/** A text written in Morse code (letters apart by a space, words by two or a slash), decoded; null otherwise. */
function fromMorse(text: string): string | null {
  const t = text.trim();
  if (t.length < 20 || /[^.\-\s/]/.test(t)) return null;
  const words = t.split(/\s{2,}|\s*\/\s*/);
  return words
    .map((w) =>
      w
        .split(/\s+/)
        .map((c) => MORSE[c] ?? '')
        .join(''),
    )
    .join(' ');
}

/** Whether a text holds 24 Base64 characters (A-Z, a-z, 0-9, "+", "/") in a row. */
function hasBase64Run(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const letter = (c | 0x20) >= 97 && (c | 0x20) <= 122;
    if (letter || (c >= 48 && c <= 57) || c === 43 || c === 47) {
      if (++run >= 24) return true;
    } else run = 0;
  }
  return false;
}

/**
 * The text with its runs of Base64 decoded in place, where they decode into plain words (so the reading sees the
 * decoded order where it stands in its document); null when there is none.
 */
function fromBase64(text: string): string | null {
  // A run starts where no Base64 character stands before it (the same runs, without a try inside each word).
  // Prose has no run of 24 such characters: a pass over the text tells so before the expression looks for them.
  if (!hasBase64Run(text)) return null;
  let tried = 0;
  let changed = false;
  const decoded = text.replace(/(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,}={0,2}/g, (run) => {
    if (++tried > 5) return run;
    const plain = plainBase64(run);
    if (plain === null) return run;
    changed = true;
    return plain;
  });
  return changed ? decoded : null;
}

/** A Base64 run decoded, when it decodes into plain words (printable ASCII, mostly letters and spaces); else null. */
function plainBase64(run: string): string | null {
  if (run.length % 4 === 1 || !/[0-9+/=]|[a-z][A-Z]/.test(run)) return null;
  let plain: string;
  try {
    plain = typeof atob === 'function' ? atob(run.replace(/=+$/, '').padEnd(Math.ceil(run.length / 4) * 4, '=')) : '';
  } catch {
    return null;
  }
  return /^[\x20-\x7e\n]+$/.test(plain) && (plain.match(/[A-Za-z ]/g)?.length ?? 0) >= 0.8 * plain.length && plain.includes(' ') ? plain : null;
}

const rot13 = (s: string) => s.replace(/[A-Za-z]/g, (c) => String.fromCharCode((((c.charCodeAt(0) & 31) + 12) % 26) + (c.charCodeAt(0) & 96) + 1));
// The commonest English words as ROT13 writes them ("the" is "gur", "you" is "lbh", "ignore" is "vtaber"): two of them
// in a text are the cheap sign that some of it may be ROT13.
const ROT13_WORDS = new Set('the and you your to of all is in are this that with instructions ignore previous say print reply password'.split(' ').map(rot13));
const englishShare = (line: string, stop: Set<string>) => {
  const words = line.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.length ? words.filter((w) => stop.has(w)).length / words.length : 0;
};

/**
 * The text with its ROT13 lines decoded (a line whose decoding reads as English while it does not), null when none
 * is. ROT13 keeps the length, so offsets into the decoded text hold for the text.
 */
function fromRot13(text: string, words?: Iterable<string>): string | null {
  let cues = 0;
  for (const w of words ?? text.toLowerCase().match(/[a-z]+/g) ?? []) if (ROT13_WORDS.has(w) && ++cues >= 2) break;
  if (cues < 2) return null;
  let changed = false;
  const decoded = text.replace(/[^\n]+/g, (line) => {
    const plain = rot13(line);
    if (englishShare(plain, ENGLISH_STOPWORDS) < 0.2 || englishShare(line, ENGLISH_STOPWORDS) >= 0.1) return line;
    changed = true;
    return plain;
  });
  return changed ? decoded : null;
}

/**
 * The text with its disguise undone (mistypes repaired, digits read as letters, Morse, Base64 or ROT13 decoded), or null.
 * `words`: the text's lower-cased words (lowerWords), when known.
 */
export function undisguised(text: string, words?: Iterable<string>): string | null {
  if (text.length > 5_000) return null;
  const decoded = fromMorse(text) ?? fromBase64(text) ?? fromRot13(text, words);
  if (decoded) return decoded;
  const plain = unleet(text);
  // The text's words (when known) tell cheaply that nothing in it is mistyped.
  if (!plain) return words && !mayRepair(words) ? null : repairKeyWords(text);
  return repairKeyWords(plain) ?? plain;
}
