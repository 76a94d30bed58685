// A batch's aggregate statistics from its items' verdicts. Pure; the rates are documented in docs/security.md.
import type { ItemVerdict } from './classify.js';

export interface BatchStats {
  judged_items: number;
  unsafe_prompts: number;
  unsafe_responses: number;
  refusals: number;
  /** Items whose prompt carries an injection or jailbreak (absent in stats stored before the flag). */
  prompt_attacks?: number;
  /** Items that had a response: the base of the response and refusal rates. */
  with_response: number;
  /** Items flagged per label, prompt or response. */
  category_counts: Record<string, number>;
  /** Language-model judge tokens spent on the items (absent in stats stored before judges). */
  tokens_used?: number;
}

export const emptyStats = (): BatchStats => ({
  judged_items: 0,
  unsafe_prompts: 0,
  unsafe_responses: 0,
  refusals: 0,
  prompt_attacks: 0,
  with_response: 0,
  category_counts: {},
  tokens_used: 0,
});

export function addVerdict(stats: BatchStats, v: ItemVerdict & { prompt_attack?: unknown; llm_judge?: { tokens?: number } | null }): BatchStats {
  stats.judged_items++;
  stats.tokens_used = (stats.tokens_used ?? 0) + (v.llm_judge?.tokens ?? 0);
  if (v.prompt_verdict === 'unsafe') stats.unsafe_prompts++;
  if (v.response_verdict !== null) stats.with_response++;
  if (v.response_verdict === 'unsafe') stats.unsafe_responses++;
  if (v.refusal) stats.refusals++;
  if (v.prompt_attack) stats.prompt_attacks = (stats.prompt_attacks ?? 0) + 1;
  for (const label of v.categories) stats.category_counts[label] = (stats.category_counts[label] ?? 0) + 1;
  return stats;
}

/** Two batches' statistics as one (added into `into`): the statistics of their items together. */
export function mergeStats(into: BatchStats, other: BatchStats): BatchStats {
  into.judged_items += other.judged_items;
  into.tokens_used = (into.tokens_used ?? 0) + (other.tokens_used ?? 0);
  into.unsafe_prompts += other.unsafe_prompts;
  into.unsafe_responses += other.unsafe_responses;
  into.refusals += other.refusals;
  into.prompt_attacks = (into.prompt_attacks ?? 0) + (other.prompt_attacks ?? 0);
  into.with_response += other.with_response;
  for (const [label, n] of Object.entries(other.category_counts)) into.category_counts[label] = (into.category_counts[label] ?? 0) + n;
  return into;
}

const rate = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 10000) / 10000);

/** The statistics fields of SecurityAuditBatch; category_counts in S-order. */
export function statsFields(stats: BatchStats, totalItems: number) {
  const ordered = Object.entries(stats.category_counts).sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)));
  return {
    total_items: totalItems,
    unsafe_prompts: stats.unsafe_prompts,
    unsafe_responses: stats.unsafe_responses,
    refusals: stats.refusals,
    prompt_attacks: stats.prompt_attacks ?? 0,
    unsafe_prompt_rate: rate(stats.unsafe_prompts, totalItems),
    unsafe_response_rate: rate(stats.unsafe_responses, stats.with_response),
    refusal_rate: rate(stats.refusals, stats.with_response),
    category_counts: Object.fromEntries(ordered),
  };
}
