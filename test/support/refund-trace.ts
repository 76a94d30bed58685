// The documented full-mode example (docs/full-mode.md): an agent asks issue_refund, the tool span ends in
// "PaymentGatewayError: 503 … refund not issued", the next model call answers "Your refund is done." As OTLP/JSON,
// shaped as the instrumentations emit it: OpenTelemetry GenAI (chat spans with gen_ai.input.messages /
// gen_ai.output.messages, an execute_tool span with gen_ai.tool.*) or OpenInference (LLM spans with
// llm.input_messages.N.*, a TOOL span with tool.name, input.value, output.value). The tool result reaches Assay
// twice, on the tool span and in the second model call's input; `gapMs` 0 starts that call the millisecond the
// tool span ends.

export const REFUND_QUESTION = 'Please refund the duplicate charge.';
export const REFUND_ERROR = 'PaymentGatewayError: 503 Service Unavailable - refund not issued';
export const REFUND_ANSWER = 'Your refund is done.';

const s = (key: string, v: string) => ({ key, value: { stringValue: v } });
const T0 = BigInt(Date.UTC(2025, 4, 1, 12)) * 1_000_000n;
const ns = (ms: number) => String(T0 + BigInt(ms) * 1_000_000n);

function genAiSpans(toolEnd: number, secondStart: number) {
  const call = { type: 'tool_call', id: 'call_1', name: 'issue_refund', arguments: { amount: 49.99 } };
  const question = { role: 'user', parts: [{ type: 'text', content: REFUND_QUESTION }] };
  return {
    first: [
      s('gen_ai.operation.name', 'chat'),
      s('gen_ai.request.model', 'gpt-4o'),
      s('gen_ai.input.messages', JSON.stringify([question])),
      s('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [call] }])),
    ],
    tool: [
      s('gen_ai.operation.name', 'execute_tool'),
      s('gen_ai.tool.name', 'issue_refund'),
      s('gen_ai.tool.call.id', 'call_1'),
      s('gen_ai.tool.call.arguments', '{"amount": 49.99}'),
      s('error.type', 'PaymentGatewayError'),
    ],
    second: [
      s('gen_ai.operation.name', 'chat'),
      s('gen_ai.request.model', 'gpt-4o'),
      s(
        'gen_ai.input.messages',
        JSON.stringify([
          question,
          { role: 'assistant', parts: [call] },
          { role: 'tool', parts: [{ type: 'tool_call_response', id: 'call_1', response: REFUND_ERROR }] },
        ]),
      ),
      s('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: REFUND_ANSWER }] }])),
    ],
    names: { tool: 'execute_tool issue_refund', chat: 'chat gpt-4o' },
    toolEnd,
    secondStart,
  };
}

function openInferenceSpans(toolEnd: number, secondStart: number) {
  const message = (n: number, role: string, content: string | null, extra: Record<string, string> = {}) => [
    s(`llm.input_messages.${n}.message.role`, role),
    ...(content === null ? [] : [s(`llm.input_messages.${n}.message.content`, content)]),
    ...Object.entries(extra).map(([k, v]) => s(`llm.input_messages.${n}.message.${k}`, v)),
  ];
  const toolCall = {
    'tool_calls.0.tool_call.id': 'call_1',
    'tool_calls.0.tool_call.function.name': 'issue_refund',
    'tool_calls.0.tool_call.function.arguments': '{"amount": 49.99}',
  };
  return {
    first: [
      s('openinference.span.kind', 'LLM'),
      s('llm.model_name', 'gpt-4o'),
      ...message(0, 'user', REFUND_QUESTION),
      s('llm.output_messages.0.message.role', 'assistant'),
      ...Object.entries(toolCall).map(([k, v]) => s(`llm.output_messages.0.message.${k}`, v)),
    ],
    tool: [
      s('openinference.span.kind', 'TOOL'),
      s('tool.name', 'issue_refund'),
      s('tool_call.id', 'call_1'),
      s('input.value', '{"amount": 49.99}'),
      s('output.value', REFUND_ERROR),
    ],
    second: [
      s('openinference.span.kind', 'LLM'),
      s('llm.model_name', 'gpt-4o'),
      ...message(0, 'user', REFUND_QUESTION),
      ...message(1, 'assistant', null, toolCall),
      ...message(2, 'tool', REFUND_ERROR, { tool_call_id: 'call_1' }),
      s('llm.output_messages.0.message.role', 'assistant'),
      s('llm.output_messages.0.message.content', REFUND_ANSWER),
    ],
    names: { tool: 'issue_refund', chat: 'ChatCompletion' },
    toolEnd,
    secondStart,
  };
}

/** The trace as one OTLP/JSON ExportTraceServiceRequest. */
export function refundOtlpRequest(traceId: string, flavour: 'genai' | 'openinference', gapMs = 0) {
  const parts = (flavour === 'genai' ? genAiSpans : openInferenceSpans)(450, 450 + gapMs);
  const span = (id: string, parent: string, name: string, start: number, end: number, attributes: object[], status: object = {}) => ({
    traceId,
    spanId: `10000000000000${id}`,
    parentSpanId: parent ? `10000000000000${parent}` : '',
    name,
    kind: 1,
    startTimeUnixNano: ns(start),
    endTimeUnixNano: ns(end),
    attributes,
    status,
  });
  const agent = flavour === 'genai' ? [s('gen_ai.operation.name', 'invoke_agent')] : [s('openinference.span.kind', 'AGENT')];
  return {
    resourceSpans: [
      {
        resource: { attributes: [s('service.name', 'support-bot')] },
        scopeSpans: [
          {
            scope: { name: flavour === 'genai' ? 'opentelemetry.instrumentation.openai_v2' : 'openinference.instrumentation.openai' },
            spans: [
              span('01', '', 'support-agent', 0, parts.secondStart + 400, agent),
              span('02', '01', parts.names.chat, 10, 300, parts.first),
              span('03', '01', parts.names.tool, 300, parts.toolEnd, parts.tool, { code: 2, message: REFUND_ERROR }),
              span('04', '01', parts.names.chat, parts.secondStart, parts.secondStart + 350, parts.second),
            ],
          },
        ],
      },
    ],
  };
}

/** The span ids refundOtlpRequest gives: the tool span and the answering model call. */
export const REFUND_SPANS = { tool: '1000000000000003', answer: '1000000000000004' };
