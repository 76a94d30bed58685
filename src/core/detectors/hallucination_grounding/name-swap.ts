// Contradictions made by a name: another name in the frame a context name stands in ("The doctor on duty tonight
// is Dr. Rachel Stone" where the context says Dr. Amelia Hart; "departs from Munich at 10:15" for Frankfurt). A
// name no source mentions is already unsupported; framed where the context has another, it says something else,
// as a swapped closed-class word does (word-swap.ts). Two named parties in each other's places ("Chelsea beat
// Arsenal" for "Arsenal beat Chelsea") were read by their order around the same words and not kept: on the shared
// summary sets that reading fired only on held-out rows, mostly faithful ones (docs/benchmarks.md, issue 33).
import { isDictionaryAbbreviation } from '../../text/dictionary-abbreviations.js';
import type { Span, TextView } from '../../text/text-view.js';
import { infoAt } from '../../text/word-records.js';
import type { LocalContradiction } from './local-contrast.js';
import type { SourceIndex } from './sources.js';

/** Words of frame compared each side at most; frame words needed in all, of which one content word. */
const FRAME = 3;
const FRAME_WORDS = 2;
/** Characters after which a capital marks a position, not a name (sentence start, quote, bracket, bullet). */
const CAPITALISING = /[:"“‘'([*•\-–—\n.!?]/;
const UPPER = /^\p{Lu}/u;
/** A possessive ending ("Anscombe's", "Conservatives'"): the name is the word before it. */
const POSSESSIVE = /['’]s?$/;

/** A word as a name: without its possessive ending. */
const bare = (word: string) => word.replace(POSSESSIVE, '');

/**
 * Whether the sources say this word of a name: as written, without its possessive, as the initials of a name they
 * write out ("LA" for "Los Angeles"), as an abbreviation a dictionary lists, or by a part of a compound ("AI-based"
 * beside "AI-powered": a modifier, not a name).
 */
function said(word: string, index: SourceIndex): boolean {
  const name = bare(word);
  const lower = name.toLowerCase();
  // The sources' words first (a set per text); a search of their text only for a word not found so (in a
  // possessive or a compound there: "Anscombe's", "ex-Port").
  if (index.views.some((v) => v.lowerWords.has(lower)) || index.mentions(name)) return true;
  if (isDictionaryAbbreviation(name)) return true;
  if (/^\p{Lu}{2,6}$/u.test(name) && index.hasAcronym(name.toLowerCase())) return true;
  return name.includes('-') && name.split('-').some((part) => part.length > 1 && index.mentions(part));
}

interface Run {
  /** Word indices [from, to] of the capitalised words. */
  from: number;
  to: number;
  sentence: Span;
}

function positional(text: string, start: number, sentenceStart: number): boolean {
  let i = start - 1;
  while (i >= sentenceStart && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < sentenceStart || CAPITALISING.test(text[i]);
}

const runCache = new WeakMap<TextView, Run[]>();

/**
 * Runs of capitalised words that are names: two words or more, or one whose capital its position does not explain
 * (a sentence's first word alone is no name: "Pets are welcome").
 */
function nameRuns(view: TextView): Run[] {
  let runs = runCache.get(view);
  if (runs) return runs;
  runs = [];
  const words = view.words;
  let s = 0;
  for (let i = 0; i < words.length; i++) {
    const sentences = view.sentences;
    while (s < sentences.length && sentences[s].end <= words[i].start) s++;
    const sentence = sentences[s];
    if (!sentence || !UPPER.test(words[i].text)) continue;
    let j = i;
    while (
      j + 1 < words.length &&
      UPPER.test(words[j + 1].text) &&
      words[j + 1].end <= sentence.end &&
      /^[\s.]*$/.test(view.text.slice(words[j].end, words[j + 1].start))
    )
      j++;
    if (j > i || !positional(view.text, words[i].start, sentence.start)) runs.push({ from: i, to: j, sentence });
    i = j;
  }
  runCache.set(view, runs);
  return runs;
}

/** Frame words equal (lower-cased) before (step -1) or after (step 1) words a and b of two views; content ones counted. */
function frame(x: TextView, a: number, y: TextView, b: number, step: 1 | -1, into: { words: number; content: number }): void {
  for (let n = 1; n <= FRAME; n++) {
    const i = a + step * n;
    const j = b + step * n;
    if (i < 0 || j < 0 || i >= x.words.length || j >= y.words.length) return;
    const p = infoAt(x.wordRecords, x.words, i);
    const q = infoAt(y.wordRecords, y.words, j);
    if (p.lower !== q.lower) return;
    into.words++;
    if (p.content && !UPPER.test(x.words[i].text)) into.content++;
  }
}

/**
 * A name of the answer (the words of a name run no source mentions) whose frame, before and after, a context
 * name stands in, where the answer mentions none of that name's words.
 */
export function findNameSwap(out: TextView, ctx: TextView, index: SourceIndex): LocalContradiction | null {
  const outLower = out.lowerWords;
  const mine = nameRuns(out);
  if (mine.length === 0) return null;
  let theirs: Run[] | null = null;
  for (const run of mine) {
    if (run.sentence.text.trimEnd().endsWith('?')) continue;
    // The run's words no source mentions, as one span: "Rachel Stone" of "Dr. Rachel Stone".
    let a = run.from;
    while (a <= run.to && said(out.words[a].text, index)) a++;
    let b = run.to;
    while (b >= a && said(out.words[b].text, index)) b--;
    // Every word of the span is new: one the sources say ("Stone" of a source's "Emma Stone") makes it another form of theirs.
    if (a > b || out.words.slice(a, b + 1).some((w) => said(w.text, index))) continue;
    const span = { words: 0, content: 0 };
    for (const other of (theirs ??= nameRuns(ctx))) {
      let c = other.from;
      const inAnswer = (k: number) =>
        outLower.has(bare(infoAt(ctx.wordRecords, ctx.words, k).lower)) || outLower.has(infoAt(ctx.wordRecords, ctx.words, k).lower);
      while (c <= other.to && inAnswer(c)) c++;
      let d = other.to;
      while (d >= c && inAnswer(d)) d--;
      if (c > d) continue;
      span.words = 0;
      span.content = 0;
      frame(out, a, ctx, c, -1, span);
      frame(out, b, ctx, d, 1, span);
      if (span.words < FRAME_WORDS || span.content < 1) continue;
      const word = { text: out.text.slice(out.words[a].start, out.words[b].end), start: out.words[a].start, end: out.words[b].end };
      const theirsSpan = { text: ctx.text.slice(ctx.words[c].start, ctx.words[d].end), start: ctx.words[c].start, end: ctx.words[d].end };
      return {
        kind: 'name',
        word,
        other: theirsSpan,
        outputSentence: run.sentence,
        contextSentence: other.sentence,
        detail: `says "${word.text}" where the context says "${theirsSpan.text}"`,
      };
    }
  }
  return null;
}
