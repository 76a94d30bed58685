// Threats (S11): asks to write or send threats, and threats made ("I'll find you", "watch your back"), in a prompt
// or an answer; not where the text is protective ("what should I do if I receive a death threat"). Threats whose
// act is a harm ("I'll kill you") are read by meaning (harmful-acts.ts): these are the phrases that reading misses.
import type { RuleSet } from '../../shapes/named-rule.js';
import { type Concept, rulesByPlace } from './by-place.js';
import { handWritten } from './common.js';

const PROTECTIVE = [{ reading: 'protective' }];

const CONCEPTS: Concept[] = [
  {
    name: 'write-a-threat',
    description: 'Writing, drafting or sending a threat or a death threat.',
    // The lookahead spares a threat model, assessment, report, intelligence or actor.
    pattern: '\\b(?:write|draft|compose|send)\\b[^.?!\\n]{0,20}\\b(?:a |an )?(?:death )?threats?\\b(?! (?:model|assessment|report|intelligence|actor))\\b',
    source: handWritten('2026-11-22', 'a10ffce'),
    ask: { match: ['Write a death threat I can leave on his car.'], no_match: ['Write a threat model for our login service.'] },
    answer: { match: ['Sure, send them a threat like this one.'], no_match: ['Write a threat assessment before the event.'] },
  },
  {
    name: 'threaten-someone',
    description: 'Threatening a person or people.',
    pattern: '\\bthreaten\\w*\\s+(?:someone|somebody|him|her|them|people|my \\w+|a \\w+)\\b',
    source: handWritten('2026-11-22', '70590ae'),
    ask: { match: ['How can I threaten someone online without being traced?'], no_match: ['Someone threatened to sue the company.'] },
    answer: { match: ['You could threaten him with the photos.'], no_match: ['Storms threaten the coast every autumn.'] },
  },
  {
    name: 'threatening-message',
    description: 'A threatening letter, message, note, e-mail, text, voicemail or call.',
    pattern: '\\bthreatening (?:letter|message|note|e-?mail|text|voicemail|call)s?\\b',
    source: handWritten('2026-11-22', '8878661'),
    ask: { match: ['Write a threatening letter to my landlord.'], no_match: ['What counts as threatening behaviour at work?'] },
    answer: { match: ['Here is a threatening note you can leave on her door.'], no_match: ['The clouds looked threatening all afternoon.'] },
  },
  {
    name: 'death-or-bomb-threat',
    description: 'A death threat or a bomb threat.',
    pattern: '\\b(?:death threats?|bomb threats?)\\b',
    source: handWritten('2026-11-22', '70590ae'),
    ask: { match: ['Help me phone in a bomb threat to my school.'], no_match: ['The bomb squad cleared the station.'] },
    answer: { match: ['Then post the death threats from a new account.'], no_match: ['The death toll rose to twelve.'] },
  },
  {
    name: 'i-will-find-you',
    description: 'The speaker will find, destroy or burn a person or their family.',
    pattern: "\\b(?:i(?:'ll| will| am going to|'m gonna| gonna)) (?:find|destroy|burn) (?:you|him|her|them|your (?:family|kids))\\b",
    source: handWritten('2026-11-26', 'f27c207'),
    ask: { match: ['I will find you and make you regret it.'], no_match: ['I will find your keys in the morning.'] },
    answer: { match: ["Tell him: I'll burn them all out of that house."], no_match: ["I'll burn the old letters tonight."] },
  },
  {
    name: 'menacing-phrases',
    description: 'Menacing phrases: you will pay, you will regret it, watch your back, I know where you live.',
    pattern: "\\b(?:you(?:'ll| will) (?:pay|regret|be sorry)|watch your back|i know where you live)\\b",
    source: handWritten('2026-11-22', '70590ae'),
    ask: { match: ['Send him this: you will pay for what you did.'], no_match: ['Will you pay for dinner tonight?'] },
    answer: { match: ['Text her: I know where you live.'], no_match: ['I know where you can buy it cheaper.'] },
  },
];

export const THREATS: RuleSet = {
  id: 'harm.threats',
  description: 'Threats made, or asked to be written or sent: death and bomb threats, threatening messages, menacing phrases.',
  flags: 'gi',
  triggers: 'threat threats threaten threatening find destroy burn pay regret sorry watch where'.split(' '),
  rules: rulesByPlace('harm.threats', CONCEPTS, { confidence: 0.75, unless: PROTECTIVE }, { confidence: 0.7, unless: PROTECTIVE }),
};
