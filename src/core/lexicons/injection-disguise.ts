// Hijacks in disguise, undone before a second reading: key words mistyped ("ignroe all previus instrucitons",
// "ur"), written in digits for letters ("1gn0r3"), or the whole order in Morse code or Base64. findInjection reads
// the undone text only when the text as written carries no injection.

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
function repairKeyWords(text: string): string | null {
  if (text.length > 5_000) return null;
  let changed = false;
  const repaired = text.replace(/[A-Za-z]{2,14}/g, (word) => {
    const lower = word.toLowerCase();
    const short = SHORTHAND[lower];
    if (short) {
      changed = true;
      return short;
    }
    if (lower.length < 5 || KEY_WORDS.includes(lower)) return word;
    const key = KEY_WORDS.find((k) => nearWord(lower, k));
    if (!key) return word;
    changed = true;
    return key;
  });
  return changed ? repaired : null;
}

// Digits and signs people put for letters inside a word ("pr3v10us", "p@ssw0rd").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

function unleet(text: string): string | null {
  if (!/[a-z][0-9@$]|[0-9@$][a-z]/i.test(text)) return null;
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

/** Runs of Base64 in a text, decoded when they decode into plain words; null when there is none. */
function fromBase64(text: string): string | null {
  const runs = text.match(/[A-Za-z0-9+/]{24,}={0,2}/g);
  if (!runs) return null;
  const decoded: string[] = [];
  for (const run of runs.slice(0, 5)) {
    if (run.length % 4 === 1 || !/[0-9+/=]|[a-z][A-Z]/.test(run)) continue;
    let plain: string;
    try {
      plain = typeof atob === 'function' ? atob(run.replace(/=+$/, '').padEnd(Math.ceil(run.length / 4) * 4, '=')) : '';
    } catch {
      continue;
    }
    // Plain words: printable ASCII, mostly letters and spaces.
    if (/^[\x20-\x7e\n]+$/.test(plain) && (plain.match(/[A-Za-z ]/g)?.length ?? 0) >= 0.8 * plain.length && plain.includes(' ')) decoded.push(plain);
  }
  return decoded.length ? decoded.join('\n') : null;
}

/** The text with its disguise undone (mistypes repaired, digits read as letters, Morse or Base64 decoded), or null. */
export function undisguised(text: string): string | null {
  if (text.length > 5_000) return null;
  const decoded = fromMorse(text) ?? fromBase64(text);
  if (decoded) return decoded;
  const plain = unleet(text) ?? text;
  return repairKeyWords(plain) ?? (plain === text ? null : plain);
}
