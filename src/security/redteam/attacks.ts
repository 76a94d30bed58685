// The attacks of a run as the API gives them (the listing and the WebSocket): the service document's fields
// (id, timestamp, input_short, response_short, the vector's and vulnerability's names, status) with the rest
// of what was sent and judged.
import { preview } from '../../core/shapes/run-input.js';
import { errors } from '../../http/errors.js';
import type { Reader } from '../../store/readers.js';
import type { Queryable } from '../../store/store.js';
import { iso } from '../../store/store.js';
import type { RedTeamAttack } from '../schemas-redteam.js';
import * as store from './runs-store.js';
import { vectorsByKey } from './vectors/registry.js';
import { vulnerabilitiesByKey, vulnerabilityName } from './vulnerabilities/registry.js';

/** The tries an attack sent: stored one by one for those sent in tries, else its one try from the conversation. */
function triesOf(a: store.AttackRow): store.AttackTry[] {
  // Tries stored before attacker vectors existed have no attacker fields: they made no attacker call.
  if (a.tries) return a.tries.map((t) => ({ ...t, attacker_calls: t.attacker_calls ?? 0, attacker_tokens: t.attacker_tokens ?? 0 }));
  if (a.status === 'pending') return [];
  const turn = (role: string) => (a.conversation ?? []).filter((t) => t.role === role).map((t) => t.content);
  // The turns the conversation holds (a target that failed mid-way was not sent the rest).
  const sent = turn('user');
  return [
    {
      turns: sent.length ? sent : a.turns,
      answers: turn('assistant'),
      status: a.status,
      error: a.error,
      judge_tokens: a.judge?.llm_judge?.tokens ?? 0,
      attacker_calls: 0,
      attacker_tokens: 0,
    },
  ];
}

export function attackDocument(a: store.AttackRow): RedTeamAttack {
  const tries = triesOf(a);
  // What was sent last: the turns of the last try that sent any (a best-of-N try, a rewrite), else the plan's.
  const sent = [...tries].reverse().find((t) => t.turns.length > 0)?.turns ?? a.turns;
  const prompt = sent[sent.length - 1];
  const vulnerability = vulnerabilitiesByKey.get(a.vulnerability);
  return {
    id: a.id,
    // One moment per attack: when it was settled, or, while it waits, when it was planned.
    timestamp: iso(a.completed_at ?? a.created_at)!,
    // The same cut as the analysis previews: 200 code points, never half a surrogate pair.
    input_short: preview(prompt),
    response_short: a.response === null ? '' : preview(a.response),
    // A key no longer registered (a run stored before its vector or vulnerability was removed) shows as itself.
    attack_vector_name: vectorsByKey.get(a.attack_vector)?.name ?? a.attack_vector,
    vulnerability_name: vulnerability ? vulnerabilityName(vulnerability) : a.vulnerability,
    status: a.status,
    run_id: a.run_id,
    index: a.idx,
    attack_vector_key: a.attack_vector,
    vulnerability_key: a.vulnerability,
    vulnerability_label: a.vulnerability_label,
    turn_count: sent.length,
    prompt,
    conversation: a.conversation ?? [],
    tries,
    response: a.response,
    judge: a.judge,
    error: a.error,
    latency_ms: a.latency_ms,
  };
}

/** A page of the run's attacks that match the filter, and how many match over every page. */
export async function listRunAttacks(
  db: Queryable,
  runId: string,
  reader: Reader,
  filter: store.AttackFilter,
): Promise<{ attacks: RedTeamAttack[]; total: number }> {
  if (!(await store.getRun(db, runId, reader))) throw errors.notFound('Red-team run', runId);
  const [rows, total] = await Promise.all([store.listAttacks(db, runId, filter), store.countAttacks(db, runId, filter)]);
  return { attacks: rows.map(attackDocument), total };
}
