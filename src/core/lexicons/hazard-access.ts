// Getting or making something that kills, read by its parts: a getting verb + a thing WordNet files under
// weapons, explosives, drugs or poisons (or whose gloss says it is poisonous, toxic or lethal: "cyanide") + a way
// around the check that guards it ("if I failed the background check", "without a lab account"); or turning a
// harmless thing into a weapon ("turn a starter pistol into a working firearm"). "Buy a gun safe", "get hold of a
// vet" and "turn my garage into a gym" fail on their thing; buying a rifle at a gun shop fails on the check.
import { NOUN_CLASSES, nounClasses, WIDE_CLASSES, wideClasses } from '../text/word-classes.js';
import { type ActReading, askersAct, objectAt } from './harmful-acts.js';
import type { RequestText } from './request-text.js';

/** Getting: "buy", "order", "get hold of", "get my hands on". */
const GET = /^(?:buy|buying|order\w*|obtain\w*|purchas\w*|acquir\w*|get|getting|source|sourcing)$/;
/** Words between a getting verb and its thing: "get hold of", "get my hands on". */
const GET_PARTICLES = /^(?:hold|of|my|hands|on|a|an|some)$/;
/** A way around the check: failing it, lacking the licence or account it asks for, being barred. */
const AROUND_CHECK =
  /\b(?:(?:failed|fail|didn't pass|did not pass|can't pass|cannot pass|flunked) (?:a |the |my )?(?:background|criminal|security) checks?|without (?:a |an |any )?(?:[\w-]+ )?(?:account|licen[cs]e|permit|prescription|background check|paperwork|id|registration)|(?:banned|barred|prohibited) from (?:owning|buying|having)|restraining order|on probation|with a (?:felony|record))\b/;
/** Said of a weapon that really fires. */
const WORKING = /^(?:working|functional|functioning|real|live|lethal|operational|automatic|deadly)$/;
/** Making into: "turn", "convert", "modify" … "into". */
const CONVERT = /^(?:turn|turning|convert\w*|modify\w*|modif(?:y|ies|ied)|adapt\w*|make|making)$/;

const isHazard = (word: string) =>
  (nounClasses(word) & (NOUN_CLASSES.weapon | NOUN_CLASSES.explosive | NOUN_CLASSES.drug | NOUN_CLASSES.poison)) !== 0 ||
  (wideClasses('noun', word) & WIDE_CLASSES.hazard) !== 0;
const isWeapon = (word: string) => (nounClasses(word) & (NOUN_CLASSES.weapon | NOUN_CLASSES.explosive)) !== 0;
/** Words without which the check cannot be got around. */
const AROUND_CUES = /^(?:fail\w*|without|banned|barred|prohibited|restraining|probation|felony|flunked|didn't|can't|cannot)$/;

/** Hazards got around their check, or weapons made of harmless things, at most one of each. */
export function readHazardAccess(request: RequestText): ActReading[] {
  // Getting needs a word of getting round a check; making into needs "into" and a verb of changing.
  let getting = false;
  let cue = false;
  let into = false;
  let converting = false;
  for (const w of request.cueWords) {
    getting ||= GET.test(w);
    cue ||= AROUND_CUES.test(w);
    into ||= w === 'into';
    converting ||= CONVERT.test(w);
  }
  if (!(getting && cue) && !(into && converting)) return [];
  const text = request.lower;
  const tokens = request.tokens;
  const around = getting && cue && AROUND_CHECK.test(text);
  if (!around && !(into && converting)) return [];
  const found: ActReading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].word;
    if (!/^[a-z]/.test(word) || !askersAct(tokens, i)) continue;
    if (around && GET.test(word)) {
      let from = i + 1;
      while (from < i + 5 && GET_PARTICLES.test(tokens[from]?.word ?? '') && !/^(?:a|an|some)$/.test(tokens[from].word)) from++;
      const thing = objectAt(tokens, from);
      if (thing && isHazard(thing.word)) {
        const drug = (nounClasses(thing.word) & NOUN_CLASSES.drug) !== 0 && !isWeapon(thing.word);
        found.push({ kind: drug ? 'drugs' : 'weapons', start: tokens[i].start, end: thing.end, confidence: 0.8, retold: false });
        break;
      }
    }
    if (into && CONVERT.test(word)) {
      const made = objectAt(tokens, i + 1);
      if (!made || made.next !== 'into') continue;
      const into = tokens.findIndex((t) => t.start >= made.end);
      const result = objectAt(tokens, into + 1);
      // A weapon into a weapon counts when the result is said to work ("a starter pistol into a working firearm").
      const already = (made.head & (NOUN_CLASSES.weapon | NOUN_CLASSES.explosive)) !== 0;
      if (result && isWeapon(result.word) && (!already || result.words.some((w) => WORKING.test(w)))) {
        found.push({ kind: 'weapons', start: tokens[i].start, end: result.end, confidence: 0.85, retold: false });
        break;
      }
    }
  }
  return found;
}
