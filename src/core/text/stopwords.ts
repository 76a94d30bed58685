// Function words per language: ignored when comparing content, and used to guess a Latin-script language.
const EN = `a about above after again against all am an and any are as at be because been before being below between both
but by can could did do does doing down during each few for from further had has have having he her here hers herself him
himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our
ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they
this those through to too under until up very was we were what when where which while who whom why will with would you
your yours yourself yourselves also may might must shall us one get got let via per yes okay ok please thanks thank sure`;

export const ENGLISH_STOPWORDS = new Set(EN.split(/\s+/));

/** A few very frequent words per language, enough to tell languages apart on a sentence or more. */
export const LANGUAGE_MARKERS: Record<string, string[]> = {
  en: ['the', 'and', 'is', 'are', 'of', 'to', 'in', 'that', 'it', 'you', 'with', 'for', 'this', 'was', 'have', 'not'],
  es: ['el', 'la', 'los', 'las', 'de', 'que', 'y', 'en', 'un', 'una', 'es', 'por', 'con', 'para', 'del', 'se', 'no', 'su'],
  fr: ['le', 'la', 'les', 'de', 'des', 'et', 'est', 'un', 'une', 'que', 'en', 'du', 'pour', 'pas', 'qui', 'dans', 'vous', 'nous'],
  de: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'zu', 'mit', 'den', 'von', 'sie', 'ich', 'auf', 'für', 'dem', 'es'],
  it: ['il', 'la', 'di', 'che', 'e', 'un', 'una', 'per', 'non', 'sono', 'del', 'della', 'con', 'gli', 'le', 'è', 'si', 'lo'],
  pt: ['o', 'a', 'os', 'as', 'de', 'que', 'e', 'do', 'da', 'em', 'um', 'uma', 'para', 'não', 'com', 'por', 'se', 'é'],
  nl: ['de', 'het', 'een', 'en', 'van', 'is', 'dat', 'niet', 'op', 'te', 'zijn', 'met', 'voor', 'ik', 'je', 'die', 'er'],
};

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  ru: 'russian',
  zh: 'chinese',
  ja: 'japanese',
  ko: 'korean',
  ar: 'arabic',
  he: 'hebrew',
  hi: 'hindi',
  el: 'greek',
  th: 'thai',
};
