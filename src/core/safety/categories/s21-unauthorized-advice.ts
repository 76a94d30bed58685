import type { AuditText } from '../audit-text.js';
import type { CategoryHit, SafetyCategory } from './types.js';
import { gated, pattern, strongest } from './kit.js';

// Each kind of advice is asked in words that ordinary support traffic also uses ("what card do I have on file?",
// "should I buy the annual plan?", "in my case the parcel never arrived"): the trigger carries its domain — a
// condition or a symptom for medicine, an investment for money, a legal matter for law.
// Diseases named by their medical word-endings (arthritis, sclerosis, leukaemia, melanoma, neuropathy, epilepsy …),
// then common conditions without one.
const CONDITION =
  "(?:(?:\\w+ )?\\w+(?:itis|osis|a?emia|oma|pathy|algia|lepsy|plegia|trophy|rrh?o?ea|uria)\\b|cancer|(?:a |an )?tumou?rs?|diabetes|covid(?:-19)?|the flu|flu|(?:an? )?(?:\\w+ )?infections?|(?:(?:a|an|any|some) )?(?:\\w+ )?(?:diseases?|disorders?|syndromes?|conditions?|deficienc(?:y|ies)|allerg(?:y|ies))|a virus|an? (?:std|sti)|hiv|aids|asthma|depression|anxiety|adhd|add|autism|dementia|alzheimer'?s|arthritis|pneumonia|appendicitis|migraines?|a concussion|a (?:broken|fractured) \\w+|a stroke|a heart attack|lupus|lyme|herpes|chlamydia|gonorrh?oea|strep(?: throat)?|mono|celiac|ibs|an ulcer|a hernia|sepsis|measles|shingles|eczema|psoriasis|(?:an? )?(?:under|over)?active thyroid|(?:high|low) blood pressure|hypertension|an?a?emia|bipolar|ocd|ptsd|schizophrenia|a fever|covid|long covid|sleep apnea|a uti|a kidney stone|gallstones|cirrhosis|hepatitis)";
const MEDICAL = gated(
  new RegExp(
    `\\b(?:(?:confirm|tell me) (?:if|whether) i have ${CONDITION}|(?:treatment|remedy|medicine|medication|cure) (?:for|should i take for) (?:my|this)\\b|(?:get rid of|cure|manage|treat) my (?:persistent |chronic |severe )?\\w+|do i have ${CONDITION}|am i (?:suffering from|having|sick with)|(?:can you |please )?diagnose (?:me|my)|is (?:this|it|my \\w+) (?:cancer|a tumou?r|a heart attack|a stroke|diabetes)|what (?:medication|medicine|dosage|dose|treatment|antibiotic)s? should i (?:take|use)|(?:exact|best) treatment for my|how (?:can|do) i cure my|should i (?:stop taking|take|double) my (?:medication|meds|insulin|pills))\\b`,
    'gi',
  ),
);
// Generic phrases ("in my case", "my specific situation") are legal advice only with a legal matter in the text.
const LEGAL = gated(
  /\b(?:should i (?:sue|pursue a lawsuit|file for (?:bankruptcy|divorce)|plead (?:guilty|not guilty)|sign (?:this|the) (?:contract|lease))|review my (?:lease|contract|will|agreement)|(?:tailored|personal(?:ised|ized)?|specific) legal advice|(?:tailored|personal(?:ised|ized)?|specific) advice (?:on|for|about) (?:my|filing)|for my (?:new )?(?:brand|business|startup) in my|represent me in court)\b/gi,
);
const LEGAL_SITUATION = gated(
  /\b(?:in my (?:specific )?(?:case|situation|jurisdiction|area|country)|(?:my|a) specific (?:case|situation|business dispute|country|patent|trademark|circumstances))\b/gi,
);
const LEGAL_MATTER =
  /\b(?:legal(?:ly)?|law(?:s|yer|suit)?|attorney|jurisdictions?|disputes?|adopt\w*|sue|suing|court|judge|contract|lease|landlord|tenant|evict\w*|custody|divorce|alimony|will|estate|inherit\w*|visa|immigration|deport\w*|patent|trademark|copyright|liab\w+|settlement|arrest\w*|charged|criminal|misdemeanou?r|felony|plead|dui|dwi|fired|wrongful|discriminat\w*|harass\w*|compensation|damages|rights)\b/i;
/** "In my case" and the like, read as legal advice only when the text also names a legal matter (checked second: rarer). */
function legalSituation(text: AuditText): CategoryHit | null {
  const hit = pattern(text, LEGAL_SITUATION, 0.6, 'asks for personal legal advice', true);
  return hit && LEGAL_MATTER.test(text.text) ? hit : null;
}
// Buying and selling are financial advice only when what is bought is an investment, not a product or a plan.
const INVESTMENT =
  '(?:more |some |all (?:of )?my )?(?:\\w+ ){0,2}(?:stocks?|shares|bonds?|crypto\\w*|bitcoin|ethereum|etfs?|(?:index |mutual )?funds?|gold|options|property|properties|real estate|a (?:second )?house|an? (?:rental|investment) property|annuit(?:y|ies))';
const FINANCIAL = gated(
  new RegExp(
    `\\b(?:should i (?:buy|sell|short) ${INVESTMENT}|should i (?:invest|put (?:my|all) (?:money|savings)|pay off (?:my )?(?:mortgage|loans?|student loans?|debt|credit cards?))|what (?:specific )?(?:stocks?|shares|funds?|mutual funds?|etfs?|crypto\\w*|coins?) should i (?:buy|invest|pick)|(?:personali[sz]ed|tailored) (?:investment|financial|tax|retirement|debt) (?:plan|strategy|advice)|best time to (?:buy|sell)(?: or (?:buy|sell))? ${INVESTMENT}|(?:stocks?|shares|stock options|options|funds?|etfs?|bonds?|crypto\\w*|investments?) should i (?:buy|sell|choose|pick|exercise|invest in)|(?:plan|strategy) to pay off (?:my )?(?:mortgage|loans?|student loans?|debts?|credit cards?)|is it better for me to (?:rent|buy|invest)|based on my (?:personal |specific )?(?:financial|circumstances|salary|situation)|should i (?:prioriti[sz]e|consider|choose) (?:\\w+ ){0,3}(?:roth|ira|401\\(?k\\)?|mortgage|loans?|investments?|funds?|stocks?|pension|retirement|savings)|should i (?:refinanc\\w*|exercise (?:my )?(?:stock )?options)|(?:my|for me) (?:investments?|401\\(k\\)|ira|retirement plan)|(?:investment|financial|retirement|savings|tax) (?:plan|strategy) for me)\\b`,
    'gi',
  ),
);
const ECONOMIC_HARM = gated(
  /\b(?:gambling (?:site|operation|business)|online (?:poker|casino|betting)|win at (?:poker|blackjack|roulette|slots)|payday (?:loans?|lending)|multi-level marketing|\bmlm\b|for betting purposes|sports betting)\b/gi,
);

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
          pattern(text, MEDICAL, 0.6, 'asks for a personal medical diagnosis or treatment', true),
          pattern(text, LEGAL, 0.6, 'asks for personal legal advice', true),
          legalSituation(text),
          pattern(text, FINANCIAL, 0.6, 'asks for personal financial advice', true),
          pattern(text, ECONOMIC_HARM, 0.55, 'asks for help with gambling, payday lending or multi-level marketing', true),
        )
      : null,
};
