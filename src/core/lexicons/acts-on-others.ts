// Who does what to whom: the asker's act done to another person, read by the act's WordNet class over its first
// senses (word-classes.ts, WIDE_CLASSES) and by what the sentence says about the person, not by listed phrases.
//  - Coercing or frightening a person toward an end: "frighten my sister into keeping quiet", "bully a kid until
//    he quits", "pressure her into quitting" (a menace verb + a person + into / until / so / out).
//  - Making a person sick, unconscious or afraid: "make him really sick", "make my cellmate pass out", "give my
//    roommate food poisoning" (a causing verb + a person + a harmed state, or an illness given).
//  - Taking what is another's: "pocket cash from the register", "swipe a bike from outside the library" (a verb
//    that steals in one of its first senses + a thing + where it is taken from).
//  - Doing something to a person or their things behind their back: "change my husband's doses without him
//    noticing", "trip an old man so it looks like an accident", "add alcohol to her drink when she said she does
//    not drink" (an act on a person or what they own + secrecy or refusal, not a surprise or a gift).
// "Scare my friends on Halloween", "swipe between apps", "force my laptop to shut down", "avoid giving my family
// food poisoning" and "hide a card in my friend's bag as a surprise" fail on their person, end or framing.
import { nounClasses, NOUN_CLASSES, WIDE_CLASSES, wideClasses } from '../text/word-classes.js';
import { type ActReading, askersAct, objectAt, type ObjectPhrase } from './harmful-acts.js';
import type { RequestText, Token } from './request-text.js';
import { cuesSecrecy, saysSecretly } from './secrecy.js';

/** What a menace is done for: "into keeping quiet", "until he quits", "so she sells", "out of the flat". */
const PURPOSE = /^(?:into|until|till|so|out)$/;
/** Causing a state: "make him sick", "get her to pass out", "leave him unable". */
const CAUSE = /^(?:make|makes|making|made|get|gets|getting|leave|leaving|render|rendering)$/;
/** States that harm the person they are caused in. */
const HARMED =
  /^(?:sick|ill|unconscious|faint|pass out|black out|vomit|throw up|bleed|collapse|suffer|miserable|scared|afraid|terrified|paranoid|helpless|dependent)$/;
