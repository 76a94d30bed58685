// Response quality: defects visible in the answer text alone (empty, cut off, looping, off-topic),
// so every detector here runs on any item without context, tools or a judge.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'response_quality',
  bucket_name: 'Response quality',
  description: 'The answer is empty, cut off, repetitive, full of template leftovers, off-topic or only partly answers the question.',
  subcategories: [
    {
      subcategory_id: 'empty_response',
      subcategory_name: 'Empty response',
      description: 'The answer is empty, whitespace only, or a bare placeholder.',
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Output is empty or whitespace after trimming',
        'Output is only punctuation, an ellipsis, or a value such as "null", "undefined" or "None"',
        'Output is an empty JSON object or array where content was expected',
      ],
      examples: ['""', '"null"', '"..."'],
      remediation:
        'Check for provider errors, content-filter stops and exhausted max_tokens before returning; retry or show a ' +
        'fallback message instead of an empty answer.',
      related_security_categories: [],
      related_eval_metrics: ['answer_relevancy', 'completeness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'truncated_response',
      subcategory_name: 'Truncated response',
      description: 'The answer stops mid-sentence, mid-list or mid-code-block, usually at the token limit.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'The output ends without terminal punctuation in the middle of a word or clause',
        'An unclosed code fence, bracket or quotation mark',
        'A numbered list announced as N items that stops early',
        'The output length sits right at a common max-token boundary',
      ],
      examples: ['"The three steps are: 1. Open the settings page. 2. Select"', 'A code answer whose ``` block is never closed.'],
      remediation:
        'Raise max_tokens or ask for shorter answers; check the finish reason and continue or retry when it is "length"; ' +
        'split long outputs into several calls.',
      related_security_categories: [],
      related_eval_metrics: ['completeness', 'tokens'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'degenerate_repetition',
      subcategory_name: 'Degenerate repetition',
      description: 'The answer repeats the same phrase, sentence or line over and over.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'The same n-gram repeated many times in a row',
        'A large share of identical sentences or lines',
        'Low ratio of distinct tokens to total tokens in a long output',
      ],
      examples: ['"I can help with that. I can help with that. I can help with that. …"', 'A list where the same bullet appears twenty times.'],
      remediation:
        'Apply a frequency or repetition penalty; avoid greedy decoding at temperature 0 for long outputs; cap max_tokens; ' +
        'detect loops while streaming and stop generation.',
      related_security_categories: [],
      related_eval_metrics: ['readability', 'tokens'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'template_artifact',
      subcategory_name: 'Template artifact',
      description: 'Prompt-template leftovers show up in the answer: unfilled placeholders, role markers or special tokens.',
      impact_score: 1,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Unfilled placeholders such as {{name}}, {customer}, [INSERT NAME] or <PLACEHOLDER>',
        'Role or turn markers such as "Assistant:", "### Response:" or "<|im_end|>"',
        'Stray model special tokens or leaked template instructions',
      ],
      examples: ['"Dear {{customer_name}}, thank you for your order."', '"Sure, here you go.<|im_end|>\\nUser: thanks"'],
      remediation:
        "Validate that every template variable is filled before the call; use the provider's chat format rather than " +
        'hand-built role strings; strip special tokens from outputs.',
      related_security_categories: [],
      related_eval_metrics: ['readability'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'off_topic_response',
      subcategory_name: 'Off-topic response',
      description: 'The answer addresses something other than what the user asked.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        "Very low overlap between the question's key terms and the answer",
        'The answer discusses an entity or topic absent from the question',
        'Low answer relevancy score',
      ],
      examples: ['Asked how to reset a password; the answer describes the pricing plans.', 'Asked about the return window; the answer is a generic greeting.'],
      remediation:
        'Check that the right conversation history and question reach the model; shorten distracting context; add ' +
        'an instruction to answer the question directly first.',
      related_security_categories: [],
      related_eval_metrics: ['answer_relevancy'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'incomplete_answer',
      subcategory_name: 'Incomplete answer',
      description: 'The question has several parts and the answer covers only some of them.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'hybrid',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'The input has several questions or enumerated parts and the answer addresses fewer',
        'Key terms of one sub-question are absent from the answer',
        'The answer defers part of the question ("I\'ll cover the rest later")',
        'Low completeness score',
      ],
      examples: ['Asked for the price and the delivery time; only the price is given.', 'Asked to compare A, B and C; only A and B are discussed.'],
      remediation:
        'Ask the model to restate the parts of the question and answer each; for complex requests, split them into ' +
        'sub-questions; add multi-part questions to the test set.',
      related_security_categories: [],
      related_eval_metrics: ['completeness', 'answer_relevancy'],
      gates_ci_by_default: false,
    },
  ],
};
