// A tool or model call timed out: a timeout error on a span or in a tool's result, or a span that never
// ended although the trace went on after it.
import { exampleTrace } from './example-trace.js';
import { findErrors } from './error-signals.js';
import { MAX_FINDINGS_PER_DETECTOR, type TraceDetector } from './types.js';

const TIMEOUT =
  /\b(?:timed?[ -]?out|timeout|ETIMEDOUT|ESOCKETTIMEDOUT|deadline exceeded|DEADLINE_EXCEEDED|504|gateway time-?out|exit(?:[ _]?code)?\s*[:=]?\s*124)\b/i;

export const detector: TraceDetector = {
  id: 'tool_timeout',
  subcategory: 'tool_timeout',
  detect(view) {
    const findings = findErrors(view, { what: 'timed out', pattern: TIMEOUT, confidence: { status: 0.92, result: 0.8 } });
    // A span still open when later spans had already finished: it was abandoned, most often on a timeout.
    const lastEnd = Math.max(0, ...view.spans.map((s) => (s.end_time ? Date.parse(s.end_time) : 0)));
    for (const s of view.spans) {
      if (findings.length >= MAX_FINDINGS_PER_DETECTOR) break;
      if (s.end_time !== null || s.parent_span_id === null || findings.some((f) => f.span_id === s.span_id)) continue;
      if (lastEnd <= Date.parse(s.start_time)) continue;
      findings.push({
        decision: 'unsure',
        confidence: 0.5,
        span_id: s.span_id,
        rationale: `Span "${s.name}" never ended although the trace went on after it started: it may have timed out or hung.`,
        snippet: null,
        metadata: { span_name: s.name, span_kind: s.kind, never_ended: true },
      });
    }
    return findings;
  },
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent', kind: 'agent' },
          { id: 't', parent: 'r', name: 'search_web', kind: 'tool', ms: 30000, status: 'error', message: 'Request timed out after 30000 ms' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm', status: 'error', message: '504 Gateway Timeout' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'run_code', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'exitcode: 124 (execution failed)\nCode output: Timeout' }],
      }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'search_web', kind: 'tool' },
        ],
        messages: [{ span: 't', role: 'tool', content: 'Timeouts in football: each team has three per half.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'lookup', kind: 'tool', status: 'error', message: 'order not found' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent', ms: null },
          { id: 't', parent: 'r', name: 'lookup', kind: 'tool' },
        ],
      }),
    ],
  },
};
