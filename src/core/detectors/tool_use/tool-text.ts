// Helpers shared by the tool-use detectors: canonical argument keys, where each call's result sits in
// ItemText.toolResults, whether a result reads as an error, and the words of a tool's name.
import type { NormalizedToolCall } from '../../text/normalize.js';
import { CONTEXT_SEPARATOR } from '../../text/item-text.js';
import { stem } from '../../text/text-view.js';

/** JSON with object keys sorted, so {"a":1,"b":2} and {"b":2,"a":1} compare equal. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > 50) return '…';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One key per distinct call: the tool's name and its arguments, whatever their key order or spacing. */
export function callKey(call: NormalizedToolCall): string {
  const args = call.argumentsError === null ? canonicalJson(call.arguments) : call.argumentsText.replace(/\s+/g, '');
  return `${call.name}\u0000${args}`;
}

/** Each call's span in ItemText.toolResults (its result and error joined), or null when it has neither. */
export function resultSpans(calls: NormalizedToolCall[]): ({ start: number; end: number } | null)[] {
  let offset = 0;
  return calls.map((c) => {
    const piece = [c.result, c.error].filter(Boolean).join('\n');
    if (!piece) return null;
    const span = { start: offset, end: offset + piece.length };
    offset += piece.length + CONTEXT_SEPARATOR.length;
    return span;
  });
}

const ERROR_HEAD =
  /^\W{0,3}(?:error|exception|traceback|failed|failure|fatal|timeout|timed out|unauthori[sz]ed|forbidden|not found|access denied|permission denied|rate limit(?:ed)?|too many requests|service unavailable|internal server error|bad request|bad gateway|gateway timeout|invalid (?:request|api key|token|argument|parameter|input)|no (?:such|results? found)|could not|couldn'?t|unable to|connection (?:refused|reset|error))\b/i;
const HTTP_STATUS = /\b(?:status(?:[ _]?code)?|http(?:\/\d(?:\.\d)?)?|code)\s*[:=]?\s*["']?([45]\d\d)\b|^\W{0,3}([45]\d\d)\s+[A-Z][a-z]/i;
// Shell and code-execution tools report failure by exit code rather than by wording.
const NONZERO_EXIT = /\bexit[ _]?(?:code|status)\s*[:=]?\s*[1-9]\d*\b/i;
const ERROR_ANYWHERE =
  /\b(?:request failed|failed to|unable to|timed out|connection refused|ECONNREFUSED|ETIMEDOUT|ENOTFOUND|does not exist|could not be found|was not found|not found|no results found|permission denied|access denied|rate limit exceeded|quota exceeded|internal server error|service unavailable|unauthori[sz]ed|exception)\b/i;

/**
 * The error a call reported, or a result that reads like one ("Error: …", {"status": 503}, {"error": "…"},
 * "404 Not Found", a non-zero exit code). The trace detectors read tool results with it too.
 */
export function toolErrorOf(call: NormalizedToolCall): string | null {
  if (call.error !== null && call.error.trim() !== '' && call.error !== 'false') return call.error;
  const result = call.result;
  if (result === null) return null;
  const head = result.trimStart().slice(0, 400);
  if (head.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(result);
    } catch {
      parsed = undefined;
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const o = parsed as Record<string, unknown>;
      const status = o.status ?? o.status_code ?? o.statusCode ?? o.code ?? o.http_status;
      if (o.success === false || o.ok === false) return result;
      if (typeof status === 'number' && status >= 400 && status < 600) return result;
      if (typeof status === 'string' && /^(?:error|failed|failure|fail|[45]\d\d)$/i.test(status)) return result;
      if (Array.isArray(o.errors) && o.errors.length > 0) return result;
      // As normalizeItem reads an object result: an "error" that is there and not false.
      if ((o.error !== undefined && o.error !== null && o.error !== false && o.error !== '') || o.is_error === true || o.isError === true) return result;
      if (typeof o.exception === 'string' || typeof o.error_message === 'string' || typeof o.errorMessage === 'string') return result;
      return null;
    }
  }
  if (ERROR_HEAD.test(head) || HTTP_STATUS.test(head.slice(0, 120)) || NONZERO_EXIT.test(head.slice(0, 300))) return result;
  // A short result that says it failed; long results (documents, search hits) may mention errors as content.
  if (result.length <= 160 && ERROR_ANYWHERE.test(result)) return result;
  return null;
}

/** Lower-cased stems of a tool name's words: "sendEmail", "send_email", "email.send" → send, email. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => stem(w.toLowerCase()));
}

/** Sentence-ish span of `text` around an offset, for output evidence. */
export function sentenceAt(text: string, offset: number): { start: number; end: number } {
  let start = offset;
  while (start > 0 && !/[.!?\n]/.test(text[start - 1]) && offset - start < 200) start--;
  while (start < offset && /\s/.test(text[start])) start++;
  let end = offset;
  while (end < text.length && !/[.!?\n]/.test(text[end]) && end - offset < 240) end++;
  if (end < text.length && /[.!?]/.test(text[end])) end++;
  return { start, end };
}
