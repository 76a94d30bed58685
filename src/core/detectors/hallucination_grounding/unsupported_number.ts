// Numbers in the answer that no source states: not the context, not the question, not a tool result.
// Values are compared, not spellings ("1,200" = "1200", "12%" = "12 percent", "0.5" = ".5", "twelve" = 12).
import type { NumberSpan } from '../../text/text-view.js';
import type { Detector, Finding } from '../types.js';
import { sourceIndex } from './sources.js';
import { inReference, jsonReferenceRanges } from './json-references.js';
import { figureWorkedOut, statedLoosely } from './figure-support.js';
import { hasGroundingSource, isListMarker } from './util.js';
import { unitOf } from './figures.js';

/** Small counters that number parts of the answer itself ("Step 2", "Option 1"), not facts. */
const SELF_REFERENCE =
  /\b(?:step|steps|option|options|point|tip|method|approach|way|phase|stage|part|item|example|rule|reason|solution|idea|suggestion)\s*#?$/i;
const MAX_EVIDENCE = 10;
const FRACTION_OR_SHARE = /[%.]|percent/;
const DIGITS = /^-?[\d,]*\.?\d+/;

const CHANGED_FIGURE_CONFIDENCE = 0.82;

/** Whether the context states another value, not in the answer, with the same unit as n ("tablet", "$", "%"). */
function contradictsContext(output: string, context: string, contextNumbers: NumberSpan[], outputValues: Set<number>, n: NumberSpan): boolean {
  const unit = unitOf(output, n);
  if (unit === '') return false;
  return contextNumbers.some((c) => c.value !== n.value && !outputValues.has(c.value) && unitOf(context, c) === unit);
}

/** Whether [start, end) overlaps a range of a list sorted by start (binary search: outputs can be long). */
function inRanges(ranges: { start: number; end: number }[], start: number, end: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].start < end) lo = mid + 1;
    else hi = mid;
  }
  // Ranges starting before `end`; dates and URLs are short, so the few just before are the candidates.
  for (let i = lo - 1; i >= 0 && i >= lo - 4; i--) if (ranges[i].end > start) return true;
  return false;
}

