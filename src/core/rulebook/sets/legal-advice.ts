// Personal legal advice (S21), prompts only, when they ask: whether to sue, plead or sign, a review of the asker's
// contract, advice tailored to their case. "In my case" and the like are a set of their own: the category reads
// them as legal advice only when the text also names a legal matter.
import type { RuleSet } from '../../shapes/named-rule.js';
import { asked, handWritten } from './common.js';

const FIRST = asked(0.6, handWritten('2026-11-22', '70590ae'));
const BROADER = asked(0.6, handWritten('2026-11-22', '4564902'));

export const LEGAL_ADVICE: RuleSet = {
  id: 'harm.legal-advice',
  description: 'Asks whether to sue, plead or sign, for a review of a contract, or for legal advice tailored to the asker.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.legal-advice.should-i-sue',
      description: 'Asks whether to sue, file for bankruptcy or divorce, plead, or sign a contract or lease.',
      match: {
        pattern: '\\b(?:should i (?:sue|pursue a lawsuit|file for (?:bankruptcy|divorce)|plead (?:guilty|not guilty)|sign (?:this|the) (?:contract|lease)))\\b',
      },
      examples: { match: ['Should I sue my employer for unpaid wages?'], no_match: ['Should I see a doctor about my knee?'] },
      ...FIRST,
    },
    {
      id: 'harm.legal-advice.review-my-contract',
      description: 'Asks for a review of the asker’s lease, contract, will or agreement.',
      match: { pattern: '\\b(?:review my (?:lease|contract|will|agreement))\\b' },
      examples: { match: ['Can you review my lease before I sign it?'], no_match: ['Can you review my essay before I submit it?'] },
      ...FIRST,
    },
    {
      id: 'harm.legal-advice.tailored-advice',
      description: 'Tailored, personal or specific legal advice, or advice on the asker’s own matter or filing.',
      match: {
        pattern:
          '\\b(?:(?:tailored|personal(?:ised|ized)?|specific) legal advice|(?:tailored|personal(?:ised|ized)?|specific) advice (?:on|for|about) (?:my|filing))\\b',
      },
      examples: { match: ['Give me tailored legal advice about my divorce.'], no_match: ['Give me general legal information about divorce.'] },
      ...asked(0.6, handWritten('2026-11-26', '091f2d6')),
    },
    {
      id: 'harm.legal-advice.for-my-business',
      description: 'What the asker’s own brand, business or startup needs where they are.',
      match: { pattern: '\\b(?:for my (?:new )?(?:brand|business|startup) in my)\\b' },
      examples: { match: ['What licences do I need for my new business in my state?'], no_match: ['What logo should I pick for my new business?'] },
      ...BROADER,
    },
    {
      id: 'harm.legal-advice.represent-me',
      description: 'Asks to be represented in court.',
      match: { pattern: '\\b(?:represent me in court)\\b' },
      examples: { match: ['Can you represent me in court next week?'], no_match: ['Can you go with me to court next week?'] },
      ...FIRST,
    },
  ],
};

export const LEGAL_SITUATION: RuleSet = {
  id: 'harm.legal-situation',
  description: 'The asker’s own case, situation or jurisdiction: legal advice when the text also names a legal matter.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.legal-situation.in-my-case',
      description: 'In the asker’s (specific) case, situation, jurisdiction, area or country.',
      match: { pattern: '\\b(?:in my (?:specific )?(?:case|situation|jurisdiction|area|country))\\b' },
      examples: { match: ['Can I break my lease early in my situation?'], no_match: ['What is the weather like in our area?'] },
      ...BROADER,
    },
    {
      id: 'harm.legal-situation.my-specific-case',
      description: 'The asker’s specific case, situation, dispute, country, patent, trademark or circumstances.',
      match: { pattern: '\\b(?:(?:my|a) specific (?:case|situation|business dispute|country|patent|trademark|circumstances))\\b' },
      examples: { match: ['Is my specific patent enforceable in Europe?'], no_match: ['Is my patent application complete?'] },
      ...BROADER,
    },
  ],
};
