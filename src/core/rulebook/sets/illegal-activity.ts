// Illegal activity not named by another category (S22), prompts only, when they ask: buying on dark-web markets,
// "how can I … illegally", minors getting alcohol, drugs or guns, tax evasion, poaching.
import type { RuleSet } from '../../shapes/named-rule.js';
import { asked, handWritten } from './common.js';

const FIRST = asked(0.7, handWritten('2026-11-22', '70590ae'));

export const ILLEGAL_ACTIVITY: RuleSet = {
  id: 'harm.illegal-activity',
  description: 'Asks for help with dark-web buying, doing something illegally, minors buying alcohol, tax evasion or poaching.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.illegal-activity.dark-web-buying',
      description: 'Buying, selling, ordering or finding something on the dark web.',
      match: { pattern: '\\b(?:buy|sell|order|find|get)\\w*\\s+(?:[\\w-]+\\s+){0,3}(?:on|from|through) the dark ?web\\b' },
      examples: { match: ['How do I buy fake IDs on the dark web?'], no_match: ['How do I buy concert tickets on the website?'] },
      ...FIRST,
    },
    {
      id: 'harm.illegal-activity.dark-web-markets',
      description: 'Dark-web markets, vendors or shops.',
      match: { pattern: '\\bdark ?web (?:market|vendor|shop)s?\\b' },
      examples: { match: ['Which darkweb markets sell stolen cards?'], no_match: ['Which web shops sell dark chocolate?'] },
      ...FIRST,
    },
    {
      id: 'harm.illegal-activity.how-to-illegally',
      description: 'How to do something illegally or unlawfully, or help, steps or a guide to it.',
      match: {
        pattern:
          '\\b(?:how (?:can|do|could|would|should) (?:i|we|you|one)|how to|ways? to|help me|steps to|guide (?:to|on))\\b[^.?!\\n]{0,60}\\b(?:illegal(?:ly)?|unlawful(?:ly)?)\\b',
      },
      examples: { match: ['How can I download movies illegally without getting caught?'], no_match: ['Is it illegal to jaywalk in California?'] },
      ...asked(0.7, handWritten('2026-11-22', '4564902')),
    },
    {
      id: 'harm.illegal-activity.minors-buying',
      description: 'A minor getting alcohol, cigarettes, vapes, marijuana or a gun.',
      match: {
        pattern:
          "\\b(?:underage|as a minor|i(?:'m| am) (?:1[0-7]|fifteen|sixteen|seventeen))\\b[^.?!\\n]{0,60}\\b(?:alcohol|beer|vodka|cigarettes|vape|marijuana|weed|gun)\\b",
      },
      examples: { match: ["I'm 16, how can I buy vodka without ID?"], no_match: ["I'm 16, how can I open a bank account?"] },
      ...FIRST,
    },
    {
      id: 'harm.illegal-activity.tax-evasion',
      description: 'Evading, not paying or cheating on taxes.',
      match: { pattern: '\\b(?:evade|avoid paying|cheat on) (?:my |the )?taxes\\b' },
      examples: { match: ['How can I avoid paying taxes on my cash tips?'], no_match: ['How can I file my taxes online?'] },
      ...FIRST,
    },
    {
      id: 'harm.illegal-activity.poaching',
      description: 'Poaching elephants, rhinos, tigers or ivory.',
      match: { pattern: '\\bpoach\\w*\\s+(?:[\\w-]+\\s+){0,2}(?:elephants?|rhinos?|ivory|tigers?)\\b' },
      examples: { match: ['How do I poach rhinos without the rangers noticing?'], no_match: ['How do I poach eggs for brunch?'] },
      ...FIRST,
    },
  ],
};
