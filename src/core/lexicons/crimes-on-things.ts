// Crimes done to things rather than to a body, read by their parts:
//  - Hiding or destroying evidence: a verb that gets rid of a thing (WordNet: destroy, remove, delete, hide, burn;
//    "get rid of", "wipe") + a reason that names the investigation — before the police or an investigator ("before
//    the detectives search my flat"), so it is not traced to the asker ("so forensics never link it to me"), or a
//    thing that proves the asker's deed ("the receipts that prove I …").
//  - Smuggling past a check: a carrying verb + a thing or person + past, through, over or into a place of
//    inspection (customs, a border, airport security, a prison) + a sign of evasion (a covert verb like "sneak",
//    "undeclared", "unchecked", "so customs does not find it") or a weapon, or a drug into a prison.
//  - Taking a service down: knocking, taking or keeping a site or server offline or down, or crashing, flooding or
//    overwhelming it, when it is someone else's (or the aim is said: "until it crashes", "so nobody can").
//  - Damaging property: a damaging verb (WordNet: damage, destroy, scratch, slash, smash, key) + a thing that is
//    another person's ("the tyres on my boss's van"), or a place's whose owner wronged the asker ("the café that
//    fired me").
// "Delete old messages to free up space", "get my insulin through airport security", "take my online store offline
// while I restock" and "buff out a scratch on my car" fail on their reason, thing, owner or verb.
import { NOUN_CLASSES, WIDE_CLASSES, wideClasses } from '../text/word-classes.js';
import { type ActReading, askersAct, objectAt, type ObjectPhrase } from './harmful-acts.js';
import type { RequestText, Token } from './request-text.js';
import { saysSecretly } from './secrecy.js';

/** Places where goods and people are inspected. */
const CHECKPOINT = /^(?:customs|border|borders|checkpoints?|security|prison|prisons|jail|jails|gaol|scanners?|inspection)$/;
/** Inside a prison, where even a medicine or a phone is contraband. */
const INSIDE = /^(?:prison|prisons|jail|jails|gaol)$/;
const CARRY =
  /^(?:sneak\w*|smuggl\w*|slip\w*|get|gets|getting|carry\w*|carri\w+|bring\w*|brought|take|taking|took|mov(?:e|es|ed|ing)|hid(?:e|es|ing)|pack\w*|ship\w*|send\w*|sent|transport\w*|fly|flying)$/;
