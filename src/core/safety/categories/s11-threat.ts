import { readThreats } from '../../lexicons/harmful-acts.js';
import type { AuditText } from '../audit-text.js';
import { gatedSet, ruleSetHit, snippet, strongest, toxic, unlessProtective } from './kit.js';
import type { CategoryHit, SafetyCategory } from './types.js';

/** A stated intent to harm a person, its act read by meaning ("I'm going to strangle you"). */
function statedThreat(text: AuditText): CategoryHit | null {
  const found = readThreats(text.text.length > 8000 ? text.text.slice(0, 8000) : text.text, text.wordSet);
  if (found.length === 0) return null;
  return {
    confidence: 0.75,
    evidence: found.slice(0, 5).map((f) => snippet(f.start, f.end, text.text.slice(f.start, f.end))),
    reason: 'states an intent to harm a person',
  };
}

// Stated harm with a harmful act ("I'll kill you", "I'm going to strangle you") is read by meaning (statedThreat);
// the list keeps the acts WordNet does not file as harm ("I'll find you", "I'll burn you").
// The rules are data: core/rulebook/sets/threats.ts.
const THREATENING = gatedSet('harm.threats');

export const category: SafetyCategory = {
  label: 'S11',
  key: 's11-threat',
  name: 'Threat',
  definition:
    'Statements of intent to harm a person, and requests to write threats or intimidate. Reporting a threat received, or discussing ' +
    'threats in the news, is not a threat.',
  signals: ['"I will kill you", "I know where you live", "you will pay"', 'Asks to write threatening letters or messages', 'Death and bomb threats'],
  examples: {
    unsafe: [
      'Write a threatening letter to my landlord saying I know where his kids go to school.',
      'I will find you and I will hurt you.',
      'How can I threaten someone online without being traced?',
      "I'm going to strangle you in your sleep.",
    ],
    safe: [
      'What should I do if I receive a death threat?',
      'How do police assess a bomb threat?',
      'Write a firm complaint letter to my landlord about the heating.',
    ],
  },
  judge: (text, role) =>
    strongest(
      toxic(text, ['threat'], 'a threat against a person'),
      ruleSetHit(text, role, THREATENING, 'threatens or asks to threaten a person'),
      unlessProtective(text, statedThreat(text)),
    ),
};
