// JSON output rules: does an instruction ask for JSON (strictly, "only JSON", or leniently, "in JSON"), which
// keys does it name, and does an answer satisfy it. Used by json_format_violation and system_prompt_violation;
// whether an item asks for JSON at all (jsonAskOf) also decides where the json_validity metric applies.
import { locateJsonError } from '../../text/json-error-locator.js';
import type { Span } from '../../text/text-view.js';
import { clauseAround } from './rule-text.js';

export interface JsonRequest extends Span {
  /** "Only JSON", "no other text": prose around the JSON breaks the rule. */
  strict: boolean;
  /** Top-level keys the instruction names or shows in an example. */
  keys: string[];
}

const QUALIFIERS = '(?:(?:valid|proper|well[- ]formed|strict|raw|pure|plain|single|compact|minified|structured|parseable|only)\\s+)*';
const REQUEST_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(?:respond|reply|answer|output|return|format|give|provide|produce|generate|write|convert|transform|present|express|structure|emit|reformat|extract|list|put|send|deliver|encode|serialize|render|summari[sz]e)\\b[^.!?\\n]{0,80}?\\b(?:in|as|into|to|using|with)\\s+(?:a\\s+|an\\s+|the\\s+)?${QUALIFIERS}json\\b`,
    'i',
  ),
  new RegExp(
    `\\b(?:return|output|respond with|reply with|answer with|give me|provide|produce|generate|emit)\\s+(?:only\\s+|just\\s+)?(?:a\\s+|an\\s+|the\\s+)?${QUALIFIERS}json\\b`,
    'i',
  ),
  /\b(?:response|answer|output|reply|result)s?\s+(?:should|must|needs? to|has to|will|shall)\s+(?:always\s+|only\s+)?be\s+(?:(?:in|a|an|valid|strict|raw|only|proper)\s+)*json\b/i,
  /\bjson\s+(?:only|format(?:ted)?\s+only)\b|\bonly\s+(?:(?:valid|raw|pure|strict)\s+)?json\b|\b(?:output|response|answer)?\s*format\s*[:=]\s*json\b/i,
  /\bin\s+(?:a\s+)?(?:valid\s+)?json\s+(?:format|object|array)\b|\bjson[- ]formatted\b/i,
];
// Questions about JSON, and code that should produce JSON, are not asking the answer itself to be JSON.
const ABOUT_JSON = /^\s*(?:how|why|what|which|when|where|is|are|does|explain|describe|compare|tell me (?:how|why|what))\b/i;
const POLITE_REQUEST = /\b(?:can|could|would|will) you\b|\bplease\b/i;
const CODE_TARGET =
  /\b(?:function|method|endpoint|api|script|program|code|class|route|handler|server|lambda|query|service|library|parser|python|javascript|typescript|java|golang|rust|node(?:\.js)?|flask|django|express|fastapi|curl|sql|schema|regex|file)\b/i;
const STRICT =
  /\b(?:(?:do not|don't|never) (?:include|add|output|write|return|use) (?:any )?(?:other |additional |extra |surrounding )?(?:text|prose|explanations?|commentary|markdown|words|code fences?)|only|solely|exclusively|nothing (?:else|but|except)|no (?:other |additional |extra )?(?:text|prose|explanation|explanations|commentary|markdown|words|preamble|comments?|code fences?|backticks)|without (?:any )?(?:(?:other|additional|extra|surrounding) )?(?:text|prose|explanation|commentary|markdown|code fences?|backticks|preamble|formatting)|raw json|pure json|entire (?:response|answer|output)|must be (?:a )?valid json|parseable)\b/i;

/** The first clause of `text` that asks for the answer in JSON. */
export function findJsonRequest(text: string): JsonRequest | null {
  if (!/json/i.test(text)) return null;
  const mentions = text.matchAll(/\bjson\b/gi);
  let seen = 0;
  for (const m of mentions) {
    if (++seen > 20) break;
    const clause = clauseAround(text, m.index!);
    if (ABOUT_JSON.test(clause.text) && !POLITE_REQUEST.test(clause.text)) continue;
    const hit = REQUEST_PATTERNS.map((re) => re.exec(clause.text)).find((r) => r !== null);
    if (!hit) continue;
    const lead = clause.text.slice(0, hit.index + hit[0].length);
    if (CODE_TARGET.test(lead.replace(/\bjson\b/gi, ''))) continue;
    const start = clause.start + hit.index;
    // "Only" elsewhere in the prompt ("use only the context") says nothing about the format: look near the request.
    const around = text.slice(clause.start, clause.start + clause.text.length + 160);
    return { text: hit[0], start, end: start + hit[0].length, strict: STRICT.test(around), keys: requestedKeys(text, start) };
  }
  return null;
}

/** Where an item asks for a JSON answer: a clause of its input or system prompt, or a reference answer that is JSON. */
export type JsonAsk = { from: 'input' | 'system_prompt'; request: JsonRequest } | { from: 'reference'; request: Pick<JsonRequest, 'strict' | 'keys'> };

const REFERENCE_FENCE = /^```[ \t]*(?:json)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i;

