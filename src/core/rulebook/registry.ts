// Every built-in rule set, compiled once: categories and detectors take their sets from here, so each rule has
// one home and one id. Adding a set is adding a file under sets/ and listing it here; the registry-wide test
// (test/unit/rulebook.test.ts) checks each rule's schema, id and examples.
import { compileRuleSet, type CompiledRuleSet } from './compile.js';
import { PIRACY, REPRODUCING } from './sets/copyright.js';
import { DUAL_USE } from './sets/dual-use.js';
import { BORDER_EVASION, GOV_DECISIONS } from './sets/gov-decisions.js';
import { ECONOMIC_HARM, FINANCIAL_ADVICE } from './sets/financial-advice.js';
import { HARASSMENT } from './sets/harassment.js';
import { ILLEGAL_ACTIVITY } from './sets/illegal-activity.js';
import { LEGAL_ADVICE, LEGAL_SITUATION } from './sets/legal-advice.js';
import { MEDICAL_ADVICE } from './sets/medical-advice.js';
import { ANIMAL_HARM, RISKY_BEHAVIOUR, UNETHICAL } from './sets/unethical.js';
import { CAMPAIGNING, FALSE_CLAIMS } from './sets/misinformation.js';

export const ruleSets = [
  DUAL_USE,
  HARASSMENT,
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
