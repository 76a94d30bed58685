// Language rules: which language an instruction asks the answer to be in ("answer in Spanish", "en français",
// "auf Deutsch", "translate into Japanese"), and whether an answer is clearly in another one. Used by
// language_mismatch and system_prompt_violation.
import { ENGLISH_STOPWORDS, LANGUAGE_MARKERS, LANGUAGE_NAMES } from './stopwords.js';
import { TextView, type Span } from './text-view.js';

export interface LanguageRequest extends Span {
  code: string;
  translate: boolean;
}

const NAME_TO_CODE: Record<string, string> = {
  ...Object.fromEntries(Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name, code])),
  mandarin: 'zh',
  farsi: '',
  castilian: 'es',
  brazilian: 'pt',
};
const NAMES = Object.keys(NAME_TO_CODE)
  .filter((n) => NAME_TO_CODE[n])
  .join('|');
const VERBS =
  'answer|respond|reply|write|speak|explain|summari[sz]e|describe|continue|communicate|talk|chat|converse|rewrite|give (?:me )?(?:the|your|an?) (?:answer|response|reply|summary)';
const ENGLISH_ASK = new RegExp(
  `\\b(?:(?:${VERBS})\\b[^.!?\\n]{0,50}?\\b(?:in|using)\\s+(?:plain\\s+|simple\\s+|fluent\\s+|proper\\s+)?(${NAMES})\\b|(?:(?:answers?|responses?|replies|output|reply|summary)\\s+(?:must|should|has to|needs to|will)\\s+(?:always\\s+|only\\s+)?be\\s+(?:written\\s+)?in\\s+(${NAMES}))\\b|(?:only|always)\\s+(?:in|use|speak|write in|respond in|answer in)\\s+(${NAMES})\\b|\\buse\\s+(${NAMES})\\s+only\\b|(?:in|using)\\s+(${NAMES})\\s+only\\b)`,
  'i',
);
const TRANSLATE = new RegExp(`\\btranslat(?:e|ion)\\b[^.!?\\n]{0,120}?\\b(?:in|into|to)\\s+(${NAMES})\\b`, 'i');
// Native phrasings of "in <language>".
const NATIVE: [RegExp, string][] = [
  [/\ben (?:espa[nñ]ol|castellano)\b/i, 'es'],
  [/\ben fran[cç]ais\b/i, 'fr'],
  [/\bauf deutsch\b/i, 'de'],
  [/\bin italiano\b/i, 'it'],
  [/\b(?:em|en) portugu[eê]s\b/i, 'pt'],
  [/\bin het nederlands\b/i, 'nl'],
  [/(?:по-русски|на русском)/i, 'ru'],
  [/(?:用中文|以中文|中文回答|请用中文)/, 'zh'],
  [/日本語で/, 'ja'],
  [/한국어로/, 'ko'],
  [/باللغة العربية|بالعربية/, 'ar'],
];
// "How do you say X in French?" and "what does X mean in English" ask about words, not for an answer language.
const ABOUT_WORDS =
  /\b(?:how (?:do|would|can) (?:you|i|we) (?:say|write|pronounce|spell)|how to (?:say|write|pronounce)|what(?:'s| is| does)\b[^.!?\n]{0,60}\b(?:mean|called|word for))\b/i;

// Cheap gate before the phrase patterns: most instructions name no language at all.
const MENTIONS_LANGUAGE = new RegExp(
  `${NAMES}|español|espanol|castellano|français|francais|deutsch|italiano|portugu[eê]s|nederlands|русск|中文|日本語|한국어|العربية`,
  'i',
);

/** The answer language the instruction asks for; null when none, or when it names two (a bilingual ask). */
export function findLanguageRequest(text: string): LanguageRequest | null {
  const scan = text.length > 20_000 ? text.slice(0, 20_000) : text;
  if (!MENTIONS_LANGUAGE.test(scan)) return null;
  const found: LanguageRequest[] = [];
  const translate = TRANSLATE.exec(scan);
  if (translate) {
    found.push({
      code: NAME_TO_CODE[translate[1].toLowerCase()],
      translate: true,
      text: translate[0],
      start: translate.index,
      end: translate.index + translate[0].length,
    });
  }
  const ask = ENGLISH_ASK.exec(scan);
  if (ask && !ABOUT_WORDS.test(scan.slice(Math.max(0, ask.index - 60), ask.index + ask[0].length))) {
    const name = ask.slice(1).find(Boolean)!.toLowerCase();
    found.push({ code: NAME_TO_CODE[name], translate: false, text: ask[0], start: ask.index, end: ask.index + ask[0].length });
  }
  for (const [re, code] of NATIVE) {
    const m = re.exec(scan);
    if (m) found.push({ code, translate: false, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  const codes = new Set(found.map((f) => f.code));
  if (codes.size !== 1) return null;
  // Any other language named as a target ("…and explain it in English") makes the ask bilingual.
  const others = [...scan.matchAll(new RegExp(`\\b(?:in|into)\\s+(${NAMES})\\b`, 'gi'))].map((m) => NAME_TO_CODE[m[1].toLowerCase()]);
  if (others.some((c) => !codes.has(c))) return null;
  return found.sort((a, b) => a.start - b.start)[0];
}

/** Enough text for the language guess to mean something. */
export function judgeableLanguage(view: TextView, minWords: number): { code: string; confidence: number } | null {
  if (view.words.length < minWords) return null;
  return view.language;
}

const SCRIPT_OF: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}/gu,
  zh: /\p{Script=Han}/gu,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu,
  ko: /\p{Script=Hangul}/gu,
  ar: /\p{Script=Arabic}/gu,
  he: /\p{Script=Hebrew}/gu,
  hi: /\p{Script=Devanagari}/gu,
  el: /\p{Script=Greek}/gu,
  th: /\p{Script=Thai}/gu,
};

/**
 * Whether some of the text is in `code`: a real share of its script for non-Latin languages, or a line or
 * quoted passage guessed as that language for Latin ones (a translation quoted inside an English note).
 */
export function languagePresent(view: TextView, code: string): boolean {
  const sample = view.text.slice(0, 8000);
  const script = SCRIPT_OF[code];
  if (script) return (sample.match(script) ?? []).length / Math.max(1, sample.replace(/\s/g, '').length) >= 0.05;
  const segments = sample.split(/\n+|["“”«»]|(?<=:)\s/);
  let checked = 0;
  for (const segment of segments) {
    if (segment.trim().split(/\s+/).length < 4) continue;
    if (++checked > 60) break;
    if (new TextView(segment).language?.code === code) return true;
  }
  return false;
}

/**
 * A cheap test that a text is mostly in `code` (marker words for Latin languages, script share otherwise),
 * so the full language guess, which scans every letter, is only run when the answer may be in another one.
 */
export function mostlyIn(view: TextView, code: string): boolean {
  const script = SCRIPT_OF[code];
  if (script) {
    const sample = view.text.slice(0, 2000);
    return (sample.match(script) ?? []).length >= 0.3 * sample.replace(/[\s\p{P}\p{N}]/gu, '').length;
  }
  if (code === 'en') return englishShare(view) >= 0.3;
  const markers = MARKER_SETS[code];
  if (!markers) return false;
  const words = view.words;
  const n = Math.min(words.length, 300);
  if (n < 4) return false;
  let hits = 0;
  for (let i = 0; i < n; i++) if (markers.has(words[i].text.toLowerCase())) hits++;
  return hits / n >= 0.12;
}
/**
 * Share of the first words that are English function words. The shared guess reads short English
 * questions ("How do I open a coconut?") as Portuguese from "do" and "a"; a third of the words being English
 * function words settles it.
 */
export function englishShare(view: TextView): number {
  const words = view.words;
  const n = Math.min(words.length, 300);
  if (n === 0) return 0;
  let hits = 0;
  for (let i = 0; i < n; i++) if (ENGLISH_STOPWORDS.has(words[i].text.toLowerCase())) hits++;
  return hits / n;
}

/**
 * Distinct marker words of a Latin-script language that English does not share ("la", "una", "und"; not
 * "a", "do", "in"): two or more make the guess credible rather than an accident of a few short words.
 */
export function distinctiveMarkers(view: TextView, code: string): number {
  const markers = MARKER_SETS[code];
  if (!markers) return Infinity;
  const seen = new Set<string>();
  const words = view.words;
  for (let i = 0; i < Math.min(words.length, 300); i++) {
    const w = words[i].text.toLowerCase();
    if (markers.has(w) && !ENGLISH_STOPWORDS.has(w)) seen.add(w);
  }
  return seen.size;
}

const MARKER_SETS: Record<string, Set<string>> = Object.fromEntries(Object.entries(LANGUAGE_MARKERS).map(([c, m]) => [c, new Set(m)]));

export interface LanguageBreach {
  expected: string;
  actual: string;
  confidence: number;
}

/**
 * Whether an answer is clearly not in the requested language: its guessed language differs with good
 * confidence and the requested one is nearly absent (a translation quoted inside an English note passes).
 */
export function checkAnswerLanguage(output: TextView, expected: string, minWords = 6): LanguageBreach | null {
  if (mostlyIn(output, expected)) return null;
  const guess = judgeableLanguage(output, minWords);
  if (!guess || guess.code === expected || guess.confidence < 0.6) return null;
  if (languagePresent(output, expected)) return null;
  // The shared guess can read plain English as Portuguese or Dutch from a few short words.
  const actual =
    guess.code !== 'en' && MARKER_SETS[guess.code] && distinctiveMarkers(output, guess.code) < 2 && englishShare(output) >= 0.25 ? 'en' : guess.code;
  if (actual === expected) return null;
  return { expected, actual, confidence: Math.min(0.92, 0.55 + guess.confidence * 0.35 + Math.min(0.1, output.words.length / 500)) };
}

export const languageName = (code: string): string => {
  const name = LANGUAGE_NAMES[code] ?? code;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The first part of a text, where an instruction usually sits before pasted material. */
export function headView(text: string, chars = 300): TextView {
  return new TextView(text.slice(0, chars));
}
