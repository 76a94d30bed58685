// Tool use: an agent calls tools wrongly or misreports what they did. Most checks read the item's
// tool_calls; action_claimed_without_call needs none, since its signal is exactly that none were made.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'tool_use',
  bucket_name: 'Tool use',
  description: 'The model calls tools with bad arguments, repeats or leaves calls unanswered, ignores tool errors, or misstates what tools did.',
  subcategories: [
    {
      subcategory_id: 'malformed_tool_arguments',
      subcategory_name: 'Malformed tool arguments',
      description: "A tool call's arguments are not valid JSON, or miss required fields, or have values of the wrong type.",
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['tool_calls'],
      signals: [
        'The arguments string of a call fails to parse as JSON',
        "A required parameter of the tool's schema is missing",
        'A value of the wrong type (string for number, object for array)',
        'Empty or placeholder values such as "<city>" or "string"',
      ],
      examples: [
        'get_weather called with arguments "{city: Paris" (unquoted key, missing brace).',
        'create_invoice called with {"amount": "forty"} where amount must be a number.',
      ],
      remediation:
        "Use strict function-calling or structured output with the tool's JSON Schema; validate arguments before " +
        'execution and return the validation error to the model so it can retry.',
      related_security_categories: [],
      related_eval_metrics: ['tool_call_validity'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'tool_error_ignored',
      subcategory_name: 'Tool error ignored',
      description: 'A tool returned an error, but the answer carries on as if it had succeeded.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['tool_calls'],
      signals: [
        'A tool result with an error status, exception text or HTTP 4xx/5xx code',
        'The answer contains no mention of a failure, error or retry',
        'The answer reports success ("done", "booked", "sent") after the failed call',
      ],
      examples: [
        'send_email returned "SMTP 550 mailbox unavailable"; the answer says "Your email has been sent."',
        'lookup_order returned {"error": "not found"}; the answer describes the order status.',
      ],
      remediation:
        'Return tool errors to the model in a clear, structured form; instruct it to tell the user when a step failed; ' +
        'have the application, not the model, confirm side effects to the user.',
      related_security_categories: [],
      related_eval_metrics: ['tool_error_rate', 'faithfulness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'tool_result_misreported',
      subcategory_name: 'Tool result misreported',
      description: 'The answer states values that differ from what the tool actually returned.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['tool_calls'],
      signals: [
        'A number, date or id in the answer differs from the matching field of a tool result',
        'A status in the answer ("shipped") contradicts the tool result ("pending")',
        'Figures in the answer appear in no tool result and not in the input',
      ],
      examples: [
        'get_balance returned 1,240.50; the answer says "Your balance is $1,420.50."',
        'track_parcel returned "in transit"; the answer says "It was delivered yesterday."',
      ],
      remediation:
        'Keep tool results short and clearly labelled; ask the model to quote values verbatim; render critical values ' +
        '(balances, statuses) from the tool result in the UI instead of from generated text.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'repeated_tool_call',
      subcategory_name: 'Repeated tool call',
      description: 'The same tool is called again with the same arguments without anything having changed.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['tool_calls'],
      signals: [
        'Two or more calls with the same tool name and equal normalised arguments',
        'Identical calls made back to back after a successful result',
        'More calls than needed for the task, inflating tokens and latency',
      ],
      examples: ['search_docs({"q": "refund policy"}) called three times in one turn.', 'get_user({"id": 42}) repeated after it already returned the user.'],
      remediation:
        'Return results to the model in a form it can recognise as complete; cache identical calls; cap calls per tool ' +
        'per turn and stop the loop when the same call repeats.',
      related_security_categories: [],
      related_eval_metrics: ['tool_call_validity', 'tokens'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'action_claimed_without_call',
      subcategory_name: 'Action claimed without call',
      description: 'The answer says an action was carried out (booked, sent, updated), but no tool call did it.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Completed-action phrasing in the output ("I have booked", "I\'ve sent", "has been cancelled")',
        'No tool calls on the item, or none whose name matches the claimed action',
        'The input asks for an action that only a tool could perform',
      ],
      examples: [
        '"I\'ve cancelled your subscription." with no cancel_subscription call.',
        '"Your meeting is booked for 3 pm." while the only call was list_calendars.',
      ],
      remediation:
        'Require tool calls for side-effecting actions and have the application confirm them; instruct the model never ' +
        'to claim an action it has not performed; check completed-action wording against the calls made.',
      related_security_categories: [],
      related_eval_metrics: ['tool_call_validity'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'missing_tool_result',
      subcategory_name: 'Missing tool result',
      description: 'A tool was called but no result was recorded for it, yet the answer relies on it.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['tool_calls'],
      signals: [
        'A tool call with no result, or a null or empty result',
        'A call id with no matching tool message',
        'The answer presents information that only that call could have provided',
      ],
      examples: [
        'get_stock_price called with no result; the answer gives "AAPL is at $189".',
        'Two calls made but only one result recorded; the answer summarises both.',
      ],
      remediation:
        'Make the orchestration loop wait for and record every tool result, including timeouts as explicit errors; ' +
        'never let the model continue with a pending call.',
      related_security_categories: [],
      related_eval_metrics: ['tool_call_validity', 'tool_error_rate'],
      gates_ci_by_default: false,
    },
  ],
};
