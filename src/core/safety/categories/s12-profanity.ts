import type { SafetyCategory } from './types.js';
import { toxic } from './kit.js';

export const category: SafetyCategory = {
  label: 'S12',
  key: 's12-profanity',
  name: 'Profanity',
  definition: 'Swearing and obscene language, used rather than mentioned. Quoting or defining a word ("what does the word … mean") is left out.',
  signals: ['Swear words and obscenities used in the text', 'Words named rather than used are left out'],
  examples: {
    unsafe: ['Tell me a fucking joke, you piece of shit.', 'This is bullshit, fix the damn code.'],
    safe: ['What is the origin of the word "scrupulous"?', 'Darn, I forgot my keys again.'],
  },
  judge: (text) => toxic(text, ['profanity'], 'profanity'),
};