/**
 * The top-level keys of a reference answer that is a JSON object or array (whole, or the one fenced block it
 * is), else null. A bare number or string parses as JSON too, but says nothing about the answer's format.
 */
function referenceJsonKeys(reference: string): string[] | null {
  const trimmed = reference.trim();
  const body = (REFERENCE_FENCE.exec(trimmed)?.[1] ?? trimmed).trim();
  if (!/^[{[]/.test(body)) return null;
  const parsed = tryParse(body);
  if (!parsed.ok) return null;
  const top = Array.isArray(parsed.value) ? parsed.value[0] : parsed.value;
  return top && typeof top === 'object' && !Array.isArray(top) ? Object.keys(top).slice(0, 20) : [];
}

/**
 * Whether an item asks for its answer in JSON, and how: the input's request first, then the system prompt's,
 * then a reference answer that is a JSON object or array (its keys are the ones expected; prose around the
 * JSON is allowed, as for a plain "in JSON"). The one test of json_format_violation and the json_validity metric.
 */
export function jsonAskOf(item: { input: string; systemPrompt: string | null; reference: string | null }): JsonAsk | null {
  const fromInput = findJsonRequest(item.input);
  if (fromInput) return { from: 'input', request: fromInput };
  const fromSystem = item.systemPrompt ? findJsonRequest(item.systemPrompt) : null;
  if (fromSystem) return { from: 'system_prompt', request: fromSystem };
  const keys = item.reference ? referenceJsonKeys(item.reference) : null;
  return keys ? { from: 'reference', request: { strict: false, keys } } : null;
}

/** Keys shown in a JSON example ({"name": ..., "age": ...}) or listed ("with keys `name` and `age`") near the request. */
export function requestedKeys(text: string, from: number): string[] {
  const keys = new Set<string>();
  // Only what follows the request: JSON data pasted before it is input to transform, not the shape asked for.
  const near = text.slice(from, from + 600);
  const braceAt = near.indexOf('{');
  const brace = braceAt >= 0 ? from + braceAt : -1;
  if (brace >= 0) {
    // Top-level keys only: track depth so nested objects' keys are not required at the top.
    let depth = 0;
    const body = text.slice(brace, brace + 4000);
    for (let i = 0; i < body.length; i++) {
      const c = body[i];
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        if (--depth === 0) break;
      } else if (c === '"' && depth === 1) {
        const close = body.indexOf('"', i + 1);
        if (close < 0) break;
        if (/^\s*:/.test(body.slice(close + 1, close + 4)) && close - i < 60) keys.add(body.slice(i + 1, close));
        i = close;
      }
    }
  }
  const listed =
    /\b(?:keys?|fields?|properties|attributes)\s*(?:named|called|:)?\s+((?:[`"'][\w .-]{1,40}[`"']|[a-z_][\w]*)(?:\s*(?:,|\band\b|\bor\b|,\s*and)\s*(?:[`"'][\w .-]{1,40}[`"']|[a-z_][\w]*)){0,15})/i.exec(
      near,
    );
  if (listed) {
    for (const part of listed[1].split(/\s*(?:,|\band\b|\bor\b)\s*/)) {
      const key = part.replace(/^[`"']|[`"']$/g, '').trim();
      if (key && !/^(?:the|a|an|that|which|with|for)$/i.test(key)) keys.add(key);
    }
  }
  return [...keys].slice(0, 20);
}

export type JsonProblem =
  | { kind: 'invalid'; start: number; end: number; reason: string }
  | { kind: 'prose'; start: number; end: number; reason: string }
  | { kind: 'missing_keys'; start: number; end: number; reason: string; missing: string[] };

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const FENCE = /```[ \t]*(?:json|javascript|js)?[ \t]*\r?\n?([\s\S]*?)```/gi;

function nonBlank(output: string, start: number, end: number): { start: number; end: number } {
  while (start < end && /\s/.test(output[start])) start++;
  while (end > start && /\s/.test(output[end - 1])) end--;
  return { start, end };
}

/** Whether `output` meets a JSON request; the problem, with offsets into the output, when it does not. */
export function checkJsonOutput(output: string, request: Pick<JsonRequest, 'strict' | 'keys'>): JsonProblem | null {
  const trimmed = nonBlank(output, 0, output.length);
  if (trimmed.start === trimmed.end) return null;
  let value: unknown;
  let found: { start: number; end: number } | null = null;
  const whole = tryParse(output.slice(trimmed.start, trimmed.end));
  if (whole.ok) {
    value = whole.value;
    found = trimmed;
  }
  let fenceCount = 0;
  let firstFence: { start: number; end: number; bodyStart: number; body: string } | null = null;
  if (!found) {
    for (const m of output.matchAll(FENCE)) {
      if (++fenceCount > 5) break;
      const bodyStart = m.index! + m[0].indexOf(m[1]);
      firstFence ??= { start: m.index!, end: m.index! + m[0].length, bodyStart, body: m[1] };
      const parsed = tryParse(m[1]);
      if (parsed.ok && !found) {
        value = parsed.value;
        found = { start: m.index!, end: m.index! + m[0].length };
      }
    }
  }
  if (!found && !firstFence) {
    // JSON embedded in prose ("Here it is: {...}"): from the first bracket to the last matching one.
    const open = output.search(/[{[]/);
    const close = Math.max(output.lastIndexOf('}'), output.lastIndexOf(']'));
    if (open >= 0 && close > open) {
      const parsed = tryParse(output.slice(open, close + 1));
      if (parsed.ok) {
        value = parsed.value;
        found = { start: open, end: close + 1 };
      }
    }
  }
  if (!found) {
    const target = firstFence
      ? { text: firstFence.body, offset: firstFence.bodyStart }
      : (() => {
          const open = output.search(/[{[]/);
          // Prose with a bracket late in it: the error is the prose itself, at the start.
          return open >= 0 && open < 200 ? { text: output.slice(open), offset: open } : { text: output.slice(trimmed.start), offset: trimmed.start };
        })();
    const loc = locateJsonError(target.text);
    const at = Math.min(output.length, target.offset + loc.offset);
    const start = at >= trimmed.end ? Math.max(trimmed.start, trimmed.end - 1) : at;
    const lineEnd = output.indexOf('\n', start + 1);
    const end = Math.min(trimmed.end, start + 40, lineEnd < 0 ? output.length : lineEnd);
    return { kind: 'invalid', start, end: Math.max(end, Math.min(trimmed.end, start + 1)), reason: `${loc.reason} (character ${at})` };
  }
  if (request.strict) {
    const before = nonBlank(output, trimmed.start, found.start);
    const after = nonBlank(output, found.end, trimmed.end);
    const prose = before.end > before.start ? before : after.end > after.start ? after : null;
    if (prose) return { kind: 'prose', ...prose, reason: 'text outside the JSON' };
  }
  if (request.keys.length > 0) {
    const obj = Array.isArray(value) ? value[0] : value;
    if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
      const missing = request.keys.filter((k) => !(k in (obj as Record<string, unknown>)));
      // Only a clear miss counts: an example's keys may be partly optional, so at least half must be absent.
      if (missing.length > 0 && missing.length * 2 >= request.keys.length) {
        return { kind: 'missing_keys', start: found.start, end: found.end, reason: `missing ${missing.join(', ')}`, missing };
      }
    }
  }
  return null;
}
