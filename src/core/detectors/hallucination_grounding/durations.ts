// Spans of time a text states ("two weeks", "14 days", "48 hours", "half a year", "a fortnight"), as an amount on
// one of two exact ladders: seconds (second … week, fortnight) and months (month, year, decade). A month is no
// fixed number of days, so "30 days" and "a month" stay apart. An answer that states a source's duration in
// another unit ("14 days" for "two weeks") states no new figure: unsupported_number and the claim support of a
// sentence read its number and unit words as the source's.
import type { TextView } from '../../text/text-view.js';
import type { SourceIndex } from './sources.js';

export interface Duration {
  start: number;
  end: number;
  /** 0: seconds; 1: months. */
  ladder: 0 | 1;
  amount: number;
}

const UNITS: Record<string, [0 | 1, number]> = {
  second: [0, 1],
  sec: [0, 1],
  minute: [0, 60],
  min: [0, 60],
  hour: [0, 3600],
  hr: [0, 3600],
  day: [0, 86_400],
  week: [0, 604_800],
  fortnight: [0, 1_209_600],
  month: [1, 1],
  year: [1, 12],
  yr: [1, 12],
  decade: [1, 120],
};
const COUNT_WORDS: Record<string, number> = Object.fromEntries(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i) => [w, i + 1] as [string, number])
    .concat('thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, 30 + 10 * i])),
);
/** "a", "one", "the first": one of the unit; "half a", "a half": a half; "a couple of": two. "per", "each" and
 * "every" make a rate ("each year"), no span of time. */
const ONE = new Set(['a', 'an', 'one', 'first']);
const DURATION =
  /\b(?:(\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)[\s-]+|(half an?|a half|a couple of|couple of)\s+)?(second|sec|minute|min|hour|hr|day|week|fortnight|month|year|yr|decade)s?\b/gi;
/** A text worth scanning names a unit of time at all. */
const ANY_UNIT = /\b(?:sec|min|hour|hr|day|week|fortnight|month|year|yr|decade)/i;

function amountOf(word: string | undefined, phrase: string | undefined): number | null {
  if (phrase) return phrase.toLowerCase().includes('half') ? 0.5 : 2;
  if (word === undefined) return null;
  const lower = word.toLowerCase();
  if (/^\d/.test(lower)) return Number.parseFloat(lower);
  if (ONE.has(lower)) return 1;
  // "twenty-four", "twenty four" is read by its parts elsewhere; a hyphenated count adds them.
  const parts = lower.split('-');
  let sum = 0;
  for (const p of parts) {
    const v = COUNT_WORDS[p];
    if (v === undefined) return null;
    sum += v;
  }
  return sum;
}

const cache = new WeakMap<TextView, Duration[]>();

/** The durations a view states, in text order; "fortnight" alone is one fortnight. */
export function durationsIn(view: TextView): Duration[] {
  let found = cache.get(view);
  if (found) return found;
  found = [];
  const text = view.text;
  if (ANY_UNIT.test(text)) {
    for (const m of text.matchAll(DURATION)) {
      const [ladder, size] = UNITS[m[3].toLowerCase()];
      let amount = amountOf(m[1], m[2]);
      let start = m.index;
      if (amount === null) {
        // A word before the unit that is no count ("the week", "delivery takes weeks"): only a fortnight is one.
        if (m[3].toLowerCase() !== 'fortnight') continue;
        amount = 1;
        start = m.index + m[0].length - m[3].length - (m[0].toLowerCase().endsWith('s') ? 1 : 0);
      }
      found.push({ start, end: m.index + m[0].length, ladder, amount: amount * size });
    }
  }
  cache.set(view, found);
  return found;
}

const sourceDurations = new WeakMap<SourceIndex, Set<string>>();

const key = (d: Duration) => `${d.ladder}:${Number(d.amount.toPrecision(12))}`;

/** Whether some source states the same span of time, in any unit of its ladder. */
export function sourceStatesDuration(d: Duration, index: SourceIndex): boolean {
  let keys = sourceDurations.get(index);
  if (!keys) sourceDurations.set(index, (keys = new Set(index.views.flatMap((v) => durationsIn(v).map(key)))));
  return keys.has(key(d));
}

/** The durations of an answer that a source states in another unit (or the same), in text order. */
export function restatedDurations(view: TextView, index: SourceIndex): Duration[] {
  return durationsIn(view).filter((d) => sourceStatesDuration(d, index));
}