export const detector: Detector = {
  id: 'unsupported_number',
  requires: ['context'],
  detect(_item, text): Finding | null {
    if (!hasGroundingSource(text) || text.output.isBlank) return null;
    const out = text.output;
    const index = sourceIndex(text);
    // Years and dates are judged by unsupported_date; numbers inside URLs are part of the address.
    const skip = [...out.dates, ...out.urls].sort((a, b) => a.start - b.start);
    const references = jsonReferenceRanges(out);
    const unsupported: NumberSpan[] = [];
    for (const n of out.numbers) {
      const value = Math.abs(n.value);
      if (inRanges(skip, n.start, n.end)) continue;
      if (isListMarker(out.text, n.start, n.end)) continue;
      if (references.length > 0 && inReference(references, n.start, n.end)) continue;
      // A number a source states is settled first (most are); the other tests are all reasons to skip one.
      if (index.hasNumber(value)) continue;
      const before = out.text.slice(Math.max(0, n.start - 24), n.start);
      if (value <= 20 && Number.isInteger(value) && SELF_REFERENCE.test(before)) continue;
      // 0 and 1 are used loosely ("one of the", "0 errors") and say little on their own.
      if ((value === 0 || value === 1) && !FRACTION_OR_SHARE.test(n.text)) continue;
      // The number pattern stops a decimal before a unit letter ("5.68m" reads 5.6): judge the digits as written.
      const digits = DIGITS.exec(out.text.slice(n.start, n.start + 40))?.[0].replace(/^-/, '') ?? n.text;
      if (digits !== n.text && (index.hasNumber(Number.parseFloat(digits.replace(/,/g, ''))) || index.mentionsNumber(digits))) continue;
      // ".5" in a source is read by no number pattern; look for the spelling itself.
      if (value < 1 && index.mentions(n.text.replace(/^-?0(?=\.)/, ''))) continue;
      if (statedLoosely(out.text, n, index)) continue;
      // Written out in full where a source gives it with a scale word ("1,200,000" for "1.2 million").
      if ([1e3, 1e6, 1e9].some((s) => value >= s && index.hasNumber(value / s))) continue;
      if (figureWorkedOut(out, n, index)) continue;
      unsupported.push(digits.length > n.text.length ? { ...n, text: digits, end: n.start + (/^[-−]/.test(n.text) ? 1 : 0) + digits.length } : n);
    }
    if (unsupported.length === 0) return null;
    const distinct = [...new Set(unsupported.map((n) => n.text))];
    // A single small integer is weaker evidence than a precise figure (decimals, percentages, large values).
    const precise = unsupported.some((n) => /[.,%]|percent/.test(n.text) || Math.abs(n.value) >= 100);
    // A figure where the context gives another value in the same unit ("8 tablets" / "6 tablets") is a changed
    // figure, not a figure merely absent: it gates (the 0.8 threshold) on its own.
    const changed = unsupported.filter((n) => contradictsContext(out.text, text.context.text, text.context.numbers, out.numberValues, n));
    const absent = Math.min(0.92, (precise ? 0.65 : 0.5) + 0.08 * (distinct.length - 1));
    const confidence = changed.length > 0 ? Math.max(absent, CHANGED_FIGURE_CONFIDENCE) : absent;
    return {
      decision: 'fail',
      confidence: Number(confidence.toFixed(3)),
      rationale:
        `The answer states ${distinct.slice(0, 4).join(', ')}${distinct.length > 4 ? ` and ${distinct.length - 4} more` : ''} but no source (context, input or tool results) mentions ${distinct.length === 1 ? 'that number' : 'these numbers'}` +
        (changed.length > 0 ? `; the context gives another value in the same unit as ${changed[0].text}, so the figure was changed.` : '.'),
      evidence: unsupported.slice(0, MAX_EVIDENCE).map((n) => ({
        source: 'output' as const,
        start: n.start,
        end: n.end,
        description: changed.includes(n) ? `${n.text} appears in no source, which gives another value in the same unit.` : `${n.text} appears in no source.`,
        metadata: { value: n.value },
      })),
    };
  },
  examples: {
    fail: [
      {
        input: 'How much did revenue grow?',
        context: ['Revenue grew 12% year over year to $4.1 billion.'],
        output: 'Revenue grew 18% year over year to $4.1 billion.',
      },
      {
        input: 'How long is the warranty?',
        context: ['The warranty lasts two years from the date of purchase.'],
        output: 'The warranty lasts two years and covers up to 3 replacements, with a $250 deductible.',
      },
      {
        input: 'What is the population?',
        context: ['The town had 12,450 residents at the last census.'],
        output: 'The town has a population of about 31,000 people.',
      },
      {
        // A total the context's own figures do not add up to.
        input: 'What is the invoice total?',
        context: ['Consulting: $1,200. Travel: $350. Software licence: $450.'],
        output: 'The invoice comes to $2,150 in total.',
      },
    ],
    pass: [
      {
        input: 'How many engineers?',
        context: ['The company employs 1,200 engineers; 12 percent of them work remotely.'],
        output: 'It employs 1200 engineers, and 12% of them work remotely.',
      },
      {
        // A number word opening a source's hyphenated word ("a four-hour wait") states the number.
        input: 'How long was the wait?',
        context: ['Passengers faced a four-hour wait at the border before the ferry left.'],
        output: 'Passengers waited 4 hours at the border before the ferry left.',
      },
      {
        // List markers and step numbers are not claims; the 30 comes from the question.
        input: 'Give me the steps to reset the router within 30 seconds.',
        context: ['Hold the reset button, release it, then wait for the lights to blink.'],
        output: '1. Hold the reset button.\n2. Release it.\n3. Wait for the lights to blink — all within 30 seconds.',
      },
      {
        input: 'What was the error rate?',
        context: ['The error rate fell to .5 after the fix, out of twelve runs.'],
        output: 'The error rate fell to 0.5 after the fix, measured over 12 runs.',
      },
      {
        input: 'How big was the deal?',
        context: ['The acquisition was valued at $1,200,000,000.'],
        output: 'The acquisition was valued at about $1.2 billion.',
      },
      {
        // Figures worked out from the context's own: a total, a difference, a percentage of two of its figures.
        input: 'What is the invoice total, and how much of the budget is left?',
        context: ['Consulting: $1,200. Travel: $350. Software licence: $450. The budget is $5,000, so $3,000 remains after this invoice.'],
        output: 'The invoice comes to $2,000, which is 40% of the $5,000 budget; $3,000 is left.',
      },
      {
        // A count of what the context lists, and a price times the quantity asked for.
        input: 'How much are 4 kilos of apples, and how many fruits do you sell?',
        context: ['Apples cost $3 per kilo. Fruit on sale: apples, pears and plums.'],
        output: 'Four kilos of apples cost $12, and we sell 3 kinds of fruit: apples, pears and plums.',
      },
      {
        // A span of time the context states in another unit.
        input: 'How long do I have to return something?',
        context: ['Returns are accepted within a fortnight of purchase.'],
        output: 'Returns are accepted within 14 days of purchase.',
      },
    ],
  },
};
