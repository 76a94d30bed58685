// Regular expressions supplied by users (config.regex, and `pattern`/`patternProperties` in config.json_schema)
// run on RE2 — re2js, a pure-JavaScript port of it — never on V8's backtracking engine. RE2 matches in time
// proportional to the text (times the pattern's size), whatever the pattern, so `^(a|a)*$` cannot blow up.
// Patterns are written in JavaScript syntax: what RE2 reads differently is translated (\uXXXX, [^], named
// groups, [\b]); what it cannot run at all — lookarounds and backreferences, which need backtracking — is
// refused up front with a sentence saying why and what to write instead.
import { RE2JS } from 're2js';

/** A pattern RE2 does not run, or does not parse: `message` says why, for a 422 or a metric's reason. */
export class UnsupportedPattern extends Error {
  override name = 'UnsupportedPattern';
}

const WHY = 'patterns run on RE2, a linear-time engine (matching time grows with the text, never exponentially), which has no';

/** The first construct RE2 cannot run, as a sentence with the way around it; null when there is none. */
export function refusedConstruct(source: string): string | null {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) {
        return `\`\\${next}\` is a backreference, and ${WHY} backreferences (matching repeated text needs backtracking). Spell out the alternatives instead: \`(['"]).*\\1\` → \`'[^']*'|"[^"]*"\`.`;
      }
      if (!inClass && next === 'k' && source[i + 2] === '<') {
        return `\`\\k<…>\` is a named backreference, and ${WHY} backreferences (matching repeated text needs backtracking). Spell out the alternatives instead.`;
      }
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(' && source[i + 1] === '?') {
      const look = /^\(\?(<?)([=!])/.exec(source.slice(i, i + 4));
      if (look) {
        const kind = `${look[2] === '!' ? 'negative ' : ''}${look[1] ? 'lookbehind' : 'lookahead'}`;
        const hint = look[1]
          ? 'Match the preceding text itself (`(?<=\\$)\\d+` → `\\$\\d+`), or use `\\b` for a word boundary.'
          : 'Match the following text itself (`\\d+(?=px)` → `\\d+px`), or list what may follow with a character class (`q(?!u)` → `q(?:[^u]|$)`).';
        return `\`${look[0]}\` is a ${kind}, and ${WHY} lookarounds. ${hint}`;
      }
    }
  }
  return null;
}

/**
 * The JavaScript source in RE2's syntax. Two JavaScript forms are rewritten before re2js's own translation
 * (RE2JS.translateRegExp: \u escapes, \cX, [] and [^], named groups): `[\b]` (a backspace, which RE2 would
 * reject) and a surrogate pair written as two \u escapes (one code point to RE2, not two halves).
 */
export function toRe2Syntax(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const pair = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(source.slice(i, i + 12));
      if (pair) {
        const point = (parseInt(pair[1], 16) - 0xd800) * 0x400 + (parseInt(pair[2], 16) - 0xdc00) + 0x10000;
        out += `\\u{${point.toString(16)}}`;
        i += 11;
      } else if (inClass && source[i + 1] === 'b') {
        out += '\\x08';
        i++;
      } else {
        out += source.slice(i, i + 2);
        i++;
      }
      continue;
    }
    if (inClass && c === ']') inClass = false;
    else if (!inClass && c === '[') inClass = true;
    out += c;
  }
  return RE2JS.translateRegExp(out);
}

const FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0 };

/** RE2's error, in words: the repeat limit is RE2's own, the rest is a syntax error. */
function describeSyntaxError(err: unknown): string {
  const message = (err as Error).message.replace(/^error parsing regexp: /, '');
  if (/invalid repeat count/.test(message)) return `${message}: RE2 allows repeat counts up to 1000 ({n}, {n,m}).`;
  return `not a valid regular expression: ${message}.`;
}

/**
 * The pattern compiled for RE2. Flags as JavaScript's: i, m and s map to RE2's (?i), (?m) and (?s); u is
 * accepted and changes nothing, since RE2 always matches by code point. Throws UnsupportedPattern.
 */
export function compileUserPattern(source: string, flags = ''): RE2JS {
  let re2Flags = 0;
  for (const f of flags) {
    if (!(f in FLAGS)) throw new UnsupportedPattern(`the flag "${f}" is not supported (i, m, s and u are).`);
    re2Flags |= FLAGS[f];
  }
  const refused = refusedConstruct(source);
  if (refused) throw new UnsupportedPattern(refused);
  try {
    return RE2JS.compile(toRe2Syntax(source), re2Flags);
  } catch (err) {
    throw new UnsupportedPattern(describeSyntaxError(err));
  }
}

/** Why the pattern cannot run (a sentence), or null when it can. */
export function patternProblem(source: string, flags = ''): string | null {
  try {
    compileUserPattern(source, flags);
    return null;
  } catch (err) {
    if (err instanceof UnsupportedPattern) return err.message;
    throw err;
  }
}

/** A compiled user pattern with RegExp's `test` (unanchored search), as Ajv's `code.regExp` engine needs. */
export class Re2RegExp {
  private readonly re: RE2JS;
  constructor(
    readonly source: string,
    readonly flags: string,
  ) {
    this.re = compileUserPattern(source, flags);
  }

  test(text: string): boolean {
    return this.re.test(text);
  }

  /** Ajv keys its compiled patterns by this: two patterns must never share it. */
  toString(): string {
    return `/${this.source}/${this.flags}`;
  }
}

/** Ajv's `code.regExp` option: JSON Schema patterns compiled for RE2 (`code` names it in standalone code). */
export const re2RegExpEngine = Object.assign((pattern: string, flags: string) => new Re2RegExp(pattern, flags), { code: 're2RegExpEngine' });
