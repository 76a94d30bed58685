// Dataset items as the detectors see them: context as chunks, tool calls in one shape whatever shape
// they arrived in (OpenAI function calls with separate results, or flat {name, arguments|args|input|input_parameters, …}).
import { contextChunks } from '../shapes/run-input.js';
import type { MinimalInputItem } from '../shapes/input-item.js';

export interface NormalizedToolCall {
  index: number;
  id: string | null;
  name: string;
  /** The arguments as text (JSON when they were an object). */
  argumentsText: string;
  /** Parsed arguments; undefined when argumentsText is not valid JSON (see argumentsError). */
  arguments: unknown;
  argumentsError: string | null;
  /** The tool's result as text, when one was given. */
  result: string | null;
  /** The tool's error as text, when one was given (an `error` field, or a result object with an error). */
  error: string | null;
}

export interface NormalizedItem {
  index: number;
  input: string;
  output: string;
  context: string[];
  hasContextField: boolean;
  reference: string | null;
  systemPrompt: string | null;
  toolCalls: NormalizedToolCall[];
  hasToolCallsField: boolean;
  metadata: Record<string, unknown>;
}

const asText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

function parseArguments(raw: unknown): Pick<NormalizedToolCall, 'argumentsText' | 'arguments' | 'argumentsError'> {
  if (raw === undefined || raw === null) return { argumentsText: '', arguments: {}, argumentsError: null };
  if (typeof raw !== 'string') return { argumentsText: asText(raw) ?? '', arguments: raw, argumentsError: null };
  if (raw.trim() === '') return { argumentsText: raw, arguments: {}, argumentsError: null };
  try {
    return { argumentsText: raw, arguments: JSON.parse(raw), argumentsError: null };
  } catch (err) {
    return { argumentsText: raw, arguments: undefined, argumentsError: (err as Error).message };
  }
}

function errorOf(value: unknown): string | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (o.error !== undefined && o.error !== null && o.error !== false) return asText(o.error);
    if (o.is_error === true || o.isError === true) return asText(o.content ?? o.message ?? value);
  }
  return null;
}

export function normalizeToolCalls(raw: Record<string, unknown>[] | undefined): NormalizedToolCall[] {
  if (!raw) return [];
  // OpenAI shape: results are separate objects that point back with tool_call_id.
  const results = new Map<string, Record<string, unknown>>();
  for (const entry of raw) {
    if (typeof entry.tool_call_id === 'string' && !entry.function && !entry.name) results.set(entry.tool_call_id, entry);
  }
  const calls: NormalizedToolCall[] = [];
  for (const entry of raw) {
    if (typeof entry.tool_call_id === 'string' && !entry.function && !entry.name) continue;
    const fn = (entry.function && typeof entry.function === 'object' ? entry.function : null) as Record<string, unknown> | null;
    const id = typeof entry.id === 'string' ? entry.id : null;
    const name = String(fn?.name ?? entry.name ?? entry.tool ?? entry.tool_name ?? 'unknown');
    const args = parseArguments(
      fn ? fn.arguments : (entry.arguments ?? entry.args ?? entry.input ?? entry.parameters ?? entry.input_parameters ?? entry.inputParameters),
    );
    const separate = id ? results.get(id) : undefined;
    const resultValue = separate ? (separate.content ?? separate.output ?? separate.result) : (entry.output ?? entry.result ?? entry.response);
    const error = asText(entry.error) ?? errorOf(resultValue) ?? (separate ? (asText(separate.error) ?? errorOf(separate)) : null);
    calls.push({ index: calls.length, id, name, ...args, result: asText(resultValue), error });
  }
  return calls;
}

export function normalizeItem(item: MinimalInputItem, index: number): NormalizedItem {
  // null means the same as absent; a single string (items stored before the document was binding, and detector
  // examples) is one chunk.
  const context = contextChunks(item.context);
  return {
    index,
    input: item.input,
    output: item.output,
    context: context ?? [],
    hasContextField: context !== null,
    reference: item.reference ?? null,
    systemPrompt: item.system_prompt ?? null,
    toolCalls: normalizeToolCalls(item.tool_calls ?? undefined),
    hasToolCallsField: item.tool_calls !== undefined && item.tool_calls !== null,
    metadata: item.metadata ?? {},
  };
}
