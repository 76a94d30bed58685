// A compact toxicity lexicon, pure and reusable: slurs and dehumanising statements about groups (S8),
// insults and abuse aimed at the reader (S10), and profanity (S12). Whole words only; words that are
// ordinary in another sense ("chink in the armour", "Moby Dick") are either constrained or left out, and
// words that are being mentioned rather than used ("the word 'idiot' means…") are skipped.

import type { TextView } from '../text/text-view.js';
import { lowerWords, WordGate } from './word-gate.js';

export type ToxicKind = 'slur' | 'group_hate' | 'insult' | 'threat' | 'profanity';
export type ToxicCategory = 'S8' | 'S10' | 'S12';

export interface ToxicHit {
  kind: ToxicKind;
  category: ToxicCategory;
  start: number;
  end: number;
  text: string;
  confidence: number;
}

const SLURS = new RegExp(
  '\\b(?:nigg(?:er|a|ah|uh)s?|sand ?niggers?|kikes?|spics?|wetbacks?|beaners?|gooks?|ragheads?|towelheads?|camel ?jockeys?|pakis?|faggots?|trann(?:y|ies)|shemales?|golliwogs?|wops?|dagos?|chinam[ae]n|half-?breeds?|injuns?|porch ?monkeys?|jungle ?bun(?:ny|nies)|sheboons?)\\b' +
    // "chink" only when it is not "a chink in the armour / wall / light".
    '|\\bchinks?\\b(?! (?:in|of)\\b)',
  'gi',
);

const GROUP =
  '(?:jews|jewish people|muslims|christians|catholics|hindus|sikhs|atheists|blacks|black people|whites|white people|asians|mexicans|latinos|hispanics|arabs|africans|indians|chinese people|immigrants|migrants|refugees|gays|gay people|homosexuals|lesbians|trans people|transgender people|bisexuals|women|men|girls|disabled people|roma|gypsies|foreigners)';
const DEHUMANISING =
  '(?:animals|vermin|subhuman|sub-human|inferior|parasites|cockroaches|rats|savages|filth|scum|a disease|a plague|a cancer|disgusting|criminals|terrorists|rapists|evil|worthless|stupid|dirty|less than human|not human)';
const GROUP_HATE = new RegExp(
  `\\b(?:all |those |these |the )?${GROUP} (?:are|were) (?:all |just |nothing but |basically |simply )?${DEHUMANISING}\\b` +
    `|\\b${GROUP} (?:should|must|need to|deserve to) (?:all )?(?:be )?(?:killed|exterminated|eliminated|gassed|wiped out|deported|die|burn|be shot|disappear)\\b` +
    `|\\b(?:kill|exterminate|gas|eliminate|deport|get rid of) (?:all (?:the )?|every (?:single )?)${GROUP}\\b`,
  'gi',
);

const INSULT_NOUN =
  '(?:idiot|moron|imbecile|dumbass|dumb-ass|loser|clown|fool|jackass|asshole|arsehole|bitch|bastard|cretin|dimwit|halfwit|nitwit|retard|scumbag|dipshit|twat|cunt|prick|douchebag|piece of (?:shit|garbage|trash|crap))';
const INSULT_ADJ =
  '(?:stupid|dumb|idiotic|moronic|pathetic|worthless|useless|brainless|clueless|ignorant|incompetent|retarded|braindead|brain-dead|pitiful|hopeless)';
