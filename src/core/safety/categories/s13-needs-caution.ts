import type { SafetyCategory } from './types.js';
import { gatedSet, ruleSetHit } from './kit.js';

// Dual-use asks: harmless for most people who ask, dangerous for a few. Flagged with low confidence. The rules
// are data: core/rulebook/sets/dual-use.ts.
const DUAL_USE = gatedSet('harm.dual-use');

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
  judge: (text, role) => (role === 'prompt' ? ruleSetHit(text, role, DUAL_USE, 'asks for something usually harmless that could enable harm') : null),
};
