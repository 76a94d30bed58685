// The shape shared by detectors that look for one kind of error (timeouts, rate limits, auth failures):
// an error span whose message matches is strong evidence; a tool result that reads as an error and matches
// is good evidence (the tool reported it, but the span was not marked).
import { MAX_FINDINGS_PER_DETECTOR, type TraceFinding } from './types.js';
import { quote, type TraceView } from './trace-view.js';

export interface ErrorKind {
  /** What the error is, for rationales: "timed out", "was rate-limited". */
  what: string;
  pattern: RegExp;
  /** Confidence for an error span, and for an error-looking tool result. */
  confidence: { status: number; result: number };
}

export function findErrors(view: TraceView, kind: ErrorKind): TraceFinding[] {
  const findings: TraceFinding[] = [];
  for (const signal of view.errorSignals()) {
    const match = kind.pattern.exec(signal.text);
    if (!match) continue;
    findings.push({
      decision: 'fail',
      confidence: kind.confidence[signal.origin],
      span_id: signal.span.span_id,
      rationale: `Span "${signal.span.name}" ${kind.what}: "${quote(signal.text)}".`,
      snippet: signal.text.slice(0, 300),
      metadata: { span_name: signal.span.name, span_kind: signal.span.kind, matched: match[0], origin: signal.origin },
    });
    if (findings.length >= MAX_FINDINGS_PER_DETECTOR) break;
  }
  return findings;
}
