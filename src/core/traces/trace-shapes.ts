// Traces: the full reconstruction of a stored trace (GET /api/v1/traces/{trace_id}/full).
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const NullableTimestamp = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });
const NullableDuration = (description: string) => Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description });
const Attributes = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

export const SpanKind = Type.Union(
  [
    Type.Literal('llm'),
    Type.Literal('tool'),
    Type.Literal('retrieval'),
    Type.Literal('agent'),
    Type.Literal('chain'),
    Type.Literal('embedding'),
    Type.Literal('reranker'),
    Type.Literal('guardrail'),
    Type.Literal('internal'),
    Type.Literal('server'),
    Type.Literal('client'),
    Type.Literal('producer'),
    Type.Literal('consumer'),
    Type.Literal('unknown'),
  ],
  {
    $id: 'SpanKind',
    title: 'SpanKind',
    description:
      'What a span does. The AI kinds (llm, tool, retrieval, agent, chain, embedding, reranker, guardrail) come from ' +
      'OpenInference span kinds and OpenTelemetry GenAI operation names; otherwise the OpenTelemetry span kind ' +
      '(internal, server, client, producer, consumer); unknown when neither is given.',
  },
);
export type SpanKind = Static<typeof SpanKind>;

export const SpanStatus = Type.Union([Type.Literal('unset'), Type.Literal('ok'), Type.Literal('error')], {
  $id: 'SpanStatus',
  title: 'SpanStatus',
  description: 'OpenTelemetry status code of a span.',
});
export type SpanStatus = Static<typeof SpanStatus>;

export const TraceMetadata = Type.Object(
  {
    service_name: NullableString('service.name of the resource that sent the spans; null when not given.'),
    project_name: Type.String({ description: 'Project the trace belongs to.' }),
    first_seen: Type.String({ format: 'date-time', description: 'When the first part of the trace was received.' }),
    last_seen: Type.String({ format: 'date-time', description: 'When the latest part of the trace was received.' }),
    attributes: Attributes('Resource attributes of the trace, merged over every part received.'),
  },
  { $id: 'TraceMetadata', title: 'TraceMetadata', description: 'Where the trace comes from and when it arrived.' },
);

export const TraceSummary = Type.Object(
  {
    span_count: Count('Spans in the trace (duplicates dropped).'),
    llm_span_count: Count('Spans of kind llm.'),
    tool_call_count: Count('Tool calls, from tool spans and from tool calls recorded on LLM spans.'),
    retrieval_count: Count('Retrievals.'),
    error_count: Count('Spans with status error.'),
    duration_ms: NullableDuration('From the earliest start to the latest end, in milliseconds; null when no span has both.'),
    input_tokens: Count('Input tokens reported by LLM spans, summed.'),
    output_tokens: Count('Output tokens reported by LLM spans, summed.'),
    models: Type.Array(Type.String(), { description: 'Model names used by LLM spans, each once, in order of first use.' }),
    start_time: NullableTimestamp('Earliest span start; null when the trace has no span.'),
    end_time: NullableTimestamp('Latest span end; null when no span has ended.'),
  },
  { $id: 'TraceSummary', title: 'TraceSummary', description: 'Counts and totals over the trace.' },
);

export const TraceToolCall = Type.Object(
  {
    id: NullableString('Id of the tool call, as the model gave it; null when not given.'),
    name: Type.String({ description: 'Name of the tool.' }),
    arguments: Type.String({ description: 'Arguments as the model wrote them (usually JSON text, kept as is even when malformed).' }),
  },
  { $id: 'TraceToolCall', title: 'TraceToolCall', description: 'A tool call requested by the model in a message.' },
);

export const TraceMessage = Type.Object(
  {
    span_id: NullableString('Span the message was recorded on; null for messages posted without a span.'),
    index: Count('Position of the message in the conversation.'),
    role: Type.Union([Type.Literal('system'), Type.Literal('user'), Type.Literal('assistant'), Type.Literal('tool')], {
      description: 'Who speaks: system prompt, user, the model (assistant), or a tool result (tool).',
    }),
    content: NullableString('Text of the message; null for an assistant message with tool calls only.'),
    name: NullableString('Name of the tool (for tool messages) or of the participant; null when not given.'),
    tool_calls: Type.Array(Type.Ref(TraceToolCall), { description: 'Tool calls the assistant requested; empty otherwise.' }),
    tool_call_id: NullableString('For a tool message, the id of the call it answers; null otherwise.'),
    timestamp: NullableTimestamp('When the message was recorded; null when unknown.'),
  },
  {
    $id: 'TraceMessage',
    title: 'TraceMessage',
    description: 'One message of the conversation, across every LLM span of the trace, tool calls and results included.',
  },
);
export type TraceMessage = Static<typeof TraceMessage>;

