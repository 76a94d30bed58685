// A sentence of the answer that restates a context sentence (same subject: most of its content words) but
// changes what it says: another number for the same unit, another date, or the opposite polarity.
import type { NumberSpan, TextView } from '../../text/text-view.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { bestAlignment, findPolarityFlip, sentenceStems, type SentenceStems } from './align.js';
import { datesConflict, parsedDates, supportsDate } from './dates.js';
import { MAX_SENTENCES } from './claims.js';
import { sourceIndex, type SourceIndex } from './support.js';
import { quote } from './util.js';

/** Least share of the answer sentence's content words the context sentence must hold to be its restatement. */
const MIN_COVERAGE = 0.5;
const MIN_SHARED = 3;
const MAX_FINDINGS = 6;
const SCALE = /^(?:thousand|million|billion|trillion|k|m|bn)$/i;

interface Contradiction {
  output: { start: number; end: number };
  context: { start: number; end: number };
  kind: 'number' | 'date' | 'negation';
  detail: string;
  confidence: number;
}

function within<T extends { start: number; end: number }>(items: T[], start: number, end: number): T[] {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].start < start) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < items.length && items[i].start < end; i++) if (items[i].end <= end) out.push(items[i]);
  return out;
}

/** What a number counts: "%", a currency, and the word after it ("30 days" → "day"; "$4 billion" → "$ billion"). */
function unitOf(text: string, n: NumberSpan): string {
  if (/%|percent/i.test(n.text)) return '%';
  const currency = /[$€£¥]\s?$/.exec(text.slice(Math.max(0, n.start - 2), n.start))?.[0].trim() ?? '';
  const words = /^\s?([a-z]+)(?:\s([a-z]+))?/i.exec(text.slice(n.end, n.end + 30));
  let unit = words?.[1]?.toLowerCase() ?? '';
  if (SCALE.test(unit) && words?.[2]) unit += ' ' + words[2].toLowerCase();
  return `${currency}${unit.replace(/s$/, '')}`;
}

/** The word before a number ("within 30", "costs $10" → "cost"), the other clue to what it counts. */
function wordBefore(text: string, n: NumberSpan): string {
  const m = /([a-z]+)\W{0,3}$/i.exec(text.slice(Math.max(0, n.start - 30), n.start));
  return m ? m[1].toLowerCase() : '';
}

/** Numbers of a sentence, without dates and without numbers the number pattern cut short ("41st" → "4"). */
function numbersOf(view: TextView, start: number, end: number): NumberSpan[] {
  const dates = view.dates;
  const text = view.text;
  return within(view.numbers, start, end).filter(
    (n) => !/[\p{L}\p{N}]/u.test(text[n.end] ?? ' ') && !dates.some((d) => n.start < d.end && n.end > d.start),
  );
}

/**
 * A number of the answer sentence that no source states, where the restated context sentence has another
 * number the answer does not state, counting the same thing (same unit, or the same word before it).
 */
function compareNumbers(out: TextView, ctx: TextView, o: SentenceStems, c: SentenceStems, index: SourceIndex): Contradiction | null {
  const on = numbersOf(out, o.span.start, o.span.end).filter((n) => !index.hasNumber(Math.abs(n.value)));
  if (on.length === 0) return null;
  const outValues = out.numberValues;
  const cn = numbersOf(ctx, c.span.start, c.span.end).filter((n) => !outValues.has(n.value));
  for (const x of on) {
    const ux = unitOf(out.text, x);
    const bx = wordBefore(out.text, x);
    const y = cn.find((n) => (ux !== '' && unitOf(ctx.text, n) === ux) || (bx !== '' && wordBefore(ctx.text, n) === bx));
    if (y) return { output: o.span, context: c.span, kind: 'number', detail: `says ${x.text} where the context says ${y.text}`, confidence: ux !== '' && unitOf(ctx.text, y) === ux ? 0.75 : 0.65 };
  }
  return null;
}

