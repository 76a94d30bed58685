// Small readers shared by the GenAI and OpenInference attribute conventions: typed attribute access,
// flattened indexed keys ("prefix.0.role"), message text and tool calls in their several shapes.
import { chatRoleOf } from '../../shapes/chat-roles.js';
import type { Attributes, ChatMessage, Role, ToolCall } from '../span-model.js';

export interface AiFacts {
  /** An AI span kind when the convention says so (llm, tool, retrieval, agent, …), else null. */
  kind: string | null;
  model: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  input_messages: ChatMessage[];
  output_messages: ChatMessage[];
  tool: { name: string | null; call_id: string | null; arguments: string | null; result: string | null } | null;
  retrieval: { query: string | null; documents: { id: string | null; content: string; score: number | null; metadata: Attributes }[] } | null;
}

export const emptyFacts = (): AiFacts => ({
  kind: null,
  model: null,
  input_tokens: null,
  output_tokens: null,
  input_messages: [],
  output_messages: [],
  tool: null,
  retrieval: null,
});

export function str(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

export function int(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

export function float(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The first attribute present among names (current name first, deprecated ones after). */
export function first(attrs: Attributes, ...names: string[]): unknown {
  for (const n of names) if (attrs[n] !== undefined && attrs[n] !== null) return attrs[n];
  return undefined;
}

/** JSON text → value; anything else (or malformed text) as given. */
export function parseJsonValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return v;
  try {
    return JSON.parse(t);
  } catch {
    return v;
  }
}

/**
 * Flattened indexed attributes: for prefix "llm.input_messages", the keys "llm.input_messages.0.message.role"
 * etc. become [{ "message.role": … }, …] in index order. Gaps in the numbering are dropped.
 */
export function indexed(attrs: Attributes, prefix: string): Attributes[] {
  const p = prefix + '.';
  const groups = new Map<number, Attributes>();
  for (const key in attrs) {
    if (!key.startsWith(p)) continue;
    const dot = key.indexOf('.', p.length);
    const n = Number(dot < 0 ? key.slice(p.length) : key.slice(p.length, dot));
    if (!Number.isInteger(n) || n < 0 || dot < 0) continue;
    let g = groups.get(n);
    if (!g) groups.set(n, (g = {}));
    g[key.slice(dot + 1)] = attrs[key];
  }
  if (groups.size === 0) return [];
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
}

export const role = (v: unknown, fallback: Role): Role => chatRoleOf(String(v ?? '')) ?? fallback;

/** Message content as text: a string as given, or the text parts of a structured content list. */
export function contentText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  // A string is the text itself, unless it is a JSON list of content parts.
  const value = typeof v === 'string' && v.trimStart().startsWith('[') ? parseJsonValue(v) : v;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const texts = value.map((p) => (typeof p === 'string' ? p : p && typeof p === 'object' ? str((p as Attributes).text ?? (p as Attributes).content) : null));
    const kept = texts.filter((t): t is string => t !== null);
    return kept.length ? kept.join('\n') : typeof v === 'string' ? v : JSON.stringify(value);
  }
  return str(value);
}

/** Tool calls as OpenAI-style objects ({id, function: {name, arguments}}) or flat ({id, name, arguments}). */
export function toolCallsFromObjects(v: unknown): ToolCall[] {
  const list = parseJsonValue(v);
  if (!Array.isArray(list)) return [];
  const calls: ToolCall[] = [];
  for (const c of list) {
    if (!c || typeof c !== 'object') continue;
    const o = c as Attributes;
    const fn = (o.function && typeof o.function === 'object' ? o.function : o) as Attributes;
    const name = str(fn.name);
    if (!name) continue;
    const args = fn.arguments;
    calls.push({ id: str(o.id), name, arguments: typeof args === 'string' ? args : args === undefined ? '' : JSON.stringify(args) });
  }
  return calls;
}

export function message(fields: Partial<ChatMessage> & { role: Role }): ChatMessage {
  return { content: null, name: null, tool_calls: [], tool_call_id: null, ...fields };
}
