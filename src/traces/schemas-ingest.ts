// Traces: the native batch ingestion API (POST /api/v1/traces) and the trace list (GET /api/v1/traces).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ValidationError } from '../http/common-schemas.js';
import { Position, ProjectName } from '../http/common-schemas.js';
import { SpanKind, SpanStatus } from '../core/traces/trace-shapes.js';

const Id = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });
const OptionalNullable = <T extends TSchema>(schema: T, description: string) => Type.Optional(Type.Union([schema, Type.Null()], { description }));
const Timestamp = (description: string) => Type.String({ format: 'date-time', description });
const Free = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

const common = {
  trace_id: Id('Trace the part belongs to (any string of 1–128 characters; 32 hex characters for OpenTelemetry).'),
  span_id: OptionalNullable(Id('Span'), 'Span the part was recorded on; null or absent for none.'),
  id: Type.Optional(Id('Your id for the part. A part re-sent with the same id is ignored; without an id, an identical re-sent part is.')),
  timestamp: OptionalNullable(Timestamp('When'), 'When the part happened; orders it in the conversation.'),
};

export const NativeSpan = Type.Object(
  {
    type: Type.Literal('span'),
    trace_id: common.trace_id,
    span_id: Id('Id of the span, unique in the trace. A span re-sent with the same id is ignored.'),
    parent_span_id: OptionalNullable(Id('Parent'), 'Id of the parent span; null or absent for a root span.'),
    name: Type.String({ minLength: 1, maxLength: 1024, description: 'Name of the span.' }),
    kind: Type.Optional(Type.Ref(SpanKind, { description: 'What the span does (default: from its attributes, else unknown).' })),
    start_time: Timestamp('When the span started.'),
    end_time: OptionalNullable(Timestamp('End'), 'When the span ended; null or absent when it has not.'),
    status: Type.Optional(Type.Ref(SpanStatus, { description: 'Default unset.' })),
    status_message: OptionalNullable(Type.String(), 'Status description, usually the error message.'),
    attributes: Type.Optional(Free('Span attributes; GenAI and OpenInference names are read as for OTLP spans.')),
  },
  { $id: 'NativeSpan', title: 'NativeSpan', description: 'A span.' },
);

const NativeToolCallRef = Type.Object({
  id: OptionalNullable(Type.String(), 'Id of the call, as the model gave it.'),
  name: Type.String({ minLength: 1, description: 'Name of the tool.' }),
  arguments: Type.Optional(Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())], { description: 'JSON text, or an object.' })),
});

export const NativeMessage = Type.Object(
  {
    type: Type.Literal('message'),
    ...common,
    index: Type.Optional(Position({ description: 'Position in the conversation, for messages posted without a span or timestamp.' })),
    role: Type.Union([Type.Literal('system'), Type.Literal('user'), Type.Literal('assistant'), Type.Literal('tool')]),
    content: Type.Union([Type.String(), Type.Null()], { description: 'Text of the message; null for an assistant message with tool calls only.' }),
    name: OptionalNullable(Type.String(), 'Tool or participant name.'),
    tool_calls: Type.Optional(Type.Array(NativeToolCallRef, { description: 'Tool calls the assistant requested.' })),
    tool_call_id: OptionalNullable(Type.String(), 'For a tool message: the call it answers.'),
  },
  { $id: 'NativeMessage', title: 'NativeMessage', description: 'A message of the conversation.' },
);

export const NativeToolCall = Type.Object(
  {
    type: Type.Literal('tool_call'),
    ...common,
    call_id: OptionalNullable(Type.String(), 'Id of the call, as the model gave it.'),
    name: Type.String({ minLength: 1, description: 'Name of the tool.' }),
    arguments: Type.Optional(Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())], { description: 'JSON text, or an object.' })),
    result: OptionalNullable(Type.String(), 'What the tool returned.'),
    error: OptionalNullable(Type.String(), 'The error, when the call failed.'),
  },
  { $id: 'NativeToolCall', title: 'NativeToolCall', description: 'A tool call and its result.' },
);

