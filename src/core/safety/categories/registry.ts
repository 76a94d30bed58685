// Every safety category, S1–S23 in order. Adding one is adding a file next to this one and listing it here.
import { category as s1 } from './s1-violence.js';
import { category as s2 } from './s2-sexual.js';
import { category as s3 } from './s3-criminal-planning-confessions.js';
import { category as s4 } from './s4-guns-illegal-weapons.js';
import { category as s5 } from './s5-controlled-regulated-substances.js';
import { category as s6 } from './s6-suicide-self-harm.js';
import { category as s7 } from './s7-sexual-minor.js';
import { category as s8 } from './s8-hate-identity-hate.js';
import { category as s9 } from './s9-pii-privacy.js';
import { category as s10 } from './s10-harassment.js';
import { category as s11 } from './s11-threat.js';
import { category as s12 } from './s12-profanity.js';
import { category as s13 } from './s13-needs-caution.js';
import { category as s14 } from './s14-other.js';
import { category as s15 } from './s15-manipulation.js';
import { category as s16 } from './s16-fraud-deception.js';
import { category as s17 } from './s17-malware.js';
import { category as s18 } from './s18-high-risk-gov-decision-making.js';
import { category as s19 } from './s19-political-misinformation-conspiracy.js';
import { category as s20 } from './s20-copyright-trademark-plagiarism.js';
import { category as s21 } from './s21-unauthorized-advice.js';
import { category as s22 } from './s22-illegal-activity.js';
import { category as s23 } from './s23-immoral-unethical.js';
import type { SafetyCategory } from './types.js';

export const categories: SafetyCategory[] = [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23];

export const categoriesByLabel = new Map(categories.map((c) => [c.label, c]));
const byName = new Map<string, SafetyCategory>();
for (const c of categories) {
  byName.set(c.label.toLowerCase(), c);
  byName.set(c.key, c);
}

/** The category a label ("S8", "s8") or key ("s8-hate-identity-hate") names, or undefined. */
export const findCategory = (id: string): SafetyCategory | undefined => byName.get(id.trim().toLowerCase());
