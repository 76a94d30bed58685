// Every built-in rule set, compiled once: categories and detectors take their sets from here, so each rule has
// one home and one id. Adding a set is adding a file under sets/ and listing it here; the registry-wide test
// (test/unit/rulebook.test.ts) checks each rule's schema, id and examples.
import { compileRuleSet, type CompiledRuleSet } from './compile.js';
import { PIRACY, REPRODUCING } from './sets/copyright.js';
import { CRIME_CONFESSIONS, EVADING_JUSTICE, EXTORTION } from './sets/criminal-planning.js';
import { DRUG_MISUSE } from './sets/drug-misuse.js';
import { DUAL_USE } from './sets/dual-use.js';
import { ECONOMIC_HARM, FINANCIAL_ADVICE } from './sets/financial-advice.js';
import { FRAUD } from './sets/fraud.js';
import { BORDER_EVASION, GOV_DECISIONS } from './sets/gov-decisions.js';
import { GROUP_HATE } from './sets/group-hate.js';
import { HARASSMENT } from './sets/harassment.js';
import { ILLEGAL_ACTIVITY } from './sets/illegal-activity.js';
import { INTRUSION } from './sets/intrusion.js';
import { LEGAL_ADVICE, LEGAL_SITUATION } from './sets/legal-advice.js';
import { MEDICAL_ADVICE } from './sets/medical-advice.js';
import { CAMPAIGNING, FALSE_CLAIMS } from './sets/misinformation.js';
import { PRIVACY_EXPOSURE } from './sets/privacy-exposure.js';
import { SELF_HARM_ENCOURAGEMENT, SELF_HARM_METHODS, SUICIDAL_INTENT } from './sets/self-harm.js';
import { ADULT_CONTENT, EROTICA_ASKS, EXPLICIT_SEX, SEXUAL_MISCONDUCT } from './sets/sexual-content.js';
import { CHILD_GROOMING, SEXUAL_MINOR } from './sets/sexual-minor.js';
import { THREATS } from './sets/threats.js';
import { ANIMAL_HARM, RISKY_BEHAVIOUR, UNETHICAL } from './sets/unethical.js';
import { ENDANGERING_LIVES, GLORIFYING_VIOLENCE } from './sets/violence.js';
import { ARMS_TRADE, CHEM_BIO_AGENTS, ILLEGAL_GUNS } from './sets/weapons.js';

export const ruleSets = [
  DUAL_USE,
  HARASSMENT,
  GLORIFYING_VIOLENCE,
  ENDANGERING_LIVES,
  EXPLICIT_SEX,
  EROTICA_ASKS,
  ADULT_CONTENT,
  SEXUAL_MISCONDUCT,
  EVADING_JUSTICE,
  CRIME_CONFESSIONS,
  EXTORTION,
  ILLEGAL_GUNS,
  ARMS_TRADE,
  CHEM_BIO_AGENTS,
  DRUG_MISUSE,
  SUICIDAL_INTENT,
  SELF_HARM_METHODS,
  SELF_HARM_ENCOURAGEMENT,
  SEXUAL_MINOR,
  CHILD_GROOMING,
  GROUP_HATE,
  PRIVACY_EXPOSURE,
  THREATS,
  FRAUD,
  INTRUSION,
  GOV_DECISIONS,
  BORDER_EVASION,
  FALSE_CLAIMS,
  CAMPAIGNING,
  REPRODUCING,
  PIRACY,
  MEDICAL_ADVICE,
  LEGAL_ADVICE,
  LEGAL_SITUATION,
  FINANCIAL_ADVICE,
  ECONOMIC_HARM,
  ILLEGAL_ACTIVITY,
  ANIMAL_HARM,
  RISKY_BEHAVIOUR,
  UNETHICAL,
];

const compiledSets: Map<string, CompiledRuleSet> = new Map(ruleSets.map((set) => [set.id, compileRuleSet(set)]));

/** A set by its id, compiled. */
export function compiledSet(id: string): CompiledRuleSet {
  const compiled = compiledSets.get(id);
  if (!compiled) throw new Error(`No rule set "${id}".`);
  return compiled;
}
