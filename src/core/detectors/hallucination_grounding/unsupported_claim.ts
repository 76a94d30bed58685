// Sentences of the answer whose content the sources (context, input, tool results) do not hold: most of
// their content words appear nowhere in them, they name a person or number no source mentions, or they
// restate a source sentence with the opposite polarity.
import type { EvidenceSpan, Detector, Finding } from '../types.js';
import { assessClaims, CLAIM_PARAMS, type UnsupportedSentence } from './claims.js';
import { hasGroundingSource, quote } from './util.js';

const MAX_EVIDENCE = 8;

function describe(u: UnsupportedSentence): string {
  const words = [...new Set(u.missing.map((w) => w.word.text))].slice(0, 6).join(', ');
  if (u.reason === 'polarity') {
    const where = u.flip!.negatedIn === 'output' ? 'negates' : 'affirms';
    return `The sentence ${where} "${u.flip!.stem}", which the source sentence it restates ${u.flip!.negatedIn === 'output' ? 'affirms' : 'negates'}.`;
  }
  if (u.reason === 'anchor') return `Names or numbers no source mentions: ${words}.`;
  if (u.reason === 'abbreviation') return abbreviationNote(words);
  if (u.synonyms) return `May say the context in other words: ${synonymNote(u)}.`;
  return `Only ${Math.round(u.share * 100)}% of this sentence's content is in the sources; not found: ${words}.`;
}

/** Why an abbreviation a dictionary lists is left to a person: what to check. */
const abbreviationNote = (words: string) =>
  `${words}: an abbreviation no source writes; it may stand for what they say in other words (a country for its towns, "TV" for a series), or be made up. Cannot be verified without a model: check it against the source.`;

/** "physician ~ doctor": each missing word and the context's synonym of it. */
const synonymNote = (u: UnsupportedSentence) => [...new Set(u.synonyms!.map((p) => `${p.word} ~ ${p.synonym}`))].slice(0, 6).join(', ');

function evidenceOf(unsupported: UnsupportedSentence[]): EvidenceSpan[] {
  const out: EvidenceSpan[] = [];
  for (const u of unsupported.slice(0, MAX_EVIDENCE)) {
    out.push({
      source: 'output',
      start: u.span.start,
      end: u.span.end,
      description: describe(u),
      metadata: { reason: u.reason, support_share: Number(u.share.toFixed(3)), missing: u.missing.slice(0, 12).map((w) => w.word.text) },
    });
    if (u.flip)
      out.push({
        source: u.flip.in,
        start: u.flip.source.start,
        end: u.flip.source.end,
        description: 'The source sentence the answer restates with the opposite polarity.',
      });
  }
  return out;
}

