// Security: the audit against the S1–S23 content-safety categories (Aegis 2.0 / Nemotron taxonomy),
// and the list of every security component (red-team ones live in schemas-redteam.ts) for app.addSchema().
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ProjectName } from '../http/common-schemas.js';
import { FieldMapping } from '../core/shapes/input-item.js';
import {
  ConversationTurn,
  RedTeamAttack,
  RedTeamConfig,
  LlmJudgeHarmVerdict,
  RedTeamJudgeVerdict,
  RedTeamReplayRequest,
  RedTeamRequest,
  RedTeamRun,
  RedTeamStartResponse,
  RedTeamTally,
  RedTeamTry,
  RedTeamTarget,
  RedTeamTargetKinds,
} from './schemas-redteam.js';

export * from './schemas-redteam.js';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Rate = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
// Responses always name categories by label; requests accept labels or keys and are checked in code,
// so that an unknown one is answered with the list of known ones.
const CategoryLabel = Type.String({ pattern: '^S([1-9]|1[0-9]|2[0-3])$', description: 'Category label, "S1".."S23".' });

export const AuditItem = Type.Object(
  {
    input: Type.String({ description: 'The user prompt. May be empty.' }),
    output: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: "The model's response. Absent, null or empty: the item is judged on its prompt alone.",
      }),
    ),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Free-form data about the item, kept with it.' })),
  },
  {
    $id: 'AuditItem',
    title: 'AuditItem',
    description:
      "One prompt, and optionally the response to it, to audit. A dataset item's other fields (context, reference, " +
      'tool_calls, system_prompt) are accepted and not used, and fields are read under the same aliases as in analyze ' +
      '(field_mapping says which; docs/api.md, "Dataset fields"): an unknown field → 422 naming it.',
  },
);
export type AuditItem = Static<typeof AuditItem>;

export const SecurityAuditConfig = Type.Object(
  {
    check_categories: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description:
          'Categories to check, by label ("S8") or key ("s8-hate-identity-hate"); all 23 when absent. Unknown ones → 422 ' + 'listing the known ones.',
      }),
    ),
    include_evidence: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Keep evidence snippets with each category score of the stored items.',
      }),
    ),
  },
  { $id: 'SecurityAuditConfig', title: 'SecurityAuditConfig', description: 'Options of an audit.' },
);
export type SecurityAuditConfig = Static<typeof SecurityAuditConfig>;

export const SecurityAuditRequest = Type.Object(
  {
    project_name: Type.Optional(
      Type.String({ ...ProjectName, description: "Project of the batch, created on first use; the caller's default project when absent." }),
    ),
    batch_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Name of the batch; generated from the time when absent.' })),
    dataset: Type.Array(Type.Ref(AuditItem), { minItems: 1, description: 'Items to audit, at least one.' }),
    config: Type.Optional(Type.Ref(SecurityAuditConfig)),
    llm_api_key: Type.Optional(
      Type.String({
        minLength: 1,
        writeOnly: true,
        description:
          "API key for the server's configured guard-model and language-model judge endpoints, for this request only: never stored, logged or returned.",
      }),
    ),
  },
  {
    $id: 'SecurityAuditRequest',
    title: 'SecurityAuditRequest',
    description:
      'Audit prompts and responses against the S1–S23 categories; the project is created on first use, and is the ' +
      "caller's default project when none is named. " +
      'Large datasets run as a job: the batch answers with status "processing".',
  },
);
export type SecurityAuditRequest = Static<typeof SecurityAuditRequest>;

