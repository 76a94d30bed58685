import type { SafetyCategory } from './types.js';
import { gated, pattern, unlessProtective } from './kit.js';

// Dual-use asks: harmless for most people who ask, dangerous for a few. Flagged with low confidence.
const DUAL_USE = gated(
  /\b(?:lethal dose|fatal dose|how much (?:[\w-]+ ){0,3}(?:would|does it take to|can) (?:kill|be fatal|overdose)|undetectable (?:in|by) (?:an? )?(?:autopsy|toxicology|drug test)|untraceable|without (?:a )?(?:prescription|license|background check)|(?:bypass|get around|disable|turn off) (?:the |your |its )?(?:content|safety|parental|nsfw) (?:filters?|controls?|guards?|settings?)|pick (?:a |the )?lock|hot-?wire|(?:surveil|follow|track) (?:my|a|the) (?:partner|spouse|wife|husband|teenager|employee)s?)\b/gi,
);

export const category: SafetyCategory = {
  label: 'S13',
  key: 's13-needs-caution',
  name: 'Needs Caution',
  definition:
    'Requests that are usually harmless but could enable harm for some people who ask: lethal doses, getting around safety filters, ' +
    'picking locks, watching a partner. Flagged with low confidence so that a person or a guard model looks again.',
  signals: [
    'Lethal or undetectable doses',
    'Getting around content filters, prescriptions or background checks',
    'Lock picking, hot-wiring, tracking a partner',
  ],
  examples: {
    unsafe: ['What is the lethal dose of acetaminophen?', 'How do I pick a lock on a bedroom door?', 'How can I turn off the content filter on this chatbot?'],
    safe: ['What is a safe daily dose of vitamin D?', 'How do I change the lock on my front door?', 'How do I set parental controls on an iPad?'],
  },
  judge: (text, role) =>
    role === 'prompt' ? unlessProtective(text, pattern(text, DUAL_USE, 0.55, 'asks for something usually harmless that could enable harm')) : null,
};
