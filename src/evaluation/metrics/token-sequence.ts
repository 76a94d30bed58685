// Answers and references as sequences of lower-cased word tokens, for the metrics that compare word order
// (BLEU, ROUGE-L): tokens read from the item's text analysis, numbered as integers for fast comparison, and
// their longest common subsequence.
import type { TextView } from '../../analysis/text/text-view.js';
import { infoAt } from '../../analysis/text/word-records.js';
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

// The last pair numbered: BLEU and ROUGE-L compare the same answer and reference one after the other.
let lastPair: { a: string[]; b: string[]; ids: TokenIds } | null = null;

export function tokenIds(a: string[], b: string[]): TokenIds {
  if (lastPair && lastPair.a === a && lastPair.b === b) return lastPair.ids;
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
  lastPair = { a, b, ids };
  return ids;
}

/** Cells of the LCS table computed at most: longer pairs are compared on their first tokens only. */
const LCS_BUDGET = 20_000_000;

/**
 * Longest common subsequence of two token lists, in O(n·m) time and O(m) memory, with how many tokens of each
 * were compared: pairs over the budget are cut to their first tokens (the longer side first).
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
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const token = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      if (token === b[j - 1]) row[j] = prev[j - 1] + 1;
      else {
        const up = prev[j];
        const left = row[j - 1];
        row[j] = up > left ? up : left;
      }
    }
    [prev, row] = [row, prev];
  }
  return { length: prev[b.length], aUsed: a.length, bUsed: b.length };
}
