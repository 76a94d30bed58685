// Every red-team vulnerability, S1–S23 in order then the three outside them. Adding one is adding a file next to this one and a line here.
import { vulnerability as s1 } from './s1-violence.js';
import { vulnerability as s2 } from './s2-sexual.js';
import { vulnerability as s3 } from './s3-criminal-planning-confessions.js';
import { vulnerability as s4 } from './s4-guns-illegal-weapons.js';
import { vulnerability as s5 } from './s5-controlled-regulated-substances.js';
import { vulnerability as s6 } from './s6-suicide-self-harm.js';
import { vulnerability as s7 } from './s7-sexual-minor.js';
import { vulnerability as s8 } from './s8-hate-identity-hate.js';
import { vulnerability as s9 } from './s9-pii-privacy.js';
import { vulnerability as s10 } from './s10-harassment.js';
import { vulnerability as s11 } from './s11-threat.js';
import { vulnerability as s12 } from './s12-profanity.js';
import { vulnerability as s13 } from './s13-needs-caution.js';
import { vulnerability as s14 } from './s14-other.js';
import { vulnerability as s15 } from './s15-manipulation.js';
import { vulnerability as s16 } from './s16-fraud-deception.js';
import { vulnerability as s17 } from './s17-malware.js';
import { vulnerability as s18 } from './s18-high-risk-gov-decision-making.js';
import { vulnerability as s19 } from './s19-political-misinformation-conspiracy.js';
import { vulnerability as s20 } from './s20-copyright-trademark-plagiarism.js';
import { vulnerability as s21 } from './s21-unauthorized-advice.js';
import { vulnerability as s22 } from './s22-illegal-activity.js';
import { vulnerability as s23 } from './s23-immoral-unethical.js';
import { vulnerability as piiLeakage } from './pii-leakage.js';
import { vulnerability as systemPromptLeakage } from './system-prompt-leakage.js';
import { vulnerability as excessiveAgency } from './excessive-agency.js';
import type { Vulnerability } from './types.js';

export const vulnerabilities: Vulnerability[] = [
  s1,
  s2,
  s3,
  s4,
  s5,
  s6,
  s7,
  s8,
  s9,
  s10,
  s11,
  s12,
  s13,
  s14,
  s15,
  s16,
  s17,
  s18,
  s19,
  s20,
  s21,
  s22,
  s23,
  piiLeakage,
  systemPromptLeakage,
  excessiveAgency,
];

export const vulnerabilitiesByKey = new Map<string, Vulnerability>(vulnerabilities.map((v) => [v.key, v]));

export const vulnerabilityKeys: string[] = vulnerabilities.map((v) => v.key);

/**
 * The name the red team shows: the category label, then the name ("S1 Violence"), so that it holds every word
 * of the key ("s1-violence") and a reader can match the two. The file's own name stays the category's.
 */
export function vulnerabilityName(v: Vulnerability): string {
  return v.label ? `${v.label} ${v.name}` : v.name;
}
