// A gate in front of regular expressions whose trigger words are derived from the patterns themselves, so it
// can only skip a pattern that cannot match. Each top-level alternative of a pattern is read for the words a
// match must hold: a literal that starts where a word must start (after \b, a space or other non-letter)
// spells the first letters of a word of the text. An alternative is open when the text has a word from each
// of its required sets; a pattern is open when one of its alternatives is. Whatever the reading cannot prove
// (\w* after fewer than three letters, a u flag, a back-reference) adds no requirement, and an alternative
// without any requirement keeps its pattern always open. The top-level alternatives are regex-alternatives.ts's.
//
// Words here are runs of ASCII letters and digits, split at everything else (hyphens and apostrophes too):
// a \b before a letter means the character before it is not one, so the run starts there. Regular
// expressions without the u flag match ASCII letters only with ASCII letters, even with the i flag.
import { alternativesOf } from './regex-alternatives.js';

/** A required word: `word` starts a word of the text, or is the whole word when `exact`. */
interface Trigger {
  word: string;
  exact: boolean;
}

type Atom =
  | { t: 'char'; c: string }
  | { t: 'set'; letters: string[] | null; onlyLetters: boolean }
  | { t: 'group'; alts: Item[][] }
  | { t: 'bound' }
  | { t: 'zero' };
interface Item {
  atom: Atom;
  min: number;
  max: number;
}

const ALNUM = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const isAlnum = (c: string) => c.length === 1 && /[a-z0-9]/.test(c);
const ASCII_OTHER = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).filter((c) => !/[A-Za-z0-9]/.test(c));
/** More letters than this in a class (\w, [^.?!]) spell nothing. */
const MAX_CLASS_LETTERS = 6;

/** A character class (or \w, \s, .) read by testing it: which ASCII letters and digits it matches. */
function classAtom(source: string, flags: string): Atom {
  const re = new RegExp(`^${source}$`, flags.replace(/[gmy]/g, ''));
  const letters = ALNUM.filter((c) => re.test(c) || re.test(c.toUpperCase())).filter((c, i, all) => all.indexOf(c) === i);
  // Only ASCII letters and digits listed or in ranges, not negated: it cannot match anything else.
  const onlyLetters = /^\[[A-Za-z0-9-]+\]$/.test(source) && !ASCII_OTHER.some((c) => re.test(c));
  return { t: 'set', letters: letters.length > MAX_CLASS_LETTERS ? null : letters, onlyLetters };
}