export const TraceSpanEvent = Type.Object(
  {
    name: Type.String({ description: 'Name of the event (e.g. exception, gen_ai.choice); empty when none was sent.' }),
    time: NullableTimestamp('When the event happened; null when the sender gave no time.'),
    attributes: Attributes('Event attributes as received.'),
  },
  { $id: 'TraceSpanEvent', title: 'TraceSpanEvent', description: 'A timed event recorded on a span (an OpenTelemetry span event).' },
);
export type TraceSpanEvent = Static<typeof TraceSpanEvent>;

export const TraceSpan = Type.Object(
  {
    span_id: Type.String({ description: 'Id of the span (16 hex characters for OpenTelemetry).' }),
    parent_span_id: NullableString('Id of the parent span; null for a root span.'),
    name: Type.String({ description: 'Name of the span.' }),
    kind: Type.Ref(SpanKind),
    start_time: Type.String({ format: 'date-time', description: 'When the span started.' }),
    end_time: NullableTimestamp('When the span ended; null when it has not ended.'),
    duration_ms: NullableDuration('end_time − start_time in milliseconds; null when it has not ended.'),
    status: Type.Ref(SpanStatus),
    status_message: NullableString('Status description, usually the error message; null when none.'),
    attributes: Attributes('Span attributes as received (OpenTelemetry GenAI, OpenInference or others).'),
    events: Type.Array(Type.Ref(TraceSpanEvent), {
      description: 'Events recorded on the span (OTLP span events), in the order sent; empty when none (native spans have none).',
    }),
  },
  { $id: 'TraceSpan', title: 'TraceSpan', description: 'One span of the trace.' },
);
export type TraceSpan = Static<typeof TraceSpan>;

export const RetrievedDocument = Type.Object(
  {
    id: NullableString('Id of the document; null when not given.'),
    content: Type.String({ description: 'Text of the document or chunk.' }),
    score: Type.Union([Type.Number(), Type.Null()], { description: 'Relevance score as the retriever gave it; null when none.' }),
    metadata: Attributes('Free-form metadata of the document.'),
  },
  { $id: 'RetrievedDocument', title: 'RetrievedDocument', description: 'One document returned by a retrieval.' },
);

export const TraceRetrieval = Type.Object(
  {
    span_id: NullableString('Span of the retrieval; null for retrievals posted without a span.'),
    query: NullableString('The query; null when not recorded.'),
    documents: Type.Array(Type.Ref(RetrievedDocument), { description: 'Documents returned, in rank order.' }),
  },
  { $id: 'TraceRetrieval', title: 'TraceRetrieval', description: 'One retrieval step and what it returned.' },
);

export const ClockSkew = Type.Object(
  {
    span_id: Type.String({ description: 'Span whose times are inconsistent.' }),
    detail: Type.String({ description: 'What is inconsistent, e.g. "starts 120 ms before its parent".' }),
  },
  { $id: 'ClockSkew', title: 'ClockSkew', description: "A span whose times disagree with its parent's or its own." },
);

export const TraceDiagnostics = Type.Object(
  {
    orphan_spans: Type.Array(Type.String(), {
      description: 'Ids of spans whose parent is not in the trace (they are placed at the root of execution_tree).',
    }),
    missing_parents: Type.Array(Type.String(), { description: 'Parent span ids referenced but never received.' }),
    error_spans: Type.Array(Type.String(), { description: 'Ids of spans with status error.' }),
    clock_skew: Type.Array(Type.Ref(ClockSkew), {
      description: 'Spans that end before they start, or start before their parent or end after it.',
    }),
    duplicates_dropped: Count('Copies of already stored (trace, span) pairs that were ignored on ingestion.'),
    warnings: Type.Array(Type.String(), { description: 'Other problems found while rebuilding the trace, for a person.' }),
  },
  { $id: 'TraceDiagnostics', title: 'TraceDiagnostics', description: 'What is odd or missing in the stored trace.' },
);

/** Nesting levels of one execution-tree entry; deeper spans continue in entries of their own (execution_tree.continuations). */
export const EXECUTION_TREE_MAX_NESTING = 100;

