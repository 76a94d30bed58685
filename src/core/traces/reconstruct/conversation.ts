// The conversation of a trace, in order, across every LLM span, tool span and natively posted message.
// LLM calls usually resend the whole history as their input: an input message already in the conversation
// (matched in order) is not repeated, so the result reads as one conversation rather than N copies of it.
// The other way round too: a tool result (or an answer) that a later model call's input already brought in,
// because that call started the same millisecond the tool span ended (or a skewed clock put it first), is the
// same message when its own span reports it; it is kept once, on its own span (whose status tells a failure).
import { msToIso, type ChatMessage, type NativeMessage, type NativeToolCall } from '../span-model.js';
import type { AiFacts } from '../attributes/ai-facts.js';
import type { TraceMessage } from '../trace-shapes.js';

export interface ConversationSpan {
  span_id: string;
  start_ms: number;
  end_ms: number | null;
  status_message: string | null;
  facts: AiFacts;
}

export interface ConversationInput {
  spans: ConversationSpan[];
  /** Native messages, by span (null = posted without a span), in posting order. */
  messages: { span_id: string | null; seq: number; data: NativeMessage }[];
  toolCalls: { span_id: string | null; seq: number; data: NativeToolCall }[];
}

// At equal times: what was sent to a model, then tool results, then what the model answered.
const INPUT = 0;
const TOOL = 1;
const OUTPUT = 2;

/** How far apart (ms) a span's own message and a model input that repeats it may be, without a shared call id. */
const ECHO_WINDOW_MS = 1000;

// One shape for every event (monomorphic: sorting thousands of them stays fast).
interface TimelineEvent {
  time: number;
  rank: number;
  order: number;
  /** Input events are matched against the conversation so far; others are appended. */
  isInput: boolean;
  span_id: string | null;
  messages: ChatMessage[] | null;
  call: NativeToolCall | null;
}

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.role === b.role &&
  (a.content ?? '') === (b.content ?? '') &&
  (a.tool_call_id === null || b.tool_call_id === null || a.tool_call_id === b.tool_call_id) &&
  a.tool_calls.length === b.tool_calls.length &&
  a.tool_calls.every((c, i) => c.name === b.tool_calls[i].name);

const plain = (m: NativeMessage): ChatMessage => ({ role: m.role, content: m.content, name: m.name, tool_calls: m.tool_calls, tool_call_id: m.tool_call_id });

function nativeToolMessages(c: NativeToolCall, requested: Set<string>): ChatMessage[] {
  const out: ChatMessage[] = [];
  if (c.id === null || !requested.has(c.id)) {
    out.push({ role: 'assistant', content: null, name: null, tool_calls: [{ id: c.id, name: c.name, arguments: c.arguments }], tool_call_id: null });
  }
  if (c.result !== null || c.error !== null) out.push({ role: 'tool', content: c.result ?? c.error, name: c.name, tool_calls: [], tool_call_id: c.id });
  return out;
}

