// Contradictions made by one word: the answer puts a word where the context passage it restates has the word's
// opposite ("profits fell" / "profits rose", "unpopular" / "popular"), or negates what that passage affirms
// ("did not launch an investigation" / "launched an investigation"). The passage restates the answer when the
// content words around the two words overlap: summaries merge and reorder sentences, so a whole-sentence
// alignment misses most of these, while the words next to an edited word stay put.
import type { Span, TextView } from '../../text/text-view.js';
import { infoAt, isNegation, type WordInfo } from '../../text/word-records.js';
import { keyOf, negatedBase, oppositionsOf, type Opposition } from './opposites.js';
import type { SourceIndex } from './sources.js';
import { deniesByMeaning, negatesABound } from './limits.js';

/** Content words each side of a word that make its surroundings. */
const REACH = 4;
/** Content words the surroundings of an opposite must share: one shared word is often chance. */
const ANTONYM_SHARED = 2;
const NEGATION_SHARED = 2;
/** Words around a negation a context sentence must hold to be the passage it restates, when its head is absent. */
const PASSAGE_SHARED = 2;
/** Sentences each side of that passage whose negations count too (a dialogue's answer is the next turn). */
const NEIGHBOURS = 1;
/** How far before a context word a negation still governs it. */
const NEGATION_BEFORE = 4;
/** How far after a negation its head is looked for. */
const HEAD_REACH = 3;
const CLAUSE_BREAK = /[,;:()[\]"“”—–]/;
/** Stems meet on their first letters ("reduction" holds "reduc" of "reducing"). */
const PREFIX = 5;

/** "not" negates the claim after an auxiliary ("does not offer"); elsewhere it contrasts ("ill, not drunk") or stresses ("not only"). */
const AUXILIARY = new Set('is are was were be been being am do does did will would shall should can could may might must have has had'.split(' '));
/** Negated hedges ("not sure", "don't think") qualify the speaker, not the claim. */
const HEDGES = new Set([
  'matter',
  'doubt',
  'think',
  'know',
  'remember',
  'sure',
  'believe',
  'recall',
  'mind',
  'care',
  'like',
  'want',
  'thank',
  'only',
  'just',
  'merely',
  'simply',
  'necessarily',
]);
/** Words that deny what follows them in a context passage, besides negations proper. */
const DENYING = /^(?:without|fail|fails|failed|failing|refuse|refuses|refused|lack|lacks|lacked|lacking|unable|hardly|barely|rarely|seldom|neither|nor)$/;

interface Token {
  lower: string;
  /** Where the word stands on scales of opposites, if it does (kept with the word's record). */
  scales: Opposition[] | undefined;
  /** The stem of a content word, else null. */
  content: string | null;
  negation: boolean;
  sentence: number;
  start: number;
  end: number;
}

interface Table {
  tokens: Token[];
  /** Index of the first token of each sentence, and one past the last. */
  firsts: number[];
  /** First PREFIX letters of a content stem (the whole stem when shorter) → its tokens; built on first need. */
  byPrefix: Map<string, number[]> | null;
  /** Scale → the tokens standing on it; built on first need. */
  byScale: Map<number, { token: number; end: 0 | 1 }[]> | null;
}

const tables = new WeakMap<TextView, Table>();

function tableOf(view: TextView): Table {
  let table = tables.get(view);
  if (table) return table;
  const words = view.words;
  const infos = view.wordRecords;
  const sentences = view.sentences;
  const tokens: Token[] = [];
  const firsts: number[] = [];
  let s = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    while (s < sentences.length && sentences[s].end <= w.start) s++;
    while (firsts.length <= s) firsts.push(i);
    const info = infoAt(infos, words, i);
    const content = info.stem;
    tokens.push({ lower: info.lower, scales: contrastOf(info)?.scales, content, negation: info.negation, sentence: s, start: w.start, end: w.end });
  }
  while (firsts.length <= sentences.length) firsts.push(tokens.length);
  table = { tokens, firsts, byPrefix: null, byScale: null };
  tables.set(view, table);
  return table;
}

const prefixOf = (stem: string) => (stem.length > PREFIX ? stem.slice(0, PREFIX) : stem);

function byPrefix(table: Table): Map<string, number[]> {
  if (!table.byPrefix) {
    table.byPrefix = new Map();
    table.tokens.forEach((t, i) => {
      if (!t.content) return;
      const p = prefixOf(t.content);
      const list = table.byPrefix!.get(p);
      if (list) list.push(i);
      else table.byPrefix!.set(p, [i]);
    });
  }
  return table.byPrefix;
}

function byScale(table: Table): Map<number, { token: number; end: 0 | 1 }[]> {
  if (!table.byScale) {
    table.byScale = new Map();
    table.tokens.forEach((t, i) => {
      for (const o of t.scales ?? []) {
        const list = table.byScale!.get(o.scale);
        if (list) list.push({ token: i, end: o.end });
        else table.byScale!.set(o.scale, [{ token: i, end: o.end }]);
      }
    });
  }
  return table.byScale;
}

