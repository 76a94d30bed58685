// A stored trace → the items full mode analyses, one per model turn that answered in text: its input is
// the latest user message before the answer, its output the answer, its tool calls every call requested
// (and result returned) since the previous answer, its context the retrievals of its span's chain, its
// system prompt the latest system message. A turn that only called tools joins the turn that answers, as
// in a dataset item (input → tool calls → output); otherwise it would read as an empty answer.
import type { TraceMessage, TraceSpan } from '../traces/trace-shapes.js';
import type { MinimalInputItem } from '../shapes/input-item.js';
import type { TraceView } from './trace-view.js';

export interface DerivedItem {
  item: MinimalInputItem;
  /** The span that produced the answer (the item's span); null for messages posted without one. */
  span_id: string | null;
  /** Spans of the messages that make up the item (question, tool calls, results, answer). */
  spans: Set<string>;
  /** When the answer was given (ms since the epoch), to place trace findings on the turn that followed them. */
  time: number;
}

interface PendingCall {
  id: string | null;
  name: string;
  arguments: string;
  output?: string;
  error?: string;
}

const timeOf = (m: TraceMessage, span: TraceSpan | undefined) =>
  m.timestamp ? Date.parse(m.timestamp) : span?.end_time ? Date.parse(span.end_time) : span ? Date.parse(span.start_time) : Number.POSITIVE_INFINITY;

/** Retrieved documents of an answer's span: retrievals on its chain of ancestors or on their children, and those posted without a span. */
function contextOf(view: TraceView, spanId: string | null, until: number): string[] | undefined {
  const span = spanId ? view.spanById.get(spanId) : undefined;
  const chain = new Set(span ? [span.span_id, ...view.ancestors(span).map((s) => s.span_id)] : []);
  const docs: string[] = [];
  for (const r of view.trace.retrievals) {
    const rs = r.span_id ? view.spanById.get(r.span_id) : undefined;
    const belongs =
      r.span_id === null || chain.has(r.span_id) || (rs && rs.parent_span_id !== null && chain.has(rs.parent_span_id) && Date.parse(rs.start_time) <= until);
    if (belongs) for (const d of r.documents) docs.push(d.content);
  }
  return docs.length ? docs : undefined;
}

function toolCallOf(view: TraceView, m: TraceMessage, pending: PendingCall[]): void {
  const span = m.span_id ? view.spanById.get(m.span_id) : undefined;
  const failed = span?.kind === 'tool' && span.status === 'error';
  const content = m.content ?? '';
  let call = m.tool_call_id ? pending.find((c) => c.id === m.tool_call_id && c.output === undefined && c.error === undefined) : undefined;
  call ??= pending.find((c) => c.id === null && c.name === m.name && c.output === undefined && c.error === undefined);
  if (!call) {
    const tool = span ? view.facts(span).tool : null;
    call = { id: m.tool_call_id, name: m.name ?? tool?.name ?? span?.name ?? 'tool', arguments: tool?.arguments ?? '{}' };
    pending.push(call);
  }
  if (failed) call.error = content || span?.status_message || 'error';
  else call.output = content;
}

export function deriveItems(view: TraceView): DerivedItem[] {
  const items: DerivedItem[] = [];
  let input = '';
  let system: string | null = null;
  let pending: PendingCall[] = [];
  let spans = new Set<string>();
  const messages = view.messages;
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (m.span_id) spans.add(m.span_id);
    if (m.role === 'system') system = m.content ?? system;
    else if (m.role === 'user') input = m.content ?? '';
    else if (m.role === 'tool') toolCallOf(view, m, pending);
    else if (m.tool_calls.length > 0) {
      for (const c of m.tool_calls) pending.push({ id: c.id, name: c.name, arguments: c.arguments });
    } else if (m.content && m.content.trim() !== '') {
      // An answer spread over consecutive messages of one span is one answer.
      let output = m.content;
      while (m.span_id && messages[i + 1]?.role === 'assistant' && messages[i + 1].span_id === m.span_id && messages[i + 1].tool_calls.length === 0) {
        output += `\n${messages[++i].content ?? ''}`;
      }
      const span = m.span_id ? view.spanById.get(m.span_id) : undefined;
      const time = timeOf(m, span);
      const context = contextOf(view, m.span_id, time);
      const item: MinimalInputItem = { input, output, metadata: { trace_id: view.trace.trace_id, span_id: m.span_id, turn: items.length, speaker: m.name } };
      if (context) item.context = context;
      if (system !== null) item.system_prompt = system;
      if (pending.length) item.tool_calls = pending.map((c) => ({ ...c }));
      items.push({ item, span_id: m.span_id, spans, time });
      pending = [];
      spans = new Set();
    }
  }
  return items;
}