export function buildConversation(input: ConversationInput): TraceMessage[] {
  const events: TimelineEvent[] = [];
  const spanById = new Map(input.spans.map((s) => [s.span_id, s]));
  const attached = new Map<string, { input: ChatMessage[]; output: ChatMessage[] }>();
  for (const m of input.messages) {
    if (m.span_id === null || !spanById.has(m.span_id)) continue;
    let a = attached.get(m.span_id);
    if (!a) attached.set(m.span_id, (a = { input: [], output: [] }));
    (m.data.role === 'assistant' ? a.output : a.input).push(plain(m.data));
  }
  let order = 0;
  for (const s of input.spans) {
    const extra = attached.get(s.span_id);
    const inMsgs = extra ? [...s.facts.input_messages, ...extra.input] : s.facts.input_messages;
    const outMsgs = extra ? [...s.facts.output_messages, ...extra.output] : s.facts.output_messages;
    // An answer comes after its question even when the span's clock says otherwise (end before start).
    const end = Math.max(s.end_ms ?? s.start_ms, s.start_ms);
    if (inMsgs.length) events.push({ time: s.start_ms, rank: INPUT, order: order++, isInput: true, span_id: s.span_id, messages: inMsgs, call: null });
    if (outMsgs.length) events.push({ time: end, rank: OUTPUT, order: order++, isInput: false, span_id: s.span_id, messages: outMsgs, call: null });
    const tool = s.facts.tool;
    if (tool && !inMsgs.length && !outMsgs.length && (tool.result !== null || s.status_message !== null)) {
      const content = tool.result ?? s.status_message;
      const message: ChatMessage = { role: 'tool', content, name: tool.name, tool_calls: [], tool_call_id: tool.call_id };
      events.push({ time: end, rank: TOOL, order: order++, isInput: false, span_id: s.span_id, messages: [message], call: null });
    }
  }
  // Native parts without a (known) span sit at their own timestamp; untimed ones come last, in posting order.
  const timeOf = (t: number | null) => t ?? Number.POSITIVE_INFINITY;
  const loose = input.messages
    .filter((m) => m.span_id === null || !spanById.has(m.span_id))
    .sort((a, b) => (a.data.index ?? Infinity) - (b.data.index ?? Infinity) || a.seq - b.seq);
  for (const m of loose) {
    events.push({ time: timeOf(m.data.timestamp_ms), rank: TOOL, order: order++, isInput: false, span_id: m.span_id, messages: [plain(m.data)], call: null });
  }
  for (const c of input.toolCalls) {
    const time = timeOf(c.data.timestamp_ms ?? spanById.get(c.span_id ?? '')?.end_ms ?? null);
    events.push({ time, rank: TOOL, order: order++, isInput: false, span_id: c.span_id, messages: null, call: c.data });
  }
  events.sort((a, b) => a.time - b.time || a.rank - b.rank || a.order - b.order);

  const conversation: { m: ChatMessage; span_id: string | null; time: number; fromInput: boolean }[] = [];
  // Entries from index `echoFrom` on came from model inputs since the last message of a span's own: a message an
  // output or tool event reports may already be among them.
  let echoFrom = 0;
  // Positions of each (role, content) in the conversation, ascending: finding an input message is a lookup,
  // not a scan, so a trace with thousands of LLM calls stays linear.
  const positions = new Map<string, Map<string, number[]>>();
  const positionsOf = (m: ChatMessage) => positions.get(m.role)?.get(m.content ?? '');
  const requested = new Set<string>();
  const append = (m: ChatMessage, span_id: string | null, time: number, fromInput = false) => {
    for (const c of m.tool_calls) if (c.id) requested.add(c.id);
    if (m.role === 'tool' && m.tool_call_id !== null && !toolResults.has(m.tool_call_id)) toolResults.set(m.tool_call_id, conversation.length);
    let byContent = positions.get(m.role);
    if (!byContent) positions.set(m.role, (byContent = new Map()));
    const list = byContent.get(m.content ?? '');
    if (list) list.push(conversation.length);
    else byContent.set(m.content ?? '', [conversation.length]);
    conversation.push({ m, span_id, time, fromInput });
    if (!fromInput) echoFrom = conversation.length;
  };
  // One tool call has one result: a tool message with the same call id is the same message, whatever its wording.
  const sameResult = (a: ChatMessage, b: ChatMessage) => a.role === 'tool' && b.role === 'tool' && a.tool_call_id !== null && a.tool_call_id === b.tool_call_id;
  /**
   * A message of a span's own that another span's model input already brought in: that entry takes the span and
   * nothing is added. Without a shared call id, only an input of about the same time counts (an answer equal to an
   * older message of the history is a new message).
   */
  const echoed = (m: ChatMessage, span_id: string | null, time: number): boolean => {
    for (let k = echoFrom; k < conversation.length; k++) {
      const entry = conversation[k];
      if (!entry.fromInput || entry.span_id === span_id) continue;
      if (!(sameResult(entry.m, m) || (sameMessage(entry.m, m) && entry.time >= time - ECHO_WINDOW_MS))) continue;
      entry.fromInput = false;
      entry.span_id = span_id;
      return true;
    }
    return false;
  };
  const toolResults = new Map<string, number>();
  const findFrom = (m: ChatMessage, from: number): number => {
    for (const k of positionsOf(m) ?? []) if (k >= from && sameMessage(conversation[k].m, m)) return k;
    const k = m.role === 'tool' && m.tool_call_id !== null ? (toolResults.get(m.tool_call_id) ?? -1) : -1;
    return k >= from ? k : -1;
  };
  for (const e of events) {
    if (e.call) {
      for (const m of nativeToolMessages(e.call, requested)) if (!echoed(m, e.span_id, e.time)) append(m, e.span_id, e.time);
    } else if (e.isInput) {
      // Skip the messages already in the conversation, matched in order; once one is new, the rest are too.
      let j = 0;
      let matching = true;
      for (const m of e.messages!) {
        if (matching) {
          const k = findFrom(m, j);
          if (k >= 0) {
            j = k + 1;
            continue;
          }
          matching = false;
        }
        append(m, e.span_id, e.time, true);
      }
    } else for (const m of e.messages!) if (!echoed(m, e.span_id, e.time)) append(m, e.span_id, e.time);
  }
  return conversation.map(({ m, span_id, time }, index) => ({
    span_id,
    index,
    role: m.role,
    content: m.content,
    name: m.name,
    tool_calls: m.tool_calls,
    tool_call_id: m.tool_call_id,
    timestamp: Number.isFinite(time) ? msToIso(time) : null,
  }));
}