const CARRY_PREP = /^(?:past|through|over|across|into)$/;
/** Signs that the carrying evades the check. */
const EVADES = /^(?:undeclared|unchecked|undetected|unnoticed|hidden|hide|hiding|concealed|conceal\w*)$/;
/** Words one of which the evidence reading needs. */
const EVIDENCE_CUES = new Set('before prove proves traced linked link trace tie'.split(' '));
/** Carrying the lawful way: "legally", "the approved channels", "with a permit". */
const LAWFUL = /\b(?:legal(?:ly)?|lawful(?:ly)?|allowed|permitted|approved|official(?:ly)?|permits?|licen[cs]ed?|visas?)\b/;
/** Services a flood of traffic can take down. */
const SERVICE = /^(?:websites?|sites?|servers?|portals?|systems?|stores?|shops?|apps?|services?|networks?|platforms?|channels?|streams?|pages?|webpages?|api)$/;
const TAKE_DOWN_VERB = /^(?:knock\w*|take|taking|took|bring\w*|brought|keep\w*|kept|put\w*|force\w*|shut\w*)$/;
const OVERLOAD = /^(?:crash\w*|overwhelm\w*|overload\w*|flood\w*|hammer\w*|ddos\w*|swamp\w*|bombard\w*|spam\w*)$/;
const DOWN = /^(?:offline|down)$/;
/** A stated aim of a flood: "until it crashes", "so nobody can", "with fake requests". */
const FLOOD_AIM =
  /\b(?:until it (?:crashes|goes down|breaks|dies)|so (?:nobody|no one|no-one|people|customers|users) can(?:'t|not)?|with (?:fake |junk |bogus )?(?:traffic|requests|bots)|ddos)\b/;
/** Damage owned up to or repaired is no plan to damage. */
const MISHAP = /\b(?:accident\w*|by mistake|repair\w*|fix\w*|pay for|apologi\w*|compensat\w*|insurance claim)\b/;
/** The evidence is the asker's: traced or linked to them, or proving what they did. */
const TRACED =
  /\b(?:link|links|linked|trace|traces|traced|tie|ties|tied|connect\w*|pin|pinned)\b(?: (?:it|them|this|that|anything|the \w+))?(?: back)? (?:to|on) (?:me|us)\b|\bbe (?:traced|linked|tied|connected)\b|\b(?:that|which) (?:could |would |might )?(?:prove|proves|link|links) (?:that )?(?:i|we|me|us)\b/;

/** The asker's own thing: "my server", "my own shop's website" (not "my rival's server"). */
const mine = (tokens: readonly Token[], at: number, thing?: ObjectPhrase | null) =>
  /^(?:my|our|own)$/.test(tokens[at]?.word ?? '') && (!thing?.possessed || tokens[at + 1]?.word === 'own');
const tokenAfter = (tokens: readonly Token[], offset: number) => tokens.findIndex((t) => t.start >= offset);
/** The sentence's tokens from one index on (to its end mark). */
function restOfSentence(tokens: readonly Token[], from: number): Token[] {
  const out: Token[] = [];
  for (let k = from; k < tokens.length && !/^[.?!;]$/.test(tokens[k].word); k++) out.push(tokens[k]);
  return out;
}
const isHazard = (o: ObjectPhrase) => (o.head & (NOUN_CLASSES.weapon | NOUN_CLASSES.explosive | NOUN_CLASSES.drug | NOUN_CLASSES.poison)) !== 0;
const isPerson = (o: ObjectPhrase) => (o.head & (NOUN_CLASSES.person | NOUN_CLASSES.people)) !== 0 && !o.self;

/** A word's inflections ("crash" → crashes, crashed, crashing), for the words gate's sets. */
const forms = (stems: string) =>
  new Set(stems.split(' ').flatMap((w) => [w, `${w}s`, `${w}es`, `${w}ed`, `${w}ing`, `${w.replace(/e$/, '')}ing`, `${w.replace(/e$/, '')}ed`]));
const CHECKPOINTS = new Set('customs border borders checkpoint checkpoints security prison prisons jail jails gaol scanner scanners inspection'.split(' '));
const SERVICES = forms('website site server portal system store shop app service network platform channel stream page webpage api');
const DOWNS = new Set(['offline', 'down', ...forms('crash overwhelm overload flood hammer ddos swamp bombard spam')]);
const WIPES = forms('wipe');

/** Words one of which each crime needs (the text's words gate): its verb's kind and its thing's or reason's. */
function cues(words: Iterable<string>): { evidence: boolean; smuggling: boolean; service: boolean; damage: boolean } {
  let reason = false;
  let ridding = false;
  let checkpoint = false;
  let service = false;
  let down = false;
  let damage = false;
  for (const w of words) {
    const verbs = wideClasses('verb', w);
    reason ||= EVIDENCE_CUES.has(w);
    ridding ||= (verbs & WIDE_CLASSES.destroy) !== 0 || w === 'rid' || WIPES.has(w);
    checkpoint ||= CHECKPOINTS.has(w);
    service ||= SERVICES.has(w);
    down ||= DOWNS.has(w);
    // "damaged" is mostly said of goods received, not an act asked for.
    damage ||= (verbs & WIDE_CLASSES.damage) !== 0 && !w.endsWith('ed');
  }
  // A carrying verb is looked for only past a checkpoint (most texts name none).
  let carrying = false;
  if (checkpoint) for (const w of words) carrying ||= CARRY.test(w);
  return { evidence: reason && ridding, smuggling: checkpoint && carrying, service: service && down, damage };
}

/** Evidence destroyed, goods or people smuggled, services taken down and property damaged, in text order. */
export function readCrimesOnThings(request: RequestText): ActReading[] {
  const c = cues(request.cueWords);
  if (!c.evidence && !c.smuggling && !c.service && !c.damage) return [];
  const text = request.lower;
  const tokens = request.tokens;
  const found: ActReading[] = [];
  let mishap: boolean | undefined;
  const add = (kind: ActReading['kind'], i: number, end: number, framed?: boolean) =>
    found.push({ kind, start: tokens[i].start, end, confidence: 0.8, retold: true, ...(framed ? { framed } : {}) });
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].word;
    if (!/^[a-z]/.test(word)) continue;
    const verbs = wideClasses('verb', word);
    // "get rid of the clothes", "wipe the footage", "burn the receipts".
    const rid =
      word.startsWith('get') && tokens[i + 1]?.word === 'rid' && tokens[i + 2]?.word === 'of' ? 3 : word === 'dispose' && tokens[i + 1]?.word === 'of' ? 2 : 0;
    const ridding = c.evidence && (rid || /^wip(?:e|es|ed|ing)$/.test(word) || verbs & WIDE_CLASSES.destroy);
    const carrying = c.smuggling && CARRY.test(word);
    const downing = c.service && (TAKE_DOWN_VERB.test(word) || OVERLOAD.test(word));
    const damaging = c.damage && verbs & WIDE_CLASSES.damage;
    // The cheap tests first: most words open none of the four.
    if (!(ridding || carrying || downing || damaging) || !askersAct(tokens, i)) continue;
    if (ridding) {
      const thing = objectAt(tokens, i + (rid || 1));
      const rest = restOfSentence(tokens, i + 1);
      const before = rest.findIndex((t) => t.word === 'before');
      const investigated = before >= 0 && rest.slice(before + 1, before + 4).some((t) => (wideClasses('noun', t.word) & WIDE_CLASSES.enforcer) !== 0);
      if (thing && !thing.self && (investigated || TRACED.test(text.slice(thing.end, rest.at(-1)?.end ?? thing.end)))) {
        // Framed: its own words name the investigation ("detectives" is no protective "detect").
        add('theft', i, thing.end, true);
        continue;
      }
    }
    if (carrying) {
      const thing = CARRY_PREP.test(tokens[i + 1]?.word ?? '') ? null : objectAt(tokens, i + 1);
      const rest = restOfSentence(tokens, i + 1).slice(0, 10);
      const via = rest.findIndex((t, k) => CARRY_PREP.test(t.word) && rest.slice(k + 1, k + 4).some((n) => CHECKPOINT.test(n.word)));
      if (thing && via >= 0 && !/^(?:what|which|how|it)$/.test(thing.word) && !LAWFUL.test(text)) {
        const into = rest.slice(via + 1, via + 4).some((n) => INSIDE.test(n.word));
        const hazard = isHazard(thing) || (into && (wideClasses('noun', thing.word) & (WIDE_CLASSES.dosable | WIDE_CLASSES.hazard)) !== 0);
        const evades =
          (wideClasses('verb', word) & WIDE_CLASSES.covert) !== 0 || tokens.some((t) => EVADES.test(t.word)) || saysSecretly(tokens) || unseenBy(tokens, i);
        if (hazard || evades) {
          add(isHazard(thing) ? ((thing.head & NOUN_CLASSES.drug) !== 0 ? 'drugs' : 'weapons') : isPerson(thing) ? 'violence' : 'theft', i, rest[via].end);
          continue;
        }
      }
    }
    if (downing) {
      const thing = objectAt(tokens, i + 1);
      if (!thing || !thing.words.some((w) => SERVICE.test(w)) || mine(tokens, i + 1, thing)) continue;
      const after = tokens[tokenAfter(tokens, thing.end)]?.word ?? '';
      // "my rival's server offline": the phrase may end on the particle.
      const down = OVERLOAD.test(word) || DOWN.test(after) || DOWN.test(thing.word);
      if (down && (thing.possessed || FLOOD_AIM.test(text))) {
        add('cyber', i, thing.end);
        continue;
      }
    }
    if (damaging && !(mishap ??= MISHAP.test(text))) {
      // "smash up the stall": a particle before the thing.
      const at = /^(?:up|in|out|down)$/.test(tokens[i + 1]?.word ?? '') ? i + 2 : i + 1;
      const thing = objectAt(tokens, at);
      // A thing WordNet files as property, or one it does not know ("tyres").
      if (!thing || mine(tokens, at, thing) || (thing.head !== 0 && (thing.head & NOUN_CLASSES.property) === 0)) continue;
      // A thing WordNet does not know counts only as a part of a person's thing ("the tyres on my boss's van").
      const owned = thing.owner && thing.head !== 0 ? thing : placeOf(tokens, thing);
      if (owned && (thing.head !== 0 || owned.owner)) add('theft', i, owned.end);
    }
  }
  return found;
}

