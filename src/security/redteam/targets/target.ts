// A red-team target behind one interface: send the conversation so far (ending with a user turn), get the
// answer. Each kind (registry.ts) checks its own request and builds its client; this dispatches by `type`.
import type { RedTeamTarget } from '../../schemas-redteam.js';
import type { AddressPolicy } from './address-policy.js';
import { targetsByType } from './registry.js';
import type { SendOptions, TargetClient, TargetKind } from './types.js';

export type { SendOptions, TargetClient } from './types.js';

function kindOf(target: { type: string }): TargetKind {
  const kind = targetsByType.get(target.type);
  // The request schema admits only registered types, so this is a stored run from a build that knew more.
  if (!kind) throw new Error(`unknown red-team target type "${target.type}"`);
  return kind;
}

/** Checks a target before a run starts: parsable fields, allowed address. Throws with a message for a 422. */
export async function checkTarget(target: RedTeamTarget, policy: AddressPolicy): Promise<void> {
  await kindOf(target).check(target, policy);
}

/** The client of a run's target; the demo target when the run names none. */
export function createTarget(target: RedTeamTarget | undefined, options: SendOptions): TargetClient {
  const chosen = target ?? { type: 'demo' as const };
  return kindOf(chosen).create(chosen, options);
}
