// OpenInference semantic conventions (Arize Phoenix, LlamaIndex, LangChain instrumentations):
// openinference.span.kind, flattened llm.input_messages.N.message.*, llm.output_messages.N.message.*,
// retrieval.documents.N.document.*, input.value / output.value, llm.token_count.*, llm.model_name, tool.name.
import type { Attributes, ChatMessage, ToolCall } from '../span-model.js';
import { contentText, emptyFacts, first, float, indexed, int, message, parseJsonValue, role, str, type AiFacts } from './attribute-values.js';

const SPAN_KINDS: Record<string, string> = {
  LLM: 'llm',
  TOOL: 'tool',
  RETRIEVER: 'retrieval',
  AGENT: 'agent',
  CHAIN: 'chain',
  EMBEDDING: 'embedding',
  RERANKER: 'reranker',
  GUARDRAIL: 'guardrail',
  EVALUATOR: 'chain',
};

function messages(attrs: Attributes, prefix: string, fallback: 'user' | 'assistant'): ChatMessage[] {
  return indexed(attrs, prefix).map((m) => {
    const calls: ToolCall[] = indexed(m, 'message.tool_calls')
      .map((c) => ({
        id: str(c['tool_call.id']),
        name: str(c['tool_call.function.name']) ?? '',
        arguments: str(c['tool_call.function.arguments']) ?? '',
      }))
      .filter((c) => c.name !== '');
    // Multimodal messages carry message.contents.K.message_content.text instead of message.content.
    const parts = indexed(m, 'message.contents')
      .map((c) => str(c['message_content.text']))
      .filter((t): t is string => t !== null);
    const content = m['message.content'] !== undefined ? contentText(m['message.content']) : parts.length ? parts.join('\n') : null;
    return message({
      role: role(m['message.role'], fallback),
      content,
      name: str(first(m, 'message.name', 'message.function_call_name')),
      tool_calls: calls,
      tool_call_id: str(m['message.tool_call_id']),
    });
  });
}

function documents(attrs: Attributes, prefix: string) {
  return indexed(attrs, prefix).map((d) => {
    const metadata = parseJsonValue(d['document.metadata']);
    return {
      id: str(d['document.id']),
      content: str(d['document.content']) ?? '',
      score: float(d['document.score']),
      metadata: metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? (metadata as Attributes) : {},
    };
  });
}

export function readOpenInference(attrs: Attributes): AiFacts {
  const facts = emptyFacts();
  const kindName = str(attrs['openinference.span.kind']);
  facts.kind = kindName ? (SPAN_KINDS[kindName.toUpperCase()] ?? null) : null;
  facts.model = str(attrs['llm.model_name']);
  facts.input_tokens = int(attrs['llm.token_count.prompt']);
  facts.output_tokens = int(attrs['llm.token_count.completion']);
  facts.input_messages = messages(attrs, 'llm.input_messages', 'user');
  facts.output_messages = messages(attrs, 'llm.output_messages', 'assistant');

  const input = str(attrs['input.value']);
  const output = str(attrs['output.value']);
  if (facts.kind === 'tool' || attrs['tool.name'] !== undefined) {
    facts.tool = {
      name: str(attrs['tool.name']),
      call_id: str(first(attrs, 'tool_call.id', 'tool.id')),
      arguments: str(first(attrs, 'tool.parameters', 'input.value')),
      result: output,
    };
  }
  const docs = documents(attrs, 'retrieval.documents');
  if (facts.kind === 'retrieval' || docs.length) facts.retrieval = { query: input, documents: docs };
  else if (facts.kind === 'reranker') {
    facts.retrieval = { query: str(attrs['reranker.query']) ?? input, documents: documents(attrs, 'reranker.output_documents') };
  }
  // An LLM span that records only input.value/output.value still says what was asked and answered.
  if (facts.kind === 'llm' && !facts.input_messages.length && input !== null) facts.input_messages = [message({ role: 'user', content: input })];
  if (facts.kind === 'llm' && !facts.output_messages.length && output !== null) facts.output_messages = [message({ role: 'assistant', content: output })];
  return facts;
}
