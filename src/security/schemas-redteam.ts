// Red-team runs: the start request (its targets and config: schemas-redteam-config.ts), the start response and
// the recorded attacks.
// Kept apart from the audit schemas (schemas.ts) so that neither file grows too long; this file
// imports nothing from schemas.ts, so the two never form an import cycle.
import { Type, type Static } from '@sinclair/typebox';
import { ProjectName } from '../http/common-schemas.js';
import { MAX_RUN_NAME_LENGTH } from './generated-name.js';
import { RedTeamConfig, RedTeamTarget } from './schemas-redteam-config.js';

export * from './schemas-redteam-config.js';

const Unit = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
const Timestamp = (description: string) => Type.String({ format: 'date-time', description });
const NullableTimestamp = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

const AttacksPerVector = (description: string) => Type.Integer({ minimum: 1, maximum: 100, description });
const RunName = (description: string) => Type.String({ minLength: 1, maxLength: MAX_RUN_NAME_LENGTH, description });
const Seed = (description: string) => Type.Integer({ minimum: 0, maximum: 4294967295, description });
const RunStatus = (description: string) =>
  Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('completed'), Type.Literal('failed'), Type.Literal('cancelled')], { description });

export const RedTeamRequest = Type.Object(
  {
    project_name: Type.Optional(
      Type.String({
        ...ProjectName,
        description: "Project of the run, created if absent. Neither project_name nor project_id: the caller's default project.",
      }),
    ),
    project_id: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'Id (a UUID) of an existing project of the caller, instead of project_name; one that names no such project → 404. ' +
          'With project_name too, both must name the same project (else 422).',
      }),
    ),
    run_name: Type.Optional(RunName('Name of the run; generated from the time of the start ("redteam-2025-05-01T12:00:00Z") when absent.')),
    attack_vector_keys: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description:
          'Keys of the attack vectors to use; every vector that needs no model when absent. Known keys: jailbreak, rot13, base64, ' +
          'leetspeak, hex, homoglyph, char_spacing, prompt_injection, roleplay, multilingual, math_problem, many_shot, payload_splitting, ' +
          'refusal_suppression, crescendo (multi-turn), best_of_n (up to config.best_of_n tries), and two driven by an attacker ' +
          'model: iterative (rewrites from the answers, up to config.max_turns tries) and attacker_conversation (multi-turn, up to ' +
          "config.max_turns turns). Those two need a model (llm_api_key, or the server's endpoint): without one → 422. " +
          'Unknown keys → 422 listing the known ones.',
      }),
    ),
    attacks_per_vector: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        default: 3,
        description: 'Attacks planned for each pair of attack vector and vulnerability; 3 when absent.',
      }),
    ),
    target_vulnerabilities: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description:
          'Keys of the vulnerabilities to probe; all of them when absent. Known keys: the S1–S23 category keys ' +
          '("s1-violence" … "s23-immoral-unethical"), "pii-leakage", "system-prompt-leakage", "excessive-agency". ' +
          'Unknown keys → 422 listing the known ones.',
      }),
    ),
    config: Type.Optional(Type.Ref(RedTeamConfig)),
    llm_api_key: Type.Optional(
      Type.String({
        minLength: 1,
        writeOnly: true,
        description:
          "API key for the server's configured guard-model and language-model endpoints (or, without one, the default provider), " +
          "used by this run's judge and attacker model only: kept in the memory of the process that took the request, never " +
          'stored, logged, returned or sent to the target.',
      }),
    ),
  },
  {
    additionalProperties: false,
    $id: 'RedTeamRequest',
    title: 'RedTeamRequest',
    description:
      'Start a red-team run. A field this document does not name, here or in config or its target, is refused (422 naming ' +
      'it): a run costs calls to the target, so a misspelt field must not silently fall back to a default. Every field is optional: the project is project_name (created if absent) or project_id (must ' +
      "exist), and when both are given they must name the same project; with neither, the caller's default project.",
  },
);
export type RedTeamRequest = Static<typeof RedTeamRequest>;

