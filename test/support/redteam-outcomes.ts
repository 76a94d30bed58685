// Red-team runs with known results, for tests that compare or show them: the outcomes of a planned run's
// attacks recorded through the store, by "vector|vulnerability", in plan order, without sending anything.
import type { Queryable } from '../../src/store/store.js';
import * as store from '../../src/security/redteam/runs-store.js';

export type OutcomeStatus = 'succeeded' | 'resisted' | 'error' | 'pending';

/** Records the outcomes given per "vector|vulnerability" (the pair's attacks in plan order); the others stay pending. */
export async function recordStatuses(db: Queryable, runId: string, outcomes: Record<string, OutcomeStatus[]>): Promise<void> {
  const seen = new Map<string, number>();
  const recorded: store.AttackOutcome[] = [];
  for (const a of await store.pendingAttacks(db, runId, 10_000)) {
    const pair = `${a.attack_vector}|${a.vulnerability}`;
    const i = seen.get(pair) ?? 0;
    seen.set(pair, i + 1);
    const status = outcomes[pair]?.[i] ?? 'pending';
    if (status === 'pending') continue;
    const failed = status === 'error';
    recorded.push({ id: a.id, status, conversation: [], response: failed ? null : 'answer', judge: null, error: failed ? 'timed out' : null, latency_ms: 1 });
  }
  await store.recordOutcomes(db, runId, recorded);
}