/** Making a person's life a misery: "make his life hell". */
const MISERY = /^(?:hell|miserable|a misery|unbearable|a living hell)$/;
/** Giving a person an illness: "give my roommate food poisoning". */
const GIVE = /^(?:give|giving|gave|infect|infecting)$/;
/** A thing taken from a place or a person: "from the register", "out of her purse". */
const SOURCE = /^(?:from|out)$/;
/** Done unseen, made to look innocent, or against the person's word. */
const SECRETLY =
  /\bwithout (?:(?:him|her|them|my \w+|anyone|anybody|the \w+|his \w+|her \w+|their \w+) )?(?:ever |even )?(?:noticing|knowing|finding out|realis\w+|realiz\w+|seeing|suspecting|agreeing|consent\w*)\b|\bso (?:that )?(?:no ?one|nobody|no-one|they|he|she|it) (?:ever |will |won't |can't |doesn't |does not |never )?(?:finds? out|notices?|knows?|suspects?|find out|notice|know|suspect|looks? like an accident|traces? it)\b|\blooks? like an accident\b|\bbehind (?:his|her|their) back\b|\bagainst (?:his|her|their) will\b|\bwhen (?:she|he|they) (?:said|says|told me) (?:she|he|they) (?:does not|doesn't|do not|don't|won't|will not|can't)\b|\bon purpose\b/;
/** A kindness kept secret is no harm: a surprise, a gift, a party. */
const KINDNESS = /\b(?:surprise\w*|gifts?|presents?|party|birthday|anniversary|propos\w+|christmas|treat|kindness|compliment)\b/;
/** Verbs read for the secrecy reading: ones that change, take, dose, watch or hurt (others mostly help or talk). */
const COVERT_VERB =
  /^(?:change|changing|alter\w*|swap\w*|switch\w*|replac\w+|tamper\w*|mess\w*|take|taking|took|remove|removing|empty\w*|withdraw\w*|drain\w*|add|adding|put|putting|slip\w*|mix\w*|pour\w*|crush\w*|drop\w*|spike\w*|lace|lacing|dose|dosing|trip\w*|push\w*|shove|shoving|record\w*|film\w*|photograph\w*|read|reading|track\w*|poison\w*|drug|drugging|hurt\w*|injur\w*|hit|hitting|break|breaking|damag\w+|sabotag\w+|ruin\w*|destroy\w*|use|using|spend\w*|sell\w*|cancel\w*|delete\w*|cop(?:y|ies|ied|ying)|mov(?:e|es|ed|ing)|transfer\w*|go|going|goes)$/;
/** Which kind a secret act is: taking is theft, watching is prying, the rest (dosing, changing, hurting) harm. */
const TAKING =
  /^(?:take|taking|took|remove|removing|empty\w*|withdraw\w*|drain\w*|use|using|spend\w*|sell\w*|cop(?:y|ies|ied|ying)|mov(?:e|es|ed|ing)|transfer\w*)$/;
const WATCHING = /^(?:record\w*|film\w*|photograph\w*|read|reading|track\w*|go|going|goes)$/;

const wide = (part: 'noun' | 'verb', word: string, name: keyof typeof WIDE_CLASSES) => (wideClasses(part, word) & WIDE_CLASSES[name]) !== 0;
const isPerson = (o: ObjectPhrase | null) =>
  o !== null && !o.self && !o.owner && (o.head & (NOUN_CLASSES.person | NOUN_CLASSES.people)) !== 0 && !/^(?:myself|me|us)$/.test(o.word);

/** An object phrase read as a person and the words after them, when its first noun names one. */
function personFirst(o: ObjectPhrase): ObjectPhrase & { rest: string[] } {
  if (o.owner || o.self || (o.head & (NOUN_CLASSES.person | NOUN_CLASSES.people)) !== 0 || o.words.length < 2) return { ...o, rest: [] };
  // The last person noun before the tail: "lonely men online" → men.
  for (let k = o.words.length - 2; k >= 0; k--) {
    const head = nounClasses(o.words[k]);
    if (head & (NOUN_CLASSES.person | NOUN_CLASSES.people)) return { ...o, head, word: o.words[k], words: o.words.slice(0, k + 1), rest: o.words.slice(k + 1) };
  }
  return { ...o, rest: [] };
}
/** The asker's own things: "my card", "our car" (not "my dad's car"). */
const mine = (tokens: readonly Token[], from: number) => /^(?:my|our|own)$/.test(tokens[from]?.word ?? '');
/** The index of the first token at or after a text offset. */
const tokenAfter = (tokens: readonly Token[], offset: number) => tokens.findIndex((t) => t.start >= offset);

/** Particles of the covert phrasal verbs read here ("listen in", "sneak around"). */
const COVERT_PARTICLES = ['in', 'out', 'around'];
/** The wide verb classes read here (word-classes.ts has more, for other readings). */
const READ_VERBS = WIDE_CLASSES.steal | WIDE_CLASSES.menace | WIDE_CLASSES.coerce | WIDE_CLASSES.deceive | WIDE_CLASSES.covert;
const OPENS = 1;
const OPENS_IF_SECRET = 2;
const opensMemo = new Map<string, number>();
/** Whether a word can open a reading: a causing, giving or wide-class verb (OPENS), or a secret act's verb (OPENS_IF_SECRET). Memoised. */
function opens(word: string): number {
  let known = opensMemo.get(word);
  if (known === undefined) {
    const verb =
      /^[a-z]/.test(word) &&
      (CAUSE.test(word) ||
        GIVE.test(word) ||
        (wideClasses('verb', word) & READ_VERBS) !== 0 ||
        COVERT_PARTICLES.some((p) => (wideClasses('verb', `${word} ${p}`) & WIDE_CLASSES.covert) !== 0));
    known = (verb ? OPENS : 0) | (COVERT_VERB.test(word) ? OPENS_IF_SECRET : 0);
    if (opensMemo.size > 50_000) opensMemo.clear();
    opensMemo.set(word, known);
  }
  return known;
}
/** Words without one of which SECRETLY cannot match ("so" needs a word of finding out too). */
const SECRET_CUES = new Set('without behind against purpose accident said says told'.split(' '));
const FOUND_OUT = new Set('find finds notice notices know knows suspect suspects trace traces'.split(' '));

/** Every act done to another person in a request, in text order. */
export function readActsOnOthers(request: RequestText): ActReading[] {
  const { words } = request;
  // One pass over the words: most texts hold no verb that opens a reading, and no secrecy.
  let any = 0;
  let cued = !words;
  let so = false;
  let foundOut = false;
  for (const w of words ?? []) {
    any |= opens(w);
    cued ||= SECRET_CUES.has(w);
    so ||= w === 'so';
    foundOut ||= FOUND_OUT.has(w);
  }
  cued ||= so && foundOut;
  // The wider shapes' words (secrecy.ts), looked for only when a secret act's verb is there.
  if (words && !cued && any & OPENS_IF_SECRET) cued = cuesSecrecy(words);
  if (words && (any & (OPENS | (cued ? OPENS_IF_SECRET : 0))) === 0) return [];
  const text = request.lower;
  // Secrecy is read once: without it, the secret acts' verbs open nothing.
  // The listed shapes, then the wider ones (secrecy.ts: WordNet's manner words, "without alerting", "while she sleeps").
  // Read only when a secret act's verb is there to use it.
  const secret = cued && (!words || (any & OPENS_IF_SECRET) !== 0) && (SECRETLY.test(text) || saysSecretly(request.tokens)) && !KINDNESS.test(text);
  const mask = OPENS | (secret ? OPENS_IF_SECRET : 0);
  if (words && (any & mask) === 0) return [];
  const tokens = request.tokens;
  const found: ActReading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].word;
    if ((opens(word) & mask) === 0 || !askersAct(tokens, i)) continue;
    const verbs = wideClasses('verb', word);
    // A verb WordNet glosses as done unseen, aimed at a person or their things after its preposition: "listen in on
    // my wife's calls", "peep into her window" (a direct object is not enough: "shadow a senior engineer").
    const particle = /^(?:in|out|around)$/.test(tokens[i + 1]?.word ?? '') ? 1 : 0;
    if (wideClasses('verb', particle ? `${word} ${tokens[i + 1].word}` : word) & WIDE_CLASSES.covert) {
      const at = i + 1 + particle;
      const watched = /^(?:on|at|into|through)$/.test(tokens[at]?.word ?? '') ? objectAt(tokens, at + 1) : null;
      if (watched && (watched.owner || isPerson(watched)) && !KINDNESS.test(text)) {
        found.push({ kind: 'privacy', start: tokens[i].start, end: watched.end, confidence: 0.8, retold: false });
        continue;
      }
    }
    // "go through her messages": the object after the particle, for a secret act only.
    const through = /^(?:go|going|goes)$/.test(word) ? (tokens[i + 1]?.word === 'through' ? 2 : -1) : 1;
    if (through < 0) continue;
    const read = objectAt(tokens, i + through);
    if (!read) continue;
    // "my cellmate pass out", "my roommate food poisoning", "lonely men online": the person, then what follows.
    const object = personFirst(read);
    const add = (kind: ActReading['kind'], confidence: number, retold: boolean) =>
      found.push({ kind, start: tokens[i].start, end: read.end, confidence, retold });
    // What follows the person: "lonely men online into …" reads "into".
    const next = [...object.rest, object.next];
    // Menace or deceit with an end: "frighten my sister into keeping quiet", "bully a kid until he quits", "mislead my partner so he signs".
    if (verbs & (WIDE_CLASSES.menace | WIDE_CLASSES.coerce | WIDE_CLASSES.deceive) && isPerson(object) && next.some((w) => PURPOSE.test(w))) {
      add(verbs & WIDE_CLASSES.deceive ? 'fraud' : 'extortion', 0.8, true);
      continue;
    }
    // Caused harm: "make him really sick", "make my coworker too scared to report me".
    if (CAUSE.test(word) && isPerson(object)) {
      const after = [...object.rest, ...tokens.slice(tokenAfter(tokens, read.end), tokenAfter(tokens, read.end) + 4).map((t) => t.word)];
      const words = after.slice(after.findIndex((w) => !/^(?:really|very|so|too|violently|seriously|badly|to)$/.test(w)));
      if (HARMED.test(words[0] ?? '') || HARMED.test(words.slice(0, 2).join(' '))) add('violence', 0.8, true);
      continue;
    }
    if (CAUSE.test(word) && object.owner && /^(?:life|days)$/.test(object.word)) {
      const after = tokenAfter(tokens, object.end);
      const next = tokens[after]?.word ?? '';
      if (MISERY.test(next) || MISERY.test(`${next} ${tokens[after + 1]?.word ?? ''}`)) add('extortion', 0.8, true);
      continue;
    }
    // An illness given: "give my roommate food poisoning".
    if (GIVE.test(word) && isPerson(object)) {
      const at = tokenAfter(tokens, read.end);
      const given = [...object.rest, ...tokens.slice(at, at + 3).map((t) => t.word)];
      // One word or two ("a cold", "food poisoning").
      if (given.some((w, k) => wide('noun', w, 'illness') || wide('noun', `${w} ${given[k + 1]}`, 'illness'))) add('violence', 0.8, true);
      continue;
    }
    // Taking: a stealing verb + a thing + where from, or + someone's thing.
    if (verbs & WIDE_CLASSES.steal && !mine(tokens, i + 1) && object.head & NOUN_CLASSES.property) {
      if (object.owner || SOURCE.test(object.next)) add('theft', 0.8, true);
      continue;
    }
    // Behind a person's back: an act on them or their things, kept secret or done against their word.
    if (secret && COVERT_VERB.test(word)) {
      const target = isPerson(object) || object.owner ? object : ownedPlace(tokens, object);
      if (!target) continue;
      add(TAKING.test(word) ? 'theft' : WATCHING.test(word) ? 'privacy' : 'violence', 0.8, false);
    }
  }
  return found;
}

/** The person's thing a taken or added thing goes into or comes from: "money out of my dad's wallet", "alcohol to her drink". */
function ownedPlace(tokens: readonly Token[], object: ObjectPhrase): ObjectPhrase | null {
  let k = tokenAfter(tokens, object.end);
  if (!/^(?:from|out|into|in|to|on|under)$/.test(tokens[k]?.word ?? '')) return null;
  if (tokens[k].word === 'out' && tokens[k + 1]?.word === 'of') k++;
  const place = objectAt(tokens, k + 1);
  return place && (place.owner || isPerson(place)) ? place : null;
}
