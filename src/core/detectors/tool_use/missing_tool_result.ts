// A tool was called but no result (and no error) was recorded for it, yet the answer reports an outcome: the
// model acted without seeing what the tool did. An outcome is a completed-action claim that fits the tool, or
// a statement about the call's subject (its name and argument values) carrying a figure or a verdict.
import type { NormalizedToolCall } from '../../text/normalize.js';
import { stem } from '../../text/text-view.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { toolFitsClaim } from './action-families.js';
import { findActionClaims } from './claims.js';
import { nameTokens, sentenceAt } from './tool-text.js';

const OUTCOME =
  /\b(?:successfully|confirmed|confirmation (?:number|code)|all set|done|completed|here (?:is|are) (?:the|your)|I found|found \d+|according to|the results? (?:is|are|shows?)|returned|shows? that|is currently|are currently|currently (?:is|at)|went through)\b|\d(?:[\d,.]*)\s*(?:°|degrees|%|percent|usd|eur|gbp|dollars|euros)|[$€£¥]\s?\d/i;
const PENDING =
  /\b(?:waiting|pending|no response|didn'?t return|did not return|haven'?t (?:received|heard)|no result|couldn'?t (?:retrieve|get|reach)|could not (?:retrieve|get|reach)|unable to|not available|timed out|will (?:let you know|update you|get back)|once (?:it|the \w+) (?:returns|responds|completes)|still (?:running|processing))\b/i;

/** Words of the call that an answer about its outcome would repeat: name words and short argument values. */
function callWords(call: NormalizedToolCall): Set<string> {
  const words = new Set(nameTokens(call.name).filter((w) => w.length > 2));
  const add = (v: unknown, depth: number) => {
    if (depth > 3) return;
    if (typeof v === 'string' && v.length <= 80) {
      for (const w of v.split(/[^\p{L}\p{N}]+/u)) if (w.length > 2) words.add(stem(w));
    } else if (typeof v === 'number') {
      words.add(String(v));
    } else if (v && typeof v === 'object') {
      for (const x of Object.values(v as Record<string, unknown>).slice(0, 20)) add(x, depth + 1);
    }
  };
  add(call.arguments, 0);
  return words;
}

const missing = (c: NormalizedToolCall) => c.error === null && (c.result === null || c.result.trim() === '');

export const detector: Detector = {
  id: 'missing_tool_result',
  requires: ['tool_calls'],
  basis: 'structure',
  detect(item, text): Finding | null {
    const calls = item.toolCalls;
    const open = calls.filter(missing);
    if (open.length === 0 || text.output.isBlank || PENDING.test(item.output)) return null;
    const claims = findActionClaims(item.output, item.input);
    const sentences = text.output.sentences.slice(0, 200);
    for (const call of open) {
      const claim = claims.find((c) => toolFitsClaim(call.name, c.family));
      let at: { start: number; end: number } | null = claim ? sentenceAt(item.output, claim.start) : null;
      let topical = Boolean(claim);
      if (!at) {
        const words = callWords(call);
        for (const s of sentences) {
          if (!OUTCOME.test(s.text)) continue;
          const stems = s.text.split(/[^\p{L}\p{N}]+/u).map((w) => stem(w));
          const overlap = stems.filter((w) => words.has(w)).length;
          if (overlap >= 1) {
            at = { start: s.start, end: s.end };
            topical = true;
            break;
          }
          at ??= { start: s.start, end: s.end };
        }
      }
      if (!at) continue;
      // With no result recorded for any of several calls, the data may simply not carry results.
      const noneRecorded = calls.every(missing) && calls.length >= 3;
      const confidence = noneRecorded ? 0.45 : topical ? 0.8 : 0.58;
      const evidence: EvidenceSpan[] = [
        {
          source: 'tool_call',
          start: 0,
          end: 0,
          description: `${call.name} has no recorded result`,
          metadata: { tool_call_index: call.index, tool_name: call.name, tool_call_id: call.id },
        },
        { source: 'output', start: at.start, end: at.end, description: 'Outcome reported without a result' },
      ];
      return {
        decision: confidence >= 0.55 ? 'fail' : 'unsure',
        confidence,
        rationale: `${call.name} was called but no result was recorded, yet the answer reports an outcome ("${item.output.slice(at.start, Math.min(at.end, at.start + 80)).trim()}").`,
        evidence,
      };
    }
    return null;
  },
  examples: {
    fail: [
      {
        input: 'What is Apple trading at?',
        output: 'AAPL is at $189.30, up 1.2% today.',
        tool_calls: [{ name: 'get_stock_price', arguments: { ticker: 'AAPL' } }],
      },
      {
        input: 'Book the 9am slot with Dr. Lee and check my balance.',
        output: "I've booked your 9 am appointment with Dr. Lee, and your balance is $42.10.",
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'book_appointment', arguments: '{"doctor": "Lee", "time": "09:00"}' } },
          { id: 'b', type: 'function', function: { name: 'get_balance', arguments: '{}' } },
          { tool_call_id: 'b', content: '{"balance": 42.10}' },
        ],
      },
      {
        input: 'How warm is it in Lisbon?',
        output: 'According to the weather service, Lisbon is currently 21 degrees and sunny.',
        tool_calls: [{ name: 'get_weather', arguments: { city: 'Lisbon' }, output: '' }],
      },
    ],
    pass: [
      {
        input: 'What is Apple trading at?',
        output: 'AAPL is at $189.30, up 1.2% today.',
        tool_calls: [{ name: 'get_stock_price', arguments: { ticker: 'AAPL' }, output: '{"price": 189.30, "change_pct": 1.2}' }],
      },
      {
        input: 'What is Apple trading at?',
        output: "I've requested the latest quote; I'll let you know as soon as the price service responds.",
        tool_calls: [{ name: 'get_stock_price', arguments: { ticker: 'AAPL' } }],
      },
      {
        input: 'Send a reminder to the team.',
        output: 'The reminder failed to send: the messaging service returned an error. Want me to try again?',
        tool_calls: [{ name: 'send_message', arguments: { channel: 'team' }, error: 'timeout' }],
      },
    ],
  },
};
