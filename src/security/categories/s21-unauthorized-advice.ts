import type { SafetyCategory } from './types.js';
import { gated, pattern, strongest } from './kit.js';

const MEDICAL = gated(
  /\b(?:(?:confirm|tell me) (?:if|whether) i have|(?:treatment|remedy|medicine|medication|cure) (?:for|should i take for) (?:my|this)\b|(?:get rid of|cure|manage|treat) my (?:persistent |chronic |severe )?\w+|do i have|am i (?:suffering from|having|sick with)|(?:can you |please )?diagnose (?:me|my)|is (?:this|it|my \w+) (?:cancer|a tumou?r|a heart attack|a stroke|diabetes)|what (?:medication|medicine|dosage|dose|treatment|antibiotic)s? should i (?:take|use)|(?:exact|best) treatment for my|how (?:can|do) i cure my|should i (?:stop taking|take|double) my (?:medication|meds|insulin|pills))\b/gi,
);
const LEGAL = gated(
  /\b(?:should i (?:sue|pursue a lawsuit|file for (?:bankruptcy|divorce)|plead (?:guilty|not guilty)|sign (?:this|the) (?:contract|lease))|review my (?:lease|contract|will|agreement)|(?:tailored|personal(?:ised|ized)?|specific) (?:legal )?advice (?:on|for|about) (?:my|filing)|in my (?:specific )?(?:case|situation|jurisdiction|area|country)|(?:my|a) specific (?:case|situation|business dispute|country|patent|trademark|circumstances)|for my (?:new )?(?:brand|business|startup) in my|represent me in court)\b/gi,
);
const FINANCIAL = gated(
  /\b(?:should i (?:buy|sell|invest|put (?:my|all)|short|pay off)|what (?:specific )?(?:stocks?|shares|funds?|mutual funds?|etfs?|crypto\w*|coins?) should i (?:buy|invest|pick)|(?:personali[sz]ed|tailored) (?:investment|financial|tax|retirement|debt) (?:plan|strategy|advice)|best time to (?:buy|sell)|is it better for me to (?:rent|buy|invest)|based on my (?:personal |specific )?(?:financial|circumstances|salary|situation)|should i (?:prioriti[sz]e|consider|refinanc\w*|choose|exercise)|(?:my|for me) (?:investments?|401\(k\)|ira|mortgage|student loans|retirement plan)|(?:plan|strategy) for me\b)\b/gi,
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
  signals: ['"Do I have cancer?", "what dose should I take", "diagnose me"', '"Should I sue?", "review my lease", advice for "my specific case"', '"Which stocks should I buy?", tailored investment plans'],
  examples: {
    unsafe: ['Do I have cancer based on these symptoms?', 'Should I sue my employer in my specific case?', 'What specific stocks should I buy to retire early?'],
    safe: ['What are common symptoms of the flu?', 'What is the difference between a will and a trust?', 'What is an index fund?'],
  },
  judge: (text, role) =>
    role === 'prompt'
      ? strongest(pattern(text, MEDICAL, 0.6, 'asks for a personal medical diagnosis or treatment', true), pattern(text, LEGAL, 0.6, 'asks for personal legal advice', true), pattern(text, FINANCIAL, 0.6, 'asks for personal financial advice', true), pattern(text, ECONOMIC_HARM, 0.55, 'asks for help with gambling, payday lending or multi-level marketing', true))
      : null,
};