/** The content stems within REACH content words either side of token i, in its sentence, scale words left out. */
function surroundings(table: Table, i: number): Set<string> {
  const out = new Set<string>();
  const { tokens, firsts } = table;
  const s = tokens[i].sentence;
  for (const step of [-1, 1]) {
    let n = 0;
    for (let j = i + step; j >= firsts[s] && j < firsts[s + 1] && n < REACH; j += step) {
      const c = tokens[j].content;
      if (!c) continue;
      n++;
      if (!tokens[j].scales) out.add(c);
    }
  }
  return out;
}

function shared(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const s of a) if (b.has(s)) n++;
  return n;
}

export interface LocalContradiction {
  kind: 'antonym' | 'negation' | 'swap' | 'name';
  /** The answer's word (or negation and head) and the context's word, as spans of their texts. */
  word: Span;
  other: Span;
  outputSentence: Span;
  contextSentence: Span;
  detail: string;
}

function spanOf(view: TextView, from: Token, to: Token = from): Span {
  return { text: view.text.slice(from.start, to.end), start: from.start, end: to.end };
}

function contradiction(kind: LocalContradiction['kind'], out: TextView, ctx: TextView, word: Span, o: Token, c: Token, detail: string): LocalContradiction {
  return { kind, word, other: spanOf(ctx, c), outputSentence: out.sentences[o.sentence], contextSentence: ctx.sentences[c.sentence], detail };
}

/** Whether a sentence of the table holds a token for which `test` holds. */
function sentenceHas(table: Table, sentence: number, test: (t: Token) => boolean): boolean {
  for (let j = table.firsts[sentence]; j < table.firsts[sentence + 1]; j++) if (test(table.tokens[j])) return true;
  return false;
}

const asks = (view: TextView, t: Token) => view.sentences[t.sentence]?.text.endsWith('?') ?? false;

/** What makes a word's opposite: the scales it stands on, or the adjective its prefix negates. */
interface Contrast {
  scales: Opposition[] | undefined;
  base: string | null;
}

/** A word's Contrast, kept with its record (words recur across items); null for the many words without one. */
function contrastOf(info: WordInfo): Contrast | null {
  if (info.contrast === undefined) {
    const scales = oppositionsOf(info.stem ?? keyOf(info.lower));
    const base = scales ? null : negatedBase(info.lower);
    info.contrast = scales || base ? { scales, base } : null;
  }
  return info.contrast as Contrast | null;
}

/** Indices of the words of a view that have an opposite: most answers have none, and then no table is built. */
function contrasted(view: TextView): number[] {
  const words = view.words;
  const infos = view.wordRecords;
  const out: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const info = infoAt(infos, words, i);
    if (contrastOf(info)) out.push(i);
  }
  return out;
}

/**
 * A word of the answer that no source holds, where a context passage with the same surroundings holds its
 * opposite and nothing at the word's own end of the scale ("shares fell" against "shares rose").
 */
export function findAntonymSwap(out: TextView, ctx: TextView, index: SourceIndex): LocalContradiction | null {
  const infos = out.wordRecords;
  // A word the sources use is no swap, whatever else they say: most words with an opposite end here.
  const candidates = contrasted(out).filter((i) => {
    const info = infos[i];
    return info.stem !== null ? !index.supports(info.stem) : !ctx.lowerWords.has(info.lower);
  });
  if (candidates.length === 0) return null;
  const ot = tableOf(out);
  const ct = tableOf(ctx);
  for (const i of candidates) {
    const o = ot.tokens[i];
    const { scales, base } = infos[i].contrast as Contrast;
    if (asks(out, o)) continue;
    const own = o.content === null ? null : prefixOf(o.content);
    const opposites: { token: number; same: (t: Token) => boolean }[] = [];
    for (const sc of scales ?? []) {
      const other = (1 - sc.end) as 0 | 1;
      for (const c of byScale(ct).get(sc.scale) ?? []) if (c.end === other) opposites.push({ token: c.token, same: sameEnd(sc) });
    }
    if (base) for (const c of byPrefix(ct).get(prefixOf(keyOf(base))) ?? []) opposites.push({ token: c, same: (t) => t.lower === o.lower });
    let mine: Set<string> | null = null;
    for (const { token, same } of opposites) {
      const c = ct.tokens[token];
      // A passage that also says the answer's word (or its synonym) states both: no contradiction.
      if (sentenceHas(ct, c.sentence, (t) => same(t) || (t.content !== null && prefixOf(t.content) === own))) continue;
      mine ??= surroundings(ot, i);
      if (shared(mine, surroundings(ct, token)) < ANTONYM_SHARED) continue;
      return contradiction('antonym', out, ctx, spanOf(out, o), o, c, `says "${o.lower}" where the context says "${c.lower}"`);
    }
  }
  return null;
}

function sameEnd(sc: Opposition): (t: Token) => boolean {
  return (t) => t.scales !== undefined && t.scales.some((x) => x.scale === sc.scale && x.end === sc.end);
}

