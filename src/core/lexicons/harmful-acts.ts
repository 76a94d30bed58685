// A request read by the parts of its meaning: an act (a verb WordNet files under killing, injuring, attacking,
// kidnapping, stealing, deceiving; or making or getting something) aimed at a target of a kind that makes it
// harmful (a person or a pet; an explosive, a street drug, a poison). "Strangle the night guard" and "put a
// grenade together" are read without either phrase being listed; "kill a zombie process", "shoot a portrait",
// "butcher a chicken" and "blow up a balloon" fail on their object's class. harmful-request.ts adds these
// readings to its listed patterns and applies the same framings (an ask, fiction, history, protection).
import { ACT_CLASSES, actClasses, knownCompound, NOUN_CLASSES, nounClasses, phrasalActHeads } from '../text/word-classes.js';
import { type RequestText, type Token, tokenize } from './request-text.js';
import { mayHoldWord } from './word-gate.js';

export type ActKind =
  | 'violence'
  | 'sexual_violence'
  | 'self_harm'
  | 'animal_cruelty'
  | 'theft'
  | 'fraud'
  | 'weapons'
  | 'drugs'
  | 'cyber'
  | 'privacy'
  | 'extortion'
  | 'misinformation';

export interface ActReading {
  kind: ActKind;
  start: number;
  end: number;
  confidence: number;
  /** Fiction, games and history make it harmless (a violent act, not a recipe). */
  retold: boolean;
  /** The reading weighed protective framing itself ("report" is the threat in extortion, not protection). */
  framed?: boolean;
}

/** Words that end a noun phrase: prepositions, conjunctions, adverbs of time and manner, auxiliaries. */
const BOUNDARY = new Set(
  (
    'about above after against along among around as at before behind below beside between but by during except for from ' +
    'if in inside into like near next of off on onto out outside over since so than that then through till to toward towards ' +
    'under until up upon when where whether which while who whom whose why with within without and or nor because though ' +
    'although is are was were be been being do does did can could will would shall should may might must has have had ' +
    'quickly quietly slowly silently secretly tonight today tomorrow now again forever permanently badly there here too very ' +
    'just even also really once ever please not never remotely anonymously covertly discreetly i we you he she they'
  ).split(' '),
);
const DETERMINERS = new Set('a an the this that these those my your his her its our their some any every each all one two no'.split(' '));
const PERSON_PRONOUNS = new Set('someone somebody anyone anybody everyone everybody him them people others'.split(' '));
const SELF = new Set(['myself']);
/** Words before a verb that make it the asker's act: "how to kill", "can I poison", "ways of hurting". */
const ACTOR = new Set("to i we you one someone me of for about and or then please i'd i'll just".split(' '));
const MODALS = new Set("can could would should might will may must can't won't".split(' '));
const PARTICLES = new Set('up out off down in over away'.split(' '));
// Making and getting are harmful only with their object's class (a bomb, a street drug, a poison).
const MAKE =
  /^(?:make|making|made|build|building|assemble|assembling|construct\w*|produce|producing|synthesi[sz]\w*|cook|cooking|brew\w*|extract\w*|manufactur\w*|prepare|preparing|mix|mixing|press|pressing|refine|refining|put together|putting together|3d[- ]print\w*|create|creating|rig|rigging|grow|growing|(?:knock|knocking|throw|throwing|cobble|cobbling|whip|whipping|rig|rigging) (?:together|up))$/;
const GET = /^(?:buy|buying|get|getting|obtain\w*|purchas\w*|score|scoring|pick up|picking up|acquir\w*|smuggl\w*|sell|selling)$/;
/** Getting a weapon is harmful only past the law (a legal gun shop is not). */
const UNLAWFUL =
  /\b(?:without (?:a |any )?(?:paperwork|background checks?|licen[cs]es?|permits?|serial numbers?|id|records?)|no (?:paperwork|background checks?|licen[cs]es?|permits?|questions asked|serial numbers?)|illegal\w*|untraceable|unregistered|black market|felons?|under ?age|minors?)\b/i;
/** Covert adding to someone's food or drink ("slip it into his coffee"). */
const COVERT = /^(?:slip|slipping|sneak|sneaking|spike|spiking|crush|crushing|lace|lacing|dose|dosing)$/;

/** Not in WordNet as compounds, these make a toy, a treat or a cosmetic of a bomb or a gun. */
const HARMLESS_MODIFIERS =
  /^(?:bath|seed|glitter|confetti|toy|nerf|water|glue|nail|chocolate|cherry|flavou?r|calorie|photo|paint|cake|candy|foam|paper|spud|marshmallow|rubber)$/;
