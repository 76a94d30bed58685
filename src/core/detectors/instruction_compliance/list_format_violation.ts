// The input asks for a list (bullets, numbered steps, "List the…") or for N items ("5 tips", "the top 3
// risks") and the answer is not a list, or lists another number of items. A loose "List the planets" is met
// by an inline "Mercury, Venus, …"; "use bullet points" is not. Items are counted on top-level list lines.
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { countMatches, findListRequest, listShape } from './list-rules.js';
import { opensWithDecline } from './rule-text.js';

function describeCount(count: { value: number; kind: string }): string {
  return `${count.kind === 'min' ? 'at least ' : count.kind === 'max' ? 'at most ' : ''}${count.value} items`;
}

export const detector: Detector = {
  id: 'list_format_violation',
  requires: [],
  detect(item, text): Finding | null {
    if (text.output.isBlank || text.outputRefusal || opensWithDecline(item.output)) return null;
    const request = findListRequest(item.input);
    if (!request) return null;
    const shape = listShape(item.output);
    const asked: EvidenceSpan = { source: 'input', start: request.start, end: request.end, description: 'List requested here' };
    const at = (description: string, metadata?: Record<string, unknown>): EvidenceSpan => ({
      source: 'output',
      start: shape.span.start,
      end: shape.span.end,
      description,
      metadata,
    });
    const fail = (confidence: number, rationale: string, description: string, metadata?: Record<string, unknown>): Finding => ({
      decision: 'fail',
      confidence,
      rationale,
      evidence: [asked, at(description, metadata)],
    });
    if (shape.total === 0) {
      const explicit = request.style === 'bullet' || request.style === 'numbered';
      if (explicit && shape.looseKind === null) {
        return fail(
          0.85,
          `The input asks for a ${request.style === 'bullet' ? 'bulleted' : 'numbered'} list ("${request.text}"), but the answer has no list items.`,
          'Answer without list markers',
        );
      }
      if (explicit) {
        if (shape.looseKind === 'lines') return null;
        return fail(
          0.62,
          `The input asks for a ${request.style === 'bullet' ? 'bulleted' : 'numbered'} list, but the answer gives its points as ${shape.looseKind === 'headed' ? 'headed paragraphs' : 'a run-on sentence'}.`,
          'Items without list markers',
        );
      }
      if (shape.looseKind === null) {
        if (request.style === 'list')
          return fail(0.6, `The input asks for a list ("${request.text}"), but the answer is prose with no list or enumeration.`, 'Answer that is not a list');
        return {
          decision: 'unsure',
          confidence: 0.4,
          rationale: `The input asks for ${describeCount(request.count!)}, but the answer has no list to count.`,
          evidence: [asked, at('Answer without countable items')],
        };
      }
      if (request.count && !countMatches(request.count, shape.looseItems)) {
        const rationale = `The input asks for ${describeCount(request.count)} ("${request.text}"), but the answer gives ${shape.looseItems}.`;
        if (shape.looseKind !== 'inline')
          return fail(0.6, rationale, `${shape.looseItems} ${shape.looseKind} items`, { expected: request.count.value, actual: shape.looseItems });
        return { decision: 'unsure', confidence: 0.45, rationale, evidence: [asked, at(`${shape.looseItems} inline items`)] };
      }
      return null;
    }
    if (request.count && !countMatches(request.count, shape.total) && !shape.groups.some((g) => countMatches(request.count!, g.length))) {
      const sizes = shape.groups.map((g) => g.length);
      const confidence = shape.groups.length === 1 ? (shape.groups[0][0].number !== null ? 0.82 : 0.76) : 0.6;
      return fail(
        confidence,
        `The input asks for ${describeCount(request.count)} ("${request.text}"), but the answer lists ${shape.total}${sizes.length > 1 ? ` (in groups of ${sizes.join(', ')})` : ''}.`,
        `${shape.total} list items`,
        { expected: request.count.value, actual: shape.total, groups: sizes },
      );
    }
    if (shape.badNumbering) {
      const line = shape.badNumbering;
      return {
        decision: 'fail',
        confidence: 0.55,
        rationale: `The answer's numbered list skips or repeats a number at "${item.output.slice(line.start, Math.min(line.end, line.start + 30)).trim()}".`,
        evidence: [asked, { source: 'output', start: line.start, end: line.end, description: 'Out-of-sequence item number' }],
        severity: 'info',
      };
    }
    return null;
  },
  examples: {
    fail: [
      {
        input: 'Give me 3 bullet points on why code review matters.',
        output:
          'Code review matters because it catches bugs before they ship, spreads knowledge of the codebase across the team, and keeps the style consistent so the code stays readable for everyone.',
      },
      {
        input: 'What are the top 5 risks of migrating to microservices?',
        output:
          'Here are the main risks:\n\n1. Network latency between services\n2. Distributed data consistency\n3. Operational complexity\n4. Harder debugging and tracing\n5. Versioning of APIs\n6. Security of service-to-service calls\n7. Team coordination overhead\n8. Higher infrastructure cost',
      },
      {
        input: 'Explain how to reset the router as a numbered list.',
        output:
          'Unplug the router, wait thirty seconds, and plug it back in. If that does not help, hold the reset button for ten seconds and set it up again from the app.',
      },
      {
        input: 'Suggest four names for a coffee shop.',
        output: '- The Daily Grind\n- Bean There\n- Brew Haven',
      },
    ],
    pass: [
      {
        input: 'List the planets of the solar system.',
        output: 'The planets are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune.',
      },
      {
        input: 'Give me 3 tips for better sleep, as a bulleted list.',
        output:
          'Sure:\n\n- Keep a fixed wake-up time\n  - even on weekends\n- Avoid screens an hour before bed\n- Keep the bedroom cool and dark\n\nSleep well!',
      },
      {
        input: 'Give me 5 steps to bake bread.',
        output:
          '1. **Mix** flour, water, yeast and salt.\n   - Use lukewarm water.\n2. **Knead** for ten minutes.\n3. **Proof** until doubled.\n4. **Shape** the loaf.\n5. **Bake** at 230°C for 35 minutes.',
      },
      {
        input: 'What is a linked list and when should I use one?',
        output:
          'A linked list stores elements in nodes that point to the next node. Use it when you insert and delete in the middle often and rarely need random access.',
      },
      {
        input:
          'Summarize the 5 reviews below in two sentences.\n\nReview 1: great. Review 2: slow shipping. Review 3: good value. Review 4: broke fast. Review 5: love it.',
        output: 'Most reviewers like the product and its value. A few complain about slow shipping and durability.',
      },
    ],
  },
};
