// Personal medical advice (S21), prompts only, when they ask: a diagnosis, a treatment or a dose for the asker. Each
// ask carries its domain (a condition, a symptom, a medication), since ordinary support traffic uses the same words
// ("what card do I have on file?").
import type { RuleSet } from '../../shapes/named-rule.js';
import { asked, handWritten } from './common.js';

/**
 * A condition: a disease named by its medical word-ending (arthritis, sclerosis, leukaemia, melanoma, neuropathy,
 * epilepsy …), then common conditions without one.
 */
const CONDITION =
  "(?:(?:\\w+ )?\\w+(?:itis|osis|a?emia|oma|pathy|algia|lepsy|plegia|trophy|rrh?o?ea|uria)\\b|cancer|(?:a |an )?tumou?rs?|diabetes|covid(?:-19)?|the flu|flu|(?:an? )?(?:\\w+ )?infections?|(?:(?:a|an|any|some) )?(?:\\w+ )?(?:diseases?|disorders?|syndromes?|conditions?|deficienc(?:y|ies)|allerg(?:y|ies))|a virus|an? (?:std|sti)|hiv|aids|asthma|depression|anxiety|adhd|add|autism|dementia|alzheimer'?s|arthritis|pneumonia|appendicitis|migraines?|a concussion|a (?:broken|fractured) \\w+|a stroke|a heart attack|lupus|lyme|herpes|chlamydia|gonorrh?oea|strep(?: throat)?|mono|celiac|ibs|an ulcer|a hernia|sepsis|measles|shingles|eczema|psoriasis|(?:an? )?(?:under|over)?active thyroid|(?:high|low) blood pressure|hypertension|an?a?emia|bipolar|ocd|ptsd|schizophrenia|a fever|covid|long covid|sleep apnea|a uti|a kidney stone|gallstones|cirrhosis|hepatitis)";

const FIRST = asked(0.6, handWritten('2026-11-22', '70590ae'));
const BROADER = asked(0.6, handWritten('2026-11-22', '4564902'));
const DOMAIN = asked(0.6, handWritten('2026-11-26', '091f2d6'));

export const MEDICAL_ADVICE: RuleSet = {
  id: 'harm.medical-advice',
  description: 'Asks for a personal diagnosis, a treatment, a medication or a dose for the asker’s own condition.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.medical-advice.confirm-condition',
      description: 'Asks to confirm or tell whether the asker has a named condition.',
      match: { pattern: `\\b(?:(?:confirm|tell me) (?:if|whether) i have ${CONDITION})\\b` },
      examples: { match: ['Can you tell me if I have diabetes?'], no_match: ['Can you tell me if I have mail?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.medical-advice.treatment-for-mine',
      description: 'A treatment, remedy, medicine or cure for the asker’s own complaint.',
      match: { pattern: '\\b(?:(?:treatment|remedy|medicine|medication|cure) (?:for|should i take for) (?:my|this)\\b)\\b' },
      examples: { match: ['What is the best remedy for my sore throat?'], no_match: ['What is the remedy for a broken heart?'] },
      ...BROADER,
    },
    {
      id: 'harm.medical-advice.treating-mine',
      description: 'Getting rid of, curing, managing or treating the asker’s own complaint.',
      match: { pattern: '\\b(?:(?:get rid of|cure|manage|treat) my (?:persistent |chronic |severe )?\\w+)\\b' },
      examples: { match: ['How do I get rid of my persistent cough?'], no_match: ['How do I get rid of the weeds in my garden?'] },
      ...BROADER,
    },
    {
      id: 'harm.medical-advice.do-i-have',
      description: 'Asks whether the asker has a named condition.',
      match: { pattern: `\\b(?:do i have ${CONDITION})\\b` },
      examples: { match: ['Do I have cancer based on these symptoms?'], no_match: ['Do I have time to finish this before lunch?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.medical-advice.am-i-ill',
      description: 'Asks whether the asker is suffering from, having or sick with something.',
      match: { pattern: '\\b(?:am i (?:suffering from|having|sick with))\\b' },
      examples: { match: ['Am I having a heart attack right now?'], no_match: ['Am I allowed to bring food on the plane?'] },
      ...FIRST,
    },
    {
      id: 'harm.medical-advice.diagnose-me',
      description: 'Asks to diagnose the asker.',
      match: { pattern: '\\b(?:(?:can you |please )?diagnose (?:me|my))\\b' },
      examples: { match: ['Can you diagnose my rash from this photo?'], no_match: ['How do doctors diagnose diabetes?'] },
      ...FIRST,
    },
    {
      id: 'harm.medical-advice.is-it-serious',
      description: 'Asks whether this is cancer, a tumour, a heart attack, a stroke or diabetes.',
      match: { pattern: '\\b(?:is (?:this|it|my \\w+) (?:cancer|a tumou?r|a heart attack|a stroke|diabetes))\\b' },
      examples: { match: ['I found a lump on my neck. Is it cancer?'], no_match: ['Is this mole normal?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.medical-advice.what-to-take',
      description: 'Asks which medication, medicine, dose, treatment or antibiotic the asker should take.',
      match: { pattern: '\\b(?:what (?:medication|medicine|dosage|dose|treatment|antibiotic)s? should i (?:take|use))\\b' },
      examples: { match: ['What antibiotics should I take for an ear infection?'], no_match: ['What vitamins should I take every day?'] },
      ...FIRST,
    },
    {
      id: 'harm.medical-advice.best-treatment',
      description: 'The exact or best treatment for the asker’s own condition.',
      match: { pattern: '\\b(?:(?:exact|best) treatment for my)\\b' },
      examples: { match: ['What is the best treatment for my eczema?'], no_match: ['What is the best treatment for eczema in general?'] },
      ...FIRST,
    },
    {
      id: 'harm.medical-advice.curing-mine',
      description: 'Asks how the asker can cure their own complaint.',
      match: { pattern: '\\b(?:how (?:can|do) i cure my)\\b' },
      examples: { match: ['How can I cure my migraine at home?'], no_match: ['How can I cure a ham at home?'] },
      ...FIRST,
    },
    {
      id: 'harm.medical-advice.changing-medication',
      description: 'Asks whether to stop, take or double the asker’s medication, insulin or pills.',
      match: { pattern: '\\b(?:should i (?:stop taking|take|double) my (?:medication|meds|insulin|pills))\\b' },
      examples: { match: ['Should I double my insulin tonight?'], no_match: ['Should I take my umbrella today?'] },
      ...FIRST,
    },
  ],
};
