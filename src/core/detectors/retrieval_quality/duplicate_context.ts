// Chunks that repeat an earlier chunk word for word or nearly (most of their word triples are shared):
// wasted context window, and a sign the retriever does not deduplicate.
import type { TextView } from '../../text/text-view.js';
import { LOWER_ID_LIMIT, lowerIds } from '../hallucination_grounding/words.js';
import type { Detector, Finding } from '../types.js';

/** Share of the smaller chunk's word triples found in the other one for the two to be near-identical. */
const NEAR_DUPLICATE = 0.8;
/** Chunks beyond this many are not compared pairwise (cost grows with the square). */
const MAX_CHUNKS = 300;
const SHINGLE = 3;
/** Share of the smaller chunk's content words the other must hold before word triples are compared. */
const VOCABULARY = 0.85;

function shingles(view: TextView): Set<string> {
  const words = view.words;
  const set = new Set<string>();
  if (words.length < SHINGLE) {
    set.add(words.map((w) => w.text.toLowerCase()).join(' '));
    return set;
  }
  for (let i = 0; i + SHINGLE <= words.length; i++) {
    set.add(`${words[i].text.toLowerCase()} ${words[i + 1].text.toLowerCase()} ${words[i + 2].text.toLowerCase()}`);
  }
  return set;
}

function containment(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size;
}

/** Word numbers below this make a triple's code (base 2^17) an exact double; the word records' numbers are. */
const CODE_BASE = 2 ** 17;
if (LOWER_ID_LIMIT > CODE_BASE) throw new Error('word numbers would not fit the triple codes');

/** A chunk's distinct triple codes, and an open-addressing table of them holding code + 1 (0 is a free slot). */
interface CodedTriples {
  distinct: Float64Array;
  table: Float64Array;
  /** The era of the word numbers: codes of two eras do not compare. */
  era: number;
}

function slotOf(code: number, mask: number): number {
  const lo = code % 4294967296;
  const hi = (code - lo) / 4294967296;
  const h = Math.imul((lo | 0) ^ Math.imul(hi | 0, 0x9e3779b1), 0x85ebca6b);
  return (h ^ (h >>> 15)) & mask;
}

/** Whether the table holds the code; else the free slot where it belongs, as -1 - slot. */
function find(table: Float64Array, code: number): number {
  const mask = table.length - 1;
  for (let h = slotOf(code, mask); ; h = (h + 1) & mask) {
    if (table[h] === code + 1) return h;
    if (table[h] === 0) return -1 - h;
  }
}

/**
 * The same word triples as `shingles`, as number codes: a triple is its words' numbers (the grounding
 * detectors' records number lower-cased forms) in base 2^17. A table of codes needs no string per triple and
 * no sort. Null when the records span two eras.
 */
function codedShingles(view: TextView): CodedTriples | null {
  const words = view.words;
  const ids = lowerIds(view, words.length);
  if (!ids) return null;
  const seq = ids.seq;
  const count = Math.max(0, words.length - SHINGLE + 1);
  let size = 16;
  while (size < 2 * count) size *= 2;
  const table = new Float64Array(size);
  const distinct = new Float64Array(count);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const code = (seq[i] * CODE_BASE + seq[i + 1]) * CODE_BASE + seq[i + 2];
    const at = find(table, code);
    if (at < 0) {
      table[-1 - at] = code + 1;
      distinct[n++] = code;
    }
  }
  return { distinct: distinct.subarray(0, n), table, era: ids.era };
}

/** containment() of two chunks' coded triples: the smaller's distinct triples found in the other's table. */
function codedContainment(a: CodedTriples, b: CodedTriples): number {
  const [small, large] = a.distinct.length <= b.distinct.length ? [a, b] : [b, a];
  if (small.distinct.length === 0) return 0;
  let shared = 0;
  for (const code of small.distinct) if (find(large.table, code) >= 0) shared++;
  return shared / small.distinct.length;
}

const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 160;

/** Equal but for case and whitespace, compared in place: most pairs differ within the first characters. */
function sameText(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  const skip = (s: string, k: number) => {
    while (k < s.length && isSpace(s.charCodeAt(k))) k++;
    return k;
  };
  i = skip(a, i);
  j = skip(b, j);
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isSpace(ca) || isSpace(cb)) {
      if (!isSpace(ca) || !isSpace(cb)) return false;
      i = skip(a, i);
      j = skip(b, j);
      continue;
    }
    if (ca !== cb && a[i].toLowerCase() !== b[j].toLowerCase()) return false;
    i++;
    j++;
  }
  return skip(a, i) === a.length && skip(b, j) === b.length;
}

/**
 * Whether the smaller chunk's content words are nearly all (VOCABULARY) in the other. Counting stops once the
 * answer is certain either way: the share can only grow with each word found and shrink with each missed.
 */
function sharesVocabulary(a: TextView, b: TextView): boolean {
  const [small, large] = a.contentStems.size <= b.contentStems.size ? [a.contentStems, b.contentStems] : [b.contentStems, a.contentStems];
  const size = small.size;
  if (size === 0) return 0 >= VOCABULARY;
  let shared = 0;
  let left = size;
  for (const s of small) {
    left--;
    if (large.has(s)) {
      if (++shared / size >= VOCABULARY) return true;
    } else if ((shared + left) / size < VOCABULARY) return false;
  }
  return shared / size >= VOCABULARY;
}

