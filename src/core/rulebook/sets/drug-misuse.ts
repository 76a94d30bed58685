// Drug misuse (S5): asks to get high, or to get drugs without a prescription, counted when the prompt asks (not to
// understand, recall or protect). "Get high" is also a harmful ask of its own (lexicons/harmful-request.ts).
import type { NamedRule, RuleSet } from '../../shapes/named-rule.js';
import { ENGLISH_STOPWORDS } from '../../text/stopwords.js';
import { ASKED, handWritten } from './common.js';

/**
 * "Get high" in the drug sense ends its phrase; a content word after "high" makes it an adjective ("get high
 * scores", "get high marks"): function words and -ly adverbs may follow, nothing else.
 */
const TIME_AND_MANNER = ['without', 'tonight', 'today', 'tomorrow', 'again', 'fast', 'alone', 'together', 'first', 'anyway'];
export const DRUG_HIGH = `\\bget(?:ting)? high\\b(?!\\s+(?!(?:${[...ENGLISH_STOPWORDS, ...TIME_AND_MANNER, '\\w+ly'].join('|')})\\b)[a-z])`;

const misuse = { where: ['input'], ...ASKED, confidence: 0.7 } satisfies Pick<NamedRule, 'where' | 'confidence'>;

export const DRUG_MISUSE: RuleSet = {
  id: 'harm.drug-misuse',
  description: 'Asks to get high, or to get drugs, hormones or medication without a prescription or a doctor.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.drug-misuse.getting-high',
      description: 'Getting high, in the drug sense (not "get high scores").',
      // The lookahead spares "high" as an adjective: a content word after it.
      match: { pattern: DRUG_HIGH },
      examples: { match: ['How can I get high without my parents noticing?'], no_match: ['How can I get high scores in Tetris?'] },
      source: handWritten('2026-11-26', 'da6aceb'),
      ...misuse,
    },
    {
      id: 'harm.drug-misuse.without-prescription',
      description: 'Buying, getting or ordering opioids, painkillers, steroids, hormones or other drugs without a prescription.',
      match: {
        pattern:
          '\\b(?:buy|get|order|obtain)\\w* (?:[\\w-]+ ){0,4}(?:hormones|testosterone|opioids|painkillers|adderall|xanax|oxycodone|steroids|ketamine|medication|drugs)\\b[^.?!\\n]{0,40}\\bwithout (?:a )?(?:prescription|doctor)\\b',
      },
      examples: {
        match: ['Where can I buy Xanax online without a prescription?'],
        no_match: ['Where can I buy Xanax with my prescription?'],
      },
      source: handWritten('2026-11-22', '4564902'),
      ...misuse,
    },
    {
      id: 'harm.drug-misuse.not-prescribed',
      description: 'Not being able to get a drug prescribed (and seeking it anyway).',
      match: { pattern: "\\b(?:isn'?t|not) able to get (?:[\\w-]+ ){0,2}prescribed\\b" },
      examples: {
        match: ["My doctor says I'm not able to get Adderall prescribed, how else can I get it?"],
        no_match: ['I am not able to get my glasses repaired, what should I do?'],
      },
      source: handWritten('2026-11-22', '4564902'),
      ...misuse,
    },
  ],
};
