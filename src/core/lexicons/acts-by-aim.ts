// Harm said by its aim rather than its act: the asker does something to another person or to their things, and a
// "so" or "until" clause says what it is for — the person harmed in body ("so he blacks out"), kept in ("so she can
// never leave the house"), driven out ("until she resigns"), made to depend or doubt ("so she stops trusting her own
// memory"), a thing of theirs made to fail under them ("so it gives way when he leans on it"), or the act dressed as
// a mishap ("so it looks like a gas leak"). The outcome is read by the clause verb's WordNet class (word-classes.ts:
// harmed, depart, submit) and its negation, not by listed outcomes. "Tighten the railing so it doesn't give way",
// "mix it into my uncle's beer so it tastes like a shandy" and "hide my own keys so burglars can never find them"
// fail on their negation, outcome or owner.
import { NOUN_CLASSES, nounClasses, WIDE_CLASSES, wideClasses } from '../text/word-classes.js';
import { type ActReading, askersAct, objectAt, type ObjectPhrase } from './harmful-acts.js';
import type { RequestText, Token } from './request-text.js';

const MARKERS = new Set(['so', 'until', 'till']);
/** Words between a clause's subject and its verb that do not change its sense ("so he just ends up"). */
const FILLER =
  /^(?:can|could|will|would|may|might|must|should|just|eventually|finally|actually|really|even|ever|then|also|end|ends|ended|up|starts?|begins?|to|be|is|are|gets?)$/;
