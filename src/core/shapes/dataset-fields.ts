// The names a dataset item's fields are read under: Assay's own, the aliases other tools' exports use (Ragas,
// DeepEval, promptfoo, Arize Phoenix), the fields of those exports kept in the item's metadata, and those read
// and left out. One table for every reader — the analyze, evaluate and audit pre-step, the CSV reader, the CLI
// and the dashboard — and for the docs (docs/api.md, "Dataset fields"). Pure data: no imports.

/** The fields of a dataset item (MinimalInputItem), as every area reads them. */
export const ITEM_FIELDS = ['input', 'output', 'context', 'reference', 'tool_calls', 'metadata', 'system_prompt'] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

/** Which item field a name gives, and whose export uses it (for the docs and the 422's hint). */
export interface FieldAlias {
  field: ItemField;
  from: string;
}

/**
 * Other tools' names for Assay's fields. A dotted name is a path into a nested export (a Phoenix span's
 * attributes, flattened as Phoenix's span dataframe names its columns). Values that need reading (a chat
 * message list, a promptfoo `prompt`/`response` object, a list kept as text in a CSV cell) are read by
 * dataset-item-reader.ts.
 */
export const FIELD_ALIASES: Readonly<Record<string, FieldAlias>> = {
  question: { field: 'input', from: 'Ragas (v0.1)' },
  user_input: { field: 'input', from: 'Ragas (v0.2+; a list of messages in a multi-turn sample)' },
  query: { field: 'input', from: 'Phoenix evals' },
  prompt: { field: 'input', from: 'promptfoo (`prompt.raw`), and a common name' },
  answer: { field: 'output', from: 'Ragas (v0.1)' },
  response: { field: 'output', from: 'Ragas (v0.2+), Phoenix evals, promptfoo (`response.output`)' },
  actual_output: { field: 'output', from: 'DeepEval' },
  actualOutput: { field: 'output', from: 'DeepEval (camelCase)' },
  contexts: { field: 'context', from: 'Ragas (v0.1)' },
  retrieved_contexts: { field: 'context', from: 'Ragas (v0.2+)' },
  retrieval_context: { field: 'context', from: 'DeepEval' },
  retrievalContext: { field: 'context', from: 'DeepEval (camelCase)' },
  ground_truth: { field: 'reference', from: 'Ragas (v0.1)' },
  ground_truths: { field: 'reference', from: 'Ragas (v0.0, a list)' },
  expected_output: { field: 'reference', from: 'DeepEval' },
  expectedOutput: { field: 'reference', from: 'DeepEval (camelCase)' },
  tools_called: { field: 'tool_calls', from: 'DeepEval' },
  toolsCalled: { field: 'tool_calls', from: 'DeepEval (camelCase)' },
  additional_metadata: { field: 'metadata', from: 'DeepEval' },
  additionalMetadata: { field: 'metadata', from: 'DeepEval (camelCase)' },
  'attributes.input.value': { field: 'input', from: 'Phoenix span export' },
  'attributes.output.value': { field: 'output', from: 'Phoenix span export' },
  'attributes.retrieval.documents': { field: 'context', from: 'Phoenix span export (retriever spans)' },
};

/**
 * Names read as a list of chat messages (`{role, content}`, or Ragas's `{type, content}`): the system message is
 * the system prompt, the last user message the input, an assistant message after it the output.
 */
export const MESSAGE_LISTS: Readonly<Record<string, string>> = {
  messages: 'OpenAI chat format, Phoenix `openai_ft` export',
};

/** Containers whose keys are read as item fields (`vars.question` is the input); what they hold that no field takes is kept or left out as said. */
export const CONTAINERS: Readonly<Record<string, string>> = {
  vars: 'promptfoo: the test variables; a variable that names no field is kept in metadata.vars',
  attributes: 'Phoenix span: the span attributes; those no field takes are left out',
  input: 'Phoenix dataset example: an object of input keys; keys no field takes are kept in metadata.input',
  output: 'Phoenix dataset example: an object of output keys; keys no field takes are kept in metadata.output',
};