/** The other person's thing a damaged part sits on ("the tyres on my boss's van"), or a place that wronged the asker ("the café that fired me"). */
function placeOf(tokens: readonly Token[], thing: ObjectPhrase): ObjectPhrase | null {
  const k = tokenAfter(tokens, thing.end);
  if (!/^(?:on|of|in|at)$/.test(tokens[k]?.word ?? '')) return null;
  const place = objectAt(tokens, k + 1);
  if (!place || mine(tokens, k + 1, place)) return null;
  if (place.owner) return place;
  // "the café that fired me": a grudge against the place or its people.
  const r = tokenAfter(tokens, place.end);
  if (/^(?:that|who|which)$/.test(tokens[r]?.word ?? '') && tokens.slice(r + 1, r + 4).some((t) => t.word === 'me' || t.word === 'us')) return place;
  return null;
}

/** "so customs does not find it": a "so" clause after the act whose verb of seeing or finding is negated. */
function unseenBy(tokens: readonly Token[], from: number): boolean {
  for (let j = from; j < tokens.length; j++) {
    if (tokens[j].word !== 'so') continue;
    const clause = tokens.slice(j + 1, j + 8).map((t) => t.word);
    const not = clause.findIndex((w) => /^(?:not|never|can't|cannot|won't|doesn't|don't|didn't)$/.test(w));
    if (not >= 0 && clause.slice(not + 1, not + 3).some((w) => (wideClasses('verb', w) & WIDE_CLASSES.perceive) !== 0)) return true;
  }
  return false;
}
