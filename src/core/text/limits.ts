// The bounds on what checking one item costs (issue 34): how much of each text the detectors and metrics read,
// and how long an item's checks may take. docs/api.md, "Limits of a check", says the same to users.
import { sliceWhole } from '../shapes/whole-characters.js';
import { ItemText } from './item-text.js';
import type { NormalizedItem } from './normalize.js';

/**
 * Characters read of each text of an item: the input, the output, the reference, the system prompt, the context
 * (its chunks together) and the tool results (all calls' results and errors together). What lies past it is not
 * read, and a check that found nothing in the part read says so (unsure) instead of passing.
 */
export const CHECKED_TEXT_LIMIT = 100_000;

/**
 * Milliseconds an item's detectors (and, apart, its metrics) may take; the ones not started by then are not run.
 * A backstop: with the text limit every check is linear, and a 100,000-character item takes ~1.2 s at worst on a
 * busy 2-core machine (docs/benchmarks.md). Far above that, so that a loaded machine or a thread's first lookup
 * of a lexicon (built once per machine, ~2 s) never changes a verdict.
 */
export const ITEM_BUDGET_MS = 10_000;

/** An item's time budget: its length and the clock it is read on (injected: the core reads no clock of its own). */
export interface ItemBudget {
  ms: number;
  /** Milliseconds on a monotonic clock. */
  now: () => number;
}

export const DEFAULT_ITEM_BUDGET: ItemBudget = { ms: ITEM_BUDGET_MS, now: () => performance.now() };

/** Whether the budget started at `start` is spent. */
export const budgetSpent = (budget: ItemBudget, start: number): boolean => budget.now() - start > budget.ms;

/** Texts cut to `limit` characters together, at a whole character: the ones past it dropped. */
function cutTogether(texts: string[], limit: number): { texts: string[]; cut: boolean } {
  let left = limit;
  const out: string[] = [];
  for (const text of texts) {
    if (text.length > left) return { texts: [...out, sliceWhole(text, left)], cut: true };
    out.push(text);
    left -= text.length;
  }
  return { texts: out, cut: false };
}

/** An item with each text cut to the limit, and the names of the texts that were cut (empty: the item as given). */
export function withinTextLimit<T extends NormalizedItem>(item: T, limit = CHECKED_TEXT_LIMIT): { item: T; cut: string[] } {
  const cut: string[] = [];
  const one = (name: string, text: string): string => {
    if (text.length <= limit) return text;
    cut.push(name);
    return sliceWhole(text, limit);
  };
  const input = one('input', item.input);
  const output = one('output', item.output);
  const reference = item.reference === null ? null : one('reference', item.reference);
  const systemPrompt = item.systemPrompt === null ? null : one('system prompt', item.systemPrompt);
  const context = cutTogether(item.context, limit);
  if (context.cut) cut.push('context');
  // Results and errors in call order, as toolResultsText joins them.
  const results = cutTogether(
    item.toolCalls.flatMap((c) => [c.result ?? '', c.error ?? '']),
    limit,
  );
  if (results.cut) cut.push('tool results');
  if (cut.length === 0) return { item, cut };
  const toolCalls = !results.cut
    ? item.toolCalls
    : item.toolCalls.map((call, k) => ({
        ...call,
        result: call.result === null ? null : (results.texts[2 * k] ?? ''),
        error: call.error === null ? null : (results.texts[2 * k + 1] ?? ''),
      }));
  return { item: { ...item, input, output, reference, systemPrompt, context: context.texts, toolCalls }, cut };
}

/**
 * What an item's checks read: the item within the text limit and its text analysis (`text`, the caller's, when
 * nothing was cut; a new one of the cut item otherwise), with the names of the texts cut.
 */
export function readWithinLimit<T extends NormalizedItem>(item: T, text: ItemText): { item: T; text: ItemText; cut: string[] } {
  const limited = withinTextLimit(item);
  return limited.cut.length === 0 ? { item, text, cut: [] } : { item: limited.item, text: new ItemText(limited.item), cut: limited.cut };
}

/** What a check's reason says of texts cut to the limit: "only the first 100,000 characters of the output were read". */
export function cutNote(cut: string[], limit = CHECKED_TEXT_LIMIT): string {
  const names = cut.length === 1 ? cut[0] : `${cut.slice(0, -1).join(', ')} and ${cut[cut.length - 1]}`;
  return `only the first ${limit.toLocaleString('en-US')} characters of the ${names} were read (the limit per text)`;
}

/** What a check's reason says when the item's time budget was spent before it ran. */
export const budgetNote = (budget: ItemBudget): string =>
  `not run: the item's time budget of ${budget.ms.toLocaleString('en-US')} ms was spent before it started`;