/** Fields of the exports that Assay has no field for, kept in the item's metadata under the key given. */
export const KEPT_IN_METADATA: Readonly<Record<string, { key: string; from: string }>> = {
  id: { key: 'id', from: 'promptfoo, Phoenix, common' },
  name: { key: 'name', from: 'DeepEval, Phoenix span' },
  tags: { key: 'tags', from: 'DeepEval, common' },
  reference_contexts: { key: 'reference_contexts', from: 'Ragas' },
  multi_responses: { key: 'multi_responses', from: 'Ragas' },
  rubric: { key: 'rubric', from: 'Ragas' },
  rubrics: { key: 'rubrics', from: 'Ragas' },
  retrieved_context_ids: { key: 'retrieved_context_ids', from: 'Ragas' },
  reference_context_ids: { key: 'reference_context_ids', from: 'Ragas' },
  synthesizer_name: { key: 'synthesizer_name', from: 'Ragas test-set generation' },
  persona_name: { key: 'persona_name', from: 'Ragas test-set generation' },
  query_style: { key: 'query_style', from: 'Ragas test-set generation' },
  query_length: { key: 'query_length', from: 'Ragas test-set generation' },
  comments: { key: 'comments', from: 'DeepEval' },
  source_file: { key: 'source_file', from: 'DeepEval' },
  expected_tools: { key: 'expected_tools', from: 'DeepEval' },
  expectedTools: { key: 'expected_tools', from: 'DeepEval (camelCase)' },
  custom_column_key_values: { key: 'custom_column_key_values', from: 'DeepEval' },
  customColumnKeyValues: { key: 'custom_column_key_values', from: 'DeepEval (camelCase)' },
  token_cost: { key: 'token_cost', from: 'DeepEval' },
  tokenCost: { key: 'token_cost', from: 'DeepEval (camelCase)' },
  completion_time: { key: 'completion_time', from: 'DeepEval' },
  completionTime: { key: 'completion_time', from: 'DeepEval (camelCase)' },
  description: { key: 'description', from: 'promptfoo' },
  success: { key: 'success', from: 'promptfoo' },
  score: { key: 'score', from: 'promptfoo' },
  error: { key: 'error', from: 'promptfoo' },
  latencyMs: { key: 'latency_ms', from: 'promptfoo' },
  cost: { key: 'cost', from: 'promptfoo' },
  provider: { key: 'provider', from: 'promptfoo' },
  span_kind: { key: 'span_kind', from: 'Phoenix span' },
  status_code: { key: 'status_code', from: 'Phoenix span' },
  status_message: { key: 'status_message', from: 'Phoenix span' },
  start_time: { key: 'start_time', from: 'Phoenix span' },
  end_time: { key: 'end_time', from: 'Phoenix span' },
  'context.trace_id': { key: 'trace_id', from: 'Phoenix span (`context` object or dataframe column)' },
  'context.span_id': { key: 'span_id', from: 'Phoenix span (`context` object or dataframe column)' },
};

/**
 * Fields of the exports that are read and left out: bookkeeping of the tool that made them (promptfoo's
 * indexes, grading and token counts; a Phoenix span's parent and events; a dataset example's update time).
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  promptIdx: 'promptfoo',
  testIdx: 'promptfoo',
  promptId: 'promptfoo',
  failureReason: 'promptfoo',
  namedScores: 'promptfoo',
  gradingResult: 'promptfoo',
  testCase: 'promptfoo (its vars are the result’s vars)',
  tokenUsage: 'promptfoo',
  parent_id: 'Phoenix span',
  events: 'Phoenix span',
  updated_at: 'Phoenix dataset example',
};

/** Names only DeepEval's items carry: beside them, `context` is DeepEval's (the ideal context, its chunks joined by "|" in its CSV and JSONL exports). */
export const DEEPEVAL_MARKS: readonly string[] = [
  'actual_output',
  'actualOutput',
  'expected_output',
  'expectedOutput',
  'retrieval_context',
  'retrievalContext',
];

/** Every name a dataset item may carry at its top level (the 422's "known names"). */
export const KNOWN_NAMES: readonly string[] = [
  ...ITEM_FIELDS,
  ...Object.keys(FIELD_ALIASES),
  ...Object.keys(MESSAGE_LISTS),
  ...Object.keys(CONTAINERS).filter((name) => !(ITEM_FIELDS as readonly string[]).includes(name)),
  ...Object.keys(KEPT_IN_METADATA),
  ...Object.keys(LEFT_OUT),
];

const isItemField = (name: string): name is ItemField => (ITEM_FIELDS as readonly string[]).includes(name);
export { isItemField };

/** Damerau–Levenshtein distance (an adjacent swap counts once), on lower case: "Question" is 0 from "question". */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...new Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0][j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** The known name nearest to `name` (the first of the nearest, in KNOWN_NAMES order: Assay's own names first). */
export function nearestKnownName(name: string): string {
  let best = KNOWN_NAMES[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  // Long or odd keys are compared on their first 64 characters: a name, not a text.
  const probe = name.slice(0, 64);
  for (const known of KNOWN_NAMES) {
    const distance = editDistance(probe, known);
    if (distance < bestDistance) [best, bestDistance] = [known, distance];
  }
  return best;
}

/** What a known name is read as, in words, for messages: "input", "metadata.trace_id", "left out". */
export function readAs(name: string): string {
  if (isItemField(name)) return name;
  if (FIELD_ALIASES[name]) return FIELD_ALIASES[name].field;
  if (MESSAGE_LISTS[name]) return 'input, output and system_prompt';
  if (KEPT_IN_METADATA[name]) return `metadata.${KEPT_IN_METADATA[name].key}`;
  if (CONTAINERS[name]) return 'its keys, as item fields';
  return 'left out';
}
