// Finding and checking the arithmetic a text states: "a + b = c", chains ("2 + 3 + 4 = 9"), running totals
// ("5 × 3 = 15 + 2 = 17"), "x% of y is z". Pure helpers of the arithmetic_error detector. Numbers may carry
// thousands separators, decimals, currency signs and percent signs; an ambiguous "1.200" is read both the
// English and the continental way, and a statement only counts as wrong when no reading makes it right.

export interface ArithmeticError {
  start: number;
  end: number;
  text: string;
  stated: number;
  computed: number;
  /** Relative size of the error, |stated − computed| / max(|computed|, 1e-9). */
  relative: number;
  /** The stated value was marked as approximate ("≈", "about"). */
  approximate: boolean;
}

const NUM = String.raw`[-−]?[$€£]?\d+(?:[.,]\d+)*(?:\s?%)?`;
const OP = String.raw`[ \t]*(?:\*\*|[+\-−–×*xX÷/^·]|\\times|\\cdot|\\div|\bplus\b|\bminus\b|\btimes\b|\bmultiplied by\b|\bdivided by\b)[ \t]*`;
const EQ = String.raw`[ \t]*(?:=|≈|\bequals\b|\bis equal to\b|\bis\b|\bmakes\b|\bgives(?: you)?\b|\bcomes to\b|\bresults in\b)[ \t]*(?:about |approximately |roughly |around |~[ \t]?)?`;
const CHAIN = new RegExp(String.raw`(?<![\w.,$€£^/)]|[-+−–×*÷/^][ \t]{0,3})${NUM}(?:${OP}${NUM})+(?:${EQ}${NUM}(?:${OP}${NUM})*)+`, 'gi');
const PERCENT_OF = new RegExp(
  String.raw`(?<![\w.,]|[-+−–×*÷/^][ \t]{0,3}|[$€£]\d+[ \t]{0,3}[-+−–×*÷/x][ \t]{0,3})(\d+(?:[.,]\d+)?)\s?(?:%|percent)\s+of\s+(${NUM})${EQ}(${NUM})`,
  'gi',
);
const SPLIT = new RegExp(`(${EQ})`, 'i');
const TOKEN = new RegExp(`(${NUM})|(${OP})`, 'gi');
// A letter, digit or bracket glued to the result ("5th", "3x", "2(8)") means the expression goes on in a way
// this parser does not read: skipped.
const GLUED = /^(?:[A-Za-z\d([{√²³]|[ \t]*[([{*×^·])/;
// A scale word after the result ("= 1.5 million") may or may not apply to the operands too: both readings count.
const SCALE = /^\s*(million|billion|trillion|thousand|hundred|lakh|crore|k|m|bn|mn)\b/i;
const SCALES: Record<string, number> = {
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  thousand: 1e3,
  hundred: 100,
  lakh: 1e5,
  crore: 1e7,
  k: 1e3,
  m: 1e6,
  bn: 1e9,
  mn: 1e6,
};

function scaledAway(e: ArithmeticError, after: string): boolean {
  const s = SCALE.exec(after);
  if (!s) return false;
  const stated = e.stated * SCALES[s[1].toLowerCase()];
  return Math.abs(stated - e.computed) <= 0.01 * Math.max(Math.abs(e.computed), 1e-9);
}
const APPROX = /≈|about|approximately|roughly|around|~/i;

type Mode = 'en' | 'eu';

function parseNum(raw: string, mode: Mode): { value: number; decimals: number; percent: boolean } | null {
  let s = raw.replace(/\s/g, '').replace('−', '-').replace(/[$€£]/g, '');
  const percent = s.endsWith('%');
  if (percent) s = s.slice(0, -1);
  const sign = s.startsWith('-') ? -1 : 1;
  s = s.replace(/^-/, '');
  const [thousands, decimal] = mode === 'en' ? [',', '.'] : ['.', ','];
  const [t, d] = ['\\' + thousands, '\\' + decimal];
  const groups = new RegExp(`^\\d{1,3}(?:${t}\\d{3})+(?:${d}\\d+)?$|^\\d+(?:${d}\\d+)?$`);
  if (!groups.test(s)) return null;
  const [int, frac = ''] = s.split(decimal);
  const value = sign * Number.parseFloat(`${int.split(thousands).join('')}.${frac || '0'}`);
  return Number.isFinite(value) ? { value, decimals: frac.length, percent } : null;
}

type Tok = { num: number; decimals: number; percent: boolean } | { op: string };

function tokens(segment: string, mode: Mode): Tok[] | null {
  const out: Tok[] = [];
  for (const m of segment.matchAll(TOKEN)) {
    if (m[1] !== undefined && out.length > 0 && 'num' in out[out.length - 1] && /^[-−]/.test(m[1])) {
      // "10-3": the minus glued to the number is the operator.
      const n = parseNum(m[1].slice(1), mode);
      if (!n) return null;
      out.push({ op: '-' }, { num: n.value, decimals: n.decimals, percent: n.percent });
    } else if (m[1] !== undefined && (out.length === 0 || 'op' in out[out.length - 1])) {
      const n = parseNum(m[1], mode);
      if (!n) return null;
      out.push({ num: n.value, decimals: n.decimals, percent: n.percent });
    } else if (m[2] !== undefined) {
      const op = m[2].trim().toLowerCase();
      out.push({
        op: /^(?:\+|plus)$/.test(op)
          ? '+'
          : /^(?:[-−–]|minus)$/.test(op)
            ? '-'
            : /^(?:\/|÷|\\div|divided by)$/.test(op)
              ? '/'
              : /^(?:\^|\*\*)$/.test(op)
                ? '^'
                : '*',
      });
    } else return null;
  }
  return out.length % 2 === 1 ? out : null;
}

/** Evaluates with the usual precedence; percentages are plain numbers, or fractions in products (150 × 20%). */
function evaluate(toks: Tok[], percentAsFraction: boolean): number {
  const nums: number[] = [];
  const ops: string[] = [];
  const prec: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };
  const apply = () => {
    const b = nums.pop()!;
    const a = nums.pop()!;
    const op = ops.pop()!;
    nums.push(op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a ** b);
  };
  for (const t of toks) {
    if ('num' in t) nums.push(t.percent && percentAsFraction ? t.num / 100 : t.num);
    else {
      while (ops.length && prec[ops[ops.length - 1]] >= prec[t.op] && t.op !== '^') apply();
      ops.push(t.op);
    }
  }
  while (ops.length) apply();
  return nums[0];
}

function close(computed: number, stated: number, decimals: number, approximate: boolean): boolean {
  if (!Number.isFinite(computed)) return true;
  const diff = Math.abs(computed - stated);
  const noise = 1e-9 * Math.max(1, Math.abs(stated));
  // Rounded or truncated to the stated number of decimals, with room for floating-point noise.
  const f = 10 ** decimals;
  if (diff <= 0.5 / f + noise || Math.abs(Math.trunc(computed * f + Math.sign(computed) * 1e-9) / f - stated) <= noise) return true;
  return approximate && diff <= 0.05 * Math.max(Math.abs(computed), 1e-9);
}

interface Side {
  toks: Tok[];
}

/** Whether "left = right" holds under some reading of the numbers and percent signs. */
function holds(left: Side, right: Side, approximate: boolean): { ok: boolean; computed: number; stated: number } {
  let computed = NaN;
  let stated = NaN;
  for (const frac of [false, true]) {
    const l = evaluate(left.toks, frac);
    const single = right.toks.length === 1 && 'num' in right.toks[0] ? right.toks[0] : null;
    if (single) {
      const candidates = [single.num];
      if (single.percent) candidates.push(single.num / 100);
      for (const c of candidates) {
        if (close(l, c, single.decimals + (c !== single.num ? 2 : 0), approximate)) return { ok: true, computed: l, stated: c };
      }
      if (Number.isNaN(computed)) [computed, stated] = [l, single.num];
    } else {
      const first = right.toks[0] as { num: number; decimals: number };
      // A running total restarts from the previous result: "5 × 3 = 15 + 2 = 17".
      if (close(l, first.num, first.decimals, approximate)) return { ok: true, computed: l, stated: first.num };
      const r = evaluate(right.toks, frac);
      const decimals = Math.max(...right.toks.map((t) => ('num' in t ? t.decimals : 0)));
      if (close(l, r, decimals, approximate)) return { ok: true, computed: l, stated: r };
      if (Number.isNaN(computed)) [computed, stated] = [l, r];
    }
  }
  return { ok: false, computed, stated };
}

function checkChain(start: number, raw: string): ArithmeticError | null {
  const parts = raw.split(SPLIT);
  const segments: string[] = [];
  const eqs: string[] = [];
  parts.forEach((p, i) => (i % 2 === 0 ? segments.push(p) : eqs.push(p)));
  let worst: ArithmeticError | null = null;
  for (let i = 0; i + 1 < segments.length; i++) {
    const approximate = APPROX.test(eqs[i]);
    let failure: { computed: number; stated: number } | null = null;
    for (const mode of ['en', 'eu'] as Mode[]) {
      const l = tokens(segments[i], mode);
      const r = tokens(segments[i + 1], mode);
      if (!l || !r || (l.length < 3 && i === 0)) continue;
      const h = holds({ toks: l }, { toks: r }, approximate);
      if (h.ok) {
        failure = null;
        break;
      }
      failure ??= h;
    }
    if (failure && Number.isFinite(failure.computed)) {
      const relative = Math.abs(failure.stated - failure.computed) / Math.max(Math.abs(failure.computed), 1e-9);
      if (!worst || relative > worst.relative)
        worst = { start, end: start + raw.length, text: raw, stated: failure.stated, computed: failure.computed, relative, approximate };
    }
  }
  return worst;
}

/** Every wrong arithmetic statement in a text. */
export function findArithmeticErrors(text: string): ArithmeticError[] {
  const errors: ArithmeticError[] = [];
  if (!text || !/\d\s*(?:[+\-−–×*xX÷/^·=≈]|\\|plus|minus|times|divided|multiplied)|%\s*of/i.test(text)) return errors;
  for (const m of text.matchAll(CHAIN)) {
    const raw = m[0].replace(/\s+$/, '');
    const after = text.slice(m.index! + raw.length, m.index! + raw.length + 12);
    if (GLUED.test(after)) continue;
    if (/\d[.,]\d+[.,]\d/.test(raw) && /\d\.\d+\.\d/.test(raw)) continue; // version numbers, IP addresses
    const e = checkChain(m.index!, raw);
    if (e && !scaledAway(e, after)) errors.push(e);
  }
  for (const m of text.matchAll(PERCENT_OF)) {
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    if (GLUED.test(after)) continue;
    for (const mode of ['en', 'eu'] as Mode[]) {
      const p = parseNum(m[1], mode);
      const base = parseNum(m[2], mode);
      const res = parseNum(m[3], mode);
      if (!p || !base || !res) continue;
      const computed = (p.value / 100) * base.value;
      const approximate = APPROX.test(m[0]);
      if (close(computed, res.value, res.decimals, approximate)) break;
      if (mode === 'eu' || !parseNum(m[1], 'eu') || !parseNum(m[2], 'eu') || !parseNum(m[3], 'eu')) {
        const relative = Math.abs(res.value - computed) / Math.max(Math.abs(computed), 1e-9);
        const e = { start: m.index!, end: m.index! + m[0].length, text: m[0], stated: res.value, computed, relative, approximate };
        if (!scaledAway(e, after)) errors.push(e);
        break;
      }
    }
  }
  return errors.sort((a, b) => a.start - b.start);
}