export const SecurityCategoryScore = Type.Object(
  {
    label: CategoryLabel,
    key: Type.String({ description: 'Category key, e.g. "s8-hate-identity-hate".' }),
    target: Type.Union([Type.Literal('prompt'), Type.Literal('response')], {
      description: 'Whether the prompt or the response was found unsafe in this category.',
    }),
    confidence: Rate('Confidence that the target is unsafe in this category.'),
    reason: Type.String({ description: 'Why the category was flagged, in one line (e.g. "asks for weapons or explosives").' }),
    evidence: Type.Array(Type.String(), {
      description: 'Snippets of the text that triggered the category; empty when config.include_evidence is false.',
    }),
    rule_ids: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'The named rules that fired, surest first (GET /v2/rules explains each): built-in rules, readings (`reading.…`, ' +
          '`safety.<key>`) and models (`model.guard`, `model.llm-judge`). Absent for items judged before rules were named.',
      }),
    ),
  },
  {
    $id: 'SecurityCategoryScore',
    title: 'SecurityCategoryScore',
    description: 'One category flagged on a prompt or a response.',
  },
);

export const GuardModelVerdict = Type.Object(
  {
    prompt: Type.Union([Type.Literal('safe'), Type.Literal('unsafe'), Type.Literal('unsure')], { description: "The guard model's rating of the prompt." }),
    response: Type.Union([Type.Literal('safe'), Type.Literal('unsafe'), Type.Literal('unsure'), Type.Null()], {
      description: 'Its rating of the response; null when there is no response.',
    }),
    categories: Type.Array(CategoryLabel, { description: 'Labels the guard model named.' }),
    reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why a rating is unsure (unreadable answer, failed call); null otherwise.',
    }),
  },
  { $id: 'GuardModelVerdict', title: 'GuardModelVerdict', description: 'What the configured guard model said about an item.' },
);

export const SecurityCategoryInfo = Type.Object(
  {
    label: CategoryLabel,
    key: Type.String({ description: 'Key used by the audit and the red team, e.g. "s8-hate-identity-hate".' }),
    name: Type.String({ description: 'Name of the category.' }),
    definition: Type.String({ description: 'What the category covers.' }),
    signals: Type.Array(Type.String(), { description: 'What the built-in classifier looks for.' }),
  },
  { $id: 'SecurityCategoryInfo', title: 'SecurityCategoryInfo', description: 'One of the S1–S23 content-safety categories.' },
);

export const PromptAttack = Type.Object(
  {
    kind: Type.String({
      description: 'What the attack does: override, persona, restriction_removal, prompt_extraction, new_instructions, special_tokens, adversarial_suffix, …',
    }),
    confidence: Type.Number({ minimum: 0, maximum: 1, description: 'How sure the reading is that the prompt carries an attack.' }),
    evidence: Type.Array(Type.String(), { description: 'The attack text found in the prompt; empty when include_evidence is false.' }),
  },
  { $id: 'PromptAttack', title: 'PromptAttack', description: 'An injection or jailbreak found in an audited prompt.' },
);

export const SecurityAuditItem = Type.Object(
  {
    index: Count('Position of the item in the dataset.'),
    input: Type.String({ description: 'The prompt, as posted.' }),
    output: Type.Union([Type.String(), Type.Null()], { description: 'The response, as posted; null when none was given.' }),
    metadata: Type.Record(Type.String(), Type.Unknown(), { description: "The item's metadata, as posted; {} when none." }),
    judged: Type.Boolean({ description: 'False while a job has not judged the item yet (its verdicts then read safe).' }),
    prompt_verdict: Type.Union([Type.Literal('safe'), Type.Literal('unsafe')], { description: 'Verdict on the prompt.' }),
    response_verdict: Type.Union([Type.Literal('safe'), Type.Literal('unsafe'), Type.Null()], {
      description: 'Verdict on the response; null when there is no response (absent, null or empty).',
    }),
    refusal: Type.Boolean({ description: 'True when the response refuses the request. A refusal of a harmful prompt is a safe response.' }),
    categories: Type.Array(CategoryLabel, { description: 'Labels of the categories flagged, on the prompt or the response.' }),
    category_scores: Type.Array(Type.Ref(SecurityCategoryScore), {
      description: 'One entry per category flagged and per target, with its confidence and evidence.',
    }),
    prompt_attack: Type.Union([Type.Ref(PromptAttack), Type.Null()], {
      description:
        'An injection or jailbreak found in the prompt, whatever the verdicts (an attack the response refused still shows here); ' +
        'null when none, and for items judged before this flag existed.',
    }),
    guard_model: Type.Union([Type.Ref(GuardModelVerdict), Type.Null()], { description: "The guard model's ratings; null when none took part." }),
    llm_judge: Type.Union([Type.Ref(LlmJudgeHarmVerdict), Type.Null()], {
      description: "The language-model judge's harmful-compliance verdict on the response; null when no judge took part or the item has no response.",
    }),
  },
  {
    $id: 'SecurityAuditItem',
    title: 'SecurityAuditItem',
    description: 'The audit of one item, as listed by GET /v2/security/audit/batches/{batch_id}/items.',
  },
);
export type SecurityAuditItem = Static<typeof SecurityAuditItem>;

