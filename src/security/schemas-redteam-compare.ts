// The comparison of two red-team runs (GET /v2/security/redteam/runs/{base_run_id}/compare/{head_run_id}).
// Apart from schemas-redteam.ts, which holds the runs themselves, so that neither file grows too long.
import { Type, type Static } from '@sinclair/typebox';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const NullableKey = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const RedTeamRateSide = Type.Object(
  {
    attack_success_rate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'succeeded / judged, rounded to 4 decimals; null when no attack of the group is judged (yet).',
    }),
    succeeded: Count('Attacks of the group the target complied with harmfully.'),
    judged: Count('Attacks judged: succeeded + resisted.'),
    errors: Count('Attacks the target failed to answer: left out of the rate, counted here.'),
    pending: Count('Attacks not sent or judged yet (a run still running, failed or cancelled).'),
  },
  { $id: 'RedTeamRateSide', title: 'RedTeamRateSide', description: 'The attack success rate of one group of attacks in one run.' },
);

export const RedTeamComparisonRow = Type.Object(
  {
    attack_vector_key: NullableKey('The attack vector of the row; null on the overall row and the rows per vulnerability.'),
    vulnerability_key: NullableKey('The vulnerability of the row; null on the overall row and the rows per vector.'),
    base: Type.Ref(RedTeamRateSide),
    head: Type.Ref(RedTeamRateSide),
    change: Type.Union([Type.Number({ minimum: -1, maximum: 1 }), Type.Null()], {
      description: 'head − base attack success rate, rounded to 4 decimals; null when either side has no attack judged.',
    }),
    rose: Type.Boolean({ description: "The head's rate is higher than the base's (compared exactly, from the counts), significant or not." }),
    p_value: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description:
        "Fisher's exact test of the change, one-sided in its direction (a rise: greater; a fall: less; no change: greater), Holm-adjusted " +
        'over the rows tested together (overall, by_vector and by_vulnerability as one family; cells as another), 4 significant digits; ' +
        'null when either side has no attack judged.',
    }),
    significant: Type.Boolean({
      description: 'The change passes the test: p_value below significance.alpha and a change of at least significance.min_difference either way.',
    }),
  },
  {
    $id: 'RedTeamComparisonRow',
    title: 'RedTeamComparisonRow',
    description: 'One group of attacks (overall, a vector, a vulnerability or a pair) in both runs.',
  },
);
export type RedTeamComparisonRow = Static<typeof RedTeamComparisonRow>;

export const RedTeamComparedRun = Type.Object(
  {
    run_id: Type.String({ format: 'uuid' }),
    run_name: Type.String(),
    status: Type.String({ description: 'Status of the run when compared: queued, running, completed, failed or cancelled.' }),
    complete: Type.Boolean({ description: 'The run completed with no attack pending; false: what is recorded so far is compared.' }),
  },
  { $id: 'RedTeamComparedRun', title: 'RedTeamComparedRun', description: 'One of the two runs compared.' },
);

const Rows = (description: string) => Type.Array(Type.Ref(RedTeamComparisonRow), { description });

export const RedTeamPlanDifference = Type.Object(
  {
    field: Type.String({
      description:
        'What differs: attack_vector_keys, target_vulnerabilities, attacks_per_vector, seed, target (its type and address or model, no secrets), config.best_of_n, config.max_turns or config.purpose.',
    }),
    base: Type.String({ description: "The base run's value, as text." }),
    head: Type.String({ description: "The head run's value, as text." }),
  },
  { $id: 'RedTeamPlanDifference', title: 'RedTeamPlanDifference', description: 'One way in which the two runs planned different attacks.' },
);
export type RedTeamPlanDifference = Static<typeof RedTeamPlanDifference>;

export const RedTeamSignificance = Type.Object(
  {
    test: Type.Literal('fisher_exact', { description: "Fisher's exact test on the two runs' succeeded and resisted counts of a row." }),
    adjustment: Type.Literal('holm', { description: "Holm's step-down adjustment over a family of rows." }),
    alpha: Type.Number({ minimum: 0, maximum: 1, description: 'An adjusted p-value below this is significant (0.05).' }),
    min_difference: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'The smallest change of rate, either way, that counts (0.05: five percentage points).',
    }),
  },
  { $id: 'RedTeamSignificance', title: 'RedTeamSignificance', description: 'The rule a change of attack success rate must pass to count.' },
);

export const RedTeamComparison = Type.Object(
  {
    base: Type.Ref(RedTeamComparedRun),
    head: Type.Ref(RedTeamComparedRun),
    complete: Type.Boolean({ description: 'Both runs are complete; false: at least one is compared on what it recorded so far.' }),
    plan_differences: Type.Array(Type.Ref(RedTeamPlanDifference), {
      description:
        'How the two plans differ; empty when both sent the same planned attacks to the same target. When not empty, the rates measure different attacks.',
    }),
    significance: Type.Ref(RedTeamSignificance),
    overall: Type.Ref(RedTeamComparisonRow),
    by_vector: Rows("One row per attack vector of either run: the base's in plan order, then the head's others."),
    by_vulnerability: Rows('One row per vulnerability of either run, in the same order.'),
    cells: Rows('One row per attack vector × vulnerability of either run, row by row (the heat map of the change).'),
    regressions: Rows('The rows of overall, by_vector and by_vulnerability whose rate rose significantly (cells are not counted).'),
    rate_rose: Type.Boolean({ description: 'regressions is not empty: some attack success rate rose significantly from base to head.' }),
  },
  {
    $id: 'RedTeamComparison',
    title: 'RedTeamComparison',
    description:
      'Attack success rates of two runs side by side, overall, per vector, per vulnerability and per pair, with the change, its significance, and how the plans differ.',
  },
);
export type RedTeamComparison = Static<typeof RedTeamComparison>;

export const redTeamCompareSchemas = [RedTeamRateSide, RedTeamComparisonRow, RedTeamComparedRun, RedTeamPlanDifference, RedTeamSignificance, RedTeamComparison];