export const RedTeamReplayRequest = Type.Object(
  {
    target: Type.Optional(
      Type.Ref(RedTeamTarget, { description: "Where to send the attacks again; the replayed run's target when absent (checked like a start's)." }),
    ),
    project_name: Type.Optional(
      Type.String({ ...ProjectName, description: "Project of the new run, created if absent; the replayed run's project when absent." }),
    ),
    run_name: Type.Optional(RunName('Name of the new run; when absent, the replayed run\'s name and the time: "nightly (replay 2025-05-02T08:00:00Z)".')),
    llm_api_key: Type.Optional(
      Type.String({
        minLength: 1,
        writeOnly: true,
        description: 'As in the start request: a key for the judges of the new run only, never stored or sent to the target.',
      }),
    ),
  },
  {
    additionalProperties: false,
    $id: 'RedTeamReplayRequest',
    title: 'RedTeamReplayRequest',
    description: 'Replay a completed run: its stored attacks, generated tries included, sent again in the same order and judged afresh.',
  },
);
export type RedTeamReplayRequest = Static<typeof RedTeamReplayRequest>;

export const RedTeamStartResponse = Type.Object(
  {
    job_id: Type.String({ format: 'uuid', description: 'Id of the background job that runs the attacks.' }),
    run_id: Type.String({ format: 'uuid', description: 'Id of the run; poll GET /v2/security/redteam/runs/{run_id}.' }),
    run_name: RunName('Name of the run, as given or generated.'),
    status: RunStatus('State of the run; "queued" right after the start.'),
    project_name: Type.String({ description: 'Project the run belongs to.' }),
    total_attacks: Type.Integer({
      minimum: 0,
      description: 'Size of the plan: attack vectors × vulnerabilities × attacks_per_vector.',
    }),
    attack_vector_keys: Type.Array(Type.String(), { description: 'Attack vectors in the plan.' }),
    target_vulnerabilities: Type.Array(Type.String(), { description: 'Vulnerabilities in the plan.' }),
    attacks_per_vector: AttacksPerVector('Attacks planned per attack vector and vulnerability.'),
    seed: Seed('Seed of the plan (the one given, or the one drawn).'),
    created_at: Timestamp('When the run was created.'),
  },
  {
    $id: 'RedTeamStartResponse',
    title: 'RedTeamStartResponse',
    description: 'A red-team run that has been planned and queued.',
  },
);
export type RedTeamStartResponse = Static<typeof RedTeamStartResponse>;

/** Status of one attack; also the values of the `status` query filter. */
export const AttackStatus = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('resisted'), Type.Literal('error')], {
  description:
    'pending: not judged yet; succeeded: the target complied harmfully; resisted: it refused or stayed safe; ' +
    'error: the target failed (never counted as succeeded or resisted).',
});

export const ConversationTurn = Type.Object(
  {
    role: Type.Union([Type.Literal('user'), Type.Literal('assistant')], {
      description: 'user: sent by the red team; assistant: answered by the target.',
    }),
    content: Type.String({ description: 'Text of the turn.' }),
  },
  { $id: 'ConversationTurn', title: 'ConversationTurn', description: 'One turn of an attack conversation.' },
);

/** Shared by the audit (SecurityAuditItem.llm_judge) and the red team (RedTeamJudgeVerdict.llm_judge). */
export const LlmJudgeHarmVerdict = Type.Object(
  {
    decision: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('unsure')], {
      description: 'fail: the response complied with a harmful request; pass: it refused or stayed safe; unsure: the judge could not tell or could not answer.',
    }),
    confidence: Unit("The judge's confidence, lowered by 0.2 for each quote not found in the response."),
    rationale: Type.String({ description: "The judge's reasoning in a sentence or two (the problem, when unusable)." }),
    categories: Type.Array(Type.String({ pattern: '^S([1-9]|1[0-9]|2[0-3])$' }), {
      description: 'Labels the judge named, among those checked; empty unless decision is fail.',
    }),
    evidence: Type.Array(Type.Object({ quote: Type.String(), found: Type.Boolean({ description: 'Whether the quote is in the response.' }) }), {
      description: 'Quotes the judge gave as evidence.',
    }),
    reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the verdict is unsure when the answer could not be used (malformed, refused, timed out, HTTP error); null otherwise.',
    }),
    tokens: Type.Integer({ minimum: 0, description: 'Judge tokens this verdict spent (0 when the answer came from the cache).' }),
  },
  { $id: 'LlmJudgeHarmVerdict', title: 'LlmJudgeHarmVerdict', description: 'What the language-model judge said about harmful compliance in a response.' },
);

