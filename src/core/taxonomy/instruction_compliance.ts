// Instruction compliance: the answer breaks an explicit instruction from the user or the system prompt
// (format, length, language, "do not…"), or refuses a request it should have served.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'instruction_compliance',
  bucket_name: 'Instruction compliance',
  description: 'The answer ignores an explicit instruction about format, length, language or content, or refuses a legitimate request.',
  subcategories: [
    {
      subcategory_id: 'json_format_violation',
      subcategory_name: 'JSON format violation',
      description: 'JSON was asked for, but the output does not parse as JSON or lacks the requested keys.',
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'The input or system prompt asks for JSON and the output fails to parse',
        'JSON wrapped in prose or a Markdown code fence when raw JSON was requested',
        'Keys named in the instruction are missing from the parsed object',
        'Trailing commas, single quotes or comments that strict JSON forbids',
      ],
      examples: [
        'Asked for {"name": ..., "age": ...}; the output is "Sure! Here it is: {name: \'Ann\', age: 31}".',
        'Asked for a JSON array; the output stops after "[{"id": 1},".',
      ],
      remediation:
        "Use the provider's structured-output or JSON mode with a schema; give an exact example in the prompt; " +
        'validate the output and retry with the parse error when it fails.',
      related_security_categories: [],
      related_eval_metrics: ['json_validity', 'schema_compliance'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'list_format_violation',
      subcategory_name: 'List format violation',
      description: 'A list, numbered steps or a given number of items was asked for, and the output does not match.',
      impact_score: 1,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'The input asks for a bulleted or numbered list and the output has no list markers',
        'The input asks for N items and the output lists a different number',
        'Numbered steps that skip or repeat numbers',
      ],
      examples: ['Asked for "3 bullet points"; the answer is one paragraph.', 'Asked for "the top 5 risks"; the answer lists 8.'],
      remediation:
        'State the exact format and count in the prompt and show a sample; post-process by counting list items and ' +
        'retrying when the count or format is wrong.',
      related_security_categories: [],
      related_eval_metrics: ['regex'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'length_constraint_violation',
      subcategory_name: 'Length constraint violation',
      description: 'The answer is clearly longer or shorter than a word, sentence or character limit the instruction set.',
      impact_score: 1,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'An explicit limit ("in under 50 words", "one sentence", "max 280 characters") exceeded by a margin',
        'A requested minimum length ("at least 300 words") not reached',
        'A "one word" or "yes/no" request answered with several sentences',
      ],
      examples: [
        'Asked to "summarise in one sentence"; the answer has five sentences.',
        'Asked for a tweet under 280 characters; the answer is 600 characters.',
      ],
      remediation: 'Repeat the limit at the end of the prompt, set max_tokens to match, and truncate or regenerate answers that ' + 'miss the limit.',
      related_security_categories: [],
      related_eval_metrics: ['tokens'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'language_mismatch',
      subcategory_name: 'Language mismatch',
      description: "The answer is in a different language from the one requested, or from the user's own language.",
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Detected output language differs from the language the instruction names ("answer in French")',
        'Detected output language differs from the input language when no language was named',
        'The output switches language partway through',
      ],
      examples: ['A question in Spanish is answered in English.', 'Asked to "reply in German"; the answer starts in German and ends in English.'],
      remediation:
        "Tell the model to answer in the user's language (or a fixed one) in the system prompt; pass the detected " +
        'language explicitly; keep retrieved context in the same language or translate it.',
      related_security_categories: [],
      related_eval_metrics: ['language_consistency'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'ignored_negative_constraint',
      subcategory_name: 'Ignored negative constraint',
      description: 'The instruction says not to do or mention something, and the answer does it anyway.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'hybrid',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'A "do not mention X" / "without X" / "avoid X" instruction where X appears in the output',
        'A "no code" or "no bullet points" instruction followed by code blocks or bullets',
        'A "do not apologise" instruction followed by an apology',
      ],
      examples: [
        'Asked "Describe the plan without mentioning price"; the answer quotes the price.',
        'Asked "Answer without using code"; the answer contains a Python block.',
      ],
      remediation:
        'Phrase constraints positively where possible ("only discuss features"); repeat them near the end of the prompt; ' +
        'check the output for the forbidden terms and regenerate.',
      related_security_categories: [],
      related_eval_metrics: ['contains', 'regex'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'over_refusal',
      subcategory_name: 'Over-refusal',
      description: 'The model refuses or deflects a harmless, in-scope request.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: [],
      signals: [
        'Refusal phrasing ("I can\'t help with that", "As an AI, I cannot") in the output',
        'The input contains no harmful or out-of-scope request',
        'The output is short and gives no part of the requested content',
        'High refusal score on a benign item',
      ],
      examples: [
        '"How do I kill a Python process?" answered with "I can\'t help with violent requests."',
        '"Summarise this public press release" answered with "I\'m unable to share that information."',
      ],
      remediation:
        'Loosen overly broad safety instructions in the system prompt; add examples of allowed requests that look risky; ' +
        'track the refusal rate on a benign test set alongside the harmful one.',
      related_security_categories: [],
      related_eval_metrics: ['refusal', 'answer_relevancy'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'system_prompt_violation',
      subcategory_name: 'System prompt violation',
      description: 'The answer breaks a rule set in the system prompt: scope, persona, tone, or a forbidden topic or action.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'hybrid',
      minimal_mode_compatible: true,
      required_inputs: ['system_prompt'],
      signals: [
        'A "never"/"do not"/"only" rule in the system prompt whose forbidden term or topic appears in the output',
        'An answer about a topic outside the scope the system prompt allows',
        'The model drops its assigned persona or format',
        'A judge rates the answer as breaking a system-prompt rule',
      ],
      examples: [
        'System prompt: "Only discuss our banking products." The answer gives stock-picking advice.',
        'System prompt: "Never promise delivery dates." The answer says "It will arrive Friday."',
      ],
      remediation:
        'Keep system rules short, explicit and testable; move hard rules into code (filters, allow-lists) rather than ' +
        'relying on the prompt; add regression items for each rule.',
      related_security_categories: ['S21'],
      related_eval_metrics: ['answer_relevancy'],
      gates_ci_by_default: true,
    },
  ],
};
