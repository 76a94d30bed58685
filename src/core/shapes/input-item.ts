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
          '(2) flat objects {"name", "arguments" | "args" | "input", "output" | "result" | "error"}. ' +
          'Malformed arguments (broken JSON) are analysed, not rejected.',
      }),
    ),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Free-form data about the item, kept with the run.' })),
    system_prompt: Type.Optional(Type.String({ description: 'The system prompt in effect, for instruction-compliance and leakage checks.' })),
  },
  {
    $id: 'MinimalInputItem',
    title: 'MinimalInputItem',
    description: 'One interaction of the AI feature: what went in, what came out, and what it used.',
  },
);
export type MinimalInputItem = Static<typeof MinimalInputItem>;
