// What a source says in shorthand, read as the words it stands for: identifiers ("in_transit", "inTransit" →
// "in", "transit") and common abbreviations ("ETA" → "estimated time of arrival"). The grounding
// and retrieval detectors look these up when a word of the answer or question is not in the source as written.
import { stem } from './stem.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import type { TextView } from './text-view.js';

/**
 * Widely used English abbreviations of business, logistics and everyday writing whose expansion is not in doubt
 * (no "min": minute or minimum; no "sun", "sat" or "wed", which are words). A general list, as in style guides' abbreviation tables, not a domain's terms.
 */
const ABBREVIATIONS: Record<string, string> = {
  eta: 'estimated time of arrival',
  etd: 'estimated time of departure',
  asap: 'as soon as possible',
  faq: 'frequently asked questions',
  fyi: 'for your information',
  rsvp: 'please reply',
  dob: 'date of birth',
  qty: 'quantity',
  amt: 'amount',
  approx: 'approximately',
  avg: 'average',
  dept: 'department',
  govt: 'government',
  acct: 'account',
  addr: 'address',
  appt: 'appointment',
  info: 'information',
  mgr: 'manager',
  msg: 'message',
  misc: 'miscellaneous',
  req: 'request',
  tel: 'telephone',
  yr: 'year',
  yrs: 'years',
  hr: 'hour',
  hrs: 'hours',
  wk: 'week',
  wks: 'weeks',
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  intl: 'international',
  natl: 'national',
  mfr: 'manufacturer',
  pkg: 'package',
  pmt: 'payment',
  ceo: 'chief executive officer',
  cfo: 'chief financial officer',
  cto: 'chief technology officer',
  hq: 'headquarters',
  pto: 'paid time off',
  roi: 'return on investment',
  sla: 'service level agreement',
  tba: 'to be announced',
  tbd: 'to be determined',
  tbc: 'to be confirmed',
  vip: 'very important person',
};

/** Content stems of each expansion, keyed by the abbreviation in lower case. */
const EXPANSION_STEMS = new Map<string, string[]>(
  Object.entries(ABBREVIATIONS).map(([abbr, phrase]) => [
    abbr,
    phrase
      .split(' ')
      .filter((w) => !ENGLISH_STOPWORDS.has(w))
      .map(stem),
  ]),
);

/**
 * Identifier separators and a small letter followed by a capital ("inTransit"). Not hyphens: "non-violent" would
 * then support "violent", and splitting them lost on the grounding sets (docs/benchmarks.md, 2026-11-26).
 */
const PART_BOUNDARY = /_+|(?<=\p{Ll})(?=\p{Lu})/u;
const MAY_SPLIT = /_|\p{Ll}\p{Lu}/u;

/** MAY_SPLIT told by character codes for ASCII words: every source word is asked, and few are identifiers. */
function maySplit(word: string): boolean {
  let lower = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c > 127) return MAY_SPLIT.test(word);
    if (c === 95 || (lower && c >= 65 && c <= 90)) return true;
    lower = c >= 97 && c <= 122;
  }
  return false;
}

/** The content stems of the words inside a word written as one ("in_transit" → "transit"); none for plain words. */
export function identifierPartStems(word: string): string[] {
  if (!maySplit(word)) return [];
  const out: string[] = [];
  for (const part of word.split(PART_BOUNDARY)) {
    const lower = part.toLowerCase();
    if (lower.length >= 2 && !ENGLISH_STOPWORDS.has(lower)) out.push(stem(lower));
  }
  return out.length > 1 || (out.length === 1 && out[0] !== stem(word.toLowerCase())) ? out : [];
}

/** The stems a view's shorthand stands for: parts of its identifiers, and expansions of its abbreviations. */
function shorthandOf(view: TextView): { parts: Set<string>; expansions: Set<string> } {
  const parts = new Set<string>();
  const expansions = new Set<string>();
  for (const w of view.words) {
    for (const s of identifierPartStems(w.text)) parts.add(s);
    const expansion = w.text.length >= 2 && w.text.length <= 5 ? EXPANSION_STEMS.get(w.text.toLowerCase()) : undefined;
    if (expansion) for (const s of expansion) expansions.add(s);
  }
  return { parts, expansions };
}

/** Stems of the words inside a view's identifiers: the view says them as surely as if written apart. */
export function identifierStems(view: TextView): Set<string> {
  return view.derived(shorthandOf).parts;
}

/** Stems of the phrases a view's abbreviations stand for. */
export function abbreviationStems(view: TextView): Set<string> {
  return view.derived(shorthandOf).expansions;
}
