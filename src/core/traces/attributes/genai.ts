// OpenTelemetry GenAI semantic conventions (gen_ai.*), current and deprecated names: messages as
// flattened attributes (gen_ai.prompt.N.*, gen_ai.completion.N.*), as JSON (gen_ai.input.messages,
// gen_ai.output.messages, gen_ai.system_instructions) or as span events (gen_ai.user.message, gen_ai.choice…).
import type { Attributes, ChatMessage, SpanEvent, ToolCall } from '../span-model.js';
import { contentText, emptyFacts, first, indexed, int, message, parseJsonValue, role, str, toolCallsFromObjects, type AiFacts } from './attribute-values.js';

const OPERATION_KINDS: Record<string, string> = {
  chat: 'llm',
  text_completion: 'llm',
  generate_content: 'llm',
  completion: 'llm',
  embeddings: 'embedding',
  embedding: 'embedding',
  execute_tool: 'tool',
  create_agent: 'agent',
  invoke_agent: 'agent',
  retrieval: 'retrieval',
};

/** gen_ai.prompt.N.* / gen_ai.completion.N.* (the flattened form of older instrumentations). */
function flattenedMessages(attrs: Attributes, prefix: string, fallback: 'user' | 'assistant'): ChatMessage[] {
  return indexed(attrs, prefix).map((m) => {
    const calls: ToolCall[] = indexed(m, 'tool_calls')
      .map((c) => ({ id: str(c.id), name: str(c.name) ?? '', arguments: str(c.arguments) ?? '' }))
      .filter((c) => c.name !== '');
    return message({
      role: role(m.role, fallback),
      content: contentText(m.content),
      name: str(m.name),
      tool_calls: calls.length ? calls : toolCallsFromObjects(m.tool_calls),
      tool_call_id: str(m.tool_call_id),
    });
  });
}

/** gen_ai.input.messages / gen_ai.output.messages: [{role, parts: [{type, content | id, name, arguments | response}]}]. */
function partsMessages(value: unknown, fallback: 'user' | 'assistant'): ChatMessage[] {
  const list = parseJsonValue(value);
  if (!Array.isArray(list)) return [];
  const out: ChatMessage[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const m = raw as Attributes;
    const parts = Array.isArray(m.parts) ? (m.parts as Attributes[]) : null;
    if (!parts) {
      out.push(
        message({
          role: role(m.role, fallback),
          content: contentText(m.content),
          name: str(m.name),
          tool_calls: toolCallsFromObjects(m.tool_calls),
          tool_call_id: str(m.tool_call_id),
        }),
      );
      continue;
    }
    const texts: string[] = [];
    const calls: ToolCall[] = [];
    for (const p of parts) {
      if (!p || typeof p !== 'object') continue;
      if (p.type === 'tool_call')
        calls.push({ id: str(p.id), name: str(p.name) ?? '', arguments: typeof p.arguments === 'string' ? p.arguments : JSON.stringify(p.arguments ?? {}) });
      else if (p.type === 'tool_call_response') out.push(message({ role: 'tool', content: str(p.response ?? p.result), tool_call_id: str(p.id) }));
      else if (p.content !== undefined) texts.push(str(p.content) ?? '');
    }
    if (texts.length || calls.length) {
      out.push(message({ role: role(m.role, fallback), content: texts.length ? texts.join('\n') : null, name: str(m.name), tool_calls: calls }));
    }
  }
  return out;
}

const EVENT_ROLES: Record<string, 'system' | 'user' | 'assistant' | 'tool'> = {
  'gen_ai.system.message': 'system',
  'gen_ai.user.message': 'user',
  'gen_ai.assistant.message': 'assistant',
  'gen_ai.tool.message': 'tool',
};

/** Span events of the (deprecated) GenAI event conventions; the body may sit in gen_ai.event.content as JSON. */
function eventMessages(events: SpanEvent[] | null): { input: ChatMessage[]; output: ChatMessage[] } {
  const input: ChatMessage[] = [];
  const output: ChatMessage[] = [];
  for (const e of events ?? []) {
    const body = { ...e.attributes, ...((parseJsonValue(e.attributes['gen_ai.event.content']) as Attributes | undefined) ?? {}) };
    const eventRole = EVENT_ROLES[e.name];
    if (eventRole) {
      input.push(
        message({
          role: role(body.role, eventRole),
          content: contentText(body.content),
          tool_calls: toolCallsFromObjects(body.tool_calls),
          tool_call_id: str(body.id ?? body.tool_call_id),
        }),
      );
    } else if (e.name === 'gen_ai.choice') {
      const m = (parseJsonValue(body.message) ?? {}) as Attributes;
      output.push(
        message({
          role: role(m.role, 'assistant'),
          content: contentText(m.content ?? body.content),
          tool_calls: toolCallsFromObjects(m.tool_calls ?? body.tool_calls),
        }),
      );
    } else if (e.name === 'gen_ai.content.prompt') {
      input.push(...partsMessages(body['gen_ai.prompt'], 'user'));
    } else if (e.name === 'gen_ai.content.completion') {
      output.push(...partsMessages(body['gen_ai.completion'], 'assistant'));
    }
  }
  return { input, output };
}

export function readGenAi(attrs: Attributes, events: SpanEvent[] | null): AiFacts {
  const facts = emptyFacts();
  const operation = str(attrs['gen_ai.operation.name']);
  const provider = first(attrs, 'gen_ai.provider.name', 'gen_ai.system');
  facts.kind = operation ? (OPERATION_KINDS[operation] ?? null) : provider !== undefined ? 'llm' : null;
  facts.model = str(first(attrs, 'gen_ai.response.model', 'gen_ai.request.model'));
  facts.input_tokens = int(first(attrs, 'gen_ai.usage.input_tokens', 'gen_ai.usage.prompt_tokens'));
  facts.output_tokens = int(first(attrs, 'gen_ai.usage.output_tokens', 'gen_ai.usage.completion_tokens'));

  const system = contentText(attrs['gen_ai.system_instructions']);
  const fromEvents = eventMessages(events);
  facts.input_messages = [
    ...(system ? [message({ role: 'system', content: system })] : []),
    ...partsMessages(attrs['gen_ai.input.messages'], 'user'),
    ...flattenedMessages(attrs, 'gen_ai.prompt', 'user'),
    ...fromEvents.input,
  ];
  facts.output_messages = [
    ...partsMessages(attrs['gen_ai.output.messages'], 'assistant'),
    ...flattenedMessages(attrs, 'gen_ai.completion', 'assistant'),
    ...fromEvents.output,
  ];

  const toolName = str(attrs['gen_ai.tool.name']);
  if (toolName || facts.kind === 'tool') {
    facts.kind = 'tool';
    facts.tool = {
      name: toolName,
      call_id: str(attrs['gen_ai.tool.call.id']),
      arguments: str(attrs['gen_ai.tool.call.arguments']),
      result: str(attrs['gen_ai.tool.call.result']),
    };
  }
  return facts;
}
