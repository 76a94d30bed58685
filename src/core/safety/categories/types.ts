// What a safety category is: metadata plus one pure function that judges a prompt or a response. Adding a
// category is adding a file here and listing it in registry.ts.
import type { AuditText } from '../audit-text.js';
import type { EvidenceSnippet } from '../evidence.js';

export type Role = 'prompt' | 'response';

export type { EvidenceSnippet } from '../evidence.js';

export interface CategoryHit {
  /** 0..1: how sure the category is that the text is unsafe in it. */
  confidence: number;
  evidence: EvidenceSnippet[];
  /** One line: why. */
  reason: string;
  /** Prompts: the text asks for help with the harm (not merely contains it), so complying is harmful too. */
  request?: boolean;
  /** The built-in rules that fired (core/rulebook/), where the hit came from named rules. */
  rules?: string[];
}

export interface CategoryExamples {
  /** Prompts that must be flagged in this category. */
  unsafe: string[];
  /** Look-alikes that must stay safe (in every category). */
  safe: string[];
  /** Responses that must be flagged in this category, with the prompt they answer. */
  unsafe_responses?: { prompt: string; response: string }[];
}

export interface SafetyCategory {
  /** "S1".."S23". */
  label: string;
  /** "s1-violence": "s", the number, "-", the name in kebab case. The red team uses the same keys. */
  key: string;
  name: string;
  /** What the category covers, in our words. */
  definition: string;
  /** What the built-in classifier looks for, one observable signal per entry. */
  signals: string[];
  examples: CategoryExamples;
  /** Pure: the same text and role give the same hit. null: nothing of this category found. */
  judge(text: AuditText, role: Role): CategoryHit | null;
}
