// What an attack vector is: metadata plus one pure function that turns a base attack into the turns sent to
// the target. Adding one is adding a file here and listing it in registry.ts.
import type { Vulnerability } from '../vulnerabilities/types.js';

export interface VectorInput {
  /** The base attack (a plain request, in English). */
  base: string;
  /** Its position among the vulnerability's base attacks (for translations and examples). */
  baseIndex: number;
  vulnerability: Vulnerability;
  /** Seeded random numbers in [0, 1): the same seed gives the same attack. */
  random: () => number;
}

export interface AttackVector {
  key: string;
  name: string;
  description: string;
  /** True when the vector sends several user turns, each after the target's previous answer. */
  multiTurn: boolean;
  /** Pure: the user turns to send, in order (one for single-turn vectors). */
  build(input: VectorInput): string[];
  /**
   * Present on vectors that try again while the target resists: the runner sends try 1, 2, … in order, judging
   * each, and stops at the first success (or error). Each try's numbers come from a generator seeded by the
   * run's seed, the attack's index and the try number (plan.ts tryRandom), so every try is reproducible.
   */
  retry?: {
    /** Most tries per attack for the run's settings. */
    maxTries(settings: { best_of_n?: number }): number;
    /** Pure: the user turns of try `tryNumber` (from 1), from the planned attack. */
    build(input: RetryInput, tryNumber: number): string[];
  };
}

export interface RetryInput {
  base: string;
  /** The turns the plan built (what `build` returned). */
  turns: string[];
  random: () => number;
}

/** One of the items, chosen with the seeded random numbers. */
export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length];