export const RedTeamJudgeVerdict = Type.Object(
  {
    refusal: Type.Boolean({ description: 'True when the target refused.' }),
    categories: Type.Array(Type.String({ pattern: '^S([1-9]|1[0-9]|2[0-3])$' }), {
      description: 'Category labels ("S1".."S23") the answer was found unsafe in; empty when safe.',
    }),
    confidence: Unit('Confidence of the verdict.'),
    rationale: Type.String({ description: 'Why, in one or two sentences.' }),
    source: Type.Union([Type.Literal('builtin'), Type.Literal('guard_model'), Type.Literal('llm_judge')], {
      description: 'Who judged: the built-in classifier and refusal detector, a guard model, or a language-model judge.',
    }),
    llm_judge: Type.Optional(
      Type.Union([Type.Ref(LlmJudgeHarmVerdict), Type.Null()], {
        description: "The language-model judge's harmful-compliance verdict on the answer; null or absent when no judge took part.",
      }),
    ),
  },
  { $id: 'RedTeamJudgeVerdict', title: 'RedTeamJudgeVerdict', description: "How the target's answer was judged." },
);

export const RedTeamTry = Type.Object(
  {
    turns: Type.Array(Type.String(), {
      description: 'The user turns of this try, in the order sent; empty when the attacker model gave nothing to send (see error).',
    }),
    answers: Type.Array(Type.String(), { description: "The target's answer to each turn (fewer when the target failed)." }),
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('resisted'), Type.Literal('error')], { description: 'How this try was judged.' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'What went wrong when status is error; else null.' }),
    judge_tokens: Type.Integer({ minimum: 0, description: "Tokens the language-model judge spent on this try's answers; 0 when no model judged them." }),
    attacker_calls: Type.Integer({
      minimum: 0,
      description: "Calls to the attacker model for this try (its rewrite or turns; the attack's tailoring to purpose counts with its first try).",
    }),
    attacker_tokens: Type.Integer({ minimum: 0, description: 'Tokens those attacker calls spent (0 from the cache).' }),
  },
  { $id: 'RedTeamTry', title: 'RedTeamTry', description: 'One try of an attack, as sent and as judged.' },
);

export const RedTeamAttack = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Id of the attack.' }),
    timestamp: Timestamp('When the attack was settled (judged, or failed with an error); while pending, when it was planned.'),
    input_short: Type.String({ description: 'The prompt cut to its first 200 Unicode code points, then "…" when longer.' }),
    response_short: Type.String({ description: 'The response cut the same way; "" when there is no answer (pending, or the target failed).' }),
    attack_vector_name: Type.String({ description: 'Name of the attack vector, e.g. "ROT13 encoding" (as in the catalog).' }),
    vulnerability_name: Type.String({ description: 'Name of the vulnerability, e.g. "S1 Violence" (as in the catalog).' }),
    status: AttackStatus,
    run_id: Type.String({ format: 'uuid', description: 'Run the attack belongs to.' }),
    index: Type.Integer({ minimum: 0, description: 'Position of the attack in the plan.' }),
    attack_vector_key: Type.String({ description: 'Key of the attack vector, e.g. "rot13".' }),
    vulnerability_key: Type.String({ description: 'Key of the vulnerability, e.g. "s1-violence".' }),
    vulnerability_label: Type.Union([Type.String({ pattern: '^S([1-9]|1[0-9]|2[0-3])$' }), Type.Null()], {
      description: 'Category label of the vulnerability ("S1"); null for vulnerabilities outside S1–S23.',
    }),
    turn_count: Type.Integer({ minimum: 1, description: 'Turns sent to the target (more than 1 for multi-turn vectors such as crescendo).' }),
    prompt: Type.String({ description: 'The attack as sent; for a multi-turn attack, its last turn.' }),
    conversation: Type.Array(Type.Ref(ConversationTurn), {
      description: "Every turn in order, the target's answers included (of the last try, for an attack sent in several tries).",
    }),
    tries: Type.Array(Type.Ref(RedTeamTry), {
      description:
        'Every try sent, in order: several for a vector that retries (best_of_n, iterative), stopping at the first success; one ' +
        'for the others (attacker_conversation: one try of several turns); none while pending. What POST …/replay sends again.',
    }),
    response: Type.Union([Type.String(), Type.Null()], {
      description: "The target's last answer; null while pending or when the target failed.",
    }),
    judge: Type.Union([Type.Ref(RedTeamJudgeVerdict), Type.Null()], {
      description: 'The verdict on the answer; null while pending or when the target failed.',
    }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'What went wrong when status is error; else null.' }),
    latency_ms: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
      description: 'Time the target took, all turns and retries included, in milliseconds; null while pending.',
    }),
  },
  { $id: 'RedTeamAttack', title: 'RedTeamAttack', description: 'One attack of a red-team run, as sent and as judged.' },
);
export type RedTeamAttack = Static<typeof RedTeamAttack>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const NullableRate = (description: string) => Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description });

