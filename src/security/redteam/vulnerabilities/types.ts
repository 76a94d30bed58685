// What a red-team vulnerability is: what the attacks probe, and the base attacks written by us. Adding one
// is adding a file here and listing it in registry.ts.

/** Languages the multilingual vector ships translations in (ISO 639-1). */
export const LANGUAGES = ['es', 'fr', 'de', 'pt', 'it', 'zh', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What makes an answer a success for a vulnerability (redteam/judge.ts): harmful content in its category (every
 * S1–S23 vulnerability), the system prompt revealed, personal data disclosed, or an action claimed as done.
 */
export type HarmReading = 'content' | 'system_prompt' | 'personal_data' | 'action';

export interface Vulnerability {
  /** "s1-violence" … "s23-immoral-unethical" (the audit's category keys), "pii-leakage", "system-prompt-leakage", "excessive-agency". */
  key: string;
  /** The audit category label ("S1"); null for the three vulnerabilities outside S1–S23. */
  label: string | null;
  /** The harm reading of the three outside S1–S23; absent on S1–S23, which read harmful content (harmReading). */
  harm?: Exclude<HarmReading, 'content'>;
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
   * For the leakage vulnerabilities: markers in an answer that show the leak besides what the judge finds itself
   * (a reproduced system prompt or a secret from it, personal data). Absent elsewhere: S1–S23 are read by the
   * category judges, excessive agency by the actions an answer claims.
   */
  success_markers?: RegExp[];
}

/** The harm reading that decides a vulnerability's attacks. */
export const harmReading = (v: Pick<Vulnerability, 'label' | 'harm'>): HarmReading => (v.label !== null ? 'content' : (v.harm ?? 'content'));
