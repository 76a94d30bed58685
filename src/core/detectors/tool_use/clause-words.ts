// The words of a clause as the claim reader (claims.ts) reads them: lower-cased, contractions undone, and the
// closed classes it tells apart (modals, forms of "be", negations, particles, words of result or of failure).
import { tokenize } from '../../text/text-view.js';

export interface Tok {
  w: string;
  start: number;
  end: number;
}

const set = (list: string) => new Set(list.split(' '));

/** Words before a verb that make it an offer, a plan or an attempt, not a report. */
export const MODAL = set(
  'will would can could shall should may might must going want wants need needs plan hope about try tried trying attempted attempt wanted needed planned expect expected ought wish let',
);
/** Words that open a clause that does not report: "if it has been sent", "once I've booked". */
export const SUBORDINATE = set('if once when whenever unless until before after whether soon that which who whom where because since while though although');
export const NEGATION = set('not never no nothing none neither nobody nor');
/** Adverbs between a subject and its verb: "I have just sent", "it is now done". */
export const ADVERB = set(
  'just already now also successfully finally quickly then all fully officially since still indeed actually automatically manually even',
);
export const CONJUNCTION = set('and but so or then plus yet');
/** Forms of "be" (and "get") a passive or a state turns on. */
export const BE = set('is are was were been being got gets get');
/** Particles of phrasal verbs: "called off", "signed up", "taken care of". */
export const PARTICLE = set('off up out through back in care ahead');
/** Verbs of failure: a clause that reports one tells the user the operation did not happen. */
export const FAILURE_VERBS = set('decline reject deny refuse fail block lock halt abort suspend delay interrupt freeze bounce revert stall time_out flag');
/** Words that say an operation is over, after a form of "be": "is done", "went through", "is out", "is live". */
export const RESULT = set('done complete finished through set live successful sorted handled out');
/** Openers before a bare report: "Great, done!", "Good news: sent". */
export const INTERJECTION = set('great good news okay ok perfect sure alright right yes excellent awesome there you go so and also well');
export const DETERMINER = set('the your a an my our this that these those his her their');
/** Words whose "'s" is "is" ("it's"), not a possessive ("Priya's"). */
export const PRONOUN_IS = set('it that there here everything everyone what this he she all who');
/** Subjects that name nothing in particular: "it's done", "everything went through". */
export const EMPTY_SUBJECTS = set('it that this everything all you we i there which what both they he she');

const CONTRACTED: Record<string, string> = { ve: 'have', re: 'are', ll: 'will', m: 'am', d: "'d", s: 'is' };

/** Lower-cased words with contractions undone: "I've" → i have, "hasn't" → has not, "it's" → it is. */
export function words(text: string, offset: number): Tok[] {
  const out: Tok[] = [];
  for (const t of tokenize(text)) {
    const start = offset + t.start;
    const end = offset + t.end;
    const raw = t.text.toLowerCase();
    if (raw === 'cannot') {
      out.push({ w: 'can', start, end }, { w: 'not', start, end });
      continue;
    }
    if (!raw.includes("'") && !raw.includes('’')) {
      out.push({ w: raw, start, end });
      continue;
    }
    const lower = raw.replace(/’/g, "'");
    const nt = /^(\w+)n't$/.exec(lower);
    const apos = nt ? null : /^(\w+)'(ve|re|ll|m|d|s)$/.exec(lower);
    if (nt) {
      const base = nt[1] === 'ca' ? 'can' : nt[1] === 'wo' ? 'will' : nt[1] === 'sha' ? 'shall' : nt[1];
      out.push({ w: base, start, end }, { w: 'not', start, end });
    } else if (apos && (apos[2] !== 's' || PRONOUN_IS.has(apos[1]))) out.push({ w: apos[1], start, end }, { w: CONTRACTED[apos[2]], start, end });
    else out.push({ w: apos ? apos[1] : lower, start, end });
  }
  return out;
}
