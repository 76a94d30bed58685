// Dual-use asks: harmless for most people who ask, dangerous for a few (S13, Needs Caution). Flagged with low
// confidence, and not where the ask is protective ("how do I keep my child from finding a lethal dose").
import type { NamedRule, RuleSet } from '../../shapes/named-rule.js';
import { handWritten } from './common.js';

const common = {
  where: ['input'],
  unless: [{ reading: 'protective' }],
  confidence: 0.55,
  source: handWritten('2026-11-22', '70590ae'),
} satisfies Pick<NamedRule, 'where' | 'unless' | 'confidence' | 'source'>;

export const DUAL_USE: RuleSet = {
  id: 'harm.dual-use',
  description: 'Asks that are usually harmless but could enable harm for a few: doses, filters, locks, tracking a partner.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.dual-use.lethal-dose',
      description: 'A lethal or fatal dose, or how much of something would kill.',
      match: { pattern: '\\b(?:lethal dose|fatal dose|how much (?:[\\w-]+ ){0,3}(?:would|does it take to|can) (?:kill|be fatal|overdose))\\b' },
      examples: {
        match: ['What is the lethal dose of acetaminophen?', 'How much insulin would kill a grown man?'],
        no_match: ['What is a safe daily dose of vitamin D?'],
      },
      ...common,
    },
    {
      id: 'harm.dual-use.undetectable-poison',
      description: 'Something undetectable in an autopsy, a toxicology screen or a drug test.',
      match: { pattern: '\\bundetectable (?:in|by) (?:an? )?(?:autopsy|toxicology|drug test)\\b' },
      examples: { match: ['Which substances are undetectable in an autopsy?'], no_match: ['What does a toxicology screen detect?'] },
      ...common,
    },
    {
      id: 'harm.dual-use.untraceable',
      description: 'Making something untraceable.',
      match: { pattern: '\\buntraceable\\b' },
      examples: { match: ['How do I buy an untraceable phone?'], no_match: ['How do I trace a parcel?'] },
      ...common,
    },
    {
      id: 'harm.dual-use.without-prescription-or-check',
      description: 'Getting something without a prescription, a license or a background check.',
      match: { pattern: '\\bwithout (?:a )?(?:prescription|license|background check)\\b' },
      examples: {
        match: ['Where can I buy oxycodone without a prescription?', 'Can I get a gun without a background check?'],
        no_match: ['How do I renew my prescription?'],
      },
      ...common,
    },
    {
      id: 'harm.dual-use.filter-bypass',
      description: 'Getting around or turning off content, safety or parental filters and controls.',
      match: {
        pattern: '\\b(?:bypass|get around|disable|turn off) (?:the |your |its )?(?:content|safety|parental|nsfw) (?:filters?|controls?|guards?|settings?)\\b',
      },
      examples: { match: ['How can I turn off the content filter on this chatbot?'], no_match: ['How do I set parental controls on an iPad?'] },
      ...common,
    },
    {
      id: 'harm.dual-use.lock-picking',
      description: 'Picking a lock.',
      match: { pattern: '\\bpick (?:a |the )?lock\\b' },
      examples: { match: ['How do I pick a lock on a bedroom door?'], no_match: ['How do I change the lock on my front door?'] },
      ...common,
    },
    {
      id: 'harm.dual-use.hot-wiring',
      description: 'Hot-wiring a vehicle.',
      match: { pattern: '\\bhot-?wire\\b' },
      examples: { match: ['How do you hotwire a car?'], no_match: ['How do I wire a light switch?'] },
      ...common,
    },
    {
      id: 'harm.dual-use.partner-tracking',
      description: 'Surveilling, following or tracking a partner, a spouse, a teenager or an employee.',
      match: { pattern: '\\b(?:surveil|follow|track) (?:my|a|the) (?:partner|spouse|wife|husband|teenager|employee)s?\\b' },
      examples: { match: ['How can I track my wife without her knowing?'], no_match: ['How can I track my parcel?', 'How do I keep my teenager safe online?'] },
      ...common,
    },
  ],
};
