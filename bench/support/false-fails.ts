// `npm run bench:quality -- --grounding --false-fails`: on half A (the tuning half) of each grounding set, the
// rows failed by each detector, by the kind of evidence behind the fail (a name, a figure, a date, a negation, an
// unsupported sentence…), with how many of them are labelled faithful (false fails) and hallucinated. Issue 22
// point 6 asks `fail` to be right ≥ 0.90 of the time: this says where it is not. Half B stays unread here, so
// that a rule is not written from the rows it is judged on.
import type { Checkout } from './checkout.js';
import { groundingTags, type Labelled, type Load, type QualityTask } from './quality-tasks.js';

interface Tag {
  subcategory_id: string;
  decision: string;
  evidence_items: { source: string; metadata?: Record<string, unknown> }[];
}

const HAS_DIGIT = /\d/;

/** The kinds of evidence of one fail tag, e.g. "name", "figure", "unsupported sentence", "antonym". */
function evidenceKinds(tag: Tag): string[] {
  const fixed: Record<string, string> = { unsupported_number: 'figure', unsupported_date: 'date', unsupported_entity: 'name' };
  if (fixed[tag.subcategory_id]) return [fixed[tag.subcategory_id]];
  const kinds = new Set<string>();
  for (const e of tag.evidence_items) {
    const m = e.metadata ?? {};
    if (m.reason === 'lexical') kinds.add('unsupported sentence');
    else if (m.reason === 'polarity') kinds.add('negation');
    else if (m.reason === 'anchor') kinds.add((m.missing as string[] | undefined)?.some((w) => HAS_DIGIT.test(w)) ? 'figure' : 'name');
    else if (typeof m.kind === 'string') kinds.add(m.kind);
  }
  return kinds.size ? [...kinds].sort() : ['—'];
}

export function falseFailLines(tasks: QualityTask[], load: Load, c: Checkout): string[] {
  const lines = ['| set | detector: evidence | false fails (faithful) | true fails | precision of this evidence |', '|---|---|---|---|---|'];
  for (const task of tasks) {
    const rows = task.rows(load);
    if (typeof rows === 'string' || task.task !== 'hallucination_grounding') continue;
    const onA = rows.filter((r: Labelled) => r.half === 'A');
    const tags = groundingTags(c)?.(onA.map((r) => r.row));
    if (!tags) continue;
    const counts = new Map<string, [number, number]>();
    tags.forEach((itemTags, i) => {
      for (const tag of (itemTags as Tag[]).filter((t) => t.decision === 'fail')) {
        const key = `${tag.subcategory_id}: ${evidenceKinds(tag).join(' + ')}`;
        const n = counts.get(key) ?? [0, 0];
        n[onA[i].truth ? 1 : 0]++;
        counts.set(key, n);
      }
    });
    const sorted = [...counts].sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1]);
    for (const [key, [wrong, right]] of sorted) lines.push(`| ${task.set} | ${key} | ${wrong} | ${right} | ${(right / (wrong + right)).toFixed(3)} |`);
  }
  return lines;
}
