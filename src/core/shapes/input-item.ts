// One interaction of the AI feature as every area and the core read it: the item of the analysis request,
// the evaluation request and the audit's items derived from it.
import { Type, type Static } from '@sinclair/typebox';

export const MinimalInputItem = Type.Object(
  {
    input: Type.String({ description: 'What the user sent to the AI feature (the prompt or question). May be empty.' }),
    output: Type.String({ description: 'What the AI feature answered. May be empty (an empty answer is itself a finding).' }),
    context: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], {
        description: 'Retrieved documents or chunks the answer should be grounded in, one string per chunk; null or absent when none.',
      }),
    ),
    reference: Type.Optional(Type.String({ description: 'A known-good answer, for metrics that compare against one.' })),
    tool_calls: Type.Optional(
      Type.Union([Type.Array(Type.Record(Type.String(), Type.Unknown())), Type.Null()], {
        description:
          'Tool invocations with their outputs, in order; null or absent when none. Two shapes are read: ' +
          '(1) OpenAI function-call objects {"id", "type": "function", "function": {"name", "arguments"}} ' +
          '(arguments a JSON string), with the result in a separate object {"tool_call_id", "content"} (or "output"/"result"); ' +
          '(2) flat objects {"name", "arguments" | "args" | "input" | "input_parameters", "output" | "result" | "error"} ' +
          "(DeepEval's ToolCall among them). " +
          'Malformed arguments (broken JSON) are analysed, not rejected.',
      }),
    ),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Free-form data about the item, kept with the run.' })),
    system_prompt: Type.Optional(Type.String({ description: 'The system prompt in effect, for instruction-compliance and leakage checks.' })),
  },
  {
    $id: 'MinimalInputItem',
    title: 'MinimalInputItem',
    description:
      'One interaction of the AI feature: what went in, what came out, and what it used. Fields are also read under the ' +
      'names of Ragas, DeepEval, promptfoo and Arize Phoenix exports (question, answer, contexts, ground_truth, user_input, ' +
      'response, retrieved_contexts, actual_output, expected_output, retrieval_context, …; promptfoo results and Phoenix ' +
      'spans and examples flattened): the run says which in field_mapping (docs/api.md, "Dataset fields"). A field ' +
      'that is none of them → 422 naming it, with the nearest known name.',
  },
);
export type MinimalInputItem = Static<typeof MinimalInputItem>;

/** Which name of the posted items gave which field; the same on the analysis run, the evaluation run and the audit batch. */
export const FieldMapping = Type.Record(Type.String(), Type.String(), {
  description:
    'The names the dataset items were read under that are not Assay\'s own, each with the field it gave: {"question": "input", ' +
    '"contexts": "context", "vars.topic": "metadata.vars.topic"} (a dotted name is a path into a nested export; "[user]" a ' +
    'chat message list\'s part). Empty when every item used Assay\'s names, and for traces (docs/api.md, "Dataset fields").',
});

/**
 * The characters an item's judging reads: its texts, and its tool calls at a rough measure (their arguments
 * and outputs are texts too). How much work it is on a thread (runtime/thread-chunks.ts).
 */
export function itemChars(item: MinimalInputItem): number {
  let chars = item.input.length + item.output.length + (item.reference?.length ?? 0) + (item.system_prompt?.length ?? 0);
  for (const chunk of item.context ?? []) chars += chunk.length;
  if (item.tool_calls?.length) chars += JSON.stringify(item.tool_calls).length;
  return chars;
}
