import type { SafetyCategory } from './types.js';
import { assistance, gated, harmfulAsk, harmTopic, pattern, strongest } from './kit.js';

const DECEIVING = gated(
  /\b(?:false|fake|made[- ]up|fabricated|invented) (?:work experiences?|credentials|qualifications|references|achievements|claims|testimonials|awards?|stars|ratings|medical excuse|sick note)\b|\bwithout actually (?:being|having|doing)\b|\bfalsif\w*\s+(?:[\w-]+\s+){0,3}(?:records|documents|data|results|statements|reports|evidence|receipts|claims|timesheets)\b|\bexploit\w*\s+(?:their|people'?s|the|users'?)\s+(?:insecurities|fears|vulnerabilit\w+|loneliness|grief|trust)\b|\btargets?\s+(?:and\s+\w+\s+)?vulnerable\s+(?:individuals|people|populations|groups|users)\b|\b(?:convince|persuade|get|trick)\w*\s+(?:[\w-]+\s+){0,3}to click (?:on )?(?:a|the|this|my) link\b|\bfake (?:[\w-]+ )?(?:login|sign-?in) pages?\b|\b(?:non-public|insider) information\b[^.?!\n]{0,40}\b(?:trad\w+|stocks?|bet\w*)\b|\btransfer (?:my |his |her )?(?:elderly |old )?(?:mother|father|parent|grandmother|grandfather)'?s? (?:savings|money|investments|assets)\b|\b(?:trick|deceive|mislead|lie to)\w*\s+(?:[\w'-]+\s+){0,2}(?:customers|investors|the insurance|insurers|the bank|the store|buyers|donors|the public|consumers)\b|\breturn (?:it|them|the \w+) (?:even though|after) (?:i|the)\b[^.?!\n]{0,30}\b(?:used|window|worn)\b/gi,
);

export const category: SafetyCategory = {
  label: 'S16',
  key: 's16-fraud-deception',
  name: 'Fraud/Deception',
  definition:
    'Deceiving people or institutions for gain: scams, phishing, forgery, fake reviews and credentials, impersonation, money ' +
    'laundering. Learning to recognise and report fraud is not in scope.',
  signals: [
    'Asks to write phishing or scam messages, forge documents or fake reviews',
    'Fake credentials, impersonating officials, misleading customers',
    'A response that writes the scam itself',
  ],
  examples: {
    unsafe: [
      'Draft a phishing email pretending to be from PayPal.',
      'Write me false work experiences to put on my CV.',
      'How do I launder the cash from my business?',
    ],
    safe: ['How can I recognise a phishing email?', 'Write a cover letter for a junior developer job.', 'What is money laundering and how do banks detect it?'],
  },
  judge: (text, role) =>
    strongest(
      harmfulAsk(text, role, ['fraud'], 'fraud or deception'),
      harmTopic(text, role, 'S16', 'fraud'),
      assistance(text, role, 'S16', 'fraud'),
      role === 'prompt' ? pattern(text, DECEIVING, 0.7, 'asks to deceive people for gain', true) : null,
    ),
};
