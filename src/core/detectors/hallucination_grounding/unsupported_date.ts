// Dates and years in the answer that no source states. "May 3, 2024", "3 May 2024" and "2024-05-03" are
// one date; a bare year is supported when any source mentions that year.
import type { TextView } from '../../text/text-view.js';
import type { Detector, Finding } from '../types.js';
import { parsedDates, supportsDate, type ParsedDate } from './dates.js';
import { sourceIndex } from './sources.js';
import { hasGroundingSource } from './util.js';

const MAX_EVIDENCE = 10;

function supported(d: ParsedDate, sources: TextView[], hasYear: (y: number) => boolean): boolean {
  const bareYear = d.parts.month === null && d.parts.day === null;
  // A bare year is supported by the year anywhere: in a date, or as a plain number ("founded 1998").
  if (bareYear) return d.parts.year !== null && hasYear(d.parts.year);
  return sources.some((v) => parsedDates(v).some((s) => supportsDate(s.parts, d.parts)));
}

export const detector: Detector = {
  id: 'unsupported_date',
  requires: ['context'],
  detect(_item, text): Finding | null {
    if (!hasGroundingSource(text) || text.output.isBlank) return null;
    const dates = parsedDates(text.output);
    if (dates.length === 0) return null;
    const index = sourceIndex(text);
    const sources = [text.input, text.context, text.toolResults, text.systemPrompt].filter((v): v is TextView => v !== null && !v.isBlank);
    const urls = text.output.urls;
    const unsupported = dates.filter((d) => !urls.some((u) => d.start < u.end && d.end > u.start) && !supported(d, sources, (y) => index.hasNumber(y)));
    if (unsupported.length === 0) return null;
    const distinct = [...new Set(unsupported.map((d) => d.text))];
    const full = unsupported.some((d) => d.parts.day !== null);
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.92, (full ? 0.7 : 0.6) + 0.08 * (distinct.length - 1)).toFixed(3)),
      rationale: `The answer gives ${distinct.slice(0, 4).join(', ')}${distinct.length > 4 ? ` and ${distinct.length - 4} more` : ''}, which no source (context, input or tool results) states.`,
      evidence: unsupported.slice(0, MAX_EVIDENCE).map((d) => ({
        source: 'output' as const,
        start: d.start,
        end: d.end,
        description: `${d.text} is not a date or year any source gives.`,
        metadata: { year: d.parts.year, month: d.parts.month, day: d.parts.day },
      })),
    };
  },
  examples: {
    fail: [
      {
        input: 'When did the store open?',
        context: ['The flagship store opened on March 12, 2019 in Lisbon.'],
        output: 'The flagship store opened on March 21, 2019 in Lisbon.',
      },
      {
        input: 'When was the company founded?',
        context: ['The company was founded in 1998 by two students.'],
        output: 'The company was founded in 1998 and went public in 2004.',
      },
      {
        input: 'When is the deadline?',
        context: ['Applications close at the end of the spring term.'],
        output: 'Applications close on 2024-05-03.',
      },
    ],
    pass: [
      {
        input: 'When did the store open?',
        context: ['The flagship store opened on 12 March 2019 in Lisbon.'],
        output: 'It opened on March 12, 2019.',
      },
      {
        input: 'When is the deadline?',
        context: ['Deadline: 2024-05-03. Late submissions are not accepted.'],
        output: 'The deadline is May 3rd, 2024, and in 2024 late submissions are not accepted.',
      },
      {
        // The year in the question counts as a source; 1500 in the context is the same number.
        input: 'What happened in 2020 at the plant?',
        context: ['The plant cut 1,500 jobs that year.'],
        output: 'In 2020 the plant cut 1500 jobs.',
      },
    ],
  },
};
