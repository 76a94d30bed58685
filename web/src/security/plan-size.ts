// The size of a red-team plan as the API computes it (attack vectors × vulnerabilities × attacks_per_vector,
// src/security/redteam/service.ts), with the API's limits, so the form's count is the plan the server makes
// and a count it would refuse is said before starting. Pure.

/** attacks_per_vector: a whole number from 1 to this (RedTeamRequest). */
export const MAX_ATTACKS_PER_VECTOR = 100;
/** The most attacks one run may plan (MAX_ATTACKS). */
export const MAX_PLANNED_ATTACKS = 50_000;

export type PlanSize = { attacks: number; problem?: undefined } | { attacks?: undefined; problem: string };

/** The plan for the chosen keys (duplicates count once, as on the server) and the per-vector field as typed. */
export function planSize(vectorKeys: readonly string[], vulnerabilityKeys: readonly string[], perVectorTyped: string): PlanSize {
  const perVector = Number(perVectorTyped);
  if (perVectorTyped.trim() === '' || !Number.isInteger(perVector) || perVector < 1 || perVector > MAX_ATTACKS_PER_VECTOR) {
    return { problem: `Attacks per vector and vulnerability must be a whole number from 1 to ${MAX_ATTACKS_PER_VECTOR}.` };
  }
  const vectors = new Set(vectorKeys).size;
  const vulnerabilities = new Set(vulnerabilityKeys).size;
  if (vectors === 0 || vulnerabilities === 0) return { problem: 'Choose at least one attack vector and one vulnerability.' };
  const attacks = vectors * vulnerabilities * perVector;
  if (attacks > MAX_PLANNED_ATTACKS) {
    return { problem: `${attacks.toLocaleString()} attacks is more than the ${MAX_PLANNED_ATTACKS.toLocaleString()} a run may plan: choose fewer.` };
  }
  return { attacks };
}