// Recursive: the children of a node are nodes. Type.Recursive keeps the $id 'ExecutionNode' and
// references itself as { $ref: 'ExecutionNode' }, which Ajv, fast-json-stringify and OpenAPI all resolve.
// Nesting is bounded (EXECUTION_TREE_MAX_NESTING): JSON.stringify overflows the stack near 3,000 levels on
// Node 20, and many JSON parsers (Python's among them) give up near 1,000, so a 10,000-deep chain is cut
// into entries of 100 levels, each continuing where the previous one stopped (see docs/traces.md): the API's
// execution_tree holds the first entries as roots, the others as continuations.
export const ExecutionNode = Type.Recursive(
  (Node) =>
    Type.Object({
      span_id: Type.String({ description: 'Id of the span.' }),
      parent_span_id: NullableString('Id of the parent span; null for a root span.'),
      name: Type.String({ description: 'Name of the span.' }),
      kind: Type.Ref(SpanKind),
      status: Type.Ref(SpanStatus),
      duration_ms: NullableDuration('Duration of the span in milliseconds; null when it has not ended.'),
      depth: Count('Depth of the span in the whole trace: 0 for roots and orphans.'),
      children: Type.Array(Node, { description: 'Child spans, by start time.' }),
      children_continued: Type.Boolean({
        description:
          'True when this node sits at the nesting limit and has children: they are not nested here but listed in ' +
          'execution_tree.continuations (their parent_span_id is this span).',
      }),
    }),
  {
    $id: 'ExecutionNode',
    title: 'ExecutionNode',
    description: 'A span in the execution tree, with its children nested (up to 100 levels per entry).',
  },
);
export type ExecutionNode = Static<typeof ExecutionNode>;

export const ExecutionTree = Type.Object(
  {
    roots: Type.Array(Type.Ref(ExecutionNode), {
      description:
        'Root spans and orphans (spans whose parent is not in the trace), by start time, then the first span of each parent ' +
        'cycle (diagnostics.warnings), each with its descendants nested; all have depth 0.',
    }),
    continuations: Type.Array(Type.Ref(ExecutionNode), {
      description:
        'For trees deeper than 100 levels: the subtrees cut at the nesting limit, in the order they were reached; each is a ' +
        'child of the node named by its parent_span_id (whose children_continued is true) and carries its depth in the trace. ' +
        'Empty for most traces.',
    }),
  },
  {
    $id: 'ExecutionTree',
    title: 'ExecutionTree',
    description: 'The spans as a tree: the roots with their descendants, and the continuations of trees deeper than 100 levels.',
  },
);

/**
 * The trace document GET /api/v1/traces/{trace_id}/full serves (component FullTrace, the service document's
 * "Trace (full form)"): spans keyed by span id, the execution tree as an object. It is rendered from the
 * rebuilt trace (FullTrace below) by full-trace-document.ts.
 */
export const FullTraceDocument = Type.Object(
  {
    trace_id: Type.String({ description: 'Id of the trace (32 hex characters for OpenTelemetry).' }),
    metadata: Type.Ref(TraceMetadata),
    summary: Type.Ref(TraceSummary),
    messages: Type.Array(Type.Ref(TraceMessage), { description: 'The conversation, in order.' }),
    spans: Type.Record(Type.String(), Type.Ref(TraceSpan), {
      description:
        'Every span, keyed by its span id, written in start-time order (a client that needs the order sorts by start_time: ' +
        'JavaScript objects, for one, list integer-like keys first).',
    }),
    retrievals: Type.Array(Type.Ref(TraceRetrieval), { description: 'Every retrieval, by start time.' }),
    diagnostics: Type.Ref(TraceDiagnostics),
    execution_tree: Type.Ref(ExecutionTree),
  },
  {
    $id: 'FullTrace',
    title: 'FullTrace',
    description: 'A trace rebuilt from all its stored parts: spans, conversation, retrievals, diagnostics and execution tree.',
  },
);
export type FullTraceDocument = Static<typeof FullTraceDocument>;

/**
 * The trace as rebuilt (reconstruct/full-trace.ts), which full-mode analysis and evaluation read: spans by
 * start time, and the execution tree as one list of entries (roots, then continuations). The API serves it
 * as FullTraceDocument.
 */
export interface FullTrace {
  trace_id: string;
  metadata: Static<typeof TraceMetadata>;
  summary: Static<typeof TraceSummary>;
  messages: TraceMessage[];
  spans: TraceSpan[];
  retrievals: Static<typeof TraceRetrieval>[];
  diagnostics: Static<typeof TraceDiagnostics>;
  execution_tree: ExecutionNode[];
}

/** Every traces component, each after the components it references. */
export const tracesSchemas: TSchema[] = [
  SpanKind,
  SpanStatus,
  TraceMetadata,
  TraceSummary,
  TraceToolCall,
  TraceMessage,
  TraceSpanEvent,
  TraceSpan,
  RetrievedDocument,
  TraceRetrieval,
  ClockSkew,
  TraceDiagnostics,
  ExecutionNode,
  ExecutionTree,
  FullTraceDocument,
];
