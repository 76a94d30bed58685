// A generation loop: the same sentence or line again and again, word sequences repeated until they fill
// much of the answer, or one token repeated many times in a row.
import type { Span, TextView } from '../../text/text-view.js';
// The word records are the grounding detectors' (their numbering of lower-cased forms is shared here).
import { lowerIds } from '../hallucination_grounding/words.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';

/** Longer outputs are judged on their first words only; a loop shows early enough. */
const MAX_WORDS = 20_000;
const NGRAM = 4;
const MIN_WORDS_FOR_NGRAMS = 30;
/** Share of the words covered by 4-grams that occur at least three times (templated list lines reach ~0.6). */
const NGRAM_COVERAGE = 0.7;
/** A sentence this often is a loop; three times is one when it is much of the answer (instructions per case repeat). */
const SAME_SENTENCE = 3;
const SAME_SENTENCE_ALWAYS = 5;
const SAME_SENTENCE_SHARE = 0.3;
const TOKEN_RUN = 6;
/** Share of the sentences from which a sentence repeated between others that also repeat is a loop. */
const REFRAIN_SHARE = 0.5;
/** Lines of a templated list are shorter than this many words. */
const TEMPLATE_LINE_WORDS = 40;
const LETTER = /\p{L}/u;

interface Verdict {
  /** A repeat the reading cannot call a loop (a refrain between other lines): unsure, for a person. */
  unsure?: boolean;
  confidence: number;
  rationale: string;
  evidence: EvidenceSpan[];
}

function same(a: string, b: string): boolean {
  return a.length === b.length && (a === b || a.toLowerCase() === b.toLowerCase());
}

function tokenRun(words: Span[]): Verdict | null {
  let best = { start: 0, length: 1 };
  let start = 0;
  for (let i = 1; i <= words.length; i++) {
    if (i < words.length && same(words[i].text, words[start].text)) continue;
    if (i - start > best.length) best = { start, length: i - start };
    start = i;
  }
  if (best.length < TOKEN_RUN) return null;
  const first = words[best.start];
  const last = words[best.start + best.length - 1];
  return {
    confidence: Math.min(0.95, 0.7 + best.length / 100),
    rationale: `The word "${first.text}" is repeated ${best.length} times in a row: the generation looped.`,
    evidence: [{ source: 'output', start: first.start, end: last.end, description: `"${first.text}" × ${best.length}.`, metadata: { repeats: best.length } }],
  };
}

/** Whether a line has at least `least` words (runs of non-spaces); counting stops there. */
function hasWords(text: string, least: number): boolean {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== 32 && (i === 0 || text.charCodeAt(i - 1) === 32) && ++n >= least) return true;
  return false;
}

/** Where a sentence's text starts after its list marker ("1. The city…" / "2. The city…" repeat one line). */
function afterListMarker(text: string): number {
  let from = 0;
  while (from < text.length && '-*•0123456789.) \t'.includes(text[from])) from++;
  return from;
}

/**
 * Whether three sentences could be one line repeated: their keys (the lower-cased text after the list marker)
 * would be equally long. Lower-casing keeps lengths except for "İ"; with that letter this is not told apart.
 */
function mayRepeat(sentences: Span[]): boolean {
  const byLength = new Map<number, number>();
  for (const s of sentences) {
    if (s.text.length < 12) continue;
    if (s.text.includes('\u0130')) return true;
    const length = s.text.length - afterListMarker(s.text);
    const n = (byLength.get(length) ?? 0) + 1;
    if (n >= SAME_SENTENCE) return true;
    byLength.set(length, n);
  }
  return false;
}

