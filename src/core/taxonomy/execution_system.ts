// Execution & system: infrastructure failures seen in a trace's spans (status, timing, token counts),
// not in the answer text, so every detector here needs a trace and none runs in minimal mode.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'execution_system',
  bucket_name: 'Execution & system',
  description:
    'The run failed for operational reasons: timeouts, rate limits, auth errors, loops, context overflow, slowness, early stops or swallowed errors.',
  subcategories: [
    {
      subcategory_id: 'tool_timeout',
      subcategory_name: 'Tool timeout',
      description: 'A tool or model call timed out before returning.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'A span with a timeout status or an error such as "ETIMEDOUT", "deadline exceeded" or HTTP 504',
        'A span whose duration sits at a round timeout value (30 s, 60 s)',
        'A span started but never ended before the trace ended',
      ],
      examples: ['search_web span ends after 30,000 ms with "Request timed out".', 'A model call fails with "504 Gateway Timeout".'],
      remediation:
        'Set explicit per-tool timeouts with retries and backoff; make slow tools asynchronous; tell the agent a timeout ' +
        'happened so it can try another route.',
      related_security_categories: [],
      related_eval_metrics: ['latency_ms', 'tool_error_rate'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'rate_limit_error',
      subcategory_name: 'Rate limit error',
      description: 'A provider or tool rejected a call for exceeding its rate or quota.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'A span with HTTP 429 or an error such as "rate limit", "too many requests" or "quota exceeded"',
        'Bursts of retried calls close together',
        'A Retry-After value in the span attributes',
      ],
      examples: ['A model call fails with "429 Too Many Requests".', 'A geocoding tool returns "Daily quota exceeded".'],
      remediation:
        'Add client-side rate limiting and exponential backoff that honours Retry-After; batch or cache calls; request ' + 'higher quotas for production load.',
      related_security_categories: [],
      related_eval_metrics: ['tool_error_rate'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'auth_error',
      subcategory_name: 'Authentication error',
      description: 'A call failed because credentials were missing, invalid, expired or lacked permission.',
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'A span with HTTP 401 or 403',
        'Errors such as "invalid API key", "unauthorized", "permission denied" or "token expired"',
        'The same auth failure on every call to one tool or provider',
      ],
      examples: ['A CRM tool returns "401 Unauthorized: token expired".', 'A model call fails with "Incorrect API key provided".'],
      remediation:
        'Check that the deployed environment has the right credentials and scopes; refresh tokens before they expire; ' +
        'alert on auth failures, since they usually break every request.',
      related_security_categories: [],
      related_eval_metrics: ['tool_error_rate'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'infinite_loop',
      subcategory_name: 'Infinite loop',
      description: 'An agent repeats the same steps many times without progress, until a step or budget limit stops it.',
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'The same span name with the same inputs repeated many times',
        'A repeating cycle of two or three steps',
        'A step count at the configured maximum',
        'Token use far above the usual for the task',
      ],
      examples: [
        'The agent calls search → read → search → read with identical arguments 25 times.',
        'The run ends with "max iterations reached" after 50 identical planning steps.',
      ],
      remediation:
        'Cap iterations and cost per run; detect repeated states and break out; give the agent clearer stop criteria and ' +
        'results it can recognise as final.',
      related_security_categories: [],
      related_eval_metrics: ['tokens', 'latency_ms'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'context_window_overflow',
      subcategory_name: 'Context window overflow',
      description: "A model call exceeded the model's context window, or its input was cut to fit.",
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'Errors such as "context_length_exceeded" or "maximum context length"',
        "Prompt token counts at or above the model's limit",
        'Input token counts that grow with every step of the agent',
      ],
      examples: [
        'A model call fails with "This model\'s maximum context length is 128000 tokens".',
        'An agent appends every tool result to the history until the call is rejected.',
      ],
      remediation:
        'Summarise or trim conversation history and tool results; retrieve fewer, shorter chunks; count tokens before ' +
        'calling and choose a larger-context model when needed.',
      related_security_categories: [],
      related_eval_metrics: ['tokens'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'latency_outlier',
      subcategory_name: 'Latency outlier',
      description: 'A span or the whole trace took far longer than the others of its kind.',
      impact_score: 1,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'Span duration far above the median of spans with the same name',
        'Total trace duration above the configured budget',
        "Most of the trace's time spent in a single span",
      ],
      examples: ['One retrieval span takes 12 s while its siblings take 200 ms.', 'A chat turn takes 45 s end to end.'],
      remediation:
        'Profile the slow span; add caching, parallel calls or streaming; pick a smaller model for simple steps; set ' + 'latency budgets and alert on them.',
      related_security_categories: [],
      related_eval_metrics: ['latency_ms'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'premature_termination',
      subcategory_name: 'Premature termination',
      description: 'The run ended before producing a final answer: a crash, cancellation or stop with steps left to do.',
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'The root span ends with an error or cancelled status',
        'No final output span, or an empty final output',
        'The last span is a tool call whose result was never consumed',
      ],
      examples: ['The trace ends right after a tool call, with no answer to the user.', 'The root span status is "cancelled" after 3 of 6 planned steps.'],
      remediation:
        'Catch errors at the orchestration level and always return a final message; make runs resumable; alert on ' + 'traces that end without an answer.',
      related_security_categories: [],
      related_eval_metrics: ['completeness'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'hidden_tool_error',
      subcategory_name: 'Hidden tool error',
      description: 'A span recorded an error that was caught and swallowed, so the run looked successful.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: false,
      required_inputs: ['trace'],
      signals: [
        'A child span with error status under a parent span marked OK',
        'Exception events recorded on a span whose status is OK',
        "An error payload in a tool span's output while the final answer reports success",
      ],
      examples: [
        'The payment tool span records "card declined", yet the run finishes as successful with "Order placed".',
        'A retrieval span throws, is caught, and the agent continues with an empty result.',
      ],
      remediation:
        'Propagate errors to the parent span and to the agent; never replace a failed result with an empty one silently; ' +
        'alert on error events inside successful traces.',
      related_security_categories: [],
      related_eval_metrics: ['tool_error_rate'],
      gates_ci_by_default: false,
    },
  ],
};
