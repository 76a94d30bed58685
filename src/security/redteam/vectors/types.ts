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
  /**
   * Present on vectors driven by an attacker model (they need one: a run that names them without a model is
   * refused at submit). The runner (attacker-loop.ts) asks the model for each round's turn with these
   * instructions, sends it, judges the answer and stops at the first success or after config.max_turns rounds.
   */
  attacker?: AttackerStrategy;
}

/** How an attacker-model vector plays its rounds. */
export interface AttackerStrategy {
  /**
   * refine: each round is a new single-turn try, the attack rewritten from the last answer and its score (the
   * first round sends the planned request as it is); converse: each round adds the model's next user turn to
   * one conversation with the target (one try, as many turns as rounds).
   */
  mode: 'refine' | 'converse';
  /** Pure: the system message and the prompt that ask the attacker model for this round's turn. */
  instructions(state: AttackerState): { system: string; prompt: string };
}

/** What the attacker model is told before a round. */
export interface AttackerState {
  /** The harmful request the attack is after (the base attack, tailored to the target's purpose when asked). */
  goal: string;
  /** The target's stated purpose (config.purpose), when given. */
  purpose: string | null;
  vulnerability: Vulnerability;
  /** This round, from 1, and the most rounds the run allows (config.max_turns). */
  round: number;
  maxRounds: number;
  /** The rounds so far, in order. */
  history: AttackerRound[];
}

/** One round as the attacker sees it afterwards: what was sent, what the target answered, how it was judged. */
export interface AttackerRound {
  sent: string;
  answer: string;
  /** 1 (refused outright) … 10 (the goal was reached), from the red team's judgement. */
  score: number;
  /** The judgement's reason in a sentence. */
  feedback: string;
}

export interface RetryInput {
  base: string;
  /** The turns the plan built (what `build` returned). */
  turns: string[];
  random: () => number;
}

/** One of the items, chosen with the seeded random numbers. */
export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length];
