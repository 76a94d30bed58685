// Values of other tools' exports read as an item's: a chat message list, a retrieved chunk given as an object,
// and a list kept as text (a JSON or Python list, as a CSV cell holds one). Pure.
import { chatRoleOf } from './chat-roles.js';

/** What a chat message list gives: the system prompt, the last user message, and the assistant's answer to it. */
export interface ChatParts {
  system?: string;
  user?: string;
  assistant?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message's text: a string, or the text parts of a content list (OpenAI's `[{type: "text", text}]`). */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.map((part) => (typeof part === 'string' ? part : isObject(part) && typeof part.text === 'string' ? part.text : null));
  return texts.every((t) => t !== null) ? texts.join('\n') : null;
}

/**
 * The parts of a chat message list (`{role, content}`, or Ragas's `{type, content}` with human/ai), or null when
 * the value is no such list or holds no user message. Tool messages are passed over.
 */
export function chatParts(value: unknown): ChatParts | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const system: string[] = [];
  let user: string | undefined;
  let assistant: string | undefined;
  for (const message of value) {
    if (!isObject(message)) return null;
    const roleName = typeof message.role === 'string' ? message.role : typeof message.type === 'string' ? message.type : null;
    if (roleName === null) return null;
    const role = chatRoleOf(roleName);
    const text = contentText(message.content);
    if (!role || role === 'tool' || text === null) continue;
    if (role === 'system') system.push(text);
    else if (role === 'user') [user, assistant] = [text, undefined];
    else assistant = text;
  }
  if (user === undefined) return null;
  return { ...(system.length ? { system: system.join('\n\n') } : {}), user, ...(assistant !== undefined ? { assistant } : {}) };
}

/** A chat message list kept as JSON text (promptfoo's `prompt.raw` of a chat prompt), or null. */
export function chatPartsOfText(text: string): ChatParts | null {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('[')) return null;
  try {
    return chatParts(JSON.parse(trimmed));
  } catch {
    return null;
  }
}

/**
 * The text of a retrieved chunk given as an object: a Phoenix document (`document.content`, flat or nested),
 * or `content`, `page_content` (LangChain), `text`, `context` (DeepEval's RetrievedContextData); null otherwise.
 */
export function chunkText(chunk: unknown): string | null {
  if (typeof chunk === 'string') return chunk;
  if (!isObject(chunk)) return null;
  const nested = isObject(chunk.document) ? chunk.document.content : undefined;
  for (const value of [chunk['document.content'], nested, chunk.content, chunk.page_content, chunk.text, chunk.context]) {
    if (typeof value === 'string') return value;
  }
  return null;
}

/**
 * A list kept as text: JSON (`["a", "b"]`), or a Python list of strings as `str(list)` and pandas write it
 * (`['a', "it's"]`, Ragas's CSV export). Undefined when the text is neither.
 */
export function listOfText(text: string): unknown[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return undefined;
  try {
    const value = JSON.parse(trimmed);
    if (Array.isArray(value)) return value;
  } catch {
    // Not JSON: perhaps Python's repr of a list.
  }
  return pythonStringList(trimmed);
}

const PYTHON_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** Python's repr of a list of strings, read back; undefined when the text is anything else. */
function pythonStringList(text: string): string[] | undefined {
  const out: string[] = [];
  let i = 1;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  skipSpace();
  if (text[i] === ']') return i === text.length - 1 ? out : undefined;
  for (;;) {
    skipSpace();
    const quote = text[i];
    if (quote !== "'" && quote !== '"') return undefined;
    let value = '';
    i++;
    while (i < text.length && text[i] !== quote) {
      if (text[i] !== '\\') {
        value += text[i++];
        continue;
      }
      const next = text[i + 1];
      const hexLength = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
      if (hexLength) {
        const hex = text.slice(i + 2, i + 2 + hexLength);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== hexLength) return undefined;
        value += String.fromCodePoint(Number.parseInt(hex, 16));
        i += 2 + hexLength;
      } else if (next !== undefined && PYTHON_ESCAPES[next] !== undefined) {
        value += PYTHON_ESCAPES[next];
        i += 2;
      } else {
        // Python keeps an unknown escape as written.
        value += text.slice(i, i + 2);
        i += 2;
      }
    }
    if (i >= text.length) return undefined;
    out.push(value);
    i++;
    skipSpace();
    if (text[i] === ',') {
      i++;
      skipSpace();
      if (text[i] === ']') break;
      continue;
    }
    if (text[i] === ']') break;
    return undefined;
  }
  return i === text.length - 1 ? out : undefined;
}
