// Random texts a regular expression matches, for checking that a gate never skips a pattern that would
// match. Every alternative, class member and repeat count is drawn at random; assertions are left out, so a
// sample may not match: callers keep the samples the pattern really matches. Each sample is set in a context
// that tests word starts: after a hyphen, an apostrophe, an underscore, a digit, a non-ASCII letter.
import assert from 'node:assert/strict';
import type { RegexGate } from '../../src/core/lexicons/regex-gate.js';

/** A deterministic generator, so that a failure can be replayed. */
export { seededRandom as seeded } from '../../src/security/redteam/plan.js';

type Make = () => string;

/** Characters a class may be drawn from: printable ASCII and a few that trip word splitting. */
const POOL = [...Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)), '\n', 'é', 'ß', '’', '‘', '“', '\u212a', '\u0130', '\u00a0'];

function samplerOf(source: string, flags: string, rnd: () => number): Make {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  const caseless = flags.includes('i');
  const plain = flags.replace(/[gy]/g, '');
  let at = 0;
  const fromClass = (cls: string): Make => {
    const re = new RegExp(`^${cls}$`, plain);
    const members = POOL.filter((c) => re.test(c));
    // Spaces often, so that the words around a gap of any characters stay words.
    const spaced = members.includes(' ');
    return () => (spaced && rnd() < 0.4 ? ' ' : members.length ? pick(members) : '');
  };
  const literal =
    (c: string): Make =>
    () =>
      caseless && rnd() < 0.3 ? (rnd() < 0.5 ? c.toUpperCase() : c.toLowerCase()) : c;
  function branches(): Make[] {
    const out: Make[][] = [[]];
    while (at < source.length && source[at] !== ')') {
      if (source[at] === '|') {
        at++;
        out.push([]);
        continue;
      }
      const one = unit();
      const range = repeat();
      out[out.length - 1].push(() => {
        const times = range[0] + Math.floor(rnd() * (Math.min(range[1], range[0] + 2) - range[0] + 1));
        let s = '';
        for (let k = 0; k < times; k++) s += one();
        return s;
      });
    }
    return out.map((parts) => () => parts.map((p) => p()).join(''));
  }
  function repeat(): [number, number] {
    const m = /^(?:[?*+]|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(at));
    if (!m) return [1, 1];
    at += m[0].length;
    if (m[0][0] === '?') return [0, 1];
    if (m[0][0] === '*') return [0, Infinity];
    if (m[0][0] === '+') return [1, Infinity];
    return [Number(m[1]), m[2] ? (m[3] ? Number(m[3]) : Infinity) : Number(m[1])];
  }
  function unit(): Make {
    const c = source[at];
    if (c === '(') {
      const head = /^\((\?(?:[:=!]|<[=!]|<\w+>))?/.exec(source.slice(at))!;
      at += head[0].length;
      const inner = branches();
      at++;
      return head[1] && /[=!]/.test(head[1]) ? () => '' : () => pick(inner)();
    }
    if (c === '[') {
      let end = at + 1;
      while (source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      const cls = source.slice(at, end + 1);
      at = end + 1;
      return fromClass(cls);
    }
    if (c === '\\') {
      const e = source[at + 1];
      at += 2;
      if (e === 'b' || e === 'B') return () => '';
      if ('dDwWsS'.includes(e)) return fromClass(`\\${e}`);
      if (e === 'n') return () => '\n';
      return literal(e);
    }
    at++;
    if (c === '^' || c === '$') return () => '';
    if (c === '.') return fromClass('.');
    return literal(c);
  }
  const top = branches();
  return () => pick(top)();
}

const BEFORE = ['', ' ', 'The ', 'anti-', "o'", 'x', '_', '9', 'é', '\u212a', '\u0130', '"', '(', '\n'];
const AFTER = ['', ' ', '-ish', "'s", 's', 'x', '.', '?', '\n', 'é', '_'];

/** `count` random texts holding a random match of `re` (when the drawn string does match). */
export function samples(re: RegExp, count: number, rnd: () => number): string[] {
  const make = samplerOf(re.source, re.flags, rnd);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: count }, () => `${pick(BEFORE)}${make()}${pick(AFTER)}`);
}

/** Every text that gate pattern k matches opens its gate; returns how many matched, so a check is not vacuous. */
export function checkGate(gate: RegexGate, k: number, texts: string[]): number {
  const re = new RegExp(gate.patterns[k].source, gate.patterns[k].flags.replace('g', ''));
  let matched = 0;
  for (const text of texts) {
    if (!re.test(text)) continue;
    matched++;
    assert.equal(gate.open(text)[k], 1, `${re.source.slice(0, 80)}… matches but its gate is shut: ${JSON.stringify(text.slice(0, 200))}`);
  }
  return matched;
}
