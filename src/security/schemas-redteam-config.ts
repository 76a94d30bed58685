// Red-team runs, how they are sent: the target (a union told apart by `type`, one member per kind in
// redteam/targets/registry.ts) and the run's config. Kept apart from the run's request and documents
// (schemas-redteam.ts) so that neither file grows too long.
import { Type, type Static } from '@sinclair/typebox';
import { targets } from './redteam/targets/registry.js';

// ---- Targets: a union told apart by `type`, one member per kind in redteam/targets/registry.ts ----

/** Each kind's schema, a component of its own: listed before the union that references them. */
export const RedTeamTargetKinds = targets.map((t) => t.schema);

const quoted = targets.map((t) => `"${t.type}"`);
export const RedTeamTarget = Type.Union(
  targets.map((t) => Type.Ref(t.schema)),
  {
    $id: 'RedTeamTarget',
    title: 'RedTeamTarget',
    description: `The system under attack, told apart by "type": ${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}.`,
  },
);
export type RedTeamTarget = Static<typeof RedTeamTarget>;

export const RedTeamConfig = Type.Object(
  {
    seed: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 4294967295,
        description: 'Seed of the plan: the same seed with the same request plans the same attacks. Random when absent.',
      }),
    ),
    concurrency: Type.Optional(Type.Integer({ minimum: 1, maximum: 64, default: 4, description: 'Attacks in flight at once.' })),
    rate_limit_per_second: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 10000,
        description: 'Most requests per second sent to the target; unlimited when absent.',
      }),
    ),
    timeout_seconds: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 600,
        default: 30,
        description: 'Time allowed for one request to the target before it counts as an error.',
      }),
    ),
    max_retries: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10,
        default: 2,
        description: 'Retries, with backoff, of a request that timed out or answered 429 or 5xx.',
      }),
    ),
    best_of_n: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 50,
        default: 10,
        description:
          'Most tries per attack of the best_of_n vector: each try is the request with random capitalisation, character noise ' +
          'and scrambled words, drawn from the seed, the attack and the try number; tries stop at the first success. Each try ' +
          'is a request to the target (it counts toward rate_limit_per_second).',
      }),
    ),
    max_turns: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 20,
        default: 5,
        description:
          'Most rounds of an attacker-model vector per attack: tries of iterative (the plain request, then rewrites), turns of ' +
          'attacker_conversation; each stops at the first success.',
      }),
    ),
    max_attacker_calls: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000000,
        default: 1000,
        description:
          'Most calls to the attacker model in the whole run (rewrites, conversation turns, tailoring to purpose). An attack ' +
          'that needs a call beyond it ends as an error saying so; the run goes on with the others.',
      }),
    ),
    max_model_tokens: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          "Most language-model tokens the run may spend, attacker and judge together; the server's ASSAY_LLM_TOKEN_BUDGET " +
          'when absent, and never more. Beyond it the judge is unsure and attacker vectors stop with an error.',
      }),
    ),
    purpose: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1000,
        description:
          'What the target is for, e.g. "a bank\'s customer-support bot". When given, the attacker model rewrites each base ' +
          'attack as a user of such an application would send it (one call per attack) before the vector wraps it; the ' +
          'rewritten request is stored with the attack and replayed as sent. Needs an attacker model (else 422).',
      }),
    ),
    target: Type.Optional(Type.Ref(RedTeamTarget, { description: 'The system under attack; the demo target when absent.' })),
  },
  {
    additionalProperties: false,
    $id: 'RedTeamConfig',
    title: 'RedTeamConfig',
    description: 'How the run is planned and sent. Absent fields take their defaults.',
  },
);
export type RedTeamConfig = Static<typeof RedTeamConfig>;
