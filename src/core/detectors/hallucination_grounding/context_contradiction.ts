// A sentence of the answer that restates a context sentence (same subject: most of its content words) but
// changes what it says: another number for the same unit, another date, the opposite polarity, another name in
// the context name's frame (name-swap.ts), or a yes to a question the context answers no (yes-no.ts).
import type { TextView } from '../../text/text-view.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { bestAlignment, findPolarityFlip } from './align.js';
import { CONFIDENCE, type Contradiction, fromLocal } from './contradiction.js';
import { anyWithin, compareDates, compareNumbers, openFigures } from './figure-contradiction.js';
import { sentenceStems } from './sentences.js';
import { MAX_SENTENCES } from './claims.js';
import { sourceIndex } from './sources.js';
import { findAntonymSwap, findNegationFlip } from './local-contrast.js';
import { quote } from './util.js';
import { findWordSwap } from './word-swap.js';
import { findYesAgainstDenial } from './yes-no.js';
import { findNameSwap } from './name-swap.js';
import { mayNegate } from './words.js';

/** Least share of the answer sentence's content words the context sentence must hold to be its restatement. */
const MIN_COVERAGE = 0.5;
const MIN_SHARED = 3;
const MAX_FINDINGS = 6;
/** Shared content words enough for a figure in the same unit ("8 tablets a day" / "6 tablets a day"). */
const MIN_SHARED_SAME_UNIT = 2;

function report(found: Contradiction[], out: TextView): Finding | null {
  if (found.length === 0) return null;
  const evidence: EvidenceSpan[] = [];
  for (const f of found) {
    const words = f.words && {
      word_start: f.words.output.start,
      word_end: f.words.output.end,
      context_word_start: f.words.context.start,
      context_word_end: f.words.context.end,
    };
    evidence.push({ source: 'output', start: f.output.start, end: f.output.end, description: `The answer ${f.detail}.`, metadata: { kind: f.kind, ...words } });
    evidence.push({
      source: 'context',
      start: f.context.start,
      end: f.context.end,
      description: 'The context sentence it contradicts.',
      metadata: { kind: f.kind, ...words },
    });
  }
  const first = found[0];
  return {
    decision: 'fail',
    confidence: Number(Math.min(0.95, Math.max(...found.map((f) => f.confidence)) + 0.05 * (found.length - 1)).toFixed(3)),
    rationale: `The answer contradicts the context: ${quote(out.text.slice(first.output.start, first.output.end), 70)} ${first.detail}.`,
    evidence,
    severity: 'high',
  };
}