function repeatedSentences(sentences: Span[]): Verdict | null {
  // Most answers have no three sentences of one length: then none repeats, and no key is built.
  if (!mayRepeat(sentences)) return null;
  // Positions count only the sentences judged, so a list's bare markers ("1.", "2.") do not part a run.
  const judged: Span[] = [];
  const groups = new Map<string, number[]>();
  for (const s of sentences) {
    if (s.text.length < 12) continue;
    // List markers aside; sentences are already trimmed.
    const key = s.text.slice(afterListMarker(s.text)).toLowerCase();
    // Short lines ("Yes.", "| --- |", "- None") legitimately recur.
    if (!hasWords(key, 4) || !LETTER.test(key)) continue;
    const list = groups.get(key);
    if (list) list.push(judged.length);
    else groups.set(key, [judged.length]);
    judged.push(s);
  }
  let indices: number[] = [];
  for (const list of groups.values()) if (list.length > indices.length) indices = list;
  const worst = indices.map((i) => judged[i]);
  const share = worst.length / Math.max(1, sentences.length);
  if (worst.length < SAME_SENTENCE || (worst.length < SAME_SENTENCE_ALWAYS && share < SAME_SENTENCE_SHARE)) return null;
  // A loop repeats a sentence back to back; the same line between other lines is a song's chorus or a
  // form's closing line as often as a loop, unless it is most of the answer.
  let run = 1;
  for (let k = 1, current = 1; k < indices.length; k++) run = Math.max(run, (current = indices[k] === indices[k - 1] + 1 ? current + 1 : 1));
  // Other sentences repeating too ("A. B. A. B. A. B.") make a cycle, not a refrain.
  let othersRepeat = false;
  for (const list of groups.values()) if (list !== indices && list.length > 1) othersRepeat = true;
  const refrain = run < SAME_SENTENCE && (share < REFRAIN_SHARE || !othersRepeat);
  return {
    unsure: refrain,
    confidence: refrain ? 0.45 : Math.min(0.95, 0.65 + 0.05 * worst.length + 0.2 * share),
    rationale: refrain
      ? `The same sentence appears ${worst.length} times between other sentences ("${worst[0].text.slice(0, 60)}${worst[0].text.length > 60 ? '…' : ''}"): a refrain, or a loop.`
      : `The same sentence appears ${worst.length} times ("${worst[0].text.slice(0, 60)}${worst[0].text.length > 60 ? '…' : ''}"): the answer repeats itself.`,
    evidence: worst
      .slice(0, 5)
      .map((s, i) => ({ source: 'output' as const, start: s.start, end: s.end, description: `Occurrence ${i + 1} of ${worst.length}.` })),
  };
}

/**
 * Whether the answer is a list of distinct short lines (store hours per day, one test case per line): such
 * lines share their wording by design, so shared word sequences there are no loop; identical lines still are.
 */
function distinctLines(text: string): boolean {
  const lines = text
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l !== '');
  return lines.length >= 3 && new Set(lines).size === lines.length && lines.every((l) => !hasWords(l, TEMPLATE_LINE_WORDS));
}

/** Each word's number (words equal when lower-cased get the same one), numbered here. */
function numberWords(words: Span[]): Int32Array {
  const ids = new Map<string, number>();
  const seq = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const lower = words[i].text.toLowerCase();
    let id = ids.get(lower);
    if (id === undefined) ids.set(lower, (id = ids.size));
    seq[i] = id;
  }
  return seq;
}

// Marks for counting distinct numbers: a number is counted once per count, when its mark is not yet `stamp`.
let marks = new Int32Array(1024);
let stamp = 0;

function distinctCount(seq: Int32Array): number {
  let max = 0;
  for (const v of seq) if (v > max) max = v;
  if (marks.length <= max || stamp >= 2 ** 30) {
    marks = new Int32Array(Math.max(marks.length, 2 * max + 2));
    stamp = 0;
  }
  stamp++;
  let n = 0;
  for (const v of seq) {
    if (marks[v] !== stamp) {
      marks[v] = stamp;
      n++;
    }
  }
  return n;
}

/**
 * Each word's number, and how many distinct words: the numbers the grounding detectors' word records carry
 * (most answer words are looked up there already), or numbered here when the records span two eras.
 */
function wordIds(view: TextView, count: number): { seq: Int32Array; distinct: number } {
  const seq = lowerIds(view, count)?.seq ?? numberWords(view.words.slice(0, count));
  return { seq, distinct: distinctCount(seq) };
}

/**
 * How often the 4-gram starting at each position occurs in the text, counted in an open-addressing table over
 * the words' numbers: the same counts as a map keyed by the joined lower-cased words, without building,
 * boxing or hashing a key per position (this was most of the detector's time and garbage).
 */