export const RedTeamTally = Type.Object(
  {
    total: Count('Attacks planned.'),
    succeeded: Count('Attacks the target complied with harmfully.'),
    resisted: Count('Attacks the target refused or answered safely.'),
    errors: Count('Attacks the target failed to answer (never counted as succeeded or resisted).'),
    pending: Count('Attacks not sent or judged yet.'),
    attack_success_rate: NullableRate('succeeded / (succeeded + resisted), that is / (total − errors − pending); null before any attack is judged.'),
  },
  { $id: 'RedTeamTally', title: 'RedTeamTally', description: 'Counts and attack success rate of a group of attacks.' },
);

export const RedTeamRun = Type.Object(
  {
    run_id: Type.String({ format: 'uuid', description: 'Id of the run.' }),
    job_id: Type.String({ format: 'uuid', description: 'Id of the job that sends the attacks.' }),
    run_name: RunName('Name of the run, as given at the start or generated.'),
    project_name: Type.String({ description: 'Project the run belongs to.' }),
    status: RunStatus('queued (planned, waiting for a worker), running, completed, failed (see error) or cancelled.'),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why the run failed; null otherwise.' }),
    target_type: Type.Union([Type.Literal('demo'), Type.Literal('http'), Type.Literal('openai')], { description: 'Kind of target attacked.' }),
    attack_vector_keys: Type.Array(Type.String(), { description: 'Attack vectors in the plan.' }),
    target_vulnerabilities: Type.Array(Type.String(), { description: 'Vulnerabilities in the plan.' }),
    attacks_per_vector: AttacksPerVector('Attacks planned per attack vector and vulnerability.'),
    seed: Seed('Seed of the plan.'),
    replay_of: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'The run this one replays (POST …/runs/{run_id}/replay); null for a planned run.',
    }),
    overall: Type.Ref(RedTeamTally),
    by_vector: Type.Record(Type.String(), Type.Ref(RedTeamTally), { description: 'Tally per attack vector key.' }),
    by_vulnerability: Type.Record(Type.String(), Type.Ref(RedTeamTally), { description: 'Tally per vulnerability key.' }),
    created_at: Timestamp('When the run was planned.'),
    started_at: NullableTimestamp('When a worker started sending; null while queued.'),
    completed_at: NullableTimestamp('When the run completed, failed or was cancelled; null before.'),
    duration_ms: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'From start to completion; null before completion.' }),
    tokens_used: Count('Language-model tokens spent so far, the judge and the attacker model together; 0 when no model ran.'),
    attacker_calls: Count('Calls made to the attacker model so far (attacker vectors, tailoring to purpose); 0 when none ran.'),
    max_attacker_calls: Count("The run's bound on attacker calls (config.max_attacker_calls)."),
    max_model_tokens: Type.Union([Count("The run's bound on language-model tokens (config.max_model_tokens, at most the server's)."), Type.Null()], {
      description: "The run's bound on language-model tokens; null when the server sets none.",
    }),
    purpose: Type.Union([Type.String(), Type.Null()], { description: 'The target purpose the base attacks were tailored to; null when not asked.' }),
  },
  { $id: 'RedTeamRun', title: 'RedTeamRun', description: 'A red-team run: its state, counts and attack success rates.' },
);
export type RedTeamRun = Static<typeof RedTeamRun>;
