// The plan of a run: vulnerabilities × attack vectors × attacks_per_vector, each attack built from a base
// attack by its vector with numbers drawn from one seeded generator, so the same request and seed always
// plan the same attacks in the same order.
import { vectorsByKey } from './vectors/registry.js';
import { vulnerabilitiesByKey } from './vulnerabilities/registry.js';

export interface PlannedAttack {
  index: number;
  vector: string;
  vulnerability: string;
  label: string | null;
  /** The base attack the vector wrapped (what the judge reads the answer against). */
  base: string;
  /** The user turns to send, in order. */
  turns: string[];
  /** A replayed attack's tries: the turns of each, to send in order instead of drawing them (runner.ts). */
  replayTries?: string[][] | null;
}

/** mulberry32: a small, fast generator with a 32-bit state; good enough to plan attacks reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The numbers of one try of a retried attack (vectors/types.ts retry): seeded by the run's seed, the attack's
 * index and the try number alone, so a try can be drawn again without drawing those before it.
 */
export function tryRandom(seed: number, index: number, tryNumber: number): () => number {
  let h = Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b) ^ Math.imul(tryNumber, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return seededRandom(h ^ (h >>> 15));
}

export function planAttacks(vectorKeys: string[], vulnerabilityKeys: string[], perVector: number, seed: number): PlannedAttack[] {
  const random = seededRandom(seed);
  const plan: PlannedAttack[] = [];
  for (const vulnerabilityKey of vulnerabilityKeys) {
    const vulnerability = vulnerabilitiesByKey.get(vulnerabilityKey)!;
    for (const vectorKey of vectorKeys) {
      const vector = vectorsByKey.get(vectorKey)!;
      // Base attacks are taken without repeats (shuffled) until each has been used once.
      const order = vulnerability.attacks.map((_, i) => i).sort(() => random() - 0.5);
      for (let k = 0; k < perVector; k++) {
        const baseIndex = order[k % order.length];
        const base = vulnerability.attacks[baseIndex];
        plan.push({
          index: plan.length,
          vector: vectorKey,
          vulnerability: vulnerabilityKey,
          label: vulnerability.label,
          base,
          turns: vector.build({ base, baseIndex, vulnerability, random }),
        });
      }
    }
  }
  return plan;
}
