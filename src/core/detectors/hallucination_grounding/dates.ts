// Dates as comparable parts, so "May 3, 2024", "3 May 2024" and "2024-05-03" are one date.
import type { Span, TextView } from '../../text/text-view.js';

export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
  /** A numeric date like 05/03/2024 reads either way (US or day-first); both readings are kept. */
  alt?: { month: number; day: number };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function monthOf(word: string): number | null {
  return MONTHS[word.toLowerCase().slice(0, 3)] ?? null;
}

function fullYear(y: number): number {
  return y < 100 ? (y < 50 ? 2000 + y : 1900 + y) : y;
}

/** The parts of a date as TextView finds them; null when the text is no date after all. */
export function parseDate(raw: string): DateParts | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(raw);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = fullYear(Number(m[3]));
    return { year, month: a, day: b, alt: { month: b, day: a } };
  }
  m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?$/i.exec(raw);
  if (m && monthOf(m[1])) return { year: m[3] ? Number(m[3]) : null, month: monthOf(m[1]), day: Number(m[2]) };
  m = /^(\d{1,2})(?:st|nd|rd|th)? (?:of )?([A-Za-z]+)(?:,? (\d{4}))?$/i.exec(raw);
  if (m && monthOf(m[2])) return { year: m[3] ? Number(m[3]) : null, month: monthOf(m[2]), day: Number(m[1]) };
  m = /^(\d{4})$/.exec(raw);
  if (m) return { year: Number(m[1]), month: null, day: null };
  return null;
}

/** "May" alone (the modal verb) is matched by the date pattern only with a day; a day above 31 is no date. */
export function isPlausible(d: DateParts): boolean {
  if (d.month !== null && (d.month < 1 || d.month > 12) && !(d.alt && d.alt.month >= 1 && d.alt.month <= 12)) return false;
  if (d.day !== null && (d.day < 1 || d.day > 31)) return false;
  return true;
}

function readings(d: DateParts): { month: number | null; day: number | null }[] {
  return d.alt ? [{ month: d.month, day: d.day }, d.alt] : [{ month: d.month, day: d.day }];
}

/**
 * Whether a source date supports a claimed date: every part the claim states, the source states the same.
 * A bare claimed year is supported by any date in that year; a claimed full date by the same day and month
 * when the source leaves out the year.
 */
export function supportsDate(source: DateParts, claim: DateParts): boolean {
  for (const rc of readings(claim)) {
    for (const rs of readings(source)) {
      if (rc.month !== null && rs.month !== rc.month) continue;
      if (rc.day !== null && rs.day !== rc.day) continue;
      if (claim.year !== null && (source.year === null ? rs.month === null : source.year !== claim.year)) continue;
      return true;
    }
  }
  return false;
}

/** Two dates that state a common part (the year, or the month and day) with different values. */
export function datesConflict(a: DateParts, b: DateParts): boolean {
  if (a.year !== null && b.year !== null && a.year !== b.year) return true;
  if (a.month === null || b.month === null) return false;
  for (const ra of readings(a)) {
    for (const rb of readings(b)) if (ra.month === rb.month && (ra.day === null || rb.day === null || ra.day === rb.day)) return false;
  }
  return true;
}

export interface ParsedDate extends Span {
  parts: DateParts;
}

const parsedCache = new WeakMap<TextView, ParsedDate[]>();

/** The plausible dates of a view, parsed; cached per view. */
export function parsedDates(view: TextView): ParsedDate[] {
  let out = parsedCache.get(view);
  if (!out) {
    out = [];
    for (const d of view.dates) {
      const parts = parseDate(d.text);
      if (parts && isPlausible(parts)) out.push({ ...d, parts });
    }
    parsedCache.set(view, out);
  }
  return out;
}