export const detector: Detector = {
  id: 'context_contradiction',
  requires: ['context'],
  detect(_item, text): Finding | null {
    const out = text.output;
    const ctx = text.context;
    if (ctx.isBlank || out.isBlank) return null;
    const numbers = out.numbers;
    const dates = out.dates;
    const found: Contradiction[] = [];
    const index = sourceIndex(text);
    // A word the answer puts where the restated passage has its opposite, or a negation of what it affirms.
    const swap = findAntonymSwap(out, ctx, index);
    if (swap) found.push(fromLocal(swap, CONFIDENCE.antonym));
    // Another word of a closed class (a count, a unit of time, a gendered word …) in the passage's own frame.
    const other = swap ? null : findWordSwap(out, ctx);
    if (other) found.push(fromLocal(other, CONFIDENCE.swap));
    // Another name where the context's stands.
    const named = findNameSwap(out, ctx, index);
    if (named && !found.some((f) => f.output.start === named.outputSentence.start)) found.push(fromLocal(named, CONFIDENCE.name));
    const denial = mayNegate(out) ? findNegationFlip(out, ctx) : null;
    if (denial) found.push(fromLocal(denial, CONFIDENCE.negation));
    // A yes to a question the context answers no, though the answer need not repeat what was asked.
    const yes = denial ? null : findYesAgainstDenial(text.input, out, ctx);
    if (yes && !found.some((f) => f.output.start === yes.outputSentence.start)) found.push(fromLocal(yes, CONFIDENCE.negation));
    // Without a number, a date or a negation on either side there is nothing more to contradict: most answers.
    if (numbers.length === 0 && dates.length === 0 && !mayNegate(out) && !mayNegate(ctx)) return report(found, out);
    // A polarity flip needs a negation word in the answer or the context.
    const polarity = mayNegate(out) || mayNegate(ctx);
    out.sentences.slice(0, MAX_SENTENCES).forEach((sentence, si) => {
      if (found.length >= MAX_FINDINGS || sentence.text.endsWith('?') || found.some((f) => f.output.start === sentence.start)) return;
      // Only a sentence with a figure the sources lack can change one; aligning the others is wasted work.
      const open =
        anyWithin(numbers, sentence.start, sentence.end) || anyWithin(dates, sentence.start, sentence.end) ? openFigures(out, ctx, sentence, index) : null;
      const figures = open !== null && (open.numbers.length > 0 || open.dates.length > 0);
      if (!figures && !polarity) return;
      const own = sentenceStems(out, si);
      if (own.stemSet.size < MIN_SHARED) return;
      const aligned = figures ? bestAlignment(own, ctx) : null;
      const shared = aligned && aligned.coverage >= MIN_COVERAGE ? aligned.coverage * own.stemSet.size : 0;
      if (open && aligned && shared >= MIN_SHARED_SAME_UNIT) {
        // A short sentence restates by fewer words; then only a figure in the same unit can contradict.
        const c =
          shared >= MIN_SHARED
            ? (compareNumbers(out, ctx, own, aligned.source, open.numbers) ?? compareDates(ctx, own, aligned.source, open.dates))
            : compareNumbers(out, ctx, own, aligned.source, open.numbers, true);
        if (c) {
          found.push(c);
          return;
        }
      }
      const flip = findPolarityFlip(own, ctx, 0.6);
      if (flip) {
        const detail = flip.negatedIn === 'output' ? `denies "${flip.stem}", which the context affirms` : `affirms "${flip.stem}", which the context denies`;
        found.push({ output: sentence, context: flip.source.span, kind: 'negation', detail, confidence: CONFIDENCE.negation });
      }
    });
    return report(found, out);
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
      {
        // An antonym where the passage it restates has the opposite word, in a sentence that merges two.
        input: 'Summarize the call.',
        context: ['Revenue grew in every region this quarter. Operating costs rose 4% as the company expanded its sales team, while free cash flow improved.'],
        output: 'Revenue grew everywhere, and operating costs fell as the company expanded its sales team.',
      },
      {
        // An adjective negated by its prefix.
        input: 'Summarize the review.',
        context: ['Reviewers found the new update popular with younger players, who praised its faster matchmaking.'],
        output: 'The update was unpopular with younger players despite faster matchmaking.',
      },
      {
        // A negation of what the passage affirms, though the sentence restates only part of it.
        input: 'Summarize the article.',
        context: [
          'Local officials said on Monday that the authorities have launched an investigation into the illnesses, which affected 40 pupils at two schools.',
        ],
        output: 'The authorities have not launched an investigation into the illnesses at the schools, and pupils were sent home.',
      },
      {
        // A negation in the summary's own words ("review"), where the passage it restates denies nothing.
        input: 'Summarize the meeting.',
        context: ['Project Manager: Let us look at the budget for the remote control. Marketing: The budget for the remote control is 25 euros per unit.'],
        output: 'The team did not review the budget for the remote control.',
      },
      {
        // A word of a closed class swapped in the passage's own frame: a unit of time as a measure ("per week").
        input: 'Summarize the report.',
        context: ['Volunteers spend about 40 hours per week sorting donations at the depot.'],
        output: 'Volunteers spend about 40 hours per month sorting donations at the depot.',
      },
      {
        // A count written as a word, and a gendered word.
        input: 'Summarize the story.',
        context: ['The girls in the choir sang the top five songs of the festival in Vienna.'],
        output: 'The boys in the choir sang the top three songs of the festival.',
      },
      {
        // An order in time.
        input: 'Summarize the instructions.',
        context: ['Back up your files before installing the update on the server.'],
        output: 'Back up your files after installing the update.',
      },
      {
        // Another name in the frame the context's stands in: a place no source mentions.
        input: 'Where does flight LH 402 leave from?',
        context: ['Flight LH 402 departs from Frankfurt at 10:15.'],
        output: 'Flight LH 402 departs from Munich at 10:15.',
      },
      {
        // A yes to a question the context answers no; the answer need not repeat what was asked.
        input: 'Can I pay by cheque?',
        context: ['Payments by cheque are no longer accepted.'],
        output: 'Yes, you can pay by cheque.',
      },
    ],
    pass: [
      {
        // A figure worked out from the context's (a price per kilo times the kilos asked for) changes none.
        input: 'How much are 4 kilos of apples?',
        context: ['Apples cost $3 per kilo at the farm shop.'],
        output: 'Four kilos of apples cost $12 at the farm shop.',
      },
      {
        // The context's name in a possessive, its initials, and a no where the context says no.
        input: 'Can I pay by cheque at the Los Angeles office of Dr. Hart?',
        context: ['Dr. Amelia Hart sees patients at the Los Angeles office. Payments by cheque are no longer accepted there.'],
        output: "No. Dr. Hart's LA office no longer accepts cheques.",
      },
      {
        // A yes where the context's denial has a scope the question may fall within.
        input: 'Do you deliver to Camden?',
        context: ['We do not deliver outside London.'],
        output: 'Yes, we deliver to Camden.',
      },
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
      {
        // The opposite word is there, but about something else ("debt reduction" beside "dividend increase").
        input: 'Summarize the call.',
        context: ['The first phase of our framework is debt reduction and an increase in the common dividend to $0.13 per share.'],
        output: 'The company is raising its dividend to $0.13 per share and lowering its debt.',
      },
      {
        // A negation the context also makes, in other words ("failed to" / "did not"), and a contrast ("ill, not drunk").
        input: 'Summarize the dialogue.',
        context: ['Defeat means the Blues have failed to progress beyond the last eight of the cup. Steve: I was ill, not drunk.'],
        output: 'The Blues did not progress beyond the last eight of the cup, and Steve says he was ill, not drunk.',
      },
      {
        // A negation in other words ("wasn't comfortable" / "don't like") where the passage's next turn denies too.
        input: 'Summarize the dialogue.',
        context: ['Sam: I overheard Rick talking about living here. Rick: I really do not like living with so many roommates.'],
        output: 'Sam overheard that Rick was not comfortable living with so many roommates.',
      },
      {
        // A vague span of time ("in recent weeks") is no measure; another count elsewhere frames the answer's own word better.
        input: 'Summarize the notice.',
        context: ['Prices have risen in recent months across the region. Students may borrow three books at a time; staff may borrow five books at a time.'],
        output: 'Prices have risen in recent weeks across the region, and students may borrow three books at a time.',
      },
      {
        // The same frame words are function words only ("of the"): nothing shows the passage is the one restated.
        input: 'Summarize the story.',
        context: ['She gave one of the keys to the porter and kept the other.'],
        output: 'Two of the guests arrived late, and she kept a key.',
      },
    ],
  },
};
