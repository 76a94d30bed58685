// Answers and references as sequences of lower-cased word tokens, for the metrics that compare word order
// (BLEU, ROUGE-L): tokens read from the item's text analysis, numbered as integers for fast comparison, and
// their longest common subsequence.
import type { TextView } from '../text/text-view.js';
import { infoAt } from '../text/word-records.js';
import { hasUnspaced } from './text-overlap.js';

const lowerTokenCache = new WeakMap<TextView, string[]>();

/**
 * Lower-cased word tokens of a view (its words' records, so nothing is tokenised again); text in scripts
 * written without spaces is split into characters. Cached per view: BLEU and ROUGE-L read the same two.
 */
export function lowerTokens(view: TextView): string[] {
  let out = lowerTokenCache.get(view);
  if (!out) {
    out = [];
    const words = view.words;
    const records = view.wordRecords;
    for (let i = 0; i < words.length; i++) {
      const lower = infoAt(records, words, i).lower;
      if (hasUnspaced(lower)) out.push(...Array.from(lower));
      else out.push(lower);
    }
    lowerTokenCache.set(view, out);
  }
  return out;
}

/** Two token lists as integer ids (equal tokens, equal ids, numbered from 0): compared and hashed as numbers. */
export interface TokenIds {
  a: Int32Array;
  b: Int32Array;
  /** How many distinct tokens the two lists hold: every id is below it. */
  vocabulary: number;
}

// Numbered once per item: BLEU and ROUGE-L compare the same answer and reference, the item's own token lists
// (lowerTokens, cached per view), so the numbering is kept with the answer's list.
const pairIds = new WeakMap<string[], { b: string[]; ids: TokenIds }>();

export function tokenIds(a: string[], b: string[]): TokenIds {
  const known = pairIds.get(a);
  if (known && known.b === b) return known.ids;
  const numbers = new Map<string, number>();
  const number = (tokens: string[]): Int32Array => {
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      let id = numbers.get(tokens[i]);
      if (id === undefined) numbers.set(tokens[i], (id = numbers.size));
      out[i] = id;
    }
    return out;
  };
  const ids = { a: number(a), b: number(b), vocabulary: numbers.size };
  pairIds.set(a, { b, ids });
  return ids;
}

/** Cells of the LCS table computed at most: longer pairs are compared on their first tokens only. */
const LCS_BUDGET = 20_000_000;

/**
 * Longest common subsequence of two token lists, in O(n·m/32) time (bitParallelLcs), with how many tokens of
 * each were compared: pairs over the budget are cut to their first tokens (the longer side first).
 */
export function longestCommonSubsequence(a: string[], b: string[]): { length: number; aUsed: number; bUsed: number } {
  const ids = tokenIds(a, b);
  return lcsOfIds(ids.a, ids.b);
}

function lcsOfIds(a: Int32Array, b: Int32Array): { length: number; aUsed: number; bUsed: number } {
  if (a.length * b.length > LCS_BUDGET) {
    const side = Math.floor(Math.sqrt(LCS_BUDGET));
    const shorter = Math.min(a.length, b.length, side);
    const longer = Math.floor(LCS_BUDGET / shorter);
    const cut = (t: Int32Array, other: Int32Array) => t.subarray(0, t.length <= other.length ? shorter : longer);
    return lcsOfIds(cut(a, b), cut(b, a));
  }
  const length = a.length <= b.length ? bitParallelLcs(b, a) : bitParallelLcs(a, b);
  return { length, aUsed: a.length, bUsed: b.length };
}

/**
 * LCS length by the bit-parallel method of Allison and Dix (1986), as in Hyyrö (2004): one bit per token of
 * `short`, 32 tokens per machine word, so a pair costs |long| × |short| / 32 steps instead of a table cell per
 * pair of tokens. V starts all ones; for each token c of `long`, U = V & Match(c), V = (V + U) | (V − U); the
 * LCS length is the number of zero bits left.
 */
function bitParallelLcs(long: Int32Array, short: Int32Array): number {
  const m = short.length;
  if (m === 0 || long.length === 0) return 0;
  const words = (m + 31) >>> 5;
  // Match masks of the tokens of `short` only: a token it lacks has an empty mask and leaves V unchanged.
  const maskOf = new Map<number, Uint32Array>();
  for (let j = 0; j < m; j++) {
    let mask = maskOf.get(short[j]);
    if (!mask) maskOf.set(short[j], (mask = new Uint32Array(words)));
    mask[j >>> 5] |= 1 << (j & 31);
  }
  const v = new Uint32Array(words).fill(0xffffffff);
  for (let i = 0; i < long.length; i++) {
    const mask = maskOf.get(long[i]);
    if (!mask) continue;
    let carry = 0;
    for (let k = 0; k < words; k++) {
      const vk = v[k];
      const u = vk & mask[k];
      // U ⊆ V, so V − U is V without U's bits; the sum carries into the next word.
      const sum = vk + (u >>> 0) + carry;
      carry = sum > 0xffffffff ? 1 : 0;
      v[k] = (sum >>> 0) | (vk & ~u);
    }
  }
  let ones = 0;
  for (let k = 0; k < words; k++) {
    let x = k === words - 1 && (m & 31) !== 0 ? v[k] & ((1 << (m & 31)) - 1) : v[k];
    // Population count of a 32-bit word.
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    ones += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return m - ones;
}