const INSULT = new RegExp(
  `\\byou(?:'re| are| were)? (?:(?:such|so|really|truly|just|a|an|the|most|biggest|complete|total|absolute|fucking|damn|bloody|little|utter|fat|ugly)\\s+){0,3}(?:${INSULT_NOUN}|${INSULT_ADJ})s?\\b` +
    `|\\b(?:${INSULT_NOUN})s? like you\\b` +
    `|\\byou (?:${INSULT_ADJ} |fucking |damn |bloody )?(?:${INSULT_NOUN})\\b` +
    `|\\b(?:what|such) an? (?:${INSULT_ADJ}) (?:question|request|thing to ask)\\b` +
    `|\\b(?:shut up|screw you|fuck (?:you|off)|go to hell|piss off|nobody (?:cares|asked you)|drop dead)\\b|\\b(?:get lost|go die)(?=[.!,]|$)`,
  'gi',
);
const THREAT = /\b(?:kill yourself|kys|i(?:'ll| will) (?:kill|hurt|find) you|you (?:should|deserve to) die|i hope you die)\b/gi;

const PROFANITY =
  /\b(?:fuck(?:s|ed|er|ers|ing|in)?|motherfuck(?:er|ers|ing)?|shit(?:s|ty|head|show)?|bullshit|horseshit|goddamn(?:ed)?|damn it|crap(?:py)?|dickhead|wanker|bollocks|arse|cunts?|twats?|f\*+k(?:ing)?|f\*+|sh\*t|b\*tch)(?![\w*])/gi;

// A word that is named rather than used: in short quotes, or after "the word", or followed by "means".
const MENTION_BEFORE =
  /(?:\b(?:the|a|this|that) (?:word|term|slur|insult|expletive|phrase)s?|\b(?:words|terms|slurs|insults) (?:like|such as)|\bsuch as|\bcalled|\bcalling (?:someone|somebody|people|them|him|her)(?: an?)?|\bspell(?:ed|ing)?|\bdefin(?:e|ition of))\W{0,3}$/i;
const MENTION_AFTER =
  /^\W{0,3}(?:is|was|are)? ?(?:an? )?(?:slur|derogatory|offensive|pejorative|insult|term|word|expletive|means|meant|refers to|is considered|comes from|originated)/i;

function isMention(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  const open = before.slice(-1);
  const close = after[0];
  if (open && close && `'"“‘\`«`.includes(open) && `'"”’\`»`.includes(close)) return true;
  // A quote that opened a few words earlier and closes a few words later, e.g. "you idiot" as a quoted example.
  const q = before.search(/["“‘'`«][^"“”‘’'`«»]{0,25}$/);
  if (q >= 0 && /^[^"“”‘’'`«»]{0,25}["”’'`»]/.test(after) && /\b(?:word|term|phrase|say|said|called|insult|slur)/i.test(before)) return true;
  return MENTION_BEFORE.test(before) || MENTION_AFTER.test(after);
}

// "You are not stupid", "there is no such thing as a stupid question": a negated insult is reassurance.
// Hate that is reported or refuted ("the propaganda claimed that Jews were vermin") rather than asserted.
const REPORTED =
  /\b(?:believed?|believing|claim(?:ed|s)?|argued?|argues|the (?:idea|myth|notion|belief|lie|claim|stereotype) that|stereotypes?|propaganda|said|thought|portrayed|depicted|viewed|considered|falsely|racists?)\b[^.!?\n]{0,40}$/i;
const NEGATED = /(?:\b(?:no|not|never|nothing|nobody thinks|does not mean)\b|n't\b)[^.!?\n]{0,25}$/i;

// Trigger words per rule (see WordGate); first four letters compared, groups joined by "&" must all occur.
const RULES: { re: RegExp; kind: ToxicKind; category: ToxicCategory; confidence: number; gate: string }[] = [
  {
    re: SLURS,
    kind: 'slur',
    category: 'S8',
    confidence: 0.85,
    gate: 'nigger niggers nigga niggas niggah nigguh sandnigger kike kikes spic spics wetback wetbacks beaner beaners gook gooks raghead ragheads towelhead towelheads jockey jockeys cameljockey paki pakis faggot faggots tranny trannies shemale shemales golliwog golliwogs wop wops dago dagos chinaman chinamen half-breed halfbreed halfbreeds injun injuns monkey monkeys porchmonkey bunny bunnies junglebunny sheboon sheboons chink chinks',
  },
  {
    re: GROUP_HATE,
    kind: 'group_hate',
    category: 'S8',
    confidence: 0.85,
    gate: 'jews jewish muslims christians catholics hindus sikhs atheists blacks black whites white asians mexicans latinos hispanics arabs africans indians chinese immigrants migrants refugees gays gay homosexuals lesbians trans transgender bisexuals women men girls disabled roma gypsies foreigners & animals vermin subhuman sub-human inferior parasites cockroaches rats savages filth scum disease plague cancer disgusting criminals terrorists rapists evil worthless stupid dirty human killed exterminated eliminated gassed wiped deported die burn shot disappear kill exterminate gas eliminate deport rid',
  },
  { re: THREAT, kind: 'threat', category: 'S10', confidence: 0.85, gate: 'kill kys hurt find die' },
  {
    re: INSULT,
    kind: 'insult',
    category: 'S10',
    confidence: 0.8,
    gate: 'idiot idiots moron morons imbecile dumbass dumb-ass loser losers clown fool jackass asshole arsehole bitch bastard cretin dimwit halfwit nitwit retard scumbag dipshit twat cunt prick douchebag piece stupid dumb idiotic moronic pathetic worthless useless brainless clueless ignorant incompetent retarded braindead brain-dead pitiful hopeless shut screw fuck piss nobody dead lost die',
  },
  {
    re: PROFANITY,
    kind: 'profanity',
    category: 'S12',
    confidence: 0.6,
    gate: 'fuck fucks fucked fucker fuckers fucking fuckin motherfucker motherfucking shit shits shitty shithead shitshow bullshit horseshit goddamn goddamned damn crap crappy dickhead wanker bollocks arse cunt cunts twat twats f sh b',
  },
];
const GATE = new WordGate(RULES.map((r) => r.gate));

/** Toxic language in a text, left to right, without overlaps (the more serious kind wins). */
export function findToxic(text: string, words?: Iterable<string>): ToxicHit[] {
  if (!text) return [];
  const hits: ToxicHit[] = [];
  for (const index of GATE.open(words ?? lowerWords(text))) {
    const rule = RULES[index];
    for (const m of text.matchAll(rule.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (isMention(text, start, end)) continue;
      const before = text.slice(Math.max(0, start - 60), start);
      if ((rule.kind === 'insult' || rule.kind === 'group_hate') && NEGATED.test(before)) continue;
      if (rule.kind === 'group_hate' && REPORTED.test(before)) continue;
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      hits.push({ kind: rule.kind, category: rule.category, start, end, text: m[0], confidence: rule.confidence });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** findToxic of a view's text with the view's words, kept with the view (TextView.derived); not to be changed. */
export const toxicIn = (view: TextView): readonly ToxicHit[] => view.derived(toxicOfView);
const toxicOfView = (view: TextView) => findToxic(view.text, view.lowerWords);
