// A rebuilt trace with the indexes trace detectors share: spans by id, children, ancestors, the tool
// results recorded on each span, and the errors the trace shows. Built once per analysis, lazily.
import { readAiFacts, type AiFacts } from '../traces/attributes/ai-facts.js';
import type { FullTrace, TraceMessage, TraceSpan } from '../traces/trace-shapes.js';
import type { NormalizedToolCall } from '../text/normalize.js';
import { toolErrorOf } from '../detectors/tool_use/tool-text.js';

/** An error the trace shows: a span with error status, or a tool result that reads as an error. */
export interface ErrorSignal {
  span: TraceSpan;
  /** The error text: status message and error attributes, or the tool result. */
  text: string;
  origin: 'status' | 'result';
}

const ERROR_ATTRIBUTES = ['error.type', 'error.message', 'exception.type', 'exception.message', 'http.status_code', 'http.response.status_code', 'status_code'];
/** Whether a tool's result reads as an error ("Error: …", {"status": 503}, "404 Not Found", a non-zero exit code). */
export function readsAsError(text: string): boolean {
  const call = { index: 0, id: null, name: '', argumentsText: '', arguments: {}, argumentsError: null, result: text, error: null } satisfies NormalizedToolCall;
  return toolErrorOf(call) !== null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * The conversation to analyse. Agents and chains traced with OpenInference often record no model messages at
 * all, only the question and the final answer on their root span (input.value, output.value): then those two
 * open and close the conversation, around whatever tool results the trace holds.
 */
function conversationOf(trace: FullTrace): TraceMessage[] {
  const spoken = trace.messages.some((m) => m.role === 'user' || (m.role === 'assistant' && text(m.content)));
  if (spoken) return trace.messages;
  const root = trace.spans.find((s) => s.parent_span_id === null && text(s.attributes['output.value']));
  if (!root) return trace.messages;
  const message = (role: 'user' | 'assistant', content: string | null, timestamp: string | null): TraceMessage => ({
    span_id: root.span_id,
    index: 0,
    role,
    content,
    name: null,
    tool_calls: [],
    tool_call_id: null,
    timestamp,
  });
  const question = text(root.attributes['input.value']);
  const conversation = [
    ...(question ? [message('user', question, root.start_time)] : []),
    ...trace.messages,
    message('assistant', text(root.attributes['output.value']), root.end_time ?? root.start_time),
  ];
  return conversation.map((m, index) => ({ ...m, index }));
}

export class TraceView {
  readonly spanById: Map<string, TraceSpan>;
  /** The conversation (conversationOf). */
  readonly messages: TraceMessage[];
  private childrenBySpan: Map<string, TraceSpan[]> | null = null;
  private resultsBySpan: Map<string, string[]> | null = null;
  private factsBySpan = new Map<string, AiFacts>();
  private errors: ErrorSignal[] | null = null;

  constructor(readonly trace: FullTrace) {
    this.spanById = new Map(trace.spans.map((s) => [s.span_id, s]));
    this.messages = conversationOf(trace);
  }

  get spans(): TraceSpan[] {
    return this.trace.spans;
  }

  children(spanId: string): TraceSpan[] {
    if (!this.childrenBySpan) {
      this.childrenBySpan = new Map();
      for (const s of this.spans) {
        if (s.parent_span_id === null) continue;
        const list = this.childrenBySpan.get(s.parent_span_id) ?? [];
        list.push(s);
        this.childrenBySpan.set(s.parent_span_id, list);
      }
    }
    return this.childrenBySpan.get(spanId) ?? [];
  }

  /** Parent first, up to the root; stops at a missing parent or a cycle. */
  ancestors(span: TraceSpan): TraceSpan[] {
    const out: TraceSpan[] = [];
    const seen = new Set([span.span_id]);
    let parent = span.parent_span_id ? this.spanById.get(span.parent_span_id) : undefined;
    while (parent && !seen.has(parent.span_id)) {
      out.push(parent);
      seen.add(parent.span_id);
      parent = parent.parent_span_id ? this.spanById.get(parent.parent_span_id) : undefined;
    }
    return out;
  }

  facts(span: TraceSpan): AiFacts {
    let f = this.factsBySpan.get(span.span_id);
    if (!f) this.factsBySpan.set(span.span_id, (f = readAiFacts({ attributes: span.attributes, events: null })));
    return f;
  }

  /** Tool results (tool messages) recorded on a span. */
  results(spanId: string): string[] {
    if (!this.resultsBySpan) {
      this.resultsBySpan = new Map();
      for (const m of this.messages) {
        if (m.role !== 'tool' || m.span_id === null || !m.content) continue;
        const list = this.resultsBySpan.get(m.span_id) ?? [];
        list.push(m.content);
        this.resultsBySpan.set(m.span_id, list);
      }
    }
    return this.resultsBySpan.get(spanId) ?? [];
  }

  /** The status message and error attributes of a span, as one text. */
  statusText(span: TraceSpan): string {
    const parts = span.status_message ? [span.status_message] : [];
    for (const key of ERROR_ATTRIBUTES) {
      const v = span.attributes[key];
      if (v !== undefined && v !== null && v !== '') parts.push(`${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    }
    return parts.join('; ');
  }

  /** Every error the trace shows, in span order: error statuses first-hand, then error-looking tool results. */
  errorSignals(): ErrorSignal[] {
    if (this.errors) return this.errors;
    this.errors = [];
    for (const span of this.spans) {
      // A tool span's status message is also its tool message in the conversation: quote it once.
      if (span.status === 'error')
        this.errors.push({
          span,
          text: [...new Set([this.statusText(span), ...this.results(span.span_id)])].filter(Boolean).join('\n') || 'error',
          origin: 'status',
        });
      else for (const r of this.results(span.span_id)) if (readsAsError(r)) this.errors.push({ span, text: r, origin: 'result' });
    }
    return this.errors;
  }

  /** The last assistant message with text, and what came after it in the conversation. */
  finalAnswer(): { message: TraceMessage | null; after: TraceMessage[] } {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i];
      if (m.role === 'assistant' && m.content && m.content.trim() !== '') return { message: m, after: this.messages.slice(i + 1) };
    }
    return { message: null, after: this.messages };
  }

  /** Root spans: no parent, or a parent not in the trace. */
  roots(): TraceSpan[] {
    return this.spans.filter((s) => s.parent_span_id === null || !this.spanById.has(s.parent_span_id));
  }
}

/** The first characters of a text, on one line, for rationales. */
export const quote = (text: string, max = 100): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
