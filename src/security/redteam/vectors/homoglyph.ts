import type { AttackVector } from './types.js';

// Cyrillic and Greek letters that render like Latin ones.
const GLYPHS: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  i: 'і',
  j: 'ј',
  s: 'ѕ',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
};

export const vector: AttackVector = {
  key: 'homoglyph',
  name: 'Homoglyphs',
  description: 'Replaces Latin letters with Cyrillic or Greek look-alikes: the text reads the same to a person and to the model, not to a filter.',
  multiTurn: false,
  build: ({ base, random }) => [[...base].map((c) => (GLYPHS[c] && random() < 0.6 ? GLYPHS[c] : c)).join('')],
};
