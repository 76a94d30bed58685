// Native batch items: each validated on its own (one bad part must not refuse the batch) and turned into
// a span or a stored item. Pure apart from the Ajv compilation done once at load.
import crypto from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { commonSchemas } from '../http/common-schemas.js';
import type { ValidationIssue } from '../http/errors.js';
import { makeAjv } from '../http/validation.js';
import { toValidationIssues } from '../http/validation-errors.js';
import { tracesSchemas } from '../core/traces/trace-shapes.js';
import {
  NativeMessage,
  NativeRetrieval,
  NativeSpan,
  NativeToolCall,
  type NativeItem,
  type NativeMessageItem,
  type NativeRetrievalItem,
  type NativeSpanItem,
  type NativeToolCallItem,
} from './schemas-ingest.js';
import type { NormalisedSpan, StoredItem } from '../core/traces/span-model.js';
import type { ItemRow } from './traces-store.js';

const ajv = makeAjv(false, [...commonSchemas, ...tracesSchemas]);
const validators: Record<string, ValidateFunction> = {
  span: ajv.compile(NativeSpan),
  message: ajv.compile(NativeMessage),
  tool_call: ajv.compile(NativeToolCall),
  retrieval: ajv.compile(NativeRetrieval),
};

export type CheckedItem = { ok: true; item: NativeItem } | { ok: false; error: ValidationIssue[] };

/** Validates items[index]; locations are reported from the body ("body", "items", index, …). */
export function checkItem(value: unknown, index: number): CheckedItem {
  const at = ['body', 'items', index];
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: [{ loc: at, msg: 'Input should be a valid object (JSON object with named fields)', type: 'dict_type' }] };
  }
  const type = (value as { type?: unknown }).type;
  const validate = typeof type === 'string' ? validators[type] : undefined;
  if (!validate) {
    return { ok: false, error: [{ loc: [...at, 'type'], msg: "Input should be 'span', 'message', 'tool_call' or 'retrieval'", type: 'literal_error' }] };
  }
  if (validate(value)) return { ok: true, item: value as NativeItem };
  const issues = toValidationIssues(validate.errors ?? [], 'body', value).map((i) => ({ ...i, loc: [...at, ...i.loc.slice(1)] }));
  return { ok: false, error: issues };
}

const ms = (t: string | null | undefined) => (t ? Date.parse(t) : null);
const args = (a: string | Record<string, unknown> | undefined) => (a === undefined ? '' : typeof a === 'string' ? a : JSON.stringify(a));

export function toSpan(s: NativeSpanItem): NormalisedSpan {
  return {
    trace_id: s.trace_id,
    span_id: s.span_id,
    parent_span_id: s.parent_span_id ?? null,
    name: s.name,
    otel_kind: s.kind ?? 'unknown',
    start_ms: Date.parse(s.start_time),
    end_ms: ms(s.end_time),
    status: s.status ?? 'unset',
    status_message: s.status_message ?? null,
    attributes: s.attributes ?? {},
    events: null,
  };
}

function itemData(item: NativeMessageItem | NativeToolCallItem | NativeRetrievalItem): StoredItem['data'] {
  const timestamp_ms = ms(item.timestamp);
  if (item.type === 'message') {
    return {
      role: item.role,
      content: item.content,
      name: item.name ?? null,
      tool_calls: (item.tool_calls ?? []).map((c) => ({ id: c.id ?? null, name: c.name, arguments: args(c.arguments) })),
      tool_call_id: item.tool_call_id ?? null,
      index: item.index ?? null,
      timestamp_ms,
    };
  }
  if (item.type === 'tool_call') {
    return { id: item.call_id ?? null, name: item.name, arguments: args(item.arguments), result: item.result ?? null, error: item.error ?? null, timestamp_ms };
  }
  return {
    query: item.query ?? null,
    documents: item.documents.map((d) => ({ id: d.id ?? null, content: d.content, score: d.score ?? null, metadata: d.metadata ?? {} })),
    timestamp_ms,
  };
}

/** A message, tool call or retrieval as a store row; its key is the client's id, or a hash of the part. */
export function toItemRow(item: NativeMessageItem | NativeToolCallItem | NativeRetrievalItem): ItemRow {
  const key = item.id !== undefined ? `id:${item.id}` : `h:${crypto.createHash('sha256').update(JSON.stringify(item)).digest('base64url')}`;
  return { trace_id: item.trace_id, kind: item.type, key, span_id: item.span_id ?? null, time_ms: ms(item.timestamp), data: itemData(item) };
}