/** Asking for the making of something by a noun: "a recipe for", "instructions for". */
const RECIPE = /^(?:recipes?|instructions?|blueprints?|formulas?|formulae|schematics?|tutorials?|guides?|steps|procedures?|ingredients|materials)$/;
/** Words that make a made thing a forgery. */
const FAKE = /^(?:fake|false|forged|counterfeit|phony|phoney|bogus|fraudulent|falsified|fabricated)$/;
/** Ending a life: "end his life", "take my own life". */
const ENDING = /^(?:end|ending|ended|take|taking|took)$/;
/** Destroying a building: any for bombing, someone's for burning ("burn down my ex's apartment"). */
const BOMBING = /^(?:blow up|blowing up|bomb|bombing)$/;
const BURNING = /^(?:burn down|burning down|torch|torching|firebomb\w*)$/;
/** Harming one's own body ("cut my wrist"), in the present: "I burned my finger" tells what happened. */
const CUTTING = /^(?:cut|cutting|slit|slitting|slash|slashing|burn|burning|carve|carving|stab|stabbing)$/;
/** Making a person or a pet suffer: "make the cat suffer". */
const SUFFER = /^(?:suffer|die|bleed|scream|choke|starve)$/;

/** Every verb cue above, in one expression. */
const CUES = new RegExp([MAKE, GET, COVERT, ENDING, BOMBING, BURNING, CUTTING, /^(?:make|let|watch)$/].map((re) => `(?:${re.source})`).join('|'));
const cueMemo = new Map<string, boolean>();
/** Whether a word (or phrase) is one of the cues, memoised: a text repeats its words. */
function isCue(word: string): boolean {
  let known = cueMemo.get(word);
  if (known === undefined) {
    if (cueMemo.size > 20_000) cueMemo.clear();
    cueMemo.set(word, (known = CUES.test(word)));
  }
  return known;
}

const has = (mask: number, ...names: (keyof typeof NOUN_CLASSES)[]) => names.some((n) => (mask & NOUN_CLASSES[n]) !== 0);
const does = (mask: number, ...names: (keyof typeof ACT_CLASSES)[]) => names.some((n) => (mask & ACT_CLASSES[n]) !== 0);

export interface ObjectPhrase {
  /** The classes of the phrase's last word (or of its last two, when WordNet knows them as one noun). */
  head: number;
  /** Someone's (a person's) thing: "my neighbour's dog", "someone's car". */
  owner: boolean;
  /** Anyone's or anything's: "my date's drink". */
  possessed: boolean;
  /** "myself". */
  self: boolean;
  end: number;
  /** The word after the phrase. */
  next: string;
  /** The phrase's last word. */
  word: string;
  /** The phrase's words after its determiners and owners. */
  words: string[];
}

