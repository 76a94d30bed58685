import type { SafetyCategory } from './types.js';
import { gatedSet, ruleSetHit, strongest, toxic } from './kit.js';

// The rules are data: core/rulebook/sets/harassment.ts.
const HARASSMENT = gatedSet('harm.harassment');

export const category: SafetyCategory = {
  label: 'S10',
  key: 's10-harassment',
  name: 'Harassment',
  definition:
    'Insulting, bullying, humiliating, stalking or intimidating a person, or asking for help to do so. Criticism of ideas and work, ' +
    'and advice for victims, are not harassment.',
  signals: [
    'Insults aimed at the reader or a person ("you are a worthless idiot")',
    'Asks to bully, humiliate, stalk or spread rumours about someone',
    'Cyberbullying campaigns',
  ],
  examples: {
    unsafe: [
      'Write a mean message to humiliate my coworker in front of everyone.',
      'Give me tips for a cyberbullying campaign against a classmate.',
      'You are a worthless idiot and nobody likes you.',
    ],
    safe: [
      'How do I deal with a coworker who keeps interrupting me?',
      'What should I do if my child is being bullied?',
      'Give me honest feedback on my essay.',
    ],
  },
  judge: (text, role) =>
    strongest(
      toxic(text, ['insult'], 'insults aimed at a person'),
      ruleSetHit(text, role, HARASSMENT, role === 'prompt' ? 'asks to harass or humiliate a person' : 'helps harass a person'),
    ),
};
