// Language consistency: the answer is in the language the user wrote in, or in the one the input asks for
// ("answer in Spanish", "translate into French"). Guesses on short or mixed text are unreliable, so when
// either language cannot be told with confidence the item passes with a reason saying so.
import { distinctiveMarkers, englishShare, findLanguageRequest, languageName } from '../text/language-rules.js';
import { LANGUAGE_MARKERS } from '../text/stopwords.js';
import type { TextView } from '../text/text-view.js';
import type { Metric } from './types.js';

const MIN_CONFIDENCE = 0.6;
/** Latin-script languages are told apart by function words: fewer words than this say too little. */
const MIN_INPUT_WORDS = 5;
const MIN_OUTPUT_WORDS = 8;

/**
 * The language of a text when the guess can be trusted, else null. Non-Latin scripts are settled by the
 * script itself; a Latin-script guess needs enough words and, unless English, two distinctive marker words
 * (plain English is otherwise read as Portuguese or Dutch from a few short words).
 */
function confidentLanguage(view: TextView, minWords: number): string | null {
  const guess = view.language;
  if (!guess || guess.confidence < MIN_CONFIDENCE) return null;
  if (!(guess.code in LANGUAGE_MARKERS)) return guess.code;
  if (view.words.length < minWords) return null;
  if (guess.code === 'en' || distinctiveMarkers(view, guess.code) >= 2) return guess.code;
  return englishShare(view) >= 0.25 ? 'en' : null;
}

export const metric: Metric = {
  name: 'language_consistency',
  description:
    '1 when the answer is in the language of the input (or in the language the input explicitly asks for, e.g. "answer in Spanish"), 0 when it is clearly in another one; 1 when either language cannot be told with confidence.',
  range: [0, 1],
  higherIsBetter: true,
  requires: [],
  defaultThreshold: 1,
  compute(item, text) {
    const request = findLanguageRequest(item.input);
    const expected = request?.code ?? confidentLanguage(text.input, MIN_INPUT_WORDS);
    const actual = confidentLanguage(text.output, MIN_OUTPUT_WORDS);
    if (!expected || !actual) {
      const unsure = !expected ? 'input' : 'answer';
      return { score: 1, reason: `Could not tell the language of the ${unsure} with confidence (too short or mixed), so it is not judged.` };
    }
    const source = request ? `the language the input asks for (${languageName(expected)})` : `the input's language (${languageName(expected)})`;
    if (actual === expected) return { score: 1, reason: `The answer is in ${source}.` };
    return { score: 0, reason: `The answer is in ${languageName(actual)}, not in ${source}.` };
  },
  examples: [
    {
      item: {
        input: '¿Cuál es la diferencia entre una lista y una tupla en Python?',
        output: 'La diferencia principal es que una lista es mutable y una tupla no se puede cambiar después de crearla.',
      },
      min: 1,
      max: 1,
    },
    {
      item: {
        input: '¿Cuál es la diferencia entre una lista y una tupla en Python? Quiero entenderlo bien.',
        output: 'The main difference is that a list is mutable and a tuple cannot be changed after it is created.',
      },
      min: 0,
      max: 0,
    },
    {
      item: {
        input: '用中文解释一下什么是机器学习，以及它有哪些常见的应用场景？',
        output: '机器学习是人工智能的一个分支，它让计算机从数据中学习规律，常见应用包括推荐系统和图像识别。',
      },
      min: 1,
      max: 1,
    },
  ],
};
