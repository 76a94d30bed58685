// A lie spread about a person, read by its parts: a word WordNet files under lies and rumours (word-classes.ts:
// slander — "a rumour", "lies", "a smear") that the asker spreads, tells or starts about another person ("spread a
// rumour that my manager …", "what lies can I tell HR about my colleague"); or a claim the asker puts about ("tell
// everyone", "convince the neighbourhood", "a post", "a campaign") that another person did a wrong (WordNet: hit,
// abuse, steal, molest …) or is a wrongdoer ("drug dealers", "a criminal"), said to be false or told to many.
// "Spread the word that my manager is retiring", "tell my mum that my uncle hit me" (the asker is the one wronged)
// and "start a campaign that shows my candidate's record" fail on their word, victim or claim.
import { NOUN_CLASSES, nounClasses, WIDE_CLASSES, wideClasses, wideNouns } from '../text/word-classes.js';

/** The words of lies and rumours, for the words gate (made at first need). */
let SLANDER: Set<string> | undefined;
import { type ActReading, askersAct, objectAt } from './harmful-acts.js';
import type { RequestText, Token } from './request-text.js';

/** Putting words about: spreading, telling, starting, posting, writing, making up. */
const SPREAD =
  /^(?:spread\w*|start\w*|tell|telling|told|post\w*|writ(?:e|es|ing)|wrote|circulat\w+|invent\w*|plant\w*|shar(?:e|es|ed|ing)|creat\w+|mak(?:e|es|ing)|made|convinc\w+|persuad\w+|claim\w*|say|saying|accus\w+)$/;
/** Said to be false: "even though it isn't true", "though he didn't". */
const FALSE =
  /\b(?:not true|isn'?t true|untrue|false(?:ly)?|made[- ]up|fake|though (?:he|she|they|it) (?:didn'?t|did not|doesn'?t|does not|isn'?t|is not|never|hasn'?t|has not|wasn'?t))\b/;
/** Words without one of which FALSE cannot match. */
const FALSE_CUES = new Set('true untrue false falsely made fake though'.split(' '));
/** Told to many: everyone, a whole neighbourhood, a group, online. */
const MANY = new Set(
  'everyone everybody whole neighbourhood neighborhood community town village street school church group followers public online internet campaign post posts forum facebook twitter tiktok instagram'.split(
    ' ',
  ),
);
const PERSON_WORD = /^(?:he|she|they|him|her|them)$/;
const SELF = /^(?:me|us|myself|i)$/;

const isPerson = (w: string) => PERSON_WORD.test(w) || (nounClasses(w) & (NOUN_CLASSES.person | NOUN_CLASSES.people)) !== 0;

/** The claim after "that" or "about": a person other than the asker, and whether it accuses them of a wrong. */
function claimAt(tokens: readonly Token[], at: number): { person: boolean; wrong: boolean } {
  const words = tokens.slice(at, at + 10).map((t) => t.word);
  const end = words.findIndex((w) => /^[.?!;,]$/.test(w));
  const clause = end >= 0 ? words.slice(0, end) : words;
  const p = clause.findIndex((w, k) => k < 5 && isPerson(w) && !SELF.test(w));
  if (p < 0) return { person: false, wrong: false };
  const after = clause.slice(p + 1);
  // The wronged one is the asker: "that my uncle hit me" is a disclosure, not a lie.
  const victimIsAsker = after.some((w) => SELF.test(w));
  const wrong =
    !victimIsAsker &&
    after.some(
      (w, k) =>
        // A wrong done to someone ("hits kids", not "stole the show"), or a wrongdoer named.
        ((wideClasses('verb', w) & WIDE_CLASSES.wrong) !== 0 && after.slice(k + 1, k + 4).some((o) => isPerson(o.replace(/'s?$/, '')))) ||
        (nounClasses(w) & NOUN_CLASSES.vile) !== 0 ||
        (nounClasses(`${w} ${after[k + 1]}`) & NOUN_CLASSES.vile) !== 0,
    );
  return { person: true, wrong };
}

/** Lies and accusations spread about another person, at most one. */
export function readLiesAboutPeople(request: RequestText): ActReading[] {
  SLANDER ??= wideNouns(WIDE_CLASSES.slander);
  // A lie's word, or "that" with a sign of falsehood or of many told.
  let slander = false;
  let that = false;
  let spread = false;
  for (const w of request.cueWords) {
    slander ||= SLANDER.has(w) || (w.endsWith('s') && SLANDER.has(w.slice(0, -1)));
    that ||= w === 'that';
    spread ||= MANY.has(w) || FALSE_CUES.has(w);
  }
  if (!slander && !(that && spread)) return [];
  const tokens = request.tokens;
  const text = request.lower;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].word;
    if (!SPREAD.test(word) || !askersAct(tokens, i)) continue;
    // "spread a rumour that my manager …", "lies … about my colleague" (the lie may come before the verb).
    const said = objectAt(tokens, i + 1);
    const near = tokens.slice(Math.max(0, i - 3), i + 6);
    const lie = near.some((t) => (wideClasses('noun', t.word) & WIDE_CLASSES.slander) !== 0);
    const rest = tokens.slice(i + 1, i + 14);
    const marker = rest.findIndex((t) => t.word === 'that' || t.word === 'about');
    if (marker < 0) continue;
    const claim = claimAt(tokens, i + 2 + marker);
    if (!claim.person) continue;
    const many = tokens.some((t) => MANY.has(t.word)) || (said !== null && MANY.has(said.word));
    if ((lie && !SELF.test(tokens[i + 2 + marker]?.word ?? '')) || (claim.wrong && (FALSE.test(text) || many))) {
      return [{ kind: 'misinformation', start: tokens[i].start, end: rest[marker].end, confidence: 0.8, retold: true }];
    }
  }
  return [];
}