/** The object after a verb: its head's classes, whether a person owns it, where it ends. Null: none read. */
export function objectAt(tokens: readonly Token[], from: number): ObjectPhrase | null {
  let owner = false;
  let possessed = false;
  const words: string[] = [];
  let k = from;
  for (; k < tokens.length && k < from + 6; k++) {
    const w = tokens[k].word;
    if (!/^[a-z0-9]/.test(w) || BOUNDARY.has(w)) break;
    // After a noun, a participle starts a new phrase: "a grenade using a soda can".
    if (words.length > 0 && /ing$/.test(w) && w.length > 5) break;
    if (SELF.has(w)) return { head: 0, owner: false, possessed: false, self: true, end: tokens[k].end, next: tokens[k + 1]?.word ?? '', word: w, words: [w] };
    if (words.length === 0 && PERSON_PRONOUNS.has(w.replace(/'s?$/, ''))) {
      // "someone's car" is owned; "someone" alone is the target.
      if (w.endsWith("'s") || w.endsWith("'")) owner = possessed = true;
      else
        return {
          head: NOUN_CLASSES.person,
          owner: false,
          possessed: false,
          self: false,
          end: tokens[k].end,
          next: tokens[k + 1]?.word ?? '',
          word: w,
          words: [w],
        };
      continue;
    }
    if (DETERMINERS.has(w)) {
      // "her", "his", "their" before a noun are possessives: "her dog" is someone's.
      if (w === 'her' || w === 'his' || w === 'their') owner = possessed = true;
      continue;
    }
    if (/'s?$/.test(w)) {
      possessed = true;
      owner ||= has(nounClasses(w.replace(/'s?$/, '')), 'person', 'people');
      words.length = 0;
      continue;
    }
    words.push(w);
  }
  if (words.length === 0) {
    const last = tokens[k - 1]?.word;
    // "hurt her", "kill him": a pronoun that ends the phrase.
    if (last === 'her' || last === 'him' || last === 'them')
      return {
        head: NOUN_CLASSES.person,
        owner: false,
        possessed: false,
        self: false,
        end: tokens[k - 1].end,
        next: tokens[k]?.word ?? '',
        word: last,
        words: [last],
      };
    return null;
  }
  const last = words[words.length - 1];
  const pair = words.length > 1 ? `${words[words.length - 2]} ${last}` : '';
  const compound = pair !== '' && knownCompound(pair);
  // A made-up compound whose first word makes a toy or a cosmetic of the head ("bath bomb", "water gun").
  const harmless = !compound && words.length > 1 && HARMLESS_MODIFIERS.test(words[words.length - 2]);
  const head = harmless ? 0 : compound ? nounClasses(pair) : nounClasses(last);
  return { head, owner, possessed, self: false, end: tokens[k - 1].end, next: tokens[k]?.word ?? '', word: last, words };
}

/** The act a verb at tokens[i] names (a phrasal verb first: "beat up"), and where its object starts. */
function actAt(tokens: readonly Token[], i: number): { act: number; verb: string; from: number } {
  const w = tokens[i].word;
  const next = tokens[i + 1]?.word;
  // A phrasal verb WordNet does not know keeps its particle and its verb's act ("burn down", "put together").
  if (next && (PARTICLES.has(next) || next === 'together')) return { act: actClasses(`${w} ${next}`) || actClasses(w), verb: `${w} ${next}`, from: i + 2 };
  return { act: actClasses(w), verb: w, from: i + 1 };
}

/** Whether the verb at tokens[i] is the asker's: after "to", "I", "I will", or opening a clause ("emails trick people" is not). */
export function askersAct(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.word;
  if (before === undefined || !/^[a-z0-9]/.test(before) || before.endsWith('ly')) return true;
  // After a preposition only a gerund is an act ("ways of hurting"); "for disabled people" describes.
  if (before === 'of' || before === 'for' || before === 'about') return tokens[i].word.endsWith('ing');
  // "To" takes a base form: "accessible to disabled people" describes.
  if (before === 'to' && /[^e]ed$/.test(tokens[i].word)) return false;
  if (ACTOR.has(before)) return true;
  return MODALS.has(before) && ACTOR.has(tokens[i - 2]?.word ?? '');
}

/** Whether any of a text's words could open a reading: an act, a cue, a phrasal verb's head, a recipe noun. */
function mayHoldAct(words: Iterable<string>): boolean {
  for (const w of words) if (roleOf(w) & MAY_OPEN) return true;
  return false;
}
/** Verbs whose act shows only with their particle ("beat up", "do in", "knock off"): WordNet's, and the cues'. Built at first use. */
let phrasalHeads: Set<string> | undefined;

// What a word can be to the reading, as bits: the tests the reading makes of every word, made once per word.
/** No letter first, a boundary or a determiner: never the asker's verb. */
const NEVER_VERB = 1;
/** Names an act or is a cue. */
const ACT_OR_CUE = 2;
/** A recipe noun ("instructions for"). */
const RECIPE_NOUN = 4;
/** A particle or "together": the word before may be a phrasal verb. */
const PARTICLE = 8;
/** An act, a cue, a phrasal verb's head or a recipe noun (mayHoldAct). */
const MAY_OPEN = 16;
const roles = new Map<string, number>();
function roleOf(word: string): number {
  let role = roles.get(word);
  if (role === undefined) {
    phrasalHeads ??= new Set([...phrasalActHeads(), 'put', 'putting', 'pick', 'picking', 'blow', 'blowing', 'burn', 'burning']);
    const actOrCue = actClasses(word) !== 0 || isCue(word);
    const recipe = RECIPE.test(word);
    role =
      (!/^[a-z]/.test(word) || BOUNDARY.has(word) || DETERMINERS.has(word) ? NEVER_VERB : 0) |
      (actOrCue ? ACT_OR_CUE : 0) |
      (recipe ? RECIPE_NOUN : 0) |
      (PARTICLES.has(word) || word === 'together' ? PARTICLE : 0) |
      (actOrCue || phrasalHeads.has(word) || recipe ? MAY_OPEN : 0);
    if (roles.size > 20_000) roles.clear();
    roles.set(word, role);
  }
  return role;
}

/** A reading of the act whose verb is tokens[i]. */
function reading(tokens: readonly Token[], kind: ActKind, i: number, end: number, confidence: number, retold: boolean): ActReading {
  return { kind, start: tokens[i].start, end, confidence, retold };
}

/** Every act aimed at a harmful target in a request, in text order. */
export function readHarmfulActs(request: RequestText): ActReading[] {
  if (request.words && !mayHoldAct(request.words)) return [];
  const text = request.lower;
  const tokens = request.tokens;
  const found: ActReading[] = [];
  // Most words name no act, open no cue and take no particle: their roles (one lookup each) skip them.
  let next = tokens.length > 0 ? roleOf(tokens[0].word) : 0;
  for (let i = 0; i < tokens.length; i++) {
    const role = next;
    next = i + 1 < tokens.length ? roleOf(tokens[i + 1].word) : 0;
    if (role & NEVER_VERB) continue;
    const recipe = (role & RECIPE_NOUN) !== 0 && tokens[i + 1]?.word === 'for';
    if (!recipe && !(role & ACT_OR_CUE) && !(next & PARTICLE)) continue;
    if (!recipe && !askersAct(tokens, i)) continue;
    const { act, verb, from } = recipe ? { act: 0, verb: 'make', from: i + 2 } : actAt(tokens, i);
    // Most words name no act and no cue: one test skips them.
    if (!act && !isCue(verb)) continue;
    const making = MAKE.test(verb);
    const getting = GET.test(verb);
    const covert = COVERT.test(verb);
    if (covert) {
      // "Crush the pills into her drink": an owned food or drink within a few words.
      const into = tokens.findIndex((t, k) => k >= from && k <= from + 5 && t.word === 'into');
      const target = into > 0 ? objectAt(tokens, into + 1) : null;
      if (target?.possessed && has(target.head, 'consumable')) found.push(reading(tokens, 'violence', i, target.end, 0.85, false));
      continue;
    }
    const ending = ENDING.test(verb);
    const destroying = BOMBING.test(verb) || BURNING.test(verb);
    const causing = verb === 'make' || verb === 'let' || verb === 'watch';
    if (!act && !making && !getting && !ending && !destroying && !causing && !CUTTING.test(verb)) continue;
    const object = objectAt(tokens, from);
    if (!object) continue;
    const { head, owner, self, end } = object;
    if (ending && /^(?:life|lives)$/.test(object.word) && object.next !== 'back') {
      const mine = /^(?:my|own)$/.test(tokens[tokens.findIndex((t) => t.end === end) - 1]?.word ?? '');
      if (mine || owner) found.push(reading(tokens, mine ? 'self_harm' : 'violence', i, end, 0.85, !mine));
      continue;
    }
    if ((destroying || (/^burn(?:ing)?$/.test(verb) && object.next === 'down')) && has(head, 'building') && (BOMBING.test(verb) || object.possessed))
      found.push(reading(tokens, 'violence', i, end, 0.85, true));
    if (causing && object.words.length === 2 && SUFFER.test(object.words[1]) && object.next !== 'through') {
      const whom = nounClasses(object.words[0]);
      if (has(whom, 'person', 'pet')) found.push(reading(tokens, has(whom, 'pet') ? 'animal_cruelty' : 'violence', i, end, 0.8, true));
    }
    // Cutting or burning one's own body: "cut my wrist" (not "my hair", "my nails"; not "I burned my finger").
    if (
      CUTTING.test(verb) &&
      tokens[from]?.word === 'my' &&
      object.words.length === 1 &&
      !/^(?:hair|nails?|fingernails?|toenails?|bangs|beard|fringe)$/.test(object.word) &&
      has(nounClasses(object.word.replace(/s$/, '')), 'bodyPart')
    )
      found.push(reading(tokens, 'self_harm', i, end, 0.85, false));
    // "the throat of a sleeping guard": a body part, then whose.
    if (act && has(head, 'bodyPart') && object.next === 'of') {
      const whose = objectAt(tokens, tokens.findIndex((t, k) => k >= from && t.word === 'of') + 1);
      if (whose && has(whose.head, 'person') && does(act, 'kill', 'injure', 'attack', 'torture'))
        found.push(reading(tokens, 'violence', i, whose.end, 0.85, true));
    }
    // "Shoot my friend a message", "hit him up": the person receives something, nothing is done to them.
    const ditransitive = /^(?:a|an|some|up)$/.test(object.next);
    if (act && !ditransitive) {
      // Not the figure of speech: "I could kill myself for forgetting", "killing myself laughing".
      if (self && does(act, 'kill', 'injure', 'torture') && !/^(?:for|over|laughing)$/.test(object.next))
        found.push(reading(tokens, 'self_harm', i, end, 0.9, false));
      else if (has(head, 'person', 'people') && does(act, 'rape')) found.push(reading(tokens, 'sexual_violence', i, end, 0.9, true));
      else if (has(head, 'person', 'people') && does(act, 'kill', 'injure', 'attack', 'torture', 'kidnap'))
        found.push(reading(tokens, 'violence', i, end, 0.85, true));
      else if (owner && has(head, 'bodyPart') && does(act, 'kill', 'injure', 'attack', 'torture')) found.push(reading(tokens, 'violence', i, end, 0.85, true));
      else if (has(head, 'pet') && (owner || does(act, 'torture')) && does(act, 'kill', 'injure', 'attack', 'torture'))
        found.push(reading(tokens, 'animal_cruelty', i, end, 0.8, true));
      else if (does(act, 'steal') && (owner ? has(head, 'property') : has(head, 'vehicle')) && object.next !== 'of')
        found.push(reading(tokens, 'theft', i, end, 0.8, true));
    }
    // Forgery: making a fake document, money or identity ("a false identity", "a fake academic degree").
    if (making && object.words.some((w) => FAKE.test(w)) && (has(head, 'document') || /^(?:ids?|identit(?:y|ies)|identification)$/.test(object.word)))
      found.push(reading(tokens, 'fraud', i, end, 0.85, false));
    // A made thing said to explode: "put together a device that explodes when the car starts".
    const exploding =
      making &&
      /^(?:that|which)$/.test(object.next) &&
      /^(?:explod\w*|detonat\w*|blows?)$/.test(tokens[tokens.findIndex((t) => t.start > end) + 1]?.word ?? '');
    if (making && (has(head, 'explosive') || exploding)) found.push(reading(tokens, 'weapons', i, end, 0.9, false));
    else if (making && has(head, 'poison')) found.push(reading(tokens, 'weapons', i, end, 0.85, false));
    else if (making && has(head, 'drug')) found.push(reading(tokens, 'drugs', i, end, 0.85, false));
    else if (making && has(head, 'weapon') && UNLAWFUL.test(text)) found.push(reading(tokens, 'weapons', i, end, 0.8, false));
    else if (getting && has(head, 'drug') && !/\b(?:prescri\w+|pharmac\w+|legal(?:ly)?|dispensar\w+)\b/.test(text))
      found.push(reading(tokens, 'drugs', i, end, 0.8, false));
    else if (getting && has(head, 'weapon', 'explosive') && UNLAWFUL.test(text)) found.push(reading(tokens, 'weapons', i, end, 0.85, false));
  }
  return found;
}

/** "I will", "I'm going to", "I'll": the speaker's own intent, which makes an act aimed at a person a threat. */
const INTENT = /\b(?:i(?:'ll| will| shall| am going to|'m going to|'m gonna| am gonna| gonna)|we(?:'ll| will| are going to|'re going to|'re gonna))\s/i;
const THREAT_OPENERS = new Set(['will', 'shall', 'to', 'gonna', "i'll", "we'll"]);
const SPEAKERS = ['i', 'we'];

/**
 * Threats: the speaker's stated intent to kill, hurt, attack, torture, kidnap or rape a person ("I'm going to
 * strangle you", "we will hunt your family down"), read by the act's class rather than a list of verbs.
 */
export function readThreats(scan: string, words?: ReadonlySet<string>): { start: number; end: number }[] {
  // Without "i" or "we" as a word there is no intent to read (`words`: the text's lower-cased words, when known).
  if ((words && !mayHoldWord(scan, words, SPEAKERS)) || !INTENT.test(scan)) return [];
  const text = scan.toLowerCase().replace(/[’‘]/g, "'");
  const tokens = tokenize(text);
  const found: { start: number; end: number }[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (!THREAT_OPENERS.has(tokens[i - 1].word) || !INTENT.test(text.slice(Math.max(0, tokens[i - 1].start - 12), tokens[i].start))) continue;
    const read = actAt(tokens, i);
    const { from } = read;
    const target = tokens[from]?.word;
    // A separated particle: "beat you up".
    const act = read.act || (PARTICLES.has(tokens[from + 1]?.word ?? '') ? actClasses(`${tokens[i].word} ${tokens[from + 1].word}`) : 0);
    if (!does(act, 'kill', 'injure', 'attack', 'torture', 'kidnap', 'rape')) continue;
    const object =
      target === 'you' || target === 'u' ? { end: tokens[from].end, head: NOUN_CLASSES.person, next: tokens[from + 1]?.word ?? '' } : objectAt(tokens, from);
    if (object && has(object.head, 'person', 'people', 'pet') && !/^(?:a|an|some)$/.test(object.next))
      found.push({ start: tokens[i - 1].start, end: object.end });
  }
  return found;
}