function ngramCounts(seq: Int32Array): Int32Array {
  const m = seq.length - NGRAM + 1;
  let size = 16;
  while (size < 2 * m) size *= 2;
  // Slots hold a position + 1, so a fresh (zeroed) table is all free.
  const table = new Int32Array(size);
  const count = new Int32Array(m);
  const firstOf = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    const a = seq[i];
    const b = seq[i + 1];
    const c = seq[i + 2];
    const d = seq[i + 3];
    let h = (Math.imul(Math.imul(Math.imul(a, 0x9e3779b1) ^ b, 0x85ebca6b) ^ c, 0xc2b2ae35) ^ d) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d) & (size - 1);
    for (;;) {
      const p = table[h] - 1;
      if (p < 0) {
        table[h] = i + 1;
        firstOf[i] = i;
        break;
      }
      if (seq[p] === a && seq[p + 1] === b && seq[p + 2] === c && seq[p + 3] === d) {
        firstOf[i] = p;
        break;
      }
      h = (h + 1) & (size - 1);
    }
    count[firstOf[i]]++;
  }
  for (let i = 0; i < m; i++) count[i] = count[firstOf[i]];
  return count;
}

function ngramCoverage(words: Span[], seq: Int32Array): Verdict | null {
  if (words.length < MIN_WORDS_FOR_NGRAMS) return null;
  const counts = ngramCounts(seq);
  const covered = new Uint8Array(words.length);
  let first = -1;
  let last = -1;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] < 3) continue;
    for (let k = i; k < i + NGRAM; k++) covered[k] = 1;
    if (first < 0) first = i;
    last = i + NGRAM - 1;
  }
  let n = 0;
  for (const c of covered) n += c;
  const share = n / words.length;
  if (share < NGRAM_COVERAGE) return null;
  return {
    confidence: Math.min(0.92, 0.55 + (0.4 * (share - NGRAM_COVERAGE)) / (1 - NGRAM_COVERAGE) + 0.1),
    rationale: `${Math.round(share * 100)}% of the answer is word sequences that occur three or more times: the generation is looping.`,
    evidence: [
      {
        source: 'output',
        start: words[first].start,
        end: words[last].end,
        description: 'The repetitive stretch of the answer.',
        metadata: { repeated_share: Number(share.toFixed(3)) },
      },
    ],
  };
}

export const detector: Detector = {
  id: 'degenerate_repetition',
  requires: [],
  detect(_item, text): Finding | null {
    const out = text.output;
    if (out.isBlank) return null;
    const words = out.words.length > MAX_WORDS ? out.words.slice(0, MAX_WORDS) : out.words;
    // The words' numbers give the distinct count (all words are numbered unless the text is cut) and the 4-grams.
    const ids = wordIds(out, words.length);
    const distinct = words.length === out.words.length ? ids.distinct : out.lowerWords.size;
    // A loop that fills most of a text leaves few distinct words (ordinary prose keeps over half); others are skipped.
    const fewDistinct = distinct <= 0.45 * out.words.length;
    const verdict = tokenRun(words) ?? repeatedSentences(out.sentences) ?? (fewDistinct && !distinctLines(out.text) ? ngramCoverage(words, ids.seq) : null);
    if (!verdict) return null;
    return {
      decision: verdict.unsure ? 'unsure' : 'fail',
      confidence: Number(verdict.confidence.toFixed(3)),
      rationale: verdict.rationale,
      evidence: verdict.evidence,
      severity: verdict.unsure ? 'low' : undefined,
    };
  },
  examples: {
    fail: [
      {
        input: 'Describe the city.',
        output: 'The city is beautiful. The city is beautiful. The city is beautiful. The city is beautiful. The city is beautiful.',
      },
      {
        input: 'Continue the list.',
        output:
          'apples, pears, and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then and then',
      },
      {
        input: 'Say something.',
        output: 'Sure sure sure sure sure sure sure sure sure sure',
      },
    ],
    pass: [
      {
        input: 'Describe the city.',
        output:
          'The city is beautiful, with old stone bridges over the river. In spring the parks fill with cherry blossom, and the markets sell local cheese and bread.',
      },
      {
        // A table or a checklist repeats short lines by design.
        input: 'Make a checklist.',
        output: '- [ ] Done\n- [ ] Done\n- [ ] Done\n- [ ] Done\n| a | b |\n| --- | --- |\n| 1 | 2 |',
      },
      {
        // A refrain repeated twice is style, not a loop.
        input: 'Write a short poem.',
        output:
          'Row, row, row your boat, gently down the stream. Merrily, merrily, merrily, merrily, life is but a dream. Row, row, row your boat, gently down the stream.',
      },
    ],
  },
};
