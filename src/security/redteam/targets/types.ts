// What a red-team target kind is: the `type` that selects it, the shape of its request (an API component), the
// checks a run's start makes on it, and the client a run sends attacks through. Each kind is one file
// beside this one, listed in registry.ts.
import type { Static, TObject } from '@sinclair/typebox';
import type { AddressPolicy } from './address-policy.js';
import type { Turn } from './body-template.js';

export interface TargetClient {
  /** The kind's `type`. */
  type: string;
  /** The system prompt the target runs with, when Assay knows it (demo, openai): for leakage judging. */
  systemPrompt: string | null;
  send(history: Turn[], signal?: AbortSignal): Promise<string>;
}

export interface SendOptions {
  timeoutMs: number;
  retries: number;
  policy: AddressPolicy;
}

export interface TargetKind<S extends TObject = TObject> {
  /** Selects this kind in a request: the literal of the schema's `type` property. */
  type: string;
  /** The kind's request shape; its `$id` names it in the API document, as a member of the RedTeamTarget union. */
  schema: S;
  /** Checks before a run starts (parsable fields, allowed address). Throws with a message for a 422. */
  check(target: Static<S>, policy: AddressPolicy): Promise<void>;
  create(target: Static<S>, options: SendOptions): TargetClient;
}
