// A cheap gate in front of expensive regular expressions: each rule names a few trigger words (possibly in
// several groups that must all be present), and only the rules whose triggers occur in the text are run.
// A trigger meets the words it begins ("kill" opens on "killing"); short or "=" triggers match whole words
// (so "=miner" does not open on "mineral"). Most texts open few rules, which keeps the lexicon detectors
// fast on long answers.

// ASCII words are enough: every trigger is an English word, and this is much faster than Unicode classes. A word
// is what /[a-z0-9][a-z0-9'’_-]*/g matches in the lower-cased text, read here by its character codes.
const opensWord = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
/** A letter, a digit, ' ’ _ or -. */
const continuesWord = (c: number) => opensWord(c) || c === 0x27 || c === 0x2019 || c === 0x5f || c === 0x2d;

/** Calls `take` with each lower-cased word of a text, in order. */
function eachLowerWord(text: string, take: (word: string) => void): void {
  const lower = text.toLowerCase();
  const n = lower.length;
  let i = 0;
  while (i < n) {
    if (!opensWord(lower.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && continuesWord(lower.charCodeAt(j))) j++;
    take(lower.slice(i, j));
    i = j;
  }
}

/** The lower-cased words of a text (as TextView.lowerWords gives them, for the Latin alphabet); repeats kept. */
export function lowerWords(text: string): string[] {
  const words: string[] = [];
  eachLowerWord(text, (word) => words.push(word));
  return words;
}

/**
 * What joins words into one word here, hiding the words inside: an apostrophe, a hyphen or an underscore ("don't",
 * "well-being", "snake_case"), or a character that lower-cases into an ASCII letter (the Kelvin sign into "k").
 */
const JOINED = /['’_\u0130\u212a-]/;

/**
 * Whether a text may hold one of `heads` as a whole word (between \b's, any case), from its lower-cased words
 * (lowerWords, as a set; of the text or of a longer one it starts): one of them is in the set, or the text has a
 * character that joins words into one (JOINED: the set does not list a joined word's parts).
 */
export function mayHoldWord(text: string, words: ReadonlySet<string>, heads: readonly string[]): boolean {
  for (const head of heads) if (words.has(head)) return true;
  return JOINED.test(text);
}

/** The lower-cased words of a text without repeats (in order of first use), and how many words it has. */
export function lowerWordSet(text: string): { words: Set<string>; count: number } {
  const words = new Set<string>();
  let count = 0;
  eachLowerWord(text, (word) => {
    words.add(word);
    count++;
  });
  return { words, count };
}

/** FNV-1a over the first four characters (and whether the word is shorter): no substring allocation. */
function prefixKey(w: string): number {
  let h = 2166136261;
  const n = Math.min(4, w.length);
  for (let i = 0; i < n; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
  return n < 4 ? Math.imul(h ^ (n + 1), 16777619) : h;
}

type Targets = [rule: number, group: number][];
/** A trigger: the word, whether it must match whole, and the rule groups it opens. */
type Entry = { word: string; exact: boolean; targets: Targets };

export class WordGate {
  private readonly entries = new Map<number, Entry[]>();
  /** Whether some trigger has a key with these low 16 bits: most words of a text stop here, before the map. */
  private readonly known = new Uint8Array(1 << 16);
  private readonly groups: number[] = [];

  /**
   * triggers[i] lists rule i's trigger words separated by spaces, in groups separated by "&": the rule runs
   * when every group has a word in the text. A trigger matches the words it begins ("kill" meets "killing");
   * triggers of three letters or fewer, or written "=word", match whole words only. null: the rule always runs.
   */
  constructor(triggers: (string | null)[]) {
    triggers.forEach((t, rule) => {
      if (t === null) {
        this.groups.push(0);
        return;
      }
      const groups = t.split('&');
      this.groups.push(groups.length);
      groups.forEach((g, group) => {
        for (const raw of g.split(/\s+/).filter(Boolean)) {
          const exact = raw.startsWith('=') || raw.length <= 3;
          const word = raw.replace(/^=/, '').toLowerCase();
          const k = prefixKey(word);
          this.known[k & 0xffff] = 1;
          const list = this.entries.get(k) ?? [];
          let entry = list.find((e) => e.word === word && e.exact === exact);
          if (!entry) list.push((entry = { word, exact, targets: [] }));
          if (!entry.targets.some(([r, q]) => r === rule && q === group)) entry.targets.push([rule, group]);
          this.entries.set(k, list);
        }
      });
    });
  }

  /** Indices of the rules to run, in rule order. */
  open(words: Iterable<string>): number[] {
    const seen = new Int32Array(this.groups.length);
    for (const w of words) {
      const k = prefixKey(w);
      if (this.known[k & 0xffff] === 0) continue;
      const list = this.entries.get(k);
      if (!list) continue;
      for (const e of list) {
        if (e.exact ? w !== e.word : !w.startsWith(e.word)) continue;
        for (const [rule, group] of e.targets) seen[rule] |= 1 << group;
      }
    }
    const open: number[] = [];
    this.groups.forEach((n, rule) => {
      if (n === 0 || seen[rule] === (1 << n) - 1) open.push(rule);
    });
    return open;
  }
}
