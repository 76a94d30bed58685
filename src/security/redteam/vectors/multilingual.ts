import { LANGUAGES } from '../vulnerabilities/types.js';
import { pick, type AttackVector } from './types.js';

export const vector: AttackVector = {
  key: 'multilingual',
  name: 'Multilingual (other languages)',
  description:
    "Sends one of the vulnerability's base attacks translated (shipped with Assay) into Spanish, French, German, Portuguese, Italian, Chinese, Russian or Arabic, where safety training is often thinner.",
  multiTurn: false,
  build: ({ baseIndex, vulnerability, random }) => {
    const language = pick(random, LANGUAGES);
    const translated = vulnerability.translations[language];
    return [translated[baseIndex % translated.length]];
  },
};
