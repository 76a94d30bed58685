// Binary classification figures for the quality benchmark, and its table's row.
export interface Confusion {
  tp: number;
  fp: number;
  tn: number;
  fn: number;
}

export function confusion(labels: boolean[], predictions: boolean[]): Confusion {
  const c = { tp: 0, fp: 0, tn: 0, fn: 0 };
  labels.forEach((positive, i) => {
    const p = predictions[i];
    if (positive && p) c.tp++;
    else if (positive) c.fn++;
    else if (p) c.fp++;
    else c.tn++;
  });
  return c;
}

const ratio = (a: number, b: number) => (b === 0 ? NaN : a / b);
export const fmt = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(3));

export function figures(c: Confusion) {
  const precision = ratio(c.tp, c.tp + c.fp);
  const recall = ratio(c.tp, c.tp + c.fn);
  const specificity = ratio(c.tn, c.tn + c.fp);
  const f1 = ratio(2 * precision * recall, precision + recall);
  const balanced = Number.isNaN(specificity) ? NaN : Number.isNaN(recall) ? NaN : (recall + specificity) / 2;
  return { precision, recall, f1, balanced, specificity, falseAlarms: 1 - specificity, n: c.tp + c.fp + c.tn + c.fn };
}

export const TABLE_HEAD = [
  '| set | task | half | n | precision | recall | F1 | balanced accuracy | false alarms | note |',
  '|---|---|---|---|---|---|---|---|---|---|',
];

/** One row of the table; `c` null prints "—" in every figure (the set or the checkout's function is missing). */
export function formatRow(set: string, task: string, half: string, c: Confusion | null, note = ''): string {
  if (!c) return `| ${set} | ${task} | ${half} | — | — | — | — | — | — | ${note} |`;
  const f = figures(c);
  return `| ${set} | ${task} | ${half} | ${f.n} | ${fmt(f.precision)} | ${fmt(f.recall)} | ${fmt(f.f1)} | ${fmt(f.balanced)} | ${fmt(f.falseAlarms)} | ${note} |`;
}