function compareDates(out: TextView, ctx: TextView, o: SentenceStems, c: SentenceStems): Contradiction | null {
  const od = within(parsedDates(out), o.span.start, o.span.end);
  if (od.length === 0) return null;
  const cd = within(parsedDates(ctx), c.span.start, c.span.end);
  const anywhere = parsedDates(ctx);
  for (const d of od) {
    // A date the context states anywhere is no contradiction, even if this sentence gives another.
    if (anywhere.some((s) => supportsDate(s.parts, d.parts))) continue;
    if (d.parts.month === null && d.parts.day === null && d.parts.year !== null && ctx.numberValues.has(d.parts.year)) continue;
    const other = cd.find((s) => datesConflict(s.parts, d.parts));
    if (other) return { output: o.span, context: c.span, kind: 'date', detail: `says ${d.text} where the context says ${other.text}`, confidence: 0.7 };
  }
  return null;
}

export const detector: Detector = {
  id: 'context_contradiction',
  requires: ['context'],
  detect(item, text): Finding | null {
    const out = text.output;
    const ctx = text.context;
    if (ctx.isBlank || out.isBlank) return null;
    const found: Contradiction[] = [];
    const index = sourceIndex(text);
    out.sentences.slice(0, MAX_SENTENCES).forEach((sentence, si) => {
      if (found.length >= MAX_FINDINGS || sentence.text.endsWith('?')) return;
      const own = sentenceStems(out, si);
      if (own.stemSet.size < MIN_SHARED) return;
      // Only a sentence that states a number or a date can change one; aligning the others is wasted work.
      const states = within(out.numbers, sentence.start, sentence.end).length > 0 || within(out.dates, sentence.start, sentence.end).length > 0;
      const aligned = states ? bestAlignment(own.stemSet, ctx) : null;
      if (aligned && aligned.coverage >= MIN_COVERAGE && aligned.coverage * own.stemSet.size >= MIN_SHARED) {
        const c = compareNumbers(out, ctx, own, aligned.source, index) ?? compareDates(out, ctx, own, aligned.source);
        if (c) {
          found.push(c);
          return;
        }
      }
      const flip = findPolarityFlip(own, ctx, 0.6);
      if (flip) {
        const detail = flip.negatedIn === 'output' ? `denies "${flip.stem}", which the context affirms` : `affirms "${flip.stem}", which the context denies`;
        found.push({ output: sentence, context: flip.source.span, kind: 'negation', detail, confidence: 0.65 });
      }
    });
    if (found.length === 0) return null;
    const evidence: EvidenceSpan[] = [];
    for (const f of found) {
      evidence.push({ source: 'output', start: f.output.start, end: f.output.end, description: `The answer ${f.detail}.`, metadata: { kind: f.kind } });
      evidence.push({ source: 'context', start: f.context.start, end: f.context.end, description: 'The context sentence it contradicts.', metadata: { kind: f.kind } });
    }
    const first = found[0];
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.95, Math.max(...found.map((f) => f.confidence)) + 0.05 * (found.length - 1)).toFixed(3)),
      rationale: `The answer contradicts the context: ${quote(out.text.slice(first.output.start, first.output.end), 70)} ${first.detail}.`,
      evidence,
      severity: 'high',
    };
  },
  examples: {
    fail: [
      {
        input: 'What is the return window?',
        context: ['Customers can return unused items within 30 days of delivery for a full refund.'],
        output: 'Customers can return unused items within 60 days of delivery for a full refund.',
      },
      {
        input: 'When did the bridge open?',
        context: ['The bridge opened to traffic on 4 July 1998 after six years of construction.'],
        output: 'The bridge opened to traffic on July 4, 2001 after six years of construction.',
      },
      {
        input: 'Is the premium plan refundable?',
        context: ['The premium plan is refundable within the first month of the subscription.'],
        output: 'The premium plan is not refundable within the first month of the subscription.',
      },
    ],
    pass: [
      {
        // The same figure written differently.
        input: 'What is the return window?',
        context: ['Customers can return unused items within 30 days of delivery for a full refund.'],
        output: 'Unused items can be returned within thirty days — 30 days of delivery — for a full refund.',
      },
      {
        // The date in another format.
        input: 'When did the bridge open?',
        context: ['The bridge opened to traffic on 4 July 1998 after six years of construction.'],
        output: 'It opened to traffic on July 4, 1998, after six years of construction.',
      },
      {
        // A different subject with a different number is no contradiction.
        input: 'Tell me about the plans.',
        context: ['The basic plan costs $10 per month and includes email support.'],
        output: 'The enterprise tier is negotiated separately for teams of 500 or more.',
      },
    ],
  },
};
