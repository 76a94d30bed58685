// One item as each tool's export writes it (field names checked against the tools' own code and docs: Ragas's
// SingleTurnSample and v0.1 columns, DeepEval's EvaluationDataset.save_as, promptfoo's EvaluateResult in
// `eval -o results.json`, Arize Phoenix's span records and dataset examples), all of the same interaction, and
// the mapping each should report. Written for these tests, not copied from the tools.

const QUESTION = 'How long do I have to return an item?';
const ANSWER = 'You can return any item within 30 days of delivery.';
const CHUNKS = ['Items can be returned within 30 days of delivery.', 'Refunds go to the original payment method.'];
const REFERENCE = 'Within 30 days of delivery.';

export const interaction = { input: QUESTION, output: ANSWER, context: CHUNKS, reference: REFERENCE };

export interface ExportCase {
  tool: string;
  item: Record<string, unknown>;
  /** The field_mapping the run should report. */
  mapping: Record<string, string>;
  /** What the item reads as (the fields compared; metadata checked on its own keys). */
  reads: Partial<typeof interaction> & { system_prompt?: string; metadata?: Record<string, unknown> };
}

export const exportCases: ExportCase[] = [
  {
    tool: 'Ragas v0.1',
    item: { question: QUESTION, answer: ANSWER, contexts: CHUNKS, ground_truth: REFERENCE },
    mapping: { question: 'input', answer: 'output', contexts: 'context', ground_truth: 'reference' },
    reads: interaction,
  },
  {
    tool: 'Ragas v0.2 (SingleTurnSample)',
    item: { user_input: QUESTION, retrieved_contexts: CHUNKS, reference_contexts: [CHUNKS[0]], response: ANSWER, reference: REFERENCE },
    mapping: { user_input: 'input', retrieved_contexts: 'context', reference_contexts: 'metadata.reference_contexts', response: 'output' },
    reads: { ...interaction, metadata: { reference_contexts: [CHUNKS[0]] } },
  },
  {
    tool: 'DeepEval (golden saved as JSON)',
    item: {
      input: QUESTION,
      actual_output: ANSWER,
      expected_output: REFERENCE,
      retrieval_context: CHUNKS,
      context: [CHUNKS[0]],
      name: 'returns-window',
      comments: null,
      source_file: null,
      tools_called: null,
      expected_tools: null,
      additional_metadata: { suite: 'returns' },
      custom_column_key_values: null,
    },
    mapping: {
      actual_output: 'output',
      expected_output: 'reference',
      retrieval_context: 'context',
      context: 'metadata.reference_contexts',
      name: 'metadata.name',
      additional_metadata: 'metadata',
    },
    reads: { ...interaction, metadata: { suite: 'returns', name: 'returns-window', reference_contexts: [CHUNKS[0]] } },
  },
  {
    tool: 'DeepEval (JSONL: chunks joined by "|")',
    item: { input: QUESTION, actual_output: ANSWER, expected_output: REFERENCE, retrieval_context: CHUNKS.join('|'), context: null },
    mapping: { actual_output: 'output', expected_output: 'reference', retrieval_context: 'context' },
    reads: interaction,
  },
  {
    tool: 'promptfoo (a result of eval -o results.json)',
    item: {
      id: 'c3f1',
      promptIdx: 0,
      testIdx: 0,
      testCase: { vars: { question: QUESTION, context: CHUNKS[0] }, assert: [{ type: 'context-faithfulness' }] },
      promptId: 'a1b2',
      provider: { id: 'openai:gpt-4o-mini', label: '' },
      prompt: { raw: `Answer from the context.\nContext: ${CHUNKS[0]}\nQuestion: ${QUESTION}`, label: 'rag prompt' },
      vars: { question: QUESTION, context: CHUNKS[0], locale: 'en-GB' },
      response: { output: ANSWER, tokenUsage: { total: 60, prompt: 50, completion: 10 }, cached: false },
      error: null,
      failureReason: 0,
      success: true,
      score: 1,
      latencyMs: 812,
      gradingResult: { pass: true, score: 1, reason: 'All assertions passed' },
      namedScores: {},
      cost: 0.0001,
      metadata: { run: 'nightly' },
    },
    mapping: {
      id: 'metadata.id',
      provider: 'metadata.provider',
      'prompt.raw': 'metadata.prompt',
      'vars.question': 'input',
      'vars.context': 'context',
      'vars.locale': 'metadata.vars.locale',
      'response.output': 'output',
      success: 'metadata.success',
      score: 'metadata.score',
      latencyMs: 'metadata.latency_ms',
      cost: 'metadata.cost',
    },
    reads: { input: QUESTION, output: ANSWER, context: [CHUNKS[0]], metadata: { run: 'nightly', success: true, vars: { locale: 'en-GB' } } },
  },
  {
    tool: 'Phoenix span (REST /v1/projects/{id}/spans)',
    item: {
      id: 'U3BhbjoxMg==',
      name: 'ChatCompletion',
      context: { trace_id: '0af7651916cd43dd8448eb211c80319c', span_id: 'b7ad6b7169203331' },
      span_kind: 'LLM',
      parent_id: null,
      start_time: '2025-05-01T12:00:00Z',
      end_time: '2025-05-01T12:00:01Z',
      status_code: 'OK',
      status_message: '',
      attributes: { 'input.value': QUESTION, 'output.value': ANSWER, 'llm.model_name': 'gpt-4o-mini', 'openinference.span.kind': 'LLM' },
      events: [],
    },
    mapping: {
      id: 'metadata.id',
      name: 'metadata.name',
      'context.trace_id': 'metadata.trace_id',
      'context.span_id': 'metadata.span_id',
      span_kind: 'metadata.span_kind',
      start_time: 'metadata.start_time',
      end_time: 'metadata.end_time',
      status_code: 'metadata.status_code',
      status_message: 'metadata.status_message',
      'attributes.input.value': 'input',
      'attributes.output.value': 'output',
    },
    reads: { input: QUESTION, output: ANSWER, metadata: { span_id: 'b7ad6b7169203331', span_kind: 'LLM' } },
  },
  {
    tool: 'Phoenix spans dataframe (records of get_spans_dataframe)',
    item: {
      name: 'retrieve-and-answer',
      span_kind: 'CHAIN',
      'context.span_id': 'b7ad6b7169203331',
      'context.trace_id': '0af7651916cd43dd8448eb211c80319c',
      'attributes.input.value': QUESTION,
      'attributes.output.value': ANSWER,
      'attributes.llm.token_count.total': 60,
    },
    mapping: {
      name: 'metadata.name',
      span_kind: 'metadata.span_kind',
      'context.span_id': 'metadata.span_id',
      'context.trace_id': 'metadata.trace_id',
      'attributes.input.value': 'input',
      'attributes.output.value': 'output',
    },
    reads: { input: QUESTION, output: ANSWER },
  },
  {
    tool: 'Phoenix dataset example (REST /v1/datasets/{id}/examples)',
    item: {
      id: 'RGF0YXNldEV4YW1wbGU6MQ==',
      input: { question: QUESTION, context: CHUNKS },
      output: { answer: ANSWER },
      metadata: { topic: 'returns' },
      updated_at: '2025-05-01T12:00:00Z',
    },
    mapping: { id: 'metadata.id', 'input.question': 'input', 'input.context': 'context', 'output.answer': 'output' },
    reads: { input: QUESTION, output: ANSWER, context: CHUNKS, metadata: { topic: 'returns', id: 'RGF0YXNldEV4YW1wbGU6MQ==' } },
  },
  {
    tool: 'Phoenix evals dataframe (query, response)',
    item: { query: QUESTION, response: ANSWER },
    mapping: { query: 'input', response: 'output' },
    reads: { input: QUESTION, output: ANSWER },
  },
  {
    tool: 'OpenAI chat messages',
    item: {
      messages: [
        { role: 'system', content: 'You are the shop assistant.' },
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: ANSWER },
      ],
    },
    mapping: { 'messages[system]': 'system_prompt', 'messages[user]': 'input', 'messages[assistant]': 'output' },
    reads: { input: QUESTION, output: ANSWER, system_prompt: 'You are the shop assistant.' },
  },
];

/** A promptfoo output file holding one result (`promptfoo eval -o results.json`). */
export function promptfooOutputFile(result: Record<string, unknown>): Record<string, unknown> {
  return {
    evalId: 'eval-2025-05-01T12:00:00',
    results: { version: 3, timestamp: '2025-05-01T12:00:00Z', results: [result], prompts: [], stats: { successes: 1, failures: 0, errors: 0 } },
    config: { description: 'returns bot' },
    shareableUrl: null,
  };
}
