// The figures tools returned, keyed where the result names them ({"balance": 1240.5}, "stock: 3"), and
// whether a figure in an answer can be traced to them, to the input, or to simple arithmetic on those
// (a sum, a difference, a product, a rounding, a percentage written as a fraction).
import type { NormalizedToolCall } from '../../text/normalize.js';
import type { ItemText } from '../../text/item-text.js';
import { stem } from '../../text/text-view.js';

export interface ToolFigures {
  /** Every number a tool returned, plus the lengths of the lists it returned (3 flights → 3). */
  values: number[];
  /** Numbers by the stems of the key that held them: "unit_price" → ["unit price"]. */
  keyed: { words: string[]; key: string; value: number; call: number }[];
}

const KEY_VALUE = /([A-Za-z][A-Za-z _-]{1,30}?)\s*[:=]\s*[$€£]?\s*(-?\d[\d,]*(?:\.\d+)?)/g;
const SUFFIXED = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s?(k|m|mm|bn|b)\b/giu;
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, bn: 1e9, b: 1e9 };
const keyWords = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 1)
    .map((w) => stem(w.toLowerCase()));

function walk(value: unknown, key: string, call: number, out: ToolFigures, depth: number): void {
  if (depth > 8 || out.values.length > 2000) return;
  if (typeof value === 'number' && Number.isFinite(value)) {
    out.values.push(value);
    if (key) out.keyed.push({ words: keyWords(key), key, value, call });
  } else if (typeof value === 'string') {
    const n = /^\s*[$€£]?\s*(-?\d[\d,]*(?:\.\d+)?)\s*%?\s*$/.exec(value);
    if (n) walk(Number.parseFloat(n[1].replace(/,/g, '')), key, call, out, depth);
  } else if (Array.isArray(value)) {
    out.values.push(value.length);
    for (const v of value.slice(0, 300)) walk(v, key, call, out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 300)) walk(v, k, call, out, depth + 1);
  }
}

export function toolFigures(calls: NormalizedToolCall[]): ToolFigures {
  const out: ToolFigures = { values: [], keyed: [] };
  for (const c of calls) {
    const result = c.result;
    if (!result) continue;
    const trimmed = result.trim();
    let parsed: unknown;
    if (/^[[{]/.test(trimmed)) {
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        parsed = undefined;
      }
    }
    if (parsed !== undefined) walk(parsed, '', c.index, out, 0);
    else {
      // "$4.5M", "12k": the shared number scan skips figures glued to a unit letter.
      for (const m of result.slice(0, 20_000).matchAll(SUFFIXED)) {
        const v = Number.parseFloat(m[1]);
        if (Number.isFinite(v)) out.values.push(v, v * (SCALE[m[2].toLowerCase()] ?? 1));
      }
      for (const m of result.slice(0, 20_000).matchAll(KEY_VALUE)) {
        const value = Number.parseFloat(m[2].replace(/,/g, ''));
        if (Number.isFinite(value)) out.keyed.push({ words: keyWords(m[1]), key: m[1].trim(), value, call: c.index });
      }
    }
  }
  return out;
}

/** Numbers the answer may state as written: those of the sources and the tools' figures. */
export function traceableValues(text: ItemText, figures: ToolFigures): { exact: Set<number>; operands: number[] } {
  const exact = new Set<number>();
  const add = (v: number) => {
    exact.add(v);
    exact.add(Math.abs(v));
  };
  for (const view of [text.input, text.context, text.toolResults, text.systemPrompt]) {
    if (view) for (const v of view.numberValues) add(v);
  }
  for (const v of figures.values) add(v);
  // A bounded operand set keeps the arithmetic check at most 30² pairs per unexplained figure.
  const operands = [...new Set([...figures.values, ...text.toolResults.numberValues, ...text.input.numberValues])]
    .filter((v) => Number.isFinite(v))
    .slice(0, 30);
  return { exact, operands };
}

/** Whether a figure is simple arithmetic on the operands: a sum, difference, product, ratio, percentage or total. */
export function derivable(stated: number, decimals: number, operands: number[]): boolean {
  const close = (c: number) => figureMatches(stated, decimals, [c]);
  let total = 0;
  for (let i = 0; i < operands.length; i++) {
    const a = operands[i];
    total += a;
    if (close(a * 100) || close(a / 100)) return true;
    // Common unit conversions of one figure: °C↔°F, km↔mi, kg↔lb.
    if (close(a * 1.8 + 32) || close((a - 32) / 1.8) || close(a * 0.621371) || close(a * 1.609344) || close(a * 2.20462) || close(a / 2.20462)) return true;
    for (let j = 0; j < operands.length; j++) {
      if (i === j) continue;
      const b = operands[j];
      if (i < j && (close(a + b) || close(Math.abs(a - b)) || close(a * b))) return true;
      if (b !== 0 && (close(a / b) || close((a / b) * 100) || close(((a - b) / b) * 100))) return true;
    }
  }
  return close(total);
}

/** Whether a stated figure equals a source figure up to how precisely it was written. */
export function figureMatches(stated: number, decimals: number, candidates: Iterable<number>): boolean {
  const tolerance = 0.5 * 10 ** -decimals + 1e-9;
  for (const c of candidates) {
    if (Math.abs(stated - c) <= tolerance) return true;
    if (Math.abs(c) >= 1000 && Math.abs(stated - c) <= Math.abs(c) * 0.005) return true;
  }
  return false;
}
