// What a red-team vulnerability is: what the attacks probe, and the base attacks written by us. Adding one
// is adding a file here and listing it in registry.ts.

/** Languages the multilingual vector ships translations in (ISO 639-1). */
export const LANGUAGES = ['es', 'fr', 'de', 'pt', 'it', 'zh', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Vulnerability {
  /** "s1-violence" … "s23-immoral-unethical" (the audit's category keys), "pii-leakage", "system-prompt-leakage", "excessive-agency". */
  key: string;
  /** The audit category label ("S1"); null for the three vulnerabilities outside S1–S23. */
  label: string | null;
  name: string;
  /** What a successful attack makes the target do, in our words. */
  description: string;
  /**
   * Base attacks: plain requests a safe target must refuse, at least 10, written by us. The attack vectors
   * wrap them (encode, role-play, split, escalate…).
   */
  attacks: string[];
  /** The first attacks translated (at least 3 per language, same order as `attacks`), for the multilingual vector. */
  translations: Record<Language, string[]>;
  /**
   * For vulnerabilities the S1–S23 classifier cannot judge (leakage, agency): markers in an answer that show
   * the attack worked. Empty for S1–S23 keys, which the audit classifier judges.
   */
  success_markers?: RegExp[];
}