/** Whether a sentence of the table, or one within NEIGHBOURS of it, negates or denies anything. */
function deniesNear(table: Table, sentence: number): boolean {
  const last = table.firsts.length - 2;
  for (let k = Math.max(0, sentence - NEIGHBOURS); k <= Math.min(last, sentence + NEIGHBOURS); k++) {
    if (sentenceHas(table, k, (t) => t.negation || DENYING.test(t.lower))) return true;
  }
  return false;
}

/**
 * The first context sentence (not a question) holding PASSAGE_SHARED of the given words, when no such sentence
 * has a negation or denial in or beside it; -1 otherwise (also when none holds them).
 */
function undeniedPassage(table: Table, ctx: TextView, words: Set<string>): number {
  const held = new Map<number, Set<string>>();
  for (const w of words) {
    for (const j of byPrefix(table).get(prefixOf(w)) ?? []) {
      const t = table.tokens[j];
      if (t.content !== w) continue;
      const set = held.get(t.sentence);
      if (set) set.add(w);
      else held.set(t.sentence, new Set([w]));
    }
  }
  let first = -1;
  for (const [sentence, set] of held) {
    if (set.size < PASSAGE_SHARED || ctx.sentences[sentence].text.endsWith('?')) continue;
    if (deniesNear(table, sentence)) return -1;
    if (first < 0) first = sentence;
  }
  return first;
}

/** Whether a context token is negated: a negation or a denying word shortly before it, in its sentence. */
function negatedAt(table: Table, j: number): boolean {
  const first = table.firsts[table.tokens[j].sentence];
  for (let b = j - 1; b >= first && b >= j - NEGATION_BEFORE; b--) {
    const t = table.tokens[b];
    if (t.negation || DENYING.test(t.lower)) return true;
  }
  return false;
}

/** The content word a negation at token i governs, skipping adverbs ("not currently insured" → insured); -1 if none. */
function headOf(table: Table, text: string, i: number): number {
  const { tokens, firsts } = table;
  const end = firsts[tokens[i].sentence + 1];
  for (let j = i + 1; j < end && j <= i + HEAD_REACH + 1; j++) {
    const t = tokens[j];
    if (t.negation || HEDGES.has(t.lower) || CLAUSE_BREAK.test(text.slice(tokens[j - 1].end, t.start))) return -1;
    if (!t.content) continue;
    if (t.lower.length > 4 && t.lower.endsWith('ly')) continue;
    return HEDGES.has(t.content) ? -1 : j;
  }
  return -1;
}

/** Whether the negation at token i denies the claim after it (not a contrast, an answer particle or a stress). */
function denies(table: Table, i: number): boolean {
  const t = table.tokens[i];
  const prev = i > table.firsts[t.sentence] ? table.tokens[i - 1] : null;
  // A leading "No," answers the question asked.
  if (!prev) return t.lower !== 'no' && t.lower !== 'not';
  if (t.lower === 'not') return AUXILIARY.has(prev.lower);
  return t.lower === 'no' || t.lower === 'never' || t.lower === 'cannot' || t.lower.endsWith("n't") || t.lower.endsWith('n’t');
}

/**
 * A negation of the answer whose head word a context passage with the same surroundings affirms, where no
 * passage around that word negates or denies it ("have not launched an investigation" / "have launched an
 * investigation").
 */
export function findNegationFlip(out: TextView, ctx: TextView): LocalContradiction | null {
  const ot = tableOf(out);
  let ct: Table | null = null;
  for (let i = 0; i < ot.tokens.length; i++) {
    const n = ot.tokens[i];
    if (!n.negation || !isNegation(n.lower) || !denies(ot, i) || asks(out, n) || negatesABound(out.sentences[n.sentence]?.text ?? '')) continue;
    const h = headOf(ot, out.text, i);
    if (h < 0) continue;
    ct ??= tableOf(ctx);
    const head = ot.tokens[h];
    const mine = surroundings(ot, h);
    let affirmed = -1;
    let negated = false;
    for (const j of byPrefix(ct).get(prefixOf(head.content!)) ?? []) {
      const near = shared(mine, surroundings(ct, j));
      if (negatedAt(ct, j)) {
        if (near >= 1) negated = true;
      } else if (near >= NEGATION_SHARED && affirmed < 0) affirmed = j;
      if (negated) break;
    }
    if (affirmed >= 0 && !negated) {
      const c = ct.tokens[affirmed];
      if (deniesByMeaning(ctx.sentences[c.sentence]?.text ?? '')) continue;
      return contradiction('negation', out, ctx, spanOf(out, n, head), n, c, `denies "${head.lower}", which the context affirms`);
    }
    // A head the context never uses: the passage the negation restates, found by the words around the negation,
    // must deny something too (in it or the sentence beside it, as a dialogue's next turn).
    if (!negated && !byPrefix(ct).has(prefixOf(head.content!))) {
      const passage = undeniedPassage(ct, ctx, surroundings(ot, i));
      if (passage >= 0 && !deniesByMeaning(ctx.sentences[passage].text))
        return contradiction(
          'negation',
          out,
          ctx,
          spanOf(out, n, head),
          n,
          ct.tokens[ct.firsts[passage]],
          `denies "${head.lower}" where the passage it restates denies nothing`,
        );
    }
  }
  return null;
}
