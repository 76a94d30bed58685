// An error was swallowed: a span failed (or a tool returned an error) while nothing above it failed, no later call
// of the same step succeeded, and the final answer does not tell the user: it reports the operation as done, or
// says nothing of it. The answer is read as tool_error_ignored reads it (failure-report.ts), one failed span at a time.
import type { TraceSpan } from '../traces/trace-shapes.js';
import { readClaims } from '../detectors/tool_use/claims.js';
import { readFailureReport } from '../detectors/tool_use/failure-report.js';
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

/** The arguments a failed tool span ran with: recorded on the span, else those of the model's request it answered. */
function argumentsOf(view: TraceView, span: TraceSpan): string | null {
  const recorded = view.facts(span).tool?.arguments;
  if (recorded) return recorded;
  const ids = new Set(view.messages.filter((m) => m.span_id === span.span_id && m.tool_call_id).map((m) => m.tool_call_id));
  for (const m of view.messages) for (const c of m.tool_calls) if (c.id !== null && ids.has(c.id)) return c.arguments;
  return null;
}

export const detector: TraceDetector = {
  id: 'hidden_tool_error',
  subcategory: 'hidden_tool_error',
  detect(view) {
    const { message } = view.finalAnswer();
    if (!message?.content) return [];
    const answer = message.content;
    const question = view.messages.filter((m) => m.role === 'user' && m.index < message.index).at(-1)?.content ?? '';
    const claims = readClaims(answer, question);
    const findings: TraceFinding[] = [];
    for (const signal of view.errorSignals()) {
      if (!swallowed(view, signal)) continue;
      const name = view.facts(signal.span).tool?.name ?? signal.span.name;
      const report = readFailureReport(answer, question, { name, arguments: argumentsOf(view, signal.span), error: signal.text }, claims);
      if (!report.claim && report.acknowledgement) continue;
      const claimsSuccess = report.claim !== null;
      findings.push({
        decision: 'fail',
        confidence: claimsSuccess ? 0.85 : 0.7,
        span_id: signal.span.span_id,
        rationale: `Span "${signal.span.name}" failed ("${quote(signal.text, 80)}"), nothing above it failed and no retry succeeded, yet the final answer ${claimsSuccess ? 'reports success' : 'mentions no problem'}.`,
        snippet: signal.text.slice(0, 300),
        metadata: {
          span_name: signal.span.name,
          origin: signal.origin,
          final_answer_span_id: message.span_id,
          final_answer: quote(answer, 200),
          claims_success: claimsSuccess,
          ...(report.claim ? { claim: quote(report.claim.text, 200) } : {}),
        },
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
      // A "cannot" about something else does not tell the user the refund failed.
      exampleTrace({
        spans: [
          { id: 'r', name: 'agent' },
          { id: 't', parent: 'r', name: 'issue_refund', kind: 'tool', status: 'error', message: 'PaymentGatewayError: 503 Service Unavailable' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [
          { span: 'l', role: 'user', content: 'Refund the duplicate charge and tell me my card number.' },
          { span: 'l', role: 'assistant', content: 'I cannot share card numbers. Your refund is done.' },
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
          { id: 't', parent: 'r', name: 'issue_refund', kind: 'tool', status: 'error', message: 'PaymentGatewayError: 503 Service Unavailable' },
          { id: 'l', parent: 'r', name: 'chat', kind: 'llm' },
        ],
        messages: [{ span: 'l', role: 'assistant', content: "I can't reach the payment system right now, so your refund was not issued yet." }],
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