export const detector: Detector = {
  id: 'unsupported_claim',
  requires: ['context'],
  detect(_item, text): Finding | null {
    if (!hasGroundingSource(text) || text.output.isBlank) return null;
    const assessment = assessClaims(text);
    if (assessment.unsupported.length === 0) return null;
    // Weakly unsupported sentences alone make an unsure finding: they may be paraphrase.
    const strong = assessment.unsupported.filter((u) => !u.weak);
    const worst = assessment.unsupported.reduce((a, b) => (b.share < a.share ? b : a));
    if (strong.length === 0) {
      const lexical = assessment.unsupported.filter((u) => u.reason === 'lexical');
      if (lexical.length === 0) {
        // Only abbreviations a dictionary lists are missing: general knowledge or an invention, the reading cannot tell.
        const first = assessment.unsupported[0];
        const words = [...new Set(assessment.unsupported.flatMap((u) => u.missing.map((w) => w.word.text)))].slice(0, 6).join(', ');
        return {
          decision: 'unsure',
          confidence: 0.4,
          rationale: `${quote(first.span.text)} names ${abbreviationNote(words)}`,
          evidence: evidenceOf(assessment.unsupported),
          severity: 'low',
        };
      }
      // Short of the sources' words only by synonyms of the context's (synonym-paraphrase.ts): other words, or not.
      const reworded = lexical.find((u) => u.synonyms);
      if (reworded && lexical.every((u) => u.synonyms || u.share >= CLAIM_PARAMS.shareThreshold))
        return {
          decision: 'unsure',
          confidence: 0.35,
          rationale: `${quote(reworded.span.text)} may say the context in other words: ${synonymNote(reworded)}. WordNet synonyms are not proof of the same fact; check it against the source.`,
          evidence: evidenceOf(assessment.unsupported),
          severity: 'low',
        };
      return {
        decision: 'unsure',
        confidence: Number(
          (0.3 + 0.15 * Math.min(1, (CLAIM_PARAMS.weakThreshold - worst.share) / (CLAIM_PARAMS.weakThreshold - CLAIM_PARAMS.shareThreshold))).toFixed(3),
        ),
        rationale: `${quote(worst.span.text)} is only ${Math.round(worst.share * 100)}% supported by the sources; it may be a paraphrase, or it may add facts they do not hold.`,
        evidence: evidenceOf(assessment.unsupported),
        severity: 'low',
      };
    }
    const lexical = strong.filter((u) => u.reason === 'lexical');
    const unsupportedWeight = strong.reduce((s, u) => s + u.weight, 0);
    const share = assessment.judgedWeight > 0 ? Math.min(1, unsupportedWeight / assessment.judgedWeight) : 1;
    const many = Math.min(1, (strong.length - 1) / 3);
    const depth = lexical.length > 0 ? (CLAIM_PARAMS.shareThreshold - Math.min(...lexical.map((u) => u.share))) / CLAIM_PARAMS.shareThreshold : 0;
    // Deeply unsupported sentences are surer than a single invented name or a flipped negation.
    const base = lexical.length > 0 ? 0.5 + 0.3 * depth : strong.some((u) => u.reason === 'polarity') ? 0.6 : 0.55;
    const confidence = Math.min(0.95, base + 0.1 * many + 0.1 * share);
    const first = lexical[0] ?? strong[0];
    const what =
      first.reason === 'polarity'
        ? 'contradicts the source it restates'
        : first.reason === 'anchor'
          ? 'names what no source mentions'
          : `is ${Math.round(first.share * 100)}% supported by the sources`;
    return {
      decision: 'fail',
      confidence: Number(confidence.toFixed(3)),
      rationale: `${strong.length} of ${assessment.judged} claim sentence(s) are not supported by the context, input or tool results; e.g. ${quote(first.span.text)} ${what}.`,
      evidence: evidenceOf(strong),
      // A small unsupported part of a long answer matters less than an answer mostly made up.
      severity: share < 0.25 ? 'medium' : undefined,
    };
  },
  examples: {
    fail: [
      {
        input: 'When was the Eiffel Tower built?',
        context: ['The Eiffel Tower was constructed from 1887 to 1889 as the entrance arch for the 1889 World Fair in Paris.'],
        output:
          'The Eiffel Tower was built between 1887 and 1889. It was designed by Leonardo da Vinci, who painted its iron beams bright purple to attract migrating swallows.',
      },
      {
        input: 'What does the refund policy say?',
        context: ['Customers may return unused items within 30 days of delivery for a full refund. Shipping costs are not refundable.'],
        output: 'Our loyalty programme awards platinum members complimentary helicopter transfers and lifetime concierge assistance.',
      },
      {
        input: 'Summarize the document.',
        context: ['The European Commission has ordered its employees to remove TikTok from their work phones. Staff have until March 15 to comply.'],
        output: 'The European Commission has ordered its employees to remove TikTok from their work phones. The ban was requested by Jacinda Ardern.',
      },
      {
        input: 'Does the clinic offer weekend appointments?',
        context: ['The clinic offers weekend appointments for vaccinations and routine check-ups.'],
        output: 'The clinic does not offer weekend appointments for vaccinations and routine check-ups.',
      },
      {
        // A summary with several sentences its source does not hold adds content.
        input: 'Summarize the meeting notes.',
        context: ['The team agreed to move the product launch to May. Marketing will prepare a new campaign for the launch.'],
        output:
          'The launch moves to May, with a new marketing campaign. Investors welcomed the delay warmly after lengthy boardroom debates. Engineers celebrated with a weekend retreat in the mountains.',
      },
      {
        // An acronym in small and capital letters whose phrase no source has ("QoQ" where the call says year over year).
        input: 'Summarize the call.',
        context: ['Subscription revenue rose to a record level year over year, the finance team said.'],
        output: 'Subscription revenue rose to a record level QoQ, the finance team said.',
      },
      {
        // The status record's shorthand read out ("in_transit", "ETA") does not hold a day it never names.
        input: 'Where is order 5531?',
        context: ['Order 5531: status in_transit, ETA Friday.'],
        output: 'Order 5531 is currently in transit and should arrive on Monday.',
      },
      {
        // A JSON answer is read by its string values: an invented claim in one fails beside a courtesy line.
        input: 'When will my order ship? Reply in JSON.',
        context: ['Orders placed before 2 pm ship the same business day.'],
        output:
          '{"answer": "Orders placed before 2 pm ship the same business day, and every parcel is insured against theft by Lloyd\'s of London.", "note": "Happy to help!"}',
      },
    ],
    pass: [
      {
        input: 'When was the Eiffel Tower built?',
        context: ['The Eiffel Tower was constructed from 1887 to 1889 as the entrance arch for the 1889 World Fair in Paris.'],
        output: 'It was constructed from 1887 to 1889, as the entrance arch for the 1889 World Fair in Paris.',
      },
      {
        // Questions, greetings and hedges make no claim.
        input: 'Tell me about the warranty.',
        context: ['All laptops carry a two-year limited warranty covering manufacturing defects.'],
        output:
          "Hello! All laptops carry a two-year limited warranty covering manufacturing defects. I don't know whether it covers accidental damage. Would you like the claim form? Feel free to reach out if you need further assistance.",
      },
      {
        // Inflected forms and a number written differently still count as support.
        input: 'How many people work there?',
        context: ['The company employed 1,200 engineers across its offices, and engineering growth accelerated in 2023.'],
        output: 'About 1200 engineers are employed across the offices, and the growth of engineering was accelerating in 2023.',
      },
      {
        // The moved negation ("found no evidence" / "have not found any evidence") is no contradiction.
        input: 'Summarize the report.',
        context: ['The authorities, which have launched an investigation into the illnesses, have not found any evidence of poison.'],
        output: 'The authorities have launched an investigation into the illnesses and have found no evidence of poison.',
      },
      {
        // A summary restates in other words: one sentence short of the source's words is a paraphrase until more are.
        input: 'Summarize the dialogue.',
        context: ['Anna: Can you pick up the kids at 5? Tom: Sure, I will leave work early today.'],
        output: 'Anna asks Tom to collect the children at 5, and he agrees to depart from the office sooner.',
      },
      {
        // A summary in its own words in every sentence it makes: no sentence can be checked against the source's
        // words, so the reading leaves it unsure rather than failing it.
        input: 'Summarize the chat.',
        context: [
          'Steve: Do you fancy a drink at the weekend? Carly: Yes, where are you thinking? Steve: The Kings pub on Friday evening. Carly: Great, see you there.',
        ],
        output: 'Two pals arrange to grab beers together at the Kings pub. Carly gladly agrees to come along on Friday evening.',
      },
      {
        // An abbreviation a dictionary lists ("TV") no source writes: it may stand for the source's words, so unsure.
        input: 'Summarize the review.',
        context: ['The comedy series ran for three seasons on the network before it was cancelled in 2019.'],
        output: 'The TV comedy series ran for three seasons on the network before it was cancelled in 2019.',
      },
      {
        // The same acronym for a phrase the source writes in small letters ("YoY" for "year-over-year").
        input: 'Summarize the call.',
        context: ['Subscription revenue rose to a record level, up 12% year-over-year, the finance team said.'],
        output: 'Subscription revenue rose to a record level, up 12% YoY, the finance team said.',
      },
      {
        // A tool's record says it in shorthand: an identifier ("in_transit" is "in transit") and a common
        // abbreviation ("ETA", estimated time of arrival) hold the answer's words.
        input: 'Where is order 5531?',
        context: ['Order 5531: status in_transit, ETA Friday.'],
        output: 'Order 5531 is currently in transit and should arrive on Friday.',
      },
      {
        // Courtesy inside a JSON answer's string values is courtesy, as in prose; keys are no claims.
        input: 'How many books can I borrow? Respond with {"reply": ...}.',
        context: ['Library members may borrow up to five books for three weeks.'],
        output: '{"reply": "Great question! Members may borrow up to five books for three weeks at a time. I hope this helps, and happy reading!"}',
      },
      {
        // Short of the context's words only by a WordNet synonym ("physician" / "doctor"): unsure, with the pair
        // as its reason; not passed, since a synonym is no proof of the same fact (synonym-paraphrase.ts).
        input: 'Should I get the rash checked?',
        context: ['See a doctor about any rash that lasts more than a week.'],
        output: 'You should see a physician about the rash.',
      },
      {
        // A span of time in another unit ("one day" for "24 hours") holds its words.
        input: 'How long does the reset link last?',
        context: ['The reset link is valid for 24 hours.'],
        output: 'The reset link stays valid for one day.',
      },
    ],
  },
};
