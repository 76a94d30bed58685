// Faithfulness: how much of what the answer states its sources back, read by the grounding detectors, so the
// metric and they never disagree on what is supported: the claims and their support are unsupported_claim's
// reading (hallucination_grounding/claims.ts, assessClaims: each claim-bearing sentence held against the context,
// and the question and tool results it may restate), and a sentence in which unsupported_number,
// unsupported_date, unsupported_entity or context_contradiction fails (a short "It shipped on May 9." too) is an
// unsupported claim. A sentence the reading leaves unsure (weakly supported: perhaps a paraphrase) counts half,
// as the detector's unsure is neither pass nor fail: a correct paraphrase it is unsure of does not score 0.
import { assessClaims } from '../detectors/hallucination_grounding/claims.js';
import { detector as contextContradiction } from '../detectors/hallucination_grounding/context_contradiction.js';
import { detector as unsupportedDate } from '../detectors/hallucination_grounding/unsupported_date.js';
import { detector as unsupportedEntity } from '../detectors/hallucination_grounding/unsupported_entity.js';
import { detector as unsupportedNumber } from '../detectors/hallucination_grounding/unsupported_number.js';
import type { Span } from '../text/text-view.js';
import type { Metric } from './types.js';
import { percent, quote, round4 } from './text-overlap.js';

/** What a weakly supported sentence (the detector's unsure: perhaps a paraphrase) counts as supported. */
const WEAK_SUPPORT = 0.5;

/** Detectors of one wrong fact (a figure, a date, a name, a contradiction) whose failing sentences are unsupported claims. */
const FACT_DETECTORS = [unsupportedNumber, unsupportedDate, unsupportedEntity, contextContradiction];

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

export const metric: Metric = {
  name: 'faithfulness',
  description:
    "Share of the answer's claims its sources support, as the grounding detectors read them (unsupported_claim, and a figure, date, name or contradiction they flag); a weakly supported sentence (their unsure) counts half. 1 when the answer makes no claims.",
  range: [0, 1],
  higherIsBetter: true,
  requires: ['context'],
  defaultThreshold: 0.7,
  compute(item, text) {
    const { judged, unsupported } = assessClaims(text);
    // Sentences of the answer a fact detector fails, beyond those the claim reading already found unsupported.
    const flagged: Span[] = [];
    for (const d of FACT_DETECTORS) {
      const finding = d.detect(item, text);
      if (finding?.decision !== 'fail') continue;
      for (const e of finding.evidence) {
        if (e.source !== 'output') continue;
        const sentence = text.output.sentences.find((s) => overlaps(s, e)) ?? { text: item.output.slice(e.start, e.end), start: e.start, end: e.end };
        if (!unsupported.some((u) => overlaps(u.span, sentence)) && !flagged.some((f) => overlaps(f, sentence))) flagged.push(sentence);
      }
    }
    const claims = judged + flagged.length;
    if (claims === 0)
      return {
        score: 1,
        reason: 'The answer makes no factual claims (no sentence with enough content words or a checkable figure), so nothing can be unfaithful.',
      };
    const weak = unsupported.filter((u) => u.weak).length;
    const bad = unsupported.length + flagged.length;
    const share = Math.max(0, (claims - bad + weak * WEAK_SUPPORT) / claims);
    const first = flagged[0] ?? unsupported.find((u) => !u.weak)?.span;
    return {
      score: round4(share),
      reason:
        `${claims - bad} of ${claims} claims are supported by the sources` +
        (weak ? ` and ${weak} only weakly (perhaps a paraphrase: counted half)` : '') +
        `: ${percent(share)}.` +
        (first ? ` First unsupported: ${quote(first.text)}.` : weak ? ` First weakly supported: ${quote(unsupported[0].span.text)}.` : ''),
    };
  },
  examples: [
    {
      item: {
        input: 'What is the return window for laptops?',
        context: ['Laptops may be returned within 14 days of delivery if unopened.', 'Opened laptops incur a 15% restocking fee.'],
        output: 'Laptops can be returned within 14 days of delivery when unopened. Opened laptops carry a 15% restocking fee.',
      },
      min: 1,
      max: 1,
    },
    {
      item: {
        input: 'What is the return window for laptops?',
        context: ['Laptops may be returned within 14 days of delivery if unopened.'],
        output: 'Laptops can be returned within 30 days of delivery. Refunds arrive by bank transfer within two business days.',
      },
      min: 0,
      max: 0,
    },
    {
      // Short answers that give a number are claims: the date is checked.
      item: { input: 'When did order 1182 ship?', context: ['Order 1182 shipped on May 5.'], output: 'It shipped on May 9.' },
      min: 0,
      max: 0,
    },
    {
      item: { input: 'When did order 1182 ship?', context: ['Order 1182 shipped on May 5.'], output: 'It shipped on May 5.' },
      min: 1,
      max: 1,
    },
    {
      // Half right: the window is supported, the free shipping is invented.
      item: {
        input: 'What is the return window for laptops?',
        context: ['Laptops may be returned within 14 days of delivery if unopened.'],
        output: 'Hello! Laptops may be returned within 14 days of delivery. Return shipping labels are always free of charge.',
      },
      min: 0.5,
      max: 0.5,
    },
    {
      // Chinese: words are compared by character pairs; the applications named are not in the context.
      item: {
        input: '机器学习是什么？',
        context: ['机器学习是人工智能的一个分支，让计算机从数据中学习规律。', '推荐系统是机器学习的常见应用。'],
        output: '机器学习是人工智能的一个分支。常见应用包括推荐系统、图像识别和语音识别。',
      },
      // Read as one sentence (no space after "。"), half of it not in the context: unsupported as a whole.
      min: 0,
      max: 0.5,
    },
  ],
};