/** Parses the subset of regular-expression syntax the lexicons use; throws on anything it does not know. */
function parse(source: string, flags: string): Item[][] {
  let i = 0;
  const lower = (c: string) => c.toLowerCase();
  function alternatives(): Item[][] {
    const alts: Item[][] = [[]];
    while (i < source.length && source[i] !== ')') {
      if (source[i] === '|') {
        i++;
        alts.push([]);
        continue;
      }
      const atom = parseAtom();
      const [min, max] = quantifier();
      alts[alts.length - 1].push({ atom, min, max });
    }
    return alts;
  }
  function quantifier(): [number, number] {
    let q: [number, number] = [1, 1];
    const c = source[i];
    const brace = /^\{(\d+)(?:(,)(\d*))?\}/.exec(source.slice(i));
    if (c === '?') q = [0, 1];
    else if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (brace) q = [Number(brace[1]), brace[2] ? (brace[3] ? Number(brace[3]) : Infinity) : Number(brace[1])];
    else return q;
    i += brace && c === '{' ? brace[0].length : 1;
    if (source[i] === '?') i++;
    return q;
  }
  function parseAtom(): Atom {
    const c = source[i];
    if (c === '(') {
      const look = /^\(\?(?:[=!]|<[=!])/.exec(source.slice(i));
      const named = /^\(\?<[A-Za-z_$][\w$]*>/.exec(source.slice(i));
      i += look ? look[0].length : named ? named[0].length : source.startsWith('(?:', i) ? 3 : 1;
      if (!look && source[i - 1] === '?') throw new Error(`unknown group at ${i}`);
      const alts = alternatives();
      if (source[i] !== ')') throw new Error('unclosed group');
      i++;
      return look ? { t: 'zero' } : { t: 'group', alts };
    }
    if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      const cls = source.slice(i, j + 1);
      i = j + 1;
      return classAtom(cls, flags);
    }
    if (c === '\\') {
      const e = source[i + 1];
      i += 2;
      if (e === 'b') return { t: 'bound' };
      if (e === 'B') return { t: 'zero' };
      if ('dDwWsS'.includes(e)) return classAtom(`\\${e}`, flags);
      if (/[1-9k]/.test(e)) throw new Error('back-reference');
      if (e === 'u' || e === 'x') {
        const hex = /^(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/.exec(source.slice(i - 1));
        if (!hex) throw new Error('bad escape');
        i += hex[0].length - 1;
        return { t: 'char', c: lower(String.fromCharCode(parseInt(hex[0].slice(1), 16))) };
      }
      if ('nrtfv0'.includes(e)) return { t: 'char', c: '\n' };
      if (/[A-Za-z]/.test(e)) throw new Error(`unknown escape \\${e}`);
      return { t: 'char', c: e };
    }
    i++;
    if (c === '^' || c === '$') return { t: 'zero' };
    if (c === '.') return classAtom('.', flags);
    if (c === '|' || c === ')' || c === '*' || c === '+' || c === '?') throw new Error(`unexpected ${c}`);
    return { t: 'char', c: lower(c) };
  }
  const alts = alternatives();
  if (i !== source.length) throw new Error('unbalanced )');
  return alts;
}

/** After this item, does a letter or digit start a word? (`r`: it does before the item.) */
function startsAfter(item: Item, r: boolean): boolean {
  const once = (before: boolean): boolean => {
    const a = item.atom;
    if (a.t === 'bound') return true;
    if (a.t === 'zero') return before;
    if (a.t === 'char') return !isAlnum(a.c);
    if (a.t === 'set') return a.letters !== null && a.letters.length === 0;
    return a.alts.every((seq) => seq.reduce((s, it) => startsAfter(it, s), before));
  };
  const taken = item.max === 1 ? once(r) : once(r) && once(false);
  return item.min === 0 ? r && taken : taken;
}

/** Where spelling goes on: the rest of a sequence, then what follows it; 'open' when unknown (a repeat). */
interface Frame {
  items: Item[];
  i: number;
  next: Frame | null | 'open';
}

/** Spelling stops once a word has this many letters (a longer prefix gains little). */
const MAX_SPELLED = 12;
const SPELL_STEPS = 2000;

/**
 * The words a text must have where a word starts at frame `f`: every way the pattern spells the word's first
 * letters, each a prefix (three letters or more) or a whole word. null: some way spells nothing usable.
 */
function spell(f: Frame | null | 'open', acc: string, out: Map<string, Trigger>, budget: { n: number }): boolean {
  if (--budget.n < 0 || out.size > 200) return false;
  const prefix = () => {
    if (acc.length < 3) return false;
    out.set(acc, { word: acc, exact: false });
    return true;
  };
  const whole = () => {
    if (acc === '') return false;
    out.set(`=${acc}`, { word: acc, exact: true });
    return true;
  };
  // The match may end here and the text go on with more letters.
  if (f === null || f === 'open' || acc.length >= MAX_SPELLED) return prefix();
  if (f.i >= f.items.length) return spell(f.next, acc, out, budget);
  const item = f.items[f.i];
  const a = item.atom;
  const after: Frame = { items: f.items, i: f.i + 1, next: f.next };
  const single = item.min === 1 && item.max === 1;
  if (acc.length >= 4 && !(single && a.t === 'char' && isAlnum(a.c))) return prefix();
  if (a.t === 'bound') return acc === '' ? spell(after, acc, out, budget) : whole();
  if (a.t === 'zero') return spell(after, acc, out, budget);
  if (item.min === 0 && !spell(after, acc, out, budget)) return false;
  if (item.max === 0) return true;
  if (a.t === 'group') {
    const next = item.max === 1 ? after : 'open';
    return a.alts.every((seq) => spell({ items: seq, i: 0, next }, acc, out, budget));
  }
  const letters = a.t === 'char' ? (isAlnum(a.c) ? [a.c] : []) : a.letters;
  if (letters === null) return prefix();
  // A character that is no letter or digit ends the word.
  if ((a.t === 'char' && letters.length === 0) || (a.t === 'set' && !a.onlyLetters)) {
    if (!whole()) return false;
  }
  for (const c of letters) {
    const spelled = item.max === 1 ? spell(after, acc + c, out, budget) : spell('open', acc + c, out, budget);
    if (!spelled) return false;
  }
  return true;
}

function spellAt(items: Item[], i: number, next: Frame | null | 'open'): Trigger[] | null {
  const out = new Map<string, Trigger>();
  return spell({ items, i, next }, '', out, { n: SPELL_STEPS }) ? [...out.values()] : null;
}

/** Words too common to narrow anything: a set holding one is dropped (which only widens the gate). */
const COMMON = new Set(
  'a an the i me my you your he him his she her it its we our they them their is are was were be been to of in on at for by and or not no do does did can could would should will this that these those with from as if so up us am'.split(
    ' ',
  ),
);
const useful = (set: Trigger[]) => !set.some((t) => t.exact && COMMON.has(t.word));

/** How much a set of words narrows: its shortest word, then fewer words. */
const strength = (set: Trigger[]) => Math.min(...set.map((t) => t.word.length)) * 1000 - set.length;

/** Sets of words of which every match holds one (at a word start), in sequence `items` entered with `r`. */
function requiredSets(items: Item[], r: boolean, next: Frame | null | 'open'): Trigger[][] {
  const sets: Trigger[][] = [];
  items.forEach((item, i) => {
    if (item.min >= 1 && (item.atom.t === 'char' || item.atom.t === 'set' || item.atom.t === 'group')) {
      if (r) {
        const set = spellAt(items, i, next);
        if (set && useful(set)) sets.push(set);
      }
      const a = item.atom;
      if (a.t === 'group') {
        const inner = item.max === 1 ? { items, i: i + 1, next } : 'open';
        // One set from each branch: together they are required.
        const best = a.alts.map((seq) => requiredSets(seq, r, inner).sort((x, y) => strength(y) - strength(x))[0]);
        if (best.every(Boolean)) sets.push(best.flat());
      }
    }
    r = startsAfter(item, r);
  });
  return sets;
}

/** Required sets kept per alternative: the strongest. */
const MAX_SETS = 8;

/**
 * The required word sets of each top-level alternative of a pattern, strongest first; null when the pattern
 * must always run (an alternative requires nothing, or the pattern is beyond this reading).
 */
export function requiredWords(re: RegExp): { word: string; exact: boolean }[][][] | null {
  if (/[uv]/.test(re.flags)) return null;
  let alts: Item[][];
  try {
    alts = alternativesOf(re.source).flatMap((alt) => parse(alt, re.flags));
  } catch {
    return null;
  }
  const result: Trigger[][][] = [];
  for (const alt of alts) {
    const seen = new Set<string>();
    const sets = requiredSets(alt, false, null)
      .filter((set) => {
        const key = set
          .map((t) => `${t.exact ? '=' : ''}${t.word}`)
          .sort()
          .join(' ');
        return !seen.has(key) && !!seen.add(key);
      })
      .sort((x, y) => strength(y) - strength(x))
      .slice(0, MAX_SETS);
    if (sets.length === 0) return null;
    result.push(sets);
  }
  return result;
}

/** FNV-1a over the first four characters, lower-cased ASCII (and the length when shorter). */
function keyOf(text: string, start: number, length: number): number {
  let h = 2166136261;
  const n = Math.min(4, length);
  for (let k = 0; k < n; k++) h = Math.imul(h ^ (text.charCodeAt(start + k) | 0x20), 16777619);
  return n < 4 ? Math.imul(h ^ (n + 1), 16777619) : h;
}

/** The characters whose lower case holds ASCII letters (İ, the Kelvin sign): lower-cased words misspell the text. */
const LOWERS_TO_ASCII = /[\u0130\u212a]/;

const ASCII_ALNUM = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_ALNUM[c] = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;

interface Entry {
  word: string;
  exact: boolean;
  /** Alternative (rule) and bit of the set the word belongs to. */
  targets: number[];
}

export class RegexGate {
  private readonly entries = new Map<number, Entry[]>();
  /** Whether some entry has a key with these low 16 bits: most words of a text stop here. */
  private readonly known = new Uint8Array(1 << 16);
  /** Per alternative: its pattern and the mask of all its sets. */
  private readonly rulePattern: number[] = [];
  private readonly ruleMask: number[] = [];
  /** Per pattern, the rule of its first alternative (-1: the pattern always runs) and how many follow in order. */
  readonly firstRule: number[];
  readonly ruleCount: number[];

  constructor(readonly patterns: RegExp[]) {
    this.firstRule = patterns.map(() => -1);
    this.ruleCount = patterns.map(() => 0);
    patterns.forEach((re, p) => {
      const alts = requiredWords(re);
      if (alts === null) return;
      this.firstRule[p] = this.rulePattern.length;
      this.ruleCount[p] = alts.length;
      for (const sets of alts) {
        const rule = this.rulePattern.length;
        this.rulePattern.push(p);
        this.ruleMask.push((1 << sets.length) - 1);
        sets.forEach((set, bit) => {
          for (const t of set) this.add(t, rule * 32 + bit);
        });
      }
    });
  }

  private add(t: Trigger, target: number) {
    // Words are keyed by their first four letters: a three-letter prefix is the word itself, or it and one more.
    if (!t.exact && t.word.length < 4) {
      this.add({ word: t.word, exact: true }, target);
      for (const c of ALNUM) this.add({ word: t.word + c, exact: false }, target);
      return;
    }
    const key = keyOf(t.word, 0, t.word.length);
    this.known[key & 0xffff] = 1;
    const list = this.entries.get(key) ?? [];
    let entry = list.find((e) => e.word === t.word && e.exact === t.exact);
    if (!entry) list.push((entry = { word: t.word, exact: t.exact, targets: [] }));
    if (!entry.targets.includes(target)) entry.targets.push(target);
    this.entries.set(key, list);
  }

  /**
   * For each pattern, whether it may match the text (0: it cannot). `words`, when given, are the text's words
   * lower-cased (as lowerWords or TextView.lowerWords give them, repeated or not), read instead of the whole
   * text: their runs of letters and digits are the text's, unless the text holds a character that lower-cases
   * into ASCII letters (then the text is read).
   */
  open(text: string, words?: Iterable<string>): Uint8Array {
    return this.patternsOpen(this.openRules(text, words));
  }

  /** For each rule (a top-level alternative of a pattern: alternativesOf), whether it may match the text (as open). */
  openRules(text: string, words?: Iterable<string>): Uint8Array {
    const seen = new Int32Array(this.rulePattern.length);
    if (words && !LOWERS_TO_ASCII.test(text)) for (const w of words) this.read(w, seen);
    else this.read(text, seen);
    const open = new Uint8Array(seen.length);
    for (let rule = 0; rule < seen.length; rule++) if (seen[rule] === this.ruleMask[rule]) open[rule] = 1;
    return open;
  }

  /** For each pattern, whether it may match: it always runs, or one of its rules is open. */
  patternsOpen(rules: Uint8Array): Uint8Array {
    const open = new Uint8Array(this.patterns.length);
    this.firstRule.forEach((first, p) => {
      if (first < 0) open[p] = 1;
    });
    for (let rule = 0; rule < rules.length; rule++) if (rules[rule] === 1) open[this.rulePattern[rule]] = 1;
    return open;
  }

  /** Marks the sets holding a word of `s` (its runs of ASCII letters and digits). */
  private read(s: string, seen: Int32Array): void {
    const n = s.length;
    let i = 0;
    while (i < n) {
      let c = s.charCodeAt(i);
      if (c >= 128 || ASCII_ALNUM[c] === 0) {
        i++;
        continue;
      }
      // One word: its key (as keyOf) taken while reading it.
      const start = i;
      let h = 2166136261;
      do {
        if (i - start < 4) h = Math.imul(h ^ (c | 0x20), 16777619);
        c = ++i < n ? s.charCodeAt(i) : 0;
      } while (c < 128 && ASCII_ALNUM[c] === 1);
      const length = i - start;
      if (length < 4) h = Math.imul(h ^ (length + 1), 16777619);
      if (this.known[h & 0xffff] === 0) continue;
      const list = this.entries.get(h);
      if (list === undefined) continue;
      for (const e of list) {
        if (e.exact ? length !== e.word.length : length < e.word.length) continue;
        if (!sameLetters(s, start, e.word)) continue;
        for (const t of e.targets) seen[t >>> 5] |= 1 << (t & 31);
      }
    }
  }
}

/** The text at `start` spells `word` (lower-case ASCII letters and digits), case aside. */
function sameLetters(text: string, start: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(start + k) | 0x20) !== word.charCodeAt(k)) return false;
  return true;
}