export const detector: Detector = {
  id: 'duplicate_context',
  requires: ['context'],
  detect(item, text): Finding | null {
    const chunks = text.chunks.slice(0, MAX_CHUNKS);
    if (chunks.length < 2) return null;
    const raw = item.context.slice(0, MAX_CHUNKS);
    // Triples are compared as number codes; as strings (`shingles`) when the codes of two eras would meet.
    const codes: (CodedTriples | null | undefined)[] = chunks.map(() => undefined);
    const sets: (Set<string> | null)[] = chunks.map(() => null);
    const similar = (i: number, j: number) => {
      const a = codes[i] === undefined ? (codes[i] = codedShingles(chunks[i])) : codes[i];
      const b = codes[j] === undefined ? (codes[j] = codedShingles(chunks[j])) : codes[j];
      if (a && b && a.era === b.era) return codedContainment(a, b);
      return containment((sets[i] ??= shingles(chunks[i])), (sets[j] ??= shingles(chunks[j])));
    };
    const duplicates: { index: number; of: number; similarity: number; exact: boolean }[] = [];
    for (let j = 1; j < chunks.length; j++) {
      if (chunks[j].isBlank) continue;
      for (let i = 0; i < j; i++) {
        // Lengths far apart cannot be (near-)identical: the cheap test first.
        const ratio = raw[i].length / raw[j].length;
        if (chunks[i].isBlank || ratio <= 0.5 || ratio >= 2) continue;
        // Whitespace and case aside, identical chunks have nearly the same length.
        const close = Math.abs(raw[i].length - raw[j].length) <= 20 + 0.1 * raw[j].length;
        const exact = raw[i] === raw[j] || (close && sameText(raw[i], raw[j]));
        let similarity = exact ? 1 : 0;
        // Near-duplicates need some length (very short chunks must match exactly), and chunks that do not share
        // nearly all their vocabulary cannot share most word triples.
        if (similarity === 0 && chunks[i].words.length >= 8 && chunks[j].words.length >= 8 && sharesVocabulary(chunks[i], chunks[j])) {
          // Both chunks have 8 words or more here, so their triples are what shingles() makes of them.
          similarity = similar(i, j);
        }
        if (similarity >= NEAR_DUPLICATE) {
          duplicates.push({ index: j, of: i, similarity, exact });
          break;
        }
      }
    }
    if (duplicates.length === 0) return null;
    const identical = duplicates.filter((d) => d.exact).length;
    return {
      decision: 'fail',
      confidence: Number((identical > 0 ? 0.92 : 0.75).toFixed(3)),
      rationale: `${duplicates.length} of ${chunks.length} context chunks repeat an earlier chunk (${identical} identical, ${duplicates.length - identical} near-identical): deduplicate retrieval results.`,
      evidence: duplicates.slice(0, 20).map((d) => ({
        source: 'context' as const,
        start: text.chunkSpans[d.index].start,
        end: text.chunkSpans[d.index].end,
        description: `Chunk ${d.index + 1} ${d.exact ? 'is identical to' : `repeats ${Math.round(d.similarity * 100)}% of`} chunk ${d.of + 1}.`,
        metadata: { chunk_index: d.index, duplicate_of: d.of, similarity: Number(d.similarity.toFixed(3)) },
      })),
    };
  },
  examples: {
    fail: [
      {
        input: 'What is the refund window?',
        context: ['Refunds are accepted within 30 days of purchase.', 'Shipping is free over $50.', 'Refunds are accepted within 30 days of purchase.'],
        output: 'Within 30 days.',
      },
      {
        // The same passage with different whitespace and a trailing source tag.
        input: 'What is the refund window?',
        context: [
          'Refunds are accepted within 30 days of purchase when the item is unused and in its original packaging with the receipt.',
          'Refunds are accepted within 30 days of purchase when the item is unused and in its original packaging with the receipt. [source: faq]',
        ],
        output: 'Within 30 days.',
      },
      {
        input: 'Opening hours?',
        context: ['Open 9 to 5.', 'open  9 to 5.'],
        output: 'Nine to five.',
      },
    ],
    pass: [
      {
        input: 'What is the refund window?',
        context: ['Refunds are accepted within 30 days of purchase.', 'Exchanges are accepted within 60 days of purchase.'],
        output: 'Within 30 days.',
      },
      {
        // Chunks that share a heading but differ in substance are not duplicates.
        input: 'What are the plans?',
        context: [
          'Plans and pricing: the Basic plan costs $10 per month and includes email support and 5 GB of storage.',
          'Plans and pricing: the Pro plan costs $30 per month and includes phone support, audit logs and 1 TB of storage.',
        ],
        output: 'Basic is $10 and Pro is $30 per month.',
      },
      {
        // Blank chunks are empty, not duplicates.
        input: 'What is the refund window?',
        context: ['', '  ', 'Refunds are accepted within 30 days.'],
        output: 'Within 30 days.',
      },
    ],
  },
};
