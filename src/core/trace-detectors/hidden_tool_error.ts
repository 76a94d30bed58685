// An error was swallowed: a span failed (or a tool returned an error) while nothing above it failed, no
// later call of the same step succeeded, and the final answer says nothing of a problem.
import type { TraceSpan } from '../traces/trace-shapes.js';
import { PROBLEM, SUCCESS } from '../detectors/tool_use/tool_error_ignored.js';
import { exampleTrace } from './example-trace.js';
import { quote, type ErrorSignal, type TraceView } from './trace-view.js';
import type { TraceDetector, TraceFinding } from './types.js';

const MAX_HIDDEN = 3;

function retriedSuccessfully(view: TraceView, failed: TraceSpan): boolean {
  const start = Date.parse(failed.start_time);
  const errored = new Set(view.errorSignals().map((e) => e.span.span_id));
  return view.spans.some((s) => s.name === failed.name && s.span_id !== failed.span_id && Date.parse(s.start_time) > start && !errored.has(s.span_id));
}

function swallowed(view: TraceView, signal: ErrorSignal): boolean {
  if (signal.span.parent_span_id === null) return false;
  if (signal.origin === 'status' && view.ancestors(signal.span).some((a) => a.status === 'error')) return false;
  return !retriedSuccessfully(view, signal.span);
}

export const detector: TraceDetector = {
  id: 'hidden_tool_error',
  subcategory: 'hidden_tool_error',
  detect(view) {
    const { message } = view.finalAnswer();
    if (!message?.content || PROBLEM.test(message.content)) return [];
    const claimsSuccess = SUCCESS.test(message.content);
    const findings: TraceFinding[] = [];
    for (const signal of view.errorSignals()) {
      if (!swallowed(view, signal)) continue;
      findings.push({
        decision: 'fail',
        confidence: claimsSuccess ? 0.85 : 0.7,
        span_id: signal.span.span_id,
        rationale: `Span "${signal.span.name}" failed ("${quote(signal.text, 80)}"), nothing above it failed and no retry succeeded, yet the final answer ${claimsSuccess ? 'reports success' : 'mentions no problem'}.`,
        snippet: signal.text.slice(0, 300),
        metadata: { span_name: signal.span.name, origin: signal.origin, final_answer_span_id: message.span_id, final_answer: quote(message.content, 200) },
      });
      if (findings.length >= MAX_HIDDEN) break;
    }
    return findings;
  },
  examples: {
    fail: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'p', parent: 'r', name: 'charge_card', kind: 'tool', status: 'error', message: 'card declined' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 'l', role: 'user', content: 'Buy it.' },
          { span: 'l', role: 'assistant', content: 'Order placed successfully!' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'retrieve', kind: 'tool' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 't', role: 'tool', content: 'Error: index unavailable', name: 'retrieve' },
          { span: 'l', role: 'assistant', content: 'Here is the summary of your documents.' },
        ],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'run_code', kind: 'tool' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 't', role: 'tool', content: 'exitcode: 1 (execution failed)\nTraceback: ModuleNotFoundError', name: 'run_code' },
          { span: 'l', role: 'assistant', content: 'The analysis is complete: the average is 4.2.' },
        ],
      }),
    ],
    pass: [
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 'p', parent: 'r', name: 'charge_card', kind: 'tool', status: 'error', message: 'card declined' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [{ span: 'l', role: 'assistant', content: 'Sorry, your card was declined. Please try another card.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't1', parent: 'r', name: 'search', kind: 'tool', status: 'error', message: '503' },
          { id: 't2', parent: 'r', name: 'search', kind: 'tool' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [{ span: 'l', role: 'assistant', content: 'The store opens at 9 am.' }],
      }),
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent', status: 'error', message: 'tool failed' },
          { id: 't', parent: 'r', name: 'lookup', kind: 'tool', status: 'error', message: 'boom' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [{ span: 'l', role: 'assistant', content: 'Your balance is $40.' }],
      }),
    ],
  },
};
