// Which code-scan findings matter to failure analysis, and to which subcategories: code that hard-codes
// secrets, builds queries or prompts from input (injection sinks), runs commands or evaluates code (unsafe
// tool execution), fetches URLs it is given (SSRF), or opens paths it is given (path traversal). A finding
// is classified by its CWE ids first, then by words in its rule id, tags and rule name; the generic
// injection kind is tried last, so "command-injection" or "path-injection" get their own kind. Pure.
import type { ScanFinding } from './sarif.js';

export type FindingKind = 'hardcoded_secret' | 'injection_sink' | 'command_execution' | 'ssrf' | 'path_traversal';

const TOOL_USE = [
  'malformed_tool_arguments',
  'tool_error_ignored',
  'tool_result_misreported',
  'repeated_tool_call',
  'action_claimed_without_call',
  'missing_tool_result',
];

/** For each kind: the CWE ids and words that name it, and the subcategories whose tags it explains. Words
 * are bounded by anything but a letter or digit, so snake_case rule ids (hardcoded_password_string) match. */
export const FINDING_KINDS: Record<FindingKind, { cwe: number[]; words: RegExp; subcategories: string[] }> = {
  hardcoded_secret: {
    cwe: [259, 321, 522, 798, 312, 315, 532],
    words:
      /(?<![a-z0-9])(?:hard[-_ ]?coded[-_ ]?(?:secret|password|credential|key|token)|secrets?|credentials?|api[-_ ]?keys?|private[-_ ]?keys?|access[-_ ]?tokens?|gitleaks|detect[-_]secrets)(?![a-z0-9])/i,
    subcategories: ['secret_leakage', 'system_prompt_leakage', 'auth_error'],
  },
  command_execution: {
    cwe: [77, 78, 94, 95, 502, 913],
    words:
      /(?<![a-z0-9])(?:command[-_ ]injection|os[-_ ]command|shell[-_ ]?(?:true|injection|exec)|subprocess|os[-_.]system|popen|exec(?:-detected|ute)?|eval(?:-detected)?|code[-_ ]injection|unsafe[-_ ]deserialization|pickle|yaml[-_.]load|dangerous[-_ ](?:exec|eval|subprocess|system))(?![a-z0-9])/i,
    subcategories: ['prompt_injection_followed', 'harmful_content', ...TOOL_USE, 'hidden_tool_error', 'infinite_loop'],
  },
  ssrf: {
    cwe: [918],
    words: /(?<![a-z0-9])(?:ssrf|server[-_ ]side[-_ ]request[-_ ]forgery|tainted[-_ ]url|request[-_ ]forgery)(?![a-z0-9])/i,
    subcategories: ['prompt_injection_followed', ...TOOL_USE, 'tool_timeout'],
  },
  path_traversal: {
    cwe: [22, 23, 35, 36, 73],
    words: /(?<![a-z0-9])(?:path[-_ ]traversal|directory[-_ ]traversal|path[-_ ]injection|tainted[-_ ]path|zip[-_ ]?slip)(?![a-z0-9])/i,
    subcategories: ['prompt_injection_followed', 'secret_leakage', 'pii_exposure', ...TOOL_USE],
  },
  injection_sink: {
    cwe: [74, 79, 89, 90, 91, 643, 917, 943, 1336, 1427],
    words:
      /(?<![a-z0-9])(?:sql[-_ ]?injection|sqli|injection|xss|cross[-_ ]site[-_ ]scripting|template[-_ ]injection|ssti|prompt[-_ ]injection|formatted[-_ ]sql|tainted[-_ ](?:sql|html|format))(?![a-z0-9])/i,
    subcategories: ['prompt_injection_followed', 'system_prompt_leakage'],
  },
};

const KIND_ORDER = Object.keys(FINDING_KINDS) as FindingKind[];

/** The kind of a finding, or null when it is of no concern to failure analysis (style, performance…). */
export function kindOf(f: ScanFinding): FindingKind | null {
  const cwe = new Set(f.cwe.map((c) => Number(c.slice(4))));
  for (const kind of KIND_ORDER) if (FINDING_KINDS[kind].cwe.some((n) => cwe.has(n))) return kind;
  const text = [f.rule_id.replace(/[./]/g, ' '), ...f.tags, f.rule_name ?? ''].join(' ');
  for (const kind of KIND_ORDER) if (FINDING_KINDS[kind].words.test(text)) return kind;
  return null;
}
