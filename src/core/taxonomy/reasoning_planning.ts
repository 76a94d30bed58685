// Reasoning & planning: errors in the model's own reasoning. Arithmetic can be re-computed; contradiction
// and leaps need a judge; plan checks need an agent trace to compare the plan with what was done.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'reasoning_planning',
  bucket_name: 'Reasoning & planning',
  description: 'The reasoning is wrong: miscalculations, contradictions, unjustified conclusions, or an agent that strays from or abandons its plan.',
  subcategories: [
    {
      subcategory_id: 'arithmetic_error',
      subcategory_name: 'Arithmetic error',
      description: 'A calculation written in the answer gives the wrong result.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'An expression such as "a + b = c" or "a × b = c" whose stated result is wrong when recomputed',
        'A percentage or total that does not match the figures it is derived from',
        'A sum of listed items that differs from the stated total',
      ],
      examples: ['"3 items at $12 each come to $38."', '"Revenue rose from 200 to 250, an increase of 20%."'],
      remediation:
        'Give the model a calculator or code tool for arithmetic; ask it to show the working; recompute figures in the ' +
        'application for anything financial.',
      related_security_categories: [],
      related_eval_metrics: ['exact_match'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'self_contradiction',
      subcategory_name: 'Self-contradiction',
      description: 'The answer states two things that cannot both be true.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'llm_judge',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Two sentences about the same subject with opposite polarity',
        'Two different values given for the same quantity',
        'A conclusion that contradicts an earlier statement in the same answer',
        'A judge rates the answer as internally inconsistent',
      ],
      examples: [
        '"The plan includes free shipping. … Shipping costs $5 on this plan."',
        '"Yes, it is compatible with Windows." followed by "It only runs on macOS."',
      ],
      remediation:
        'Lower the temperature; ask for a short answer with one conclusion; add a self-check step that reads the draft ' +
        'for conflicting statements before returning it.',
      related_security_categories: [],
      related_eval_metrics: [],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'logical_leap',
      subcategory_name: 'Logical leap',
      description: 'The answer reaches a conclusion that its stated premises or evidence do not justify.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'llm_judge',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Causal wording ("therefore", "so", "this proves") joining unrelated statements',
        'A general rule drawn from a single example',
        'A recommendation with no reason given for it',
        'A judge rates the reasoning as unsupported',
      ],
      examples: ['"Sales fell in March, so the new logo caused the decline."', '"One user reported the bug, therefore every installation is affected."'],
      remediation:
        'Ask the model to list its reasons before the conclusion; require evidence for causal claims; review prompts ' +
        'that push for confident single answers.',
      related_security_categories: [],
      related_eval_metrics: [],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'plan_deviation',
      subcategory_name: 'Plan deviation',
      description: 'An agent states a plan, then performs different steps without saying why.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'hybrid',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'Planned steps in a span that have no matching tool call or span later in the trace',
        'Tool calls in the trace that the plan never mentioned',
        'Steps carried out in a different order than planned where the order matters',
        'A judge rates the executed steps as not following the plan',
      ],
      examples: [
        'The plan says "1. search flights 2. confirm with user 3. book"; the agent books without confirming.',
        'The plan is to query the orders table; the agent queries the users table instead.',
      ],
      remediation:
        'Make the plan an explicit, checked structure the orchestrator follows; require the agent to record a reason ' +
        'when it changes plan; add guard steps (such as confirmation) in code.',
      related_security_categories: [],
      related_eval_metrics: ['completeness'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'goal_abandonment',
      subcategory_name: 'Goal abandonment',
      description: "An agent stops working toward the user's goal and ends with a partial result or an unrelated task.",
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'hybrid',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        "The trace ends with the goal's key steps never attempted",
        'The final answer addresses a sub-task or a different task than the one requested',
        'Phrases such as "I was unable to" or "you may want to" after few attempts',
        'A judge rates the final state as not meeting the goal',
      ],
      examples: [
        'Asked to fix a failing test, the agent reformats the file and reports done.',
        'Asked to compile a report from three sources, the agent reads one and stops.',
      ],
      remediation:
        'Restate the goal in every agent step; add a completion check against the goal before finishing; raise step ' +
        'budgets where tasks are cut short and surface failures to the user.',
      related_security_categories: [],
      related_eval_metrics: ['completeness'],
      gates_ci_by_default: false,
    },
  ],
};