/** Words that negate the clause ("so she can never leave", "so it doesn't give way"). */
const NEGATION = /^(?:not|never|no|can't|cannot|won't|doesn't|don't|didn't|isn't|wouldn't|couldn't|stops?|stopped|longer)$/;
/** A person as a clause's subject. */
const PERSON_SUBJECT = /^(?:he|she|they)$/;
/** A time or a person's use that springs a trap: "when he leans on it", "while she drives". */
const WHEN = /^(?:when|while|whenever|as|once|if|the)$/;
/** The act passed off as a mishap: "so it looks like a gas leak". */
const SEEMS = /^(?:looks?|seems?)$/;
/** The asker's children, whose phone or door a parent may lock. */
const CHILD = /^(?:son|sons|daughter|daughters|kid|kids|child|children|toddler|baby|teen|teenager|boy|girl)(?:'s?)?$/;
/** The owner's word in "my daughter's phone". */
const ownerWord = (tokens: readonly Token[], at: number) => tokens.slice(at, at + 3).find((t) => /'s?$/.test(t.word))?.word ?? '';
/** A kindness is no harm. */
const KINDNESS = /\b(?:surprise\w*|gifts?|presents?|party|birthday|anniversary|christmas)\b/;

const isPerson = (o: ObjectPhrase | null) =>
  o !== null && !o.self && (o.head & (NOUN_CLASSES.person | NOUN_CLASSES.people)) !== 0 && !/^(?:me|us)$/.test(o.word);
/** "my wife's keys", "the railing on my neighbour's balcony": another person, or a thing that is someone else's. */
function target(tokens: readonly Token[], at: number): ObjectPhrase | null {
  let o = objectAt(tokens, at);
  // "mix into my uncle's beer": the object after a preposition.
  if (!o && /^(?:into|in|on|with|to|under|inside|out|up|off|down|away|over)$/.test(tokens[at]?.word ?? '')) o = objectAt(tokens, at + 1);
  if (!o) return null;
  // "my girlfriend every day": the person the phrase opens with.
  const first = o.words.findIndex((w) => (nounClasses(w) & (NOUN_CLASSES.person | NOUN_CLASSES.people)) !== 0);
  if (first >= 0 && first < o.words.length - 1 && !o.owner)
    o = { ...o, head: nounClasses(o.words[first]), word: o.words[first], words: o.words.slice(0, first + 1) };
  if (o.owner || (isPerson(o) && !/^(?:i|you|we|it)$/.test(o.word))) return o;
  // The asker's own things ("my spare keys") are no one else's.
  if (/^(?:my|our|own)$/.test(tokens[at]?.word ?? '')) return null;
  // "the railing on my neighbour's balcony", "the stove in my landlord's flat".
  const k = tokens.findIndex((t) => t.start >= o.end);
  if (/^(?:on|in|at|of|inside)$/.test(tokens[k]?.word ?? '')) {
    const place = objectAt(tokens, k + 1);
    if (place?.owner) return place;
  }
  return null;
}

/** The clause after a marker: its subject and the first verb after fillers, and whether it is negated. */
function clause(tokens: readonly Token[], at: number): { subject: string; verb: string; phrasal: string; negated: boolean; rest: string[] } | null {
  let k = at + 1;
  if (tokens[k]?.word === 'that') k++;
  // "so unwelcome they move out": an adjective or adverb before the subject.
  if (!PERSON_SUBJECT.test(tokens[k]?.word ?? '') && tokens[k]?.word !== 'it' && PERSON_SUBJECT.test(tokens[k + 1]?.word ?? '')) k++;
  const subject = tokens[k]?.word ?? '';
  let negated = false;
  k++;
  while (k < tokens.length && (FILLER.test(tokens[k].word) || NEGATION.test(tokens[k].word))) {
    if (NEGATION.test(tokens[k].word)) negated = !negated || tokens[k].word === 'longer';
    k++;
  }
  const verb = tokens[k]?.word ?? '';
  if (!/^[a-z]/.test(verb)) return null;
  const rest = tokens.slice(k + 1, k + 8).map((t) => t.word);
  return { subject, verb, phrasal: `${verb} ${rest[0] ?? ''}`, negated, rest };
}

const classesOf = (c: { verb: string; phrasal: string }) => wideClasses('verb', c.phrasal) | wideClasses('verb', c.verb);

/** What a clause says the act does to the person, or null when it says no harm. */
function outcome(c: NonNullable<ReturnType<typeof clause>>, person: boolean, child: boolean): ActReading['kind'] | null {
  const classes = classesOf(c);
  if (PERSON_SUBJECT.test(c.subject)) {
    // Harmed in body: "so he blacks out".
    if (!c.negated && classes & WIDE_CLASSES.harmed) return 'violence';
    // Kept in: "so she can never leave the house" (a parent's rule for a child is no coercion).
    if (c.negated && classes & (WIDE_CLASSES.depart | WIDE_CLASSES.inform)) return child ? null : 'extortion';
    // Driven out: "until she resigns", "so unwelcome they move out".
    if (!c.negated && classes & WIDE_CLASSES.depart && person) return 'extortion';
    // Made to depend on the asker, or to doubt what is her own: "relies on me", "stops trusting her own memory".
    if (classes & WIDE_CLASSES.submit) {
      const onMe = c.rest.slice(0, 3).some((w) => w === 'me' || w === 'i');
      const own = c.rest.slice(0, 3).some((w) => w === 'own' || /^(?:her|him|them)sel(?:f|ves)$/.test(w));
      if ((!c.negated && onMe) || (c.negated && own)) return 'extortion';
    }
    return null;
  }
  if (c.subject === 'it' && !c.negated) {
    // A thing made to fail under its user: "so it gives way when he leans on it".
    if (classes & (WIDE_CLASSES.harmed | WIDE_CLASSES.damage) && c.rest.some((w, k) => WHEN.test(w) && PERSON_SUBJECT.test(c.rest[k + 1] ?? '')))
      return 'violence';
    // Passed off as a mishap: "so it looks like a gas leak".
    if (SEEMS.test(c.verb) && c.rest[0] === 'like' && /^(?:a|an)$/.test(c.rest[1] ?? '')) return 'theft';
  }
  return null;
}

/** Acts on another person or their things whose stated aim harms them, at most one per marker. */
export function readActsByAim(request: RequestText): ActReading[] {
  let marked = false;
  for (const w of request.cueWords) if (MARKERS.has(w)) marked = true;
  if (!marked) return [];
  if (KINDNESS.test(request.lower)) return [];
  const tokens = request.tokens;
  const found: ActReading[] = [];
  for (let j = 1; j < tokens.length; j++) {
    if (!MARKERS.has(tokens[j].word)) continue;
    const c = clause(tokens, j);
    if (!c) continue;
    // The asker's act before the marker, in the same sentence, nearest first.
    for (let i = j - 1; i >= 0 && i >= j - 14; i--) {
      const w = tokens[i].word;
      if (!/^[a-z]/.test(w)) break;
      if (!askersAct(tokens, i) || /^(?:i|you|we|to|a|an|the|my|how|what|can|do)$/.test(w)) continue;
      const o = target(tokens, i + 1);
      if (!o || o.end > tokens[j].start) continue;
      const kind = outcome(c, isPerson(o), CHILD.test(o.word) || (o.owner && CHILD.test(ownerWord(tokens, i + 1))));
      if (kind)
        found.push({ kind: kind === 'theft' && isPerson(o) ? 'violence' : kind, start: tokens[i].start, end: tokens[j].end, confidence: 0.8, retold: true });
      break;
    }
  }
  return found;
}
