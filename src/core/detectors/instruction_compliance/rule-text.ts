// Small text helpers shared by the instruction-compliance detectors: number words, the sentence around an
// offset, the answer's body without a "Sure! Here it is:" lead-in, and list-line structure.
import type { Span } from '../../text/text-view.js';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  'a single': 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'one hundred': 100,
  'two hundred': 200,
  'three hundred': 300,
  'five hundred': 500,
  thousand: 1000,
  'a thousand': 1000,
  'one thousand': 1000,
};

/** Regex source for a count written as digits or words ("3", "three", "a single", "a hundred"). */
export const COUNT =
  '\\d{1,5}(?:,\\d{3})?|a single|(?:a|one|two|three|five) hundred|a thousand|one thousand|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|single|one|two|three|four|five|six|seven|eight|nine|ten';

export function parseCount(raw: string): number | null {
  const t = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^\d/.test(t)) return Number.parseInt(t.replace(/,/g, ''), 10);
  return NUMBER_WORDS[t] ?? null;
}

/** The sentence (or line) of `text` around `offset`, for checking qualifiers like "each" near a rule. */
export function clauseAround(text: string, offset: number, maxSpan = 200): { text: string; start: number } {
  const from = Math.max(0, offset - maxSpan);
  const head = text.slice(from, offset);
  const cut = Math.max(head.search(/[.!?\n][^.!?\n]*$/), -1);
  const start = cut >= 0 ? from + cut + 1 : from;
  const tail = text.slice(offset, offset + maxSpan);
  const stop = tail.search(/[.!?\n]/);
  return { text: text.slice(start, stop >= 0 ? offset + stop : offset + tail.length), start };
}

// A lead-in line ends with a colon; a list item that does ("1. Peace and security:") is content, not a lead-in.
const LEAD_IN =
  /^\s*(?:(?:sure|certainly|of course|absolutely|okay|ok|great|no problem|here you go)[!.,]*\s+)?(?:(?![ \t]*(?:[-*•]|\d{1,3}[.)])\s)[^\n]{0,120}:[ \t]*\n+)?/i;

/** The answer without a short lead-in line ending in a colon ("Here is a one-sentence summary:"). */
export function answerBody(text: string): Span {
  const m = LEAD_IN.exec(text);
  let start = m && m[0].length < text.trimEnd().length ? m[0].length : 0;
  while (start < text.length && /\s/.test(text[start])) start++;
  let end = text.length;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { text: text.slice(start, end), start, end };
}

export interface ListLine {
  start: number;
  end: number;
  indent: number;
  /** The item number for numbered lines, null for bullets. */
  number: number | null;
}

const LIST_LINE = /^([ \t]*)(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:(?:step|tip|reason|item)[ \t]+)?(?:([-*•‣▪◦–+])|(\d{1,3})[.):]|\(?([a-z])\))(?:\*\*|__)?[ \t]+\S/i;

/** Lines that start with a bullet or a number ("- x", "1. x", "**2.** x", "### 3. x", "Step 4: x"). */
export function listLines(text: string, limit = 200_000): ListLine[] {
  const out: ListLine[] = [];
  let inCode = false;
  let pos = 0;
  const stop = Math.min(text.length, limit);
  while (pos < stop) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const line = text.slice(pos, nl);
    if (/^\s*```/.test(line)) inCode = !inCode;
    else if (!inCode) {
      const m = LIST_LINE.exec(line);
      // A "-" rule line or a lone "*emphasis*" is no bullet; the regex needs a space after the marker.
      if (m) out.push({ start: pos, end: nl, indent: m[1].replace(/\t/g, '    ').length, number: m[3] ? Number(m[3]) : null });
    }
    pos = nl + 1;
  }
  return out;
}

const DECLINE =
  /^\W*(?:sorry|unfortunately|i apologi[sz]e|as an ai\b|i(?:'m| am) (?:sorry|unable|not able|an ai)|i (?:do not|don't|cannot|can't|can not) (?:have|see|access|browse|view|open|know))/i;

/** The answer opens by declining or stating it cannot (no access, no browsing): there is no content to check. */
export const opensWithDecline = (text: string): boolean => DECLINE.test(text.slice(0, 200));

/** Where the text has a fenced code block, if anywhere. */
export function codeFence(text: string): Span | null {
  const open = text.indexOf('```');
  if (open < 0) return null;
  const close = text.indexOf('```', open + 3);
  const end = close < 0 ? text.length : close + 3;
  return { text: text.slice(open, end), start: open, end };
}

/** A short excerpt of a span for rationales. */
export function quote(text: string, max = 60): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export const round2 = (n: number): number => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
