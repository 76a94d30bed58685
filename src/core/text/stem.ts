// Words reduced to a shared form, used by the text analysis, every detector and metric. A word WordNet knows is
// reduced to its lemma by wink-lemmatizer (WordNet's own exception lists and suffix rules, checked against
// WordNet's words): "shipped" → "ship", "children" → "child", "analyses" → "analysis", while "embed", "bus" and
// "news" stay whole. Nouns first, so "leaves" and "data" read as plurals. Words WordNet lacks ("tokenizers",
// "microservices") lose a plural or tense ending by a few light rules, as no lexicon can list them.
// The lemmatizer reads any word as a plural or a verb form when dropping an ending leaves a WordNet word; wink's
// part-of-speech lexicon says which readings a word really has, so "does" is not the plural of "doe", "discuss"
// not of "discus", "James" not a form of "jam", and "clothes" not of "clothe".
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Lemmatizer {
  noun(word: string): string;
  verb(word: string): string;
}
const lemmatizer = require('wink-lemmatizer') as Lemmatizer;
/** WordNet's words, as wink-lexicon ships them (word → index of its senses). */
const wordnetWords = require('wink-lexicon/src/wn-words.js') as Record<string, number>;
/** wink's part-of-speech lexicon (Penn tags of ~13k common words: "does" → VBZ, "orders" → NNS and VBZ). */
const partsOfSpeech = require('wink-lexicon/src/lexicon.js') as Record<string, string[] | undefined>;

const stemCache = new Map<string, string>();

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Doubled before -ed/-ing only after one short vowel: "shipp" → "ship"; not "add", "fall", "miss", "staff", "buzz". */
const UNDOUBLED = new Set(['b', 'd', 'g', 'm', 'n', 'p', 'r', 't']);

/** "shipp(ed)" → "ship", "planning" → "plan": the consonant doubled by the suffix goes (consonant, vowel, double). */
function undouble(w: string): string {
  const n = w.length;
  if (n < 4) return w;
  const last = w[n - 1];
  return last === w[n - 2] && UNDOUBLED.has(last) && VOWELS.has(w[n - 3]) && !VOWELS.has(w[n - 4]) ? w.slice(0, -1) : w;
}

/** Light suffix rules for words no lexicon lists: plural and tense endings only. */
function lightStem(w: string): string {
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ing')) return undouble(w.slice(0, -3));
  if (w.length > 4 && w.endsWith('ed')) return undouble(w.slice(0, -2));
  if (w.length > 3 && w.endsWith('es') && /(?:ch|sh|x|ss|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/**
 * Whether a word may be a plural: never when it ends in "ss" (a plural of "-s" ends in "-ses"), nor when the
 * part-of-speech lexicon knows it with no plural tag ("does" VBZ, "discuss" VB, "boss" NN).
 */
function mayBePlural(w: string): boolean {
  if (w.endsWith('ss')) return false;
  const tags = partsOfSpeech[w];
  return tags === undefined || tags.includes('NNS') || tags.includes('NNPS');
}

/**
 * Whether a word may be a verb form: an "-s" word WordNet lists as a noun of its own ("james", "clothes",
 * "headquarters") only when the part-of-speech lexicon tags it as a verb too ("remains", "thanks").
 */
function mayBeVerbForm(w: string): boolean {
  if (!w.endsWith('s') || !Object.hasOwn(wordnetWords, w)) return true;
  return partsOfSpeech[w]?.includes('VBZ') ?? false;
}

function lemmaOf(w: string): string {
  if (w.length < 3) return w;
  const noun = mayBePlural(w) ? lemmatizer.noun(w) : w;
  if (noun !== w) return noun;
  // Regular forms only ("shipped", "studies", "taken"): an irregular past ("left", "found", "bit") is as often a
  // word of its own.
  const verb = lemmatizer.verb(w);
  if (verb !== w && w.length > verb.length && w.startsWith(verb.replace(/[ey]$/, '')) && mayBeVerbForm(w)) return verb;
  return Object.hasOwn(wordnetWords, w) ? w : lightStem(w);
}

/** A word's lemma (lower-cased, without a possessive), so "shipped"/"ships"/"ship" and "orders"/"order" meet. */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const w = lemmaOf(
    word
      .toLowerCase()
      .replace(/[’']s$/, '')
      .replace(/[’']/g, ''),
  );
  // Words repeat across items, so stems are kept; the cache is bounded to keep memory flat on big runs.
  if (stemCache.size > 100_000) stemCache.clear();
  stemCache.set(word, w);
  return w;
}

const pastCache = new Map<string, readonly string[]>();
const NONE: readonly string[] = [];

/**
 * The verbs a word may be the past tense or past participle of, as lemmas: "sent" → send, "paid" → pay (the
 * part-of-speech lexicon tags it VBD/VBN; WordNet's exception lists give the lemma), "refunded" → refund,
 * "rebooked" → rebook, "unsubscribed" → unsubscribe (a regular "-ed" form, known to WordNet or not: both readings
 * of the ending, "-d" and "-ed", when the word is unknown). Empty when the word is neither ("refund", "complete").
 */
export function pastFormLemmas(word: string): readonly string[] {
  const w = word.toLowerCase().replace(/[’']/g, '');
  const known = pastCache.get(w);
  if (known !== undefined) return known;
  let lemmas: readonly string[] = NONE;
  const tags = partsOfSpeech[w];
  if (tags?.includes('VBD') || tags?.includes('VBN')) lemmas = [lemmatizer.verb(w)];
  else if (tags === undefined && w.length > 4 && w.endsWith('ed')) {
    const verb = lemmatizer.verb(w);
    if (verb !== w) lemmas = [verb];
    else {
      const bare = w.slice(0, -2);
      lemmas = [...new Set([bare, `${bare}e`, undouble(bare), w.endsWith('ied') ? `${w.slice(0, -3)}y` : bare])];
    }
  }
  if (pastCache.size > 20_000) pastCache.clear();
  pastCache.set(w, lemmas);
  return lemmas;
}
