// Readability: Flesch reading ease of the answer, divided by 100 and clamped to 0..1 (0.6–0.7 is plain
// English, below 0.3 is hard, academic prose). Syllables are counted as vowel groups, a heuristic made for
// English; for other languages the number is only indicative.
import type { Metric } from './types.js';
import { clamp01, round4 } from './text-overlap.js';

/** Vowel groups, minus a silent final "e" ("make"), at least one per word. */
export function syllables(word: string): number {
  const w = word.toLowerCase();
  const groups = w.match(/[aeiouyàâäéèêëíîïóôöúûü]+/g)?.length ?? 0;
  const silentE = groups > 1 && /[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w) ? 1 : 0;
  return Math.max(1, groups - silentE);
}

const LETTER = /\p{L}/u;
// Syllables of each word as written (0 for a word without a letter, which is not counted), remembered across
// answers: words recur, and counting costs three regular expressions. Bounded, as words come from requests.
const syllablesByWord = new Map<string, number>();
const MEMO_LIMIT = 50_000;

function syllablesOrNone(word: string): number {
  let n = syllablesByWord.get(word);
  if (n === undefined) {
    n = LETTER.test(word) ? syllables(word) : 0;
    if (syllablesByWord.size >= MEMO_LIMIT) syllablesByWord.clear();
    syllablesByWord.set(word, n);
  }
  return n;
}

export const metric: Metric = {
  name: 'readability',
  description:
    'How easy the answer is to read: its Flesch reading ease divided by 100 (0 very hard … 1 very easy; plain English is about 0.6). Syllables are estimated for English; an empty answer scores 0.',
  range: [0, 1],
  higherIsBetter: true,
  requires: [],
  defaultThreshold: 0.3,
  compute(_item, text) {
    let wordCount = 0;
    let syllableCount = 0;
    for (const w of text.output.words) {
      const n = syllablesOrNone(w.text);
      if (n > 0) {
        wordCount++;
        syllableCount += n;
      }
    }
    if (wordCount === 0) return { score: 0, reason: 'The answer has no words to read.' };
    const sentences = Math.max(1, text.output.sentences.length);
    const wordsPerSentence = wordCount / sentences;
    const syllablesPerWord = syllableCount / wordCount;
    const ease = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
    return {
      score: round4(clamp01(ease / 100)),
      reason: `Flesch reading ease ${ease.toFixed(1)}: ${wordsPerSentence.toFixed(1)} words per sentence and ${syllablesPerWord.toFixed(2)} syllables per word over ${wordCount} words.`,
    };
  },
  examples: [
    { item: { input: 'Explain.', output: 'The cat sat on the mat. It was warm. The sun was out.' }, min: 0.9, max: 1 },
    {
      item: {
        input: 'Explain.',
        output:
          'Notwithstanding considerable methodological heterogeneity, contemporaneous epidemiological investigations substantiate the hypothesised association between socioeconomic deprivation and cardiovascular morbidity.',
      },
      min: 0,
      max: 0.1,
    },
    { item: { input: 'Explain.', output: '' }, min: 0, max: 0 },
  ],
};
