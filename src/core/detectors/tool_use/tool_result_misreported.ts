// The answer states figures about what a tool returned that the tool did not return. Strongest: a number next
// to a key the tool result names ("balance … $1,420.50" while {"balance": 1240.5}). Weaker: a number, in a
// sentence about the tool's subject, that no tool result, input or context holds, nor simple arithmetic on them.
import type { NumberSpan } from '../../text/text-view.js';
import { stem } from '../../text/text-view.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { resultSpans, sentenceAt } from './tool-text.js';
import { derivable, figureMatches, toolFigures, traceableValues, type ToolFigures } from './tool-values.js';

const MULTIPLIER: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, billion: 1e9, bn: 1e9, b: 1e9 };

interface Suspect {
  number: NumberSpan;
  keyed: ToolFigures['keyed'][number] | null;
  confidence: number;
}

/** Whether the answer states `value` within a few words of the figure `n`. */
function numbersNear(numbers: NumberSpan[], n: NumberSpan, value: number): boolean {
  return numbers.some((o) => o !== n && Math.abs(o.start - n.start) < 80 && figureMatches(o.value, decimalsOf(o.text), [value]));
}

const decimalsOf = (raw: string) => /\.(\d+)/.exec(raw)?.[1].length ?? 0;

export const detector: Detector = {
  id: 'tool_result_misreported',
  requires: ['tool_calls'],
  detect(item, text): Finding | null {
    const output = item.output;
    if (text.output.isBlank || !item.toolCalls.some((c) => c.result)) return null;
    const numbers = text.output.numbers;
    if (numbers.length === 0) return null;
    const figures = toolFigures(item.toolCalls);
    if (figures.values.length === 0 && figures.keyed.length === 0 && text.toolResults.numbers.length === 0) return null;
    const traceable = traceableValues(text, figures);
    let skip: { start: number; end: number }[] | null = null;
    const suspects: Suspect[] = [];
    for (const n of numbers.slice(0, 300)) {
      const value = n.value;
      // Most figures are quoted as given: a set lookup settles them before any closer look.
      if (traceable.exact.has(value)) continue;
      const decimals = decimalsOf(n.text);
      const after = output.slice(n.end, n.end + 12);
      const mult = MULTIPLIER[/^\s*([a-z]+)/i.exec(after)?.[1].toLowerCase() ?? ''] ?? 1;
      const candidates = mult === 1 ? [value] : [value, value * mult];
      if (candidates.some((v) => figureMatches(v, decimals, traceable.exact))) continue;
      if (candidates.some((v) => derivable(v, decimals, traceable.operands))) continue;
      if (!skip) {
        skip = [...text.output.dates, ...text.output.urls];
        for (const m of output.matchAll(/```[\s\S]*?(?:```|$)/g)) skip.push({ start: m.index!, end: m.index! + m[0].length });
      }
      if (skip.some((s) => n.start >= s.start && n.end <= s.end)) continue;
      const before = output.slice(Math.max(0, n.start - 12), n.start);
      // Times, list markers and names like "GPT-4" are not reported figures.
      if (/\d:$/.test(before) || /^:\d/.test(after) || /^\s*(?:am|pm|a\.m\.|p\.m\.)\b/i.test(after)) continue;
      if (/(?:^|\n)\s*$/.test(before) && /^[.)]\s/.test(after)) continue;
      if (/\p{L}-$/u.test(before) || /#\s?$/.test(before)) continue;
      // The words around the figure: does the tool result name this quantity?
      const window = output.slice(Math.max(0, n.start - 60), Math.min(output.length, n.end + 30));
      const windowStems = new Set(
        window
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .map((w) => stem(w)),
      );
      const keyed =
        figures.keyed.find(
          (k) =>
            k.words.length > 0 &&
            k.words.every((w) => windowStems.has(w)) &&
            // A percentage beside "revenue" is a growth rate, not the revenue figure.
            (!/%|percent/i.test(n.text) ||
              k.words.some((w) => /^(?:pct|percent|percentage|rate|change|growth|share|ratio|margin|probability|prob|chance)$/.test(w))) &&
            // The key's own value already quoted next to it: this figure is about something else.
            !numbersNear(text.output.numbers, n, k.value),
        ) ?? null;
      if (keyed) {
        suspects.push({ number: n, keyed, confidence: 0.86 });
        continue;
      }
      const small = Number.isInteger(value) && Math.abs(value) <= 10 && !n.text.includes('%');
      const year = Number.isInteger(value) && value >= 1900 && value <= 2100 && decimals === 0;
      if (small || year) continue;
      const sentence = sentenceAt(output, n.start);
      const shared = new Set(
        output
          .slice(sentence.start, sentence.end)
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length > 2)
          .map((w) => stem(w))
          .filter((w) => text.toolResults.contentStems.has(w)),
      );
      if (shared.size >= 2) suspects.push({ number: n, keyed: null, confidence: Math.min(0.72, 0.55 + 0.04 * shared.size) });
    }
    if (suspects.length === 0) return null;
    suspects.sort((a, b) => b.confidence - a.confidence);
    const top = suspects[0];
    const spans = resultSpans(item.toolCalls);
    const evidence: EvidenceSpan[] = suspects.slice(0, 5).map((s) => ({
      source: 'output',
      start: s.number.start,
      end: s.number.end,
      description: s.keyed
        ? `States ${s.number.text} for "${s.keyed.key}"; the tool returned ${s.keyed.value}`
        : `${s.number.text} appears in no tool result or input`,
    }));
    if (top.keyed) {
      const span = spans[top.keyed.call];
      const resultsText = text.toolResults.text;
      const keyAt = span ? resultsText.indexOf(top.keyed.key, span.start) : -1;
      const inSpan = span && keyAt >= 0 && keyAt < span.end;
      evidence.push({
        source: 'tool_call',
        start: inSpan ? keyAt : (span?.start ?? 0),
        end: inSpan ? Math.min(span!.end, keyAt + top.keyed.key.length + 40) : (span?.start ?? 0),
        description: `Tool result: ${top.keyed.key} = ${top.keyed.value}`,
        metadata: { tool_call_index: top.keyed.call, tool_name: item.toolCalls[top.keyed.call]?.name, key: top.keyed.key, value: top.keyed.value },
      });
    }
    const confidence = Math.min(0.95, top.confidence + 0.03 * (suspects.length - 1));
    return {
      decision: 'fail',
      confidence: Math.round(confidence * 100) / 100,
      rationale: top.keyed
        ? `The answer states ${top.number.text} for ${top.keyed.key}, but the tool returned ${top.keyed.value}.`
        : `The answer states ${top.number.text} about what the tools returned, but no tool result, input or context contains that figure.`,
      evidence,
    };
  },
  examples: {
    fail: [
      {
        input: "What's my balance?",
        output: 'Your balance is $1,420.50.',
        tool_calls: [{ name: 'get_balance', arguments: { account: 'chk-1' }, output: '{"balance": 1240.50, "currency": "USD"}' }],
      },
      {
        input: 'How many units of the X200 are in stock?',
        output: 'There are 35 units of the X200 in stock at the Berlin warehouse.',
        tool_calls: [{ name: 'check_inventory', arguments: { sku: 'X200' }, output: 'sku: X200\nwarehouse: Berlin\nunits_in_stock: 12' }],
      },
      {
        input: 'How long is the flight to Tokyo?',
        output: 'The direct flight from Frankfurt to Tokyo Haneda takes about 15 hours and costs 1,890 EUR in economy.',
        tool_calls: [
          {
            name: 'search_flights',
            arguments: { from: 'FRA', to: 'HND' },
            output: 'Direct flight Frankfurt - Tokyo Haneda, duration 13h 40m, economy fare 1,150 EUR',
          },
        ],
      },
    ],
    pass: [
      {
        input: "What's my balance?",
        output: 'Your balance is $1,240.50.',
        tool_calls: [{ name: 'get_balance', arguments: { account: 'chk-1' }, output: '{"balance": 1240.5, "currency": "USD"}' }],
      },
      {
        input: 'How much would 3 nights at the Alma cost?',
        output: 'Three nights at the Alma cost 360 EUR in total (120 EUR per night), and the temperature there is about 22 degrees.',
        tool_calls: [
          { name: 'get_hotel_rate', arguments: { hotel: 'Alma' }, output: '{"nightly_rate": 120, "currency": "EUR"}' },
          { name: 'get_weather', arguments: { city: 'Lisbon' }, output: '{"temp_c": 21.7}' },
        ],
      },
      {
        input: 'When does the store open tomorrow?',
        output: 'The Berlin store opens at 9:00 tomorrow, 2 hours earlier than on Sundays, on March 3.',
        tool_calls: [{ name: 'store_hours', arguments: { store: 'berlin' }, output: '{"open": "09:00", "close": "20:00", "sunday_open": "11:00"}' }],
      },
    ],
  },
};