export const NativeRetrieval = Type.Object(
  {
    type: Type.Literal('retrieval'),
    ...common,
    query: OptionalNullable(Type.String(), 'The query.'),
    documents: Type.Array(
      Type.Object({
        id: OptionalNullable(Type.String(), 'Id of the document.'),
        content: Type.String({ description: 'Text of the document or chunk.' }),
        score: OptionalNullable(Type.Number(), 'Relevance score.'),
        metadata: Type.Optional(Free('Free-form metadata.')),
      }),
      { description: 'Documents returned, in rank order.' },
    ),
  },
  { $id: 'NativeRetrieval', title: 'NativeRetrieval', description: 'A retrieval step and the documents it returned.' },
);

export type NativeSpanItem = Static<typeof NativeSpan>;
export type NativeMessageItem = Static<typeof NativeMessage>;
export type NativeToolCallItem = Static<typeof NativeToolCall>;
export type NativeRetrievalItem = Static<typeof NativeRetrieval>;
export type NativeItem = NativeSpanItem | NativeMessageItem | NativeToolCallItem | NativeRetrievalItem;

export const MAX_NATIVE_ITEMS = 10_000;

export const NativeBatch = Type.Object(
  {
    project_name: Type.Optional(ProjectName),
    service_name: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: 'Service that produced the parts.' })),
    items: Type.Array(Type.Unknown(), {
      minItems: 1,
      maxItems: MAX_NATIVE_ITEMS,
      description:
        'The parts, each an object with "type": "span" (NativeSpan), "message" (NativeMessage), "tool_call" (NativeToolCall) or ' +
        '"retrieval" (NativeRetrieval). Each is validated on its own: an invalid part is reported in its result, the others are stored.',
    }),
  },
  { $id: 'NativeTraceBatch', title: 'NativeTraceBatch' },
);
export type NativeBatch = Static<typeof NativeBatch>;

export const NativeItemResult = Type.Object(
  {
    index: Type.Integer({ minimum: 0, description: 'Position of the part in items.' }),
    status: Type.Integer({ description: '201 stored, 200 already stored (ignored duplicate), 422 invalid (see error).' }),
    error: Type.Union([Type.Array(Type.Ref(ValidationError)), Type.Null()], { description: 'Why the part was refused; null otherwise.' }),
  },
  { $id: 'NativeItemResult', title: 'NativeItemResult' },
);

export const NativeBatchResult = Type.Object(
  {
    project_name: Type.String(),
    stored: Type.Integer({ minimum: 0 }),
    duplicates: Type.Integer({ minimum: 0 }),
    rejected: Type.Integer({ minimum: 0 }),
    results: Type.Array(Type.Ref(NativeItemResult), { description: 'One result per part, in order.' }),
  },
  { $id: 'NativeTraceBatchResult', title: 'NativeTraceBatchResult' },
);

export const TraceListItem = Type.Object(
  {
    trace_id: Type.String(),
    project_name: Type.String(),
    service_name: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()], { description: 'Name of the root span; null when no root span is stored.' }),
    start_time: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    end_time: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    duration_ms: Type.Union([Type.Number(), Type.Null()]),
    span_count: Type.Integer({ minimum: 0 }),
    error_count: Type.Integer({ minimum: 0 }),
    has_error: Type.Boolean(),
    first_seen: Type.String({ format: 'date-time' }),
    last_seen: Type.String({ format: 'date-time' }),
  },
  { $id: 'TraceListItem', title: 'TraceListItem' },
);

export const TracePage = Type.Object(
  {
    traces: Type.Array(Type.Ref(TraceListItem)),
    next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as cursor for the next page; null on the last page.' }),
  },
  { $id: 'TracePage', title: 'TracePage' },
);

export const TraceListQuery = Type.Object({
  project: Type.Optional(ProjectName),
  service: Type.Optional(Type.String({ minLength: 1, description: 'service.name, exactly.' })),
  name: Type.Optional(Type.String({ minLength: 1, description: 'Name of the root span, exactly.' })),
  has_error: Type.Optional(Type.Boolean({ description: 'true: only traces with an error span; false: only those without.' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Traces that start at or after this time.' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Traces that start before this time.' })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 50 }),
  cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page.' })),
});
export type TraceListQuery = Static<typeof TraceListQuery>;

export const traceIngestSchemas: TSchema[] = [
  NativeSpan,
  NativeMessage,
  NativeToolCall,
  NativeRetrieval,
  NativeBatch,
  NativeItemResult,
  NativeBatchResult,
  TraceListItem,
  TracePage,
];
