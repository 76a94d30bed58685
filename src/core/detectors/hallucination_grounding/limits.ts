// Negations that restate a source instead of denying it. "Never take more than 6 tablets" says what "the
// maximum is 6 tablets" says: a negated bound is a limit. "Unused leave does not carry over" says what "unused
// leave expires" says: a source that says something lapses (expires, is forfeited, resets) denies without a negation word.

/** A negation followed, within three words, by a comparative bound ("no more than", "must not exceed"). */
const NEGATION = String.raw`(?:\b(?:not|no|never|cannot)\b|n['’]t\b)`;
const BOUND = String.raw`(?:more|longer|later|greater|higher|larger|bigger|over|above|beyond|exceed(?:s|ed|ing)?|in excess)\b`;
const NEGATED_BOUND = new RegExp(String.raw`${NEGATION}(?:\s+[\w'’-]+){0,3}?\s+${BOUND}`, 'i');

/** Verbs of lapsing (expires, is forfeited, resets): a sentence with one denies that what it names is kept. */
const ENDS_OR_LOSES = /\b(?:expir(?:e|es|ed|ing|y)|laps(?:e|es|ed|ing)|forfeit(?:s|ed)?|void(?:ed)?|reset(?:s)?)\b/i;

/** Whether a sentence's negation is a limit ("no more than N", "never over N"), not a denial. */
export const negatesABound = (sentence: string): boolean => NEGATED_BOUND.test(sentence);

/** Whether a source sentence denies by meaning (expires, is lost, is reset), so a negated restatement agrees with it. */
export const deniesByMeaning = (sentence: string): boolean => ENDS_OR_LOSES.test(sentence);
