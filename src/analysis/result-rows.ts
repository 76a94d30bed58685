// The rows an analysed item adds to the store (its result, its tags), as the JSON the bulk statements of
// runs-store.ts read. Pure, so the analysis threads can build them: the main thread then only joins texts
// instead of receiving every tag as an object and serialising it again.
import type { ItemResult } from './engine.js';
import type { LinkedResult } from './item-links.js';
import type { FailureTag, RunInput } from './schemas-response.js';
import { severityRank } from './scoring.js';

export function inputRows(inputs: RunInput[]): { item_index: number; result: RunInput }[] {
  return inputs.map((r) => ({ item_index: r.item_index, result: r }));
}

export function tagRows(tags: FailureTag[]) {
  return tags.map((t) => ({
    id: t.tag_id,
    item_index: t.item_index,
    bucket_id: t.bucket_id,
    subcategory_id: t.subcategory_id,
    decision: t.decision,
    decision_rank: t.decision === 'fail' ? 0 : t.decision === 'unsure' ? 1 : 2,
    severity_rank: severityRank(t.severity),
    confidence: t.confidence,
    tag: t,
  }));
}

/** Rows as JSON array texts, with their counts (so statements can be kept to a bounded number of rows). */
export interface SerializedRows {
  inputs: string;
  inputCount: number;
  tags: string;
  tagCount: number;
  /** Security-audit verdicts of the items ({item_index, verdict} rows), when the audit runs; else "[]". */
  verdicts: string;
  verdictCount: number;
  /** Metric results of the items ({idx, results} rows), when evaluation runs; else "[]". */
  evals: string;
  evalCount: number;
}

export function serializeRows(results: ItemResult[], linked: Pick<LinkedResult, 'verdict' | 'evalResults'>[] = []): SerializedRows {
  const tags = results.flatMap((r) => r.tags);
  const verdicts = linked.flatMap((l, k) => (l.verdict ? [{ item_index: results[k].input.item_index, verdict: l.verdict }] : []));
  const evals = linked.flatMap((l, k) => (l.evalResults ? [{ idx: results[k].input.item_index, results: l.evalResults }] : []));
  return {
    inputs: JSON.stringify(inputRows(results.map((r) => r.input))),
    inputCount: results.length,
    tags: JSON.stringify(tagRows(tags)),
    tagCount: tags.length,
    verdicts: JSON.stringify(verdicts),
    verdictCount: verdicts.length,
    evals: JSON.stringify(evals),
    evalCount: evals.length,
  };
}

/**
 * JSON arrays of rows joined into arrays of at most `limit` rows each (a part is never split): the same
 * document JSON.stringify would give for the rows together, without parsing them again.
 */
export function joinRowArrays(parts: { json: string; count: number }[], limit: number): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  let rows = 0;
  for (const part of parts) {
    if (part.count === 0) continue;
    if (rows > 0 && rows + part.count > limit) {
      out.push(`[${pending.join(',')}]`);
      pending = [];
      rows = 0;
    }
    pending.push(part.json.slice(1, -1));
    rows += part.count;
  }
  if (rows > 0) out.push(`[${pending.join(',')}]`);
  return out;
}
