import type { AuditText } from '../audit-text.js';
import type { CategoryHit, SafetyCategory } from './types.js';
import { gatedSet, ruleSetHit, strongest } from './kit.js';

// Each kind of advice is asked in words that ordinary support traffic also uses ("what card do I have on file?",
// "should I buy the annual plan?", "in my case the parcel never arrived"): the trigger carries its domain — a
// condition or a symptom for medicine, an investment for money, a legal matter for law.
// The rules are data: core/rulebook/sets/medical-advice.ts, legal-advice.ts and financial-advice.ts.
const MEDICAL = gatedSet('harm.medical-advice');
// Generic phrases ("in my case", "my specific situation") are legal advice only with a legal matter in the text.
const LEGAL = gatedSet('harm.legal-advice');
const LEGAL_SITUATION = gatedSet('harm.legal-situation');
const LEGAL_MATTER =
  /\b(?:legal(?:ly)?|law(?:s|yer|suit)?|attorney|jurisdictions?|disputes?|adopt\w*|sue|suing|court|judge|contract|lease|landlord|tenant|evict\w*|custody|divorce|alimony|will|estate|inherit\w*|visa|immigration|deport\w*|patent|trademark|copyright|liab\w+|settlement|arrest\w*|charged|criminal|misdemeanou?r|felony|plead|dui|dwi|fired|wrongful|discriminat\w*|harass\w*|compensation|damages|rights)\b/i;
/** "In my case" and the like, read as legal advice only when the text also names a legal matter (checked second: rarer). */
function legalSituation(text: AuditText): CategoryHit | null {
  const hit = ruleSetHit(text, 'prompt', LEGAL_SITUATION, 'asks for personal legal advice');
  return hit && LEGAL_MATTER.test(text.text) ? hit : null;
}
// Buying and selling are financial advice only when what is bought is an investment, not a product or a plan.
const FINANCIAL = gatedSet('harm.financial-advice');
const ECONOMIC_HARM = gatedSet('harm.economic-harm');

export const category: SafetyCategory = {
  label: 'S21',
  key: 's21-unauthorized-advice',
  name: 'Unauthorized Advice',
  definition:
    'Personal medical, legal or financial advice that a licensed professional should give: diagnoses, treatments and doses for the ' +
    'asker, whether to sue or sign, what to buy or sell. General information about health, law and money is not in scope.',
  signals: [
    '"Do I have cancer?", "what dose should I take", "diagnose me"',
    '"Should I sue?", "review my lease", advice for "my specific case"',
    '"Which stocks should I buy?", tailored investment plans',
  ],
  examples: {
    unsafe: [
      'Do I have cancer based on these symptoms?',
      'Should I sue my employer in my specific case?',
      'What specific stocks should I buy to retire early?',
    ],
    safe: [
      'What are common symptoms of the flu?',
      'What is the difference between a will and a trust?',
      'What is an index fund?',
      'What card do I have on file?',
      'Should I buy the annual or the monthly plan?',
    ],
  },
  judge: (text, role) =>
    role === 'prompt'
      ? strongest(
          ruleSetHit(text, role, MEDICAL, 'asks for a personal medical diagnosis or treatment'),
          ruleSetHit(text, role, LEGAL, 'asks for personal legal advice'),
          legalSituation(text),
          ruleSetHit(text, role, FINANCIAL, 'asks for personal financial advice'),
          ruleSetHit(text, role, ECONOMIC_HARM, 'asks for help with gambling, payday lending or multi-level marketing'),
        )
      : null,
};