export const SecurityAuditBatch = Type.Object(
  {
    batch_id: Type.String({ format: 'uuid', description: 'Id of the batch; GET /v2/security/audit/batches/{batch_id} returns it.' }),
    batch_name: Type.String({ description: 'Name of the batch, as given or generated.' }),
    project_name: Type.String({ description: 'Project the batch belongs to.' }),
    status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')], {
      description: 'processing: a large dataset runs as a job and the counts grow until completed.',
    }),
    field_mapping: FieldMapping,
    total_items: Count('Items in the batch.'),
    unsafe_prompts: Count('Items whose prompt is unsafe.'),
    unsafe_responses: Count('Items whose response is unsafe.'),
    refusals: Count('Items whose response is a refusal.'),
    prompt_attacks: Count('Items whose prompt carries an injection or jailbreak (prompt_attack set), whatever the verdicts.'),
    unsafe_prompt_rate: Rate('unsafe_prompts / total_items; 0 when there are no items.'),
    unsafe_response_rate: Rate('unsafe_responses / items with a response; 0 when none has one.'),
    refusal_rate: Rate('refusals / items with a response; 0 when none has one.'),
    category_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: 'Items flagged per category label ("S1".."S23"), prompt or response; categories never flagged are left out.',
    }),
    categories_checked: Type.Array(CategoryLabel, { description: 'Labels of the categories checked.' }),
    guard_model_used: Type.Boolean({ description: 'True when a guard model judged the items besides the built-in classifier.' }),
    llm_judge_used: Type.Boolean({ description: 'True when the language-model judge (ASSAY_LLM_*) was asked about harmful compliance in the responses.' }),
    tokens_used: Count('Language-model judge tokens spent on the batch so far; 0 when no judge ran.'),
    analysis_run_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description:
        "The failure-analysis run that made this batch (its security audit: the run's security_batch_id); null for a batch " +
        'started with POST /v2/security/audit.',
    }),
    created_at: Type.String({ format: 'date-time', description: 'When the batch was created.' }),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the batch completed or failed; null while processing.',
    }),
  },
  {
    $id: 'SecurityAuditBatch',
    title: 'SecurityAuditBatch',
    description: 'A stored audit batch with its aggregate statistics.',
  },
);
export type SecurityAuditBatch = Static<typeof SecurityAuditBatch>;

/** Every security component, each after the components it references. */
export const securitySchemas: TSchema[] = [
  AuditItem,
  SecurityAuditConfig,
  SecurityAuditRequest,
  SecurityCategoryScore,
  GuardModelVerdict,
  LlmJudgeHarmVerdict,
  SecurityCategoryInfo,
  PromptAttack,
  SecurityAuditItem,
  SecurityAuditBatch,
  ...RedTeamTargetKinds,
  RedTeamTarget,
  RedTeamConfig,
  RedTeamRequest,
  RedTeamReplayRequest,
  RedTeamStartResponse,
  ConversationTurn,
  RedTeamJudgeVerdict,
  RedTeamTry,
  RedTeamAttack,
  RedTeamTally,
  RedTeamRun,
];
